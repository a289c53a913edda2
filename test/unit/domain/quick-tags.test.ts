import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUICK_TAGS_MAX, QUICK_TAGS_SEED_PER_LIST, QUICK_TAGS_SEED_THRESHOLD, QUICK_TAGS_STORAGE_KEY } from '#shared/constants.ts';
import { changeCatalogueFilter, defaultCatalogueFilter, normaliseCatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import {
  isQuickTagActive,
  labelQuickTags,
  parseQuickTags,
  rememberQuickTags,
  seedQuickTags,
  serializeQuickTags,
  toggleQuickTag,
  trimQuickTags,
  type QuickTagName,
  type StoredQuickTag,
} from '#shared/domain/quick-tags.ts';

const tag = (tagName: QuickTagName, value: string): StoredQuickTag => ({ tagName, value });
const tags = (n: number, tagName: QuickTagName = 'files') => Array.from({ length: n }, (_, i) => tag(tagName, `v${i}`));
const options = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ value: `${prefix}${i}`, label: `${prefix} ${i}` }));
const SEED = { files: options('f', 6), standards: options('s', 6), rooms: options('r', 6), sapr: options('c', 6) };

/** A deterministic sequence of rolls in [0, 1). */
function rolls(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe('quick tag constants (spec §4, §9)', () => {
  it('are the spec numbers', () => {
    expect(QUICK_TAGS_STORAGE_KEY).toBe('models.tags.list');
    expect(QUICK_TAGS_MAX).toBe(12);
    expect(QUICK_TAGS_SEED_THRESHOLD).toBe(5);
    expect(QUICK_TAGS_SEED_PER_LIST).toBe(2);
  });
});

describe('parse and serialise the stored list', () => {
  it('round-trips valid tags, values only', () => {
    const list = [tag('manufacturers', '12'), tag('attributes', '301'), tag('files', 'rfa')];
    expect(parseQuickTags(serializeQuickTags(list))).toEqual(list);
    // A labelled tag is stored without its label: labels belong to the page's language.
    expect(JSON.parse(serializeQuickTags([{ tagName: 'rooms', value: '5', label: 'Кровля' } as StoredQuickTag]))).toEqual([{ tagName: 'rooms', value: '5' }]);
  });

  it('reads lists saved with labels (before values-only storage) as their values, in any language', () => {
    const old = JSON.stringify([
      { tagName: 'rooms', value: '5', label: 'Кровля' },
      { tagName: 'rooms', value: '7', label: 'Classroom' },
      { tagName: 'files', value: 'Revit files', label: 'Revit' },
    ]);
    expect(parseQuickTags(old)).toEqual([tag('rooms', '5'), tag('rooms', '7')]);
  });

  it('never throws and drops invalid entries and duplicates', () => {
    expect(parseQuickTags(null)).toEqual([]);
    expect(parseQuickTags('')).toEqual([]);
    expect(parseQuickTags('{not json')).toEqual([]);
    expect(parseQuickTags('{"tagName":"files"}')).toEqual([]);
    const raw = JSON.stringify([
      { tagName: 'files', value: 'rfa', label: 'Revit' },
      { tagName: 'files', value: 'rfa', label: 'Revit again' },
      { tagName: 'categories', value: '1', label: 'Not a list filter' },
      { tagName: 'rooms', value: 'a-b', label: 'Separator inside' },
      { tagName: 'rooms', value: '5', label: '' },
      { tagName: 'rooms', value: 5, label: '  Kitchen  ' },
      null,
      'text',
      { tagName: '__proto__', value: '1', label: 'x' },
    ]);
    expect(parseQuickTags(raw)).toEqual([tag('files', 'rfa'), tag('rooms', '5')]);
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const parsed = parseQuickTags(raw);
        expect(parseQuickTags(serializeQuickTags(parsed))).toEqual(parsed);
      }),
    );
  });
});

describe('trim (spec §9: above 12, keep the 12 newest at the front)', () => {
  it('keeps lists of 12 or fewer, trims longer ones from the back', () => {
    expect(trimQuickTags(tags(12))).toEqual(tags(12));
    expect(trimQuickTags(tags(13))).toEqual(tags(12));
    expect(trimQuickTags(tags(30)).map((t) => t.value)).toEqual(tags(12).map((t) => t.value));
    expect(trimQuickTags([])).toEqual([]);
  });
});

