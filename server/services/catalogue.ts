// The model catalogue (spec §2, §3, §4, §7 /model/searchmodels): one search, the
// option lists (facets), and the lists of types and classes per parent.
import type { CatalogueFacetsDto, CatalogueSearchDto, ModelCardDto, OptionDto, VipCompanyDto } from '#shared/api/dto.ts';
import {
  catalogueFacetsQuery,
  isListToken,
  normaliseCatalogueFilter,
  type CatalogueFacetsQuery,
  type CatalogueFilter,
} from '#shared/domain/catalogue-filter.ts';
import type { Language } from '#shared/domain/language.ts';
import type { Region, SearchModelsResponse } from '#shared/types/index.ts';
import * as models from '#server/upstream/calls/models.ts';
import * as companies from '#server/upstream/calls/ads-companies.ts';
import type { SearchModelsForm } from '#server/upstream/calls/models.ts';
import { cacheKey } from '#server/cache/response-cache.ts';
import { AppError } from '#shared/errors.ts';
import { notFound, withFallback } from './error-policy.ts';
import { isPastLastPage } from '#shared/domain/list-page.ts';
import * as dictionaries from './dictionaries.ts';
import { count, list, str, toModelCards, toOptions } from './mappers.ts';
import type { Scope } from './scope.ts';
import { loadBanners } from './banners.ts';
import { waitWithin, type Waited } from './wait-within.ts';
import type { CatalogueLoad, ListLoadOptions } from '#shared/api/port.ts';

/** Fields a model card needs: the search trims each model to them (list_fields). */
export const CARD_FIELDS = [
  'id',
  'alias',
  'name',
  'name_en',
  'name_short',
  'images',
  'company_id',
  'group_company',
  'is_viewer3d',
  'armodels',
  'views',
  'downloads',
  'like_dislike',
  'restriction',
].join(',');

/** How many /company/{id}/regions calls run at once while the region index is built. */
export const REGION_LOOKUP_CONCURRENCY = 8;

function join(values: readonly string[] | null): string | undefined {
  return values && values.length > 0 ? values.join(',') : undefined;
}

const flag = (on: boolean) => (on ? '1' : undefined);

export interface SearchVariant {
  /** The manufacturer variant: one company's models, free-tariff companies not excluded (spec §7). */
  companyUuid?: string;
}

/**
 * What the filter resolves to beyond its own values: the buildings to search in
 * ('aparts' and the buildings of the 'objects' category) and the companies
 * ('manufacturers', narrowed to those in the chosen region). null: no such filter.
 */
export interface SearchRestriction {
  buildings: string[] | null;
  companies: string[] | null;
}

const UNRESTRICTED: SearchRestriction = { buildings: null, companies: null };

/**
 * The search form for a filter (spec §7 fields). The catalogue sends
 * companies_free_disabled='1' (spec §6/§7); the manufacturer variant omits it.
 * page and offset say the same thing, so an upstream reading either agrees.
 * 'tags' is not sent: the filter of spec §3 has no tag list, and the search text
 * goes to 'name' (ANDing it as tags too would drop models whose tags differ from their name).
 */
export function buildSearchForm(filter: CatalogueFilter, restriction: SearchRestriction = UNRESTRICTED, variant: SearchVariant = {}): SearchModelsForm {
  const form: SearchModelsForm = {
    offset: (filter.page - 1) * filter.countModels,
    limit: filter.countModels,
    sort: filter.sort,
    page: filter.page,
    list_fields: CARD_FIELDS,
    company_uuid: variant.companyUuid ?? join(restriction.companies ?? filter.manufacturers),
    files_ext: join(filter.files),
    code_category: filter.categories || undefined,
    code_type: filter.types || undefined,
    code_class: filter.classes || undefined,
    attributes: join([...filter.standards, ...filter.sapr, ...filter.attributes]),
    code_building: join(restriction.buildings),
    code_room: join(filter.rooms),
    code_material: filter.materials || undefined,
    models3D: flag(filter.view3d),
    is_viewer3d: flag(filter.is_viewer3d),
    armodels: flag(filter.viewAr),
    is_iphone_viewer3d: flag(filter.is_iphone_viewer3d),
    sections: filter.sections || undefined,
    name: filter.search || undefined,
  };
  if (variant.companyUuid === undefined) form.companies_free_disabled = '1';
  for (const key of Object.keys(form) as (keyof SearchModelsForm)[]) if (form[key] === undefined) delete form[key];
  return form;
}

