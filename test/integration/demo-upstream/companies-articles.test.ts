import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdsPopupResponse, ArticleListResponse, CompanySearchElasticResponse, ProducersSearchResponse } from '#shared/types/index.ts';
import { COUNTER_NAMES } from '#shared/types/index.ts';
import type { DemoUpstream } from '#server/demo-upstream/start.ts';
import { startDemoUpstream } from '#server/demo-upstream/start.ts';
import { EXCLUDED_MANUFACTURER_IDS, VIP_TARIFF_PLAN_IDS } from '#server/demo-upstream/dataset/index.ts';
import { call } from './helpers.ts';

let upstream: DemoUpstream;
beforeAll(async () => {
  upstream = await startDemoUpstream({ seed: 5 });
});
afterAll(async () => {
  await upstream.close();
});

describe('ads and companies', () => {
  it('serves ad popups with future timers and banners', async () => {
    const ads = await call<AdsPopupResponse>(upstream, 'GET', '/web2/company_adspopup');
    expect(ads.body.data.data.length).toBeGreaterThan(0);
    for (const ad of ads.body.data.data) {
      expect(Date.parse(ad.date_timer)).toBeGreaterThan(Date.now());
      expect(ad).toMatchObject({ data: { name_btn: expect.any(String), cta_link: expect.stringMatching(/^https:/) }, company: { name_full: expect.any(String) } });
      expect(ad.erid).not.toBe('');
    }
    const banners = await call<{ data: Array<{ position: string }> }>(upstream, 'GET', '/web2/company_advertise?position=main');
    expect(banners.body.data.length).toBeGreaterThan(0);
    for (const banner of banners.body.data) expect(banner.position).toBe('main');
  });

  it('lists companies with the requested fields', async () => {
    const list = await call<Array<Record<string, unknown>>>(upstream, 'POST', '/web2/company/all/0/99999/id,name_short');
    expect(list.body).toHaveLength(upstream.dataset.companies.length);
    expect(Object.keys(list.body[0] ?? {}).sort()).toEqual(['id', 'name_short']);
    for (const id of EXCLUDED_MANUFACTURER_IDS) expect(list.body.some((c) => c.id === id)).toBe(true);
    expect((await call(upstream, 'POST', '/web2/company/all/0/0/id')).status).toBe(400);
  });

  it('lists VIP candidates with plan id and logo flag', async () => {
    const vip = await call<Array<{ tariff_plan_id: number; libraryDisplayLogo: boolean }>>(upstream, 'GET', '/web2/company/vip');
    const onVipPlans = vip.body.filter((c) => (VIP_TARIFF_PLAN_IDS as readonly number[]).includes(c.tariff_plan_id) && c.libraryDisplayLogo);
    expect(onVipPlans.length).toBeGreaterThan(0);
    expect(onVipPlans.length).toBeLessThan(vip.body.length);
  });

  it('pages partner offers by status', async () => {
    const offers = await call<{ items: Array<{ status: string }>; total: number; totalPages: number; page: number }>(upstream, 'GET', '/web2/company/partners_offers?page=1&size=9999&status=PUBLISHED');
    expect(offers.body.items.length).toBeGreaterThan(0);
    expect(offers.body.items.every((o) => o.status === 'PUBLISHED')).toBe(true);
    expect(offers.body.total).toBeLessThan(upstream.dataset.partnerOffers.length);
    const small = await call<{ items: unknown[]; totalPages: number; page: number }>(upstream, 'GET', '/web2/company/partners_offers?page=2&size=3');
    expect(small.body).toMatchObject({ page: 2, totalPages: Math.ceil(upstream.dataset.partnerOffers.length / 3) });
    expect(small.body.items).toHaveLength(3);
  });

  it('serves a company page, sections, regions, counters and products', async () => {
    const company = upstream.dataset.companies.find((c) => c.regions.length > 0 && c.sections.length > 1)!;
    const full = await call<Record<string, unknown>>(upstream, 'POST', `/web2/company/${company.id}/all`);
    expect(full.body).toMatchObject({ id: company.id, name_short: company.name_short, tariff_plan: { id: company.tariff_plan.id } });
    expect(full.body).not.toHaveProperty('classPool');
    const some = await call(upstream, 'POST', `/web2/company/${company.id}/name_short,logo`);
    expect(Object.keys(some.body as object).sort()).toEqual(['id', 'logo', 'name_short']);
    const sections = await call<Array<{ position: number }>>(upstream, 'POST', `/web2/company/${company.id}/sections`);
    expect(sections.body.map((s) => s.position)).toEqual([...sections.body.map((s) => s.position)].sort((a, b) => a - b));
    const regions = await call<unknown[]>(upstream, 'POST', `/web2/company/${company.id}/regions`);
    expect(regions.body).toHaveLength(company.regions.length);
    const counters = await call<Record<string, number>>(upstream, 'POST', `/web2/company/${company.id}/counters`);
    expect(counters.body.counter_models).toBe(upstream.dataset.entriesByCompany.get(company.id)?.length);
    const products = await call<{ items: unknown[]; total: number }>(upstream, 'GET', `/web2/producer/products/${company.id}`);
    expect(products.body.total).toBe(counters.body.counter_models);
    expect((await call(upstream, 'POST', '/web2/company/1/all')).status).toBe(404);
    expect((await call(upstream, 'POST', '/web2/company/1/sections')).status).toBe(404);
    expect((await call(upstream, 'POST', '/web2/company/x1/sections')).status).toBe(400);
  });

  it('searches companies by text, uuids, category and sort', async () => {
    const target = upstream.dataset.companies[17]!;
    const byName = await call<CompanySearchElasticResponse>(upstream, 'POST', '/web2/company_search_elastic', { json: { page: 1, size: 30, search: target.name_short.toUpperCase() } });
    expect(byName.body.items.some((c) => c.id === target.id)).toBe(true);
    const byUuids = await call<CompanySearchElasticResponse>(upstream, 'POST', '/web2/company_search_elastic', {
      form: { companies_uuids: `${target.uuid}-${upstream.dataset.companies[3]?.uuid}` },
    });
    expect(byUuids.body.items.map((c) => c.id).sort()).toEqual([upstream.dataset.companies[3]?.id, target.id].sort());
    const byModels = await call<CompanySearchElasticResponse>(upstream, 'POST', '/web2/company_search_elastic', { json: { size: 30 } });
    const counts = byModels.body.items.map((c) => c.sort_by_models);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byModels.body.totalPages).toBe(Math.ceil(upstream.dataset.companies.length / 30));
    const byDate = await call<CompanySearchElasticResponse>(upstream, 'POST', '/web2/company_search_elastic', { json: { sort: 'created_at', size: 10 } });
    const dates = byDate.body.items.map((c) => c.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const doors = await call<CompanySearchElasticResponse>(upstream, 'POST', '/web2/company_search_elastic', { json: { code_category: '1', size: 500 } });
    expect(doors.body.items.every((c) => c.categories.includes(1))).toBe(true);
    expect(doors.body.total).toBeLessThan(upstream.dataset.companies.length);
    expect((await call(upstream, 'POST', '/web2/company_search_elastic', { json: { sort: 'shoe_size' } })).status).toBe(400);
  });

  it('serves company facets, federal subjects and counters', async () => {
    const facets = await call<{ categories: Array<{ count: number }>; types: unknown[]; classes: unknown[] }>(upstream, 'GET', '/web2/company_categories_types_class_elastic');
    expect(facets.body.categories.length).toBe(upstream.dataset.categories.length);
    expect(facets.body.categories.every((c) => c.count > 0)).toBe(true);
    const counters = await call<Record<string, number>>(upstream, 'GET', `/web2/counters/${COUNTER_NAMES.join(',')}`);
    expect(Object.keys(counters.body).sort()).toEqual([...COUNTER_NAMES].sort());
    const some = await call<Record<string, number>>(upstream, 'GET', '/web2/counters/model_count,bogus');
    expect(some.body).toEqual({ model_count: upstream.dataset.models.length });
    expect((await call(upstream, 'GET', '/web2/counters/bogus')).status).toBe(400);
  });

  it('serves passport tariffs, affiliate programmes and producers search', async () => {
    const paid = upstream.dataset.companies.find((c) => !c.tariff_plan.is_free)!;
    const tariffs = await call<Array<{ active: boolean; tariff_plan_id: number }>>(upstream, 'GET', `/api/passport/companies/${paid.id}/tariffs`);
    expect(tariffs.body.find((t) => t.active)?.tariff_plan_id).toBe(paid.tariff_plan.id);
    const partner = upstream.dataset.companies.find((c) => c.partnership_status === 'PUBLISHED')!;
    const program = await call<{ status: string }>(upstream, 'GET', `/api/passport/companies/${partner.id}/affprogram`);
    expect(program.body.status).toBe('PUBLISHED');
    const none = upstream.dataset.companies.find((c) => c.partnership_status === null)!;
    expect((await call(upstream, 'GET', `/api/passport/companies/${none.id}/affprogram`)).status).toBe(404);
    const producers = await call<ProducersSearchResponse>(upstream, 'GET', '/api/passport/companies/search/producers?page=2&size=10&sort=name&search=');
    expect(producers.body).toMatchObject({ page: 2, totalPages: Math.ceil(upstream.dataset.companies.length / 10) });
    expect(producers.body.items).toHaveLength(10);
  });
});

