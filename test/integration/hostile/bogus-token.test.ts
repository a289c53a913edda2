// A token cookie the user service refuses is an anonymous visitor: the cached page, the
// cookie cleared, and no upstream call per request (issue 14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';
import { logInCookies } from '#test/support/log-in.ts';
import { randomBytes } from 'node:crypto';
import { SESSION_CHECKS_PER_CLIENT, SESSION_CHECKS_WINDOW_MS } from '#server/services/session-checks.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const calls = (path: string) => app.demoUpstream!.calls.count(`/api${path}`);
const setCookies = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
const cleared = (res: { headers: Record<string, unknown> }, name: string) => setCookies(res).some((line) => line.startsWith(`${name}=;`) && /Expires=Thu, 01 Jan 1970|Max-Age=0/.test(line));
/** The document without the per-response nonce. */
const page = (body: string) => body.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/"nonce":"[^"]*"/g, '');

describe('a bogus access_token cookie', () => {
  it('that cannot be a token is served the anonymous page from the page cache, gets the cookie cleared, and never reaches the user service', async () => {
    const anonymous = await app.inject({ url: '/' });
    expect(anonymous.statusCode).toBe(200);
    app.demoUpstream!.calls.reset();
    const before = app.demoUpstream!.calls.count();
    for (let i = 0; i < 40; i += 1) {
      const res = await app.inject({ url: '/', headers: { cookie: 'access_token=not-a-token' } });
      expect(res.statusCode).toBe(200);
      expect(page(res.body)).toBe(page(anonymous.body));
      expect(cleared(res, 'access_token')).toBe(true);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    expect(calls('/user/context')).toBe(0);
    // The page came from the page cache: no upstream call at all.
    expect(app.demoUpstream!.calls.count() - before).toBe(0);
  });

  it('that looks like a token costs at most one session check per 15 s', async () => {
    app.demoUpstream!.calls.reset();
    for (let i = 0; i < 20; i += 1) {
      const res = await app.inject({ url: '/', headers: { cookie: 'access_token=at_wellformedbutunknowntoken' } });
      expect(res.statusCode).toBe(200);
      expect(cleared(res, 'access_token')).toBe(true);
    }
    expect(calls('/user/context')).toBe(1);
  });

  it('that changes on every request costs at most SESSION_CHECKS_PER_CLIENT checks per window for one client, then none', async () => {
    app.demoUpstream!.calls.reset();
    const requests = 2 * SESSION_CHECKS_PER_CLIENT + 100;
    const started = Date.now();
    for (let i = 0; i < requests; i += 1) {
      const junk = i % 2 === 0 ? `junk-${i}` : `at_${randomBytes(24).toString('base64url')}`;
      const res = await app.inject({ url: '/', remoteAddress: '203.0.113.9', headers: { cookie: `access_token=${junk}` } });
      expect(res.statusCode).toBe(200);
    }
    // The malformed half never left; the well-formed half stops at the client's budget.
    // A slow machine may cross into the next window; each window has its own budget, no more.
    const windows = Math.ceil((Date.now() - started) / SESSION_CHECKS_WINDOW_MS);
    expect(calls('/user/context')).toBeLessThanOrEqual(windows * SESSION_CHECKS_PER_CLIENT);
    expect(calls('/user/context')).toBeLessThan(requests / 2);
    // Another client is not held back by that one.
    const designer = await logInCookies(app, 'designer', '/');
    expect((await app.inject({ url: '/models', remoteAddress: '198.51.100.7', headers: { cookie: designer } })).body).toContain('Анна');
  });

  it('with a bogus refresh_token too: one context check and one refresh for any number of requests', async () => {
    app.demoUpstream!.calls.reset();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => app.inject({ url: '/models', headers: { cookie: 'access_token=at_bogus2bogus2bogus2bogus2; refresh_token=rt_bogusrefreshbogusrefresh' } })),
    );
    for (const res of results) {
      expect(res.statusCode).toBe(200);
      expect(cleared(res, 'access_token') && cleared(res, 'refresh_token')).toBe(true);
    }
    expect(calls('/user/context')).toBe(1);
    expect(calls('/user/refresh')).toBe(1);
    // The API's session route shares the verdict.
    const session = await app.inject({ url: '/api/session', headers: { cookie: 'access_token=at_bogus2bogus2bogus2bogus2; refresh_token=rt_bogusrefreshbogusrefresh' } });
    expect(session.json()).toEqual({ user: null });
    expect(calls('/user/context')).toBe(1);
    expect(calls('/user/refresh')).toBe(1);
  });

  it('a cookie of any shape never produces a 5xx', async () => {
    for (const value of ['%', '"', 'a b', 'x'.repeat(9000), '\u00e9', '=;=', '%00', 'Bearer x']) {
      const res = await app.inject({ url: '/', headers: { cookie: `access_token=${value}; refresh_token=${value}` } });
      expect(res.statusCode, value.slice(0, 20)).toBeLessThan(500);
    }
  });
});

describe('a real session', () => {
  it('is checked once per token for several pages, and each user sees only their own', async () => {
    const anna = await logInCookies(app, 'designer', '/');
    const dmitry = await logInCookies(app, 'manufacturer', '/');
    app.demoUpstream!.calls.reset();
    for (let i = 0; i < 5; i += 1) {
      const a = await app.inject({ url: '/models', headers: { cookie: anna } });
      const d = await app.inject({ url: '/models', headers: { cookie: dmitry } });
      expect(a.body).toContain('Анна');
      expect(a.body).not.toContain('Дмитрий');
      expect(d.body).toContain('Дмитрий');
      expect(d.body).not.toContain('Анна');
      expect(setCookies(a).some((line) => line.startsWith('access_token='))).toBe(false);
    }
    expect(calls('/user/context')).toBe(2);
  });

  it('after logout the remembered verdict is gone: the old cookie is an anonymous visitor', async () => {
    const cookie = await logInCookies(app, 'designer', '/');
    expect((await app.inject({ url: '/models', headers: { cookie } })).body).toContain('Анна');
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'content-type': 'application/json' }, payload: '{}' });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({ url: '/models', headers: { cookie } });
    expect(after.body).not.toContain('Анна');
    expect(cleared(after, 'access_token')).toBe(true);
  });
});
