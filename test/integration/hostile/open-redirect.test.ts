// No redirect the site sends may take a browser to another host (issue 14).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';
import { redirectGuardPlugin } from '#server/plugins/redirect-guard.ts';
import { rawRequest } from './raw-http.ts';

const ORIGIN = 'https://bim.example';
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
});

/** Where a browser on one of our pages goes when it follows this Location. */
function destination(location: string): string {
  return new URL(location, `${ORIGIN}/models`).origin;
}

describe('paths that try to turn the canonical redirect into an open redirect', () => {
  const forms = [
    '/\\evil.example/',
    '/\\evil.example',
    '/\\/evil.example/',
    '/\\\\evil.example/',
    '//evil.example/',
    '///evil.example',
    '//evil.example/%2F..',
    '/%2F%2Fevil.example/',
    '/%2f/evil.example/',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/',
    '/%09/evil.example/',
    '/.//evil.example/',
    '/x/..//evil.example/',
    '/a/../\\evil.example',
    '/\\evil.example/?next=//evil.example',
    'http://evil.example/',
    'http://evil.example//x/',
    '//evil.example@bim.example/',
    '/en//\\evil.example/',
    // Escapes the page router decodes into a tab and a backslash ('//:,' once read as a URL).
    '/%09%5C:,',
    '/%09/%5C%5Cevil.example',
  ];
  for (const form of forms) {
    it(`GET ${JSON.stringify(form)} stays on the site`, async () => {
      const res = await rawRequest(port, form);
      expect(res.status).toBeLessThan(500);
      const location = res.headers.location?.[0];
      if (location !== undefined) expect(destination(location), `Location ${location}`).toBe(ORIGIN);
    });
  }

  it('answers the backslash form of the issue with an encoded, same-site Location', async () => {
    const res = await rawRequest(port, '/\\evil.example/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toEqual(['/%5Cevil.example']);
  });

  it('a tab or newline in the request target never reaches a Location', async () => {
    for (const form of ['/\t/evil.example/', '/\n/evil.example/']) {
      const res = await rawRequest(port, form).catch(() => null);
      if (res && !Number.isNaN(res.status)) {
        expect(res.status).toBeLessThan(500);
        expect(res.headers.location).toBeUndefined();
      }
    }
  });
});

describe('the pages’ own canonical redirects', () => {
  it('a model under a wrong alias goes to its canonical address on the site', async () => {
    const model = app.demoUpstream!.dataset.models[0]!;
    for (const alias of ['wrong-alias', 'evil.example']) {
      const res = await rawRequest(port, `/model/${alias}/${model.id}?x=//evil.example`);
      expect(res.status).toBe(301);
      const location = res.headers.location?.[0] ?? '';
      expect(location).toMatch(new RegExp(`^/model/[^/]+/${model.id}\\?x=//evil\\.example$`));
      expect(destination(location)).toBe(ORIGIN);
    }
  });

  it('the catalogue’s canonical query keeps the browser on the site', async () => {
    for (const target of ['/models?files=rfa&files=rfa&next=//evil.example', '/x/../models?files=rfa&files=rfa', '/models?\\evil.example=1&files=']) {
      const res = await rawRequest(port, target);
      const location = res.headers.location?.[0];
      expect(res.status).toBeLessThan(500);
      if (location !== undefined) {
        expect(location.startsWith('/models')).toBe(true);
        expect(destination(location)).toBe(ORIGIN);
      }
    }
  });

  it('a hostile login return path comes back as /', async () => {
    for (const target of ['//evil.example', '/\\evil.example', '/a/..//evil.example', 'https://evil.example/', '/%09/x']) {
      const start = await rawRequest(port, `/auth/login?return=${encodeURIComponent(target)}`);
      expect(start.status).toBe(302);
      const state = (start.headers['set-cookie']?.[0] ?? '').split(';')[0]!.split('=')[1]!;
      const saved = Buffer.from(state.split('.')[1] ?? '', 'base64url').toString('utf8');
      expect(destination(saved), `${target} -> ${saved}`).toBe(ORIGIN);
    }
  });
});

describe('redirect guard', () => {
  let guarded: FastifyInstance;
  beforeAll(async () => {
    guarded = Fastify({ logger: false });
    await guarded.register(redirectGuardPlugin, { allowedOrigins: [ORIGIN, 'https://lk.example'] });
    guarded.get('/to', async (request, reply) => reply.redirect((request.query as { l: string }).l, 302));
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
  });

  it('sends a Location that would leave the site to / instead', async () => {
    for (const bad of ['/\\evil.example', '//evil.example', 'https://evil.example/x', 'javascript:alert(1)', 'https:evil.example', 'https://lk.example.evil.example/']) {
      const res = await guarded.inject({ url: `/to?l=${encodeURIComponent(bad)}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location, bad).toBe('/');
    }
  });

  it('keeps same-site paths and the allowed hosts', async () => {
    for (const good of ['/models?x=1', '/', `${ORIGIN}/en`, 'https://lk.example/login?state=1', 'http://127.0.0.1:3000/oauth/code']) {
      const res = await guarded.inject({ url: `/to?l=${encodeURIComponent(good)}`, headers: { host: '127.0.0.1:3000' } });
      expect(res.headers.location).toBe(good);
    }
  });
});
