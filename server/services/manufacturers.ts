// Manufacturer list and manufacturer page (spec §2, §5, §6).
import type { ManufacturerPageDto, ManufacturersDto, OptionDto, TariffGatesDto } from '#shared/api/dto.ts';
import type { AffiliateProgram, Article, CompanyCounters, CompanySearchElasticResponse, CompanySearchItem, CompanyVideo, Region, TariffFeatures } from '#shared/types/index.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import { MANUFACTURERS_PAGE_SIZE, MANUFACTURERS_PREFIX_MAX, MODELS_PAGE_SIZE } from '#shared/constants.ts';
import { normaliseManufacturersQuery, type ManufacturersQuery } from '#shared/domain/list-queries.ts';
import { isPastLastPage } from '#shared/domain/list-page.ts';
import { catalogueFacetsQuery, normaliseCatalogueFilter, type CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { isPartnershipVisible, isVipCompany } from '#shared/domain/companies.ts';
import { offeredTabs, excludedSafePrefixSize, needsExcludedCount, pageWithoutExcluded, totalWithoutExcluded } from '#shared/domain/manufacturers.ts';
import { manufacturerPath } from '#shared/domain/links.ts';
import { selectPlugins } from '#shared/domain/plugins.ts';
import { isSameVideo, recogniseVideoLink } from '#shared/domain/video-link.ts';
import { summarise } from '#shared/domain/text.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import { safeSlug } from '#shared/domain/slug.ts';
import { sanitiseRichText } from './rich-text.ts';
import * as companies from '#server/upstream/calls/ads-companies.ts';
import * as articles from '#server/upstream/calls/articles.ts';
import { notFound, pageData, withFallback } from './error-policy.ts';
import { getCatalogueFacets, mapBounded, searchCatalogue } from './catalogue.ts';
import { vipCompanies } from './dictionaries.ts';
import { bool, count, list, num, pick, str, strOrNull, toArticleCards, toManufacturerCard, toOptions } from './mappers.ts';
import { parseId } from './ids.ts';
import { logged, type Scope } from './scope.ts';
import { waitWithin, type Waited } from './wait-within.ts';
import type { ListLoadOptions, ManufacturersLoad } from '#shared/api/port.ts';

const EMPTY_SEARCH: CompanySearchElasticResponse = { items: [], total: 0, totalPages: 0, page: 1 };

const ZERO_COUNTERS: CompanyCounters = {
  counter_plugins: 0,
  counter_plugins_download: 0,
  counter_plugins_views: 0,
  counter_models: 0,
  counter_view_models: 0,
  counter_download_models_files: 0,
};

/** How many per-company counter and region calls run at once for one list page. */
const ENTRY_LOOKUP_CONCURRENCY = 8;

type SearchRequest = Parameters<typeof companies.searchCompanies>[1];

function searchCompaniesCached(scope: Scope, request: SearchRequest): Promise<CompanySearchElasticResponse> {
  return scope.cached('list', { host: 'webApi2', name: 'company.search_elastic' }, request, () => companies.searchCompanies(scope.http, request, scope.publicCtx));
}

/**
 * One page of the list, the excluded companies (spec §5) dropped before paging so
 * each page holds 30 (spec §9) and the total counts only what can be shown. The
 * upstream pages on its own, so the BFF asks for the ranked prefix that contains
 * the page (shared/domain/manufacturers.ts) and, when that prefix does not reach
 * the last match, counts the excluded companies matching the same search with a
 * second search restricted to their ids. Throws on failure; the caller applies §8.
 */
async function searchWithoutExcluded(scope: Scope, query: ManufacturersQuery): Promise<{ items: CompanySearchItem[]; total: number }> {
  const excluded = scope.deps.rules.excludedCompanyIds;
  const filters = {
    sort: query.sort,
    ...(query.search ? { search: query.search } : {}),
    ...(query.category ? { code_category: [query.category] } : {}),
    ...(query.type ? { code_type: [query.type] } : {}),
    ...(query.class ? { code_class: [query.class] } : {}),
  };
  const size = excludedSafePrefixSize(query.page, MANUFACTURERS_PAGE_SIZE, excluded.length, MANUFACTURERS_PREFIX_MAX);
  const prefix = await searchCompaniesCached(scope, { ...filters, page: 1, size });
  const rows = list<CompanySearchItem>(prefix.items).filter((item) => item && typeof item === 'object');
  const rawTotal = count(prefix.total);
  let excludedMatching: number | null = null;
  if (needsExcludedCount(rawTotal, rows.length, excluded.length)) {
    const matching = await searchCompaniesCached(scope, { ...filters, page: 1, size: excluded.length, companies_uuids: [...excluded] });
    excludedMatching = count(matching.total);
  }
  return {
    items: pageWithoutExcluded(rows, excluded, query.page, MANUFACTURERS_PAGE_SIZE),
    total: totalWithoutExcluded(rawTotal, rows, excluded, excludedMatching),
  };
}

/** Counters and regions of one list entry; each failure is its own empty fallback (spec §8). */
async function entryDetails(scope: Scope, id: number): Promise<{ counters: CompanyCounters; regions: string[] }> {
  const [counters, regions] = await Promise.all([
    withFallback('counters', () => companyCounters(scope, id), ZERO_COUNTERS, scope.log, { companyId: id }),
    withFallback('regions', () => companyRegions(scope, id), [] as Region[], scope.log, { companyId: id }),
  ]);
  return { counters: toCounters(counters), regions: toOptions(regions, scope.lang).map((option) => option.label) };
}

function companyCounters(scope: Scope, id: number): Promise<CompanyCounters> {
  return scope.cached('counters', { host: 'webApi2', name: 'company.counters' }, { id }, () => companies.getCompanyCounters(scope.http, { id }, scope.publicCtx));
}

function companyRegions(scope: Scope, id: number): Promise<Region[]> {
  return scope.cached('page', { host: 'webApi2', name: 'company.regions' }, { id }, () => companies.getCompanyRegions(scope.http, { id }, scope.publicCtx));
}

/**
 * Spec §2 manufacturers page: search, category/type/class, sort by relevance
 * (models) or registration date, 30 a page (spec §9); each entry with its VIP mark
 * (spec §6 rule, not the upstream's flag), counters and regions. Spec §8
 * 'manufacturers ... failures: logged, empty fallback' (the page shows 'Ничего не найдено').
 * A page past the last rejects 404 (shared/domain/list-page.ts).
 */
export async function getManufacturers(scope: Scope, input: Partial<ManufacturersQuery>, options: ListLoadOptions = {}): Promise<ManufacturersLoad> {
  const query = normaliseManufacturersQuery(input);
  const listing = listEntries(scope, query);
  const [listed, facets] = await Promise.all([
    options.searchWaitMs === undefined ? listing.then((value): Waited<ListedEntries> => ({ done: true, value })) : waitWithin(listing, options.searchWaitMs),
    withFallback(
      'categories',
      () => scope.cached('dictionary', { host: 'webApi2', name: 'company.facets' }, null, () => companies.getCompanyFacets(scope.http, {}, scope.publicCtx)),
      null,
      scope.log,
    ),
  ]);
  const byParent = (rows: unknown, key: string, parent: string): unknown[] =>
    parent ? list<Record<string, unknown>>(rows).filter((row) => String(row?.[key]) === parent) : [];
  // The search goes on (its calls are cached) when the wait ran out: the browser asks for the entries.
  const { items, total } = listed.done ? listed.value : { items: [], total: 0 };
  return {
    items,
    total,
    totalPages: Math.ceil(total / MANUFACTURERS_PAGE_SIZE),
    page: query.page,
    pageSize: MANUFACTURERS_PAGE_SIZE,
    facets: {
      categories: toOptions(facets?.categories, scope.lang),
      types: toOptions(byParent(facets?.types, 'id_category', query.category), scope.lang),
      classes: toOptions(byParent(facets?.classes, 'id_type', query.type), scope.lang),
    },
    ...(listed.done ? {} : { searchPending: true as const }),
  };
}

interface ListedEntries {
  items: ManufacturersDto['items'];
  total: number;
}

/** One page of the list with each entry's VIP mark, counters and regions; rejects 404 past the last page. */
async function listEntries(scope: Scope, query: ManufacturersQuery): Promise<ListedEntries> {
  const [found, vip] = await Promise.all([withFallback('manufacturers', () => searchWithoutExcluded(scope, query), null, scope.log), vipCompanies(scope)]);
  // A page past the last is no page; a failed search is the list's empty state (spec §8), wherever the end is.
  if (found && isPastLastPage(query.page, Math.ceil(found.total / MANUFACTURERS_PAGE_SIZE))) throw notFound();
  const result = found ?? { items: [], total: 0 };
  const vipIds = new Set(vip.map((company) => company.id));
  const details = await mapBounded(result.items, ENTRY_LOOKUP_CONCURRENCY, (item) => entryDetails(scope, count(item.id)));
  const items = result.items.map((item, position) => {
    const card = toManufacturerCard(item, scope.lang);
    const detail = details[position] ?? { counters: ZERO_COUNTERS, regions: [] };
    return {
      ...card,
      vip: vipIds.has(card.id),
      models: detail.counters.counter_models || card.models,
      views: detail.counters.counter_view_models,
      downloads: detail.counters.counter_download_models_files,
      regions: detail.regions,
    };
  });
  return { items, total: result.total };
}

function toCounters(counters: Partial<CompanyCounters> | null | undefined): CompanyCounters {
  const values = { ...ZERO_COUNTERS };
  for (const key of Object.keys(ZERO_COUNTERS) as (keyof CompanyCounters)[]) values[key] = count(counters?.[key]);
  return values;
}

function gatesOf(features: Partial<TariffFeatures> | undefined): TariffGatesDto {
  return {
    allowPlugin: bool(features?.allowPlugin),
    allowVideo: bool(features?.allowVideo),
    allowCompanyDescription: bool(features?.allowCompanyDescription),
    allowAffiliateProgram: bool(features?.allowAffiliateProgram),
    allowModelsMuting: bool(features?.allowModelsMuting),
    libraryDisplayLogo: bool(features?.libraryDisplayLogo),
  };
}


function toPartnership(program: AffiliateProgram | null) {
  if (!program || !isPartnershipVisible(program.status)) return null;
  return {
    title: str(program.title),
    description: str(program.description),
    commissionPercent: num(program.commission_percent),
    conditions: list(program.conditions).map(str).filter(Boolean),
    link: str(program.link),
  };
}

/**
 * Spec §2 manufacturer page with its tabs. Tariff gates (spec §6) decide the
 * plugins, videos, description and partnership tabs; the partnership also needs
 * status PUBLISHED (spec §4). Sections/regions failures are empty lists (spec §8).
 */
export function getManufacturerPage(scope: Scope, rawId: string, productFilter: Partial<CatalogueFilter> = {}): Promise<ManufacturerPageDto> {
  return pageData(async () => {
    const id = parseId(rawId);
    const company = await scope.cached('page', { host: 'webApi2', name: 'company.get' }, { id }, () => companies.getCompany(scope.http, { id }, scope.publicCtx));
    if (!company || count(company.id) !== id) throw notFound();
    const gates = gatesOf(company.tariff_plan?.features);
    const lang = scope.lang;
    const uuid = str(company.uuid);

    const cachedCompany = <T>(name: string, load: () => Promise<T>, cacheClass: 'page' | 'counters' = 'page') =>
      scope.cached(cacheClass, { host: 'webApi2', name }, { id }, load);

    // The catalogue's filter, scoped by the company: its own manufacturer and region keys mean nothing here.
    const filter = normaliseCatalogueFilter({ ...productFilter, manufacturers: [], regions: '' });
    const [sections, regions, counters, products, productOptions, companyArticles, plugins, program] = await Promise.all([
      withFallback('sections', () => cachedCompany('company.sections', () => companies.getCompanySections(scope.http, { id }, scope.publicCtx)), [], scope.log),
      withFallback('regions', () => companyRegions(scope, id), [] as Region[], scope.log),
      withFallback('counters', () => companyCounters(scope, id), ZERO_COUNTERS, scope.log),
      // Its page past the last is no page (searchCatalogue's 404); a failed search shows the tab's not-found state.
      searchCatalogue(scope, filter, { companyUuid: uuid || String(id) }),
      getCatalogueFacets(scope, { ...catalogueFacetsQuery(filter), manufacturer: String(id) }).then(({ categories, types, classes, files, sections: companySections }) => ({
        categories,
        types,
        classes,
        files,
        sections: companySections,
      })),
      logged(
        scope,
        'company articles',
        async () => {
          const all = await scope.cached('list', { host: 'webApi2', name: 'article.category' }, { categoryId: UPSTREAM_ARTICLE_CATEGORIES.articles }, () =>
            articles.getArticleCategory(scope.http, { categoryId: UPSTREAM_ARTICLE_CATEGORIES.articles }, scope.publicCtx),
          );
          return all.filter((article) => article.company_id === id && article.lang_versions?.[lang === 'en' ? 1 : 0]?.status_lang !== 'Draft');
        },
        [] as Article[],
      ),
      gates.allowPlugin
        ? logged(
            scope,
            'company plugins',
            async () => {
              const posts = await scope.cached('list', { host: 'webApi2', name: 'article.category' }, { categoryId: UPSTREAM_ARTICLE_CATEGORIES.plugins }, () =>
                articles.getArticleCategory(scope.http, { categoryId: UPSTREAM_ARTICLE_CATEGORIES.plugins }, scope.publicCtx),
              );
              return selectPlugins(posts.filter((post) => post.company_id === id), lang);
            },
            [],
          )
        : Promise.resolve([]),
      gates.allowAffiliateProgram
        ? logged(scope, 'affiliate programme', () => cachedCompany('passport.affprogram', () => companies.getAffiliateProgram(scope.http, { id }, scope.publicCtx)), null)
        : Promise.resolve(null),
    ]);

    const name = pick(lang, company.name_short, company.name_en);
    const alias = safeSlug(str(company.alias));
    const description = gates.allowCompanyDescription ? sanitiseRichText(pick(lang, company.description, company.description_en)) : '';
    const companyVideo = recogniseVideoLink(company.link_video);
    const plan = company.tariff_plan;
    const videos = gates.allowVideo
      ? list<Partial<CompanyVideo>>(company.videos).map((video) => {
          const recognised = recogniseVideoLink(video.link);
          return {
            id: count(video.id),
            title: str(video.title),
            link: str(video.link),
            preview: strOrNull(video.preview),
            video: recognised ? { provider: recognised.provider, id: recognised.id, embedUrl: recognised.embedUrl } : null,
          };
        })
      : [];
    const articleCards = toArticleCards(companyArticles, lang);

    return {
      company: {
        id,
        uuid,
        name,
        fullName: str(company.name_full) || name,
        alias,
        logo: strOrNull(company.img270x270) ?? strOrNull(company.logo),
        href: manufacturerPath(alias, id),
        vip: plan ? isVipCompany({ tariff_plan_id: plan.id, libraryDisplayLogo: gates.libraryDisplayLogo }, scope.deps.rules.vipTariffPlanIds) : false,
        description,
        summary: summarise(description),
        // Spec §5: country (area) xxx-xx-xx.
        phone: formatPhone(str(company.phone)),
        email: str(company.email),
        siteUrl: str(company.site_url),
        createdAt: str(company.created_at),
        video: gates.allowVideo && companyVideo ? { provider: companyVideo.provider, id: companyVideo.id, embedUrl: companyVideo.embedUrl } : null,
        country: str(company.country),
      },
      gates,
      counters: toCounters(counters),
      sections: list<Record<string, unknown>>(sections)
        .map((section) => ({ id: count(section.id), name: pick(lang, section.name, section.name_en), position: num(section.position), models: count(section.models_count) }))
        // A section without models offers nothing to look at (issue 22): the products tab's chips leave it out too.
        .filter((section) => section.models > 0)
        .sort((a, b) => a.position - b.position),
      regions: toOptions(regions, lang) as OptionDto[],
      // A linked company video counts: the videos tab shows it first.
      tabs: offeredTabs(gates, program?.status, {
        publications: articleCards.length,
        plugins: plugins.length,
        // The company's own video counts unless the list has it already (the tab shows it once).
        videos: videos.length + (gates.allowVideo && companyVideo && !videos.some((item) => item.video && isSameVideo(item.video, companyVideo)) ? 1 : 0),
      }),
      products,
      productOptions,
      articles: articleCards,
      plugins,
      videos,
      partnership: toPartnership(program),
    };
  });
}
