import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATALOGUE_LINK_KEYS, catalogueLinkHref, plainFilterValue } from '#shared/domain/catalogue-link.ts';
import { CATALOGUE_PLAIN_KEYS, CATALOGUE_SORTS, catalogueHref, decodeCatalogueQuery, type CataloguePlainKey } from '#shared/domain/catalogue-filter.ts';

type PlainValues = Partial<Record<CataloguePlainKey, string>>;

/** Values as the upstream might send them: ids, codes, and odd text (separators, spaces, unicode, controls, lone surrogates). */
const oddValue = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_.:]{1,12}$/),
  fc.stringMatching(/^[ A-Za-z0-9_.:\-]{0,20}$/),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('', ' ', '-', '--12', ' 12 - 7 ', 'a b-c', 'x'.repeat(64), 'x'.repeat(65), '12-', 'кат-7', '1:2.3_4', '%20', '12&types=1', '\u0000', '\uD800'),
);
const valuesArb: fc.Arbitrary<PlainValues> = fc.record(Object.fromEntries(CATALOGUE_PLAIN_KEYS.map((key) => [key, oddValue])) as Record<CataloguePlainKey, fc.Arbitrary<string>>, {
  requiredKeys: [],
});

describe('catalogueLinkHref: the catalogue codec\'s links without the parser', () => {
  it('repeats the codec\'s plain keys, in its order, and its reading of one value', () => {
    expect(CATALOGUE_LINK_KEYS).toEqual(CATALOGUE_PLAIN_KEYS);
    fc.assert(
      fc.property(oddValue, (value) => {
        expect(plainFilterValue(value)).toBe(decodeCatalogueQuery({ categories: value }).categories);
      }),
      { numRuns: 500 },
    );
  });

  it('writes the plain filters in the codec\'s key order, defaults left out', () => {
    expect(catalogueLinkHref('/models', {})).toBe('/models');
    expect(catalogueLinkHref('/models', { categories: '' })).toBe('/models');
    expect(catalogueLinkHref('/en/models', { types: '7', categories: '12' })).toBe('/en/models?categories=12&types=7');
    expect(catalogueLinkHref('/models', { categories: '12', types: '7', classes: 'a:b' })).toBe('/models?categories=12&types=7&classes=a%3Ab');
    expect(catalogueLinkHref('/models', { categories: ' -x y- 5-6' })).toBe('/models?categories=5');
  });

  it('gives the same address as catalogueHref for the model page\'s classification links', () => {
    const cases: PlainValues[] = [
      { categories: '12' },
      { categories: '12', types: '7' },
      { categories: '12', types: '7', classes: '301' },
      { categories: 'wall.panels', types: 'a_b:c' },
      { categories: ' 12 ', types: '7-8' },
      { categories: 'кат', types: '7' },
      { categories: '12&sort=new' },
      { categories: 'x'.repeat(65), types: 'x'.repeat(64) },
    ];
    for (const values of cases) expect(catalogueLinkHref('/models', values), JSON.stringify(values)).toBe(catalogueHref('/models', values));
  });

  it('writes a sort other than the default as the codec does, before the filters (the home page\'s "newest" link)', () => {
    expect(catalogueLinkHref('/models', {}, 'new')).toBe('/models?sort=new');
    expect(catalogueLinkHref('/models', {}, 'popular')).toBe('/models');
    fc.assert(
      fc.property(fc.constantFrom(...CATALOGUE_SORTS), valuesArb, (sort, values) => {
        expect(catalogueLinkHref('/models', values, sort)).toBe(catalogueHref('/models', { ...values, sort }));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with catalogueHref on any plain values, and the codec reads back what it wrote', () => {
    fc.assert(
      fc.property(fc.constantFrom('/models', '/en/models'), valuesArb, (base, values) => {
        const href = catalogueLinkHref(base, values);
        expect(href).toBe(catalogueHref(base, values));
        const decoded = decodeCatalogueQuery(new URL(href, 'http://x').searchParams);
        for (const key of CATALOGUE_PLAIN_KEYS) expect(decoded[key]).toBe(plainFilterValue(values[key] ?? ''));
      }),
      { numRuns: 500 },
    );
  });
});
