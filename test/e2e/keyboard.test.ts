// A keyboard-only visitor (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7, 2.4.11): the skip
// links come first and work, every focused element shows a focus indicator and
// is not hidden behind the cookie notice or a sticky bar, and the menu and the
// filter drawer keep focus inside while open and give it back when closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

/** Tab stops walked per page: past the header, the skip links and well into the content and filters. */
const TAB_STOPS = 60;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

interface FocusState {
  /** A short description of the focused element, for messages. */
  what: string;
  inMain: boolean;
  /** Inside the cookie notice. */
  inNotice: boolean;
  /** A focus indicator is drawn: an outline or a box shadow. */
  indicator: boolean;
  /** The element (or, for a visually hidden control, its label) is on screen at its centre, not under something else. */
  unobscured: boolean;
  covering: string;
}

/** Where focus is, and whether a sighted keyboard user can see it. */
function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const describe = (element: Element | null): string => {
      if (!element) return 'nothing';
      const testId = element.getAttribute('data-testid');
      const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${testId ? `[${testId}]` : ''} «${label}»`;
    };
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { what: 'body', inMain: false, inNotice: false, indicator: false, unobscured: false, covering: '' };
    // A visually hidden control (a styled checkbox) shows its focus on its label.
    const own = active.getBoundingClientRect();
    const shown: HTMLElement = own.width * own.height < 4 || getComputedStyle(active).opacity === '0' ? (active.closest('label') ?? active.parentElement ?? active) : active;
    const style = getComputedStyle(active);
    const shownStyle = getComputedStyle(shown);
    const drawn = (s: CSSStyleDeclaration) => (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
    const rect = shown.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const hit = x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight ? document.elementFromPoint(x, y) : null;
    const unobscured = hit !== null && (hit === shown || shown.contains(hit) || hit.contains(shown) || hit === active || active.contains(hit));
    return {
      what: describe(active),
      inMain: Boolean(active.closest('#main')),
      inNotice: Boolean(active.closest('[data-testid="cookie-notice"]')),
      indicator: drawn(style) || drawn(shownStyle),
      unobscured,
      covering: unobscured ? '' : describe(hit),
    };
  });
}

/** Tabs through `stops` stops, checking each; returns what was focused, in order. */
async function walk(page: Page, stops: number): Promise<FocusState[]> {
  const states: FocusState[] = [];
  const problems: string[] = [];
  for (let stop = 1; stop <= stops; stop += 1) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    states.push(state);
    if (state.what === 'body') break;
    if (!state.indicator) problems.push(`stop ${stop} ${state.what}: no focus indicator`);
    if (!state.unobscured) problems.push(`stop ${stop} ${state.what}: hidden under ${state.covering}`);
  }
  expect(problems).toEqual([]);
  return states;
}

async function open(path: string, width: number) {
  const watched = await openPage(harness, { width, height: width < 960 ? 800 : 900 });
  await watched.page.goto(harness.origin + path);
  await waitForHydration(watched.page);
  // The cookie notice appears after mount: a first visit always has it.
  await watched.page.waitForSelector('[data-testid="cookie-notice"]');
  return watched;
}

describe('keyboard journey', () => {
  for (const width of [1440, 375]) {
    it(`on /models at ${width} px: skip link first, the cookie notice before the content, every stop visible and never covered`, async () => {
      const { page, context, problems } = await open('/models', width);
      try {
        const states = await walk(page, TAB_STOPS);
        expect(states[0]?.what).toMatch(/^a.*«Перейти к содержимому»/);
        const notice = states.findIndex((state) => state.inNotice);
        const main = states.findIndex((state) => state.inMain);
        expect(notice, 'the cookie notice is reached').toBeGreaterThanOrEqual(0);
        expect(notice, 'the cookie notice comes before the page content').toBeLessThan(main);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('on /models the skip links jump to the content and past the filters to the results', async () => {
    const { page, context } = await open('/models', 1440);
    try {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main')) || document.activeElement?.id === 'main')).toBe(true);
      const toResults = page.locator('a[href="#catalogue-results"][data-testid="skip-to-results"]');
      await toResults.focus();
      await page.keyboard.press('Enter');
      // The next Tab lands on the first result, not in the filter panel.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#catalogue-results')))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('at 375 px the menu keeps focus inside while open, closes on Escape and gives focus back', async () => {
    const { page, context } = await open('/', 375);
    try {
      await page.locator('[data-testid="cookie-notice"] button').click();
      const burger = page.locator('[data-testid="menu-toggle"]');
      await burger.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid="mobile-menu"]:not([hidden])');
      for (let stop = 0; stop < 40; stop += 1) {
        await page.keyboard.press(stop % 7 === 6 ? 'Shift+Tab' : 'Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="mobile-menu"]'))), `stop ${stop}`).toBe(true);
        const state = await focusState(page);
        expect(state.unobscured, state.what).toBe(true);
      }
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-testid="mobile-menu"]', { state: 'hidden' });
      expect(await burger.evaluate((element) => element === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('at 375 px the filter drawer keeps focus inside while open and gives it back to its button', async () => {
    const { page, context } = await open('/models', 375);
    try {
      await page.locator('[data-testid="cookie-notice"] button').click();
      const toggle = page.locator('[aria-controls="catalogue-filters"]').first();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('.catalogue-drawer.is-open');
      // Visibility is judged on the drawer at rest: while it slides in (0.25 s) every stop is still off to the left.
      await page.waitForFunction(() => document.querySelector('.catalogue-drawer')?.getAnimations().length === 0);
      for (let stop = 0; stop < 40; stop += 1) {
        await page.keyboard.press(stop % 9 === 8 ? 'Shift+Tab' : 'Tab');
        const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="catalogue-filters"]')));
        expect(inside, `stop ${stop}`).toBe(true);
        const state = await focusState(page);
        expect(state.unobscured, `stop ${stop} ${state.what} under ${state.covering}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await page.waitForSelector('.catalogue-drawer.is-open', { state: 'detached' });
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
