import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { QUICK_TAGS_SEED_WHEN_AT_MOST, QUICK_TAGS_STORAGE_KEY } from '#shared/constants.ts';
import type { CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { labelQuickTags, parseQuickTags, rememberQuickTags, seedQuickTags, serializeQuickTags, trimQuickTags, type QuickTag, type StoredQuickTag } from '#shared/domain/quick-tags.ts';

export interface QuickTagsState {
  /** The stored tags labelled in the page's language; null until read from local storage after hydration (the server has none). */
  tags: readonly QuickTag[] | null;
  /** A stored manufacturer is not in the page's (light) manufacturer list, so its chip waits for the full list. */
  missesManufacturers: boolean;
  /** Remembers the values a filter change added (spec §4) and saves the list. */
  remember(previous: CatalogueFilter, next: CatalogueFilter): void;
}

type Options = ReadonlyArray<{ value: string; label: string }>;

/** The option lists quick tags take their labels (and seeds) from. */
export interface TagFacets {
  manufacturers: Options;
  files: Options;
  rooms: Options;
  sapr: Options;
  standards: Options;
  attributes: ReadonlyArray<{ options: Options }>;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(QUICK_TAGS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(tags: readonly StoredQuickTag[]): void {
  try {
    window.localStorage.setItem(QUICK_TAGS_STORAGE_KEY, serializeQuickTags([...tags]));
  } catch {
    // Private mode or a full quota: the tags simply are not remembered.
  }
}

/**
 * Quick tags (spec §4): read from local storage once the page is interactive,
 * seeded when there are 5 or fewer (2 random options each from files,
 * standards, rooms and sapr), trimmed above 12 and saved whenever a filter
 * change adds a value the list lacks.
 */
export function useQuickTags(facets: TagFacets, random: () => number = Math.random): QuickTagsState {
  const [stored, setStored] = useState<readonly StoredQuickTag[] | null>(null);
  const current = useRef<readonly StoredQuickTag[]>([]);

  // Labels per group for new tags; built once per facets object.
  const labels = useMemo(() => {
    const byGroup = new Map<string, Map<string, string>>();
    const add = (group: string, options: Options) => {
      const map = byGroup.get(group) ?? new Map<string, string>();
      for (const option of options) map.set(option.value, option.label);
      byGroup.set(group, map);
    };
    add('manufacturers', facets.manufacturers);
    add('files', facets.files);
    add('rooms', facets.rooms);
    add('sapr', facets.sapr);
    add('standards', facets.standards);
    for (const group of facets.attributes) add('attributes', group.options);
    return byGroup;
  }, [facets]);
  const labelsRef = useRef(labels);
  labelsRef.current = labels;

  const seedFrom = useRef(facets);
  useEffect(() => {
    // Rewriting what was read also migrates lists saved with labels to values only.
    let list = parseQuickTags(readStorage());
    if (list.length <= QUICK_TAGS_SEED_WHEN_AT_MOST) {
      const { files, standards, rooms, sapr } = seedFrom.current;
      list = seedQuickTags(list, { files: [...files], standards: [...standards], rooms: [...rooms], sapr: [...sapr] }, random);
    }
    list = trimQuickTags(list);
    writeStorage(list);
    current.current = list;
    setStored(list);
    // Once per page visit: seeding again on every navigation would keep adding tags.
  }, []);

  const remember = useCallback((previous: CatalogueFilter, next: CatalogueFilter) => {
    const before = current.current;
    const after = trimQuickTags(rememberQuickTags([...before], previous, next, (tagName, value) => labelsRef.current.get(tagName)?.get(value)));
    if (after.length === before.length && after.every((tag, index) => tag === before[index])) return;
    current.current = after;
    writeStorage(after);
    setStored(after);
  }, []);

  const tags = useMemo(() => (stored === null ? null : labelQuickTags(stored, (tagName, value) => labels.get(tagName)?.get(value))), [stored, labels]);
  const missesManufacturers = stored !== null && stored.some((tag) => tag.tagName === 'manufacturers' && !labels.get('manufacturers')?.has(tag.value));

  return { tags, missesManufacturers, remember };
}
