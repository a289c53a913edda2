// Issue 15: a cached anonymous page carries no nonce; its CSP allows its own inline
// scripts by hash. It must hydrate cleanly, and an injected inline script must not run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

/** Collects the page's CSP violations (the browser also logs them as console errors). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

describe('a page from the anonymous page cache', () => {
  for (const path of ['/models', '/', '/manufacturers']) {
    it(`${path} hydrates with no console error and no CSP violation, with no nonce in it`, async () => {
      const { page, problems, context } = await openPage(harness);
      await recordViolations(page);
      // The first visit fills the cache; the second is answered from it.
      await page.goto(harness.origin + path);
      await waitForHydration(page);
      const response = await page.goto(harness.origin + path);
      await waitForHydration(page);
      const headers = response!.headers();
      expect(headers.etag).toMatch(/^W\//);
      expect(headers['content-security-policy']).toContain("'sha256-");
      expect(headers['content-security-policy']).not.toContain("'nonce-");
      expect(await response!.text()).not.toContain('nonce=');
      await page.waitForTimeout(300);
      expect(await violations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('does not run an inline script injected into it', async () => {
    const { page, problems, context } = await openPage(harness);
    await recordViolations(page);
    await page.goto(harness.origin + '/about');
    await waitForHydration(page);
    // The same response, headers and all, with one inline script more.
    await page.route(`${harness.origin}/about`, async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace('</body>', '<script>window.__injected = true</script></body>');
      await route.fulfill({ response: original, body: html });
    });
    await page.goto(harness.origin + '/about');
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await violations(page)).toEqual(['script-src-elem inline']);
    // The page's own scripts still ran: it hydrated. The refusal is the only complaint.
    expect(problems.filter((p) => !p.includes('Content Security Policy'))).toEqual([]);
    await context.close();
  });
});
