// A first catalogue page whose search is slow (issue 23 §5), as a person's browser gets it:
// the page with its filters and the loading state comes after LIST_RESULTS_PAGE_WAIT_MS, then
// the browser asks for the results itself and shows them in place (no second document), at
// 375 and 1440 px; the manufacturers list the same. Without JavaScript the loading state offers a
// link that loads the page again.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIST_RESULTS_PAGE_WAIT_MS } from '#shared/constants.ts';
import type { CatalogueSearchDto } from '#shared/api/dto.ts';
import { openPage, PERSON_USER_AGENT, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;
let words: string[];
const SEARCH_DELAY_MS = LIST_RESULTS_PAGE_WAIT_MS + 2_500;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  harness = await startHarness({ demoFaults: true });
  const some = (await (await fetch(`${harness.origin}/api/models`)).json()) as CatalogueSearchDto;
  words = [...new Set(some.models.flatMap((model) => model.name.split(/\s+/)).filter((word) => /^\p{L}{4,}$/u.test(word)))];
  expect(words.length).toBeGreaterThanOrEqual(3);
}, 60_000);
afterEach(() => harness.app.demoUpstream!.faults.clear());
afterAll(async () => {
  await harness?.close();
});

const slowSearch = () => harness.app.demoUpstream!.faults.set('/web2/model/searchmodels*', { kind: 'delay', ms: SEARCH_DELAY_MS });

describe('a slow first search page in the browser', () => {
  for (const [index, width] of [375, 1440].entries()) {
    it(`shows the page with the loading state at once, then the results in place (${width} px)`, async () => {
      const { page, context, problems, documents } = await openPage(harness, { width, height: 900, userAgent: PERSON_USER_AGENT });
      try {
        slowSearch();
        const path = `/models?search=${encodeURIComponent(words[index]!)}`;
        await page.goto(harness.origin + path, { waitUntil: 'commit' });
        const pending = page.locator('[data-testid="list-pending"]');
        await pending.waitFor({ state: 'visible', timeout: 10_000 });
        expect(await page.locator('[data-testid="catalogue-results"]').getAttribute('aria-busy')).toBe('true');
        expect(await pending.getByRole('status').innerText()).toContain('Ищем модели');
        // The placeholders stand in the grid's columns: 2 at 375 px, 4 at 1440 px, and nothing scrolls sideways.
        const columns = await page.locator('.catalogue-pending__grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
        expect(columns).toBe(width === 375 ? 2 : 4);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/slow-search-pending-${width}.png` });
        await waitForHydration(page);

        // The browser asks for the results and shows them where the placeholders were.
        await page.locator('[data-testid="model-card"]').first().waitFor({ state: 'visible', timeout: SEARCH_DELAY_MS + 10_000 });
        expect(await pending.count()).toBe(0);
        expect(await page.locator('[data-testid="catalogue-results"]').getAttribute('aria-busy')).toBe('false');
        expect(await page.locator('[data-testid="catalogue-total"]').innerText()).toMatch(/Найден/);
        expect(documents).toHaveLength(1);
        if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/slow-search-results-${width}.png` });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);
  }

  it('shows the manufacturers list with row placeholders, then its entries in place (375 px)', async () => {
    const { page, context, problems, documents } = await openPage(harness, { width: 375, height: 800, userAgent: PERSON_USER_AGENT });
    try {
      harness.app.demoUpstream!.faults.set('/web2/company_search_elastic', { kind: 'delay', ms: SEARCH_DELAY_MS });
      await page.goto(`${harness.origin}/manufacturers?search=${encodeURIComponent('про')}`, { waitUntil: 'commit' });
      const pending = page.locator('[data-testid="list-pending"]');
      await pending.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await pending.getByRole('status').innerText()).toContain('Ищем производителей');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/slow-manufacturers-pending-375.png`, fullPage: true });
      await page.locator('[data-testid="manufacturers-list"]').waitFor({ state: 'visible', timeout: SEARCH_DELAY_MS + 10_000 });
      expect(await pending.count()).toBe(0);
      expect(documents).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('offers a visitor without JavaScript a link that loads the page again, which then has the results', async () => {
    const { page, context } = await openPage(harness, { width: 1440, javaScript: false, userAgent: PERSON_USER_AGENT });
    try {
      slowSearch();
      const path = `/models?search=${encodeURIComponent(words[2]!)}`;
      await page.goto(harness.origin + path);
      const link = page.locator('[data-testid="list-pending"] a');
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe(path);
      // Once the search is in (the delay passed), the link's page has the cards.
      await page.waitForTimeout(SEARCH_DELAY_MS);
      harness.app.demoUpstream!.faults.clear();
      await link.click();
      await page.locator('[data-testid="model-card"]').first().waitFor({ state: 'visible', timeout: 10_000 });
    } finally {
      await context.close();
    }
  }, 60_000);
});
