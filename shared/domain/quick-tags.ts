// Quick tags of the catalogue (spec §3 'tagName, value, label'; §4; §9): one-click
// filter values, remembered in local storage, newest first.
import type { OptionDto } from '../api/dto.ts';
import { QUICK_TAGS_MAX, QUICK_TAGS_SEED_PER_LIST, QUICK_TAGS_SEED_THRESHOLD } from '../constants.ts';
import { CATALOGUE_LIST_KEYS, isCatalogueListKey, isListToken, toggleCatalogueValue, type CatalogueFilter } from './catalogue-filter.ts';

/** A quick tag names a list-valued filter. */
export type QuickTagName = 'manufacturers' | 'files' | 'rooms' | 'sapr' | 'standards' | 'attributes';

export interface QuickTag {
  tagName: QuickTagName;
  value: string;
  label: string;
}

export interface QuickTagSeedOptions {
  files: OptionDto[];
  standards: OptionDto[];
  rooms: OptionDto[];
  sapr: OptionDto[];
}

const MAX_LABEL_LENGTH = 200;
/** Stored lists longer than this are someone else's data; reading stops there. */
const MAX_STORED_ENTRIES = 1_000;
const SEED_ORDER = ['files', 'standards', 'rooms', 'sapr'] as const;

const keyOf = (tag: Pick<QuickTag, 'tagName' | 'value'>) => `${tag.tagName}\u0000${tag.value}`;

function cleanLabel(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL_LENGTH) : '';
}

/** A valid tag from anything, or null. */
function toQuickTag(value: unknown): QuickTag | null {
  if (!value || typeof value !== 'object') return null;
  const candidate = value as Record<string, unknown>;
  const tagName = candidate.tagName;
  const tagValue = typeof candidate.value === 'number' && Number.isFinite(candidate.value) ? String(candidate.value) : candidate.value;
  const label = cleanLabel(candidate.label);
  if (!isCatalogueListKey(tagName) || typeof tagValue !== 'string' || !isListToken(tagValue) || label === '') return null;
  return { tagName, value: tagValue, label };
}

function unique(tags: readonly QuickTag[]): QuickTag[] {
  const seen = new Set<string>();
  const out: QuickTag[] = [];
  for (const tag of tags) {
    const key = keyOf(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** The stored list (spec §4 'models.tags.list'); anything unreadable is dropped, never thrown. */
export function parseQuickTags(raw: string | null): QuickTag[] {
  if (typeof raw !== 'string' || raw === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const tags: QuickTag[] = [];
  for (const item of data.slice(0, MAX_STORED_ENTRIES)) {
    const tag = toQuickTag(item);
    if (tag) tags.push(tag);
  }
  return unique(tags);
}

export function serializeQuickTags(tags: readonly QuickTag[]): string {
  return JSON.stringify(tags.map(({ tagName, value, label }) => ({ tagName, value, label })));
}

/** Spec §9: above 12 the list is trimmed to the 12 newest (the front). */
export function trimQuickTags(tags: readonly QuickTag[]): QuickTag[] {
  return tags.length > QUICK_TAGS_MAX ? tags.slice(0, QUICK_TAGS_MAX) : [...tags];
}

/** Up to `count` distinct random picks from `items`, in pick order. */
function pickRandom<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const roll = random();
    const fraction = Number.isFinite(roll) ? Math.min(Math.max(roll, 0), 0.999_999_999) : 0;
    const [item] = pool.splice(Math.floor(fraction * pool.length), 1);
    picked.push(item as T);
  }
  return picked;
}

/**
 * Spec §4/§9: when there are 5 or fewer tags, 2 random options from each of
 * files, standards, rooms and sapr are added (after the stored ones, skipping
 * any already there); otherwise the list is unchanged.
 */
export function seedQuickTags(tags: readonly QuickTag[], options: QuickTagSeedOptions, random: () => number): QuickTag[] {
  if (tags.length > QUICK_TAGS_SEED_THRESHOLD) return [...tags];
  const present = new Set(tags.map(keyOf));
  const seeded = [...tags];
  for (const tagName of SEED_ORDER) {
    const candidates = (options[tagName] ?? [])
      .map((option) => toQuickTag({ tagName, value: option.value, label: option.label }))
      .filter((tag): tag is QuickTag => tag !== null && !present.has(keyOf(tag)));
    for (const tag of pickRandom(unique(candidates), QUICK_TAGS_SEED_PER_LIST, random)) {
      present.add(keyOf(tag));
      seeded.push(tag);
    }
  }
  return trimQuickTags(seeded);
}

/**
 * Spec §4: values a filter change newly added to a list filter become tags at
 * the front (a value already tagged moves there), then the list is trimmed.
 * Values without a label are not remembered. Unchanged lists keep their tag objects.
 */
export function rememberQuickTags(
  tags: readonly QuickTag[],
  previous: CatalogueFilter,
  next: CatalogueFilter,
  labelOf: (tagName: QuickTagName, value: string) => string | undefined,
): QuickTag[] {
  const fresh: QuickTag[] = [];
  for (const tagName of CATALOGUE_LIST_KEYS) {
    const before = new Set(previous[tagName]);
    for (const value of next[tagName]) {
      if (before.has(value)) continue;
      const tag = toQuickTag({ tagName, value, label: labelOf(tagName, value) });
      if (tag) fresh.push(tag);
    }
  }
  if (fresh.length === 0) return trimQuickTags(tags);
  return trimQuickTags(unique([...fresh, ...tags]));
}

/** Adds the tag's value to its filter or removes it, by the spec §4 change rules. */
export function toggleQuickTag(filter: CatalogueFilter, tag: Pick<QuickTag, 'tagName' | 'value'>): CatalogueFilter {
  return toggleCatalogueValue(filter, tag.tagName, tag.value);
}

export function isQuickTagActive(filter: CatalogueFilter, tag: Pick<QuickTag, 'tagName' | 'value'>): boolean {
  return filter[tag.tagName].includes(tag.value);
}
