import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const isChunk = (url: string, page: string) => new RegExp(`/assets/${page}-[\\w-]+\\.js$`).test(url);

describe('page chunk load failure (spec §4: one full reload, at most once per 60 s)', () => {
  it('reloads once, then shows the error page instead of reloading again', async () => {
    const { page, documents, context } = await openPage(harness);
    await page.route(/\/assets\/about-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto(`${harness.origin}/`);
    await waitForHydration(page);
    expect(documents).toHaveLength(1);

    await page.evaluate(() => (document.querySelector('footer a[href="/about"]') as HTMLAnchorElement).click());
    await expect.poll(() => documents.length, { timeout: 10_000 }).toBe(2);
    await waitForHydration(page);

    await page.evaluate(() => (document.querySelector('footer a[href="/about"]') as HTMLAnchorElement).click());
    await expect.poll(() => page.locator('[data-testid="server-error-page"]').count(), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(500);
    expect(documents).toHaveLength(2);
    await context.close();
  });
});

describe('link prefetch (spec §4)', () => {
  it('warms a page chunk when the pointer rests on its link', async () => {
    const { page, context } = await openPage(harness);
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    await page.goto(`${harness.origin}/`);
    await waitForHydration(page);
    expect(chunks.some((url) => isChunk(url, 'about'))).toBe(false);
    await page.locator('footer a[href="/about"]').first().hover();
    await expect.poll(() => chunks.some((url) => isChunk(url, 'about'))).toBe(true);
    await context.close();
  });

  it('warms the header links only once the page has loaded and the network is quiet (issue 26)', async () => {
    const { page, context } = await openPage(harness);
    const requested: Array<{ url: string; at: number }> = [];
    page.on('request', (request) => requested.push({ url: request.url(), at: Date.now() }));
    await page.goto(`${harness.origin}/`, { waitUntil: 'load' });
    const loadedAt = Date.now();
    await waitForHydration(page);
    // The catalogue is in the header; its chunk is not part of the home page's first load.
    await expect.poll(() => requested.some((r) => isChunk(r.url, 'models')), { timeout: 15_000 }).toBe(true);
    const warmedAt = requested.find((r) => isChunk(r.url, 'models'))!.at;
    // The warming is one short run (a header link per idle period); before it, the page's own last request or its load.
    const lastBefore = Math.max(loadedAt, ...requested.filter((r) => r.at < warmedAt - 300).map((r) => r.at));
    // At least the quiet window after it (2 s, less the test's own timing slack).
    expect(warmedAt - lastBefore).toBeGreaterThanOrEqual(1_500);
    // Every header link is warmed, not only the first: the run goes on from one idle period to the next.
    for (const chunk of ['manufacturers', 'articles']) {
      await expect.poll(() => requested.some((r) => isChunk(r.url, chunk)), { timeout: 15_000, message: chunk }).toBe(true);
    }
    await context.close();
  });

  it('fetches the header links’ files into the cache off the main thread, and the page then comes from there (issue 26)', async () => {
    const { page, context, problems } = await openPage(harness);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${harness.origin}/`);
    await waitForHydration(page);
    const sheets = () => page.evaluate(() => Array.from(document.styleSheets, (sheet) => sheet.href ?? 'inline'));
    const before = await sheets();
    await expect.poll(() => requested.find((url) => isChunk(url, 'models')), { timeout: 15_000 }).toBeDefined();
    const chunk = requested.find((url) => isChunk(url, 'models'))!;
    // The catalogue's stylesheets are fetched too (the table's entry for the page module).
    const table = (await (await fetch(`${harness.origin}/_page-files/ru`)).json()) as { files: Record<string, string[]> };
    const catalogueFiles = table.files['client/routes/models/route.tsx']!.map((file) => harness.origin + file);
    await expect.poll(() => catalogueFiles.filter((file) => !requested.includes(file)), { timeout: 15_000 }).toEqual([]);
    // The document itself neither imported the module nor applied another page's stylesheets: a worker fetched them.
    expect(await page.evaluate((url) => performance.getEntriesByName(url).length, chunk)).toBe(0);
    expect(await page.locator('link[rel="prefetch"], link[rel="modulepreload"][href*="/models-"]').count()).toBe(0);
    expect(await sheets()).toEqual(before);

    await page.locator('header nav a[href="/models"]').first().click();
    await page.waitForURL(/\/models$/);
    await expect.poll(() => page.locator('[data-testid="catalogue-total"]').count(), { timeout: 15_000 }).toBe(1);
    // The page's module came from the cache the worker filled: nothing crossed the network for it again.
    const loads = await page.evaluate((url) => performance.getEntriesByName(url).map((entry) => (entry as PerformanceResourceTiming).transferSize), chunk);
    expect(loads.length).toBeGreaterThan(0);
    expect(loads.every((bytes) => bytes === 0)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('warms nothing for a link within the page: the filter drawer’s toggle (issue 26)', async () => {
    const { page, context, problems } = await openPage(harness, { width: 375 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${harness.origin}/models`);
    await waitForHydration(page);
    const before = requested.length;
    // Its href is the page's own address with a fragment; warming it loaded the stylesheet table's chunk inside the tap.
    await page.getByTestId('filters-toggle').hover();
    await page.getByTestId('filters-toggle').focus();
    await page.waitForTimeout(1_000);
    expect(requested.slice(before).filter((url) => /\/assets\/page-stylesheets-[\w-]+\.js$/.test(url))).toEqual([]);
    // A link to another page (a card's manufacturer) still warms it, stylesheets and all.
    await page.getByTestId('model-card-company').first().hover();
    await expect.poll(() => requested.slice(before).some((url) => /\/assets\/page-stylesheets-[\w-]+\.js$/.test(url))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('prefetches nothing on 2g or with data-saver', async () => {
    for (const connection of [{ effectiveType: '2g', saveData: false }, { effectiveType: '4g', saveData: true }]) {
      const { page, context } = await openPage(harness);
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: { ...value, addEventListener() {}, removeEventListener() {} },
        });
      }, connection);
      // Only the hovered pages' chunks count: analytics and the ad popup load on idle whatever the connection.
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (isChunk(request.url(), 'about') || isChunk(request.url(), 'models')) scripts.push(request.url());
      });
      await page.goto(`${harness.origin}/`);
      await waitForHydration(page);
      const initial = scripts.length;
      await page.locator('footer a[href="/about"]').first().hover();
      await page.locator('header nav a[href="/models"]').first().hover();
      await page.waitForTimeout(5_500); // past the load, the quiet network and the idle prefetch timeout
      expect(scripts.length, JSON.stringify(connection)).toBe(initial);
      await context.close();
    }
  });
});

describe('online/offline tracking', () => {
  it('tells the visitor when the connection drops and when it is back', async () => {
    const { page, context, problems, backgroundCalls } = await openPage(harness);
    await page.goto(`${harness.origin}/about`);
    await waitForHydration(page);
    // What every page loads once idle (analytics, the ad popup) is loaded before the connection drops: the browser logs a failed load as an error.
    await expect.poll(() => backgroundCalls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const notice = page.locator('[data-testid="offline-notice"]');
    expect(await notice.count()).toBe(0);
    await context.setOffline(true);
    await expect.poll(() => notice.isVisible()).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => notice.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('hash scrolling', () => {
  it('scrolls to the element named by the hash', async () => {
    const { page, context } = await openPage(harness, { height: 700 });
    await page.goto(`${harness.origin}/for-manufacturers#site-footer`);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
    await context.close();
  });
});
