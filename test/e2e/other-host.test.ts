// The demo container seen from another machine: Chromium reaches the server by a host name
// other than the one it listens as (portal.test, mapped to the loopback by
// --host-resolver-rules), and may load nothing from any other origin, as a browser that
// cannot reach the server's loopback. Every image loads, the login works, the avatar shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;
let front: string;
beforeAll(async () => {
  harness = await startHarness({ noPublicOrigin: true, chromiumArgs: ['--host-resolver-rules=MAP portal.test 127.0.0.1'] });
  front = harness.origin.replace('127.0.0.1', 'portal.test');
});
afterAll(async () => {
  await harness?.close();
});

/** Starts every image, lazy ones (carousels, below the fold) included, and waits until each has loaded or failed. */
async function imagesLoaded(page: Page): Promise<{ total: number; broken: string[] }> {
  await page.evaluate(() => {
    for (const img of document.images) img.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 20_000 }).catch(async (error: unknown) => {
    const pending = await page.evaluate(() => [...document.images].filter((img) => !img.complete).map((img) => `${img.loading} ${img.currentSrc || img.src}`));
    throw new Error(`images still loading: ${pending.join(', ')}`, { cause: error });
  });
  return page.evaluate(() => ({
    total: document.images.length,
    broken: [...document.images].filter((img) => img.currentSrc !== '' && img.naturalWidth === 0).map((img) => img.currentSrc),
  }));
}

describe('demo mode from another host name', () => {
  it('loads every image of the catalogue and a model page from the front host only, and logs in with an uploaded avatar', async () => {
    const { page, context, problems } = await openPage(harness);
    const elsewhere: string[] = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin === front || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
      elsewhere.push(url.href);
      return route.abort('addressunreachable');
    });

    await page.goto(`${front}/models`);
    await waitForHydration(page);
    const catalogue = await imagesLoaded(page);
    expect(catalogue.total).toBeGreaterThan(10);
    expect(catalogue.broken).toEqual([]);

    const modelHref = await page.locator('a[href*="/model/"]').first().getAttribute('href');
    await page.goto(new URL(modelHref!, front).href);
    await waitForHydration(page);
    const model = await imagesLoaded(page);
    expect(model.total).toBeGreaterThan(1);
    expect(model.broken).toEqual([]);

    // The lk login page is relayed under the front host too; 'newcomer' has an uploaded avatar.
    await page.locator('a[data-testid="login"]').first().click();
    await page.waitForURL(`${front}/lk/login?**`);
    await page.locator('a[data-login="newcomer"]').click();
    await page.waitForURL((url) => url.origin === front && !url.pathname.startsWith('/lk'));
    await waitForHydration(page);
    const avatar = page.locator('img.avatar').first();
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/api\/assets\/images\//);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    expect(elsewhere).toEqual([]);
    // Plain http on a name other than localhost: Chromium ignores COOP and origin-keying and says so.
    // A deployment is https (PUBLIC_ORIGIN), where neither message appears; nothing else may.
    const httpOnlyNotices = /Cross-Origin-Opener-Policy header has been ignored|could not be origin-keyed/;
    expect(problems.filter((problem) => !httpOnlyNotices.test(problem))).toEqual([]);
    await context.close();
  });
});
