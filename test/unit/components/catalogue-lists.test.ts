// Which manufacturer checkboxes the catalogue shows, and the spec §9 page size by window width.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { manufacturerEntries, MANUFACTURERS_INITIAL_COUNT } from '#client/routes/models/option-lists.ts';
import { searchKey } from '#shared/domain/option-search.ts';
import { pageSizeForWidth } from '#client/routes/models/use-catalogue-page-size.ts';

const list = Array.from({ length: 50 }, (_, index) => ({ value: String(index + 1), label: `Компания ${index + 1}` }));
const vip = new Set(['1', '2', '45']);
const values = (result: ReturnType<typeof manufacturerEntries>) => result.entries.map((entry) => entry.option.value);

describe('manufacturerEntries', () => {
  it('shows the first 20, the VIP and the selected, in list order, and counts the rest', () => {
    const result = manufacturerEntries(list, vip, ['30'], '', false);
    expect(values(result)).toEqual([...Array.from({ length: MANUFACTURERS_INITIAL_COUNT }, (_, index) => String(index + 1)), '30', '45']);
    expect(result.hidden).toBe(50 - 22);
    expect(result.entries.filter((entry) => entry.vip).map((entry) => entry.option.value)).toEqual(['1', '2', '45']);
  });

  it('shows everything when expanded', () => {
    const result = manufacturerEntries(list, vip, [], '', true);
    expect(result.entries).toHaveLength(50);
    expect(result.hidden).toBe(0);
  });

  it('searches every manufacturer, case- and ё-insensitively', () => {
    const named = [...list, { value: '99', label: 'Ёлка-Строй' }];
    expect(values(manufacturerEntries(named, vip, [], 'елка', false))).toEqual(['99']);
    expect(values(manufacturerEntries(named, vip, [], '  КОМПАНИЯ 4', false))).toEqual(['4', '40', '41', '42', '43', '44', '45', '46', '47', '48', '49']);
    expect(manufacturerEntries(named, vip, [], 'нет такой', false).entries).toEqual([]);
  });

  it('never loses a selected or VIP manufacturer and never shows one twice', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 50 }).map(String)), fc.boolean(), (selected, expanded) => {
        const shown = values(manufacturerEntries(list, vip, selected, '', expanded));
        for (const value of [...selected, ...vip]) expect(shown).toContain(value);
        expect(new Set(shown).size).toBe(shown.length);
      }),
    );
  });
});

describe('searchKey', () => {
  it('folds case and ё', () => {
    expect(searchKey(' ЁЖИК ')).toBe('ежик');
  });
});

describe('pageSizeForWidth (spec §9)', () => {
  it('is 40 from 960 to 1279 px and 48 otherwise', () => {
    expect([375, 959, 960, 1024, 1279, 1280, 1440].map(pageSizeForWidth)).toEqual([48, 48, 40, 40, 40, 48, 48]);
  });
});
