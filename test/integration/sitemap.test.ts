// /robots.txt and /sitemap.xml on the production build with the demo upstream:
// the index names files that exist, every URL in them is a page that answers
// 200 (sampled per file), and the static pages are exactly the route table's.
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { routes } from '#client/routes.ts';
import { INDEXABLE_STATIC_PATHS, isUtilityPath } from '#shared/domain/indexing.ts';
import { SITEMAP_MAX_URLS } from '#server/sitemap/plan.ts';
import { buildTestApp } from '#test/support/app.ts';
import { isParameterised, pagePatterns } from '#test/support/route-table.ts';

const ORIGIN = 'https://bim.example';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** URLs followed per file: all of a small file, a spread sample of a large one. */
const SAMPLE_PER_FILE = 20;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (path: string) => request(app.server).get(path).set('user-agent', CRAWLER).buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

function pathOf(url: string): string {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  return url.slice(ORIGIN.length);
}

describe('robots.txt', () => {
  it('names the sitemap and keeps crawlers out of the API, the login flow, /validate and /unsubscribe', async () => {
    const res = await request(app.server).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/api/', '/auth/', '/oauth/', '/download/', '/en/download/', '/enter', '/validate', '/unsubscribe', '/en/validate']) expect(res.text).toContain(`Disallow: ${path}\n`);
    expect(res.text).not.toMatch(/Disallow: \/\n/);
  });
});

describe('sitemap', () => {
  it('lists exactly the route table\'s pages without parameters, less the utility pages', () => {
    const patterns = pagePatterns(routes).filter((pattern) => !pattern.startsWith('/en') && !isParameterised(pattern) && !isUtilityPath(pattern));
    expect([...INDEXABLE_STATIC_PATHS].sort()).toEqual(patterns.sort());
  });

  it('is an index of files whose every URL is a page that answers 200, in both languages with hreflang alternates', async () => {
    const index = await get('/sitemap.xml').expect(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const files = await parseSitemapIndex(Readable.from([index.body as Buffer]));
    const names = files.map((file) => pathOf(file.url));
    for (const kind of ['pages', 'models', 'manufacturers', 'articles', 'cases']) expect(names.some((name) => name.startsWith(`/sitemaps/${kind}-1.xml`)), kind).toBe(true);

    const seen = new Set<string>();
    for (const name of names) {
      const res = await get(name).expect(200);
      const xml = name.endsWith('.gz') ? gunzipSync(res.body as Buffer) : (res.body as Buffer);
      if (name.endsWith('.gz')) expect(res.headers['content-type']).toBe('application/gzip');
      const items = await parseSitemap(Readable.from([xml]));
      expect(items.length, name).toBeGreaterThan(0);
      expect(items.length, name).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      for (const item of items) {
        expect(seen.has(item.url), `${item.url} listed twice`).toBe(false);
        seen.add(item.url);
        const langs = Object.fromEntries(item.links.map((link) => [link.lang, link.url]));
        expect(Object.keys(langs).sort(), item.url).toEqual(['en', 'ru', 'x-default']);
        expect([langs.ru, langs.en]).toContain(item.url);
        expect(langs['x-default']).toBe(langs.ru);
        // A manufacturer's tabs are listed by their page alone (decision 0032): a tab URL, offered or not, is no sitemap entry.
        expect(item.url, 'a manufacturer tab').not.toMatch(/[?&]tab=/);
      }
      const step = Math.max(1, Math.floor(items.length / SAMPLE_PER_FILE));
      for (let at = 0; at < items.length; at += step) {
        const path = pathOf(items[at]!.url);
        const page = await request(app.server).get(path).set('user-agent', CRAWLER).redirects(0);
        expect(page.status, `${path} (in ${name})`).toBe(200);
        expect(page.text, path).toContain(`<link rel="canonical" href="${items[at]!.url}"/>`);
      }
    }
    for (const path of INDEXABLE_STATIC_PATHS) expect(seen.has(ORIGIN + path), path).toBe(true);
  }, 120_000);

  it('answers 404 for a file the index does not name', async () => {
    for (const name of ['models-999.xml.gz', 'pages-1.xml.gz', 'nothing.xml', '..%2Fpackage.json']) await get(`/sitemaps/${name}`).expect(404);
  });
});
