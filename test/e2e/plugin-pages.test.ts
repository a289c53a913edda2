// Issue 22: the plugin pages use the width, never scroll sideways, and each plugin's download
// button is a real, large enough button; the changes are folded until asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('plugin pages', () => {
  for (const width of [375, 1440]) {
    it(`/revit at ${width} px: no sideways scroll, cards using the width, a download button at least 44 px tall`, async () => {
      const { page, problems, context } = await openPage(harness, { width, height: 900 });
      await context.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
      await page.goto(`${harness.origin}/revit`);
      await waitForHydration(page);
      const layout = await page.evaluate(() => {
        const main = document.querySelector('.plugin-page__main')!.getBoundingClientRect();
        const cards = [...document.querySelectorAll('[data-testid="plugin-entry"]')].map((card) => card.getBoundingClientRect());
        const buttons = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="plugin-download"]')].map((button) => ({
          height: button.getBoundingClientRect().height,
          download: button.hasAttribute('download'),
          href: button.getAttribute('href'),
          label: button.textContent,
        }));
        const firstRow = cards.filter((card) => Math.abs(card.top - cards[0]!.top) < 1).length;
        return {
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          container: main.width,
          cards: cards.length,
          firstRow,
          widest: Math.max(...cards.map((card) => card.width)),
          buttons,
          closed: [...document.querySelectorAll('details.plugin-changes')].every((details) => !(details as HTMLDetailsElement).open),
        };
      });
      expect(layout.overflow).toBe(0);
      expect(layout.cards).toBeGreaterThan(1);
      if (width >= 1024) expect(layout.firstRow > 1 || layout.widest > layout.container * 0.6).toBe(true);
      else expect(layout.widest).toBeGreaterThan(layout.container - 1);
      expect(layout.buttons).toHaveLength(layout.cards);
      for (const button of layout.buttons) {
        expect(button.height).toBeGreaterThanOrEqual(44);
        expect(button.download).toBe(true);
        expect(button.href).toMatch(/^\/uploads\/plugins\/[\w.-]+\.zip$/);
        expect(button.label).toMatch(/Скачать версию \d+\.\d+\.\d+.*МБ/);
      }
      expect(layout.closed).toBe(true);
      if (width === 375) {
        // The changes open on a tap and show dated versions.
        const changes = page.locator('details.plugin-changes').first();
        await changes.locator('summary').click();
        await expect.poll(() => changes.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
        expect(await changes.locator('.plugin-changes__item time').count()).toBeGreaterThanOrEqual(2);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
