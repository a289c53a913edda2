// Issue 25: how a page request is answered when more work is offered than the server renders.
import { describe, expect, it } from 'vitest';
import { ADMISSION_SHARE, answerAfterShed, answerFor, isOverloaded, turnWaitBudgetMs, type PageSituation } from '#server/render/admission.ts';
import { BUSY_PAGES, retryAfterSeconds } from '#server/render/busy-page.ts';

const situation = (over: Partial<PageSituation>): PageSituation => ({ fresh: false, stale: false, rendering: false, overloaded: false, ...over });

describe('answerFor', () => {
  it('sends a fresh copy whatever the load', () => {
    expect(answerFor(situation({ fresh: true }))).toBe('hit');
    expect(answerFor(situation({ fresh: true, overloaded: true }))).toBe('hit');
  });

  it('renders when a turn comes within the bound, and joins a render under way', () => {
    expect(answerFor(situation({}))).toBe('render');
    expect(answerFor(situation({ stale: true }))).toBe('render');
    expect(answerFor(situation({ rendering: true }))).toBe('join');
  });

  it('under overload, never sends a 503 for a page with a copy to fall back on', () => {
    expect(answerFor(situation({ overloaded: true, stale: true }))).toBe('stale');
    expect(answerFor(situation({ overloaded: true, stale: true, rendering: true }))).toBe('stale');
  });

  it('under overload, sends the busy page at once when there is no copy, unless a render of it is already under way', () => {
    expect(answerFor(situation({ overloaded: true }))).toBe('busy');
    expect(answerFor(situation({ overloaded: true, rendering: true }))).toBe('join');
  });

  it('after a render gave up its place, falls back on the copy if there is one', () => {
    expect(answerAfterShed(true)).toBe('stale');
    expect(answerAfterShed(false)).toBe('busy');
  });
});

describe('isOverloaded', () => {
  it('when the wait for a turn plus one turn would pass the share of the bound left for an estimate to be short', () => {
    expect(ADMISSION_SHARE).toBeGreaterThan(0.5);
    expect(ADMISSION_SHARE).toBeLessThan(1);
    expect(isOverloaded(500, 300, 1_000)).toBe(false);
    expect(isOverloaded(800, 300, 1_000)).toBe(true);
    // Within the bound, but not within its share: refused now rather than shed after the wait.
    const justOver = 1_000 * ADMISSION_SHARE - 300 + 1;
    expect(isOverloaded(justOver, 300, 1_000)).toBe(true);
    expect(isOverloaded(justOver - 2, 300, 1_000)).toBe(false);
  });

  it('never while a turn is free, however long turns have become', () => {
    expect(isOverloaded(0, 5_000, 1_000)).toBe(false);
  });
});

describe('turnWaitBudgetMs', () => {
  it('leaves an admitted page the bound less the time it has taken and one turn, so it is answered within the bound', () => {
    expect(turnWaitBudgetMs(1_000, 0, 300)).toBe(700);
    // Its loaders took 250 ms while it held its place.
    expect(turnWaitBudgetMs(1_000, 250, 300)).toBe(450);
  });

  it('is never negative: a page past its budget waits for no one (a free turn is still its own, render-slots.ts)', () => {
    expect(turnWaitBudgetMs(1_000, 900, 300)).toBe(0);
    expect(turnWaitBudgetMs(1_000, 5_000, 300)).toBe(0);
  });
});

describe('the busy page', () => {
  it('is a small document in each language, with no script and no link to follow', () => {
    for (const [lang, page] of Object.entries(BUSY_PAGES)) {
      const html = page.toString('utf8');
      // Under the compressor's threshold: sending it costs a Buffer copy.
      expect(page.byteLength).toBeLessThan(1024);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).not.toMatch(/<script|<link|href=/i);
    }
    expect(BUSY_PAGES.ru.toString()).toContain('перегружен');
    expect(BUSY_PAGES.en.toString()).toContain('busy');
  });

  it('asks to come back after the expected wait, in whole seconds from 1 to 30', () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1_001)).toBe(2);
    expect(retryAfterSeconds(120_000)).toBe(30);
    expect(retryAfterSeconds(Number.NaN)).toBe(30);
  });
});
