import { DEFAULT_CATALOGUE_SORT, FILTER_COUNT_KEYS, FILTER_LIST_SEPARATOR, MODELS_PAGE_SIZE, MODELS_PAGE_SIZE_MEDIUM } from '../constants.ts';

/** List-valued filters: joined with a hyphen in the address query (spec §2). */
export const CATALOGUE_LIST_KEYS = [
  'manufacturers',
  'files',
  'sapr',
  'standards',
  'rooms',
  'objects',
  'aparts',
  'materials',
  'categories',
  'types',
  'classes',
  'attributes',
  'sections',
  'regions',
] as const;

/** Yes/no filters: present as '1' in the query when on, absent when off. */
export const CATALOGUE_FLAG_KEYS = ['view3d', 'viewAr', 'is_viewer3d', 'is_iphone_viewer3d'] as const;

/** Sorts the model search understands (spec §7: popular or new; the upstream adds name); 'popular' is the default (spec §9). */
export const CATALOGUE_SORTS = ['popular', 'new', 'name'] as const;

export type CatalogueListKey = (typeof CATALOGUE_LIST_KEYS)[number];
export type CatalogueFlagKey = (typeof CATALOGUE_FLAG_KEYS)[number];
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** Spec §3 catalogue filter. */
export type CatalogueFilter = {
  page: number;
  sort: CatalogueSort;
  search: string;
  /** Page size: 48, or 40 on medium-width windows (spec §9). */
  countModels: number;
} & Record<CatalogueListKey, string[]> &
  Record<CatalogueFlagKey, boolean>;

/** A list value is a code or id; the separator cannot appear inside one, so the query round-trips. */
const TOKEN = /^[A-Za-z0-9_.:]{1,64}$/;
const MAX_LIST_VALUES = 100;
const MAX_SEARCH_LENGTH = 200;
const MAX_PAGE = 100_000;
const PAGE_SIZES: readonly number[] = [MODELS_PAGE_SIZE, MODELS_PAGE_SIZE_MEDIUM];

export function defaultCatalogueFilter(): CatalogueFilter {
  const filter = {
    page: 1,
    sort: DEFAULT_CATALOGUE_SORT,
    search: '',
    countModels: MODELS_PAGE_SIZE,
  } as CatalogueFilter;
  for (const key of CATALOGUE_LIST_KEYS) filter[key] = [];
  for (const key of CATALOGUE_FLAG_KEYS) filter[key] = false;
  return filter;
}

export function isCatalogueSort(value: unknown): value is CatalogueSort {
  return (CATALOGUE_SORTS as readonly unknown[]).includes(value);
}

export function isListToken(value: string): boolean {
  return TOKEN.test(value);
}

function cleanList(values: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (isListToken(text)) seen.add(text);
    if (seen.size >= MAX_LIST_VALUES) break;
  }
  return [...seen];
}

