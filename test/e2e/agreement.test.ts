import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ demoFaults: true });
});
afterAll(async () => {
  await harness?.close();
});

async function logInAs(account: string, path: string, width = 1440) {
  const watched = await openPage(harness, { width, height: width < 640 ? 800 : 900 });
  await watched.page.goto(`${harness.origin}${path}`);
  await waitForHydration(watched.page);
  await watched.page.locator('a[data-testid="login"]').first().click();
  await watched.page.waitForURL(/\/lk\/login\?/);
  await watched.page.locator(`a[data-login="${account}"]`).click();
  await watched.page.waitForURL(`${harness.origin}${path}`);
  await waitForHydration(watched.page);
  return watched;
}

describe('agreement popup (spec §4)', () => {
  it("'manufacturer' (agreement recorded) and 'newcomer' (created after the cutoff) never see it", async () => {
    for (const account of ['manufacturer', 'newcomer']) {
      const { page, context, problems, apiCalls } = await logInAs(account, '/about');
      await expect.poll(() => page.locator('[data-testid="user-menu"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await page.waitForTimeout(500);
      expect(await page.locator('[data-testid="agreement-popup"]').count()).toBe(0);
      if (account === 'newcomer') expect(apiCalls.some((url) => url.includes('/api/agreement'))).toBe(false);
      // The uploaded avatar of 'newcomer' is served by /api/assets/images, which the ops issue adds (a 404 until then).
      if (account === 'manufacturer') expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("'designer' gets a popup that cannot be escaped, is gone after accepting and stays gone after a reload", async () => {
    const { page, context, problems } = await logInAs('designer', '/about', 375);
    const popup = page.locator('[data-testid="agreement-popup"]');
    await expect.poll(() => popup.count(), { timeout: 10_000 }).toBe(1);
    expect(await popup.locator('[role="dialog"][aria-modal="true"]').count()).toBe(1);
    expect(await popup.locator('button:not([data-testid="agreement-submit"])').count()).toBe(0);
    await page.screenshot({ path: 'test-results/screenshots/agreement-375.png' });
    // The server renders the popup (its form works without JavaScript); once its code is in, the submit waits for the consent.
    await expect.poll(() => page.locator('[data-testid="agreement-submit"]').isDisabled(), { timeout: 10_000 }).toBe(true);

    // Escape does nothing; Tab cycles inside.
    await page.keyboard.press('Escape');
    expect(await popup.count()).toBe(1);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="agreement-popup"]') !== null)).toBe(true);
    }
    // Submit stays disabled until the consent is ticked.
    expect(await page.locator('[data-testid="agreement-submit"]').isDisabled()).toBe(true);
    await page.locator('[data-testid="agreement-consent"]').check();
    expect(await page.locator('[data-testid="agreement-submit"]').isDisabled()).toBe(false);

    // A failure keeps it open with a message.
    harness.app.demoUpstream?.faults.set('/api/user/agreement', { kind: 'status', status: 503 }, { times: 1 });
    await page.locator('[data-testid="agreement-submit"]').click();
    await expect.poll(() => page.locator('[data-testid="agreement-error"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await popup.count()).toBe(1);
    harness.app.demoUpstream?.faults.clear();

    await page.locator('[data-testid="agreement-submit"]').click();
    await expect.poll(() => popup.count(), { timeout: 10_000 }).toBe(0);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(800);
    expect(await popup.count()).toBe(0);
    // The one failed save above is the injected upstream fault (the BFF answers 502).
    expect(problems.filter((problem) => !problem.includes('status of 502'))).toEqual([]);
    await context.close();
  });
});
