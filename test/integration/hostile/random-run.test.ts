// A seeded random run of hostile requests against the built app over real sockets (issue 14):
// no response may be a 5xx, and no Location may take a browser off the site.
// HOSTILE_RUNS sets the number of requests (default 600; the issue's figure used 10,000).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';
import { rawRequest } from './raw-http.ts';

const ORIGIN = 'https://bim.example';
const RUNS = Number(process.env.HOSTILE_RUNS ?? 600);
const SEED = Number(process.env.HOSTILE_SEED ?? 1414);

let app: FastifyInstance;
let port: number;
let lkOrigin: string;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  lkOrigin = new URL(app.demoUpstream!.urls.lk).origin;
});
afterAll(async () => {
  await app?.close();
});

const piece = fc.constantFrom(
  '/', '//', '\\', '\\\\', '%2F', '%2f', '%5C', '%5c', '%2e', '.', '..', '%09', '%0d%0a', '%00', '%', '%%', '%zz', '@', ':', ';', ',', '~', '!', '*',
  'evil.example', 'http:', 'https:', 'javascript:', 'en', 'models', 'model', 'manufacturers', 'articles', 'api', 'auth', 'login', 'oauth', 'code', 'assets',
  'uploads', 'door', '20006', '-1', '0', '9'.repeat(30), 'é', '%D0%B4', 'Ω', '\u00ff',
);
const segment = fc.array(piece, { minLength: 0, maxLength: 8 }).map((parts) => parts.join(''));
// Shaped like the known open-redirect forms: a slash, something a browser may read as a second one, a host.
const hostLike = fc
  .tuple(fc.constantFrom('\\', '\\\\', '/\\', '\\/', '%5C', '%2F', '/', '/./', '/%2e/'), fc.constantFrom('evil.example', 'evil.example:443', '@evil.example', 'evil.example%2F'), fc.constantFrom('', '/', '//', '/x/', '/..'))
  .map(([slash, host, tail]) => `/${slash}${host}${tail}`);
const path = fc.oneof(
  hostLike,
  fc.array(segment, { minLength: 1, maxLength: 6 }).map((segments) => `/${segments.join('/')}`),
  fc.constantFrom('/models', '/en/models', '/model/x/20006', '/auth/login', '/oauth/code', '/api/session', '/api/models/20006', '/manufacturers', '/articles/1'),
);
const queryValue = fc.oneof(fc.constantFrom('//evil.example', '/\\evil.example', 'https://evil.example', '%2F%2Fevil', 'rfa', 'en', 'ru', '', '1', '-1', '99999999999', '%'), segment);
const queryKey = fc.constantFrom('return', 'lang', 'files', 'page', 'sort', 'q', 'code', 'state', 'next', 'utm_source', 'category', 'view', 'x');
const query = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 5 }).map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
const headerValue = fc.oneof(fc.constantFrom('https://evil.example', 'null', ORIGIN, 'cross-site', 'same-origin', '', 'x'.repeat(300)), segment.map((s) => s.replace(/[\r\n\0]/g, '')));
const request = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
  target: fc.tuple(path, query).map(([p, q]) => p + q),
  cookie: fc.option(fc.tuple(fc.constantFrom('access_token', 'refresh_token', 'lang', 'oauth_state'), headerValue).map(([k, v]) => `${k}=${v}`), { nil: undefined }),
  origin: fc.option(headerValue, { nil: undefined }),
  fetchSite: fc.option(fc.constantFrom('cross-site', 'same-site', 'same-origin', 'none', 'bogus'), { nil: undefined }),
  contentType: fc.option(fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-8', ''), { nil: undefined }),
  forwardedFor: fc.option(fc.constantFrom('1.2.3.4', 'evil', '::1, 10.0.0.1', ''), { nil: undefined }),
  acceptLanguage: fc.option(fc.constantFrom('en', 'ru', '*', 'xx-YY;q=2', ''), { nil: undefined }),
});

/** Where a browser on one of our pages goes when it follows this Location. */
function destination(location: string): string {
  try {
    return new URL(location, `${ORIGIN}/models`).origin;
  } catch {
    return 'unparseable';
  }
}

describe(`a random run of ${RUNS} hostile requests (seed ${SEED})`, () => {
  it('gets no 5xx and no redirect off the site', async () => {
    const tally = { requests: 0, offSite: 0, serverErrors: 0, badRequestLine: 0, statuses: new Map<number, number>() };
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const headers: Record<string, string> = {};
        if (req.cookie !== undefined) headers.cookie = req.cookie;
        if (req.origin !== undefined) headers.origin = req.origin;
        if (req.fetchSite !== undefined) headers['sec-fetch-site'] = req.fetchSite;
        if (req.forwardedFor !== undefined) headers['x-forwarded-for'] = req.forwardedFor;
        if (req.acceptLanguage !== undefined) headers['accept-language'] = req.acceptLanguage;
        if (req.contentType !== undefined) headers['content-type'] = req.contentType;
        if (req.method === 'POST' || req.method === 'PUT') headers['content-length'] = '0';
        // Raw non-ASCII bytes would only meet the HTTP parser's 400; encoded, they reach the app.
        const ascii = (text: string) => text.replace(/[^\x00-\x7f]/g, (char) => encodeURIComponent(char));
        for (const name of Object.keys(headers)) headers[name] = ascii(headers[name]!);
        const res = await rawRequest(port, ascii(req.target), headers, req.method);
        tally.requests += 1;
        tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
        // A target the HTTP parser or the router cannot decode (a bad %-escape) is a bare 400.
        if (res.status === 400 && !res.headers['x-request-id']) tally.badRequestLine += 1;
        if (res.status >= 500 || Number.isNaN(res.status)) {
          tally.serverErrors += 1;
          failures.push(`${res.status} ${req.method} ${JSON.stringify(req.target)}`);
        }
        const location = res.headers.location?.[0];
        if (location !== undefined && ![ORIGIN, lkOrigin].includes(destination(location))) {
          tally.offSite += 1;
          failures.push(`off-site ${req.method} ${JSON.stringify(req.target)} -> ${location}`);
        }
        return true;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.info(`hostile run: ${JSON.stringify({ ...tally, statuses: Object.fromEntries([...tally.statuses].sort((a, b) => a[0] - b[0])) })}`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(tally).toMatchObject({ offSite: 0, serverErrors: 0 });
  }, 600_000);
});