function cleanPage(value: unknown): number {
  const page = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

function cleanPageSize(value: unknown): number {
  const size = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return PAGE_SIZES.includes(size) ? size : MODELS_PAGE_SIZE;
}

function cleanSearch(value: unknown): string {
  if (typeof value !== 'string') return '';
  return Array.from(value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()).slice(0, MAX_SEARCH_LENGTH).join('').trim();
}

function isOn(value: unknown): boolean {
  return value === true || value === '1' || value === 'true' || value === 1;
}

/** Brings any partial or untrusted filter into its canonical form; never throws. */
export function normaliseCatalogueFilter(input: Partial<Record<keyof CatalogueFilter, unknown>> | null | undefined): CatalogueFilter {
  const source = input ?? {};
  const filter = defaultCatalogueFilter();
  filter.page = cleanPage(source.page);
  filter.sort = isCatalogueSort(source.sort) ? source.sort : DEFAULT_CATALOGUE_SORT;
  filter.search = cleanSearch(source.search);
  filter.countModels = cleanPageSize(source.countModels);
  for (const key of CATALOGUE_LIST_KEYS) {
    const value = source[key];
    filter[key] = Array.isArray(value) ? cleanList(value) : typeof value === 'string' ? cleanList(value.split(FILTER_LIST_SEPARATOR)) : [];
  }
  for (const key of CATALOGUE_FLAG_KEYS) filter[key] = isOn(source[key]);
  return filter;
}

type QueryInput = URLSearchParams | Record<string, string | readonly string[] | number | boolean | null | undefined>;

function firstValue(query: QueryInput, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined;
  const value = Object.prototype.hasOwnProperty.call(query, key) ? query[key] : undefined;
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  if (value === null || value === undefined) return undefined;
  return String(value);
}

/** Spec §2: the filter is restored from the address query on load. Unknown keys and bad values are ignored. */
export function decodeCatalogueQuery(query: QueryInput): CatalogueFilter {
  const raw: Partial<Record<keyof CatalogueFilter, unknown>> = {
    page: firstValue(query, 'page'),
    sort: firstValue(query, 'sort'),
    search: firstValue(query, 'search'),
    countModels: firstValue(query, 'countModels'),
  };
  for (const key of CATALOGUE_LIST_KEYS) raw[key] = firstValue(query, key);
  for (const key of CATALOGUE_FLAG_KEYS) raw[key] = firstValue(query, key);
  return normaliseCatalogueFilter(raw);
}

/**
 * The filter as address-query pairs. Defaults and empty values are left out
 * (spec §4: an empty value removes the key), so the default filter is an empty query.
 */
export function encodeCatalogueQuery(input: CatalogueFilter): Record<string, string> {
  const filter = normaliseCatalogueFilter(input);
  const query: Record<string, string> = {};
  if (filter.search) query.search = filter.search;
  if (filter.sort !== DEFAULT_CATALOGUE_SORT) query.sort = filter.sort;
  for (const key of CATALOGUE_LIST_KEYS) {
    if (filter[key].length > 0) query[key] = filter[key].join(FILTER_LIST_SEPARATOR);
  }
  for (const key of CATALOGUE_FLAG_KEYS) if (filter[key]) query[key] = '1';
  if (filter.countModels !== MODELS_PAGE_SIZE) query.countModels = String(filter.countModels);
  if (filter.page !== 1) query.page = String(filter.page);
  return query;
}

/** The query string ('' or '?a=b...') for a catalogue filter. */
export function catalogueQueryString(filter: CatalogueFilter): string {
  const text = new URLSearchParams(encodeCatalogueQuery(filter)).toString();
  return text ? `?${text}` : '';
}

export type CatalogueChange =
  | { key: 'page'; value: number }
  | { key: 'sort'; value: CatalogueSort }
  | { key: 'search'; value: string }
  | { key: 'countModels'; value: number }
  | { key: CatalogueListKey; value: string[] }
  | { key: CatalogueFlagKey; value: boolean };

/**
 * Spec §4 filter transitions: a new category clears type and class, a new type
 * clears class, and every change other than the page itself goes back to page 1.
 */
export function changeCatalogueFilter(current: CatalogueFilter, change: CatalogueChange): CatalogueFilter {
  const next = normaliseCatalogueFilter({ ...current, [change.key]: change.value });
  if (change.key === 'page') return next;
  if (change.key === 'categories') {
    next.types = [];
    next.classes = [];
  } else if (change.key === 'types') {
    next.classes = [];
  }
  next.page = 1;
  return next;
}

/** Adds the value when absent, removes it when present (quick tags, checkbox lists). */
export function toggleCatalogueValue(current: CatalogueFilter, key: CatalogueListKey, value: string): CatalogueFilter {
  const list = current[key];
  const nextList = list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  return changeCatalogueFilter(current, { key, value: nextList });
}

export const CATALOGUE_RESET_TARGETS = ['manufacturers', 'files', 'materials', 'objects', 'aparts', 'preview', 'category', 'all'] as const;
export type CatalogueResetTarget = (typeof CATALOGUE_RESET_TARGETS)[number];

/** Spec §4 reset options; 'all' restores the defaults (an empty query, page 1). */
export function resetCatalogueFilter(current: CatalogueFilter, target: CatalogueResetTarget): CatalogueFilter {
  if (target === 'all') return { ...defaultCatalogueFilter(), countModels: current.countModels };
  const next = normaliseCatalogueFilter(current);
  if (target === 'preview') {
    for (const key of CATALOGUE_FLAG_KEYS) next[key] = false;
  } else if (target === 'category') {
    next.categories = [];
    next.types = [];
    next.classes = [];
  } else {
    next[target] = [];
  }
  next.page = 1;
  return next;
}

/** Spec §9: the filter count covers manufacturers, files, rooms, sapr and standards. */
export function catalogueFilterCount(filter: CatalogueFilter): number {
  let count = 0;
  for (const key of FILTER_COUNT_KEYS) count += filter[key].length;
  return count;
}

/** True when nothing narrows the search (used to decide whether an empty result is 'not found'). */
export function isDefaultCatalogueFilter(filter: CatalogueFilter): boolean {
  return Object.keys(encodeCatalogueQuery({ ...filter, page: 1 })).length === 0;
}
