import { MANUFACTURERS_DEFAULT_SORT, SEARCH_MAX_LENGTH } from '../constants.ts';
import { listPageValue, parseListPage } from './list-page.ts';

type QueryInput = URLSearchParams | Record<string, unknown>;

function read(query: QueryInput, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined;
  const value = Object.prototype.hasOwnProperty.call(query, key) ? query[key] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (typeof first === 'number' && Number.isFinite(first)) return String(first);
  return undefined;
}


function cleanSearch(value: string | undefined): string {
  if (!value) return '';
  return Array.from(value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()).slice(0, SEARCH_MAX_LENGTH).join('').trim();
}

/** The page rule every list shares (shared/domain/list-page.ts); not a page number is page 1. */
function cleanPage(value: string | undefined): number {
  return parseListPage(value) ?? 1;
}

function cleanCode(value: string | undefined): string {
  return value && /^[A-Za-z0-9_.:]{1,64}$/.test(value.trim()) ? value.trim() : '';
}

// ---------------------------------------------------------------------------
// Manufacturers page (spec §2: search; category, type, class with reset; sort by relevance or registration date)

export const MANUFACTURER_SORTS = ['sort_by_models', 'created_at'] as const;
export type ManufacturerSortKey = (typeof MANUFACTURER_SORTS)[number];

export interface ManufacturersQuery {
  search: string;
  sort: ManufacturerSortKey;
  page: number;
  category: string;
  type: string;
  class: string;
}

export function normaliseManufacturersQuery(input: Partial<Record<keyof ManufacturersQuery, unknown>> | null | undefined): ManufacturersQuery {
  const source = input ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
  const sort = text(source.sort);
  const category = cleanCode(text(source.category));
  const type = category ? cleanCode(text(source.type)) : '';
  return {
    search: cleanSearch(text(source.search)),
    sort: (MANUFACTURER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ManufacturerSortKey) : MANUFACTURERS_DEFAULT_SORT,
    page: cleanPage(text(source.page)),
    category,
    // A type only means something inside its category, a class inside its type.
    type,
    class: type ? cleanCode(text(source.class)) : '',
  };
}

export function decodeManufacturersQuery(query: QueryInput): ManufacturersQuery {
  return normaliseManufacturersQuery({
    search: read(query, 'search'),
    sort: read(query, 'sort'),
    page: read(query, 'page'),
    category: read(query, 'category'),
    type: read(query, 'type'),
    class: read(query, 'class'),
  });
}

export function encodeManufacturersQuery(input: ManufacturersQuery): Record<string, string> {
  const query = normaliseManufacturersQuery(input);
  const out: Record<string, string> = {};
  if (query.search) out.search = query.search;
  if (query.sort !== MANUFACTURERS_DEFAULT_SORT) out.sort = query.sort;
  if (query.category) out.category = query.category;
  if (query.type) out.type = query.type;
  if (query.class) out.class = query.class;
  const page = listPageValue(query.page);
  if (page !== null) out.page = page;
  return out;
}

// ---------------------------------------------------------------------------
// Articles page (spec §2: search, sort by novelty or views)

export const ARTICLE_SORTS = ['date', 'views'] as const;
export type ArticleSortKey = (typeof ARTICLE_SORTS)[number];

export interface ArticlesQuery {
  search: string;
  sort: ArticleSortKey;
  page: number;
}

export function normaliseArticlesQuery(input: Partial<Record<keyof ArticlesQuery, unknown>> | null | undefined): ArticlesQuery {
  const source = input ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
  const sort = text(source.sort);
  return {
    search: cleanSearch(text(source.search)),
    sort: (ARTICLE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ArticleSortKey) : 'date',
    page: cleanPage(text(source.page)),
  };
}

export function decodeArticlesQuery(query: QueryInput): ArticlesQuery {
  return normaliseArticlesQuery({ search: read(query, 'search'), sort: read(query, 'sort'), page: read(query, 'page') });
}

export function encodeArticlesQuery(input: ArticlesQuery): Record<string, string> {
  const query = normaliseArticlesQuery(input);
  const out: Record<string, string> = {};
  if (query.search) out.search = query.search;
  if (query.sort !== 'date') out.sort = query.sort;
  const page = listPageValue(query.page);
  if (page !== null) out.page = page;
  return out;
}

const ARTICLES_KEYS = ['search', 'sort', 'page'] as const;

/**
 * The reading room's canonical query when `params` is not it (what a form without
 * script submits, a malformed or explicit first page, an unknown sort), else null.
 * Keys that are not the list's (lang, utm_*) are kept after its own, as the
 * catalogue's codec does (catalogueRedirectSearch).
 */
export function articlesRedirectSearch(params: URLSearchParams): string | null {
  const isOwn = (key: string) => (ARTICLES_KEYS as readonly string[]).includes(key);
  const given = [...params.entries()];
  const wanted = [...Object.entries(encodeArticlesQuery(decodeArticlesQuery(params))), ...given.filter(([key]) => !isOwn(key))];
  if (given.length === wanted.length && given.every(([key, value], index) => wanted[index]?.[0] === key && wanted[index]?.[1] === value)) return null;
  const text = new URLSearchParams(wanted).toString();
  return text ? `?${text}` : '';
}
