import { useEffect, useRef, useState } from 'react';
import { FETCH_MIN_DELAY_MS } from '#shared/constants.ts';
import { pendingVisible, pendingVisibleIn, type FetchState } from '#shared/domain/fetch-state.ts';

/** What the hook reads of a fetcher: its state and its last answer. */
interface FetcherLike<T> {
  state: 'idle' | 'loading' | 'submitting';
  data: T | undefined;
}

/**
 * Spec §4's generic fetch state for a React Router fetcher. `isError` says which
 * answers are failures (data routes answer LoadResult, { ok: false } on failure).
 */
export function useFetchState<T>(fetcher: FetcherLike<T>, isError: (data: T) => boolean = (data) => (data as { ok?: unknown } | null)?.ok === false): FetchState {
  const pending = fetcher.state !== 'idle';
  const startedAt = useRef<number | null>(null);
  const [visible, setVisible] = useState(false);
  const [timestamp, setTimestamp] = useState<number | null>(null);
  const lastData = useRef<T | undefined>(undefined);

  useEffect(() => {
    if (!pending) {
      startedAt.current = null;
      setVisible(false);
      return;
    }
    const started = (startedAt.current ??= Date.now());
    if (pendingVisible(started, Date.now(), FETCH_MIN_DELAY_MS)) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(true), pendingVisibleIn(started, Date.now(), FETCH_MIN_DELAY_MS));
    return () => clearTimeout(timer);
  }, [pending]);

  useEffect(() => {
    if (fetcher.data !== undefined && fetcher.data !== lastData.current) {
      lastData.current = fetcher.data;
      setTimestamp(Date.now());
    }
  }, [fetcher.data]);

  return {
    pending,
    showPending: pending && visible,
    error: fetcher.data !== undefined && isError(fetcher.data),
    timestamp,
  };
}
