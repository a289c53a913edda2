import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { QUICK_TAGS_SEED_WHEN_AT_MOST, QUICK_TAGS_STORAGE_KEY } from '#shared/constants.ts';
import type { CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { parseQuickTags, rememberQuickTags, seedQuickTags, serializeQuickTags, trimQuickTags, type QuickTag } from '#shared/domain/quick-tags.ts';

export interface QuickTagsState {
  /** The stored tags; null until read from local storage after hydration (the server has none). */
  tags: readonly QuickTag[] | null;
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

function writeStorage(tags: readonly QuickTag[]): void {
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
  const [tags, setTags] = useState<readonly QuickTag[] | null>(null);
  const current = useRef<readonly QuickTag[]>([]);

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
    let stored = parseQuickTags(readStorage());
    if (stored.length <= QUICK_TAGS_SEED_WHEN_AT_MOST) {
      const { files, standards, rooms, sapr } = seedFrom.current;
      stored = seedQuickTags(stored, { files: [...files], standards: [...standards], rooms: [...rooms], sapr: [...sapr] }, random);
    }
    stored = trimQuickTags(stored);
    writeStorage(stored);
    current.current = stored;
    setTags(stored);
    // Once per page visit: seeding again on every navigation would keep adding tags.
  }, []);

  const remember = useCallback((previous: CatalogueFilter, next: CatalogueFilter) => {
    const before = current.current;
    const after = trimQuickTags(rememberQuickTags([...before], previous, next, (tagName, value) => labelsRef.current.get(tagName)?.get(value)));
    if (after.length === before.length && after.every((tag, index) => tag === before[index])) return;
    current.current = after;
    writeStorage(after);
    setTags(after);
  }, []);

  return { tags, remember };
}
