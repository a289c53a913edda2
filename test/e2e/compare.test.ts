// Issue 24 §4 in Chromium against the production build: the compare toggle on catalogue cards, the
// tray, the set kept in local storage across a reload, the comparison page reached by a client
// navigation, its "only differences" switch and remove links, and back to the catalogue with the
// set shown; the page fits 375 and 1440 px without sideways scroll (the table scrolls on its own).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COMPARE_STORAGE_KEY } from '#shared/constants.ts';
import { AxeBuilder } from '@axe-core/playwright';
import { openPage, startHarness, waitForAnimations, waitForHydration, WCAG_AA_TAGS, type Harness } from './browser.ts';

const SHOTS = 'test-results/screenshots';
let harness: Harness;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const stored = (page: Page) => page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as string[], COMPARE_STORAGE_KEY);
const pressed = (page: Page) =>
  page.locator('[data-testid="model-card"]').evaluateAll((cards) =>
    cards.filter((card) => card.querySelector('[data-testid="compare-toggle"]')?.getAttribute('aria-pressed') === 'true').map((card) => card.getAttribute('data-model-id')),
  );
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('comparing models', () => {
  for (const width of [375, 1440]) {
    it(`from catalogue cards to the comparison and back (${width} px)`, { timeout: 90_000 }, async () => {
      const { page, context, problems, documents } = await openPage(harness, { width, height: width < 640 ? 800 : 900 });
      await context.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
      await page.goto(`${harness.origin}/models`);
      await waitForHydration(page);

      const cards = page.locator('[data-testid="model-card"]');
      const ids = await cards.evaluateAll((all) => all.slice(0, 3).map((card) => card.getAttribute('data-model-id')!));
      await expect.poll(() => page.locator('[data-testid="compare-tray"]').count()).toBe(0);
      for (const index of [0, 1, 2]) await cards.nth(index).getByTestId('compare-toggle').click();
      await expect.poll(() => pressed(page)).toEqual(ids);
      expect(await stored(page)).toEqual(ids);
      const tray = page.getByTestId('compare-tray');
      await expect.poll(() => tray.textContent(), { timeout: 5_000 }).toContain('3 из 4');
      // Pressed again: out of the set.
      await cards.nth(2).getByTestId('compare-toggle').click();
      await expect.poll(() => stored(page)).toEqual(ids.slice(0, 2));
      await expect.poll(() => tray.textContent()).toContain('2 из 4');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/compare-tray-${width}.png` });

      // The set survives a reload: the server renders the toggles unpressed, the browser shows the set.
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => pressed(page)).toEqual(ids.slice(0, 2));
      await expect.poll(() => page.getByTestId('compare-tray').count(), { timeout: 5_000 }).toBe(1);

      // The tray opens the comparison with a client navigation.
      const before = documents.length;
      await page.getByTestId('compare-tray-open').click();
      await page.waitForURL(new RegExp(`/compare\\?ids=${ids[0]}-${ids[1]}$`));
      await expect.poll(() => page.getByTestId('compare-model').count(), { timeout: 10_000 }).toBe(2);
      expect(documents.length).toBe(before);
      // Its own page shows no tray.
      expect(await page.getByTestId('compare-tray').count()).toBe(0);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/compare-${width}.png`, fullPage: true });
      await page.getByTestId('compare-section-dimensions').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/compare-table-${width}.png` });

      // Only the differences.
      const allRows = await page.getByTestId('compare-row').count();
      await page.getByTestId('compare-only-differences').click();
      await page.waitForURL(/diff=1$/);
      await expect.poll(() => page.getByTestId('compare-row').count()).toBeLessThan(allRows);
      const rows = page.getByTestId('compare-row');
      expect(await rows.evaluateAll((all) => all.every((row) => row.classList.contains('is-different')))).toBe(true);
      await page.getByTestId('compare-all').click();
      await expect.poll(() => page.getByTestId('compare-row').count()).toBe(allRows);

      // Remove one: the address and the stored set follow.
      await page.getByTestId('compare-remove').first().click();
      await page.waitForURL(new RegExp(`/compare\\?ids=${ids[1]}$`));
      await expect.poll(() => page.getByTestId('compare-model').count()).toBe(1);
      await expect.poll(() => stored(page)).toEqual([ids[1]]);

      // Back in the catalogue, the cards show the set (the steps back through the comparison leave it alone).
      for (let step = 0; step < 4; step += 1) await page.goBack();
      await page.waitForURL(/\/models$/);
      await expect.poll(() => pressed(page), { timeout: 10_000 }).toEqual([ids[1]]);
      expect(documents.length).toBe(before);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('opens the stored set at the bare address, and takes no fifth model', async () => {
    const { page, context, problems } = await openPage(harness, { width: 1280 });
    await context.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
    await page.goto(`${harness.origin}/models`);
    await waitForHydration(page);
    const cards = page.locator('[data-testid="model-card"]');
    const ids = await cards.evaluateAll((all) => all.slice(0, 5).map((card) => card.getAttribute('data-model-id')!));
    for (const index of [0, 1, 2, 3]) await cards.nth(index).getByTestId('compare-toggle').click();
    await expect.poll(() => stored(page)).toEqual(ids.slice(0, 4));
    const fifth = cards.nth(4).getByTestId('compare-toggle');
    expect(await fifth.getAttribute('aria-disabled')).toBe('true');
    expect(await fifth.getAttribute('title')).toContain('не более 4');
    // Pressed anyway (aria-disabled keeps it focusable and announced): nothing changes, nothing is sent.
    await fifth.click({ force: true });
    expect(await fifth.getAttribute('aria-pressed')).toBe('false');
    expect(await stored(page)).toEqual(ids.slice(0, 4));
    expect(page.url()).toMatch(/\/models$/);

    await page.goto(`${harness.origin}/compare`);
    await waitForHydration(page);
    await page.waitForURL(new RegExp(`/compare\\?ids=${ids.slice(0, 4).join('-')}$`));
    await expect.poll(() => page.getByTestId('compare-model').count()).toBe(4);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript, a card’s toggle opens the comparison of that model', async () => {
    const { page, context } = await openPage(harness, { width: 375, javaScript: false });
    await page.goto(`${harness.origin}/models`);
    const card = page.locator('[data-testid="model-card"]').first();
    const id = await card.getAttribute('data-model-id');
    await card.getByTestId('compare-toggle').click();
    await page.waitForURL(new RegExp(`/compare\\?ids=${id}$`));
    expect(await page.getByTestId('compare-model').count()).toBe(1);
    await context.close();
  });

  for (const width of [375, 1440]) {
    it(`a filled comparison, its tray and its notes pass axe (WCAG 2.2 AA) at ${width} px`, async () => {
      const ids = await (await fetch(`${harness.origin}/api/models?lang=ru`)).json().then((body: { models: Array<{ id: number }> }) => body.models.slice(0, 3).map((model) => model.id));
      const { page, context } = await openPage(harness, { width, height: width < 960 ? 800 : 900 });
      await context.addInitScript((set) => window.localStorage.setItem(set.key, JSON.stringify(set.ids)), { key: COMPARE_STORAGE_KEY, ids: ids.map(String) });
      await page.goto(`${harness.origin}/compare?ids=${ids.join('-')}-abc-999999999&diff=1`);
      await waitForHydration(page);
      await waitForAnimations(page);
      expect(await page.getByTestId('compare-dropped').count()).toBe(1);
      const result = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
      expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      // The catalogue with the tray showing.
      await page.goto(`${harness.origin}/models`);
      await waitForHydration(page);
      await page.getByTestId('compare-tray').waitFor();
      await waitForAnimations(page);
      const catalogue = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).include('[data-testid="compare-tray"]').include('[data-testid="model-card"]').analyze();
      expect(catalogue.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      await context.close();
    });
  }
});
