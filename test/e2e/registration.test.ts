import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

async function logInAs(harness: Harness, account: string, path: string, width = 1440) {
  const watched = await openPage(harness, { width, height: width < 640 ? 800 : 900 });
  await watched.page.goto(`${harness.origin}${path}`);
  await waitForHydration(watched.page);
  await watched.page.locator('a[data-testid="login"]').first().click();
  await watched.page.waitForURL(/\/lk\/login\?/);
  await watched.page.locator(`a[data-login="${account}"]`).click();
  return watched;
}

describe('registration gate and /validate (spec §4 §5)', () => {
  // First: the sign-up test below registers the demo 'unregistered' account for the rest of the run.
  it('shows the form at 375 px without sideways scroll', async () => {
    const { page, context, problems } = await logInAs(harness, 'unregistered', '/models', 375);
    await page.waitForURL(`${harness.origin}/validate?return=%2Fmodels`);
    await waitForHydration(page);
    expect(await page.locator('[data-testid="validate-form"]').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'test-results/screenshots/validate-375.png', fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sends 'unregistered' to /validate, keeps it there on client navigation, and completes sign-up with the consent", async () => {
    const { page, context, problems, documents } = await logInAs(harness, 'unregistered', '/about');
    await page.waitForURL(`${harness.origin}/validate?return=%2Fabout`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('[data-testid="validate-form"]').count(), { timeout: 10_000 }).toBe(1);
    await page.screenshot({ path: 'test-results/screenshots/validate-1440.png', fullPage: true });

    // A client-side navigation is gated by the router (no new document).
    const before = documents.length;
    await page.locator('header a[href="/models"]').first().click();
    await page.waitForURL(/\/validate\?return=%2Fmodels/);
    expect(documents.length).toBe(before);
    await expect.poll(() => page.locator('[data-testid="validate-form"]').count(), { timeout: 10_000 }).toBe(1);

    // Without the consent: the fields say what is missing and keep what was typed.
    await page.locator('input[name="firstName"]').fill('Мария');
    await page.locator('[data-testid="validate-submit"]').click();
    await expect.poll(() => page.locator('[data-testid="validate-error"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('input[name="firstName"]').inputValue()).toBe('Мария');
    expect(await page.locator('input[name="lastName"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-testid="validate-privacy"]').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: 'test-results/screenshots/validate-errors-1440.png', fullPage: true });

    await page.locator('input[name="lastName"]').fill('Новикова');
    await page.locator('[data-testid="validate-privacy"]').check();
    await page.locator('[data-testid="validate-submit"]').click();
    await page.waitForURL(`${harness.origin}/models`);
    await expect.poll(() => page.locator('[data-testid="user-menu"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // Registered now: a reload stays on the page.
    await page.reload();
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/models');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows anonymous visitors a login prompt at 375 px and 1440 px', async () => {
    for (const width of [375, 1440]) {
      const { page, context, problems } = await openPage(harness, { width, height: width < 640 ? 800 : 900 });
      // The earlier test registered the demo 'unregistered' account; the anonymous and form views are what remain.
      await page.goto(`${harness.origin}/validate`);
      await waitForHydration(page);
      expect(await page.locator('[data-testid="validate-login"]').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
