// The article comments (spec §7 comments service, §9 at most 10) through the BFF and the
// demo upstream's Remark42-compatible host: the /api route the article page's fetcher
// reaches, its failures (a sentence, never a 500), bad ids, the demo discussion page
// relayed under the front host, and no comments block at all without a service.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleCommentsDto } from '#shared/api/dto.ts';
import type { PublicConfig } from '#shared/api/port.ts';
import { COMMENTS_MAX } from '#shared/constants.ts';
import { UPSTREAM_ARTICLE_CATEGORIES, type Article } from '#shared/types/index.ts';
import { demoCommentCount } from '#server/demo-upstream/dataset/comments.ts';
import { buildTestApp } from '#test/support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await app?.close();
});

const published = (): Article[] =>
  app.demoUpstream!.dataset.articles.filter((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles && a.lang_versions[0]?.status_lang === 'Published');
const withComments = (test: (count: number) => boolean): Article => {
  const seed = app.demoUpstream!.dataset.seed;
  return published().find((a) => test(demoCommentCount(seed, a.id)))!;
};
const comments = (id: number | string, lang = 'ru') => app.inject({ method: 'GET', url: `/api/articles/${id}/comments?lang=${lang}` });
const rootConfig = (html: string): PublicConfig['comments'] | undefined => {
  // The public configuration travels in the page's hydration data; its comments entry is what the client reads.
  const match = /"comments":(null|\{"url":"[^"]*","siteId":"[^"]*"\})/.exec(html);
  return match ? (JSON.parse(match[1]!) as PublicConfig['comments']) : undefined;
};

describe('GET /api/articles/:id/comments', () => {
  it('answers a long thread with the latest 10 and the total, sanitised, with no-cache', async () => {
    const article = withComments((count) => count > COMMENTS_MAX + 1);
    const res = await comments(article.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json() as ArticleCommentsDto;
    expect(body.available).toBe(true);
    expect(body.comments).toHaveLength(COMMENTS_MAX);
    expect(body.total).toBeGreaterThan(COMMENTS_MAX);
    expect(body.comments.some((comment) => comment.depth === 1)).toBe(true);
    for (const comment of body.comments) {
      expect(comment.author).not.toBe('');
      expect(comment.html).not.toMatch(/<script|on\w+=|javascript:/i);
      expect(Number.isNaN(Date.parse(comment.time))).toBe(false);
    }
    // Newest first among the top-level comments that are not pinned.
    const top = body.comments.filter((comment) => comment.depth === 0 && !comment.pinned).map((comment) => comment.time);
    expect(top).toEqual([...top].sort().reverse());
  });

  it('answers a short thread whole and an empty one empty; both languages read the same thread', async () => {
    const short = withComments((count) => count > 0 && count < COMMENTS_MAX);
    const body = (await comments(short.id)).json() as ArticleCommentsDto;
    expect(body.available).toBe(true);
    expect(body.comments.length).toBe(body.total);
    expect((await comments(short.id, 'en')).json()).toEqual(body);

    const none = withComments((count) => count === 0);
    expect((await comments(none.id)).json()).toEqual({ available: true, comments: [], total: 0 });
  });

  it('asks the comments host for the article’s canonical address on its site, newest first, as a tree', async () => {
    const article = withComments((count) => count > 0);
    const fresh = await buildTestApp({ PAGE_CACHE_TTL_MS: '0', COMMENTS_SITE_ID: 'bim-portal' });
    try {
      await fresh.inject({ method: 'GET', url: `/api/articles/${article.id}/comments` });
      const calls = fresh.demoUpstream!.calls.list().filter((call) => call.path.startsWith('/comments/'));
      expect(calls).toHaveLength(1);
      const url = new URL(calls[0]!.url, 'http://demo');
      expect(url.pathname).toBe('/comments/api/v1/find');
      expect(Object.fromEntries(url.searchParams)).toEqual({ site: 'bim-portal', url: `https://bim.example/articles/${article.id}`, sort: '-time', format: 'tree' });
      // Cached briefly in the shared cache: the next visitor costs no call.
      await fresh.inject({ method: 'GET', url: `/api/articles/${article.id}/comments` });
      expect(fresh.demoUpstream!.calls.list().filter((call) => call.path.startsWith('/comments/'))).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('says the comments are unavailable, never a 500, when the host fails, is slow or answers garbage', async () => {
    const article = withComments((count) => count > 0);
    // Failures are never cached, so one fresh server (nothing cached yet) meets every fault in turn.
    const failing = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
    try {
      for (const fault of [{ kind: 'status', status: 500 }, { kind: 'malformed' }, { kind: 'reset' }, { kind: 'status', status: 404 }] as const) {
        failing.demoUpstream!.faults.clear();
        failing.demoUpstream!.faults.set('/comments/api/v1/find', fault);
        const res = await failing.inject({ method: 'GET', url: `/api/articles/${article.id}/comments` });
        expect(res.statusCode, fault.kind).toBe(200);
        expect(res.json(), fault.kind).toEqual({ available: false, comments: [], total: 0 });
      }
      // The article page itself is untouched.
      expect((await failing.inject({ method: 'GET', url: `/articles/${article.id}`, headers: { accept: 'text/html' } })).statusCode).toBe(200);
    } finally {
      await failing.close();
    }
  });

  it('gives up on a slow host after its own deadline, well before the 15 s upstream bound', async () => {
    const article = withComments((count) => count > 0);
    const slow = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
    try {
      slow.demoUpstream!.faults.set('/comments/api/v1/find', { kind: 'delay', ms: 8_000 });
      const started = performance.now();
      const res = await slow.inject({ method: 'GET', url: `/api/articles/${article.id}/comments` });
      expect(res.json()).toEqual({ available: false, comments: [], total: 0 });
      expect(performance.now() - started).toBeLessThan(7_000);
    } finally {
      await slow.close();
    }
  }, 15_000);

  it('answers 404 for malformed and unknown article ids, without asking the comments host', async () => {
    app.demoUpstream!.calls.reset();
    for (const id of ['abc', '0', '-1', '1.5', '%2e%2e', '12345678901234', '99999999']) {
      const res = await comments(id);
      expect(res.statusCode, id).toBe(404);
    }
    expect(app.demoUpstream!.calls.list().filter((call) => call.path.startsWith('/comments/'))).toEqual([]);
  });
});

describe('the article page and the comments service', () => {
  it('renders no comments and makes no comments call on the server; the page is still no-cache', async () => {
    const article = withComments((count) => count > 0);
    app.demoUpstream!.calls.reset();
    const res = await app.inject({ method: 'GET', url: `/articles/${article.id}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-cache/);
    expect(app.demoUpstream!.calls.list().filter((call) => call.path.startsWith('/comments/'))).toEqual([]);
    expect(res.body).toContain('data-testid="article-comments"');
    expect(res.body).not.toContain('data-testid="article-comment"');
    // Demo mode: the browser is given the relayed path, never the demo's loopback address.
    expect(rootConfig(res.body)).toEqual({ url: '/comments', siteId: 'remark' });
    expect(res.body).toContain(`href="/comments/web/iframe.html?site_id=remark&amp;url=https%3A%2F%2Fbim.example%2Farticles%2F${article.id}&amp;max_shown_comments=10&amp;theme=light&amp;locale=ru"`);
    expect(res.body).not.toMatch(/127\.0\.0\.1:\d+\/comments/);
  });

  it('relays the demo’s discussion page under the front host', async () => {
    const article = withComments((count) => count > COMMENTS_MAX);
    const res = await app.inject({ method: 'GET', url: `/comments/web/iframe.html?site_id=remark&url=${encodeURIComponent(`https://bim.example/articles/${article.id}`)}&locale=ru&theme=light` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`Комментариев: ${demoCommentCount(app.demoUpstream!.dataset.seed, article.id)}`);
    // A relayed path cannot climb out of the comments folder.
    for (const path of ['/comments/%2e%2e/lk/login', '/comments/web/..%2f..%2flk']) expect([400, 404], path).toContain((await app.inject({ method: 'GET', url: path })).statusCode);
  });

  it('with real upstream hosts and no COMMENTS_URL: no block, no route data, 404 from the API', async () => {
    const real = await buildTestApp({
      PAGE_CACHE_TTL_MS: '0',
      UPSTREAM_WEB_API_URL: 'http://127.0.0.1:9/web1',
      UPSTREAM_WEB_API2_URL: 'http://127.0.0.1:9/web2',
      UPSTREAM_API_URL: 'http://127.0.0.1:9/api',
      UPSTREAM_EVENTS_URL: 'http://127.0.0.1:9/events',
      UPSTREAM_UPLOADS_URL: 'http://127.0.0.1:9/uploads',
      UPSTREAM_WEBHOOK_URL: 'http://127.0.0.1:9/webhook',
      LK_URL: 'http://127.0.0.1:9/lk',
      ADMIN_URL: 'http://127.0.0.1:9/admin',
      EXCLUDED_COMPANY_IDS: '1',
      VIP_TARIFF_PLAN_IDS: '1',
    });
    try {
      expect((await real.inject({ method: 'GET', url: '/api/articles/101/comments' })).statusCode).toBe(404);
      const page = await real.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
      expect(rootConfig(page.body)).toBeNull();
      expect((await real.inject({ method: 'GET', url: '/comments/web/iframe.html?site_id=remark&url=x' })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});
