// Issue 15: a cached anonymous page is bytes, not work: three encodings kept once per
// refresh, an ETag and 304, shared-cache headers, and a CSP without a per-response nonce.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '#server/render/page-cache.ts';
import { buildTestApp } from '#test/support/app.ts';
import { logInCookies } from '#test/support/log-in.ts';

let app: FastifyInstance;

beforeAll(async () => {
  // Long enough that one test never sees a refresh.
  app = await buildTestApp({ PAGE_CACHE_TTL_MS: '60000' });
  LOGGED_IN = await logInCookies(app, 'designer', '/models');
});
afterAll(async () => {
  await app?.close();
});

const server = () => app.server;
// A real session: a token cookie that gives no user is served the anonymous page (decision 0005).
let LOGGED_IN = '';

/** The bytes as sent, never decoded (supertest would decompress them). */
const fetchRaw = (url: string, acceptEncoding: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

/** script-src of a CSP header, as a list of sources. */
function scriptSrc(csp: string): string[] {
  const directive = csp.split(';').find((d) => d.trim().startsWith('script-src '));
  return directive ? directive.trim().split(/\s+/).slice(1) : [];
}

describe('cached pages for anonymous visitors', () => {
  it('serve identity, br and gzip as the same document, byte-identical for every visitor', async () => {
    const path = '/models?page=2';
    const identity = await fetchRaw(path, 'identity');
    const br = await fetchRaw(path, 'br, gzip');
    const gzip = await fetchRaw(path, 'gzip');
    const brAgain = await fetchRaw(path, 'gzip, deflate, br');
    const raw = (res: typeof identity) => res.rawPayload;
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(raw(br)).equals(raw(identity))).toBe(true);
    expect(gunzipSync(raw(gzip)).equals(raw(identity))).toBe(true);
    // Kept once per refresh: the compressed bytes themselves repeat, with an exact length.
    expect(raw(brAgain).equals(raw(br))).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(raw(br).byteLength);
    // br at a high quality beats gzip -9 on HTML.
    expect(raw(br).byteLength).toBeLessThan(raw(gzip).byteLength);
    expect(new Set([identity, br, gzip].map((r) => r.headers.etag)).size).toBe(1);
  });

  it('answer 304 with no body on If-None-Match, and 200 on a stale validator', async () => {
    const first = await request(server()).get('/manufacturers');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await request(server()).get('/manufacturers').set('if-none-match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers.vary).toBe(first.headers.vary);
    const list = await request(server()).get('/manufacturers').set('if-none-match', `"other", ${etag.slice(2)}`);
    expect(list.status).toBe(304);
    const stale = await request(server()).get('/manufacturers').set('if-none-match', 'W/"not-this-page"');
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);
  });

  it('may be kept briefly by a CDN or nginx, varying by encoding, login and language', async () => {
    const res = await request(server()).get('/about');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30, stale-if-error=600');
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
  });

  it('keep a page\'s own Cache-Control, and never share a response that sets a cookie', async () => {
    const articles = await request(server()).get('/articles');
    expect(articles.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    // The choice of this URL's own language renders the page, and saves the choice.
    const langChoice = await request(server()).get('/en/about?lang=en');
    expect(langChoice.status).toBe(200);
    expect(langChoice.headers['set-cookie']).toBeDefined();
    expect(langChoice.headers['cache-control']).toBe('private, no-cache');
  });

  it('carry no nonce: their CSP allows exactly their own inline scripts by hash', async () => {
    const res = await request(server()).get('/models');
    const csp = String(res.headers['content-security-policy']);
    const sources = scriptSrc(csp);
    expect(res.text).not.toContain('nonce=');
    expect(sources.some((s) => s.startsWith("'nonce-"))).toBe(false);
    // As strict as with a nonce: no inline script but these exact texts may run.
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    const hashes = inlineScriptHashes(res.text);
    expect(hashes.length).toBeGreaterThan(0);
    expect(sources).toEqual(["'self'", ...hashes]);
    const injected = `'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`;
    expect(sources).not.toContain(injected);
    // The rest of the policy is the one every page gets.
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
  });
});

describe('pages of logged-in visitors', () => {
  it('are rendered per request with a fresh nonce, private, never stored, with no validator', async () => {
    const a = await request(server()).get('/models').set('cookie', LOGGED_IN);
    const b = await request(server()).get('/models').set('cookie', LOGGED_IN);
    expect(a.status).toBe(200);
    const nonceOf = (res: request.Response) => scriptSrc(String(res.headers['content-security-policy'])).find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
    const nonce = nonceOf(a);
    expect(nonce).toBeTruthy();
    expect(nonceOf(b)).not.toBe(nonce);
    expect(a.text).toContain(`nonce="${nonce}"`);
    expect(scriptSrc(String(a.headers['content-security-policy'])).some((s) => s.startsWith("'sha256-"))).toBe(false);
    expect(a.headers['cache-control']).toBe('private, no-cache');
    expect(a.headers.vary).toMatch(/Cookie/);
    expect(a.headers.etag).toBeUndefined();
  });
});
