// The home page, the catalogue, the model page and the Business page in
// Chromium: client-side navigation through cards, pagination and the search
// form, no console errors, no sideways scrolling, and screenshots at 375 and
// 1440 px.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, startHarness, waitForHydration, type Harness, type WatchedPage } from './browser.ts';

const SHOTS = 'test-results/screenshots';
let harness: Harness;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

async function visit(path: string, options: { width?: number } = {}): Promise<WatchedPage> {
  const watched = await openPage(harness, options);
  // The cookie notice is the shell's business; keep it out of the page screenshots.
  await watched.context.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
  await watched.page.goto(harness.origin + path);
  await waitForHydration(watched.page);
  return watched;
}

/**
 * Loads every lazy image (those in sideways rows never come into view on
 * their own) and scrolls through the page, then back to the top.
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) (image as HTMLImageElement).loading = 'eager';
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  // Sections that load after the page (the model page's analogues) bring lazy images of their own.
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) (image as HTMLImageElement).loading = 'eager';
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 10_000 });
}

/** API calls made for page data (the /api/pages/* and /api/models* loaders), not the model page's view logging, QR image or analogues. */
const dataCalls = (calls: readonly string[]) => calls.filter((url) => /^\/api\/(pages\/|models(\/[^/]+)?$)/.test(new URL(url).pathname));

describe('home page', () => {
  it('opens a model page on the client when a card is clicked: no document request, one API call', async () => {
    const { page, documents, apiCalls, problems, context } = await visit('/');
    expect(await page.locator('[data-testid="home-popular"] [data-testid="model-card"]').count()).toBeGreaterThan(0);
    expect(apiCalls).toEqual([]);
    const link = page.locator('[data-testid="home-popular"] [data-testid="model-card-link"]').first();
    const name = (await link.textContent())?.trim() ?? '';
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/model\/[\w-]+\/\d+$/);
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(name);
    expect(documents).toHaveLength(1);
    expect(dataCalls(apiCalls)).toHaveLength(1);
    expect(new URL(dataCalls(apiCalls)[0]!).pathname).toMatch(/^\/api\/models\/\d+$/);
    await expect.poll(() => page.title()).toContain(name);
    expect(await page.locator('[data-testid="download-login"]').textContent()).toContain('Чтобы скачать модель, войдите или зарегистрируйтесь');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches from the hero form into the catalogue on the client', async () => {
    const { page, documents, problems, context } = await visit('/');
    await page.locator('[data-testid="home-search"] input[name="search"]').fill('Розетка');
    await page.locator('[data-testid="home-search"] button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/models' && url.searchParams.get('search') === 'Розетка');
    await expect.poll(() => page.locator('[data-testid="catalogue-title"]').textContent(), { timeout: 10_000 }).toContain('Розетка');
    expect(await page.locator('[data-testid="model-card"]').count()).toBeGreaterThan(0);
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('scrolls the slider sideways with scroll-snap', async () => {
    const { page, context } = await visit('/', { width: 375 });
    const slider = page.locator('[data-testid="home-slider"]');
    const metrics = await slider.evaluate((element) => ({
      snap: getComputedStyle(element).scrollSnapType,
      scrollable: element.scrollWidth > element.clientWidth,
    }));
    expect(metrics.snap).toContain('x');
    expect(metrics.scrollable).toBe(true);
    await context.close();
  });
});

describe('catalogue', () => {
  it('follows a pagination link on the client and keeps the search', async () => {
    const { page, documents, apiCalls, problems, context } = await visit('/models');
    expect(await page.locator('[data-testid="model-card"]').count()).toBe(48);
    const firstOnPage1 = await page.locator('[data-testid="model-card-link"]').first().textContent();
    await page.locator('[data-testid="pagination"] a[data-page="2"]').click();
    await page.waitForURL((url) => url.pathname === '/models' && url.searchParams.get('page') === '2');
    await expect.poll(() => page.locator('[data-testid="pagination"] [aria-current="page"] [aria-hidden="true"]').textContent()).toBe('2');
    expect(await page.locator('[data-testid="model-card-link"]').first().textContent()).not.toBe(firstOnPage1);
    expect(await page.locator('[data-testid="model-card"]').count()).toBe(48);
    expect(documents).toHaveLength(1);
    expect(dataCalls(apiCalls)).toHaveLength(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('[data-testid="pagination-previous"]').click();
    await page.waitForURL((url) => url.pathname === '/models' && !url.searchParams.has('page'));
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the not-found state for a search without results', async () => {
    const { page, problems, context } = await visit('/models?search=zzqqxxnothing');
    expect(await page.locator('[data-testid="catalogue-not-found"]').textContent()).toContain('Ничего не найдено');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('model page', () => {
  it('switches the main image from the thumbnails', async () => {
    const { page, problems, context } = await visit('/');
    const href = (await page.locator('[data-testid="home-slider"] [data-testid="model-card-link"]').first().getAttribute('href')) ?? '';
    await page.goto(harness.origin + href);
    await waitForHydration(page);
    const main = page.locator('.model-gallery__main img');
    const thumbs = page.locator('.model-gallery__thumb');
    if ((await thumbs.count()) > 1) {
      const before = await main.getAttribute('src');
      await thumbs.nth(1).click();
      await expect.poll(() => main.getAttribute('src')).not.toBe(before);
      expect(await thumbs.nth(1).getAttribute('aria-current')).toBe('true');
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('redirects a wrong alias to the canonical address', async () => {
    const { page, context } = await visit('/');
    const href = (await page.locator('[data-testid="home-popular"] [data-testid="model-card-link"]').first().getAttribute('href')) ?? '';
    const id = href.split('/').at(-1);
    await page.goto(`${harness.origin}/model/wrong-alias/${id}`);
    expect(new URL(page.url()).pathname).toBe(href);
    await context.close();
  });
});

describe('screenshots at 375 px and 1440 px', () => {
  const pages: Array<{ name: string; path: () => Promise<string> }> = [
    { name: 'home', path: async () => '/' },
    { name: 'models', path: async () => '/models' },
    {
      name: 'model',
      path: async () => {
        const res = await fetch(`${harness.origin}/api/pages/home?lang=ru`);
        const home = (await res.json()) as { slider: Array<{ href: string }> };
        return home.slider[0]!.href;
      },
    },
    { name: 'business', path: async () => '/for-manufacturers' },
  ];
  for (const entry of pages) {
    for (const width of [375, 1440]) {
      it(`${entry.name} at ${width} px: no console error, no sideways scroll`, async () => {
        const { page, problems, context } = await visit(await entry.path(), { width });
        await loadLazyImages(page);
        await page.screenshot({ path: `${SHOTS}/pages-${entry.name}-${width}.png`, fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(problems).toEqual([]);
        if (entry.name === 'business') {
          // Long enough for the Business header to hide on scroll (spec §2: past 200 px).
          expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(900 + 600);
        }
        await context.close();
      });
    }
  }
});