/** Runs `task` over `items`, at most `limit` at a time, results in item order. `task` must not reject. */
export async function mapBounded<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** A public answer that does not depend on the language, cached once for both. */
function languageFree<T>(scope: Scope, name: string, params: unknown, load: () => Promise<T>): Promise<T> {
  return scope.deps.cache.get(cacheKey({ host: 'webApi2', path: name, body: params ?? null, lang: '*' }), 'dictionary', load);
}

/** Region id -> ids of the catalogue's manufacturers with that region. A plain object so the cache can size it. */
type RegionIndex = Record<string, string[]>;

/**
 * Spec §7 has no region field in /model/searchmodels, so the BFF answers the
 * regions filter itself: POST /company/{id}/regions for each of the catalogue's
 * manufacturers (bounded concurrency; each answer and the whole index cached
 * with the dictionary TTL, concurrent builds coalescing in the cache). A company
 * the upstream does not know (404) has no regions. Any other failure stops the
 * build at once and fails it, so an incomplete index is never cached and a dead
 * upstream costs one timeout, not one per company; the cache then serves the
 * last good index if it has one, else the search fails (spec §8: not-found).
 */
async function regionIndex(scope: Scope): Promise<RegionIndex> {
  return languageFree(scope, 'catalogue.region_index', null, async () => {
    const manufacturers = await dictionaries.manufacturerOptionsStrict(scope);
    let failure: { error: unknown } | null = null;
    const regionsOf = await mapBounded(manufacturers, REGION_LOOKUP_CONCURRENCY, async (company): Promise<string[]> => {
      if (failure) return [];
      const id = count(company.value);
      try {
        const regions = await languageFree(scope, 'catalogue.company_regions', { id }, () => companies.getCompanyRegions(scope.http, { id }, scope.publicCtx));
        return list<Region>(regions)
          .map((region) => (region && typeof region === 'object' ? str(region.id) : ''))
          .filter(Boolean);
      } catch (error) {
        if (error instanceof AppError && error.upstreamStatus === 404) return [];
        failure ??= { error };
        return [];
      }
    });
    if (failure) throw (failure as { error: unknown }).error;
    const index: RegionIndex = {};
    manufacturers.forEach((company, position) => {
      for (const region of regionsOf[position] ?? []) (index[region] ??= []).push(company.value);
    });
    return index;
  });
}

async function buildingsOf(scope: Scope, filter: CatalogueFilter): Promise<string[] | null> {
  if (!filter.objects) return filter.aparts ? [filter.aparts] : null;
  const all = await dictionaries.objCategoriesStrict(scope);
  const category = all.find((item) => item && str(item.id) === filter.objects);
  const buildings = list<unknown>(category?.buildings).map(str).filter(Boolean);
  // Both chosen: a building of that object category, or nothing.
  return filter.aparts ? buildings.filter((id) => id === filter.aparts) : buildings;
}

async function companiesOf(scope: Scope, filter: CatalogueFilter): Promise<string[] | null> {
  if (!filter.regions) return filter.manufacturers.length > 0 ? filter.manufacturers : null;
  const index = await regionIndex(scope);
  const inRegion = Object.hasOwn(index, filter.regions) ? (index[filter.regions] ?? []) : [];
  if (filter.manufacturers.length === 0) return inRegion;
  const allowed = new Set(inRegion);
  return filter.manufacturers.filter((id) => allowed.has(id));
}

