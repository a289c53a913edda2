// The spec's last rows (issue 23 §4), each held here against the built app and the
// demo upstream: popular and recently added models through the search's popular/new
// variants (spec §7, limit/offset 10/0) and every published article in the sitemap
// from /article/all (spec §7, default limit 8 in the call: test/unit/services/list-calls.test.ts).
// The partnership row is in manufacturers-page.test.ts, 'Unknown middleware' in
// test/unit/server/route-middleware.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import type { FastifyInstance } from 'fastify';
import type { CatalogueSearchDto, HomePageDto } from '#shared/api/dto.ts';
import { POPULAR_MODELS_DEFAULT_LIMIT } from '#shared/constants.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import { buildTestApp } from '#test/support/app.ts';

let app: FastifyInstance;
const demo = () => app.demoUpstream!;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const json = <T>(path: string) => request(app.server).get(path).expect(200).then((res) => res.body as T);
const binary = (path: string) => request(app.server).get(path).buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

describe('spec §7: popular and recently added models', () => {
  // First in this file, so the main page's lists are not cached yet.
  it('when the editors’ lists fail or are empty, come from the search’s popular / new variants: 10 from the start', async () => {
    demo().faults.set('/web2/model/mainpage/models_in_mainpage?list=popular_products*', { kind: 'status', status: 500 });
    demo().faults.set('/web2/model/mainpage/models_in_mainpage?list=recently_added*', { kind: 'empty' });
    try {
      const home = await json<HomePageDto>('/api/pages/home?lang=ru');
      const popular = await json<CatalogueSearchDto>('/api/models?lang=ru&sort=popular');
      const recent = await json<CatalogueSearchDto>('/api/models?lang=ru&sort=new');
      expect(home.popular.map((card) => card.id)).toEqual(popular.models.slice(0, POPULAR_MODELS_DEFAULT_LIMIT).map((card) => card.id));
      expect(home.recent.map((card) => card.id)).toEqual(recent.models.slice(0, POPULAR_MODELS_DEFAULT_LIMIT).map((card) => card.id));
      expect(home.slider.length).toBeGreaterThan(0);
    } finally {
      demo().faults.clear();
    }
  });
});

describe('spec §7 /article/all: every published article is in the sitemap', () => {
  it('lists the manufacturers’ publications too, not only the reading room’s', async () => {
    const published = demo().dataset.articles.filter(
      (article) => article.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles && article.lang_versions.some((version) => version.status_lang === 'Published'),
    );
    const outside = published.find((article) => !article.is_posted_reading_room);
    expect(outside, 'the demo has a published article outside the reading room').toBeDefined();
    const index = await parseSitemapIndex(Readable.from([(await binary('/sitemap.xml')).body as Buffer]));
    const urls: string[] = [];
    for (const file of index.filter((entry) => /\/sitemaps\/articles-/.test(entry.url))) {
      const res = await binary(new URL(file.url).pathname);
      const xml = file.url.endsWith('.gz') ? gunzipSync(res.body as Buffer) : (res.body as Buffer);
      urls.push(...(await parseSitemap(Readable.from([xml]))).map((item) => item.url));
    }
    expect(urls).toContain(`https://bim.example/articles/${outside!.id}`);
    expect((await request(app.server).get(`/articles/${outside!.id}`)).status).toBe(200);
  });
});
