import { useSyncExternalStore } from 'react';
import { COMPARE_STORAGE_KEY } from '#shared/constants.ts';
import { readStoredCompare } from '#shared/domain/compare-set.ts';

/*
 * The visitor's comparison set (issue 24 §4), kept in local storage so it survives reloads and
 * is the same in every tab. The server knows nothing of it: it renders every toggle unpressed and
 * the browser shows the set right after hydration.
 */

const listeners = new Set<() => void>();
const NONE: readonly string[] = [];
let lastRaw: string | null = null;
let last: readonly string[] = NONE;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (privacy settings): the set lives as long as the page.
    return null;
  }
}

let memory: string | null = null;

function readRaw(): string | null {
  const store = storage();
  try {
    return store ? store.getItem(COMPARE_STORAGE_KEY) : memory;
  } catch {
    return memory;
  }
}

/** The set now; the same array until it changes (useSyncExternalStore compares snapshots). */
export function comparedIds(): readonly string[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    last = readStoredCompare(raw);
  }
  return last;
}

export function setComparedIds(ids: readonly string[]): void {
  const raw = JSON.stringify(ids);
  memory = raw;
  try {
    storage()?.setItem(COMPARE_STORAGE_KEY, raw);
  } catch {
    // A full or blocked storage keeps the set in memory (above).
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The comparison set: empty on the server and while hydrating, the stored set after. */
export function useComparedIds(): readonly string[] {
  return useSyncExternalStore(subscribe, comparedIds, () => NONE);
}