/** The filter's buildings and companies; null when they leave nothing to find (no search needed). */
export async function resolveRestriction(scope: Scope, filter: CatalogueFilter, variant: SearchVariant = {}): Promise<SearchRestriction | null> {
  const [buildings, companyIds] = await Promise.all([buildingsOf(scope, filter), variant.companyUuid === undefined ? companiesOf(scope, filter) : null]);
  if ((buildings && buildings.length === 0) || (companyIds && companyIds.length === 0)) return null;
  return { buildings, companies: companyIds };
}

interface SearchResult {
  models: ModelCardDto[];
  total: number;
  totalPages: number;
}

const NOTHING: SearchResult = { models: [], total: 0, totalPages: 0 };

/** One search, cached as a public list. Throws on failure; searchCatalogue applies spec §8. */
async function searchModels(scope: Scope, filter: CatalogueFilter, variant: SearchVariant = {}): Promise<SearchResult> {
  const restriction = await resolveRestriction(scope, filter, variant);
  if (!restriction) return NOTHING;
  const form = buildSearchForm(filter, restriction, variant);
  const answer: SearchModelsResponse = await scope.cached('list', { host: 'webApi2', name: 'model.search' }, form, () =>
    models.searchModels(scope.http, form, scope.publicCtx),
  );
  return { models: toModelCards(answer.models, scope.lang), total: count(answer.total), totalPages: count(answer.totalPages) };
}

/**
 * One page of models as the catalogue shows it, and a manufacturer's products tab
 * with its variant (spec §4 catalogue load; §8 'Model search failure: logged, loader
 * hidden; catalogue shows not-found'). Never rejects for an upstream failure; rejects
 * 404 for a page past the last (shared/domain/list-page.ts).
 */
export async function searchCatalogue(scope: Scope, input: Partial<CatalogueFilter>, variant: SearchVariant = {}): Promise<CatalogueSearchDto> {
  const filter = normaliseCatalogueFilter(input);
  const found = await withFallback('modelSearch', () => searchModels(scope, filter, variant), null, scope.log, { filter: filter.search ? 'search' : 'browse' });
  // A page past the last is no page (a failed search says nothing about where the end is).
  if (found && isPastLastPage(filter.page, found.totalPages)) throw notFound();
  const known = scope.deps?.ifcSummaries;
  return {
    filter,
    // What this server knows of each model's IFC file, after the cached search: it changes as files are read.
    models: (found?.models ?? []).map((card) => {
      const percent = known?.get(card.id)?.percent;
      return typeof percent === 'number' ? { ...card, ifcPercent: percent } : card;
    }),
    total: found?.total ?? 0,
    totalPages: found?.totalPages ?? 0,
    page: filter.page,
    pageSize: filter.countModels,
    notFound: !found || found.models.length === 0,
  };
}

/** Option values go into the address query, so only ids and codes it can carry are offered. */
function usable(options: readonly OptionDto[]): OptionDto[] {
  return options.filter((option) => isListToken(option.value) && option.label !== '');
}

function positiveId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** Types of a category (spec §7 POST /types_list, limit 999); empty for a malformed id or a failure (spec §8). */
export async function getCatalogueTypes(scope: Scope, categoryId: string): Promise<OptionDto[]> {
  const id = positiveId(categoryId);
  return id === null ? [] : usable(toOptions(await dictionaries.types(scope, id), scope.lang));
}

/** Classes of a type (spec §7 POST /classes_list, limit 999); empty for a malformed id or a failure (spec §8). */
export async function getCatalogueClasses(scope: Scope, typeId: string): Promise<OptionDto[]> {
  const id = positiveId(typeId);
  return id === null ? [] : usable(toOptions(await dictionaries.classes(scope, id), scope.lang));
}

const COLLATORS: Record<Language, Intl.Collator> = {
  ru: new Intl.Collator('ru', { sensitivity: 'base', numeric: true }),
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
};

/** Spec §6 VIP manufacturers first, then the rest; each part by name. */
export function vipFirst(manufacturers: readonly OptionDto[], vip: readonly VipCompanyDto[], lang: Language): OptionDto[] {
  const vipIds = new Set(vip.map((company) => String(company.id)));
  const collator = COLLATORS[lang];
  return manufacturers
    .map((option) => ({ option, vip: vipIds.has(option.value) }))
    .sort((a, b) => Number(b.vip) - Number(a.vip) || collator.compare(a.option.label, b.option.label) || a.option.value.localeCompare(b.option.value))
    .map((entry) => entry.option);
}

