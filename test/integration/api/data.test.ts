// Real data from the demo upstream through the /api routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { EXCLUDED_MANUFACTURER_IDS } from '#server/demo-upstream/dataset/index.ts';
import { startStack, type Stack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const api = () => request(stack.app.server);

describe('page data from the demo upstream', () => {
  it('home: slider, popular, recent and counters', async () => {
    const res = await api().get('/api/pages/home').expect(200).expect('content-type', /json/);
    expect(res.body.slider.length).toBeGreaterThan(0);
    expect(res.body.popular.length).toBeGreaterThan(0);
    expect(res.body.recent.length).toBeGreaterThan(0);
    expect(res.body.counters.model_count).toBeGreaterThan(0);
    expect(res.body.popular[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), alias: expect.any(String), name: expect.any(String), companyName: expect.any(String), href: expect.stringMatching(/^\/model\//) }),
    );
  });

  it('English answers come with ?lang=en', async () => {
    const ru = await api().get('/api/pages/home').expect(200);
    const en = await api().get('/api/pages/home?lang=en').expect(200);
    expect(en.body.popular[0].id).toBe(ru.body.popular[0].id);
    expect(en.body.popular[0].href).toMatch(/^\/en\/model\//);
    expect(en.body.popular[0].name).not.toBe(ru.body.popular[0].name);
  });

  it('catalogue: filter from the query, 48 a page, facets without excluded companies', async () => {
    const res = await api().get('/api/models?sort=new&categories=1&page=2').expect(200);
    expect(res.body.filter).toMatchObject({ categories: '1', sort: 'new', page: 2 });
    expect(res.body.models.length).toBeLessThanOrEqual(48);
    expect(res.body.total).toBeGreaterThan(48);
    expect(res.body.notFound).toBe(false);
    const facets = (await api().get('/api/catalogue/facets?category=1').expect(200)).body;
    const manufacturers: string[] = facets.manufacturers.map((o: { value: string }) => o.value);
    expect(manufacturers.length).toBeGreaterThan(10);
    for (const id of EXCLUDED_MANUFACTURER_IDS) expect(manufacturers).not.toContain(String(id));
    expect(facets.types.length).toBeGreaterThan(0);
    expect(facets.vipCompanies.length).toBeGreaterThan(0);
    const search = stack.demo.calls.list().filter((call) => call.path === '/web2/model/searchmodels');
    expect(search.length).toBeGreaterThan(0);
  });

  it('catalogue: a search that finds nothing is the not-found state', async () => {
    const res = await api().get(`/api/models?search=${encodeURIComponent('несуществующийтоварzzz')}`).expect(200);
    expect(res.body).toMatchObject({ models: [], notFound: true });
  });

  it('model page and its analogues', async () => {
    const home = await api().get('/api/pages/home').expect(200);
    const id = home.body.popular[0].id;
    const res = await api().get(`/api/models/${id}`).expect(200);
    expect(res.body.model.id).toBe(id);
    expect(res.body.company).not.toBeNull();
    expect(res.body.similar.length).toBeLessThanOrEqual(8);
    expect(res.body.companyModels.length).toBeLessThanOrEqual(8);
    const analogues = await api().get(`/api/models/${id}/analogues`).expect(200);
    expect(analogues.body.error).toBe(false);
  });

  it('manufacturers list, page size 30, excluded ids dropped; a manufacturer page', async () => {
    const res = await api().get('/api/manufacturers').expect(200);
    expect(res.body.pageSize).toBe(30);
    expect(res.body.items.length).toBeGreaterThan(0);
    for (const item of res.body.items) expect(EXCLUDED_MANUFACTURER_IDS).not.toContain(item.id);
    const page = await api().get(`/api/manufacturers/${res.body.items[0].id}`).expect(200);
    expect(page.body.company.id).toBe(res.body.items[0].id);
    expect(page.body.products.models.length).toBeGreaterThan(0);
  });

  it('articles list and an article; paths under /articles are no-cache', async () => {
    const list = await api().get('/api/articles').expect(200).expect('cache-control', 'no-cache');
    expect(list.body.items.length).toBeGreaterThan(0);
    const article = await api().get(`/api/articles/${list.body.items[0].id}`).expect(200);
    expect(article.body.title).toBeTruthy();
    expect(article.body.body).toContain('<');
  });

  it('plugins, cases, partners, statistics, RSS and ads', async () => {
    const plugins = await api().get('/api/plugins').expect(200);
    expect(plugins.body.items.length).toBeGreaterThan(0);
    const weights = plugins.body.items.map((p: { weight: number }) => p.weight);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    expect(plugins.body.items.every((p: { isPublished: boolean }) => p.isPublished)).toBe(true);
    expect((await api().get('/api/cases').expect(200)).body.items.length).toBeGreaterThan(0);
    expect((await api().get('/api/partners').expect(200)).body.items.length).toBeGreaterThan(0);
    const stats = await api().get('/api/statistics').expect(200);
    for (const key of ['statNumber', 'topCountry', 'chartMonthVisits', 'chartNewUsers', 'chartDownloadModels', 'listUsersModels', 'leadersUploadModels', 'leadersArticlesViews', 'topRegions']) {
      expect(stats.body[key]).not.toBeNull();
    }
    const rss = await api().get('/api/rss/archicad').expect(200);
    expect(rss.body.error).toBeNull();
    const dates = rss.body.items.map((item: { pubDate: string }) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await api().get('/api/ads').expect(200)).body.items.length).toBeGreaterThan(0);
  });
});

describe('bad input never becomes a 500', () => {
  it('unknown and malformed ids are 404s', async () => {
    await api().get('/api/models/999999999').expect(404);
    await api().get('/api/models/abc').expect(404);
    await api().get('/api/models/%2e%2e').expect(404);
    await api().get('/api/articles/0').expect(404);
    await api().get('/api/articles/999999999').expect(404);
    await api().get('/api/manufacturers/999999999').expect(404);
    const res = await api().get('/api/rss/other').expect(400);
    expect(res.body.error.code).toBe('bad_request');
  });
  it('bad catalogue query values are a 400 naming the key, never a 500', async () => {
    for (const [query, key] of [
      ['page=-1', 'page'],
      ['sort=%3Cscript%3E', 'sort'],
      ['files=---', 'files'],
      ['countModels=41', 'countModels'],
      ['view3d=yes', 'view3d'],
    ]) {
      const res = await api().get(`/api/models?${query}`).expect(400);
      expect(res.body.error.message, query).toContain(`'${key}'`);
    }
  });
  it('a repeated query key is a 400, an overlong value a 400', async () => {
    await api().get('/api/models?search=a&search=b').expect(400);
    await api().get(`/api/models?search=${'x'.repeat(600)}`).expect(400);
  });
  it('invalid bodies are 400s', async () => {
    await api().post('/api/likes').send({ url: 'a', type: 'love', uuid: 'device-uuid-1' }).expect(400);
    await api().post('/api/need-model').send({ email: 'a@b.c' }).expect(400);
    await api().post('/api/events').set('content-type', 'application/json').send('{not json').expect(400);
    await api().post('/api/agreement').send({ agreement: false }).expect(400);
  });
});

describe('actions', () => {
  it('request-model form and support ticket reach the upstream', async () => {
    const need = await api().post('/api/need-model').send({ description: 'Нужна дверь 900×2100', name: 'Анна', email: 'a@b.c', files: ['rfa'], consent: true }).expect(200);
    expect(need.body.id).toEqual(expect.any(Number));
    const ticket = await api().post('/api/support-tickets').send({ subject: 'Вопрос', content: 'Не могу найти модель двери ДП-1.', email: 'a@b.c' }).expect(200);
    expect(ticket.body.ticketId).toEqual(expect.any(Number));
  });
  it('likes and view logging', async () => {
    const list = await api().get('/api/articles').expect(200);
    const article = list.body.items[0];
    const liked = await api().post('/api/likes').send({ url: article.url, type: 'like', uuid: 'device-uuid-12345' }).expect(200);
    expect(liked.body.result).toMatchObject({ userChoice: 'like' });
    const checked = await api().get(`/api/likes?url=${encodeURIComponent(article.url)}&uuid=device-uuid-12345`).expect(200);
    expect(checked.body.result.userChoice).toBe('like');
    const view = await api().post(`/api/articles/${article.id}/views`).send({ uuid: 'device-uuid-12345' }).expect(200);
    expect(view.body.result).toMatchObject({ counted: expect.any(Boolean) });
    const model = (await api().get('/api/pages/home').expect(200)).body.popular[0];
    expect((await api().post(`/api/models/${model.id}/views`).send({ uuid: 'device-uuid-12345' }).expect(200)).body.result.views).toBeGreaterThan(0);
  });
  it('analytics events: 204, sanitised, skipped without a name', async () => {
    stack.demo.calls.reset();
    await api().post('/api/events').send({ event: 'download', page: '/model/x/1', eventOptions: { id: 1, agree: true, nested: { a: 1 } }, rabbit: true }).expect(204);
    expect(stack.demo.calls.count('/events/event')).toBe(1);
    expect(stack.demo.calls.count('/events/rabbit')).toBe(1);
    await api().post('/api/events').send({ event: '' }).expect(204);
    expect(stack.demo.calls.count('/events/event')).toBe(1);
    await api().post('/api/events/ads').send({ action: 'show', popupId: 301 }).expect(204);
    expect(stack.demo.calls.count('/events/log')).toBe(1);
  });
});
