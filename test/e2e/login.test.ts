import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The manufacturer account: registered and past the agreement cutoff, so no popup stands over the menus these tests use (the designer gets the agreement popup; test/e2e/agreement.test.ts).
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('login flow', () => {
  it("'Войти' leads through the login page back to the same page, logged in", async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto(`${harness.origin}/about`);
    await waitForHydration(page);
    await page.locator('a[data-testid="login"]').first().click();
    // The demo upstream's login page (the lk host) lists the demo accounts.
    await page.waitForURL(/\/lk\/login\?/);
    await page.locator('a[data-login="manufacturer"]').click();
    await page.waitForURL(`${harness.origin}/about`);
    await waitForHydration(page);
    expect(await page.locator('a[data-testid="login"]').count()).toBe(0);
    expect(await page.locator('[data-testid="user-menu"]').count()).toBeGreaterThan(0);
    const cookies = await context.cookies(harness.origin);
    expect(cookies.find((c) => c.name === 'access_token')?.httpOnly).toBe(true);
    expect(problems).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/logged-in-1440.png' });
    await context.close();
  });

  it('logout from the user menu ends the session (the root action through a fetcher, its JSON POST let through by the cross-site guard), then reloads', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto(`${harness.origin}/about`);
    await waitForHydration(page);
    await page.locator('a[data-testid="login"]').first().click();
    await page.waitForURL(/\/lk\/login\?/);
    await page.locator('a[data-login="manufacturer"]').click();
    await page.waitForURL(`${harness.origin}/about`);
    await waitForHydration(page);
    await page.locator('button[data-testid="user-menu"]:visible').first().click();
    const logoutResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/logout');
    const reloaded = page.waitForRequest((request) => request.resourceType() === 'document' && new URL(request.url()).pathname === '/about');
    await page.locator('button[data-testid="logout"]:visible').first().click();
    expect((await logoutResponse).status()).toBe(204);
    await reloaded;
    await page.waitForLoadState('load');
    await page.locator('a[data-testid="login"]').first().waitFor();
    const cookies = await context.cookies(harness.origin);
    expect(cookies.find((c) => c.name === 'access_token')).toBeUndefined();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('login from a local address (PUBLIC_ORIGIN unset, as after npm start)', () => {
  let local: Harness;
  beforeAll(async () => {
    local = await startHarness({ noPublicOrigin: true });
  });
  afterAll(async () => {
    await local?.close();
  });

  for (const hostname of ['127.0.0.1', 'localhost']) {
    it(`starting on ${hostname} ends logged in on ${hostname}`, async () => {
      const origin = local.origin.replace('127.0.0.1', hostname);
      const { page, context, problems } = await openPage(local);
      await page.goto(`${origin}/about`);
      await waitForHydration(page);
      await page.locator('a[data-testid="login"]').first().click();
      await page.waitForURL(/\/lk\/login\?/);
      await page.locator('a[data-login="manufacturer"]').click();
      await page.waitForURL(`${origin}/about`);
      await waitForHydration(page);
      expect(await page.locator('[data-testid="user-menu"]').count()).toBeGreaterThan(0);
      expect((await context.cookies(origin)).some((c) => c.name === 'access_token')).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
