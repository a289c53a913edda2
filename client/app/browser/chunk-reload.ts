import { isChunkLoadError, shouldReloadForChunkError } from '#shared/domain/chunk-reload.ts';

const STORAGE_KEY = 'chunk-reload-at';

function lastReloadAt(): number | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/**
 * A page chunk that fails to load (usually a deploy replaced it) triggers one
 * full reload, at most once per 60 s (spec §4); returns whether it reloads.
 */
export function reloadOnChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  const now = Date.now();
  if (!shouldReloadForChunkError(lastReloadAt(), now)) return false;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold; reloading once is still the better answer.
  }
  window.location.reload();
  return true;
}

/** Vite reports failed preloads of a chunk's dependencies through this event. */
export function installChunkErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnChunkError((event as Event & { payload?: unknown }).payload ?? new Error('Unable to preload CSS'))) event.preventDefault();
  });
}
