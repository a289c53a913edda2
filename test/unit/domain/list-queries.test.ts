import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeArticlesQuery,
  decodeManufacturersQuery,
  encodeArticlesQuery,
  encodeManufacturersQuery,
  normaliseManufacturersQuery,
} from '#shared/domain/list-queries.ts';

describe('manufacturers query (spec §2, §9: sort_by_models default)', () => {
  it('defaults and decodes', () => {
    expect(decodeManufacturersQuery(new URLSearchParams(''))).toEqual({ search: '', sort: 'sort_by_models', page: 1, category: '', type: '', class: '' });
    expect(decodeManufacturersQuery(new URLSearchParams('search=Окна&sort=created_at&page=2&category=1&type=101&class=1001'))).toEqual({
      search: 'Окна',
      sort: 'created_at',
      page: 2,
      category: '1',
      type: '101',
      class: '1001',
    });
  });
  it('drops a type without a category and a class without a type', () => {
    expect(normaliseManufacturersQuery({ type: '5', class: '7' })).toMatchObject({ category: '', type: '', class: '' });
  });
  it('rejects bad values quietly', () => {
    expect(decodeManufacturersQuery({ sort: 'drop table', page: 'x', category: '<b>' })).toMatchObject({ sort: 'sort_by_models', page: 1, category: '' });
  });
  it('round-trips', () => {
    fc.assert(
      fc.property(fc.record({ search: fc.string({ maxLength: 20 }), sort: fc.constantFrom('sort_by_models', 'created_at'), page: fc.integer({ min: 1, max: 99 }), category: fc.constantFrom('', '1'), type: fc.constantFrom('', '2'), class: fc.constantFrom('', '3') }), (input) => {
        const query = normaliseManufacturersQuery(input);
        expect(decodeManufacturersQuery(new URLSearchParams(encodeManufacturersQuery(query)))).toEqual(query);
      }),
    );
  });
});

describe('articles query (spec §2: sort by novelty or views)', () => {
  it('defaults to date, page 1', () => {
    expect(decodeArticlesQuery({})).toEqual({ search: '', sort: 'date', page: 1 });
    expect(decodeArticlesQuery({ sort: 'views', page: '3', search: ' BIM ' })).toEqual({ search: 'BIM', sort: 'views', page: 3 });
    expect(encodeArticlesQuery({ search: '', sort: 'date', page: 1 })).toEqual({});
    expect(encodeArticlesQuery({ search: 'x', sort: 'views', page: 2 })).toEqual({ search: 'x', sort: 'views', page: '2' });
  });
});
