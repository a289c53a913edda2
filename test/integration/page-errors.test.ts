import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';

// Spec §4/§8 for whole pages: page-data 500 -> 500 'Internal Server Error'; any other
// page-data failure -> the 404 page; model 204 -> 404. Crawlers get the full document.
let app: FastifyInstance;
const BOT = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  app.demoUpstream!.faults.clear();
});

const get = (path: string) => request(app.server).get(path).set('user-agent', BOT);

describe('page-data failures become the catalogue outcome', () => {
  it('an upstream 500 on the main page gives the 500 page', async () => {
    app.demoUpstream!.faults.set('/web2/model/mainpage/*', { kind: 'status', status: 500 });
    const res = await get('/?fresh=500');
    expect(res.status).toBe(500);
    expect(res.text).toContain('data-testid="server-error-page"');
    expect(res.text).not.toContain('Ошибка 404');
  });

  it('a malformed upstream answer on a page gives the 404 page', async () => {
    const models = (await request(app.server).get('/api/pages/home').expect(200)).body as { popular: Array<{ id: number; href: string }> };
    const model = models.popular[0]!;
    app.demoUpstream!.faults.set(`/web2/model/${model.id}/*`, { kind: 'malformed' });
    const res = await get(`/en${model.href}`);
    expect(res.status).toBe(404);
    expect(res.text).toContain('This page could not be found');
  });

  it('a model the upstream answers 204 for is the 404 page', async () => {
    const res = await get('/model/anything/999999999');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Ошибка 404 — Страница не найдена');
  });

  it('a reset connection on a page gives the 404 page, never a 5xx', async () => {
    const models = (await request(app.server).get('/api/pages/home').expect(200)).body as { recent: Array<{ id: number; href: string }> };
    const model = models.recent[0]!;
    app.demoUpstream!.faults.set(`/web2/model/${model.id}/*`, { kind: 'reset' });
    const res = await get(model.href);
    expect(res.status).toBe(404);
  });
});

describe('static assets', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const page = await request(app.server).get('/about');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeTruthy();
    const res = await request(app.server).get(script!);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await request(app.server).get('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
  });
});
