// Issue 22: the model page's analogues load when their place is near the viewport or already
// passed. A visitor who jumps to the bottom (the End key, a long fling, a link to the footer)
// passes the section in one step, while it is still empty (no height) and never intersecting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;
let path: string;
beforeAll(async () => {
  harness = await startHarness();
  const model = harness.app.demoUpstream!.dataset.models.find((m) => m.images.length > 0);
  if (!model) throw new Error('the demo dataset has no model');
  const page = (await (await fetch(`${harness.origin}/api/models/${model.id}`)).json()) as { model: { alias: string } };
  path = `/model/${page.model.alias}/${model.id}`;
});
afterAll(async () => {
  await harness?.close();
});

describe('analogues after a jump to the bottom', () => {
  for (const width of [375, 1440]) {
    for (const jump of ['End key', 'jump before the page has hydrated'] as const) {
      it(`load at ${width} px after the ${jump}`, async () => {
        const { page, context, apiCalls, problems } = await openPage(harness, { width, height: width < 960 ? 800 : 900 });
        try {
          await page.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
          const section = page.locator('[data-testid="model-analogues"]');
          if (jump === 'End key') {
            await page.goto(harness.origin + path);
            await waitForHydration(page);
            // Hydrated and waiting: the section's part has run (it reports its state) and asked for nothing yet.
            await expect.poll(() => section.getAttribute('data-state')).toBe('idle');
            expect(apiCalls.some((url) => url.includes('/analogues'))).toBe(false);
            await page.locator('h1').click();
            // Until the end stays put (parts below may still grow the page).
            for (let press = 0; press < 4; press += 1) {
              await page.keyboard.press('End');
              await page.waitForTimeout(400);
              if (await section.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)) break;
            }
          } else {
            // The server's page is whole: a visitor can be at its end before the section's code has looked. Room
            // below the footer puts the section far above the viewport, out of reach of the observer's margin.
            await page.goto(harness.origin + path, { waitUntil: 'domcontentloaded' });
            await page.addStyleTag({ content: 'body::after { content: ""; display: block; height: 3000px; }' });
            await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
            await waitForHydration(page);
          }
          // The jump reached the section's place or went past it (content growing below may move the very bottom further).
          await expect.poll(() => section.evaluate((element) => `${window.scrollY > 0 && element.getBoundingClientRect().top < window.innerHeight} y=${window.scrollY} top=${element.getBoundingClientRect().top}`)).toMatch(/^true/);
          await expect.poll(() => section.getAttribute('data-state'), { timeout: 5_000 }).not.toBe('idle');
          await expect.poll(() => section.getAttribute('data-state'), { timeout: 20_000 }).toMatch(/^(done|error)$/);
          expect(apiCalls.filter((url) => url.includes('/analogues')).length).toBeGreaterThanOrEqual(1);
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
