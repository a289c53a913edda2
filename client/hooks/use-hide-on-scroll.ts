import { useEffect, useState } from 'react';
import { HEADER_HIDE_THRESHOLD_PX, HEADER_RESHOW_DELAY_MS } from '#shared/constants.ts';

// Spec §2 (Business header): it hides when the page is scrolled down past
// 200 px and reappears 1 s after the page is scrolled back to the top. "Top"
// is taken literally, scrollY <= 0 (negative on elastic overscroll): scrolling
// up in the middle of the page keeps it hidden.

export interface HideOnScrollState {
  hidden: boolean;
  lastY: number;
  /** A reappearance is scheduled (the page reached the top while hidden). */
  showPending: boolean;
}

export type HideOnScrollEffect = 'schedule-show' | 'cancel-show' | null;

export function initialHideOnScrollState(y: number): HideOnScrollState {
  return { hidden: false, lastY: y, showPending: false };
}

/** The next state after a scroll event at `y`, and what to do with the reappearance timer. */
export function reduceHideOnScroll(
  state: HideOnScrollState,
  y: number,
  threshold: number = HEADER_HIDE_THRESHOLD_PX,
): { state: HideOnScrollState; effect: HideOnScrollEffect } {
  const goingDown = y > state.lastY;
  if (goingDown && y > threshold) {
    const effect = state.showPending ? 'cancel-show' : null;
    return { state: { hidden: true, lastY: y, showPending: false }, effect };
  }
  if (y <= 0 && state.hidden && !state.showPending) {
    return { state: { ...state, lastY: y, showPending: true }, effect: 'schedule-show' };
  }
  return { state: { ...state, lastY: y }, effect: null };
}

/** The state once the reappearance delay has passed. */
export function showAfterDelay(state: HideOnScrollState): HideOnScrollState {
  return { ...state, hidden: false, showPending: false };
}

/** Whether the header is hidden now; false on the server, in the first client render, and always when not `enabled`. */
export function useHideOnScroll(
  enabled: boolean,
  threshold: number = HEADER_HIDE_THRESHOLD_PX,
  delayMs: number = HEADER_RESHOW_DELAY_MS,
): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let state = initialHideOnScrollState(window.scrollY);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const clearTimer = (): void => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    const onScroll = (): void => {
      const next = reduceHideOnScroll(state, window.scrollY, threshold);
      state = next.state;
      if (next.effect === 'cancel-show') clearTimer();
      if (next.effect === 'schedule-show') {
        clearTimer();
        timer = setTimeout(() => {
          timer = undefined;
          state = showAfterDelay(state);
          setHidden(false);
        }, delayMs);
      }
      setHidden(state.hidden);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimer();
    };
  }, [enabled, threshold, delayMs]);
  return hidden;
}
