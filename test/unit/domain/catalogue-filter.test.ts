import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CATALOGUE_FLAG_KEYS,
  CATALOGUE_LIST_KEYS,
  CATALOGUE_PLAIN_KEYS,
  CATALOGUE_QUERY_KEYS,
  CATALOGUE_SORTS,
  CATALOGUE_VIEWS,
  catalogueFacetsQuery,
  catalogueFilterCount,
  catalogueHref,
  catalogueQueryString,
  catalogueRedirectSearch,
  changeCatalogueFilter,
  decodeCatalogueQuery,
  defaultCatalogueFilter,
  encodeCatalogueQuery,
  isDefaultCatalogueFilter,
  normaliseCatalogueFilter,
  resetCatalogueFilter,
  toggleCatalogueValue,
  type CatalogueFilter,
} from '#shared/domain/catalogue-filter.ts';

const token = fc.stringMatching(/^[A-Za-z0-9_.:]{1,12}$/);
const record = <T,>(keys: readonly string[], arb: fc.Arbitrary<T>) => fc.record(Object.fromEntries(keys.map((key) => [key, arb])) as Record<string, fc.Arbitrary<T>>);

/** Every valid filter, search text included (any unicode, controls, lone surrogates: normalised). */
const filterArb: fc.Arbitrary<CatalogueFilter> = fc
  .record({
    page: fc.integer({ min: 1, max: 100_000 }),
    sort: fc.constantFrom(...CATALOGUE_SORTS),
    search: fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ maxLength: 260 })),
    countModels: fc.constantFrom(48, 40),
    view: fc.constantFrom(...CATALOGUE_VIEWS),
    lists: record(CATALOGUE_LIST_KEYS, fc.uniqueArray(token, { maxLength: 5 })),
    plains: record(CATALOGUE_PLAIN_KEYS, fc.oneof(fc.constant(''), token)),
    flags: record(CATALOGUE_FLAG_KEYS, fc.boolean()),
  })
  .map(({ lists, plains, flags, ...rest }) => normaliseCatalogueFilter({ ...rest, ...lists, ...plains, ...flags }));

const anyKey = fc.oneof(fc.constantFrom(...CATALOGUE_QUERY_KEYS, 'lang', 'utm_source', 'x', ''), fc.string({ maxLength: 6 }));
const anyValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', '1', '0', 'popular', 'new', 'card', 'list', '48', '40', '12-40', '---', ' 7 ', 'on', 'true'),
  fc.integer({ min: -5, max: 200_000 }).map(String),
);
const pairsArb = fc.array(fc.tuple(anyKey, anyValue), { maxLength: 12 });
const paramsOf = (pairs: ReadonlyArray<readonly [string, string]>) => new URLSearchParams(pairs.map(([key, value]) => [key, value]));

describe('catalogue filter defaults (spec §3, §9)', () => {
  it('starts at page 1, sort popular, 48 a page, card view, nothing chosen', () => {
    const filter = defaultCatalogueFilter();
    expect(filter).toMatchObject({ page: 1, sort: 'popular', search: '', countModels: 48, view: 'card', manufacturers: [], categories: '', view3d: false });
    for (const key of CATALOGUE_LIST_KEYS) expect(filter[key]).toEqual([]);
    for (const key of CATALOGUE_PLAIN_KEYS) expect(filter[key]).toBe('');
    expect(encodeCatalogueQuery(filter)).toEqual({});
    expect(catalogueQueryString(filter)).toBe('');
    expect(isDefaultCatalogueFilter(filter)).toBe(true);
  });
});

