// Demo mode from any browser: no page or API response names the demo upstream's loopback
// address; the BFF serves the demo's uploads, avatars and login pages under the front host.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';
import { logInCookies } from '#test/support/log-in.ts';

let app: FastifyInstance;
let cookie: string;
let modelId: number;
let modelPage: string;
let articleId: number;
let companyId: number;

beforeAll(async () => {
  app = await buildTestApp();
  const dataset = app.demoUpstream!.dataset;
  const model = dataset.models.find((m) => m.is_viewer3d && m.files.length > 0 && m.images.length > 1)!;
  modelId = model.id;
  const dto = (await app.inject(`/api/models/${modelId}`)).json() as { model: { alias: string } };
  modelPage = `/model/${dto.model.alias}/${modelId}`;
  articleId = dataset.articles[0]!.id;
  companyId = dataset.companies[0]!.id;
  cookie = await logInCookies(app, 'designer', '/');
});
afterAll(async () => {
  await app?.close();
});

/** The status of a GET with exactly this request target. */
function rawStatus(origin: string, target: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

const LOOPBACK = /(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])(?::\d+)?/i;

describe('demo mode: nothing points at the loopback', () => {
  const pages = () => ['/', '/models', modelPage, '/manufacturers', `/articles/${articleId}`, '/articles', '/plugins', '/cases', '/partners', '/about', '/en/models', '/business'];
  const apis = () => [
    '/api/pages/home',
    '/api/models',
    `/api/models/${modelId}`,
    `/api/models/${modelId}/analogues`,
    '/api/manufacturers',
    `/api/manufacturers/${companyId}`,
    '/api/articles',
    `/api/articles/${articleId}`,
    '/api/plugins',
    '/api/cases',
    '/api/partners',
    '/api/ads',
    '/api/session',
    '/api/catalogue/facets',
    '/api/dictionaries',
    `/api/models/${modelId}/qr.svg`,
  ];

  it('in pages and API answers, anonymous and logged in', async () => {
    for (const headers of [{}, { cookie }]) {
      for (const url of [...pages(), ...apis()]) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(LOOPBACK.exec(res.body)?.[0], `${url} names the loopback`).toBeUndefined();
        expect(LOOPBACK.exec(String(res.headers.location ?? ''))?.[0], `${url} redirects to the loopback`).toBeUndefined();
      }
    }
  });

  it('the login starts on the front host', async () => {
    const res = await app.inject('/auth/login?return=/about');
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/^\/lk\/login\?/);
  });
});

describe('demo mode: the demo upstream relayed under the front host', () => {
  it('serves images, the 3D model and files, streamed with the uploads host\'s caching headers', async () => {
    for (const url of [`/uploads/images/models/${modelId}/1.svg?size=480x480`, `/uploads/models/${modelId}/model.gltf`]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=86400');
      expect(res.body.length, url).toBeGreaterThan(100);
    }
    expect((await app.inject(`/uploads/images/models/${modelId}/1.svg?size=480x480`)).headers['content-type']).toMatch(/^image\/svg\+xml/);
    const head = await app.inject({ method: 'HEAD', url: `/uploads/images/models/${modelId}/1.svg` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const dto = (await app.inject(`/api/models/${modelId}`)).json() as { model: { files: Array<{ path?: string; url?: string }> } };
    const file = JSON.stringify(dto.model.files).match(/"(\/[^"]+\.(?:rfa|ifc|rvt|zip|dwg|skp|pdf|3ds|max|nwc|gsm|pln)[^"]*)"/i)?.[1];
    if (file) expect((await app.inject(`/uploads${file.replace(/^\/uploads/, '')}`)).statusCode).toBe(200);
  });

  it('serves uploaded avatars at /api/assets/images/{avatar}', async () => {
    const account = app.demoUpstream!.dataset.accounts.find((a) => !/^Avatar([1-9]|1[0-5])$/.test(a.context.user.avatar) && a.context.user.avatar);
    expect(account).toBeDefined();
    const res = await app.inject(`/api/assets/images/${encodeURIComponent(account!.context.user.avatar)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await app.inject('/api/assets/images/no-such-avatar.png')).statusCode).toBe(404);
  });

  it('serves the lk login page, whose account links stay on the front host', async () => {
    const start = await app.inject('/auth/login?return=/about');
    const page = await app.inject(String(start.headers.location));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('href="/lk/login/choose?');
  });

  it('refuses paths that could leave the relayed folders: nothing relayed, never a 500', async () => {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const before = app.demoUpstream!.calls.count();
    for (const url of [
      '/uploads/%2e%2e/api/session',
      '/uploads/../api/session',
      '/uploads/images/%2e%2e%2f%2e%2e%2fapi',
      '/uploads/images%2fmodels',
      '/uploads/images%5cmodels',
      '/uploads/images//models',
      '/uploads/images/%00.svg',
      '/uploads/images/%E0%A4%A.svg',
      '/lk/..%2f..%2fapi',
      '/api/assets/images/..',
      '/api/assets/images/%2e%2e',
      '/api/assets/images/a%2fb',
    ]) {
      // Sent as is: an HTTP client library would normalise the dot segments away first.
      const status = await rawStatus(origin, url);
      // 404, or the URL policy's redirect to the canonical form: never relayed, never a 500.
      expect([301, 308, 400, 404], url).toContain(status);
    }
    expect(app.demoUpstream!.calls.count()).toBe(before);
  });
});
