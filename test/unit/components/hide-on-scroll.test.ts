import { describe, expect, it } from 'vitest';
import { initialHideOnScrollState, reduceHideOnScroll, showAfterDelay, type HideOnScrollState } from '#client/hooks/use-hide-on-scroll.ts';
import { HEADER_HIDE_THRESHOLD_PX } from '#shared/constants.ts';

function run(ys: number[], start = 0) {
  let state: HideOnScrollState = initialHideOnScrollState(start);
  const effects: string[] = [];
  for (const y of ys) {
    const next = reduceHideOnScroll(state, y);
    state = next.state;
    if (next.effect) effects.push(`${y}:${next.effect}`);
  }
  return { state, effects };
}

describe('Business header hide-on-scroll (spec §2, §9)', () => {
  it('uses the 200 px threshold', () => {
    expect(HEADER_HIDE_THRESHOLD_PX).toBe(200);
  });

  it('stays visible while scrolling down up to the threshold', () => {
    expect(run([50, 120, 200]).state.hidden).toBe(false);
  });

  it('hides when scrolled down past 200 px', () => {
    expect(run([100, 201]).state.hidden).toBe(true);
    expect(run([100, 199, 450]).state.hidden).toBe(true);
  });

  it('does not hide when the page opens already scrolled, until the user scrolls down', () => {
    expect(run([], 900).state.hidden).toBe(false);
    expect(run([850], 900).state.hidden).toBe(false);
    expect(run([850, 860], 900).state.hidden).toBe(true);
  });

  it('stays hidden while scrolling up in the middle of the page', () => {
    const { state, effects } = run([300, 600, 400, 150, 20]);
    expect(state.hidden).toBe(true);
    expect(effects).toEqual([]);
  });

  it('schedules the reappearance once the page is back at the top, and shows after the delay', () => {
    const { state, effects } = run([300, 600, 100, 0]);
    expect(state).toMatchObject({ hidden: true, showPending: true });
    expect(effects).toEqual(['0:schedule-show']);
    expect(showAfterDelay(state)).toMatchObject({ hidden: false, showPending: false });
  });

  it('schedules once, also on elastic overscroll below zero', () => {
    expect(run([300, 0, -20, 0]).effects).toEqual(['0:schedule-show']);
  });

  it('cancels a pending reappearance when scrolled down past the threshold again', () => {
    const { state, effects } = run([300, 0, 250]);
    expect(effects).toEqual(['0:schedule-show', '250:cancel-show']);
    expect(state).toMatchObject({ hidden: true, showPending: false });
  });

  it('keeps a pending reappearance when nudged down within the threshold', () => {
    const { state, effects } = run([300, 0, 80]);
    expect(effects).toEqual(['0:schedule-show']);
    expect(state.showPending).toBe(true);
  });

  it('does nothing at the top when the header is visible', () => {
    expect(run([100, 0]).effects).toEqual([]);
  });
});
