// The comparison set (issue 24 §4): which models, in which order. Small on purpose: every page with
// model cards loads it (their compare toggle); the address's rules are in compare-address.ts.
import { COMPARE_MAX_MODELS } from '../constants.ts';
import { NUMERIC_ID_PATTERN } from './ids.ts';

export const COMPARE_PATH = '/compare';
/** The query of the comparison page naming the ids. */
export const COMPARE_IDS_QUERY = 'ids';

/** The set after the visitor presses a model's toggle; a full set takes no more (the toggle says so). */
export function toggleCompared(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  if (ids.length >= COMPARE_MAX_MODELS || !NUMERIC_ID_PATTERN.test(id)) return [...ids];
  return [...ids, id];
}

/** The stored set, from whatever local storage holds (another version's format, a hand edit): never throws. */
export function readStoredCompare(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((item): item is string => typeof item === 'string' && NUMERIC_ID_PATTERN.test(item));
    return [...new Set(ids)].slice(0, COMPARE_MAX_MODELS);
  } catch {
    return [];
  }
}
