// Issue 26: how long the page takes to answer an interaction on a mid-range phone. Chromium's CPU
// is slowed 4× (Lighthouse's mobile preset) and the Event Timing API reports each interaction's
// duration, from the input to the next paint: the page's INP is the longest of them here (fewer
// than 50 interactions). Measured on the catalogue's filters (a ticked box, its debounced
// navigation, a second box) and the model page's gallery (next, a thumbnail), at 375 px.
// The figures are printed against the "good" INP of Core Web Vitals (200 ms; issue 26's target,
// not yet met: 208 ms on the filters and 224 ms on the gallery on 2026-11-27). The test fails past
// 500 ms, where Core Web Vitals calls INP poor: a regression guard, not the target.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, PERSON_USER_AGENT, startHarness, waitForHydration, type Harness, type WatchedPage } from './browser.ts';

const INP_GOOD_MS = 200;
const INP_POOR_MS = 500;
const CPU_SLOWDOWN = 4;
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

declare global {
  interface Window {
    __interactions?: Array<{ name: string; duration: number }>;
  }
}

async function slowPhone(path: string): Promise<WatchedPage> {
  const watched = await openPage(harness, { width: 375, height: 800 });
  await watched.context.addInitScript(() => {
    window.localStorage.setItem('cookie-notice-accepted', '1');
    window.__interactions = [];
    // Every event that belongs to an interaction (a tap, a key), with its duration to the next paint.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) window.__interactions!.push({ name: entry.name, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await watched.page.goto(harness.origin + path);
  await waitForHydration(watched.page);
  // Throttled after the load: what is measured is the answer to the visitor, not the load.
  const cdp = await watched.context.newCDPSession(watched.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return watched;
}

/** The longest interaction so far (the observer reports after the paint: give it a moment). */
async function inp(page: Page): Promise<{ inp: number; count: number }> {
  await page.waitForTimeout(500);
  const entries = await page.evaluate(() => window.__interactions ?? []);
  return { inp: Math.max(0, ...entries.map((entry) => entry.duration)), count: entries.length };
}

describe('interaction to next paint on a 4× slower CPU (375 px)', () => {
  it('the catalogue’s filters', { timeout: 90_000 }, async () => {
    const { page, context, problems } = await slowPhone('/models');
    await page.getByTestId('filters-toggle').click();
    const boxes = page.locator('#catalogue-filters input[name="files"]');
    await boxes.nth(0).check();
    await page.waitForURL(/files=/, { timeout: 20_000 });
    await boxes.nth(1).check();
    await page.waitForURL(/files=[\w]+-[\w]+/, { timeout: 20_000 });
    const measured = await inp(page);
    console.info(`INP /models filters (4× CPU, 375 px): ${Math.round(measured.inp)} ms over ${measured.count} event entries (good: ≤ ${INP_GOOD_MS} ms)`);
    expect(measured.count).toBeGreaterThan(0);
    expect(measured.inp).toBeLessThanOrEqual(INP_POOR_MS);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the model page’s gallery', { timeout: 90_000 }, async () => {
    const dataset = harness.app.demoUpstream!.dataset;
    const model = dataset.models.find((candidate) => candidate.images.length > 2)!;
    const alias = ((await (await fetch(`${harness.origin}/api/models/${model.id}`)).json()) as { model: { alias: string } }).model.alias;
    const { page, context, problems } = await slowPhone(`/model/${alias}/${model.id}`);
    await page.getByTestId('model-gallery-next').click();
    await page.getByTestId('model-gallery-next').click();
    await page.getByTestId('model-gallery-thumb').first().click();
    const measured = await inp(page);
    console.info(`INP model gallery (4× CPU, 375 px): ${Math.round(measured.inp)} ms over ${measured.count} event entries (good: ≤ ${INP_GOOD_MS} ms)`);
    expect(measured.count).toBeGreaterThan(0);
    expect(measured.inp).toBeLessThanOrEqual(INP_POOR_MS);
    expect(problems).toEqual([]);
    await context.close();
  });
});

declare global {
  interface Window {
    __rootWrites?: Array<{ name: string; value: string | null; old: string | null }>;
  }
}

// Issue 26: a trace of /models on a slow phone showed two restyles of every element after
// hydration, 30–250 ms each at 4× CPU: the language written again to <html lang> (the same
// value; :lang and hyphenation hang on it), and the cookie notice's height written as a custom
// property on <html>, which every element inherits. What <html> may still be given is a style of
// its own (its scroll padding) and data-hydrated, which only .script-only selectors read.
describe('after hydration, with the cookie notice showing (375 px)', () => {
  it('nothing every element inherits is written on <html>, the notice still leaves room, and ICU warmed on a worker', async () => {
    const { page, context, problems } = await openPage(harness, { width: 375, height: 800, userAgent: PERSON_USER_AGENT });
    try {
      await context.addInitScript(() => {
        window.__rootWrites = [];
        // <html> does not exist yet when this runs: watch the document, keep what is written on <html>.
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.target !== document.documentElement) continue;
            const name = record.attributeName ?? '';
            window.__rootWrites!.push({ name, value: document.documentElement.getAttribute(name), old: record.oldValue });
          }
        }).observe(document, { attributes: true, attributeOldValue: true, subtree: true });
      });
      // ICU's data is loaded by a worker while the page's modules arrive (warm-intl.ts), and the
      // worker ends when it is done; a policy refusing it would show in `problems`.
      const warmups: Array<Promise<void>> = [];
      page.on('worker', (worker) => {
        if (/intl-warmup/.test(worker.url())) warmups.push(new Promise((resolve) => worker.once('close', () => resolve())));
      });
      await page.goto(harness.origin + '/models');
      await waitForHydration(page);
      expect(warmups).toHaveLength(1);
      await warmups[0];
      const notice = page.locator('.cookie-notice');
      await notice.waitFor();
      const measureRoom = () =>
        page.evaluate(() => {
          const notice = document.querySelector('.cookie-notice')!.getBoundingClientRect();
          return {
            covered: Math.ceil(window.innerHeight - notice.top),
            bodyPadding: Number.parseFloat(getComputedStyle(document.body).paddingBottom),
            scrollPadding: Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom),
          };
        });
      // The notice rises in (0.3 s): its room is measured again where it stops.
      await expect
        .poll(
          async () => {
            const room = await measureRoom();
            return room.bodyPadding - room.covered;
          },
          { timeout: 3_000 },
        )
        .toBe(0);
      const room = await measureRoom();
      // The page end scrolls clear of the notice, and focus lands above it.
      expect(room.covered).toBeGreaterThan(0);
      expect(room.scrollPadding).toBeGreaterThan(room.covered);

      const writes = await page.evaluate(() => window.__rootWrites ?? []);
      expect(writes.filter((write) => write.name === 'lang')).toEqual([]);
      // A custom property declared on <html> (`--name: …`), not one read in a value (`var(--space-2)`).
      for (const write of writes.filter((entry) => entry.name === 'style')) expect(write.value ?? '').not.toMatch(/(^|;)\s*--/);
      expect(new Set(writes.map((write) => write.name))).toEqual(new Set(['data-hydrated', 'style']));

      // Accepted, the notice leaves no room behind.
      await page.locator('.cookie-notice__ok').click();
      await notice.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('ICU warm-up before hydration', () => {
  // warm-intl.ts: the boot waits for the warm-up, for no longer than its cap (300 ms). Here the
  // worker's script is held back far past the cap.
  it('waits at most its cap for a slow worker, and leaves it to finish: the network still goes quiet', async () => {
    const HELD_BACK_MS = 4_000;
    const { page, context, problems } = await openPage(harness, { width: 375, height: 800, userAgent: PERSON_USER_AGENT });
    try {
      await context.route(/intl-warmup\.worker-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS));
        await route.continue().catch(() => undefined);
      });
      const ended: Array<Promise<void>> = [];
      page.on('worker', (worker) => {
        if (/intl-warmup/.test(worker.url())) ended.push(new Promise((resolve) => worker.once('close', () => resolve())));
      });
      await page.goto(harness.origin + '/models');
      await waitForHydration(page);
      // The cap ended the wait, not the script's arrival.
      expect(await page.evaluate(() => performance.now())).toBeLessThan(HELD_BACK_MS);
      // A worker ended while its script was loading left a request that never ended, and
      // 'networkidle' never came (page-styles.test.ts waited 30 s for it).
      await page.waitForLoadState('networkidle', { timeout: HELD_BACK_MS + 10_000 });
      expect(ended).toHaveLength(1);
      await ended[0];
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
