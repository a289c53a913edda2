import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';
import { logInCookies } from '#test/support/log-in.ts';

let app: FastifyInstance;
/** A real session: a made-up token cookie is an anonymous visitor (served the cached page). */
let loggedIn: string;

beforeAll(async () => {
  app = await buildTestApp();
  loggedIn = await logInCookies(app, 'designer', '/');
});
afterAll(async () => {
  await app?.close();
});

const server = () => app.server;

describe('pages', () => {
  it('serves the main page as a complete Russian document', async () => {
    const res = await request(server()).get('/').set('user-agent', 'Googlebot/2.1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="ru"/);
    expect(res.text).toContain('<link rel="canonical" href="https://bim.example/"/>');
    expect(res.text).toContain('<link rel="alternate" href="https://bim.example/en" hrefLang="en"/>');
    expect(res.text).toContain('<link rel="alternate" href="https://bim.example/" hrefLang="x-default"/>');
    expect(res.text).toContain('property="og:title"');
    expect(res.text).toContain('window.__staticRouterHydrationData');
    expect(res.text).toContain('window.__BOOT__');
  });

  it('names the routes it matched in the boot data, so the browser loads their modules without matching the URL again', async () => {
    const boot = async (path: string) => {
      const html = (await request(server()).get(path).expect(200)).text;
      const json = /window\.__BOOT__=(\{.*?\})<\/script>/.exec(html)?.[1];
      expect(json, path).toBeDefined();
      return JSON.parse(json!) as { routeIds: string[] };
    };
    expect((await boot('/models')).routeIds).toEqual(['root', 'layout.default', 'models']);
    // The '/en' level has no id of its own (React Router numbers it) and no module.
    expect((await boot('/en/articles')).routeIds).toEqual(['root', expect.any(String), 'en.layout.default', 'en.articles']);
    expect((await boot('/for-manufacturers')).routeIds).toEqual(['root', 'layout.business', 'forManufacturers']);
  });

  it('serves every page of spec §2 with 200, in Russian and under /en/ in English', async () => {
    const paths = [
      '/', '/for-manufacturers', '/articles', '/models', '/manufacturers', '/enter', '/statistic_email', '/validate',
      '/statreport', '/unsubscribe', '/about', '/cases', '/services', '/gisp', '/partnership', '/plugins', '/partners',
      '/ifc', '/civil3d', '/renga', '/modelstudiocs', '/revit', '/archicad',
    ];
    // /product/{id} shows a producer's products (spec §7 /producer/products/{id}): its id is a manufacturer's.
    const partners = (await request(server()).get('/api/partners').expect(200)).body as { items: Array<{ company: { id: number } }> };
    paths.push(`/product/${partners.items[0]!.company.id}`);
    for (const path of paths) {
      const ru = await request(server()).get(path);
      expect(ru.status, path).toBe(200);
      expect(ru.text, path).toContain('<html lang="ru"');
      const en = await request(server()).get(path === '/' ? '/en' : `/en${path}`);
      expect(en.status, `/en${path}`).toBe(200);
      expect(en.text, `/en${path}`).toContain('<html lang="en"');
    }
  });

  it('answers unknown paths with the 404 page, noindex, in both languages', async () => {
    const ru = await request(server()).get('/no-such-page');
    expect(ru.status).toBe(404);
    expect(ru.text).toContain('Ошибка 404 — Страница не найдена');
    expect(ru.text).toContain('Ой, похоже такой страницы не существует…');
    expect(ru.text).toContain('Вернуться на главную');
    expect(ru.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const en = await request(server()).get('/en/no-such-page');
    expect(en.status).toBe(404);
    expect(en.text).toContain('This page could not be found');
  });

  it('answers a failed route validation with the 404 page', async () => {
    const res = await request(server()).get('/product/..%2F..%2Fetc');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Ошибка 404');
  });

  it('answers the browser-only data routes (client/app/data/data-routes.ts) with the 404 page, never their data', async () => {
    for (const path of ['/_data/likes?url=model%2F1&uuid=x', '/_data/catalogue/types/1', '/_data/request-model/options']) {
      const res = await request(server()).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('Ошибка 404');
    }
  });

  it('answers a non-numeric id with the 404 page (shared/domain/ids.ts)', async () => {
    for (const path of ['/product/abc', '/product/007', '/articles/1e3']) expect((await request(server()).get(path)).status, path).toBe(404);
  });

  it('has one URL form per page: trailing and doubled slashes redirect 301', async () => {
    const res = await request(server()).get('/models/?page=2');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/models?page=2');
    const doubled = await request(server()).get('//evil.example/');
    expect(doubled.status).toBe(301);
    expect(doubled.headers.location).toBe('/evil.example');
  });

  it('sends no-cache headers under /articles/', async () => {
    for (const path of ['/articles', '/en/articles']) {
      const res = await request(server()).get(path);
      expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(res.headers.pragma).toBe('no-cache');
    }
    const other = await request(server()).get('/about').set('cookie', loggedIn);
    expect(other.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers HEAD with the status and headers but no body', async () => {
    const res = await request(server()).head('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text ?? '').toBe('');
    const missing = await request(server()).head('/nope');
    expect(missing.status).toBe(404);
  });

  it('sets a CSP with a fresh nonce that the inline scripts carry (pages rendered per request)', async () => {
    const a = await request(server()).get('/').set('cookie', loggedIn);
    const b = await request(server()).get('/').set('cookie', loggedIn);
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    const nonce = nonceOf(String(a.headers['content-security-policy']));
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(String(b.headers['content-security-policy'])));
    expect(a.text).toContain(`nonce="${nonce}"`);
    expect(a.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses HTML with brotli or gzip', async () => {
    const res = await request(server()).get('/').set('accept-encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    const gz = await request(server()).get('/').set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers an unknown /api path with the JSON error body, not a page', async () => {
    const res = await request(server()).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Page not found', statusCode: 404 } });
  });

  it('records Prometheus metrics by route and status, and does not serve them on the site\'s port', async () => {
    await request(server()).get('/about');
    const text = await app.metrics.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/\*",status_code="200"\}/);
    expect(text).toContain('nodejs_eventloop_lag');
    const res = await request(server()).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('nodejs_');
  });

  it('echoes a request id and makes one when none is given', async () => {
    const given = await request(server()).get('/healthz').set('x-request-id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await request(server()).get('/healthz').set('x-request-id', '<script>');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('language (spec §4)', () => {
  it('a lang query selects the language and sets the cookie for 3 years, whole site', async () => {
    // One URL, one language (decision 0010): the choice is saved and the visitor goes to that language's URL.
    const res = await request(server()).get('/about?lang=en').redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en/about');
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^lang=en;/);
    expect(cookie).toContain('Max-Age=94608000');
    expect(cookie).toContain('Path=/');
  });

  it('the cookie is SameSite=Lax, and Secure on a site served over https', async () => {
    // The test app's PUBLIC_ORIGIN is https; languageCookie's unit test covers plain http.
    const res = await request(server()).get('/en/about?lang=en');
    expect(res.headers['set-cookie']).toEqual(['lang=en; Max-Age=94608000; Path=/; SameSite=Lax; Secure']);
  });

  it('the cookie, then Accept-Language choose the language of a neutral path (its own URL in that language)', async () => {
    expect((await request(server()).get('/about').set('cookie', 'lang=en').redirects(0)).headers.location).toBe('/en/about');
    expect((await request(server()).get('/about').set('accept-language', 'en-US,en;q=0.9').redirects(0)).headers.location).toBe('/en/about');
    expect((await request(server()).get('/about').set('cookie', 'lang=en').redirects(1)).text).toContain('<html lang="en"');
    expect((await request(server()).get('/about').set('accept-language', 'de-DE,ru;q=0.3')).text).toContain('<html lang="ru"');
    expect((await request(server()).get('/en/about').set('cookie', 'lang=ru')).text).toContain('<html lang="en"');
  });

  it('ignores languages other than ru and en and sets no cookie for them', async () => {
    const res = await request(server()).get('/about?lang=de').set('cookie', 'lang=xx');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="ru"');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('health and readiness', () => {
  it('reports live and ready, and 503 on readiness while draining', async () => {
    expect((await request(server()).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(server()).get('/readyz')).status).toBe(200);
    app.readiness.ready = false;
    try {
      const res = await request(server()).get('/readyz');
      expect(res.status).toBe(503);
      expect((await request(server()).get('/healthz')).status).toBe(200);
    } finally {
      app.readiness.ready = true;
    }
  });
});

describe('hostile input never gives a 5xx or reflects markup', () => {
  const hostile = [
    '/%E0%A4%A',
    '/%00',
    '/models?page=%FF%FE',
    '/models?search=<script>alert(1)</script>',
    '/<script>alert(1)</script>',
    '/model/%3Cimg%20src=x%20onerror=alert(1)%3E/1',
    '/model/a/1?lang[]=en&lang=ru',
    '/en/../../etc/passwd',
    `/${'a'.repeat(3000)}`,
    '/models?' + 'x=1&'.repeat(500),
    '/api/%E0%A4%A',
  ];
  for (const path of hostile) {
    it(`GET ${path.slice(0, 60)}`, async () => {
      const res = await request(server()).get(path).set('cookie', 'lang=<b>; access_token=%%%');
      expect(res.status).toBeLessThan(500);
      expect(res.text ?? '').not.toMatch(/<script>alert|<img src=x|onerror=alert/);
    });
  }
  it('a malformed Accept-Language or cookie is harmless', async () => {
    const res = await request(server()).get('/').set('accept-language', ';;;q=,,,ru;q=abc').set('cookie', '=;;=;lang');
    expect(res.status).toBe(200);
  });
});

describe('page cache (anonymous visitors only)', () => {
  it('answers a repeated anonymous page with no upstream call and the same bytes', async () => {
    const demo = app.demoUpstream!;
    const first = await request(server()).get('/models?page=3');
    expect(first.status).toBe(200);
    demo.calls.reset();
    const second = await request(server()).get('/models?page=3');
    expect(second.status).toBe(200);
    expect(demo.calls.count()).toBe(0);
    expect(second.text).toBe(first.text);
    expect(second.text).not.toContain('nonce=');
  });

  it('never serves a cached page to a visitor with login cookies', async () => {
    const anonymous = await request(server()).get('/about');
    expect(anonymous.text).not.toContain('Анна');
    // The logged-in render shows who this is (the check of the token is remembered per token,
    // services/session-checks.ts), and no shared cache may keep it.
    const own = await request(server()).get('/about').set('cookie', loggedIn);
    expect(own.text).toContain('Анна');
    expect(own.headers['cache-control']).toBe('private, no-cache');
  });
});
