// Dictionaries shared by the catalogue and the model page. Public and slow-changing:
// cached as 'dictionary'; spec §8 'categories ... failures: logged, empty fallback'.
import type { Attribute, AttributeWithValues, CadExt, CategoryListItem, ClassListItem, CompanySection, DictionaryItem, FederalSubject, ObjCategory, TypeListItem, VipCompany } from '#shared/types/index.ts';
import { COMPANY_LIST_LIMITS, VIP_LIST_SIZE } from '#shared/constants.ts';
import type { CatalogueAttributeGroupDto, DictionariesDto, OptionDto, VipCompanyDto } from '#shared/api/dto.ts';
import { isVipCompany, withoutExcludedCompanies } from '#shared/domain/companies.ts';
import { manufacturerPath } from '#shared/domain/links.ts';
import { safeSlug, slugify } from '#shared/domain/slug.ts';
import * as dict from '#server/upstream/calls/dictionaries.ts';
import * as companies from '#server/upstream/calls/ads-companies.ts';
import { withFallback } from './error-policy.ts';
import { count, list, pick, str, strOrNull, toOptions } from './mappers.ts';
import type { Scope } from './scope.ts';

type Loader<T> = () => Promise<T>;

function dictionary<T>(scope: Scope, name: string, params: unknown, load: Loader<T[]>): Promise<T[]> {
  return withFallback('categories', () => scope.cached('dictionary', { host: 'webApi2', name }, params, load), [] as T[], scope.log, { dictionary: name });
}

export const categories = (scope: Scope) =>
  dictionary<CategoryListItem>(scope, 'dictionary.categories', null, () => dict.getCategories(scope.http, {}, scope.publicCtx));
export const types = (scope: Scope, categoryId: number) =>
  dictionary<TypeListItem>(scope, 'dictionary.types', { categoryId }, () => dict.getTypes(scope.http, { categoryId }, scope.publicCtx));
export const classes = (scope: Scope, typeId: number) =>
  dictionary<ClassListItem>(scope, 'dictionary.classes', { typeId }, () => dict.getClasses(scope.http, { typeId }, scope.publicCtx));
export const rooms = (scope: Scope) => dictionary<DictionaryItem>(scope, 'dictionary.rooms', null, () => dict.getRooms(scope.http, {}, scope.publicCtx));
export const materials = (scope: Scope) =>
  dictionary<DictionaryItem>(scope, 'dictionary.materials', null, () => dict.getMaterials(scope.http, {}, scope.publicCtx));
export const buildings = (scope: Scope) =>
  dictionary<DictionaryItem>(scope, 'dictionary.buildings', null, () => dict.getBuildings(scope.http, {}, scope.publicCtx));
export const cadExtensions = (scope: Scope) =>
  dictionary<CadExt>(scope, 'dictionary.cadext', null, () => dict.getCadExtensions(scope.http, {}, scope.publicCtx));
/** Every format the library knows (spec §7 /listcadext/all), not only those the catalogue filters by: what a request may ask for. */
export const allCadExtensions = (scope: Scope) =>
  dictionary<CadExt>(scope, 'dictionary.cadext_all', null, () => dict.getAllCadExtensions(scope.http, {}, scope.publicCtx));

/** Object categories, unguarded: the catalogue search needs them to expand 'objects' into buildings. */
export function objCategoriesStrict(scope: Scope): Promise<ObjCategory[]> {
  return scope.cached('dictionary', { host: 'webApi2', name: 'dictionary.objcategory' }, null, () => dict.getObjCategories(scope.http, {}, scope.publicCtx));
}
export const objCategories = (scope: Scope) =>
  withFallback('categories', () => objCategoriesStrict(scope), [] as ObjCategory[], scope.log, { dictionary: 'dictionary.objcategory' });

/** The attribute codes the catalogue shows as their own filters (spec §7); every other attribute is a group of the 'attributes' filter. */
export const OWN_FILTER_ATTRIBUTE_CODES = ['bim_standarts', 'sapr'] as const;

const attributeList = (scope: Scope) => dictionary<Attribute>(scope, 'dictionary.attributes', null, () => dict.getAttributes(scope.http, {}, scope.publicCtx));

/** One attribute's values as options; a failure is an empty list (spec §8). */
async function attributeOptions(scope: Scope, id: number): Promise<OptionDto[]> {
  const loaded = await withFallback(
    'categories',
    () => scope.cached('dictionary', { host: 'webApi2', name: 'dictionary.attribute' }, { id }, () => dict.getAttribute(scope.http, { id }, scope.publicCtx)),
    null as AttributeWithValues | null,
    scope.log,
    { dictionary: 'dictionary.attribute', id },
  );
  return list<AttributeWithValues['attr_value'][number]>(loaded?.attr_value)
    .filter((value) => value && typeof value === 'object')
    .map((value) => ({ value: str(value.id), label: pick(scope.lang, value.value, value.value_en) }))
    .filter((option) => option.value !== '' && option.label !== '');
}

/** Spec §7: /attribute/all, then the attributes with code bim_standarts and sapr are loaded. */
export async function attributeValues(scope: Scope, code: (typeof OWN_FILTER_ATTRIBUTE_CODES)[number]): Promise<OptionDto[]> {
  const attribute = (await attributeList(scope)).find((item) => item && item.code === code);
  return attribute ? attributeOptions(scope, count(attribute.id)) : [];
}

