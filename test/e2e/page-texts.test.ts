// A page's own texts travel in the page language only (registerLanguageTexts, docs/decisions/0018):
// the first load and every client navigation fetch that language's chunk and never the other's,
// and a navigation that changes the language brings the new language's texts before it renders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';
import { areaTexts } from '../support/i18n-texts.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const textsChunk = /\/assets\/texts-([\w-]+)\.(ru|en)-[\w-]+\.js$/;

describe('page texts in the page language', () => {
  for (const width of [375, 1440]) {
    it(`load one language on a first load and on client navigations (${width} px)`, async () => {
      const { page, documents, problems, context } = await openPage(harness, { width });
      const loaded: string[] = [];
      page.on('request', (request) => {
        const match = textsChunk.exec(new URL(request.url()).pathname);
        if (match) loaded.push(`${match[1]}.${match[2]}`);
      });
      await page.goto(`${harness.origin}/models`);
      await waitForHydration(page);
      expect(await page.locator('body').textContent()).toContain(areaTexts('catalogue').ru.skipToResults);
      // Idle link prefetching may warm other pages' texts too, in the page language only.
      await page.waitForTimeout(500);
      expect(loaded).toContain('catalogue.ru');
      expect(loaded.filter((chunk) => !chunk.endsWith('.ru'))).toEqual([]);
      const firstLoad = loaded.length;

      const follow = (href: string) =>
        page.evaluate((target) => {
          const link = document.createElement('a');
          link.href = target;
          link.dataset.nav = '';
          document.body.append(link);
          link.click();
          link.remove();
        }, href);
      const bodyText = () => page.locator('body').textContent();

      // Same page, other language: the English catalogue texts arrive with the English locale.
      await follow('/en/models');
      await page.waitForURL(/\/en\/models$/);
      await expect.poll(bodyText).toContain(areaTexts('catalogue').en.skipToResults);
      // Another page in that language: its module and its English texts only.
      await follow('/en/manufacturers');
      await page.waitForURL(/\/en\/manufacturers$/);
      await expect.poll(bodyText).toContain(areaTexts('manufacturers').en.searchLabel);

      const afterSwitch = loaded.slice(firstLoad);
      expect(afterSwitch).toEqual(expect.arrayContaining(['catalogue.en', 'manufacturers.en']));
      expect(afterSwitch.filter((chunk) => !chunk.endsWith('.en'))).toEqual([]);
      expect(new Set(loaded).size).toBe(loaded.length);
      expect(documents).toHaveLength(1);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
