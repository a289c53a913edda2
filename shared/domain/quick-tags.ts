// Quick tags of the catalogue (spec §3 'tagName, value, label'; §4; §9): one-click
// filter values, remembered in local storage, newest first. Storage holds the
// values only: a label is the page's, in the page's language (an English page
// must not show a tag saved on a Russian one in Russian).
import type { OptionDto } from '../api/dto.ts';
import { QUICK_TAGS_MAX, QUICK_TAGS_SEED_PER_LIST, QUICK_TAGS_SEED_THRESHOLD } from '../constants.ts';
import { CATALOGUE_LIST_KEYS, isCatalogueListKey, isListToken, toggleCatalogueValue, type CatalogueFilter } from './catalogue-filter.ts';

/** A quick tag names a list-valued filter. */
export type QuickTagName = 'manufacturers' | 'files' | 'rooms' | 'sapr' | 'standards' | 'attributes';

/** What local storage keeps: the filter value, in no language. */
export interface StoredQuickTag {
  tagName: QuickTagName;
  value: string;
}

/** A tag as a chip shows it: labelled from the page's own option lists. */
export interface QuickTag extends StoredQuickTag {
  label: string;
}

/** The label of a value in the page's language, or undefined when the page does not know the value. */
export type QuickTagLabeller = (tagName: QuickTagName, value: string) => string | undefined;

export interface QuickTagSeedOptions {
  files: OptionDto[];
  standards: OptionDto[];
  rooms: OptionDto[];
  sapr: OptionDto[];
}

/** Stored lists longer than this are someone else's data; reading stops there. */
const MAX_STORED_ENTRIES = 1_000;
const SEED_ORDER = ['files', 'standards', 'rooms', 'sapr'] as const;

const keyOf = (tag: Pick<QuickTag, 'tagName' | 'value'>) => `${tag.tagName}\u0000${tag.value}`;

function cleanLabel(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/**
 * A valid stored tag from anything, or null. Lists saved before values-only
 * storage carry a label too: it is ignored (it was in whichever language the
 * page had), the value is kept when it is a valid filter value.
 */
function toStoredTag(value: unknown): StoredQuickTag | null {
  if (!value || typeof value !== 'object') return null;
  const candidate = value as Record<string, unknown>;
  const tagName = candidate.tagName;
  const tagValue = typeof candidate.value === 'number' && Number.isFinite(candidate.value) ? String(candidate.value) : candidate.value;
  if (!isCatalogueListKey(tagName) || typeof tagValue !== 'string' || !isListToken(tagValue)) return null;
  return { tagName, value: tagValue };
}

function unique<T extends StoredQuickTag>(tags: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const tag of tags) {
    const key = keyOf(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** The stored list (spec §4 'models.tags.list'); anything unreadable is dropped, never thrown. */
export function parseQuickTags(raw: string | null): StoredQuickTag[] {
  if (typeof raw !== 'string' || raw === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const tags: StoredQuickTag[] = [];
  for (const item of data.slice(0, MAX_STORED_ENTRIES)) {
    const tag = toStoredTag(item);
    if (tag) tags.push(tag);
  }
  return unique(tags);
}

/** Values only, whatever the tags carry. */
export function serializeQuickTags(tags: readonly StoredQuickTag[]): string {
  return JSON.stringify(tags.map(({ tagName, value }) => ({ tagName, value })));
}

/**
 * The chips of a stored list in the page's language: each tag takes its label
 * from the page's options; a value the page cannot label (yet) is not shown,
 * and stays stored.
 */
export function labelQuickTags(tags: readonly StoredQuickTag[], labelOf: QuickTagLabeller): QuickTag[] {
  const out: QuickTag[] = [];
  for (const { tagName, value } of tags) {
    const label = cleanLabel(labelOf(tagName, value));
    if (label !== '') out.push({ tagName, value, label });
  }
  return out;
}

/** Spec §9: above 12 the list is trimmed to the 12 newest (the front). */
export function trimQuickTags<T extends StoredQuickTag>(tags: readonly T[]): T[] {
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
export function seedQuickTags(tags: readonly StoredQuickTag[], options: QuickTagSeedOptions, random: () => number): StoredQuickTag[] {
  if (tags.length > QUICK_TAGS_SEED_THRESHOLD) return [...tags];
  const present = new Set(tags.map(keyOf));
  const seeded = [...tags];
  for (const tagName of SEED_ORDER) {
    const candidates = (options[tagName] ?? [])
      .filter((option) => cleanLabel(option.label) !== '')
      .map((option) => toStoredTag({ tagName, value: option.value }))
      .filter((tag): tag is StoredQuickTag => tag !== null && !present.has(keyOf(tag)));
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
  tags: readonly StoredQuickTag[],
  previous: CatalogueFilter,
  next: CatalogueFilter,
  labelOf: QuickTagLabeller,
): StoredQuickTag[] {
  const fresh: StoredQuickTag[] = [];
  for (const tagName of CATALOGUE_LIST_KEYS) {
    const before = new Set(previous[tagName]);
    for (const value of next[tagName]) {
      if (before.has(value)) continue;
      if (cleanLabel(labelOf(tagName, value)) === '') continue;
      const tag = toStoredTag({ tagName, value });
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
