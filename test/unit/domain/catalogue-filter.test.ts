import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CATALOGUE_FLAG_KEYS,
  CATALOGUE_LIST_KEYS,
  CATALOGUE_SORTS,
  catalogueFilterCount,
  catalogueQueryString,
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
const filterArb: fc.Arbitrary<CatalogueFilter> = fc
  .record({
    page: fc.integer({ min: 1, max: 5000 }),
    sort: fc.constantFrom(...CATALOGUE_SORTS),
    search: fc.string({ maxLength: 40 }),
    countModels: fc.constantFrom(48, 40),
    lists: fc.record(Object.fromEntries(CATALOGUE_LIST_KEYS.map((key) => [key, fc.uniqueArray(token, { maxLength: 5 })])) as Record<string, fc.Arbitrary<string[]>>),
    flags: fc.record(Object.fromEntries(CATALOGUE_FLAG_KEYS.map((key) => [key, fc.boolean()])) as Record<string, fc.Arbitrary<boolean>>),
  })
  .map(({ lists, flags, ...rest }) => normaliseCatalogueFilter({ ...rest, ...lists, ...flags }));

describe('catalogue filter defaults (spec §3, §9)', () => {
  it('starts at page 1, sort popular, 48 a page, nothing chosen', () => {
    const filter = defaultCatalogueFilter();
    expect(filter.page).toBe(1);
    expect(filter.sort).toBe('popular');
    expect(filter.countModels).toBe(48);
    expect(filter.manufacturers).toEqual([]);
    expect(filter.view3d).toBe(false);
    expect(encodeCatalogueQuery(filter)).toEqual({});
    expect(catalogueQueryString(filter)).toBe('');
    expect(isDefaultCatalogueFilter(filter)).toBe(true);
  });
});

describe('query codec (spec §2: lists joined with a hyphen, the rest plain)', () => {
  it('encodes lists with hyphens and leaves defaults out', () => {
    const filter = normaliseCatalogueFilter({ manufacturers: ['1001', '1002'], files: ['rfa'], sort: 'new', page: 3, search: 'дверь', view3d: true });
    expect(encodeCatalogueQuery(filter)).toEqual({ manufacturers: '1001-1002', files: 'rfa', sort: 'new', page: '3', search: 'дверь', view3d: '1' });
    expect(catalogueQueryString(filter)).toContain('manufacturers=1001-1002');
  });
  it('decodes from URLSearchParams and plain objects', () => {
    const filter = decodeCatalogueQuery(new URLSearchParams('manufacturers=1001-1002&rooms=5&page=2&sort=new&viewAr=1&countModels=40'));
    expect(filter).toMatchObject({ manufacturers: ['1001', '1002'], rooms: ['5'], page: 2, sort: 'new', viewAr: true, countModels: 40 });
    expect(decodeCatalogueQuery({ files: ['rfa-ifc', 'ignored'], page: '1' }).files).toEqual(['rfa', 'ifc']);
  });
  it('ignores bad values instead of failing', () => {
    const filter = decodeCatalogueQuery(new URLSearchParams('page=-4&sort=evil&countModels=1000&files=--&rooms=a<b-5&view3d=maybe&unknown=1'));
    expect(filter).toMatchObject({ page: 1, sort: 'popular', countModels: 48, files: [], rooms: ['5'], view3d: false });
    expect(decodeCatalogueQuery(new URLSearchParams('page=99999999999')).page).toBe(1);
    expect(decodeCatalogueQuery(new URLSearchParams('page=100001')).page).toBe(100_000);
  });
  it('round-trips every canonical filter', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        expect(decodeCatalogueQuery(new URLSearchParams(encodeCatalogueQuery(filter)))).toEqual(filter);
      }),
    );
  });
  it('never throws and always yields a canonical filter for any query', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('page', 'sort', 'search', 'countModels', ...CATALOGUE_LIST_KEYS, ...CATALOGUE_FLAG_KEYS, 'x'), fc.string()), (query) => {
        const filter = decodeCatalogueQuery(query);
        expect(normaliseCatalogueFilter(filter)).toEqual(filter);
        expect(filter.page).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('filter transitions (spec §4)', () => {
  const start = normaliseCatalogueFilter({ categories: ['1'], types: ['10'], classes: ['100'], page: 4, files: ['rfa'] });
  it('choosing a category clears type and class, a type clears class', () => {
    expect(changeCatalogueFilter(start, { key: 'categories', value: ['2'] })).toMatchObject({ categories: ['2'], types: [], classes: [], page: 1 });
    expect(changeCatalogueFilter(start, { key: 'types', value: ['11'] })).toMatchObject({ categories: ['1'], types: ['11'], classes: [], page: 1 });
  });
  it('any change other than page resets the page; the page alone keeps the rest', () => {
    expect(changeCatalogueFilter(start, { key: 'files', value: ['ifc'] })).toMatchObject({ page: 1, files: ['ifc'], classes: ['100'] });
    expect(changeCatalogueFilter(start, { key: 'sort', value: 'new' }).page).toBe(1);
    expect(changeCatalogueFilter(start, { key: 'page', value: 7 })).toEqual({ ...start, page: 7 });
  });
  it('toggles quick-tag values', () => {
    const on = toggleCatalogueValue(start, 'rooms', '5');
    expect(on.rooms).toEqual(['5']);
    expect(toggleCatalogueValue(on, 'rooms', '5').rooms).toEqual([]);
  });
  it('resets each group, and all restores the defaults', () => {
    const busy = normaliseCatalogueFilter({ ...start, manufacturers: ['1'], materials: ['2'], objects: ['3'], aparts: ['4'], view3d: true, viewAr: true, search: 'x' });
    expect(resetCatalogueFilter(busy, 'manufacturers').manufacturers).toEqual([]);
    expect(resetCatalogueFilter(busy, 'files').files).toEqual([]);
    expect(resetCatalogueFilter(busy, 'materials').materials).toEqual([]);
    expect(resetCatalogueFilter(busy, 'objects').objects).toEqual([]);
    expect(resetCatalogueFilter(busy, 'aparts').aparts).toEqual([]);
    expect(resetCatalogueFilter(busy, 'preview')).toMatchObject({ view3d: false, viewAr: false, search: 'x', page: 1 });
    expect(resetCatalogueFilter(busy, 'category')).toMatchObject({ categories: [], types: [], classes: [], manufacturers: ['1'] });
    expect(resetCatalogueFilter(busy, 'all')).toEqual(defaultCatalogueFilter());
  });
  it('counts manufacturers, files, rooms, sapr and standards (spec §9)', () => {
    const filter = normaliseCatalogueFilter({ manufacturers: ['1', '2'], files: ['rfa'], rooms: ['3'], sapr: ['4'], standards: ['5'], materials: ['6'], categories: ['7'] });
    expect(catalogueFilterCount(filter)).toBe(6);
  });
});
