import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chooseManufacturerTab,
  excludedSafePrefixSize,
  needsExcludedCount,
  offeredTabs,
  pageWithoutExcluded,
  totalWithoutExcluded,
} from '#shared/domain/manufacturers.ts';
import { isVipCompany } from '#shared/domain/companies.ts';
import { MANUFACTURER_TABS } from '#shared/domain/links.ts';
import { ManufacturerTabSchema } from '#shared/api/schemas.ts';

const ALL = { allowPlugin: true, allowVideo: true, allowAffiliateProgram: true };
const NONE = { allowPlugin: false, allowVideo: false, allowAffiliateProgram: false };
const FULL = { publications: 3, plugins: 1, videos: 2 };
const EMPTY = { publications: 0, plugins: 0, videos: 0 };

describe('manufacturer tabs (spec §2, §4, §6; decision 0032)', () => {
  it('offers products and about always; publications when there are any; plugins, videos and partnership by the tariff', () => {
    expect(offeredTabs(NONE, 'PUBLISHED', FULL)).toEqual(['products', 'publications', 'about']);
    expect(offeredTabs(ALL, 'PUBLISHED', FULL)).toEqual([...MANUFACTURER_TABS]);
    expect(offeredTabs({ ...NONE, allowVideo: true }, null, FULL)).toEqual(['products', 'publications', 'videos', 'about']);
  });
  it('offers no tab with nothing in it, whatever the tariff allows', () => {
    expect(offeredTabs(ALL, 'PUBLISHED', EMPTY)).toEqual(['products', 'about', 'partnership']);
    expect(offeredTabs(ALL, null, { ...EMPTY, videos: 1 })).toEqual(['products', 'videos', 'about']);
    expect(offeredTabs(ALL, null, { ...EMPTY, plugins: 1 })).toEqual(['products', 'plugins', 'about']);
    expect(offeredTabs(NONE, null, { ...EMPTY, publications: 1 })).toEqual(['products', 'publications', 'about']);
    expect(offeredTabs(NONE, null, { publications: 0, plugins: 5, videos: 5 })).toEqual(['products', 'about']);
  });
  it('offers partnership only when the programme is PUBLISHED and the tariff allows it', () => {
    expect(offeredTabs(ALL, 'DRAFT', FULL)).not.toContain('partnership');
    expect(offeredTabs(ALL, undefined, FULL)).not.toContain('partnership');
    expect(offeredTabs({ ...ALL, allowAffiliateProgram: false }, 'PUBLISHED', FULL)).not.toContain('partnership');
  });
  it('chooses the tab from ?tab=; products has one address; anything not offered redirects to products', () => {
    const offered = offeredTabs({ ...ALL, allowVideo: false }, 'PUBLISHED', FULL);
    expect(chooseManufacturerTab([], offered)).toEqual({ tab: 'products', redirect: false });
    expect(chooseManufacturerTab(['plugins'], offered)).toEqual({ tab: 'plugins', redirect: false });
    expect(chooseManufacturerTab(['about'], offered)).toEqual({ tab: 'about', redirect: false });
    expect(chooseManufacturerTab(['videos'], offered)).toEqual({ tab: 'products', redirect: true });
    expect(chooseManufacturerTab(['products'], offered)).toEqual({ tab: 'products', redirect: true });
    expect(chooseManufacturerTab(['nonsense'], offered)).toEqual({ tab: 'products', redirect: true });
    expect(chooseManufacturerTab(['about', 'about'], offered)).toEqual({ tab: 'products', redirect: true });
    expect(chooseManufacturerTab([''], offered)).toEqual({ tab: 'products', redirect: true });
  });
  it('the DTO schema names exactly the tabs of the route rule', () => {
    expect(ManufacturerTabSchema.anyOf.map((literal: { const: string }) => literal.const)).toEqual([...MANUFACTURER_TABS]);
  });
});

describe('VIP (spec §6)', () => {
  it('needs a VIP plan id and the logo display on', () => {
    expect(isVipCompany({ tariff_plan_id: 14, libraryDisplayLogo: true }, ['14', '15'])).toBe(true);
    expect(isVipCompany({ tariff_plan_id: '15', libraryDisplayLogo: true }, ['14', '15'])).toBe(true);
    expect(isVipCompany({ tariff_plan_id: 15, libraryDisplayLogo: false }, ['14', '15'])).toBe(false);
    expect(isVipCompany({ tariff_plan_id: 4, libraryDisplayLogo: true }, ['14', '15'])).toBe(false);
    expect(isVipCompany({ tariff_plan_id: 14, libraryDisplayLogo: true }, [])).toBe(false);
  });
});

describe('excluded companies before paging (spec §5, §9)', () => {
  it('for any ranking, each page equals slicing the list without the excluded, and the total counts only those', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 220 }), { maxLength: 3 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 40 }),
        (count, excludedRanks, page, size) => {
          const all = Array.from({ length: count }, (_v, n) => ({ id: n }));
          const excluded = excludedRanks.map(String);
          const kept = all.filter((row) => !excluded.includes(String(row.id)));
          const prefix = all.slice(0, excludedSafePrefixSize(page, size, excluded.length, 10_000));
          expect(pageWithoutExcluded(prefix, excluded, page, size)).toEqual(kept.slice((page - 1) * size, page * size));
          const matching = needsExcludedCount(all.length, prefix.length, excluded.length) ? all.filter((row) => excluded.includes(String(row.id))).length : null;
          expect(totalWithoutExcluded(all.length, prefix, excluded, matching)).toBe(kept.length);
        },
      ),
    );
  });
  it('asks for the page end plus one row per excluded id, bounded', () => {
    expect(excludedSafePrefixSize(1, 30, 3, 9999)).toBe(33);
    expect(excludedSafePrefixSize(5, 30, 3, 9999)).toBe(153);
    expect(excludedSafePrefixSize(1000, 30, 3, 9999)).toBe(9999);
    expect(needsExcludedCount(320, 33, 3)).toBe(true);
    expect(needsExcludedCount(20, 20, 3)).toBe(false);
    expect(needsExcludedCount(320, 30, 0)).toBe(false);
  });
});
