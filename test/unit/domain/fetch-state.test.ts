// Spec §4/§9: a pending state shows only after FETCH_MIN_DELAY_MS, so fast answers never flash a spinner.
import { describe, expect, it } from 'vitest';
import { FETCH_MIN_DELAY_MS } from '#shared/constants.ts';
import { pendingVisible, pendingVisibleIn } from '#shared/domain/fetch-state.ts';

describe('generic fetch state', () => {
  it('is the spec value, 200 ms', () => {
    expect(FETCH_MIN_DELAY_MS).toBe(200);
  });

  it('hides pending before the minimum delay and shows it from then on', () => {
    expect(pendingVisible(null, 10_000, FETCH_MIN_DELAY_MS)).toBe(false);
    expect(pendingVisible(10_000, 10_000, FETCH_MIN_DELAY_MS)).toBe(false);
    expect(pendingVisible(10_000, 10_199, FETCH_MIN_DELAY_MS)).toBe(false);
    expect(pendingVisible(10_000, 10_200, FETCH_MIN_DELAY_MS)).toBe(true);
    expect(pendingVisible(10_000, 15_000, FETCH_MIN_DELAY_MS)).toBe(true);
  });

  it('says how long is left before pending shows', () => {
    expect(pendingVisibleIn(10_000, 10_000, FETCH_MIN_DELAY_MS)).toBe(200);
    expect(pendingVisibleIn(10_000, 10_150, FETCH_MIN_DELAY_MS)).toBe(50);
    expect(pendingVisibleIn(10_000, 10_500, FETCH_MIN_DELAY_MS)).toBe(0);
  });
});
