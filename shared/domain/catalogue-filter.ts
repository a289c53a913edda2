import {
  DEFAULT_CATALOGUE_SORT,
  DEFAULT_CATALOGUE_VIEW,
  FILTER_COUNT_KEYS,
  FILTER_LIST_SEPARATOR,
  MODELS_PAGE_SIZE,
  MODELS_PAGE_SIZE_MEDIUM,
  SEARCH_MAX_LENGTH,
} from '../constants.ts';
import { LIST_MAX_PAGE, listPageValue, parseListPage } from './list-page.ts';

/** List-valued filters: several values, joined with a hyphen in the address query (spec §2). */
export const CATALOGUE_LIST_KEYS = ['manufacturers', 'files', 'rooms', 'sapr', 'standards', 'attributes'] as const;

/** Plain filters: one id or code each ('' when not set), like sort, search and page (spec §2). */
export const CATALOGUE_PLAIN_KEYS = ['categories', 'types', 'classes', 'materials', 'objects', 'aparts', 'sections', 'regions'] as const;

/** Yes/no filters: present as '1' in the query when on, absent when off. */
export const CATALOGUE_FLAG_KEYS = ['view3d', 'viewAr', 'is_viewer3d', 'is_iphone_viewer3d'] as const;

/** Sorts the model search understands (spec §7: popular or new; the upstream adds name); 'popular' is the default (spec §9). */
export const CATALOGUE_SORTS = ['popular', 'new', 'name'] as const;

/** How the results are shown (spec §2: 'card' by default). Presentation only: never sent to the search. */
export const CATALOGUE_VIEWS = ['card', 'list'] as const;

/** Page sizes (spec §9): 48, or 40 when the window is 960–1279 px wide. */
export const CATALOGUE_PAGE_SIZES = [MODELS_PAGE_SIZE, MODELS_PAGE_SIZE_MEDIUM] as const;

export const CATALOGUE_MAX_LIST_VALUES = 100;
export const CATALOGUE_MAX_SEARCH_LENGTH = SEARCH_MAX_LENGTH;
export const CATALOGUE_MAX_PAGE = LIST_MAX_PAGE;
/** One id or code: the list separator cannot appear inside one, so the query round-trips. */
export const CATALOGUE_TOKEN_PATTERN = '[A-Za-z0-9_.:]{1,64}';

export type CatalogueListKey = (typeof CATALOGUE_LIST_KEYS)[number];
export type CataloguePlainKey = (typeof CATALOGUE_PLAIN_KEYS)[number];
export type CatalogueFlagKey = (typeof CATALOGUE_FLAG_KEYS)[number];
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export type CatalogueView = (typeof CATALOGUE_VIEWS)[number];

/** Spec §3 catalogue filter, plus the view setting of the catalogue state. */
export type CatalogueFilter = {
  /** From 1. */
  page: number;
  sort: CatalogueSort;
  search: string;
  /** Page size: 48, or 40 on medium-width windows (spec §9). */
  countModels: number;
  view: CatalogueView;
} & Record<CatalogueListKey, string[]> &
  Record<CataloguePlainKey, string> &
  Record<CatalogueFlagKey, boolean>;

/** Every query key the catalogue owns, in canonical order (the order the encoder writes them). */
export const CATALOGUE_QUERY_KEYS = [
  'search',
  'sort',
  ...CATALOGUE_LIST_KEYS,
  ...CATALOGUE_PLAIN_KEYS,
  ...CATALOGUE_FLAG_KEYS,
  'countModels',
  'view',
  'page',
] as const;
export type CatalogueQueryKey = (typeof CATALOGUE_QUERY_KEYS)[number];

const QUERY_KEY_SET: ReadonlySet<string> = new Set(CATALOGUE_QUERY_KEYS);
const TOKEN = new RegExp(`^${CATALOGUE_TOKEN_PATTERN}$`);
// Lone surrogates cannot be written to a URL; the URL encoder turns them into U+FFFD, so we do too.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export function defaultCatalogueFilter(): CatalogueFilter {
  const filter = {
    page: 1,
    sort: DEFAULT_CATALOGUE_SORT,
    search: '',
    countModels: MODELS_PAGE_SIZE,
    view: DEFAULT_CATALOGUE_VIEW,
  } as CatalogueFilter;
  for (const key of CATALOGUE_LIST_KEYS) filter[key] = [];
  for (const key of CATALOGUE_PLAIN_KEYS) filter[key] = '';
  for (const key of CATALOGUE_FLAG_KEYS) filter[key] = false;
  return filter;
}

