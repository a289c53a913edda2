// The comparison page's address (issue 24 §4): reading `ids=12-34-56` and writing it back.
import { COMPARE_MAX_MODELS, FILTER_LIST_SEPARATOR } from '../constants.ts';
import { COMPARE_IDS_QUERY, COMPARE_PATH } from './compare-set.ts';
import { NUMERIC_ID_PATTERN } from './ids.ts';
import { localisePath, type Language } from './language.ts';

/** The switch that hides the rows where every model agrees. */
export const COMPARE_ONLY_DIFFERENCES_QUERY = 'diff';

export interface CompareSelection {
  /** Valid, distinct ids, at most COMPARE_MAX_MODELS, in the address's order. */
  ids: string[];
  /** Parts of the address that are not ids (shown to the visitor as dropped). */
  invalid: string[];
  /** Valid ids past the limit, left out. */
  cut: string[];
}

/** Reads `ids=12-34-56` (the catalogue's list spelling); never throws, whatever the address holds. */
export function parseCompareIds(raw: string | null | undefined): CompareSelection {
  const ids: string[] = [];
  const invalid: string[] = [];
  const cut: string[] = [];
  for (const part of (raw ?? '').split(FILTER_LIST_SEPARATOR)) {
    const value = part.trim();
    if (value === '') continue;
    if (!NUMERIC_ID_PATTERN.test(value)) {
      // A long run of garbage is named by its start only.
      if (invalid.length < COMPARE_MAX_MODELS) invalid.push(value.length > 24 ? `${value.slice(0, 24)}…` : value);
      continue;
    }
    if (ids.includes(value) || cut.includes(value)) continue;
    if (ids.length < COMPARE_MAX_MODELS) ids.push(value);
    else cut.push(value);
  }
  return { ids, invalid, cut };
}

/** The comparison page of these ids in a language; with no ids, the page's empty state. */
export function compareHref(ids: readonly string[], lang: Language, onlyDifferences = false): string {
  const query = new URLSearchParams();
  if (ids.length > 0) query.set(COMPARE_IDS_QUERY, ids.join(FILTER_LIST_SEPARATOR));
  if (onlyDifferences && ids.length > 0) query.set(COMPARE_ONLY_DIFFERENCES_QUERY, '1');
  const search = query.toString().replaceAll('%2D', '-');
  return `${localisePath(COMPARE_PATH, lang)}${search ? `?${search}` : ''}`;
}