describe('query codec (spec §2: lists joined with a hyphen, the rest plain)', () => {
  it('encodes lists with hyphens, plain values as is, flags as 1, and leaves defaults out, in canonical order', () => {
    const filter = normaliseCatalogueFilter({
      manufacturers: ['1001', '1002'],
      files: ['rfa'],
      categories: '12',
      sort: 'new',
      page: 3,
      search: 'дверь',
      view3d: true,
      view: 'list',
      countModels: 40,
    });
    expect(Object.entries(encodeCatalogueQuery(filter))).toEqual([
      ['search', 'дверь'],
      ['sort', 'new'],
      ['manufacturers', '1001-1002'],
      ['files', 'rfa'],
      ['categories', '12'],
      ['view3d', '1'],
      ['countModels', '40'],
      ['view', 'list'],
      ['page', '3'],
    ]);
  });

  it('decodes from URLSearchParams and from records', () => {
    const filter = decodeCatalogueQuery(new URLSearchParams('manufacturers=1001-1002&rooms=5&types=7&page=2&sort=new&viewAr=1&countModels=40&view=list'));
    expect(filter).toMatchObject({ manufacturers: ['1001', '1002'], rooms: ['5'], types: '7', page: 2, sort: 'new', viewAr: true, countModels: 40, view: 'list' });
    expect(decodeCatalogueQuery({ files: ['rfa-ifc', 'dwg'], page: '1', categories: '3' })).toMatchObject({ files: ['rfa', 'ifc', 'dwg'], categories: '3' });
  });

  it('reads what a no-JavaScript GET form submits: repeated keys, empty values, explicit defaults, checkbox "on"', () => {
    const filter = decodeCatalogueQuery(
      new URLSearchParams('manufacturers=12&manufacturers=40-12&files=&search=&search=%20окно%20&page=1&sort=popular&view=card&categories=&categories=9&view3d=on&viewAr='),
    );
    expect(filter).toMatchObject({ manufacturers: ['12', '40'], files: [], search: 'окно', page: 1, sort: 'popular', view: 'card', categories: '9', view3d: true, viewAr: false });
  });

  it('ignores bad values instead of failing', () => {
    const filter = decodeCatalogueQuery(new URLSearchParams('page=-4&sort=evil&countModels=1000&files=--&rooms=a<b-5&view3d=maybe&view=grid&unknown=1&categories=a<b'));
    expect(filter).toMatchObject({ page: 1, sort: 'popular', countModels: 48, files: [], rooms: ['5'], view3d: false, view: 'card', categories: '' });
    expect(decodeCatalogueQuery(new URLSearchParams('page=99999999999')).page).toBe(1);
    expect(decodeCatalogueQuery(new URLSearchParams('page=100001')).page).toBe(100_000);
    expect(decodeCatalogueQuery({ __proto__: 'x', constructor: 'y' } as unknown as Record<string, string>)).toEqual(defaultCatalogueFilter());
  });

  it('a plain filter keeps one value: the first valid token of an old list-style value', () => {
    expect(decodeCatalogueQuery(new URLSearchParams('categories=12-40')).categories).toBe('12');
  });

  it('cleans the search text: controls, runs of spaces, lone surrogates, 200 characters', () => {
    expect(normaliseCatalogueFilter({ search: '  a\u0000\tb   c ' }).search).toBe('a b c');
    expect(normaliseCatalogueFilter({ search: 'x\uD800y' }).search).toBe('x\uFFFDy');
    expect(Array.from(normaliseCatalogueFilter({ search: '😀'.repeat(300) }).search)).toHaveLength(200);
  });

  it('round-trips every valid filter: decode(encode(f)) = f', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        expect(decodeCatalogueQuery(new URLSearchParams(encodeCatalogueQuery(filter)))).toEqual(filter);
        expect(decodeCatalogueQuery(new URLSearchParams(catalogueQueryString(filter)))).toEqual(filter);
        expect(normaliseCatalogueFilter(filter)).toEqual(filter);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any query string and always yields a canonical filter', () => {
    const check = (filter: CatalogueFilter) => {
      expect(normaliseCatalogueFilter(filter)).toEqual(filter);
      expect(filter.page).toBeGreaterThanOrEqual(1);
    };
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 })), (text) => {
        check(decodeCatalogueQuery(new URLSearchParams(text)));
      }),
      { numRuns: 500 },
    );
    fc.assert(fc.property(pairsArb, (pairs) => check(decodeCatalogueQuery(paramsOf(pairs)))), { numRuns: 500 });
    fc.assert(
      fc.property(fc.dictionary(anyKey, fc.oneof(anyValue, fc.array(anyValue, { maxLength: 3 }))), (query) => check(decodeCatalogueQuery(query))),
      { numRuns: 300 },
    );
  });

  it('never throws on hostile objects', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('boom'); }, has: () => true, getOwnPropertyDescriptor: () => ({ value: 1, configurable: true, enumerable: true }) });
    expect(decodeCatalogueQuery(hostile as Record<string, string>)).toEqual(defaultCatalogueFilter());
    expect(normaliseCatalogueFilter(hostile as Partial<CatalogueFilter>)).toEqual(defaultCatalogueFilter());
    expect(normaliseCatalogueFilter(null)).toEqual(defaultCatalogueFilter());
  });

  it('catalogueHref: the default filter plus a partial, encoded', () => {
    expect(catalogueHref('/models', {})).toBe('/models');
    expect(catalogueHref('/en/models', { categories: '12', types: '7', sort: 'new' })).toBe('/en/models?sort=new&categories=12&types=7');
    expect(catalogueHref('/models', { manufacturers: ['5', '6'], page: 2 })).toBe('/models?manufacturers=5-6&page=2');
  });
});

