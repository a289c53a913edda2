// The loading bar (spec §4, §9; issue 22): it shows only for a navigation pending 200 ms, and it
// always finishes: whatever the order of navigations (next page, back, forward, quick clicks on
// top of one another), it is gone within 1 s of each page's arrival and never left 'busy'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

/** Whether the address has left `before` and the catalogue shows the page it names (its data has arrived). */
async function arrived(page: Page, before: string, expected: string | null): Promise<boolean> {
  return page.evaluate(([previous, final]) => {
    if (window.location.href === previous) return false;
    const wanted = new URL(window.location.href).searchParams.get('page') ?? '1';
    if (final !== null && wanted !== final) return false;
    const current = document.querySelector('[data-testid="pagination"] [aria-current="page"] [aria-hidden="true"]');
    return current?.textContent === wanted;
  }, [before, expected] as const);
}

/** Waits for the page the address names, then for the bar to be gone; returns how long the bar outlived the page. */
async function settle(page: Page, step: string, before: string, expected: string | null = null): Promise<number> {
  const where = () => page.evaluate(() => `${window.location.search} shows ${document.querySelector('[data-testid="pagination"] [aria-current="page"] [aria-hidden="true"]')?.textContent ?? 'no page'}`);
  await expect.poll(() => arrived(page, before, expected), { timeout: 15_000, message: `${step}: the page arrives` }).toBe(true).catch(async (error: unknown) => {
    throw new Error(`${step}: ${await where()}`, { cause: error });
  });
  const at = Date.now();
  // The render that shows the page no longer announces loading.
  expect(await page.evaluate(() => document.querySelector('[data-testid="loading-bar"]')?.getAttribute('aria-busy') ?? 'none'), `${step}: busy on arrival`).not.toBe('true');
  // Gone: removed, or finished and out of sight (hidden by the stylesheet at the end of its fade) while the script catches up.
  const gone = () => {
    const bar = document.querySelector('[data-testid="loading-bar"]');
    return bar === null || (bar.getAttribute('aria-busy') === 'false' && getComputedStyle(bar).visibility === 'hidden');
  };
  await page.waitForFunction(gone, undefined, { timeout: 1_000, polling: 25 }).catch(() => undefined);
  const left = await page.evaluate(() => {
    const bar = document.querySelector('[data-testid="loading-bar"]');
    if (bar === null || (bar.getAttribute('aria-busy') === 'false' && getComputedStyle(bar).visibility === 'hidden')) return null;
    const log = (window as unknown as { barLog?: string[] }).barLog ?? [];
    return `aria-busy=${bar?.getAttribute('aria-busy')} style=${bar?.firstElementChild?.getAttribute('style')} log=${log.slice(-12).join(' ')} now=${Math.round(performance.now())}`;
  });
  if (left !== null) throw new Error(`${step}: the bar is still there 1 s after the page's arrival: ${left}`);
  return Date.now() - at;
}

describe('loading bar', () => {
  it('finishes after every navigation: next page, back, forward and quick clicks, 20 rounds', async () => {
    const { page, context, problems } = await openPage(harness, { width: 1440 });
    try {
      await page.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
      // Page data that takes 150–550 ms, so the bar shows (past 200 ms) and the timings vary round to round.
      let turn = 0;
      await page.route(/\/api\/(?!events|ads)/, async (route) => {
        turn += 1;
        await new Promise((resolve) => setTimeout(resolve, 150 + ((turn * 137) % 400)));
        await route.continue().catch(() => undefined);
      });
      await page.goto(`${harness.origin}/models`);
      await waitForHydration(page);
      await page.evaluate(() => {
        const seen = { shown: 0 };
        (window as unknown as { barSeen: typeof seen }).barSeen = seen;
        const log: string[] = [];
        (window as unknown as { barLog: string[] }).barLog = log;
        let last = '';
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="loading-bar"][aria-busy="true"]')) seen.shown += 1;
          const bar = document.querySelector('[data-testid="loading-bar"]');
          const state = `${bar ? bar.getAttribute('aria-busy') : 'none'}/${document.querySelector('[data-testid="pagination"] [aria-current="page"] [aria-hidden="true"]')?.textContent}`;
          if (state !== last) log.push(`${Math.round(performance.now())}:${(last = state)}`);
        }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
      });
      const next = page.locator('[data-testid="pagination-next"]').first();
      for (let round = 0; round < 20; round += 1) {
        const before = page.url();
        switch (round % 5) {
          case 0:
          case 1:
            await next.click();
            break;
          case 2:
            await page.goBack();
            break;
          case 3:
            await page.goForward();
            break;
          default:
            // Quick clicks: a second navigation while the first is pending.
            await next.click();
            await page.waitForTimeout(120 + (round % 3) * 60);
            await page.locator('[data-testid="pagination"] a[data-page]').first().click();
        }
        // Quick clicks end on page 1 (the first page link): the page in between may or may not arrive.
        await settle(page, `round ${round}`, before, round % 5 === 4 ? '1' : null);
      }
      const shown = await page.evaluate(() => (window as unknown as { barSeen: { shown: number } }).barSeen.shown);
      expect(shown, 'the bar showed for the slow navigations').toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
