// The download door in Chromium (issue 23 §1, docs/decisions/0024): a registered
// user's click saves the file and the model page stays; an anonymous visitor who
// opens the door's address is shown the sign-in call to action, which leads through
// the login back to the model page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Model } from '#shared/types/index.ts';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;
let model: Model;
let modelPage: string;

beforeAll(async () => {
  harness = await startHarness();
  model = harness.app.demoUpstream!.dataset.models.find((candidate) => candidate.files.length >= 2)!;
  const data = (await (await fetch(`${harness.origin}/api/models/${model.id}?lang=ru`)).json()) as { model: { alias: string } };
  modelPage = `/model/${data.model.alias}/${model.id}`;
});
afterAll(async () => {
  await harness?.close();
});

describe('the download door', () => {
  it('anonymous: the door asks to sign in, and the login leads back to the model page, where a click saves the file', async () => {
    const { page, context, problems } = await openPage(harness);
    const door = await page.goto(`${harness.origin}/download/${model.id}/${model.files[0]!.id}`);
    expect(door?.status()).toBe(401);
    await page.locator('[data-testid="door-sign-in"]').waitFor();
    await page.locator('a[data-testid="door-action"]').click();
    await page.waitForURL(/\/lk\/login\?/);
    // The manufacturer account: registered and past the agreement cutoff, so no popup stands over the page.
    await page.locator('a[data-login="manufacturer"]').click();
    await page.waitForURL(`${harness.origin}${modelPage}`);
    await waitForHydration(page);

    const link = page.locator('a[data-testid="model-file-download"]').first();
    expect(await link.getAttribute('href')).toBe(`/download/${model.id}/${model.files[0]!.id}`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(model.files[0]!.file_name);
    expect(await download.failure()).toBeNull();
    // The page the visitor was on is still there.
    expect(page.url()).toBe(`${harness.origin}${modelPage}`);
    expect(await page.locator('[data-testid="model-page"]').count()).toBe(1);
    // The door's own 401 is the one answer Chromium reports; nothing else may fail.
    expect(problems.filter((problem) => !/status of 401 \(Unauthorized\)/.test(problem))).toEqual([]);
    expect(problems.filter((problem) => /status of 401/.test(problem))).toHaveLength(1);
    await context.close();
  });

  it('the model page of an anonymous visitor shows the files’ facts and the sign-in prompt, no download link', async () => {
    const { page, context, problems } = await openPage(harness, { width: 375, height: 800 });
    await page.goto(`${harness.origin}${modelPage}`);
    await waitForHydration(page);
    expect(await page.locator('[data-testid="model-file"]').count()).toBe(model.files.length);
    expect(await page.locator('a[data-testid="model-file-download"]').count()).toBe(0);
    expect(await page.locator('[data-testid="download-login"]').count()).toBe(1);
    expect(await page.content()).not.toContain('/download/');
    expect(problems).toEqual([]);
    await context.close();
  });
});