describe('seed (spec §4: 5 or fewer at start -> 2 random options each of files, standards, rooms, sapr)', () => {
  it('adds two of each list after the stored tags', () => {
    const seeded = seedQuickTags([tag('manufacturers', '1')], SEED, rolls(0));
    expect(seeded).toHaveLength(1 + 4 * 2);
    expect(seeded[0]).toEqual(tag('manufacturers', '1'));
    expect(seeded.slice(1).map((t) => `${t.tagName}:${t.value}`)).toEqual(['files:f0', 'files:f1', 'standards:s0', 'standards:s1', 'rooms:r0', 'rooms:r1', 'sapr:c0', 'sapr:c1']);
    expect(seeded[1]).toEqual({ tagName: 'files', value: 'f0' });
  });

  it('uses the random source to pick', () => {
    const seeded = seedQuickTags([], SEED, rolls(0.99));
    expect(seeded.filter((t) => t.tagName === 'files').map((t) => t.value)).toEqual(['f5', 'f4']);
  });

  it('seeds at exactly 5, not at 6', () => {
    expect(seedQuickTags(tags(5, 'manufacturers'), SEED, rolls(0.5))).toHaveLength(QUICK_TAGS_MAX);
    expect(seedQuickTags(tags(6, 'manufacturers'), SEED, rolls(0.5))).toEqual(tags(6, 'manufacturers'));
  });

  it('skips options already present, and copes with short or empty lists', () => {
    const seeded = seedQuickTags([tag('files', 'f0'), tag('files', 'f1')], { ...SEED, standards: options('s', 1), rooms: [], sapr: [{ value: 'bad-value', label: 'x' }] }, rolls(0));
    expect(seeded.map((t) => `${t.tagName}:${t.value}`)).toEqual(['files:f0', 'files:f1', 'files:f2', 'files:f3', 'standards:s0']);
  });

  it('never exceeds 12, never duplicates, for any random source', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.array(fc.double({ noNaN: false }), { minLength: 1, maxLength: 10 }), (n, values) => {
        const seeded = seedQuickTags(tags(n, 'rooms'), SEED, rolls(...values));
        expect(seeded.length).toBeLessThanOrEqual(QUICK_TAGS_MAX);
        expect(new Set(seeded.map((t) => `${t.tagName}:${t.value}`)).size).toBe(seeded.length);
      }),
    );
  });
});

describe('remember (spec §4: newly added values become tags, saved newest first)', () => {
  const labelOf = (tagName: QuickTagName, value: string) => (value === 'nolabel' ? undefined : `${tagName}/${value}`);

  it('puts the values a change added at the front', () => {
    const before = [tag('files', 'rfa')];
    const previous = normaliseCatalogueFilter({ files: ['rfa'] });
    const next = normaliseCatalogueFilter({ files: ['rfa', 'ifc'], manufacturers: ['12'] });
    expect(rememberQuickTags(before, previous, next, labelOf)).toEqual([tag('manufacturers', '12'), tag('files', 'ifc'), tag('files', 'rfa')]);
  });

  it('moves an already tagged value to the front instead of duplicating it', () => {
    const before = [tag('rooms', '1'), tag('rooms', '2')];
    const result = rememberQuickTags(before, defaultCatalogueFilter(), normaliseCatalogueFilter({ rooms: ['2'] }), labelOf);
    expect(result.map((t) => t.value)).toEqual(['2', '1']);
  });

  it('ignores removals, plain filters and values without a label; keeps the same tag objects when nothing is new', () => {
    const before = [tag('rooms', '1')];
    const same = rememberQuickTags(before, normaliseCatalogueFilter({ rooms: ['1'] }), normaliseCatalogueFilter({ categories: '4' }), labelOf);
    expect(same).toEqual(before);
    expect(same[0]).toBe(before[0]);
    expect(rememberQuickTags(before, defaultCatalogueFilter(), normaliseCatalogueFilter({ files: ['nolabel'] }), labelOf)).toEqual(before);
  });

  it('trims to 12', () => {
    const result = rememberQuickTags(tags(12, 'rooms'), defaultCatalogueFilter(), normaliseCatalogueFilter({ sapr: ['1', '2'] }), labelOf);
    expect(result).toHaveLength(12);
    expect(result.slice(0, 2).map((t) => t.value)).toEqual(['1', '2']);
    expect(result.at(-1)?.value).toBe('v9');
  });
});

describe('toggle and active state', () => {
  it('adds and removes the value through the spec §4 change rules (page back to 1)', () => {
    const filter = normaliseCatalogueFilter({ page: 3, standards: ['1'] });
    const t = tag('standards', '2');
    const on = toggleQuickTag(filter, t);
    expect(on).toMatchObject({ standards: ['1', '2'], page: 1 });
    expect(isQuickTagActive(on, t)).toBe(true);
    const off = toggleQuickTag(on, t);
    expect(off.standards).toEqual(['1']);
    expect(isQuickTagActive(off, t)).toBe(false);
    expect(isQuickTagActive(filter, tag('manufacturers', '1'))).toBe(false);
  });

  it('a manufacturer tag clears the section, like any manufacturer change', () => {
    const filter = changeCatalogueFilter(normaliseCatalogueFilter({ manufacturers: ['5'] }), { key: 'sections', value: '50' });
    expect(toggleQuickTag(filter, tag('manufacturers', '6'))).toMatchObject({ manufacturers: ['5', '6'], sections: '' });
  });
});

describe('label (chips in the page language)', () => {
  const ru: Record<string, string> = { '5': 'Кровля', '7': 'Учебный класс' };
  const en: Record<string, string> = { '5': 'Roofing', '7': 'Classroom' };
  const stored = [tag('rooms', '5'), tag('manufacturers', '99'), tag('rooms', '7')];

  it('labels the same stored values in whichever language the page has', () => {
    expect(labelQuickTags(stored, (name, value) => (name === 'rooms' ? ru[value] : undefined)).map((t) => t.label)).toEqual(['Кровля', 'Учебный класс']);
    expect(labelQuickTags(stored, (name, value) => (name === 'rooms' ? en[value] : undefined)).map((t) => t.label)).toEqual(['Roofing', 'Classroom']);
  });

  it('leaves out a value the page cannot label, and blank labels, keeping the order', () => {
    const labelled = labelQuickTags(stored, (name, value) => (name === 'manufacturers' ? '  ACME \n Ltd ' : value === '7' ? '   ' : 'Roofing'));
    expect(labelled).toEqual([
      { tagName: 'rooms', value: '5', label: 'Roofing' },
      { tagName: 'manufacturers', value: '99', label: 'ACME Ltd' },
    ]);
  });
});