/** The sorted manufacturer list, kept for a minute so the sort is not redone per request. */
function manufacturerFacet(scope: Scope): Promise<OptionDto[]> {
  return withFallback(
    'manufacturers',
    () =>
      scope.cached('list', { host: 'webApi2', name: 'catalogue.manufacturers' }, null, async () => {
        const [all, vip] = await Promise.all([dictionaries.manufacturerOptionsStrict(scope), dictionaries.vipCompanies(scope)]);
        return usable(vipFirst(all, vip, scope.lang));
      }),
    [] as OptionDto[],
    scope.log,
  );
}

/**
 * The catalogue's option lists in the request's language (spec §3 catalogue
 * state lists, §7 dictionaries). Types follow the query's category, classes its
 * type, sections its manufacturer. Every list falls back to empty (spec §8).
 */
export async function getCatalogueFacets(scope: Scope, query: CatalogueFacetsQuery): Promise<CatalogueFacetsDto> {
  const lang = scope.lang;
  const options = <T>(load: Promise<T[]>) => load.then((items) => usable(toOptions(items, lang)));
  const manufacturerId = positiveId(query.manufacturer);
  const [manufacturers, vipCompanies, files, standards, sapr, rooms, categories, types, classes, materials, objects, aparts, sections, regions, attributes] =
    await Promise.all([
      manufacturerFacet(scope),
      dictionaries.vipCompanies(scope),
      dictionaries.cadExtensions(scope).then((items) =>
        usable(list<{ ext?: unknown; name?: unknown }>(items).map((item) => ({ value: str(item?.ext), label: str(item?.name) || str(item?.ext) }))),
      ),
      dictionaries.attributeValues(scope, 'bim_standarts').then(usable),
      dictionaries.attributeValues(scope, 'sapr').then(usable),
      options(dictionaries.rooms(scope)),
      options(dictionaries.categories(scope)),
      getCatalogueTypes(scope, query.category),
      getCatalogueClasses(scope, query.type),
      options(dictionaries.materials(scope)),
      options(dictionaries.objCategories(scope)),
      options(dictionaries.buildings(scope)),
      manufacturerId === null ? Promise.resolve([]) : dictionaries.companySections(scope, manufacturerId).then(usable),
      dictionaries.federalSubjects(scope).then(usable),
      dictionaries.attributeGroups(scope).then((groups) => groups.map((group) => ({ ...group, options: usable(group.options) })).filter((group) => group.options.length > 0)),
    ]);
  return { manufacturers, vipCompanies, files, standards, rooms, sapr, categories, types, classes, materials, objects, aparts, sections, regions, attributes };
}

/** The catalogue page: the search and the option lists together, in-process. Never rejects for an upstream failure. */
export async function getCatalogue(scope: Scope, input: Partial<CatalogueFilter>, options: ListLoadOptions = {}): Promise<CatalogueLoad> {
  const filter = normaliseCatalogueFilter(input);
  const searching = searchCatalogue(scope, filter);
  const [found, facets, banners] = await Promise.all([
    options.searchWaitMs === undefined ? searching.then((value): Waited<CatalogueSearchDto> => ({ done: true, value })) : waitWithin(searching, options.searchWaitMs),
    getCatalogueFacets(scope, catalogueFacetsQuery(filter)),
    loadBanners(scope, 'catalog'),
  ]);
  if (found.done) return { search: found.value, facets, banners };
  // The search goes on and fills the search cache: the browser's next ask (or a reload) finds it there.
  return { search: pendingSearch(filter), facets, banners, searchPending: true };
}

/** The results part of a page whose search has not answered yet: no models, no verdict (not "not found"). */
function pendingSearch(filter: CatalogueFilter): CatalogueSearchDto {
  return { filter, models: [], total: 0, totalPages: 0, page: filter.page, pageSize: filter.countModels, notFound: false };
}