export function isCatalogueSort(value: unknown): value is CatalogueSort {
  return (CATALOGUE_SORTS as readonly unknown[]).includes(value);
}

export function isCatalogueView(value: unknown): value is CatalogueView {
  return (CATALOGUE_VIEWS as readonly unknown[]).includes(value);
}

export function isListToken(value: string): boolean {
  return TOKEN.test(value);
}

export function isCatalogueListKey(value: unknown): value is CatalogueListKey {
  return (CATALOGUE_LIST_KEYS as readonly unknown[]).includes(value);
}

/** Any raw value as the list of strings it carries: repeated query keys arrive as arrays. */
function rawValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return Number.isFinite(value) ? [String(value)] : [];
  if (typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item: unknown) => (typeof item === 'string' || typeof item === 'number' ? rawValues(item) : []));
  return [];
}

/** Every valid token of every value, hyphen-split, trimmed, first occurrence kept, at most 100. */
function tokens(values: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    for (const part of value.split(FILTER_LIST_SEPARATOR)) {
      const text = part.trim();
      if (isListToken(text)) seen.add(text);
      if (seen.size >= CATALOGUE_MAX_LIST_VALUES) return [...seen];
    }
  }
  return [...seen];
}

/** The page rule every list shares (shared/domain/list-page.ts). */
const parsePage = parseListPage;

function parsePageSize(value: string): number | undefined {
  const size = Number(value.trim());
  return (CATALOGUE_PAGE_SIZES as readonly number[]).includes(size) ? size : undefined;
}

/** The search text as the search sends it: well-formed, no control characters, single spaces, at most 200 characters. */
export function cleanCatalogueSearch(value: string): string {
  const text = value.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(text).slice(0, CATALOGUE_MAX_SEARCH_LENGTH).join('').trim();
}

function isOn(value: string): boolean {
  const text = value.trim().toLowerCase();
  // 'on' is what a checkbox without a value attribute submits.
  return text === '1' || text === 'true' || text === 'on';
}

