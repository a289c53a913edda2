import type { LoaderFunctionArgs } from 'react-router';
import { revalidateOn } from '#client/app/data/revalidation.ts';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { MonthChartDto, StatisticsDto } from '#shared/api/dto.ts';
import { registerLanguageTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { loadPageData } from '#client/app/data/page-data.ts';
import { PageHead } from '#client/app/shell/page-head.tsx';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { useRootData } from '#client/app/data/use-root-data.ts';
import { localisePath } from '#shared/domain/language.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { JsonLd } from '#client/app/shell/json-ld.tsx';
import { formatChange, formatShare, monthLabel, summariseSeries, type MonthChartKey } from '#shared/domain/statistics.ts';
import type { Language } from '#shared/domain/language.ts';
import { ChartFigure } from './chart-figure.tsx';
import { MonthChart } from './month-chart.tsx';
import { RankedBars } from './ranked-bars.tsx';
import { RegionsMap } from './regions-map.tsx';
import { DataTable } from './data-table.tsx';

registerLanguageTexts('statreport', {
  ru: () => import('#shared/i18n/texts/statreport.ts?lang=ru'),
  en: () => import('#shared/i18n/texts/statreport.ts?lang=en'),
});

export function loader(args: LoaderFunctionArgs): Promise<StatisticsDto> {
  return loadPageData(args, (env) => env.api.getStatistics());
}

/** The figures change only with the language. */
export const shouldRevalidate = revalidateOn();

function MonthFigure({ dataset, chart, lang }: { dataset: MonthChartKey; chart: MonthChartDto | null; lang: Language }) {
  const { t } = useTranslation();
  const series = chart?.series ?? [];
  const summary = summariseSeries(series);
  const title = t(`statreport.charts.${dataset}.title`);
  const valueLabel = t(`statreport.charts.${dataset}.value`);
  return (
    <ChartFigure
      id={`stat-${dataset}`}
      title={title}
      caption={t(`statreport.charts.${dataset}.caption`)}
      available={chart !== null && summary !== null}
      wide={dataset === 'chartMonthVisits'}
      summary={
        summary ? (
          <dl className="stat-chart__summary">
            <div>
              <dt>{t('statreport.lastMonth')}</dt>
              <dd>
                {formatNumber(lang, summary.last.value)} <small>{monthLabel(summary.last.period, lang, 'long')}</small>
              </dd>
            </div>
            <div>
              <dt>{t('statreport.yearTotal')}</dt>
              <dd>{formatNumber(lang, summary.lastYearTotal)}</dd>
            </div>
            {summary.yearOverYear !== null ? (
              <div>
                <dt>{t('statreport.yearOverYear')}</dt>
                <dd className={summary.yearOverYear >= 0 ? 'is-up' : 'is-down'}>{formatChange(lang, summary.yearOverYear)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null
      }
      table={
        <DataTable
          caption={title}
          headers={[t('statreport.month'), valueLabel]}
          rows={series.map((point) => [monthLabel(point.period, lang, 'long'), formatNumber(lang, point.value)])}
        />
      }
    >
      {chart ? <MonthChart chart={chart} lang={lang} valueLabel={valueLabel} label={title} /> : null}
    </ChartFigure>
  );
}

export function Component() {
  const data = useLoaderData() as StatisticsDto;
  const { t } = useTranslation();
  const lang = useLanguage();
  const root = useRootData();
  const { pathname } = useLocation();
  const title = t('pages.statreport.title');
  const description = t('pages.statreport.description');
  const stat = data.statNumber;
  const visits = data.chartMonthVisits?.series ?? [];
  const coverage = visits.length > 0 ? `${visits[0]?.period}/${visits.at(-1)?.period}` : null;
  const origin = root?.config.publicOrigin ?? '';

  // Ranked, cut to the limit and given their bar lengths by the server (server/services/statistics-charts.ts).
  const { topCountry: countries, topRegions: regions, listUsersModels: categories, leadersUploadModels: makers, leadersArticlesViews: articles } = data;
  const n = (value: number): string => formatNumber(lang, value);
  const c = (key: string): string => t(`statreport.charts.${key}`);

  return (
    <>
      <PageHead title={title} description={description} />
      <JsonLd
        kind="dataset"
        input={{
          name: t('statreport.datasetName'),
          description: t('statreport.datasetDescription'),
          url: origin + pathname,
          publisher: t('site.name'),
          variables: (['chartMonthVisits', 'chartNewUsers', 'chartDownloadModels', 'topCountry', 'topRegions', 'listUsersModels', 'leadersUploadModels', 'leadersArticlesViews'] as const).map((key) => c(`${key}.title`)),
          temporalCoverage: coverage,
          inLanguage: lang,
        }}
      />
      <div className="statreport">
        <header className="container statreport__hero">
          <p className="statreport__eyebrow">{t('statreport.eyebrow')}</p>
          <h1 className="page-title">{title}</h1>
          <p className="page-lead">{t('statreport.lead')}</p>
        </header>

        <section className="container statreport__section" aria-labelledby="stat-headline">
          <h2 className="statreport__h2" id="stat-headline">
            {t('statreport.headline.title', { year: stat ? String(stat.year) : '' })}
          </h2>
          {stat ? (
            <ul className="statreport__figures">
              {(['users', 'designers', 'models', 'downloads', 'manufacturers'] as const).map((key) => (
                <li key={key}>
                  <strong>{n(stat[key])}</strong>
                  <span>{t(`statreport.headline.${key}`)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="stat-chart__unavailable" role="status">
              {t('statreport.unavailable')}
            </p>
          )}
        </section>

        <section className="container statreport__section" aria-labelledby="stat-traffic">
          <h2 className="statreport__h2" id="stat-traffic">
            {t('statreport.sections.traffic')}
          </h2>
          <div className="statreport__grid">
            <MonthFigure dataset="chartMonthVisits" chart={data.chartMonthVisits} lang={lang} />
            <MonthFigure dataset="chartNewUsers" chart={data.chartNewUsers} lang={lang} />
            <MonthFigure dataset="chartDownloadModels" chart={data.chartDownloadModels} lang={lang} />
          </div>
        </section>

        <section className="container statreport__section" aria-labelledby="stat-audience">
          <h2 className="statreport__h2" id="stat-audience">
            {t('statreport.sections.audience')}
          </h2>
          <div className="statreport__grid">
            <ChartFigure
              id="stat-topRegions"
              title={c('topRegions.title')}
              caption={c('topRegions.caption')}
              available={regions !== null}
              wide
              table={<DataTable caption={c('topRegions.title')} headers={[c('topRegions.label'), c('topRegions.value')]} rows={(regions ?? []).map((row) => [row.item.region, n(row.value)])} />}
            >
              {regions ? (
                <div className={data.regionsMap ? 'stat-regions' : undefined}>
                  {data.regionsMap ? (
                    <RegionsMap
                      map={data.regionsMap}
                      lang={lang}
                      label={c('topRegions.map')}
                      legendTitle={c('topRegions.legend')}
                      valueLabel={c('topRegions.value')}
                      noData={c('topRegions.noData')}
                      note={c('topRegions.gridNote')}
                    />
                  ) : null}
                  <RankedBars items={regions} lang={lang} labelOf={(row) => row.region} />
                </div>
              ) : null}
            </ChartFigure>
            <ChartFigure
              id="stat-topCountry"
              title={c('topCountry.title')}
              caption={c('topCountry.caption')}
              available={countries !== null}
              wide
              table={<DataTable caption={c('topCountry.title')} headers={[c('topCountry.label'), c('topCountry.value'), t('statreport.share')]} rows={(countries ?? []).map((row) => [row.item.country, n(row.value), formatShare(lang, row.share)])} />}
            >
              {countries ? <RankedBars items={countries} lang={lang} labelOf={(row) => row.country} showShare /> : null}
            </ChartFigure>
          </div>
        </section>

        <section className="container statreport__section" aria-labelledby="stat-catalogue">
          <h2 className="statreport__h2" id="stat-catalogue">
            {t('statreport.sections.catalogue')}
          </h2>
          <ChartFigure
            id="stat-listUsersModels"
            title={c('listUsersModels.title')}
            caption={c('listUsersModels.caption')}
            available={categories !== null}
            wide
            table={
              <DataTable
                caption={c('listUsersModels.title')}
                headers={[c('listUsersModels.label'), c('listUsersModels.value'), c('listUsersModels.secondary')]}
                rows={(categories ?? []).map((row) => [row.item.category, n(row.item.models), n(row.item.users)])}
              />
            }
          >
            {categories ? (
              <RankedBars items={categories} lang={lang} labelOf={(row) => row.category} detailOf={(row) => `${c('listUsersModels.secondary')}: ${n(row.users)}`} />
            ) : null}
          </ChartFigure>
        </section>

        <section className="container statreport__section" aria-labelledby="stat-leaders">
          <h2 className="statreport__h2" id="stat-leaders">
            {t('statreport.sections.leaders')}
          </h2>
          <div className="statreport__grid">
            <ChartFigure
              id="stat-leadersUploadModels"
              title={c('leadersUploadModels.title')}
              caption={c('leadersUploadModels.caption')}
              available={makers !== null}
              table={
                <DataTable
                  caption={c('leadersUploadModels.title')}
                  headers={[c('leadersUploadModels.label'), c('leadersUploadModels.value'), c('leadersUploadModels.secondary')]}
                  rows={(makers ?? []).map((row) => [row.item.companyName, n(row.item.downloads), n(row.item.models)])}
                />
              }
            >
              {makers ? (
                <RankedBars items={makers} lang={lang} labelOf={(row) => row.companyName} detailOf={(row) => `${c('leadersUploadModels.secondary')}: ${n(row.models)}`} />
              ) : null}
            </ChartFigure>
            <ChartFigure
              id="stat-leadersArticlesViews"
              title={c('leadersArticlesViews.title')}
              caption={c('leadersArticlesViews.caption')}
              available={articles !== null}
              table={
                <DataTable
                  caption={c('leadersArticlesViews.title')}
                  headers={[c('leadersArticlesViews.label'), c('leadersArticlesViews.value'), c('leadersArticlesViews.secondary')]}
                  rows={(articles ?? []).map((row) => [row.item.title, n(row.item.views), row.item.companyName ?? '—'])}
                />
              }
            >
              {articles ? (
                <RankedBars
                  items={articles}
                  lang={lang}
                  labelOf={(row) => row.title}
                  hrefOf={(row) => localisePath(`/articles/${row.articleId}`, lang)}
                  detailOf={(row) => row.companyName}
                />
              ) : null}
            </ChartFigure>
          </div>
        </section>

        <section className="container statreport__section statreport__about" aria-labelledby="stat-about">
          <h2 className="statreport__h2" id="stat-about">
            {t('statreport.about.title')}
          </h2>
          <p>{t('statreport.about.text')}</p>
          <Link className="button button--secondary" to={localisePath('/for-manufacturers', lang)}>
            {t('statreport.about.business')}
          </Link>
        </section>
      </div>
    </>
  );
}
