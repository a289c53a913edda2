// The model catalogue (spec §2, §3, §4, §7 /model/searchmodels).
import type { CatalogueDto, CatalogueFacetsDto, ModelCardDto, OptionDto } from '#shared/api/dto.ts';
import { normaliseCatalogueFilter, type CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import type { SearchModelsResponse } from '#shared/types/index.ts';
import * as models from '#server/upstream/calls/models.ts';
import type { SearchModelsForm } from '#server/upstream/calls/models.ts';
import { withFallback } from './error-policy.ts';
import * as dictionaries from './dictionaries.ts';
import { count, toModelCards, toOptions } from './mappers.ts';
import type { Scope } from './scope.ts';

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

function join(values: readonly string[]): string | undefined {
  return values.length > 0 ? values.join(',') : undefined;
}

const flag = (on: boolean) => (on ? '1' : undefined);

export interface SearchVariant {
  /** The manufacturer variant: one company's models, free-tariff companies not excluded (spec §7). */
  companyUuid?: string;
}

/**
 * The search form for a filter. The catalogue sends companies_free_disabled='1'
 * (spec §6/§7); the manufacturer variant omits it. 'objects' are object categories,
 * expanded to their buildings and joined with 'aparts' (buildings) as code_building.
 */
export function buildSearchForm(filter: CatalogueFilter, buildingsOfObjects: readonly number[], variant: SearchVariant = {}): SearchModelsForm {
  const buildings = [...new Set([...filter.aparts, ...buildingsOfObjects.map(String)])];
  const form: SearchModelsForm = {
    page: filter.page,
    limit: filter.countModels,
    sort: filter.sort,
    list_fields: CARD_FIELDS,
    company_uuid: variant.companyUuid ?? join(filter.manufacturers),
    files_ext: join(filter.files),
    code_category: join(filter.categories),
    code_type: join(filter.types),
    code_class: join(filter.classes),
    attributes: join([...filter.standards, ...filter.sapr, ...filter.attributes]),
    code_building: join(buildings),
    code_room: join(filter.rooms),
    code_material: join(filter.materials),
    models3D: flag(filter.view3d),
    armodels: flag(filter.viewAr),
    is_viewer3d: flag(filter.is_viewer3d),
    is_iphone_viewer3d: flag(filter.is_iphone_viewer3d),
    sections: join(filter.sections),
    name: filter.search || undefined,
  };
  if (variant.companyUuid === undefined) form.companies_free_disabled = '1';
  for (const key of Object.keys(form) as (keyof SearchModelsForm)[]) if (form[key] === undefined) delete form[key];
  return form;
}

async function buildingsFor(scope: Scope, filter: CatalogueFilter): Promise<number[]> {
  if (filter.objects.length === 0) return [];
  const wanted = new Set(filter.objects);
  const all = await dictionaries.objCategoriesStrict(scope);
  return all.filter((category) => wanted.has(String(category.id))).flatMap((category) => category.buildings ?? []);
}

export interface SearchResult {
  models: ModelCardDto[];
  total: number;
  totalPages: number;
}

/** One search, cached as a public list. Throws on failure; callers apply spec §8. */
export async function searchModels(scope: Scope, filter: CatalogueFilter, variant: SearchVariant = {}): Promise<SearchResult> {
  const form = buildSearchForm(filter, await buildingsFor(scope, filter), variant);
  const answer: SearchModelsResponse = await scope.cached('list', { host: 'webApi2', name: 'model.search' }, form, () =>
    models.searchModels(scope.http, form, scope.publicCtx),
  );
  return { models: toModelCards(answer.models, scope.lang), total: count(answer.total), totalPages: count(answer.totalPages) };
}

function firstNumber(values: readonly string[]): number | null {
  if (values.length !== 1) return null;
  const n = Number(values[0]);
  return Number.isInteger(n) && n > 0 ? n : null;
}

async function facets(scope: Scope, filter: CatalogueFilter): Promise<CatalogueFacetsDto> {
  const categoryId = firstNumber(filter.categories);
  const typeId = firstNumber(filter.types);
  const none: Promise<OptionDto[]> = Promise.resolve([]);
  const [manufacturers, vipCompanies, files, standards, sapr, rooms, categories, types, classes, materials, objects] = await Promise.all([
    dictionaries.manufacturerOptions(scope),
    dictionaries.vipCompanies(scope),
    dictionaries.cadExtensions(scope).then((items) => items.map((item) => ({ value: item.ext, label: item.name }))),
    dictionaries.attributeValues(scope, 'bim_standarts'),
    dictionaries.attributeValues(scope, 'sapr'),
    dictionaries.rooms(scope).then((items) => toOptions(items, scope.lang)),
    dictionaries.categories(scope).then((items) => toOptions(items, scope.lang)),
    categoryId === null ? none : dictionaries.types(scope, categoryId).then((items) => toOptions(items, scope.lang)),
    typeId === null ? none : dictionaries.classes(scope, typeId).then((items) => toOptions(items, scope.lang)),
    dictionaries.materials(scope).then((items) => toOptions(items, scope.lang)),
    dictionaries.objCategories(scope).then((items) => toOptions(items, scope.lang)),
  ]);
  return { manufacturers, vipCompanies, files, standards, rooms, sapr, categories, types, classes, materials, objects };
}

/**
 * Spec §4 catalogue load and §8 'Model search failure: logged, loader hidden;
 * catalogue shows not-found'. Facet failures are empty lists. Never rejects for
 * an upstream failure, so the catalogue page always renders.
 */
export async function getCatalogue(scope: Scope, input: Partial<CatalogueFilter>): Promise<CatalogueDto> {
  const filter = normaliseCatalogueFilter(input);
  const [found, facetLists] = await Promise.all([
    withFallback('modelSearch', () => searchModels(scope, filter), null, scope.log, { filter: filter.search ? 'search' : 'browse' }),
    facets(scope, filter),
  ]);
  return {
    filter,
    models: found?.models ?? [],
    total: found?.total ?? 0,
    totalPages: found?.totalPages ?? 0,
    page: filter.page,
    pageSize: filter.countModels,
    notFound: !found || found.models.length === 0,
    facets: facetLists,
  };
}
