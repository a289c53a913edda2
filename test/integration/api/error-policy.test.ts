// Every server-side row of spec §8, driven through the /api routes with the demo
// upstream's fault kinds: delay past the deadline, 500, other statuses, 204,
// malformed JSON, an empty body and a reset connection.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Fault } from '#server/demo-upstream/faults.ts';
import { logIn, startStack, type Stack } from './harness.ts';

/** The deadline every upstream call gets here, so a delay fault is a timeout in well under a second. */
const DEADLINE_MS = 300;
const SLOW: Fault = { kind: 'delay', ms: DEADLINE_MS * 4 };

let stack: Stack;
let modelId: number;
let companyId: number;
beforeAll(async () => {
  stack = await startStack();
  // Warm the demo upstream with the normal deadlines, then make every deadline short.
  const home = await request(stack.app.server).get('/api/pages/home').expect(200);
  modelId = home.body.popular[0].id;
  companyId = home.body.popular[0].companyId;
  await request(stack.app.server).get('/api/models').expect(200);
  await request(stack.app.server).get('/api/catalogue/facets').expect(200);
  await request(stack.app.server).get(`/api/manufacturers/${companyId}`).expect(200);
  await request(stack.app.server).get('/api/statistics').expect(200);
  stack.setDeadline(DEADLINE_MS);
});
afterEach(() => {
  stack.demo.faults.clear();
  stack.cache.clear();
  stack.logger.entries.length = 0;
});
afterAll(async () => {
  await stack?.close();
});

const api = () => request(stack.app.server);
const fault = (path: string, value: Fault) => stack.demo.faults.set(path, value);
const FAILURES: Array<[string, Fault]> = [
  ['timeout', SLOW],
  ['503', { kind: 'status', status: 503 }],
  ['malformed', { kind: 'malformed' }],
  ['empty body', { kind: 'empty' }],
  ['reset', { kind: 'reset' }],
];
const ALL_FAILURES: Array<[string, Fault]> = [['500', { kind: 'status', status: 500 }], ...FAILURES];
/** Writes whose answer body is not read: an empty 2xx answer is a success for them, not a failure. */
const WRITE_FAILURES = ALL_FAILURES.filter(([name]) => name !== 'empty body');

describe('spec §8: 404 page rows', () => {
  it('an unknown API route is the shared 404 body', async () => {
    const res = await api().get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Page not found', statusCode: 404 } });
  });
  it('model fetch HTTP 204 is model not found (404)', async () => {
    fault(`/web2/model/${modelId}/all`, { kind: 'status', status: 204 });
    const res = await api().get(`/api/models/${modelId}`).expect(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: 'Page not found', statusCode: 404 });
  });
  it('article status_code other than 200 is a 404', async () => {
    const list = await api().get('/api/articles').expect(200);
    fault(`/web2/article/${list.body.items[0].id}`, { kind: 'status', status: 203 });
    await api().get(`/api/articles/${list.body.items[0].id}`).expect(404);
  });
});

describe("spec §8: page-data fetch 500 -> 500 'Internal Server Error', other failures -> 404 'Page not found'", () => {
  it('500 from the upstream is the 500 page, its message hidden', async () => {
    fault('/web2/model/mainpage/models_in_mainpage', { kind: 'status', status: 500 });
    const res = await api().get('/api/pages/home').expect(500);
    expect(res.body.error).toEqual({ code: 'internal', message: 'Internal Server Error', statusCode: 500 });
    fault(`/web2/model/${modelId}/all`, { kind: 'status', status: 500 });
    await api().get(`/api/models/${modelId}`).expect(500);
  });
  it.each(FAILURES)('%s is the 404 page', async (_name, kind) => {
    fault(`/web2/model/${modelId}/all`, kind);
    const res = await api().get(`/api/models/${modelId}`).expect(404);
    expect(res.body.error.message).toBe('Page not found');
    fault('/web2/article/search', kind);
    await api().get('/api/articles').expect(404);
    fault('/web2/article/category/8', kind);
    await api().get('/api/plugins').expect(404);
  });
});

describe("spec §8: 'logged, empty fallback' rows", () => {
  it.each(ALL_FAILURES)('counters (%s): zeros', async (_name, kind) => {
    fault('/web2/counters/*', kind);
    const res = await api().get('/api/pages/home').expect(200);
    expect(Object.values(res.body.counters).every((value) => value === 0)).toBe(true);
    expect(res.body.popular.length).toBeGreaterThan(0);
    expect(stack.logger.entries.some((e) => e.obj.situation === 'counters')).toBe(true);
  });
  it.each(ALL_FAILURES)('categories and federal subjects (%s): empty lists', async (_name, kind) => {
    fault('/web2/categories_list', kind);
    fault('/web2/dictionary/federalSubjects', kind);
    const res = await api().get('/api/dictionaries').expect(200);
    expect(res.body).toEqual({ categories: [], federalSubjects: [] });
    const facets = await api().get('/api/catalogue/facets').expect(200);
    expect(facets.body.categories).toEqual([]);
    expect(facets.body.regions).toEqual([]);
    expect((await api().get('/api/models').expect(200)).body.models.length).toBeGreaterThan(0);
  });
  it.each(ALL_FAILURES)('cases (%s): empty list', async (_name, kind) => {
    fault('/web2/article/category/9', kind);
    expect((await api().get('/api/cases').expect(200)).body).toEqual({ items: [] });
  });
  it.each(ALL_FAILURES)('manufacturers (%s): empty list, and an empty catalogue facet', async (_name, kind) => {
    fault('/web2/company_search_elastic', kind);
    fault('/web2/company/all/*', kind);
    expect((await api().get('/api/manufacturers').expect(200)).body.items).toEqual([]);
    expect((await api().get('/api/catalogue/facets').expect(200)).body.manufacturers).toEqual([]);
  });
  it.each(ALL_FAILURES)('like/dislike and view logging (%s): empty result', async (_name, kind) => {
    fault('/web2/like_dislike', kind);
    fault('/web2/model/check_view_post', kind);
    fault('/web2/article/check_view/*', kind);
    expect((await api().post('/api/likes').send({ url: 'some-article', type: 'like', uuid: 'device-uuid-12345' }).expect(200)).body).toEqual({ result: null });
    expect((await api().post(`/api/models/${modelId}/views`).send({ uuid: 'device-uuid-12345' }).expect(200)).body).toEqual({ result: null });
    expect((await api().post('/api/articles/1/views').send({ uuid: 'device-uuid-12345' }).expect(200)).body).toEqual({ result: null });
  });
});