function first<T>(values: readonly string[], parse: (value: string) => T | undefined): T | undefined {
  for (const value of values) {
    const parsed = parse(value);
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

const asSort = (value: string) => {
  const text = value.trim();
  return isCatalogueSort(text) ? text : undefined;
};
const asView = (value: string) => {
  const text = value.trim();
  return isCatalogueView(text) ? text : undefined;
};
const asSearch = (value: string) => cleanCatalogueSearch(value) || undefined;

type RawFilter = Partial<Record<keyof CatalogueFilter, unknown>>;

function fromRaw(source: RawFilter): CatalogueFilter {
  const filter = defaultCatalogueFilter();
  const values = (key: keyof CatalogueFilter) => rawValues(Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined);
  filter.page = first(values('page'), parsePage) ?? 1;
  filter.sort = first(values('sort'), asSort) ?? DEFAULT_CATALOGUE_SORT;
  filter.search = first(values('search'), asSearch) ?? '';
  filter.countModels = first(values('countModels'), parsePageSize) ?? MODELS_PAGE_SIZE;
  filter.view = first(values('view'), asView) ?? DEFAULT_CATALOGUE_VIEW;
  for (const key of CATALOGUE_LIST_KEYS) filter[key] = tokens(values(key));
  // A plain filter holds one value; from an old or hand-made list the first valid one wins.
  for (const key of CATALOGUE_PLAIN_KEYS) filter[key] = tokens(values(key))[0] ?? '';
  for (const key of CATALOGUE_FLAG_KEYS) filter[key] = values(key).some(isOn);
  return filter;
}

/** Brings any partial or untrusted filter into its canonical form; never throws. */
export function normaliseCatalogueFilter(input: RawFilter | null | undefined): CatalogueFilter {
  try {
    return fromRaw(input && typeof input === 'object' ? input : {});
  } catch {
    return defaultCatalogueFilter();
  }
}

export type CatalogueQueryInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | number | boolean | null | undefined>>;

/**
 * Spec §2: the filter is restored from the address query on load. Reads what a
 * no-JavaScript GET form submits too: repeated keys (list values merged), empty
 * values (ignored), explicit defaults. Unknown keys and bad values are ignored;
 * never throws.
 */
export function decodeCatalogueQuery(query: CatalogueQueryInput): CatalogueFilter {
  try {
    const raw: Record<string, unknown> = {};
    for (const key of CATALOGUE_QUERY_KEYS) {
      if (query instanceof URLSearchParams) raw[key] = query.getAll(key);
      else if (Object.prototype.hasOwnProperty.call(query, key)) raw[key] = query[key];
    }
    return fromRaw(raw as RawFilter);
  } catch {
    return defaultCatalogueFilter();
  }
}

/**
 * The filter as address-query pairs, in canonical key order. Defaults and empty
 * values are left out (spec §4: an empty value removes the key), so the default
 * filter is an empty query.
 */
export function encodeCatalogueQuery(input: CatalogueFilter): Record<string, string> {
  const filter = normaliseCatalogueFilter(input);
  const query: Record<string, string> = {};
  if (filter.search) query.search = filter.search;
  if (filter.sort !== DEFAULT_CATALOGUE_SORT) query.sort = filter.sort;
  for (const key of CATALOGUE_LIST_KEYS) if (filter[key].length > 0) query[key] = filter[key].join(FILTER_LIST_SEPARATOR);
  for (const key of CATALOGUE_PLAIN_KEYS) if (filter[key]) query[key] = filter[key];
  for (const key of CATALOGUE_FLAG_KEYS) if (filter[key]) query[key] = '1';
  if (filter.countModels !== MODELS_PAGE_SIZE) query.countModels = String(filter.countModels);
  if (filter.view !== DEFAULT_CATALOGUE_VIEW) query.view = filter.view;
  const page = listPageValue(filter.page);
  if (page !== null) query.page = page;
  return query;
}

/** The query string ('' or '?a=b...') for a catalogue filter. */
export function catalogueQueryString(filter: CatalogueFilter): string {
  const text = new URLSearchParams(encodeCatalogueQuery(filter)).toString();
  return text ? `?${text}` : '';
}

/** A catalogue link: the default filter with `partial` on top, e.g. catalogueHref('/models', { categories: '12' }). */
export function catalogueHref(basePath: string, partial: Partial<CatalogueFilter>): string {
  return basePath + catalogueQueryString(normaliseCatalogueFilter({ ...defaultCatalogueFilter(), ...partial }));
}

function sameEntries(a: ReadonlyArray<readonly [string, string]>, b: ReadonlyArray<readonly [string, string]>): boolean {
  if (a.length !== b.length) return false;
  return a.every(([key, value], index) => b[index]?.[0] === key && b[index]?.[1] === value);
}

/**
 * The canonical search string ('' or '?...') when the catalogue part of `params`
 * is not canonical (repeated keys, empty values, explicit defaults, bad values,
 * another key order), else null. Other keys (lang, utm_*, anything unknown) are
 * kept as they are, after the catalogue keys, in their original order. The
 * answer is itself canonical, so a redirect to it never loops.
 */
export function catalogueRedirectSearch(params: URLSearchParams): string | null {
  const entries = [...params.entries()];
  const own = new URLSearchParams();
  const others: Array<[string, string]> = [];
  for (const [key, value] of entries) {
    if (QUERY_KEY_SET.has(key)) own.append(key, value);
    else others.push([key, value]);
  }
  const canonical: Array<[string, string]> = [...Object.entries(encodeCatalogueQuery(decodeCatalogueQuery(own))), ...others];
  if (sameEntries(entries, canonical)) return null;
  const text = new URLSearchParams(canonical).toString();
  return text ? `?${text}` : '';
}

export type CatalogueChange =
  | { key: 'page'; value: number }
  | { key: 'sort'; value: CatalogueSort }
  | { key: 'search'; value: string }
  | { key: 'countModels'; value: number }
  | { key: 'view'; value: CatalogueView }
  | { key: CatalogueListKey; value: string[] }
  | { key: CataloguePlainKey; value: string }
  | { key: CatalogueFlagKey; value: boolean };

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}

/**
 * A form control's change as a filter change: `name` is the control's query key and `value` its
 * value as the control gives it (a select's one value, one list value, a checkbox's 'true').
 * An unknown key or an invalid sort is no change (null).
 */
export function catalogueFieldChange(name: string, value: string): CatalogueChange | null {
  if (name === 'search') return { key: 'search', value };
  if (name === 'sort') return isCatalogueSort(value) ? { key: 'sort', value } : null;
  if (isCatalogueListKey(name)) return { key: name, value: value ? [value] : [] };
  if ((CATALOGUE_PLAIN_KEYS as readonly string[]).includes(name)) return { key: name as CataloguePlainKey, value };
  if ((CATALOGUE_FLAG_KEYS as readonly string[]).includes(name)) return { key: name as CatalogueFlagKey, value: value === 'true' };
  return null;
}

/**
 * Spec §4 filter transitions: a new category clears type and class, a new type
 * clears class, and every change other than the page goes back to page 1. The
 * view is presentation only and keeps the page. Sections belong to one
 * manufacturer, so a new manufacturer choice clears them. Setting a value it
 * already has changes nothing.
 */
export function changeCatalogueFilter(current: CatalogueFilter, change: CatalogueChange): CatalogueFilter {
  const base = normaliseCatalogueFilter(current);
  const next = normaliseCatalogueFilter({ ...base, [change.key]: change.value });
  if (sameValue(base[change.key], next[change.key])) return base;
  if (change.key === 'page' || change.key === 'view') return next;
  if (change.key === 'categories') {
    next.types = '';
    next.classes = '';
  } else if (change.key === 'types') {
    next.classes = '';
  } else if (change.key === 'manufacturers') {
    next.sections = '';
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

/** Spec §4 reset options; 'all' restores the defaults (an empty query, page 1), keeping page size and view. */
export function resetCatalogueFilter(current: CatalogueFilter, target: CatalogueResetTarget): CatalogueFilter {
  const base = normaliseCatalogueFilter(current);
  switch (target) {
    case 'all':
      return { ...defaultCatalogueFilter(), countModels: base.countModels, view: base.view };
    case 'preview': {
      const next = { ...base, page: 1 };
      for (const key of CATALOGUE_FLAG_KEYS) next[key] = false;
      return next;
    }
    case 'category':
      return { ...base, categories: '', types: '', classes: '', page: 1 };
    case 'manufacturers':
      return { ...base, manufacturers: [], sections: '', page: 1 };
    case 'files':
      return { ...base, files: [], page: 1 };
    default:
      return { ...base, [target]: '', page: 1 };
  }
}

/** Spec §9: the filter count covers manufacturers, files, rooms, sapr and standards. */
export function catalogueFilterCount(filter: CatalogueFilter): number {
  let count = 0;
  for (const key of FILTER_COUNT_KEYS) count += filter[key].length;
  return count;
}

/** True when nothing narrows the search: no list, plain or flag filter and no search text (page, sort, size and view do not narrow). */
export function isDefaultCatalogueFilter(filter: CatalogueFilter): boolean {
  const base = normaliseCatalogueFilter(filter);
  return (
    base.search === '' &&
    CATALOGUE_LIST_KEYS.every((key) => base[key].length === 0) &&
    CATALOGUE_PLAIN_KEYS.every((key) => base[key] === '') &&
    CATALOGUE_FLAG_KEYS.every((key) => !base[key])
  );
}

/** What the catalogue's option lists depend on: the category (its types), the type (its classes), the one chosen manufacturer (its sections). */
export interface CatalogueFacetsQuery {
  category: string;
  type: string;
  manufacturer: string;
}

export function catalogueFacetsQuery(filter: CatalogueFilter): CatalogueFacetsQuery {
  return {
    category: filter.categories,
    type: filter.types,
    manufacturer: filter.manufacturers.length === 1 ? (filter.manufacturers[0] ?? '') : '',
  };
}
