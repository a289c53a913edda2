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
import { openPage, startHarness, waitForHydration, type Harness, type WatchedPage } from './browser.ts';

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
