// State-changing routes refuse other sites and any body type they do not declare (issue 14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';

const ORIGIN = 'https://bim.example';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Every route with a state-changing method, read from the app's own route table. */
function writeRoutes(): Array<{ method: string; url: string }> {
  const found: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+) \(([^)]*)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('').replace(/:\w+/g, '1');
    for (const method of match[3]!.split(', ')) if (WRITE_METHODS.includes(method)) found.push({ method, url });
  }
  return found;
}

const json = { 'content-type': 'application/json' };

describe('cross-site requests', () => {
  it('finds every state-changing route, logout included', () => {
    const urls = writeRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(expect.arrayContaining(['POST /api/auth/logout', 'POST /api/need-model', 'POST /api/events', 'POST /api/likes', 'POST /api/agreement', 'POST /api/models/1/views']));
  });

  it('every state-changing route answers 403 to another site, by Origin or by Sec-Fetch-Site', async () => {
    const hostile = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://bim.example.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://lk.bim.example' },
      { 'sec-fetch-site': 'cross-site', origin: ORIGIN },
    ];
    for (const route of writeRoutes()) {
      for (const headers of hostile) {
        const res = await app.inject({ method: route.method as 'POST', url: route.url, headers: { ...json, ...headers }, payload: '{}' });
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(403);
        // A page's own form post (the catch-all, docs/decisions/0029) is answered with a page; the /api side with JSON.
        if (route.url.startsWith('/api/')) expect(res.json()).toEqual({ error: { code: 'cross_site', message: 'Cross-site requests are not accepted', statusCode: 403 } });
        else expect(res.headers['content-type']).toMatch(/^text\/html/);
      }
    }
  });

  it('same-origin requests, and requests from clients that are not browsers, go through', async () => {
    const allowed = [
      { 'sec-fetch-site': 'same-origin', origin: ORIGIN },
      { 'sec-fetch-site': 'none' },
      { origin: ORIGIN },
      // The site reached by another name (127.0.0.1, a proxy's host): the Origin matches the Host.
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      {},
    ];
    for (const headers of allowed) {
      const res = await app.inject({ method: 'POST', url: '/api/events', headers: { ...json, ...headers }, payload: JSON.stringify({ event: 'page_view', page: '/' }) });
      expect([204, 400], JSON.stringify(headers)).toContain(res.statusCode);
      const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...json, ...headers }, payload: '{}' });
      expect(logout.statusCode, JSON.stringify(headers)).toBe(204);
    }
  });
});

describe('declared content types', () => {
  it('logout refuses what an HTML form can send, and no body at all', async () => {
    const forms = [
      { headers: { 'content-type': 'text/plain' }, payload: 'x' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' },
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' },
      { headers: {}, payload: undefined },
    ];
    for (const form of forms) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: 'access_token=abc', ...form.headers }, ...(form.payload === undefined ? {} : { payload: form.payload }) });
      expect(res.statusCode, JSON.stringify(form.headers)).toBe(415);
      expect(res.json().error.code).toBe('unsupported_media_type');
      // The session survives: nothing cleared the cookies.
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const ok = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...json, 'content-type': 'application/json; charset=utf-8' }, payload: '{}' });
    expect(ok.statusCode).toBe(204);
  });

  it('every state-changing route refuses a body type it does not declare', async () => {
    for (const route of writeRoutes()) {
      const res = await app.inject({ method: route.method as 'POST', url: route.url, headers: { 'content-type': 'text/plain' }, payload: '{}' });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(415);
    }
  });

  it('an unknown /api route is still a 404, reads stay open', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/nothing-here', headers: json, payload: '{}' })).statusCode).toBe(404);
    // A form posted to a page that has none (the not-found page included) is refused with 405, Allow: GET, HEAD (page-posts.ts).
    expect((await app.inject({ method: 'POST', url: '/no-such-page', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' })).statusCode).toBe(405);
    // A page takes only what an HTML form sends as a form: text/plain is refused before any page is looked up.
    expect((await app.inject({ method: 'POST', url: '/no-such-page', headers: { 'content-type': 'text/plain' }, payload: 'x' })).statusCode).toBe(415);
    expect((await app.inject({ method: 'GET', url: '/api/dictionaries', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
  });
});
