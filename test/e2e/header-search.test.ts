// Issue 13 header search: a GET form to the catalogue on every page, and with
// script a combobox of suggestions (keyboard and screen-reader accessible), with
// the generic fetch state's 200 ms delay before 'searching' shows (spec §4 §9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const input = '[data-testid="header-search-input"]';
const list = '[data-testid="header-search-list"]';

describe('header search', () => {
  it('suggests models as you type, by keyboard: arrows choose, Enter goes there without a new document, Escape closes', async () => {
    const { page, context, problems, documents } = await openPage(harness);
    await page.goto(`${harness.origin}/about`);
    await waitForHydration(page);
    const field = page.locator(input);
    await field.click();
    await field.pressSequentially('дверь', { delay: 40 });
    await expect.poll(() => page.locator(`${list} [role="option"]`).count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('[role="status"]', { hasText: /Подсказок/ }).count()).toBe(1);

    await page.keyboard.press('ArrowDown');
    const first = page.locator(`${list} [role="option"]`).first();
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp'); // back to the field
    expect(await field.getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('Escape');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator(list).isHidden()).toBe(true);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.screenshot({ path: 'test-results/screenshots/header-search-1440.png' });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/model\/[^/]+\/\d+$/);
    await waitForHydration(page);
    expect(documents).toHaveLength(1);
    expect(await page.locator(list).isHidden()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('submits to the catalogue: Enter without a choice shows the results for the text', async () => {
    const { page, context } = await openPage(harness);
    await page.goto(`${harness.origin}/articles`);
    await waitForHydration(page);
    await page.locator(input).fill('перегородка');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${harness.origin}/models?search=%D0%BF%D0%B5%D1%80%D0%B5%D0%B3%D0%BE%D1%80%D0%BE%D0%B4%D0%BA%D0%B0`);
    await expect.poll(() => page.locator('[data-testid="model-card"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await context.close();
  });

  it('works without JavaScript as a GET form to /models (and /en/models on English pages)', async () => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${harness.origin}/en/about`);
    await page.locator(input).fill('door');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/models\?search=door$/);
    expect(await page.locator('[data-testid="model-card"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('at 375 px opens as a row under the header from its toggle, fits the screen, and closes back to the toggle', async () => {
    const { page, context, problems } = await openPage(harness, { width: 375, height: 800 });
    await page.goto(`${harness.origin}/`);
    await waitForHydration(page);
    expect(await page.locator(input).isVisible()).toBe(false);
    const toggle = page.locator('.header-search-toggle');
    await toggle.click();
    await expect.poll(() => page.evaluate((selector) => document.activeElement === document.querySelector(selector), input)).toBe(true);
    await page.locator(input).pressSequentially('дверь', { delay: 40 });
    await expect.poll(() => page.locator(`${list} [role="option"]`).count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'test-results/screenshots/header-search-375.png' });
    await page.keyboard.press('Escape'); // closes the suggestions
    await page.keyboard.press('Escape'); // closes the row
    expect(await page.locator(input).isVisible()).toBe(false);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('generic fetch state (spec §4: 200 ms before pending shows)', () => {
  const answer = (query: string) =>
    JSON.stringify({ query, models: [{ id: 1, name: 'Дверь тестовая', href: '/model/dver/1', image: null, companyName: 'Тест' }], manufacturers: [], totalModels: 1 });

  async function searchingShown(delayMs: number): Promise<boolean> {
    const { page, context } = await openPage(harness);
    await page.route(/\/api\/search\/suggestions\?/, async (route) => {
      const query = new URL(route.request().url()).searchParams.get('q') ?? '';
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.fulfill({ status: 200, contentType: 'application/json', body: answer(query) });
    });
    await page.goto(`${harness.origin}/about`);
    await waitForHydration(page);
    // Records whether 'searching' was ever on screen, however briefly.
    await page.evaluate(() => {
      const seen = { searching: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('.header-search__status')?.textContent?.includes('Ищем')) seen.searching = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.locator(input).fill('дверь');
    await expect.poll(() => page.locator(`${list} [role="option"]`).count(), { timeout: 10_000 }).toBe(2);
    const shown = await page.evaluate(() => (window as unknown as { seen: { searching: boolean } }).seen.searching);
    await context.close();
    return shown;
  }

  it('never flashes "searching" for a fast answer', async () => {
    expect(await searchingShown(0)).toBe(false);
  });

  it('shows "searching" while a slow answer is on its way', async () => {
    expect(await searchingShown(1_500)).toBe(true);
  });
});
