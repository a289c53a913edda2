// Decision 0018: shell parts whose code is not in the first load (header search,
// header actions, mobile menu, footer, cookie notice, loading bar) are rendered whole by the
// server, load by themselves as hydration reaches them, hydrate without moving anything,
// and answer the first interaction once the page reports itself hydrated.
import { mkdirSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

const SHOTS = 'test-results/screenshots';
const DEFERRED_CHUNK = /\/assets\/(header-search|header-actions|mobile-menu|footer|cookie-notice|loading-bar)-[\w-]+\.js$/;
const WATCHED = ['.site-header', '.site-nav', '.header-actions', '[data-testid="menu-toggle"]', '[data-testid="header-search"]', '.header-search-toggle', '#main', '#site-footer'];

let harness: Harness;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

type Boxes = Record<string, number[] | null>;

function boxesOf(page: Page): Promise<Boxes> {
  return page.evaluate(
    (selectors) =>
      Object.fromEntries(
        selectors.map((selector) => {
          const element = document.querySelector(selector);
          if (!element) return [selector, null];
          const box = element.getBoundingClientRect();
          return [selector, [box.x, box.y + window.scrollY, box.width, box.height].map((n) => Math.round(n))];
        }),
      ),
    WATCHED,
  );
}

/** Holds every deferred chunk until `release` is called, so the page can be measured with them pending. */
async function holdDeferredChunks(page: Page): Promise<{ held: string[]; release: () => void }> {
  const held: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(DEFERRED_CHUNK, async (route: Route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { held, release: () => release() };
}

describe('deferred shell parts (decision 0018)', () => {
  for (const [width, path] of [
    [375, '/'],
    [1440, '/'],
    [375, '/models'],
    [1440, '/for-manufacturers'],
  ] as const) {
    it(`${path} at ${width} px: the server's HTML stays in place while their code loads, and nothing moves when it hydrates`, async () => {
      const { page, context, problems } = await openPage(harness, { width, height: 900 });
      await page.addInitScript(() => {
        const state = window as unknown as { layoutShift: number };
        state.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) state.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const { held, release } = await holdDeferredChunks(page);
      await page.goto(`${harness.origin}${path}`, { waitUntil: 'load' });
      const before = await boxesOf(page);
      // The page asks for them by itself (no interaction), and is not reported hydrated while they are pending.
      await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(2);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      expect(await page.locator('[data-testid="header-search-input"]').count()).toBe(1);
      expect(await page.locator('#site-footer').count()).toBe(1);
      await page.screenshot({ path: `${SHOTS}/deferred-pending${path.replaceAll('/', '-')}-${width}.png` });

      release();
      await waitForHydration(page);
      const after = await boxesOf(page);
      await page.screenshot({ path: `${SHOTS}/deferred-hydrated${path.replaceAll('/', '-')}-${width}.png` });
      expect(after).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('at 375 px the first tap on the menu button opens the menu, and a link in it navigates in the app', async () => {
    const { page, context, problems, documents } = await openPage(harness, { width: 375, height: 800 });
    await page.goto(`${harness.origin}/`);
    await waitForHydration(page);
    await page.locator('[data-testid="menu-toggle"]').click();
    const menu = page.locator('[data-testid="mobile-menu"]');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.locator('a[href="/models"]').first().click();
    await page.waitForURL(`${harness.origin}/models`);
    expect(await menu.isVisible()).toBe(false);
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('at 1440 px the first click on a footer link navigates in the app and the first OK closes the cookie notice', async () => {
    const { page, context, problems, documents } = await openPage(harness, { width: 1440, height: 900 });
    await page.goto(`${harness.origin}/articles`);
    await waitForHydration(page);
    const notice = page.locator('[data-testid="cookie-notice"]');
    await expect.poll(() => notice.isVisible()).toBe(true);
    await notice.getByRole('button').click();
    await expect.poll(() => notice.isVisible()).toBe(false);
    await page.locator('footer a[href="/about"]').first().click();
    await page.waitForURL(`${harness.origin}/about`);
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the server renders them into the page, without a hidden copy or an inline script to reveal them', async () => {
    const response = await fetch(`${harness.origin}/models`);
    const html = await response.text();
    expect(html).toContain('data-testid="header-search"');
    expect(html).toContain('id="site-footer"');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('$RC');
  });
});
