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
import { formatChange, formatShare, monthLabel } from '#shared/i18n/statistics-format.ts';
import { JsonLd } from '#client/app/shell/json-ld.tsx';
import { summariseSeries, type MonthChartKey } from '#shared/domain/statistics.ts';
import type { Language } from '#shared/domain/language.ts';
import { ChartFigure } from './chart-figure.tsx';
import { MonthChart } from './month-chart.tsx';
import { RankedBars } from './ranked-bars.tsx';
import { RegionsMap } from './regions-map.tsx';
import { DataTable } from './data-table.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import type { ReactNode } from 'react';

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

const SECTION = 'container statreport__section';

/**
 * A ranked dataset (spec §3's topCountry, topRegions, listUsersModels and the leaders): its bars
 * (children) and the same rows as a table, under the dataset's title and caption.
 */
function RankedFigure<R>({ dataset, rows, wide, share, cells, children }: { dataset: RankedChartKey; rows: readonly R[] | null; wide?: boolean; share?: boolean; cells: (row: R) => string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const c = (key: string): string => t(`statreport.charts.${dataset}.${key}`);
  const secondary = share ? t('statreport.share') : c('secondary');
  const headers = dataset === 'topRegions' ? [c('label'), c('value')] : [c('label'), c('value'), secondary];
  return (
    <ChartFigure id={`stat-${dataset}`} title={c('title')} caption={c('caption')} available={rows !== null} wide={wide ?? false} table={<DataTable caption={c('title')} headers={headers} rows={(rows ?? []).map(cells)} />}>
      {children}
    </ChartFigure>
  );
}

type RankedChartKey = 'topRegions' | 'topCountry' | 'listUsersModels' | 'leadersUploadModels' | 'leadersArticlesViews';

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
          // The figures the page shows, as the public read API answers them (the same numbers, machine-readable).
          distributions: [{ url: `${origin}/api/statistics?lang=${lang}`, encodingFormat: 'application/json' }],
        }}
      />
      <div className="statreport">
        <header className="container statreport__hero">
          <p className="statreport__eyebrow">{t('statreport.eyebrow')}</p>
          <h1 className="page-title">{title}</h1>
          <p className="page-lead">{t('statreport.lead')}</p>
        </header>

        <TitledSection className={SECTION} titleClassName="statreport__h2" contained={false} title={t('statreport.headline.title', { year: stat ? String(stat.year) : '' })}>
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
        </TitledSection>

        <TitledSection className={SECTION} titleClassName="statreport__h2" contained={false} title={t('statreport.sections.traffic')}>
          <div className="statreport__grid">
            <MonthFigure dataset="chartMonthVisits" chart={data.chartMonthVisits} lang={lang} />
            <MonthFigure dataset="chartNewUsers" chart={data.chartNewUsers} lang={lang} />
            <MonthFigure dataset="chartDownloadModels" chart={data.chartDownloadModels} lang={lang} />
          </div>
        </TitledSection>

        <TitledSection className={SECTION} titleClassName="statreport__h2" contained={false} title={t('statreport.sections.audience')}>
          <div className="statreport__grid">
            <RankedFigure dataset="topRegions" rows={regions} wide cells={(row) => [row.item.region, n(row.value)]}>
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
                {regions ? <RankedBars items={regions} lang={lang} labelOf={(row) => row.region} /> : null}
              </div>
            </RankedFigure>
            <RankedFigure dataset="topCountry" rows={countries} wide share cells={(row) => [row.item.country, n(row.value), formatShare(lang, row.share)]}>
              {countries ? <RankedBars items={countries} lang={lang} labelOf={(row) => row.country} showShare /> : null}
            </RankedFigure>
          </div>
        </TitledSection>

        <TitledSection className={SECTION} titleClassName="statreport__h2" contained={false} title={t('statreport.sections.catalogue')}>
          <RankedFigure dataset="listUsersModels" rows={categories} wide cells={(row) => [row.item.category, n(row.item.models), n(row.item.users)]}>
            {categories ? (
              <RankedBars items={categories} lang={lang} labelOf={(row) => row.category} detailOf={(row) => `${c('listUsersModels.secondary')}: ${n(row.users)}`} />
            ) : null}
          </RankedFigure>
        </TitledSection>

        <TitledSection className={SECTION} titleClassName="statreport__h2" contained={false} title={t('statreport.sections.leaders')}>
          <div className="statreport__grid">
            <RankedFigure dataset="leadersUploadModels" rows={makers} cells={(row) => [row.item.companyName, n(row.item.downloads), n(row.item.models)]}>
              {makers ? (
                <RankedBars items={makers} lang={lang} labelOf={(row) => row.companyName} detailOf={(row) => `${c('leadersUploadModels.secondary')}: ${n(row.models)}`} />
              ) : null}
            </RankedFigure>
            <RankedFigure dataset="leadersArticlesViews" rows={articles} cells={(row) => [row.item.title, n(row.item.views), row.item.companyName ?? '—']}>
              {articles ? (
                <RankedBars
                  items={articles}
                  lang={lang}
                  labelOf={(row) => row.title}
                  hrefOf={(row) => localisePath(`/articles/${row.articleId}`, lang)}
                  detailOf={(row) => row.companyName}
                />
              ) : null}
            </RankedFigure>
          </div>
        </TitledSection>

        <TitledSection className={`${SECTION} statreport__about`} titleClassName="statreport__h2" contained={false} title={t('statreport.about.title')}>
          <p>{t('statreport.about.text')}</p>
          <Link className="button button--secondary" to={localisePath('/for-manufacturers', lang)}>
            {t('statreport.about.business')}
          </Link>
        </TitledSection>
      </div>
    </>
  );
}
