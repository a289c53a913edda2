// The one rule for the page number of every paged list (the catalogue, the
// manufacturer list, a manufacturer's products, the reading room): how the `page`
// query value is read, what its one address form is, and when a page does not
// exist. A page past the last is not a page: it answers 404 (with the 404 page's
// noindex), never a thin "page 9 999 of 146" that crawlers would index.
import { stripLanguagePrefix } from './language.ts';

export const LIST_PAGE_KEY = 'page';
/** Deeper pages are read as this one (and then answer 404 unless the list is that long). */
export const LIST_MAX_PAGE = 100_000;

const PAGE_TEXT = /^\d{1,9}$/;

/** A page value as typed: digits (leading zeros and spaces tolerated), 1 or more, capped. Undefined: not a page number. */
export function parseListPage(value: string | null | undefined): number | undefined {
  const text = (value ?? '').trim();
  if (!PAGE_TEXT.test(text)) return undefined;
  const page = Number(text);
  return page >= 1 ? Math.min(page, LIST_MAX_PAGE) : undefined;
}

/** Page 1 is the list's own address (no key); any other page is written as its plain number. */
export function listPageValue(page: number): string | null {
  return page > 1 ? String(Math.min(Math.floor(page), LIST_MAX_PAGE)) : null;
}

/**
 * True when `page` names no page of a list of `totalPages`: page 1 always exists
 * (it shows the list's empty state), any later page only up to the last.
 */
export function isPastLastPage(page: number, totalPages: number): boolean {
  return page > 1 && page > Math.max(0, Math.floor(totalPages));
}

/** /models, /articles, /manufacturers and /manufacturer/{alias}/{id}, in either language. */
const LIST_PATHS = [/^\/models$/, /^\/articles$/, /^\/manufacturers$/, /^\/manufacturer\/[^/]+\/[^/]+$/];

export function isPagedListPath(pathname: string): boolean {
  const neutral = stripLanguagePrefix(pathname).replace(/\/+$/, '') || '/';
  return LIST_PATHS.some((pattern) => pattern.test(neutral));
}

/**
 * The query of a list address whose page key is not in its one form, with the
 * page key made canonical: a value that is not a page number (`page=abc`), an
 * explicit `page=1`, leading zeros or a repeated key. Null when the page key is
 * fine (or absent). Other keys keep their order; the page key goes last.
 */
export function canonicalListPageSearch(params: URLSearchParams): string | null {
  const values = params.getAll(LIST_PAGE_KEY);
  if (values.length === 0) return null;
  const page = values.map(parseListPage).find((value) => value !== undefined) ?? 1;
  const wanted = listPageValue(page);
  if (values.length === 1 && values[0] === wanted) return null;
  const next = new URLSearchParams(params);
  next.delete(LIST_PAGE_KEY);
  if (wanted !== null) next.append(LIST_PAGE_KEY, wanted);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * Where a request for a list address must go instead (301), or null: the same
 * rule for every list, applied by the server before the page renders, so a
 * malformed page value gets one answer everywhere.
 */
export function listPageRedirect(pathname: string, search: string): string | null {
  if (!isPagedListPath(pathname)) return null;
  const canonical = canonicalListPageSearch(new URLSearchParams(search));
  return canonical === null ? null : `${pathname}${canonical}`;
}
