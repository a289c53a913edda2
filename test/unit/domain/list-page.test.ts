// The one page rule of every paged list (shared/domain/list-page.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIST_MAX_PAGE, canonicalListPageSearch, isPagedListPath, isPastLastPage, listPageRedirect, parseListPage } from '#shared/domain/list-page.ts';
import { decodeArticlesQuery, decodeManufacturersQuery } from '#shared/domain/list-queries.ts';
import { decodeCatalogueQuery } from '#shared/domain/catalogue-filter.ts';

describe('parseListPage', () => {
  it('reads digits as a page from 1, capped, and nothing else', () => {
    expect(parseListPage('3')).toBe(3);
    expect(parseListPage(' 007 ')).toBe(7);
    expect(parseListPage('999999999')).toBe(LIST_MAX_PAGE);
    for (const bad of ['0', '-1', 'abc', '1.5', '1e3', '', '  ', '0x10', '١٢', null, undefined, '1234567890']) expect(parseListPage(bad), String(bad)).toBeUndefined();
  });

  it('is the rule of the catalogue, the manufacturer list and the reading room alike', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer({ min: -5, max: 200_000 }).map(String)), (value) => {
        const expected = parseListPage(value) ?? 1;
        expect(decodeCatalogueQuery(new URLSearchParams({ page: value })).page).toBe(expected);
        expect(decodeManufacturersQuery(new URLSearchParams({ page: value })).page).toBe(expected);
        expect(decodeArticlesQuery(new URLSearchParams({ page: value })).page).toBe(expected);
      }),
    );
  });
});

describe('isPastLastPage', () => {
  it('keeps page 1 of an empty list and every page up to the last; anything after is no page', () => {
    expect(isPastLastPage(1, 0)).toBe(false);
    expect(isPastLastPage(2, 0)).toBe(true);
    expect(isPastLastPage(146, 146)).toBe(false);
    expect(isPastLastPage(147, 146)).toBe(true);
    expect(isPastLastPage(9999, 146)).toBe(true);
  });
});

describe('the page key has one form on every list', () => {
  it('knows the paged lists in both languages, and nothing else', () => {
    for (const path of ['/models', '/en/models', '/articles', '/en/articles', '/manufacturers', '/manufacturer/acme/12', '/en/manufacturer/acme/12']) expect(isPagedListPath(path), path).toBe(true);
    for (const path of ['/', '/about', '/articles/12', '/model/x/1', '/en', '/manufacturer/acme', '/models/x']) expect(isPagedListPath(path), path).toBe(false);
  });

  it('drops a value that is no page number and an explicit page 1, and writes others plainly', () => {
    expect(canonicalListPageSearch(new URLSearchParams('page=abc'))).toBe('');
    expect(canonicalListPageSearch(new URLSearchParams('search=x&page=abc&sort=views'))).toBe('?search=x&sort=views');
    expect(canonicalListPageSearch(new URLSearchParams('page=1'))).toBe('');
    expect(canonicalListPageSearch(new URLSearchParams('page=007'))).toBe('?page=7');
    expect(canonicalListPageSearch(new URLSearchParams('page=3&page=4'))).toBe('?page=3');
    expect(canonicalListPageSearch(new URLSearchParams('page=3'))).toBeNull();
    expect(canonicalListPageSearch(new URLSearchParams('search=x'))).toBeNull();
  });

  it('redirects only list addresses, keeping their path', () => {
    expect(listPageRedirect('/articles', '?page=abc')).toBe('/articles');
    expect(listPageRedirect('/en/manufacturers', '?page=0')).toBe('/en/manufacturers');
    expect(listPageRedirect('/models', '?page=2')).toBeNull();
    expect(listPageRedirect('/about', '?page=abc')).toBeNull();
  });

  it('is idempotent: a canonical answer is never redirected again', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('page', 'search', 'sort'), fc.string()), { maxLength: 5 }), (pairs) => {
        const first = canonicalListPageSearch(new URLSearchParams(pairs));
        if (first === null) return;
        expect(canonicalListPageSearch(new URLSearchParams(first))).toBeNull();
      }),
    );
  });
});
