// The reading room, the article page, plugins and cases in Chromium against the production
// build (npm run build first): search, sort and pagination in place, a vote that survives a
// reload (article and model), one view per page view, and the 375/1440 layouts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const articleIds = (page: Page) => page.locator('[data-testid="articles-items"] [data-testid="article-card"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-article-id')));

async function open(path: string, width = 1440) {
  const watched = await openPage(harness, { width, height: 900 });
  await watched.page.goto(`${harness.origin}${path}`);
  await waitForHydration(watched.page);
  return watched;
}

describe('reading room', () => {
  it('searches, sorts and pages in place, with real links', async () => {
    const { page, context, problems, documents } = await open('/articles');
    const first = await articleIds(page);
    expect(first).toHaveLength(10);

    await page.locator('[data-testid="articles-sort-views"]').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'views');
    await expect.poll(() => articleIds(page)).not.toEqual(first);
    expect(await page.locator('[data-testid="articles-fresh"]').count()).toBe(0);

    const byViews = await articleIds(page);
    await page.locator('[data-testid="pagination"] a[href*="page=2"]').first().click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('sort') === 'views');
    await expect.poll(() => articleIds(page)).not.toEqual(byViews);

    await page.locator('#articles-search-input').fill('IFC');
    await page.locator('[data-testid="articles-search"] button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'IFC' && !url.searchParams.has('page'));
    await expect.poll(() => page.locator('#articles-all-title').innerText()).toMatch(/^Найден/);
    expect((await articleIds(page)).length).toBeGreaterThan(0);

    await page.locator('#articles-search-input').fill('zzzqqqxx');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="articles-empty"]').waitFor();

    // One document: everything after the first load was client navigation.
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('likes survive a reload', () => {
  async function voteAndReload(path: string, prefix: 'article' | 'model') {
    const { page, context, problems, apiCalls } = await open(path);
    const like = page.locator(`[data-testid="${prefix}-like"]`);
    const count = page.locator(`[data-testid="${prefix}-like-count"]`);
    await page.waitForLoadState('networkidle');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    const before = Number((await count.innerText()).replace(/\D/g, ''));
    const answer = page.waitForResponse((res) => res.url().includes('/api/likes') && res.request().method() === 'POST');
    await like.click();
    expect((await answer).status()).toBe(200);
    expect(await like.getAttribute('aria-pressed')).toBe('true');

    const checked = page.waitForResponse((res) => res.url().includes('/api/likes') && res.request().method() === 'GET');
    await page.reload();
    await waitForHydration(page);
    const body = (await (await checked).json()) as { result: { userChoice: string | null } | null };
    expect(body.result?.userChoice).toBe('like');
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(Number((await count.innerText()).replace(/\D/g, ''))).toBe(before + 1);
    expect(problems).toEqual([]);
    await context.close();
    return apiCalls;
  }

  it('on an article, which also logs one view per page view', async () => {
    const article = harness.app.demoUpstream!.dataset.articles.find((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles && a.lang_versions[0]?.status_lang === 'Published')!;
    const calls = await voteAndReload(`/articles/${article.id}`, 'article');
    expect(calls.filter((url) => new URL(url).pathname === `/api/articles/${article.id}/views`)).toHaveLength(2);
  });

  it('on a model', async () => {
    const model = harness.app.demoUpstream!.dataset.models[3]!;
    const { model: dto } = (await (await fetch(`${harness.origin}/api/models/${model.id}`)).json()) as { model: { alias: string } };
    await voteAndReload(`/model/${dto.alias}/${model.id}`, 'model');
  });
});

describe('no repeated or cut content (issue 22)', () => {
  for (const width of [375, 1440]) {
    it(`article page at ${width} px: the cover once and without the headline drawn in it; the comments block always says something`, async () => {
      // An article whose upstream body repeats its cover as a figure (every other demo article does).
      const article = harness.app.demoUpstream!.dataset.articles.find((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles && a.id % 2 === 0 && a.lang_versions[0]?.body.includes(`/images/articles/${a.id}.svg`))!;
      expect(article).toBeDefined();
      const { page, context, problems } = await open(`/articles/${article.id}`, width);
      const coverPath = `/images/articles/${article.id}.svg`;
      const pictures = await page.locator('[data-testid="article-page"] article img').evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
      expect(pictures.filter((path) => path.endsWith(coverPath))).toHaveLength(1);
      expect(await page.locator('[data-testid="article-body"] table').count()).toBe(1);
      // The cover draws no words of the headline printed right above it.
      const coverWords = await page.evaluate(async (path) => {
        const cover = [...document.querySelectorAll<HTMLImageElement>('.article__cover')][0];
        if (!cover || !new URL(cover.src).pathname.endsWith(path)) return null;
        const svg = new DOMParser().parseFromString(await (await fetch(cover.src)).text(), 'image/svg+xml');
        return [...svg.querySelectorAll('text')].map((node) => node.textContent ?? '').join(' ');
      }, coverPath);
      expect(coverWords).not.toBeNull();
      const headline = (await page.locator('h1').innerText()).trim();
      expect(coverWords!.replace(/\s+/g, ' ')).not.toContain(headline.split(/\s+/).slice(0, 2).join(' '));

      const block = page.locator('[data-testid="article-comments"]');
      const status = () => block.locator('.article-comments__status, [data-testid="article-comments-list"]').first().innerText();
      expect(await block.getAttribute('data-state')).toBe('waiting');
      expect((await status()).trim()).not.toBe('');
      await block.scrollIntoViewIfNeeded();
      await expect.poll(() => block.getAttribute('data-state'), { timeout: 15_000 }).toMatch(/^(empty|loaded|unavailable)$/);
      expect((await status()).trim()).not.toBe('');
      await page.screenshot({ path: `/tmp/gates-client-article-${width}.png`, fullPage: true });
      expect(problems, problems.join('\n')).toEqual([]);
      await context.close();
    });

    it(`reading room at ${width} px: the featured card shows its whole title`, async () => {
      const { page, context, problems } = await open('/articles', width);
      const title = page.locator('[data-testid="articles-top"] .article-card__title');
      const fits = await title.evaluate((node) => node.scrollHeight <= node.clientHeight + 1 && getComputedStyle(node).webkitLineClamp !== '2');
      expect(fits).toBe(true);
      const shown = await title.evaluate((node) => (node as HTMLElement).innerText.replace(/\s+/g, ' ').replace(/\u00ad/g, '').trim());
      const link = await title.locator('a').textContent();
      expect(shown).toBe(link?.replace(/\s+/g, ' ').trim());
      await page.locator('[data-testid="articles-top"]').screenshot({ path: `/tmp/gates-client-featured-${width}.png` });
      expect(problems, problems.join('\n')).toEqual([]);
      await context.close();
    });
  }
});

describe('layouts', () => {
  it('375 and 1440 px without sideways scroll or console errors', async () => {
    const article = harness.app.demoUpstream!.dataset.articles.find((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles && a.id % 2 === 0)!;
    for (const width of [375, 1440]) {
      for (const path of ['/articles', `/articles/${article.id}`, '/plugins', '/renga', '/cases', '/en/archicad']) {
        const { page, context, problems } = await open(path, width);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} at ${width}`).toBeLessThanOrEqual(width);
        expect(await page.locator('h1').count(), path).toBe(1);
        expect(problems, `${path} at ${width}`).toEqual([]);
        await context.close();
      }
    }
    // Twelve page loads, each a fresh context.
  }, 150_000);
});