describe('catalogueRedirectSearch: one canonical URL per filter, no loops', () => {
  it('is null for canonical queries, other keys after the catalogue keys included', () => {
    expect(catalogueRedirectSearch(new URLSearchParams(''))).toBeNull();
    expect(catalogueRedirectSearch(new URLSearchParams('search=a&manufacturers=1-2&page=2'))).toBeNull();
    expect(catalogueRedirectSearch(new URLSearchParams('page=2&lang=en&utm_source=x&utm_source=y'))).toBeNull();
    expect(catalogueRedirectSearch(new URLSearchParams('lang=en'))).toBeNull();
  });

  it('canonicalises repeated keys, empty values, explicit defaults, bad values and key order; keeps other keys in order', () => {
    expect(catalogueRedirectSearch(new URLSearchParams('manufacturers=12&manufacturers=40'))).toBe('?manufacturers=12-40');
    expect(catalogueRedirectSearch(new URLSearchParams('search=&files=&page=1&sort=popular&view=card&countModels=48'))).toBe('');
    expect(catalogueRedirectSearch(new URLSearchParams('page=0&sort=evil'))).toBe('');
    expect(catalogueRedirectSearch(new URLSearchParams('page=2&search=a'))).toBe('?search=a&page=2');
    expect(catalogueRedirectSearch(new URLSearchParams('utm_source=x&page=02&lang=en&view3d=on'))).toBe('?view3d=1&page=2&utm_source=x&lang=en');
    expect(catalogueRedirectSearch(new URLSearchParams('search=a%20%20b'))).toBe('?search=a+b');
  });

  it('for every filter, its canonical query needs no redirect', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        expect(catalogueRedirectSearch(new URLSearchParams(encodeCatalogueQuery(filter)))).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('for every query, the redirect target is canonical (no loop) and keeps the filter and the other keys', () => {
    const check = (params: URLSearchParams) => {
      const target = catalogueRedirectSearch(params);
      if (target === null) return;
      const next = new URLSearchParams(target);
      expect(catalogueRedirectSearch(next)).toBeNull();
      expect(decodeCatalogueQuery(next)).toEqual(decodeCatalogueQuery(params));
      const others = (p: URLSearchParams) => [...p.entries()].filter(([key]) => !(CATALOGUE_QUERY_KEYS as readonly string[]).includes(key));
      expect(others(next)).toEqual(others(new URLSearchParams(params.toString())));
    };
    fc.assert(fc.property(pairsArb, (pairs) => check(paramsOf(pairs))), { numRuns: 1000 });
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 })), (text) => check(new URLSearchParams(text))),
      { numRuns: 500 },
    );
  });
});

