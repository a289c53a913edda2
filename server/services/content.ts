// Partners, statistics, RSS and ads (spec §2 'Other', §7).
import type { AdsDto, PartnersDto, RssDto, RssProduct, StatisticsDto } from '#shared/api/dto.ts';
import type { AdPopup, PartnerOffer } from '#shared/types/index.ts';
import { STATISTICS_PATHS, type StatisticsDatasets } from '#shared/types/index.ts';
import { AppError } from '#shared/errors.ts';
import { PARTNER_OFFERS_SIZE, STATISTICS_RANK_LIMIT } from '#shared/constants.ts';
import { MONTH_CHART_KINDS, toSeries, type MonthChartKey } from '#shared/domain/statistics.ts';
import { isPartnershipVisible } from '#shared/domain/companies.ts';
import { isCourseOffer } from '#shared/domain/courses.ts';
import { isEmptyStatistics, sortRssNewestFirst } from '#shared/domain/articles.ts';
import { manufacturerPath } from '#shared/domain/links.ts';
import { slugify } from '#shared/domain/slug.ts';
import * as companies from '#server/upstream/calls/ads-companies.ts';
import * as other from '#server/upstream/calls/other.ts';
import { getStatisticsDataset, STATISTICS_DATASETS, type StatisticsDataset } from '#server/upstream/calls/statistics.ts';
import { pageData, rssOrMessage, withFallback } from './error-policy.ts';
import { bool, count, list, num, pick, str, strOrNull } from './mappers.ts';
import { logged, type Scope } from './scope.ts';
import { readRssAnswer } from './rss-feed.ts';
import { plotMonths, plotRegions, rankWithBars, type RankedBar } from './statistics-charts.ts';
import * as dictionaries from './dictionaries.ts';

/**
 * Spec §2 partners page: partner offers, PUBLISHED only (spec §4), size 9999 (spec §9);
 * the offers that are courses apart, for the course showcase (spec §1, shared/domain/courses.ts).
 */
export function getPartners(scope: Scope): Promise<PartnersDto> {
  return pageData(async () => {
    const params = { page: 1, size: PARTNER_OFFERS_SIZE, status: 'PUBLISHED' as const };
    const answer = await scope.cached('list', { host: 'webApi2', name: 'company.partners_offers' }, params, () => companies.getPartnerOffers(scope.http, params, scope.publicCtx));
    const offers = list<Partial<PartnerOffer>>(answer.items)
      .filter((offer) => isPartnershipVisible(offer.status))
      .map((offer) => {
        const company = (offer.company ?? {}) as Partial<PartnerOffer['company']>;
        const companyId = count(company.id ?? offer.company_id);
        const alias = str(company.alias) || slugify(str(company.name_short));
        const shown = {
          id: count(offer.id),
          title: pick(scope.lang, offer.title, offer.title_en),
          description: pick(scope.lang, offer.description, offer.description_en),
          discount: pick(scope.lang, offer.discount, offer.discount_en),
          promoCode: strOrNull(offer.promo_code),
          link: str(offer.link),
          company: { id: companyId, name: pick(scope.lang, company.name_short, company.name_en), alias, logo: strOrNull(company.logo), href: manufacturerPath(alias, companyId) },
        };
        return { shown, course: isCourseOffer({ title: str(offer.title), titleEn: str(offer.title_en) }) };
      });
    return { items: offers.filter((offer) => !offer.course).map((offer) => offer.shown), courses: offers.filter((offer) => offer.course).map((offer) => offer.shown) };
  });
}

type Row = Record<string, unknown>;

/** A month dataset: its valid months in order and their plot, or null when none is valid (an empty dataset is an error, spec §5). */
function monthChart(dataset: MonthChartKey, rows: readonly Row[]): NonNullable<StatisticsDto[MonthChartKey]> | null {
  const series = toSeries(rows.map((row) => ({ period: str(row.period), value: num(row.value) })));
  return series.length > 0 ? { series, plot: plotMonths(series, MONTH_CHART_KINDS[dataset]) } : null;
}

/** A ranked dataset ready to draw, or null when nothing is left to rank. */
function ranked<T>(items: readonly T[], valueOf: (item: T) => number): Array<RankedBar<T>> | null {
  const rows = rankWithBars(items, valueOf, STATISTICS_RANK_LIMIT);
  return rows.length > 0 ? rows : null;
}

/** One upstream dataset shaped for its chart: names in the page's language, ranked lists with bars, month series with their plot. */
function shapeDataset(dataset: StatisticsDataset, data: unknown, scope: Scope): StatisticsDto[StatisticsDataset] {
  const lang = scope.lang;
  const rows = list<Row>(data).filter((row) => row && typeof row === 'object');
  switch (dataset) {
    case 'statNumber': {
      const value = (data ?? {}) as Row;
      return {
        users: num(value.users),
        designers: num(value.designers),
        models: num(value.models),
        downloads: num(value.downloads),
        manufacturers: num(value.manufacturers),
        year: num(value.year),
      };
    }
    case 'topCountry':
      return ranked(
        rows.map((row) => ({ code: str(row.code), country: pick(lang, row.country, row.country_en), users: num(row.users) })),
        (row) => row.users,
      );
    case 'chartMonthVisits':
    case 'chartNewUsers':
    case 'chartDownloadModels':
      return monthChart(dataset, rows);
    case 'listUsersModels':
      return ranked(
        rows.map((row) => ({ categoryId: num(row.category_id), category: pick(lang, row.category, row.category_en), users: num(row.users), models: num(row.models) })),
        (row) => row.models,
      );
    case 'leadersUploadModels':
      return ranked(
        rows.map((row) => ({ companyId: num(row.company_id), companyName: str(row.company_name), models: num(row.models), downloads: num(row.downloads) })),
        (row) => row.downloads,
      );
    case 'leadersArticlesViews':
      return ranked(
        rows.map((row) => ({ articleId: num(row.article_id), title: str(row.title), companyName: strOrNull(row.company_name), views: num(row.views) })),
        (row) => row.views,
      );
    case 'topRegions':
      return ranked(
        rows.map((row) => ({ regionId: num(row.region_id), region: pick(lang, row.region, row.region_en), users: num(row.users) })),
        (row) => row.users,
      );
  }
}

