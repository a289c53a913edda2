// Every call of spec §7 against the demo upstream: right host, path and method
// (the demo answers only those), typed and shape-checked answers, and AppErrors
// for the failure kinds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors.ts';
import { COUNTER_NAMES } from '#shared/types/index.ts';
import { startDemoUpstream, type DemoUpstream } from '#server/demo-upstream/start.ts';
import { createUpstreamPools, type UpstreamPools } from '#server/upstream/pools.ts';
import { createUpstreamHttp, type UpstreamHttp } from '#server/upstream/http.ts';
import * as companies from '#server/upstream/calls/ads-companies.ts';
import * as models from '#server/upstream/calls/models.ts';
import * as dict from '#server/upstream/calls/dictionaries.ts';
import * as articles from '#server/upstream/calls/articles.ts';
import * as other from '#server/upstream/calls/other.ts';
import * as analytics from '#server/upstream/calls/analytics.ts';
import * as user from '#server/upstream/calls/user.ts';
import { STATISTICS_DATASETS, getStatisticsDataset } from '#server/upstream/calls/statistics.ts';
import { encodedSegment, segment } from '#server/upstream/calls/common.ts';

let demo: DemoUpstream;
let pools: UpstreamPools;
let http: UpstreamHttp;
const ctx = { requestId: 'calls-test' };

beforeAll(async () => {
  demo = await startDemoUpstream({ faults: true });
  pools = createUpstreamPools(demo.urls);
  http = createUpstreamHttp({ urls: demo.urls, dispatchers: pools.dispatchers });
});
afterAll(async () => {
  await pools?.close();
  await demo?.close();
});

describe('ads and companies', () => {
  it('ads, advertise, company list, VIP, partner offers', async () => {
    expect((await companies.getAdPopups(http, {}, ctx))[0]).toMatchObject({ id: expect.any(Number), data: { title: expect.any(String) } });
    expect(Array.isArray(await companies.getCompanyAdvertise(http, {}, ctx))).toBe(true);
    const all = await companies.getAllCompanies(http, { limit: 9999, fields: 'id,name_short' }, ctx);
    expect(all.length).toBeGreaterThan(100);
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(['id', 'name_short']);
    expect((await companies.getVipCompanies(http, {}, ctx)).every((c) => typeof c.libraryDisplayLogo === 'boolean')).toBe(true);
    const offers = await companies.getPartnerOffers(http, { page: 1, size: 9999, status: 'PUBLISHED' }, ctx);
    expect(offers.items.every((offer) => offer.status === 'PUBLISHED')).toBe(true);
  });
  it('one company and its parts', async () => {
    const id = (await companies.getAllCompanies(http, { limit: 9999, fields: 'id,name_short' }, ctx))[0]!.id;
    expect((await companies.getCompany(http, { id }, ctx)).id).toBe(id);
    expect((await companies.getCompany(http, { id, fields: 'id,name_short' }, ctx)).name_short).toEqual(expect.any(String));
    expect(Array.isArray(await companies.getCompanySections(http, { id }, ctx))).toBe(true);
    expect(Array.isArray(await companies.getCompanyRegions(http, { id }, ctx))).toBe(true);
    expect(typeof (await companies.getCompanyCounters(http, { id }, ctx)).counter_models).toBe('number');
    expect((await companies.getProducerProducts(http, { id }, ctx)).company.id).toBe(id);
    expect(Array.isArray(await companies.getCompanyTariffs(http, { id }, ctx))).toBe(true);
    const program = await companies.getAffiliateProgram(http, { id }, ctx);
    expect(program === null || typeof program.status === 'string').toBe(true);
    await expect(companies.getCompany(http, { id: 99_999_999 }, ctx)).rejects.toMatchObject({ code: 'not_found', statusCode: 404 });
  });
  it('searches, facets, producers, federal subjects and counters', async () => {
    const search = await companies.searchCompanies(http, { page: 1, size: 30, sort: 'sort_by_models', code_category: ['1'] }, ctx);
    expect(search.items.length).toBeGreaterThan(0);
    expect((await companies.getCompanyFacets(http, {}, ctx)).categories.length).toBeGreaterThan(0);
    expect((await companies.searchProducers(http, { page: 1, size: 30, sort: 'sort_by_models' }, ctx)).items.length).toBeGreaterThan(0);
    expect((await companies.getFederalSubjects(http, {}, ctx)).length).toBeGreaterThan(10);
    const counters = await companies.getCounters(http, { names: COUNTER_NAMES }, ctx);
    expect(Object.keys(counters).sort()).toEqual([...COUNTER_NAMES].sort());
  });
});