describe('filter transitions (spec §4)', () => {
  const start = normaliseCatalogueFilter({ categories: '1', types: '10', classes: '100', page: 4, files: ['rfa'], manufacturers: ['7'], sections: '70', view: 'list' });

  it('choosing a category clears type and class, a type clears class', () => {
    expect(changeCatalogueFilter(start, { key: 'categories', value: '2' })).toMatchObject({ categories: '2', types: '', classes: '', page: 1 });
    expect(changeCatalogueFilter(start, { key: 'types', value: '11' })).toMatchObject({ categories: '1', types: '11', classes: '', page: 1 });
    expect(changeCatalogueFilter(start, { key: 'classes', value: '101' })).toMatchObject({ categories: '1', types: '10', classes: '101', page: 1 });
    expect(changeCatalogueFilter(start, { key: 'categories', value: '' })).toMatchObject({ categories: '', types: '', classes: '' });
  });

  it('any change other than page (and view) resets the page; the page alone keeps the rest', () => {
    expect(changeCatalogueFilter(start, { key: 'files', value: ['ifc'] })).toMatchObject({ page: 1, files: ['ifc'], classes: '100' });
    expect(changeCatalogueFilter(start, { key: 'sort', value: 'new' }).page).toBe(1);
    expect(changeCatalogueFilter(start, { key: 'search', value: 'x' }).page).toBe(1);
    expect(changeCatalogueFilter(start, { key: 'view3d', value: true }).page).toBe(1);
    expect(changeCatalogueFilter(start, { key: 'countModels', value: 40 }).page).toBe(1);
    expect(changeCatalogueFilter(start, { key: 'materials', value: '3' })).toMatchObject({ page: 1, materials: '3' });
    expect(changeCatalogueFilter(start, { key: 'page', value: 7 })).toEqual({ ...start, page: 7 });
    expect(changeCatalogueFilter(start, { key: 'view', value: 'card' })).toEqual({ ...start, view: 'card' });
  });

  it('setting the value a filter already has changes nothing', () => {
    expect(changeCatalogueFilter(start, { key: 'categories', value: '1' })).toEqual(start);
    expect(changeCatalogueFilter(start, { key: 'files', value: ['rfa'] })).toEqual(start);
  });

  it('a new manufacturer choice clears the section (sections belong to one manufacturer)', () => {
    expect(changeCatalogueFilter(start, { key: 'manufacturers', value: ['7', '8'] })).toMatchObject({ sections: '', page: 1 });
  });

  it('every change yields a canonical filter', () => {
    fc.assert(
      fc.property(filterArb, fc.constantFrom(...CATALOGUE_PLAIN_KEYS), fc.string({ maxLength: 8 }), (filter, key, value) => {
        const next = changeCatalogueFilter(filter, { key, value });
        expect(normaliseCatalogueFilter(next)).toEqual(next);
        if (next[key] !== filter[key]) expect(next.page).toBe(1);
      }),
    );
  });

  it('toggles list values (quick tags, checkboxes)', () => {
    const on = toggleCatalogueValue(start, 'rooms', '5');
    expect(on).toMatchObject({ rooms: ['5'], page: 1 });
    expect(toggleCatalogueValue(on, 'rooms', '5').rooms).toEqual([]);
    expect(toggleCatalogueValue(on, 'rooms', '6').rooms).toEqual(['5', '6']);
  });

  it('resets each group; all restores the defaults but keeps page size and view', () => {
    const busy = normaliseCatalogueFilter({ ...start, materials: '2', objects: '3', aparts: '4', view3d: true, viewAr: true, is_viewer3d: true, search: 'x', countModels: 40 });
    expect(resetCatalogueFilter(busy, 'manufacturers')).toMatchObject({ manufacturers: [], sections: '', files: ['rfa'], page: 1 });
    expect(resetCatalogueFilter(busy, 'files')).toMatchObject({ files: [], manufacturers: ['7'], page: 1 });
    expect(resetCatalogueFilter(busy, 'materials')).toMatchObject({ materials: '', objects: '3', page: 1 });
    expect(resetCatalogueFilter(busy, 'objects')).toMatchObject({ objects: '', aparts: '4' });
    expect(resetCatalogueFilter(busy, 'aparts')).toMatchObject({ aparts: '', objects: '3' });
    expect(resetCatalogueFilter(busy, 'preview')).toMatchObject({ view3d: false, viewAr: false, is_viewer3d: false, is_iphone_viewer3d: false, search: 'x', page: 1 });
    expect(resetCatalogueFilter(busy, 'category')).toMatchObject({ categories: '', types: '', classes: '', manufacturers: ['7'], page: 1 });
    expect(resetCatalogueFilter(busy, 'all')).toEqual({ ...defaultCatalogueFilter(), countModels: 40, view: 'list' });
    expect(catalogueQueryString(resetCatalogueFilter(busy, 'all'))).toBe('?countModels=40&view=list');
  });

  it('counts manufacturers, files, rooms, sapr and standards (spec §9)', () => {
    const filter = normaliseCatalogueFilter({ manufacturers: ['1', '2'], files: ['rfa'], rooms: ['3'], sapr: ['4'], standards: ['5'], attributes: ['9'], materials: '6', categories: '7' });
    expect(catalogueFilterCount(filter)).toBe(6);
    expect(catalogueFilterCount(defaultCatalogueFilter())).toBe(0);
  });

  it('isDefaultCatalogueFilter: page, sort, size and view do not narrow the search; everything else does', () => {
    expect(isDefaultCatalogueFilter(normaliseCatalogueFilter({ page: 3, sort: 'new', countModels: 40, view: 'list' }))).toBe(true);
    expect(isDefaultCatalogueFilter(normaliseCatalogueFilter({ regions: '77' }))).toBe(false);
    expect(isDefaultCatalogueFilter(normaliseCatalogueFilter({ search: 'x' }))).toBe(false);
    expect(isDefaultCatalogueFilter(normaliseCatalogueFilter({ viewAr: true }))).toBe(false);
    expect(isDefaultCatalogueFilter(normaliseCatalogueFilter({ attributes: ['1'] }))).toBe(false);
  });

  it('the facets query: category, type and the one chosen manufacturer', () => {
    expect(catalogueFacetsQuery(start)).toEqual({ category: '1', type: '10', manufacturer: '7' });
    expect(catalogueFacetsQuery(normaliseCatalogueFilter({ manufacturers: ['7', '8'] }))).toEqual({ category: '', type: '', manufacturer: '' });
  });
});

describe('catalogueFieldChange: a form control\'s change as a filter change', () => {
  it('reads plain, list, flag, sort and search controls, and refuses an unknown key or sort', async () => {
    const { catalogueFieldChange } = await import('#shared/domain/catalogue-filter.ts');
    expect(catalogueFieldChange('categories', '12')).toEqual({ key: 'categories', value: '12' });
    expect(catalogueFieldChange('files', 'rvt')).toEqual({ key: 'files', value: ['rvt'] });
    expect(catalogueFieldChange('files', '')).toEqual({ key: 'files', value: [] });
    expect(catalogueFieldChange('view3d', 'true')).toEqual({ key: 'view3d', value: true });
    expect(catalogueFieldChange('view3d', 'false')).toEqual({ key: 'view3d', value: false });
    expect(catalogueFieldChange('sort', 'new')).toEqual({ key: 'sort', value: 'new' });
    expect(catalogueFieldChange('sort', 'cheapest')).toBeNull();
    expect(catalogueFieldChange('search', 'дверь')).toEqual({ key: 'search', value: 'дверь' });
    expect(catalogueFieldChange('constructor', 'x')).toBeNull();
  });
});
