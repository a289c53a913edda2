// The manufacturer list's paging around the excluded companies (spec §5, §9) and
// the manufacturer page's tabs (spec §2, §4, §6).
import { MANUFACTURER_TABS, type ManufacturerTab } from './links.ts';
import { isPartnershipVisible, withoutExcludedCompanies } from './companies.ts';

/**
 * Spec §5 drops the excluded companies from the list, and a page must still hold
 * its full size (spec §9: 30). The upstream pages before we drop anything, so the
 * BFF asks for the ranked prefix that is sure to contain the page: everything up
 * to the page's end plus one row per excluded id (each may sit before it).
 */
export function excludedSafePrefixSize(page: number, pageSize: number, excludedCount: number, max: number): number {
  return Math.min(max, Math.max(1, page) * pageSize + Math.max(0, excludedCount));
}

/** The page's rows of a ranked prefix, the excluded companies removed first. */
export function pageWithoutExcluded<T extends { id: number | string }>(prefix: readonly T[], excludedIds: readonly string[], page: number, pageSize: number): T[] {
  const start = (Math.max(1, page) - 1) * pageSize;
  return withoutExcludedCompanies(prefix, excludedIds).slice(start, start + pageSize);
}

/**
 * The list's total without the excluded companies. `excludedMatching` is how many
 * of them match the same search; when the prefix already holds every match it is
 * counted there and no other answer is needed (null).
 */
export function totalWithoutExcluded(
  rawTotal: number,
  prefix: readonly { id: number | string }[],
  excludedIds: readonly string[],
  excludedMatching: number | null,
): number {
  const excludedInPrefix = prefix.length - withoutExcludedCompanies(prefix, excludedIds).length;
  const dropped = prefix.length >= rawTotal || excludedMatching === null ? excludedInPrefix : excludedMatching;
  return Math.max(0, rawTotal - dropped);
}

/** Does the prefix leave matches unseen, so the excluded ones among them must be counted separately? */
export function needsExcludedCount(rawTotal: number, prefixLength: number, excludedCount: number): boolean {
  return excludedCount > 0 && prefixLength < rawTotal;
}

export interface TabGates {
  allowPlugin: boolean;
  allowVideo: boolean;
  allowAffiliateProgram: boolean;
}

/** How many entries the tabs that list something would show (a tab with none is not a page: decision 0032). */
export interface TabContents {
  publications: number;
  plugins: number;
  videos: number;
}

/**
 * Spec §2 tabs, spec §6 tariff gates, spec §4 'partnership only when PUBLISHED':
 * products and about are always offered; publications when there are any; plugins
 * and videos when the tariff allows them and there are any; partnership when allowed
 * and the programme is published.
 */
export function offeredTabs(gates: TabGates, partnershipStatus: string | null | undefined, contents: TabContents): ManufacturerTab[] {
  return MANUFACTURER_TABS.filter((tab) => {
    if (tab === 'publications') return contents.publications > 0;
    if (tab === 'plugins') return gates.allowPlugin && contents.plugins > 0;
    if (tab === 'videos') return gates.allowVideo && contents.videos > 0;
    if (tab === 'partnership') return gates.allowAffiliateProgram && isPartnershipVisible(partnershipStatus);
    return true;
  });
}

export const DEFAULT_MANUFACTURER_TAB = 'products' satisfies ManufacturerTab;

/**
 * The tab a `?tab=` value opens. Products has one address, without the query; a
 * tab the company does not offer (hidden by the tariff, unknown, repeated) is not
 * an empty page but a 301 to the products tab.
 */
export type TabChoice = { tab: ManufacturerTab; redirect: false } | { tab: typeof DEFAULT_MANUFACTURER_TAB; redirect: true };

export function chooseManufacturerTab(values: readonly string[], offered: readonly ManufacturerTab[]): TabChoice {
  if (values.length === 0) return { tab: DEFAULT_MANUFACTURER_TAB, redirect: false };
  const [value] = values;
  if (values.length > 1 || value === DEFAULT_MANUFACTURER_TAB || !(offered as readonly string[]).includes(value ?? '')) {
    return { tab: DEFAULT_MANUFACTURER_TAB, redirect: true };
  }
  return { tab: value as ManufacturerTab, redirect: false };
}