describe('models and dictionaries', () => {
  it('search (catalogue variant), a model, similar, company models, analogues, main page', async () => {
    const found = await models.searchModels(http, { page: 1, limit: 48, sort: 'popular', companies_free_disabled: '1', code_category: '1' }, ctx);
    expect(found.models.length).toBe(48);
    const first = found.models[0]!;
    const model = await models.getModel(http, { id: first.id! }, ctx);
    expect(model?.id).toBe(first.id);
    expect(await models.getModel(http, { id: 99_999_999 }, ctx)).toBeNull();
    expect((await models.getSimilarModels(http, { limit: 8, categories: [model!.code_category!], types: [model!.code_type!], excludeModelId: model!.id }, ctx)).length).toBeGreaterThan(0);
    expect((await models.getRandomCompanyModels(http, { companyId: model!.company_id! }, ctx)).length).toBeGreaterThan(0);
    expect(Array.isArray(await models.getAnalogues(http, { id: model!.id }, ctx))).toBe(true);
    for (const list of ['models_in_slider', 'popular_products', 'recently_added'] as const) expect((await models.getMainPageModels(http, { list }, ctx)).length).toBeGreaterThan(0);
    const view = await models.checkModelView(http, { modelId: model!.id, uuid: 'device-uuid-calls' }, ctx);
    expect(view.views).toBeGreaterThan(0);
    expect((await models.requestModel(http, { description: 'Нужна модель', email: 'a@b.c' }, ctx)).id).toEqual(expect.any(Number));
  });
  it('every dictionary', async () => {
    expect((await dict.getCadExtensions(http, {}, ctx)).length).toBeGreaterThan(0);
    expect((await dict.getAllCadExtensions(http, {}, ctx)).length).toBeGreaterThanOrEqual((await dict.getCadExtensions(http, {}, ctx)).length);
    for (const load of [dict.getBuildings, dict.getRooms, dict.getMaterials, dict.getObjCategories, dict.getCategories]) expect((await load(http, {}, ctx)).length).toBeGreaterThan(0);
    const category = (await dict.getCategories(http, {}, ctx))[0]!;
    const type = (await dict.getTypes(http, { categoryId: category.id }, ctx))[0]!;
    expect((await dict.getClasses(http, { typeId: type.id }, ctx)).length).toBeGreaterThan(0);
    expect((await dict.getCatLists(http, { q: 'rfa' }, ctx)).some((option) => option.value.includes('rfa'))).toBe(true);
    const attributes = await dict.getAttributes(http, {}, ctx);
    const standards = attributes.find((attribute) => attribute.code === 'bim_standarts')!;
    expect((await dict.getAttribute(http, { id: standards.id }, ctx)).attr_value.length).toBeGreaterThan(0);
  });
});

describe('articles, other, statistics, analytics', () => {
  it('articles: one (and a not-found one), lists, search, categories, likes, views', async () => {
    const list = await articles.listArticles(http, { offset: 0, limit: 8, params: 'all' }, ctx);
    const id = list.data[0]!.id;
    expect((await articles.getArticle(http, { id }, ctx)).data?.id).toBe(id);
    expect(await articles.getArticle(http, { id: 99_999_999 }, ctx)).toMatchObject({ data: null });
    expect((await articles.searchArticles(http, { limit: 4, sort: 'views', is_posted_reading_room: 1 }, ctx)).data.length).toBeGreaterThan(0);
    for (const categoryId of [7, 8, 9]) expect((await articles.getArticleCategory(http, { categoryId }, ctx)).length).toBeGreaterThan(0);
    const url = list.data[0]!.url;
    expect((await articles.likeDislike(http, { url_post_content: url, type: 'dislike', uuid: 'device-uuid-calls' }, ctx)).user_choice).toBe('dislike');
    expect((await articles.checkLikeDislike(http, { link: url, uuid: 'device-uuid-calls' }, ctx)).user_choice).toBe('dislike');
    expect((await articles.checkArticleView(http, { articleId: id }, ctx)).views).toBeGreaterThan(0);
  });
  it('support ticket, both RSS feeds, all nine statistics datasets', async () => {
    expect((await other.createSupportTicket(http, { subject: 's', content: 'c', user_email: 'a@b.c' }, ctx)).ticket_id).toEqual(expect.any(Number));
    for (const product of ['renga', 'archicad'] as const) expect(await other.getRss(http, { product }, ctx)).toMatchObject({ status_code: 200 });
    for (const dataset of STATISTICS_DATASETS) expect(await getStatisticsDataset(http, { dataset }, ctx)).toMatchObject({ status: 200, data: expect.anything() });
  });
  it('events and webhook', async () => {
    const event = { user: null, page: '/', event: 'calls-test', eventOptions: {}, timestamp: Date.now() };
    await analytics.sendEvent(http, event, ctx);
    await analytics.sendRabbit(http, event, ctx);
    await analytics.sendLog(http, event, ctx);
    const posted = await analytics.postWebhook(http, { name: 'partnership', body: { company: 'x', marker: 'calls-test' } }, ctx);
    expect(posted.status).toBe('accepted');
    expect((await analytics.getWebhook(http, { name: 'partnership', query: { marker: 'calls-test' } }, ctx)).items.length).toBe(1);
  });
});