describe('articles', () => {
  it('answers status_code 200 with data, or status_code 404', async () => {
    const article = upstream.dataset.articles[0]!;
    const found = await call<{ status_code: number; data: { id: number; lang_versions: unknown[] } }>(upstream, 'GET', `/web2/article/${article.id}`);
    expect(found.status).toBe(200);
    expect(found.body.status_code).toBe(200);
    expect(found.body.data.lang_versions).toHaveLength(2);
    const bySlug = await call<{ data: { id: number } }>(upstream, 'GET', `/web2/article/${encodeURIComponent(article.url)}`);
    expect(bySlug.body.data.id).toBe(article.id);
    const missing = await call<{ status_code: number }>(upstream, 'GET', '/web2/article/99999');
    expect(missing.status).toBe(200);
    expect(missing.body.status_code).toBe(404);
  });

  it('lists and searches articles', async () => {
    const all = await call<ArticleListResponse>(upstream, 'GET', '/web2/article/all/0/8/7');
    expect(all.body.data).toHaveLength(8);
    expect(all.body.data.every((a) => a.category_id === 7 && !('body' in (a.lang_versions[0] ?? {})))).toBe(true);
    const top = await call<ArticleListResponse>(upstream, 'POST', '/web2/article/search', { json: { is_top: 1, limit: 10 } });
    expect(top.body.data.length).toBeGreaterThan(0);
    expect(top.body.data.every((a) => a.is_top)).toBe(true);
    const byViews = await call<ArticleListResponse>(upstream, 'POST', '/web2/article/search', { form: { sort: 'views', limit: '10', offset: '0', is_posted_reading_room: '1' } });
    const views = byViews.body.data.map((a) => a.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const word = upstream.dataset.articles[3]!.lang_versions[0]!.title.split(' ')[0]!;
    const byName = await call<ArticleListResponse>(upstream, 'POST', '/web2/article/search', { json: { name: word, limit: 100, all_status: true } });
    expect(byName.body.total).toBeGreaterThan(0);
    const published = await call<ArticleListResponse>(upstream, 'POST', '/web2/article/search', { json: { limit: 1000 } });
    const withDrafts = await call<ArticleListResponse>(upstream, 'POST', '/web2/article/search', { json: { limit: 1000, all_status: '1' } });
    expect(withDrafts.body.total).toBeGreaterThan(published.body.total);
  });

  it('serves categories 7, 8 and 9 as posts', async () => {
    for (const category of [7, 8, 9]) {
      const posts = await call<{ status_code: number; posts: Array<{ category_id: number }> }>(upstream, 'GET', `/web2/article/category/${category}`);
      expect(posts.body.posts.length).toBeGreaterThan(0);
      expect(posts.body.posts.every((p) => p.category_id === category)).toBe(true);
    }
  });

  it('counts likes per uuid and views', async () => {
    const article = upstream.dataset.articles[2]!;
    const base = await call<{ like: number; dislike: number; user_choice: null }>(upstream, 'GET', `/web2/article/check_like_dislike/${article.url}/u1`);
    expect(base.body.user_choice).toBeNull();
    const liked = await call<{ like: number; user_choice: string }>(upstream, 'POST', '/web2/like_dislike', { json: { url_post_content: article.url, type: 'like', uuid: 'u1' } });
    expect(liked.body).toMatchObject({ like: base.body.like + 1, user_choice: 'like' });
    const switched = await call<{ like: number; dislike: number }>(upstream, 'POST', '/web2/like_dislike', { form: { url_post_content: article.url, type: 'dislike', uuid: 'u1' } });
    expect(switched.body).toMatchObject({ like: base.body.like, dislike: base.body.dislike + 1 });
    const withdrawn = await call<{ dislike: number; user_choice: null }>(upstream, 'POST', '/web2/like_dislike', { json: { url_post_content: article.url, type: 'dislike', uuid: 'u1' } });
    expect(withdrawn.body).toMatchObject({ dislike: base.body.dislike, user_choice: null });
    expect((await call(upstream, 'POST', '/web2/like_dislike', { json: { url_post_content: article.url, type: 'love', uuid: 'u1' } })).status).toBe(400);

    const first = await call<{ counted: boolean; views: number }>(upstream, 'GET', `/web2/article/check_view/${article.id}/viewer-1`);
    const again = await call<{ counted: boolean; views: number }>(upstream, 'GET', `/web2/article/check_view/${article.id}/viewer-1`);
    expect(first.body.counted).toBe(true);
    expect(again.body).toMatchObject({ counted: false, views: first.body.views });
    const anonymous = await call<{ views: number }>(upstream, 'GET', `/web2/article/check_view/${article.id}`);
    expect(anonymous.body.views).toBe(first.body.views + 1);
  });
});
