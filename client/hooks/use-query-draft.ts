import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FILTER_DEBOUNCE_MS } from '#shared/constants.ts';

export interface QueryDraft<T> {
  /** What the controls show: the address filter plus changes not yet applied. */
  draft: T;
  /**
   * Shows `next` at once and applies it (navigates to its canonical address)
   * after the debounce of spec §4/§9, or at once with `immediate`.
   */
  update(next: T, options?: { immediate?: boolean }): void;
}

/**
 * A page's draft query (the catalogue filter, the manufacturer list's search;
 * spec §4): every change shows at once and
 * navigates (push, no reload) after `delayMs` without further changes, which
 * runs the route loader. When the address changes from elsewhere (back/forward,
 * a link) the draft follows it and a waiting change is dropped; when it changes
 * because of our own navigation the draft is kept, since the user may have
 * moved on while the results loaded.
 */
export function useQueryDraft<T>(filter: T, toQuery: (value: T) => string, basePath: string, delayMs: number = FILTER_DEBOUNCE_MS): QueryDraft<T> {
  const navigate = useNavigate();
  const urlKey = toQuery(filter);
  const [state, setState] = useState(() => ({ draft: filter, syncedKey: urlKey }));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The query of our latest navigation, to tell it apart from back/forward. */
  const navigatedKey = useRef<string | null>(null);
  const latest = useRef({ urlKey, basePath, navigate, toQuery });
  latest.current = { urlKey, basePath, navigate, toQuery };

  let draft = state.draft;
  if (state.syncedKey !== urlKey) {
    // Adjusting state while rendering (not in an effect) avoids one frame of stale checkboxes.
    draft = navigatedKey.current === urlKey ? state.draft : filter;
    setState({ draft, syncedKey: urlKey });
  }

  useEffect(() => {
    if (navigatedKey.current === urlKey) {
      // Our navigation landed; a later visit to this address (forward) is not ours.
      navigatedKey.current = null;
      return;
    }
    // A change of address we did not make cancels what was waiting to be applied.
    if (timer.current !== undefined) {
      clearTimeout(timer.current);
      timer.current = undefined;
    }
  }, [urlKey]);

  useEffect(
    () => () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
    },
    [],
  );

  const apply = useCallback((next: T) => {
    timer.current = undefined;
    const { urlKey: current, basePath: path, navigate: go, toQuery: queryOf } = latest.current;
    const key = queryOf(next);
    if (key === current) {
      navigatedKey.current = null;
      return;
    }
    navigatedKey.current = key;
    void go(path + key, { preventScrollReset: true });
  }, []);

  const update = useCallback(
    (next: T, options: { immediate?: boolean } = {}) => {
      setState((previous) => ({ ...previous, draft: next }));
      if (timer.current !== undefined) clearTimeout(timer.current);
      if (options.immediate) apply(next);
      else timer.current = setTimeout(() => apply(next), delayMs);
    },
    [apply, delayMs],
  );

  return { draft, update };
}
