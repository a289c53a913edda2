// Which options of a filter group are on screen. Pure, so the server render and
// the first browser render agree (no hydration mismatch) and unit tests cover it.
import type { OptionDto } from '#shared/api/dto.ts';
import { searchKey, searchOptions } from '#shared/domain/option-search.ts';

/** Manufacturers the server renders besides the selected and VIP ones (SSR stays light). */
export const MANUFACTURERS_INITIAL_COUNT = 20;
/** Checkbox groups longer than this collapse behind 'show all' once the page is interactive. */
export const GROUP_COLLAPSED_COUNT = 8;


export interface ManufacturerEntry {
  option: OptionDto;
  vip: boolean;
}

export interface ManufacturerList {
  entries: ManufacturerEntry[];
  /** Options left out of `entries` (the 'show all' count); 0 when all are shown or a search is on. */
  hidden: number;
}

/**
 * The manufacturer checkboxes to render. With a search: every match (order
 * kept, so VIP stay first). Expanded: everything. Otherwise the selected, the
 * VIP and the first `initialCount` manufacturers, in list order.
 */
export function manufacturerEntries(
  options: readonly OptionDto[],
  vipIds: ReadonlySet<string>,
  selected: readonly string[],
  query: string,
  expanded: boolean,
  initialCount: number = MANUFACTURERS_INITIAL_COUNT,
): ManufacturerList {
  if (searchKey(query) !== '') {
    return { entries: searchOptions(options, query).map((option) => ({ option, vip: vipIds.has(option.value) })), hidden: 0 };
  }
  const entries: ManufacturerEntry[] = [];
  const chosen = new Set(selected);
  options.forEach((option, index) => {
    const vip = vipIds.has(option.value);
    if (expanded || index < initialCount || vip || chosen.has(option.value)) entries.push({ option, vip });
  });
  return { entries, hidden: options.length - entries.length };
}

/**
 * The manufacturers the page data carries (the server render shows exactly
 * these): the full list stays out of the hydration payload and is fetched
 * only when the visitor searches it or asks for all.
 */
export function lightManufacturers(options: readonly OptionDto[], vipIds: ReadonlySet<string>, selected: readonly string[]): OptionDto[] {
  return manufacturerEntries(options, vipIds, selected, '', false).entries.map((entry) => entry.option);
}
