// Issue 25: when a page's render would wait past the bound, the visitor gets the page
// cache's stale copy (marked in Cache-Status) or at once a 503 with Retry-After and the
// busy page; health and readiness stay fast; crawlers get the stale copy; a logged-in
// visitor never gets a shared copy. The render line is the test's own (one turn, with a
// turn length that does not learn), so holding its turn makes the server overloaded.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderSlots, type RenderSlots } from '#server/render/render-slots.ts';
import { buildTestApp } from '#test/support/app.ts';
import { logInCookies } from '#test/support/log-in.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BOUND_MS = 1_000;
/** A page cache TTL short enough to wait out, with a long stale window. */
const TTL_MS = 300;

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, 'accept-language': 'ru', 'accept-encoding': 'identity', ...headers } });

/** The answer and how long it took. */
async function timed(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await get(app, url, headers);
  return { response, ms: performance.now() - started };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a page request the server is too busy to render within the bound', () => {
  let app: FastifyInstance;
  let slots: RenderSlots;

  beforeAll(async () => {
    // Every turn "lasts" 5 s: with the one turn held, a newcomer expects 5 s > the 1 s bound.
    slots = createRenderSlots(1, { initialTurnMs: 5_000, smoothing: 0 });
    app = await buildTestApp({ PAGE_CACHE_TTL_MS: String(TTL_MS), PAGE_CACHE_STALE_MS: '600000', ADMISSION_MAX_WAIT_MS: String(BOUND_MS) }, { renderSlots: slots });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gets the stale copy (marked), a crawler too; a page without a copy gets a fast 503; health stays fast', async () => {
    const first = await get(app, '/models');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-status']).toBe('bim-portal; fwd=miss');
    const fresh = await get(app, '/models');
    expect(String(fresh.headers['cache-status'])).toMatch(/^bim-portal; hit; ttl=\d+$/);
    await sleep(TTL_MS + 50);

    const end = await slots.acquire();
    try {
      expect(slots.expectedWaitMs()).toBeGreaterThan(BOUND_MS);
      const stale = await timed(app, '/models');
      expect(stale.response.statusCode).toBe(200);
      expect(stale.response.body).toBe(first.body);
      expect(String(stale.response.headers['cache-status'])).toMatch(/^bim-portal; hit; ttl=-\d+; detail=overloaded$/);
      expect(stale.response.headers['cache-control']).toBe('no-cache');
      expect(stale.ms).toBeLessThan(BOUND_MS);

      // A crawler is never sent a 503 for a page with a copy.
      const crawler = await get(app, '/models', { 'user-agent': CRAWLER });
      expect(crawler.statusCode).toBe(200);
      expect(crawler.headers['cache-status']).toMatch(/detail=overloaded/);

      // No copy of this page: the busy page at once, in the page's language.
      const busy = await timed(app, '/manufacturers');
      expect(busy.response.statusCode).toBe(503);
      expect(busy.ms).toBeLessThan(BOUND_MS);
      expect(Number(busy.response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(busy.response.headers['cache-control']).toBe('no-store');
      expect(busy.response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(busy.response.body).toContain('<html lang="ru">');
      const english = await get(app, '/en/manufacturers', { 'accept-language': 'en' });
      expect(english.statusCode).toBe(503);
      expect(english.body).toContain('<html lang="en">');
      // A crawler asking for a page that has no copy may be told to come back.
      expect((await get(app, '/articles', { 'user-agent': CRAWLER })).statusCode).toBe(503);

      const health = await timed(app, '/healthz');
      expect(health.response.statusCode).toBe(200);
      expect(health.ms).toBeLessThan(BOUND_MS);
      const ready = await get(app, '/readyz');
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'overloaded' }]);
    } finally {
      end();
    }
    // The turn is free again: pages are rendered, and readiness says so.
    expect((await get(app, '/manufacturers')).statusCode).toBe(200);
    expect((await get(app, '/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('never serves a logged-in visitor a shared copy, stale or not', async () => {
    const loggedIn = await logInCookies(app, 'designer', '/models');
    // A fresh anonymous copy exists …
    expect((await get(app, '/models?page=2')).statusCode).toBe(200);
    const end = await slots.acquire();
    try {
      // … and a logged-in visitor still gets their own render, or under overload the busy page.
      const mine = await timed(app, '/models?page=2', { cookie: loggedIn });
      expect(mine.response.statusCode).toBe(503);
      expect(mine.ms).toBeLessThan(BOUND_MS);
      expect(mine.response.headers['cache-status']).toBeUndefined();
    } finally {
      end();
    }
    const mine = await get(app, '/models?page=2', { cookie: loggedIn });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-status']).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('a page admitted but not given its turn within the bound', () => {
  let app: FastifyInstance;
  let slots: RenderSlots;
  const bound = 150;

  beforeAll(async () => {
    // Turns "last" 1 ms, so every page is admitted; the held turn makes it wait anyway.
    slots = createRenderSlots(1, { initialTurnMs: 1, smoothing: 0 });
    app = await buildTestApp({ PAGE_CACHE_TTL_MS: String(TTL_MS), PAGE_CACHE_STALE_MS: '600000', ADMISSION_MAX_WAIT_MS: String(bound) }, { renderSlots: slots });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives up its place at the bound: the stale copy if there is one, else the busy page', async () => {
    expect((await get(app, '/articles')).statusCode).toBe(200);
    await sleep(TTL_MS + 50);
    const end = await slots.acquire();
    try {
      const [stale, busy] = await Promise.all([timed(app, '/articles'), timed(app, '/manufacturers')]);
      expect(stale.response.statusCode).toBe(200);
      expect(stale.response.headers['cache-status']).toMatch(/detail=overloaded/);
      expect(busy.response.statusCode).toBe(503);
      for (const { ms } of [stale, busy]) {
        expect(ms).toBeGreaterThanOrEqual(bound - 10);
        expect(ms).toBeLessThan(bound + 1_000);
      }
      expect(slots.waiting).toBe(0);
    } finally {
      end();
    }
    expect((await get(app, '/manufacturers')).statusCode).toBe(200);
  });
});

describe('an admitted page whose render would end past the bound', () => {
  let app: FastifyInstance;
  let slots: RenderSlots;
  const bound = 600;
  const turnMs = 200;

  beforeAll(async () => {
    // Turns "last" 200 ms: with the one turn held a page expects 200 + 200 ms, under the bound, so it is admitted.
    slots = createRenderSlots(1, { initialTurnMs: turnMs, smoothing: 0 });
    app = await buildTestApp({ PAGE_CACHE_TTL_MS: String(TTL_MS), PAGE_CACHE_STALE_MS: '600000', ADMISSION_MAX_WAIT_MS: String(bound) }, { renderSlots: slots });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('waits for its turn only as long as leaves a turn to render within the bound, counting the time its loaders took', async () => {
    const end = await slots.acquire();
    try {
      const busy = await timed(app, '/manufacturers');
      expect(busy.response.statusCode).toBe(503);
      // Given up when a turn's render would no longer end within the bound, not at the bound.
      expect(busy.ms).toBeLessThan(bound - turnMs / 2);
      expect(busy.ms).toBeGreaterThanOrEqual(bound - turnMs - 20);
      expect(slots.waiting).toBe(0);
    } finally {
      end();
    }
  });
});

describe('pages admitted and still loading their data', () => {
  it('count as ahead in the line: a newcomer that would wait behind them gets the busy page at once', async () => {
    // One turn "lasting" 600 ms, no page cache: the first page finds the turn free; a second
    // behind it would expect to wait for that page's turn, 600 + 600 ms > the 1 s bound.
    const slots = createRenderSlots(1, { initialTurnMs: 600, smoothing: 0 });
    const app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0', ADMISSION_MAX_WAIT_MS: String(BOUND_MS) }, { renderSlots: slots });
    try {
      app.demoUpstream!.faults.set('/web2/model/searchmodels*', { kind: 'delay', ms: 600 });
      const first = timed(app, '/models?page=2');
      await sleep(100);
      // The first page holds its place while its search runs: no turn taken, none waiting.
      expect([slots.active, slots.waiting, slots.reserved]).toEqual([0, 0, 1]);
      const second = await timed(app, '/models?page=3');
      expect(second.response.statusCode).toBe(503);
      expect(second.ms).toBeLessThan(300);
      expect((await first).response.statusCode).toBe(200);
      expect([slots.active, slots.waiting, slots.reserved]).toEqual([0, 0, 0]);
      // A page whose loader redirects (an old alias) never asks for a turn, and gives its place up too.
      expect((await get(app, '/model/old-alias/22059')).statusCode).toBe(301);
      expect(slots.reserved).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('READYZ_FAILS_WHEN_OVERLOADED=1', () => {
  it('makes /readyz 503 while pages are shed, so a balancer sends requests elsewhere', async () => {
    const slots = createRenderSlots(1, { initialTurnMs: 5_000, smoothing: 0 });
    const app = await buildTestApp({ READYZ_FAILS_WHEN_OVERLOADED: '1' }, { renderSlots: slots });
    try {
      expect((await get(app, '/readyz')).statusCode).toBe(200);
      const end = await slots.acquire();
      const ready = await get(app, '/readyz');
      end();
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'overloaded' }]);
      expect((await get(app, '/readyz')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
