// Spec §4 generic fetch state: pending, error and the time of the last answer,
// with a minimum delay (spec §9 FETCH_MIN_DELAY_MS) before 'pending' is shown,
// so an answer that comes quickly never flashes a spinner.

export interface FetchState {
  /** A request is on its way. */
  pending: boolean;
  /** Pending for longer than the minimum delay: the moment to show a spinner. */
  showPending: boolean;
  /** The last answer was a failure. */
  error: boolean;
  /** When the last answer arrived (ms since the epoch); null before the first. */
  timestamp: number | null;
}

/** Whether a request pending since `startedAt` should show as pending at `now`. */
export function pendingVisible(startedAt: number | null, now: number, minDelayMs: number): boolean {
  return startedAt !== null && now - startedAt >= minDelayMs;
}

/** How long to wait from `now` until a pending request started at `startedAt` becomes visible (0: already is). */
export function pendingVisibleIn(startedAt: number, now: number, minDelayMs: number): number {
  return Math.max(0, startedAt + minDelayMs - now);
}
