// The idle prefetch's table of page files (server/routes/page-files.ts, issue 26): the browser
// fetches what a header link's page needs into the HTTP cache, neither running nor applying it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const tableOf = async (lang: string) => {
  const res = await request(app.server).get(`/_page-files/${lang}`).expect(200);
  return { res, files: (res.body as { files: Record<string, string[]> }).files };
};

describe('GET /_page-files/:lang', () => {
  it('lists a page module’s chunks, its texts in that language and its stylesheets, all served', async () => {
    const { res, files } = await tableOf('ru');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const catalogue = files['client/routes/models/route.tsx'];
    expect(catalogue).toBeDefined();
    expect(catalogue!.some((file) => /^\/assets\/route-[\w-]+\.js$|^\/assets\/models-[\w-]+\.js$/.test(file))).toBe(true);
    expect(catalogue!.some((file) => file.endsWith('.css'))).toBe(true);
    expect(catalogue!.some((file) => /texts-catalogue\.ru-[\w-]+\.js$/.test(file))).toBe(true);
    expect(catalogue!.some((file) => /\.en-[\w-]+\.js$/.test(file))).toBe(false);
    for (const file of catalogue!) {
      const asset = await request(app.server).get(file);
      expect(asset.status, file).toBe(200);
    }
  });

  it('gives the other language’s texts in the English table, and leaves out what every first load brings', async () => {
    const { files: en } = await tableOf('en');
    const catalogue = en['client/routes/models/route.tsx']!;
    expect(catalogue.some((file) => /texts-catalogue\.en-[\w-]+\.js$/.test(file))).toBe(true);
    expect(catalogue.some((file) => /\.ru-[\w-]+\.js$/.test(file))).toBe(false);
    // The entry's own chunk and stylesheets are on every page already.
    const home = (await request(app.server).get('/').expect(200)).text;
    const entry = /<script type="module" src="(\/assets\/entry\.client-[\w-]+\.js)"/.exec(home)?.[1] ?? /"(\/assets\/entry\.client-[\w-]+\.js)"/.exec(home)?.[1];
    expect(entry).toBeDefined();
    expect(Object.values(en).flat()).not.toContain(entry);
  });

  it('answers 400 for a language it does not have, and 404 without one', async () => {
    expect((await request(app.server).get('/_page-files/de')).status).toBe(400);
    expect((await request(app.server).get('/_page-files/%00')).status).toBe(400);
    expect((await request(app.server).get('/_page-files')).status).toBe(404);
  });
});