describe('user service', () => {
  it('code -> tokens -> context -> agreement -> refresh -> logout', async () => {
    const redirectUri = 'http://127.0.0.1:9/oauth/code';
    const loginUrl = new URL(user.loginPageUrl(http, { redirectUri, state: 'state-1' }));
    expect(loginUrl.pathname).toBe('/lk/login');
    const choose = await fetch(`${demo.urls.lk}/login/choose?${new URLSearchParams({ account: 'designer', redirect_uri: redirectUri, state: 'state-1' })}`, { redirect: 'manual' });
    const code = new URL(choose.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = await user.exchangeCode(http, { code, redirectUri }, ctx);
    const context = await user.getUserContext(http, { ...ctx, accessToken: tokens.access_token });
    expect(context.user.email).toContain('@');
    expect(typeof (await user.getAgreement(http, { accessToken: tokens.access_token })).agreement).toBe('boolean');
    expect((await user.setAgreement(http, { agreement: true }, { accessToken: tokens.access_token })).agreement).toBe(true);
    const fresh = await user.refreshTokens(http, { refreshToken: tokens.refresh_token }, ctx);
    await expect(user.refreshTokens(http, { refreshToken: tokens.refresh_token }, ctx)).rejects.toMatchObject({ upstreamStatus: 401 });
    await user.logout(http, { accessToken: fresh.access_token });
    await expect(user.getUserContext(http, { accessToken: fresh.access_token })).rejects.toMatchObject({ statusCode: 401, upstreamStatus: 401 });
    await expect(user.exchangeCode(http, { code, redirectUri }, ctx)).rejects.toBeInstanceOf(AppError);
  });
});

describe('failures become AppErrors', () => {
  it.each([
    ['status 500', { kind: 'status', status: 500 }, 'upstream_status'],
    ['malformed', { kind: 'malformed' }, 'upstream_bad_response'],
    ['empty', { kind: 'empty' }, 'upstream_bad_response'],
    ['reset', { kind: 'reset' }, 'upstream_unavailable'],
    ['shape', { kind: 'status', status: 200 }, 'upstream_bad_response'],
  ] as const)('%s', async (_name, fault, code) => {
    // A GET is sent once more after a reset, so a reset must happen twice to fail the call.
    demo.faults.set('/web2/categories_list', fault, { times: fault.kind === 'reset' ? 2 : 1 });
    await expect(dict.getCategories(http, {}, ctx)).rejects.toMatchObject({ code });
  });
  it('the analogue call has its own long deadline', async () => {
    expect(models.ANALOGUE_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
  });
  it('path segments cannot smuggle paths or queries', () => {
    for (const bad of ['../x', 'a/b', 'a?b', '', 'a b', '%2e']) expect(() => segment(bad)).toThrow(AppError);
    expect(segment(42)).toBe('42');
  });
  it('an encoded segment stays one segment: slashes and queries encoded, dot segments and overlong values refused', () => {
    expect(encodedSegment('model/42')).toBe('model%2F42');
    expect(encodedSegment('a?b#c')).toBe('a%3Fb%23c');
    for (const bad of ['', '.', '..', 'x'.repeat(301)]) expect(() => encodedSegment(bad)).toThrow(AppError);
  });
});
