// The reading room, article, plugins, cases and RSS through the /api routes and the demo upstream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import { startStack, type Stack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const api = () => request(stack.app.server);
const articles = () => stack.demo.dataset.articles;

describe('reading room', () => {
  it('page 1 by date: top, the 3 newest apart, then 10 from the 4th on; sent no-cache', async () => {
    const res = await api().get('/api/articles').expect(200).expect('cache-control', /no-cache/);
    const page1 = res.body;
    expect(page1.top).not.toBeNull();
    expect(page1.fresh).toHaveLength(3);
    expect(page1.items).toHaveLength(10);
    const newest = (await api().get('/api/articles?sort=date&search=').expect(200)).body;
    expect(newest.fresh.map((a: { id: number }) => a.id)).toEqual(page1.fresh.map((a: { id: number }) => a.id));
    const page2 = (await api().get('/api/articles?page=2').expect(200)).body;
    expect(page2.fresh).toEqual([]);
    expect(page2.top).toBeNull();
    const seen = new Set([...page1.fresh, ...page1.items, ...page2.items].map((a: { id: number }) => a.id));
    expect(seen.size).toBe(23);
    expect(page1.totalPages).toBe(Math.ceil(page1.total / 10));
  });

  it('sort by views is not shifted; a search finds by words; nothing found is an empty list', async () => {
    const views = (await api().get('/api/articles?sort=views').expect(200)).body;
    expect(views.fresh).toEqual([]);
    const counts = views.items.map((a: { views: number }) => a.views);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const found = (await api().get('/api/articles?search=IFC').expect(200)).body;
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.fresh).toEqual([]);
    const none = (await api().get('/api/articles?search=zzzqqq').expect(200)).body;
    expect(none).toMatchObject({ items: [], total: 0, totalPages: 0 });
  });
});

describe('article', () => {
  it('sanitised body, company, like key, related articles; no-cache', async () => {
    const source = articles().find((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles && a.id % 2 === 0 && a.company_id !== null && a.lang_versions[0]?.status_lang === 'Published')!;
    const res = await api().get(`/api/articles/${source.id}`).expect(200).expect('cache-control', /no-cache/);
    const article = res.body;
    expect(article).toMatchObject({ id: source.id, lang: 'ru', title: source.lang_versions[0]!.title, likeKey: source.url, company: { id: source.company_id } });
    expect(article.body).toContain('<table>');
    // The demo's body repeats the cover as a figure; the page shows the cover above the body, so the body drops it (issue 22).
    expect(source.lang_versions[0]!.body).toContain(`/images/articles/${source.id}.svg`);
    expect(article.image).toBe(`/images/articles/${source.id}.svg`);
    expect(article.body).not.toContain(`images/articles/${source.id}.svg`);
    expect(article.body).not.toContain('<figure>');
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related.length).toBeLessThanOrEqual(4);
    expect(article.related.some((card: { id: number }) => card.id === source.id)).toBe(false);
  });

  it('an unknown id (status_code 404 in a 200 answer) and a junk id are 404s', async () => {
    await api().get('/api/articles/99999999').expect(404);
    await api().get('/api/articles/abc').expect(404);
  });

  it('views are counted once per device', async () => {
    const id = articles()[0]!.id;
    const first = (await api().post(`/api/articles/${id}/views`).send({ uuid: 'view-device-001' }).expect(200)).body.result;
    const second = (await api().post(`/api/articles/${id}/views`).send({ uuid: 'view-device-001' }).expect(200)).body.result;
    expect(first.counted).toBe(true);
    expect(second).toEqual({ counted: false, views: first.views });
  });
});

describe('plugins and cases', () => {
  it('plugin cards: Published with a plugin-page tariff, weight ascending, linking to the plugins tab', async () => {
    const { items } = (await api().get('/api/plugins').expect(200)).body;
    expect(items.length).toBeGreaterThan(0);
    const weights = items.map((p: { weight: number }) => p.weight);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    for (const item of items) {
      expect(item.status).toBe('Published');
      expect(item.href).toMatch(new RegExp(`^/manufacturer/[a-z0-9-]+/${item.companyId}\\?tab=plugins#${item.id}$`));
    }
  });

  it('a plugin page: that CAD only, with instructions, the release facts and the installer taken out of the body', async () => {
    const page = (await api().get('/api/plugins/renga').expect(200)).body;
    expect(page.product).toBe('renga');
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) expect(item.products).toContain('renga');
    expect(page.items[0].body).toMatch(/<h2>Установка<\/h2><ol>/);
    expect(page.items[0].body).not.toContain('/uploads/plugins/');
    expect(page.items[0].download).toMatch(/^\/uploads\/plugins\/[\w.-]+-renga-\d+\.\d+\.\d+\.zip$/);
    expect(page.items[0].facts.map((fact: { kind: string }) => fact.kind)).toEqual(['version', 'cad', 'size', 'released']);
    await api().get('/api/plugins/autocad').expect(400);
  });

  it('cases: only those whose second version is Published', async () => {
    const { items } = (await api().get('/api/cases').expect(200)).body;
    const visible = articles().filter((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.cases && a.lang_versions[1]?.status_lang === 'Published');
    expect(items.map((c: { id: number }) => c.id).sort()).toEqual(visible.map((a) => a.id).sort());
  });
});

describe('RSS', () => {
  it('newest first, plain text', async () => {
    const { items, error } = (await api().get('/api/rss/renga').expect(200)).body;
    expect(error).toBeNull();
    const times = items.map((item: { pubDate: string }) => Date.parse(item.pubDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("a status_code other than 200 is 'Something went wrong'", async () => {
    stack.cache.clear();
    stack.demo.faults.set('/web1/?m=statics&a=GetRssArchicad', { kind: 'status', status: 503 });
    try {
      const res = await api().get('/api/rss/archicad').expect(200).expect('cache-control', /no-cache/);
      expect(res.body).toEqual({ items: [], error: 'Something went wrong' });
    } finally {
      stack.demo.faults.clear();
    }
  });
});