describe('spec §8: the other rows', () => {
  it.each(ALL_FAILURES)('manufacturer sections/regions failure (%s): empty lists', async (_name, kind) => {
    fault(`/web2/company/${companyId}/sections`, kind);
    fault(`/web2/company/${companyId}/regions`, kind);
    const res = await api().get(`/api/manufacturers/${companyId}`).expect(200);
    expect(res.body.sections).toEqual([]);
    expect(res.body.regions).toEqual([]);
    expect(res.body.company.id).toBe(companyId);
  });
  it.each(ALL_FAILURES)('analogue fetch failure (%s): error flag, empty list', async (_name, kind) => {
    fault(`/web2/model/get_analogue/${modelId}`, kind);
    const res = await api().get(`/api/models/${modelId}/analogues`).expect(200);
    expect(res.body).toEqual({ items: [], error: true });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
  it.each(ALL_FAILURES)('model search failure (%s): the catalogue shows not-found', async (_name, kind) => {
    fault('/web2/model/searchmodels', kind);
    const res = await api().get('/api/models?categories=1').expect(200);
    expect(res.body).toMatchObject({ models: [], total: 0, notFound: true });
    expect(stack.logger.entries.some((e) => e.obj.situation === 'modelSearch')).toBe(true);
  });
  it("RSS status_code not 200 is 'Something went wrong'; so is a failed call", async () => {
    fault('/web1/?m=statics&a=GetRssRenga', { kind: 'status', status: 203 });
    expect((await api().get('/api/rss/renga').expect(200)).body).toEqual({ items: [], error: 'Something went wrong' });
    for (const [, kind] of ALL_FAILURES) {
      stack.cache.clear();
      fault('/web1/?m=statics&a=GetRssArchicad', kind);
      expect((await api().get('/api/rss/archicad').expect(200)).body).toEqual({ items: [], error: 'Something went wrong' });
    }
  });
  it.each(ALL_FAILURES)('statistics failure (%s): logged with path and status, the rest still shown', async (_name, kind) => {
    fault('/web1/elastic/topcountry', kind);
    const res = await api().get('/api/statistics').expect(200);
    expect(res.body.topCountry).toBeNull();
    expect(res.body.statNumber).not.toBeNull();
    const entry = stack.logger.entries.find((e) => e.obj.situation === 'statistics');
    expect(entry?.obj).toMatchObject({ path: '/elastic/topcountry', status: expect.any(Number) });
  });
  it('statistics: an empty answer is an error', async () => {
    fault('/web1/elastic/topregions', { kind: 'status', status: 204 });
    expect((await api().get('/api/statistics').expect(200)).body.topRegions).toBeNull();
    expect(stack.logger.entries.find((e) => e.obj.situation === 'statistics')?.obj).toMatchObject({ path: '/elastic/topregions', status: 204 });
  });
  it.each(WRITE_FAILURES)('analytics failure (%s): logged only', async (_name, kind) => {
    fault('/events/*', kind);
    await api().post('/api/events').send({ event: 'download', rabbit: true }).expect(204);
    await api().post('/api/events/ads').send({ action: 'close', popupId: 1 }).expect(204);
    expect(stack.logger.entries.filter((e) => e.obj.situation === 'analytics').length).toBe(3);
  });
  it.each(ALL_FAILURES)('context fetch failure (%s): ignored silently, anonymous, cookies kept', async (_name, kind) => {
    const { cookie } = await logIn(stack, 'designer');
    fault('/api/user/context', kind);
    const res = await api().get('/api/session').set('cookie', cookie).expect(200);
    expect(res.body).toEqual({ user: null });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(stack.logger.entries.filter((e) => e.level !== 'debug')).toEqual([]);
  });
  it.each(WRITE_FAILURES)('logout error (%s): logged, cookies cleared anyway', async (_name, kind) => {
    const { cookie } = await logIn(stack, 'designer');
    fault('/api/user/logout', kind);
    const res = await api().post('/api/auth/logout').set('cookie', cookie).send({}).expect(204);
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cleared.some((line) => line.startsWith('access_token=;') && line.includes('Max-Age=0'))).toBe(true);
    expect(cleared.some((line) => line.startsWith('refresh_token=;') && line.includes('Max-Age=0'))).toBe(true);
    expect(stack.logger.entries.some((e) => e.obj.situation === 'logout')).toBe(true);
  });
});
