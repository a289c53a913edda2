// Manufacturer list and manufacturer page (spec §2, §5, §6).
import type { ManufacturerPageDto, ManufacturersDto, OptionDto, TariffGatesDto } from '#shared/api/dto.ts';
import type { AffiliateProgram, Article, CompanyCounters, CompanySearchElasticResponse, CompanyVideo, Region, TariffFeatures } from '#shared/types/index.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import { MANUFACTURERS_PAGE_SIZE, MODELS_PAGE_SIZE } from '#shared/constants.ts';
import { normaliseManufacturersQuery, type ManufacturersQuery } from '#shared/domain/list-queries.ts';
import { defaultCatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { isPartnershipVisible, isVipCompany, withoutExcludedCompanies } from '#shared/domain/companies.ts';
import { manufacturerPath } from '#shared/domain/links.ts';
import { selectPlugins } from '#shared/domain/plugins.ts';
import { recogniseVideoLink } from '#shared/domain/video-link.ts';
import { summarise } from '#shared/domain/text.ts';
import { slugify } from '#shared/domain/slug.ts';
import * as companies from '#server/upstream/calls/ads-companies.ts';
import * as articles from '#server/upstream/calls/articles.ts';
import { notFound, pageData, withFallback } from './error-policy.ts';
import { searchModels } from './catalogue.ts';
import { bool, count, list, num, pick, str, strOrNull, toArticleCards, toManufacturerCard, toOptions } from './mappers.ts';
import { parseId } from './ids.ts';
import { logged, type Scope } from './scope.ts';

const EMPTY_SEARCH: CompanySearchElasticResponse = { items: [], total: 0, totalPages: 0, page: 1 };

/**
 * Spec §2 manufacturers page: search, category/type/class, sort by relevance
 * (models) or registration date, 30 a page (spec §9). Spec §8 'manufacturers ...
 * failures: logged, empty fallback' (the page shows 'Ничего не найдено'); spec §5
 * drops the excluded company ids.
 */
export async function getManufacturers(scope: Scope, input: Partial<ManufacturersQuery>): Promise<ManufacturersDto> {
  const query = normaliseManufacturersQuery(input);
  const request = {
    page: query.page,
    size: MANUFACTURERS_PAGE_SIZE,
    sort: query.sort,
    search: query.search || undefined,
    code_category: query.category ? [query.category] : undefined,
    code_type: query.type ? [query.type] : undefined,
    code_class: query.class ? [query.class] : undefined,
  };
  const [result, facets] = await Promise.all([
    withFallback(
      'manufacturers',
      () => scope.cached('list', { host: 'webApi2', name: 'company.search_elastic' }, request, () => companies.searchCompanies(scope.http, request, scope.publicCtx)),
      EMPTY_SEARCH,
      scope.log,
    ),
    withFallback(
      'categories',
      () => scope.cached('dictionary', { host: 'webApi2', name: 'company.facets' }, null, () => companies.getCompanyFacets(scope.http, {}, scope.publicCtx)),
      null,
      scope.log,
    ),
  ]);
  const items = withoutExcludedCompanies(list<CompanySearchElasticResponse['items'][number]>(result.items), scope.deps.rules.excludedCompanyIds).map((item) => toManufacturerCard(item, scope.lang));
  const byParent = (rows: unknown, key: string, parent: string): unknown[] =>
    parent ? list<Record<string, unknown>>(rows).filter((row) => String(row?.[key]) === parent) : [];
  return {
    items,
    total: count(result.total),
    totalPages: count(result.totalPages),
    page: query.page,
    pageSize: MANUFACTURERS_PAGE_SIZE,
    facets: {
      categories: toOptions(facets?.categories, scope.lang),
      types: toOptions(byParent(facets?.types, 'id_category', query.category), scope.lang),
      classes: toOptions(byParent(facets?.classes, 'id_type', query.type), scope.lang),
    },
  };
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

const ZERO_COUNTERS: CompanyCounters = {
  counter_plugins: 0,
  counter_plugins_download: 0,
  counter_plugins_views: 0,
  counter_models: 0,
  counter_view_models: 0,
  counter_download_models_files: 0,
};

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
export function getManufacturerPage(scope: Scope, rawId: string): Promise<ManufacturerPageDto> {
  return pageData(async () => {
    const id = parseId(rawId);
    const company = await scope.cached('page', { host: 'webApi2', name: 'company.get' }, { id }, () => companies.getCompany(scope.http, { id }, scope.publicCtx));
    if (!company || count(company.id) !== id) throw notFound();
    const gates = gatesOf(company.tariff_plan?.features);
    const lang = scope.lang;
    const uuid = str(company.uuid);

    const cachedCompany = <T>(name: string, load: () => Promise<T>, cacheClass: 'page' | 'counters' = 'page') =>
      scope.cached(cacheClass, { host: 'webApi2', name }, { id }, load);

    const [sections, regions, counters, products, companyArticles, plugins, program] = await Promise.all([
      withFallback('sections', () => cachedCompany('company.sections', () => companies.getCompanySections(scope.http, { id }, scope.publicCtx)), [], scope.log),
      withFallback('regions', () => cachedCompany('company.regions', () => companies.getCompanyRegions(scope.http, { id }, scope.publicCtx)), [] as Region[], scope.log),
      withFallback('counters', () => cachedCompany('company.counters', () => companies.getCompanyCounters(scope.http, { id }, scope.publicCtx), 'counters'), ZERO_COUNTERS, scope.log),
      withFallback(
        'modelSearch',
        () => searchModels(scope, { ...defaultCatalogueFilter(), countModels: MODELS_PAGE_SIZE }, { companyUuid: uuid || String(id) }),
        { models: [], total: 0, totalPages: 0 },
        scope.log,
      ),
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
    const alias = str(company.alias) || slugify(name);
    const description = gates.allowCompanyDescription ? pick(lang, company.description, company.description_en) : '';
    const companyVideo = recogniseVideoLink(company.link_video);
    const counterValues = { ...ZERO_COUNTERS };
    for (const key of Object.keys(ZERO_COUNTERS) as (keyof CompanyCounters)[]) counterValues[key] = num((counters as Partial<CompanyCounters>)[key]);
    const plan = company.tariff_plan;

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
        phone: str(company.phone),
        email: str(company.email),
        siteUrl: str(company.site_url),
        createdAt: str(company.created_at),
        video: gates.allowVideo && companyVideo ? { provider: companyVideo.provider, id: companyVideo.id, embedUrl: companyVideo.embedUrl } : null,
        country: str(company.country),
      },
      gates,
      counters: counterValues,
      sections: list<Record<string, unknown>>(sections)
        .map((section) => ({ id: count(section.id), name: pick(lang, section.name, section.name_en), position: num(section.position), models: count(section.models_count) }))
        .sort((a, b) => a.position - b.position),
      regions: toOptions(regions, lang) as OptionDto[],
      models: products.models,
      modelsTotal: products.total,
      articles: toArticleCards(companyArticles, lang),
      plugins,
      videos: gates.allowVideo
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
        : [],
      partnership: toPartnership(program),
    };
  });
}
