// The one page rule of every paged list (shared/domain/list-page.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIST_MAX_PAGE, isPagedListPath, isPastLastPage, listPageValue, parseListPage } from '#shared/domain/list-page.ts';
import { articlesRedirectSearch, decodeArticlesQuery, decodeManufacturersQuery, encodeArticlesQuery, encodeManufacturersQuery } from '#shared/domain/list-queries.ts';
import { catalogueRedirectSearch, decodeCatalogueQuery, encodeCatalogueQuery } from '#shared/domain/catalogue-filter.ts';

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

describe('the paged lists', () => {
  it('are known in both languages, and nothing else', () => {
    for (const path of ['/models', '/en/models', '/articles', '/en/articles', '/manufacturers', '/manufacturer/acme/12', '/en/manufacturer/acme/12']) expect(isPagedListPath(path), path).toBe(true);
    for (const path of ['/', '/about', '/articles/12', '/model/x/1', '/en', '/manufacturer/acme', '/models/x']) expect(isPagedListPath(path), path).toBe(false);
  });

  it('write their page alike: no key for page 1, the plain number otherwise', () => {
    for (const page of [1, 2, 146]) {
      const expected = listPageValue(page);
      expect(encodeCatalogueQuery({ ...decodeCatalogueQuery(new URLSearchParams()), page }).page ?? null).toBe(expected);
      expect(encodeArticlesQuery({ search: '', sort: 'date', page }).page ?? null).toBe(expected);
      expect(encodeManufacturersQuery(decodeManufacturersQuery(new URLSearchParams({ page: String(page) }))).page ?? null).toBe(expected);
    }
  });
});

describe('the reading room answers a malformed page as the catalogue does', () => {
  it('drops a value that is no page number and an explicit page 1, writes others plainly, keeps foreign keys', () => {
    expect(articlesRedirectSearch(new URLSearchParams('page=abc'))).toBe('');
    expect(articlesRedirectSearch(new URLSearchParams('search=x&page=abc&sort=views'))).toBe('?search=x&sort=views');
    expect(articlesRedirectSearch(new URLSearchParams('page=1'))).toBe('');
    expect(articlesRedirectSearch(new URLSearchParams('page=007'))).toBe('?page=7');
    expect(articlesRedirectSearch(new URLSearchParams('page=3&page=4'))).toBe('?page=3');
    expect(articlesRedirectSearch(new URLSearchParams('sort=evil&utm_source=x'))).toBe('?utm_source=x');
    expect(articlesRedirectSearch(new URLSearchParams('page=3'))).toBeNull();
    expect(articlesRedirectSearch(new URLSearchParams('search=x&sort=views&page=2&utm_source=m'))).toBeNull();
    expect(catalogueRedirectSearch(new URLSearchParams('page=abc'))).toBe('');
  });

  it('is idempotent: a canonical answer is never redirected again', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('page', 'search', 'sort', 'utm'), fc.string()), { maxLength: 5 }), (pairs) => {
        const first = articlesRedirectSearch(new URLSearchParams(pairs));
        if (first === null) return;
        expect(articlesRedirectSearch(new URLSearchParams(first))).toBeNull();
      }),
    );
  });
});
