// The article page's comments in Chromium (production build, demo upstream): nothing
// of them is requested at first load, they load once the block nears the viewport,
// at most 10 with the thread's total and a link to the discussion page (relayed in
// demo mode); a failing service is a sentence in the block; 375 and 1440 px layouts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COMMENTS_MAX } from '#shared/constants.ts';
import { UPSTREAM_ARTICLE_CATEGORIES, type Article } from '#shared/types/index.ts';
import { demoCommentCount } from '#server/demo-upstream/dataset/comments.ts';
import { AxeBuilder } from '@axe-core/playwright';
import { openPage, startHarness, waitForHydration, WCAG_AA_TAGS, type Harness } from './browser.ts';


let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ demoFaults: true });
});
afterAll(async () => {
  await harness?.close();
});

/** Published reading-room articles whose demo thread size passes the test, in id order. */
function articles(test: (count: number) => boolean): Article[] {
  const { dataset } = harness.app.demoUpstream!;
  return dataset.articles.filter(
    (a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles && a.lang_versions[0]?.status_lang === 'Published' && test(demoCommentCount(dataset.seed, a.id)),
  );
}

const isCommentsCall = (id: number) => (url: string) => new URL(url).pathname === `/api/articles/${id}/comments`;

async function open(path: string, width: number) {
  const watched = await openPage(harness, { width, height: 900 });
  const scripts: string[] = [];
  watched.page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await watched.page.goto(`${harness.origin}${path}`);
  await waitForHydration(watched.page);
  return { ...watched, scripts };
}

async function scrollToComments(page: Page): Promise<void> {
  await page.locator('[data-testid="article-comments"]').scrollIntoViewIfNeeded();
}

describe('article comments', () => {
  it('are not requested at first load, and load when scrolled near: 10 of a long thread, its total and the discussion link', async () => {
    const article = articles((count) => count > COMMENTS_MAX + 1)[0]!;
    const { page, context, problems, apiCalls, scripts } = await open(`/articles/${article.id}`, 1440);
    await page.waitForLoadState('networkidle');
    const block = page.locator('[data-testid="article-comments"]');
    expect(await block.getAttribute('data-state')).toBe('waiting');
    expect(apiCalls.filter(isCommentsCall(article.id))).toEqual([]);
    // Not even the list's code is fetched before it is needed.
    expect(scripts.filter((url) => url.includes('article-comment-list'))).toEqual([]);

    const answer = page.waitForResponse((res) => isCommentsCall(article.id)(res.url()));
    await scrollToComments(page);
    expect((await answer).status()).toBe(200);
    await page.locator('[data-testid="article-comments-list"]').waitFor();
    expect(await page.locator('[data-testid="article-comment"]').count()).toBe(COMMENTS_MAX);
    expect(await block.getAttribute('data-state')).toBe('loaded');
    await expect.poll(() => page.locator('[data-testid="article-comments-more"]').innerText()).toMatch(/^Последние 10 из \d+ комментари/);
    expect(apiCalls.filter(isCommentsCall(article.id))).toHaveLength(1);

    // The discussion page on the comments service (relayed under this site in demo mode), light and Russian.
    const href = (await page.locator('[data-testid="article-comments-write"]').getAttribute('href'))!;
    const discussion = new URL(href, harness.origin);
    expect(discussion.origin).toBe(harness.origin);
    expect(discussion.pathname).toBe('/comments/web/iframe.html');
    expect(Object.fromEntries(discussion.searchParams)).toMatchObject({ url: `${harness.origin}/articles/${article.id}`, theme: 'light', locale: 'ru', max_shown_comments: '10' });
    const relayed = await page.request.get(discussion.href);
    expect(relayed.status()).toBe(200);
    expect(await relayed.text()).toContain('Обсуждение');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('say so in the block when the service fails, and that a thread has no comments yet', async () => {
    // A short thread no other test loads: a thread loaded before would be served from the cache, failure or not.
    const [failing, empty] = [articles((count) => count > 0 && count < COMMENTS_MAX)[0]!, articles((count) => count === 0)[0]!];
    const faults = harness.app.demoUpstream!.faults;
    faults.set('/comments/api/v1/find', { kind: 'status', status: 500 });
    try {
      const { page, context, problems } = await open(`/articles/${failing.id}`, 1440);
      await scrollToComments(page);
      await page.locator('[data-testid="article-comments-unavailable"]').waitFor();
      expect(await page.locator('[data-testid="article-comments"]').getAttribute('data-state')).toBe('unavailable');
      expect(await page.locator('[data-testid="article-comments-write"]').isVisible()).toBe(true);
      await page.locator('[data-testid="article-comments"]').screenshot({ path: '/tmp/article-comments-unavailable-1440.png' });
      // A failed call is logged on the server; the browser sees a 200 and a sentence, no console error.
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      faults.clear();
    }
    const { page, context, problems } = await open(`/en/articles/${empty.id}`, 1440);
    await scrollToComments(page);
    await page.locator('[data-testid="article-comments-empty"]').waitFor();
    expect(await page.locator('[data-testid="article-comments-empty"]').innerText()).toBe('No comments yet. Start the discussion.');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fit 375 and 1440 px without sideways scroll, and the loaded block passes axe (screenshots in /tmp)', async () => {
    const article = articles((count) => count > COMMENTS_MAX + 1)[1]!;
    for (const width of [375, 1440]) {
      const { page, context, problems } = await open(`/articles/${article.id}`, width);
      await scrollToComments(page);
      await page.locator('[data-testid="article-comments-list"]').waitFor();
      await page.locator('[data-testid="article-comments-more"]').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBeLessThanOrEqual(width);
      await page.locator('[data-testid="article-comments"]').screenshot({ path: `/tmp/article-comments-${width}.png` });
      await page.screenshot({ path: `/tmp/article-comments-page-${width}.png`, fullPage: true });
      const axe = await new AxeBuilder({ page }).include('[data-testid="article-comments"]').withTags(WCAG_AA_TAGS).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`), `${width}`).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
