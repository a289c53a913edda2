// Paid banners (spec §1) in the catalogue and on an article, in Chromium against the production
// build: visible and marked as advertising at 375 and 1440 px, after the cards and before the
// pagination, after the article's text; and on a client-side navigation to the catalogue
// (the browser's /api/banners call) as on a first load.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

const SHOTS = 'test-results/screenshots';
let harness: Harness;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

async function open(path: string, width: number) {
  const watched = await openPage(harness, { width, height: 900 });
  // The corner ad popup and the cookie notice would cover what is looked at here.
  await watched.context.addInitScript(() => {
    window.localStorage.setItem('cookie-notice-accepted', '1');
  });
  await watched.page.goto(`${harness.origin}${path}`);
  await waitForHydration(watched.page);
  return watched;
}

describe('catalogue banners', () => {
  for (const width of [375, 1440]) {
    it(`show after the cards and before the pagination at ${width} px, marked as advertising`, async () => {
      const { page, context, problems } = await open('/models', width);
      const block = page.getByTestId('catalogue-banners');
      await block.scrollIntoViewIfNeeded();
      expect(await block.isVisible()).toBe(true);
      const banner = block.getByTestId('ad-banner').first();
      expect(await banner.getAttribute('rel')).toBe('sponsored noopener');
      expect(await banner.textContent()).toMatch(/Реклама.*ИНН \d+.*erid: \S+/s);
      // Measured together, in page coordinates: three separate boundingBox() calls straddled a scroll now and then.
      const { grid, box, pagination } = await page.evaluate(() => {
        const measure = (selector: string) => {
          const rect = document.querySelector(selector)!.getBoundingClientRect();
          return { y: rect.top + window.scrollY, height: rect.height, width: rect.width };
        };
        return { grid: measure('[data-testid="catalogue-grid"]'), box: measure('[data-testid="catalogue-banners"]'), pagination: measure('.catalogue-results__body .pagination') };
      });
      expect(box.y).toBeGreaterThanOrEqual(grid.y + grid.height);
      expect(pagination.y).toBeGreaterThanOrEqual(box.y + box.height);
      expect(box.width).toBeLessThanOrEqual(grid.width + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await block.screenshot({ path: `${SHOTS}/catalogue-banners-${width}.png` });
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('come with a client-side navigation to the catalogue too', async () => {
    const { page, context, problems, documents } = await open('/about', 1440);
    const before = documents.length;
    await page.locator('header a[href="/models"]').first().click();
    await page.waitForURL(/\/models$/);
    await expect.poll(() => page.getByTestId('catalogue-banners').count()).toBe(1);
    expect(documents.length).toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('article banners', () => {
  for (const width of [375, 1440]) {
    it(`show after the article's text at ${width} px, marked as advertising`, async () => {
      const article = harness.app.demoUpstream!.dataset.articles.find((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles && a.lang_versions[0]?.status_lang === 'Published')!;
      const { page, context, problems } = await open(`/articles/${article.id}`, width);
      const block = page.getByTestId('article-banners');
      await block.scrollIntoViewIfNeeded();
      expect(await block.isVisible()).toBe(true);
      expect(await block.getByTestId('ad-banner').first().textContent()).toMatch(/Реклама.*erid: \S+/s);
      const body = (await page.getByTestId('article-body').boundingBox())!;
      expect((await block.boundingBox())!.y).toBeGreaterThan(body.y + body.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await block.screenshot({ path: `${SHOTS}/article-banners-${width}.png` });
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