/** One dataset; spec §5: an empty or missing one is an error, which carries the path and status spec §8 logs. */
export async function statisticsDataset<K extends StatisticsDataset>(scope: Pick<Scope, 'http' | 'publicCtx'>, dataset: K): Promise<StatisticsDatasets[K]> {
  const { data, status } = await getStatisticsDataset(scope.http, { dataset }, scope.publicCtx);
  if (isEmptyStatistics(data)) {
    throw new AppError('upstream_bad_response', `Upstream /elastic/${STATISTICS_PATHS[dataset]} answered ${status} with empty statistics`, 502, { upstreamStatus: status });
  }
  return data;
}

/**
 * Spec §3's nine datasets. Spec §5: an empty answer is an error; §8: a failure is
 * logged with path and status, and that dataset is null.
 */
export async function getStatistics(scope: Scope): Promise<StatisticsDto> {
  const entries = await Promise.all(
    STATISTICS_DATASETS.map(async (dataset) => {
      const path = `/elastic/${STATISTICS_PATHS[dataset]}`;
      // The cache holds the shaped dataset (its key has the language), so the chart geometry is
      // computed once per upstream answer, not on every view.
      const shaped = await withFallback(
        'statistics',
        () =>
          scope.cached('counters', { host: 'webApi', name: `elastic.${STATISTICS_PATHS[dataset]}.shaped` }, null, async () =>
            shapeDataset(dataset, await statisticsDataset(scope, dataset), scope),
          ),
        null as StatisticsDto[StatisticsDataset],
        scope.log,
        { path },
      );
      return [dataset, shaped] as const;
    }),
  );
  const datasets = Object.fromEntries(entries) as Omit<StatisticsDto, 'regionsMap'>;
  return { ...datasets, regionsMap: await regionsMap(scope, datasets.topRegions) };
}

/** topRegions on the tile grid of Russia (decision 0017), its regions matched through the subjects dictionary. */
async function regionsMap(scope: Scope, regions: StatisticsDto['topRegions']): Promise<StatisticsDto['regionsMap']> {
  if (!regions) return null;
  const subjects = await dictionaries.federalSubjectRecords(scope);
  const rows = regions.map((row, index) => ({ regionId: row.item.regionId, region: row.item.region, value: row.value, rank: index + 1 }));
  return plotRegions(rows, subjects.map((subject) => ({ id: num(subject.id), code: str(subject.code), name: str(subject.name), name_en: str(subject.name_en) })), scope.lang);
}

/**
 * Spec §5/§8/§9: valid only with status_code 200, else 'Something went wrong';
 * newest first. The feed is read (and its text made plain) once, when fetched.
 */
export async function getRss(scope: Scope, product: RssProduct): Promise<RssDto> {
  const outcome = await rssOrMessage(
    () => scope.cached('list', { host: 'webApi', name: 'statics.rss' }, { product }, async () => readRssAnswer(await other.getRss(scope.http, { product }, scope.publicCtx))),
    scope.log,
    { product },
  );
  if (outcome.error !== undefined) return { items: [], error: outcome.error };
  return { items: sortRssNewestFirst(outcome.data.items), error: null };
}

/** Advertising popups (spec §2 layouts); optional decoration, so a failure is an empty list. */
export async function getAds(scope: Scope): Promise<AdsDto> {
  const ads = await logged(scope, 'ad popups', () => scope.cached('short', { host: 'webApi2', name: 'company.adspopup' }, null, () => companies.getAdPopups(scope.http, {}, scope.publicCtx)), [] as AdPopup[]);
  return {
    items: list<Partial<AdPopup>>(ads)
      .filter((ad) => ad && typeof ad === 'object' && count(ad.id) > 0)
      .map((ad) => {
        const data = (ad.data ?? {}) as Partial<AdPopup['data']>;
        return {
          id: count(ad.id),
          title: str(data.title),
          description: str(data.description),
          forWhom: str(data.for_whom),
          images: list<{ src?: unknown; name?: unknown }>(data.images).map((image) => ({ src: str(image?.src), name: str(image?.name) })).filter((image) => image.src !== ''),
          buttonText: str(data.name_btn),
          ctaLink: str(data.cta_link),
          timer: bool(ad.timer),
          dateTimer: str(ad.date_timer),
          companyName: str(ad.company?.name_full),
          inn: str(ad.inn),
          erid: str(ad.erid),
        };
      }),
  };
}
