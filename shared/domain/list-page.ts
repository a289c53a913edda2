// The one rule for the page number of every paged list (the catalogue, the
// manufacturer list, a manufacturer's products, the reading room): how the `page`
// query value is read, what its one address form is, and when a page does not
// exist. A page past the last is not a page: it answers 404 (with the 404 page's
// noindex), never a thin "page 9 999 of 146" that crawlers would index. Each
// list's query codec reads its page with parseListPage and writes it with
// listPageValue, so a malformed value gets one answer everywhere: 301 to the
// list's canonical address (catalogue-filter.ts, list-queries.ts).
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