/** The other attributes, each with its values: the groups of the catalogue's 'attributes' filter. Groups without values are left out. */
export async function attributeGroups(scope: Scope): Promise<CatalogueAttributeGroupDto[]> {
  const own: readonly string[] = OWN_FILTER_ATTRIBUTE_CODES;
  const others = (await attributeList(scope)).filter((item) => item && typeof item === 'object' && count(item.id) > 0 && !own.includes(str(item.code)));
  const groups = await Promise.all(
    others.map(async (attribute) => ({
      id: str(attribute.id),
      label: pick(scope.lang, attribute.name, attribute.name_en) || str(attribute.code),
      options: await attributeOptions(scope, count(attribute.id)),
    })),
  );
  return groups.filter((group) => group.label !== '' && group.options.length > 0);
}

/** Spec §3 'dictionary.federalSubjects' as the upstream sends them (with each subject's code); spec §8: a failure is logged and an empty list. */
export function federalSubjectRecords(scope: Scope): Promise<FederalSubject[]> {
  return withFallback(
    'federalSubjects',
    () => scope.cached('dictionary', { host: 'webApi2', name: 'dictionary.federal_subjects' }, null, () => companies.getFederalSubjects(scope.http, {}, scope.publicCtx)),
    [] as FederalSubject[],
    scope.log,
  );
}

/** Spec §3 'dictionary.federalSubjects' as options. */
export async function federalSubjects(scope: Scope): Promise<OptionDto[]> {
  return toOptions(await federalSubjectRecords(scope), scope.lang);
}

/** A company's catalogue sections by position (spec §3 Company sections); spec §8: a failure is an empty list. */
export async function companySections(scope: Scope, id: number): Promise<OptionDto[]> {
  const sections = await withFallback(
    'sections',
    // The manufacturer page loads the same answer under the same key.
    () => scope.cached('page', { host: 'webApi2', name: 'company.sections' }, { id }, () => companies.getCompanySections(scope.http, { id }, scope.publicCtx)),
    [] as CompanySection[],
    scope.log,
    { companyId: id },
  );
  const ordered = list<CompanySection>(sections)
    // A section without models is no choice (issue 22: no '0' chips); an unknown count is kept.
    .filter((section) => section && typeof section === 'object' && section.models_count !== 0)
    .slice()
    .sort((a, b) => (Number(a.position) || 0) - (Number(b.position) || 0));
  return toOptions(ordered, scope.lang);
}

/** A company of the list: its id, the name shown in the page language, and every name it is known by. */
export interface CompanyName extends OptionDto {
  names: string[];
}

/** The company list (id, name_short, name_en) without the excluded ids (spec §5); throws on failure. */
export async function manufacturerNamesStrict(scope: Scope): Promise<CompanyName[]> {
  const limit = COMPANY_LIST_LIMITS[0];
  // name_en too: English pages name each manufacturer in English (docs/upstream-contract.md); a host without it answers name_short alone.
  const fields = 'id,name_short,name_en';
  const all = await scope.cached('dictionary', { host: 'webApi2', name: 'company.all' }, { limit, fields }, () => companies.getAllCompanies(scope.http, { limit, fields }, scope.publicCtx));
  return withoutExcludedCompanies(
    all.filter((company) => company && typeof company === 'object'),
    scope.deps.rules.excludedCompanyIds,
  )
    .map((company) => ({ value: str(company.id), label: pick(scope.lang, company.name_short, company.name_en), names: [str(company.name_short), str(company.name_en)].filter(Boolean) }))
    .filter((option) => option.value !== '' && option.label !== '');
}

/** The company list as filter options in the page language; throws on failure. */
export async function manufacturerOptionsStrict(scope: Scope): Promise<OptionDto[]> {
  return (await manufacturerNamesStrict(scope)).map(({ value, label }) => ({ value, label }));
}

/** The company list with all its names (spec §8 fallback: logged, empty). */
export function manufacturerNames(scope: Scope): Promise<CompanyName[]> {
  return withFallback('manufacturers', () => manufacturerNamesStrict(scope), [] as CompanyName[], scope.log);
}

/** Spec §8 'manufacturers ... failures: logged, empty fallback'; spec §5 drops the excluded ids. */
export function manufacturerOptions(scope: Scope): Promise<OptionDto[]> {
  return withFallback('manufacturers', () => manufacturerOptionsStrict(scope), [] as OptionDto[], scope.log);
}

/** Spec §6 VIP rule applied here, whatever the upstream's own list says; spec §9 caps it at 150. */
export async function vipCompanies(scope: Scope): Promise<VipCompanyDto[]> {
  const all = await withFallback(
    'manufacturers',
    () => scope.cached('list', { host: 'webApi2', name: 'company.vip' }, null, () => companies.getVipCompanies(scope.http, {}, scope.publicCtx)),
    [] as VipCompany[],
    scope.log,
  );
  const { vipTariffPlanIds, excludedCompanyIds } = scope.deps.rules;
  return withoutExcludedCompanies(all, excludedCompanyIds)
    .filter((company) => isVipCompany(company, vipTariffPlanIds))
    .slice(0, VIP_LIST_SIZE)
    .map((company) => {
      const alias = safeSlug(str(company.alias));
      const id = count(company.id);
      return { id, name: pick(scope.lang, company.name_short, company.name_en), alias, logo: strOrNull(company.logo), href: manufacturerPath(alias, id) };
    });
}

/** Spec §3 store 'dictionary'; spec §8 'categories, federal subjects ... failures: logged, empty fallback'. */
export async function getDictionaries(scope: Scope): Promise<DictionariesDto> {
  const [categoryList, subjects] = await Promise.all([categories(scope), federalSubjects(scope)]);
  return { categories: toOptions(categoryList, scope.lang), federalSubjects: subjects };
}
