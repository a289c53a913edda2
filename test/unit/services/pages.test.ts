import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors.ts';
import { COUNTER_NAMES } from '#shared/types/index.ts';
import { ANALOGUE_TIMEOUT_MS } from '#server/upstream/calls/models.ts';
import { listItem, ok, setup, timeout, upstream500 } from './fake-http.ts';

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a rejection');
}

const mainPage = (req: { query?: Record<string, unknown> }) => ok([listItem(req.query?.list === 'models_in_slider' ? 1 : req.query?.list === 'popular_products' ? 2 : 3)]);
const counters = Object.fromEntries(COUNTER_NAMES.map((name, i) => [name, i + 1]));

describe('home page', () => {
  it('loads slider, popular, recent and counters', async () => {
    const { http, port } = setup();
    http.on('webApi2', 'GET', '/model/mainpage/models_in_mainpage', mainPage).on('webApi2', 'GET', `/counters/${COUNTER_NAMES.join(',')}`, counters);
    const home = await port().getHomePage();
    expect([home.slider[0]?.id, home.popular[0]?.id, home.recent[0]?.id]).toEqual([1, 2, 3]);
    expect(home.counters.manufacturer_count).toBe(1);
    expect(http.find('webApi2', 'GET', '/model/mainpage/models_in_mainpage').map((c) => c.query)).toContainEqual({ list: 'recently_added', nocache: 1 });
  });
  it('spec §8: counters failure is logged and zeros are shown', async () => {
    const { http, port, logger } = setup();
    http.on('webApi2', 'GET', '/model/mainpage/models_in_mainpage', mainPage).on('webApi2', 'GET', `/counters/${COUNTER_NAMES.join(',')}`, timeout);
    const home = await port().getHomePage();
    expect(Object.values(home.counters).every((value) => value === 0)).toBe(true);
    expect(logger.entries.some((e) => e.obj.situation === 'counters')).toBe(true);
  });
  it('spec §8: page data 500 is a 500, any other failure a 404', async () => {
    const a = setup();
    a.http.on('webApi2', 'GET', '/model/mainpage/models_in_mainpage', upstream500);
    expect(await rejection(a.port().getHomePage())).toMatchObject({ statusCode: 500, message: 'Internal Server Error' });
    const b = setup();
    b.http.on('webApi2', 'GET', '/model/mainpage/models_in_mainpage', timeout);
    expect(await rejection(b.port().getHomePage())).toMatchObject({ statusCode: 404, message: 'Page not found' });
  });
  it('a warm cache makes no upstream call', async () => {
    const { http, port } = setup();
    http
      .on('webApi2', 'GET', '/model/mainpage/models_in_mainpage', mainPage)
      .on('webApi2', 'GET', `/counters/${COUNTER_NAMES.join(',')}`, counters)
      .on('webApi2', 'GET', '/company_advertise', { status_code: 200, data: [] });
    await port().getHomePage();
    const calls = http.calls.length;
    await port().getHomePage();
    expect(http.calls.length).toBe(calls);
  });
});

const MODEL = {
  ...listItem(42),
  description: '<p>Описание</p>',
  description_en: '<p>Description</p>',
  code_category: 1,
  code_type: 11,
  code_class: 111,
  code_room: [5],
  code_building: [],
  code_material: [6],
  attributes: [{ attribute_id: 7, code: 'bim_standarts', name: 'Стандарт', name_en: 'Standard', value_id: 71, value: 'ГОСТ', value_en: 'GOST' }],
  files: [{ id: 1, ext: 'rfa', file_name: 'm.rfa', url: '/files/42/m.rfa', size: 10, version: '2022', sapr: 'Revit' }],
  link_youtube: 'https://youtu.be/dQw4w9WgXcQ',
  restriction: [{ type_restriction: 'mute', active: true }],
  company_id: 1001,
};
const COMPANY = { id: 1001, uuid: 'c-1001', name_short: 'Компания', name_en: 'Company', alias: 'kompaniya', tariff_plan: { id: 3, features: { allowModelsMuting: true, libraryDisplayLogo: false } } };

function modelPage(setupResult: ReturnType<typeof setup>) {
  setupResult.http
    .on('webApi2', 'GET', '/model/42/all', MODEL)
    .on('webApi2', 'POST', '/company/1001/all', COMPANY)
    .on('webApi2', 'POST', '/similarmodels', [listItem(42), ...Array.from({ length: 9 }, (_, i) => listItem(100 + i))])
    .on('webApi2', 'GET', '/randcompanymodels/1001/9', Array.from({ length: 9 }, (_, i) => listItem(200 + i)))
    .on('webApi2', 'GET', '/categories_list', [{ id: 1, text: 'Двери', text_en: 'Doors', models_count: 1 }])
    .on('webApi2', 'POST', '/types_list', [{ id: 11, text: 'Межкомнатные', text_en: 'Interior', models_count: 1, id_category: 1 }])
    .on('webApi2', 'POST', '/classes_list', [{ id: 111, text: 'Распашные', text_en: 'Swing', models_count: 1, id_type: 11 }])
    .on('webApi2', 'GET', '/rooms/all', [{ id: 5, name: 'Кухня', name_en: 'Kitchen' }])
    .on('webApi2', 'GET', '/buildings/all', [])
    .on('webApi2', 'GET', '/materials/all', [{ id: 6, name: 'Сталь', name_en: 'Steel' }]);
  return setupResult;
}

describe('model page', () => {
  it('builds the model page: classification, muted flag, 8 similar and 8 company models without itself', async () => {
    const s = modelPage(setup());
    const page = await s.port({ lang: 'en' }).getModel('42');
    expect(page.model).toMatchObject({
      id: 42,
      name: 'Model 42',
      description: '<p>Description</p>',
      summary: 'Description',
      classification: { category: { value: '1', label: 'Doors' }, type: { value: '11', label: 'Interior' }, class: { value: '111', label: 'Swing' } },
      rooms: ['Kitchen'],
      materials: ['Steel'],
      attributes: [{ name: 'Standard', value: 'GOST' }],
      video: { provider: 'youtube', id: 'dQw4w9WgXcQ' },
      muted: true,
    });
    expect(page.company).toMatchObject({ id: 1001, name: 'Company', href: '/manufacturer/kompaniya/1001' });
    expect(page.similar).toHaveLength(8);
    expect(page.similar.some((m) => m.id === 42)).toBe(false);
    expect(page.companyModels).toHaveLength(8);
    expect(s.http.find('webApi2', 'POST', '/similarmodels')[0]?.json).toMatchObject({ list_categorys: [1], list_types: [11] });
    // The slow analogue call is never part of the page.
    expect(s.http.count('webApi2', 'GET', '/model/get_analogue/42')).toBe(0);
  });
  it('spec §5: HTTP 204 is model not found (404); a bad id is a 404 without a call', async () => {
    const s = setup();
    s.http.on('webApi2', 'GET', '/model/7/all', () => ok(undefined, 204));
    expect(await rejection(s.port().getModel('7'))).toMatchObject({ statusCode: 404 });
    const calls = s.http.calls.length;
    expect(await rejection(s.port().getModel('../etc'))).toMatchObject({ statusCode: 404 });
    expect(s.http.calls.length).toBe(calls);
  });
  it('is not muted when the tariff does not allow muting', async () => {
    const s = modelPage(setup());
    s.http.on('webApi2', 'POST', '/company/1001/all', { ...COMPANY, tariff_plan: { id: 1, features: { allowModelsMuting: false } } });
    expect((await s.port().getModel('42')).model.muted).toBe(false);
  });
  it('a failed company or similar list is logged, the page still renders', async () => {
    const s = modelPage(setup());
    s.http.on('webApi2', 'POST', '/company/1001/all', timeout).on('webApi2', 'POST', '/similarmodels', upstream500);
    const page = await s.port().getModel('42');
    expect(page.company).toBeNull();
    expect(page.similar).toEqual([]);
    expect(s.logger.entries.filter((e) => e.level === 'warn').length).toBeGreaterThanOrEqual(2);
  });
});

describe('analogues (spec §7 long timeout, §8 error flag)', () => {
  it('uses the long deadline and drops the model itself', async () => {
    const s = setup();
    s.http.on('webApi2', 'GET', '/model/get_analogue/42', [listItem(42), listItem(43)]);
    expect(await s.port().getAnalogues('42')).toEqual({ items: [expect.objectContaining({ id: 43 })], error: false });
    expect(s.http.find('webApi2', 'GET', '/model/get_analogue/42')[0]?.timeoutMs).toBe(ANALOGUE_TIMEOUT_MS);
  });
  it('a failure is an error flag and an empty list', async () => {
    const s = setup();
    s.http.on('webApi2', 'GET', '/model/get_analogue/42', timeout);
    expect(await s.port().getAnalogues('42')).toEqual({ items: [], error: true });
  });
});

interface Version {
  lang: string;
  title: string;
  description: string;
  body: string;
  status_lang: string;
  weight: number | null;
  organization_uuid: string | null;
}
const article = (id: number, extra: Record<string, unknown> = {}): Record<string, unknown> & { lang_versions: Version[] } => ({
  id,
  uuid: `a-${id}`,
  url: `article-${id}`,
  category_id: 7,
  company_id: 1001,
  companyNameShort: 'Компания',
  companyLogo: null,
  image: `/images/articles/${id}.svg`,
  views: 5,
  like_dislike: { like: 1, dislike: 0 },
  tariffs: '[]',
  created_at: '2024-01-01T00:00:00Z',
  published_at: '2024-01-02T00:00:00Z',
  lang_versions: [
    { lang: 'ru', title: `Статья ${id}`, description: 'Описание', body: '<p>Текст</p>', status_lang: 'Published', weight: null, organization_uuid: null },
    { lang: 'en', title: `Article ${id}`, description: 'Description', body: '<p>Text</p>', status_lang: 'Published', weight: null, organization_uuid: null },
  ],
  ...extra,
});

describe('articles', () => {
  it('spec §5: an article answer with status_code other than 200 is a 404', async () => {
    const s = setup();
    s.http.on('webApi2', 'GET', '/article/5', { status_code: 404, message: 'not found' }).on('webApi2', 'GET', '/article/6', { status_code: 200, data: article(6) });
    expect(await rejection(s.port().getArticle('5'))).toMatchObject({ statusCode: 404 });
    expect(await s.port({ lang: 'en' }).getArticle('6')).toMatchObject({ id: 6, title: 'Article 6', body: '<p>Text</p>', company: { id: 1001 } });
  });
  it('reading room: top, newest three, and the list shifted by 3 when sorted by date without search (spec §9)', async () => {
    const s = setup();
    s.http.on('webApi2', 'POST', '/article/search', (req: { json?: Record<string, unknown> }) => {
      const body = req.json ?? {};
      if (body.is_top) return ok({ status_code: 200, data: [article(1)], total: 1 });
      return ok({ status_code: 200, data: [article(Number(body.offset) + 10)], total: 23 });
    });
    const page = await s.port().getArticles({ search: '', sort: 'date', page: 2 });
    const listCall = s.http.find('webApi2', 'POST', '/article/search').find((c) => (c.json as { limit?: number }).limit === 10);
    expect(listCall?.json).toMatchObject({ offset: 13, limit: 10, sort: 'date', is_posted_reading_room: 1 });
    expect(page).toMatchObject({ top: null, fresh: [], total: 20, totalPages: 2, page: 2, pageSize: 10 });
    const first = await s.port().getArticles({ search: '', sort: 'date', page: 1 });
    expect(first.top?.id).toBe(1);
    expect(first.fresh).toHaveLength(1);
    const searched = await s.port().getArticles({ search: 'bim', sort: 'views', page: 1 });
    expect(searched.total).toBe(23);
  });
  it('spec §5: cases only when the second language version is Published; failure is empty (§8)', async () => {
    const s = setup();
    const draft = article(2);
    draft.lang_versions[1] = { ...draft.lang_versions[1]!, status_lang: 'Draft' };
    s.http.on('webApi2', 'GET', '/article/category/9', { status_code: 200, posts: [article(1, { category_id: 9 }), draft] });
    expect((await s.port().getCases()).items.map((c) => c.id)).toEqual([1]);
    const f = setup();
    f.http.on('webApi2', 'GET', '/article/category/9', upstream500);
    expect(await f.port().getCases()).toEqual({ items: [] });
  });
  it('spec §5/§9: plugins need allowPluginPage and Published, sorted by weight', async () => {
    const s = setup();
    const tariffs = JSON.stringify([{ allowPluginPage: true }]);
    const post = (id: number, weight: number | null, status = 'Published', t = tariffs) => {
      const p = article(id, { category_id: 8, tariffs: t, product: 'revit' });
      p.lang_versions[1] = { ...p.lang_versions[1]!, weight, status_lang: status };
      return p;
    };
    s.http.on('webApi2', 'GET', '/article/category/8', { status_code: 200, posts: [post(1, 5), post(2, null), post(3, 0, 'Draft'), post(4, 0, 'Published', '[]'), post(5, 0)] });
    const plugins = await s.port().getPlugins();
    expect(plugins.items.map((p) => [p.id, p.weight])).toEqual([
      [5, 0],
      [2, 1],
      [1, 5],
    ]);
  });
});

describe('manufacturers', () => {
  it('spec §5: the list drops the excluded ids; spec §8: failure is an empty list', async () => {
    const s = setup();
    s.http.on('webApi2', 'POST', '/company_search_elastic', {
      items: [{ id: 1001, name_short: 'A' }, { id: 1003, name_short: 'X' }, { id: 1002, name_short: 'B' }],
      total: 3,
      totalPages: 1,
      page: 1,
    });
    s.http.on('webApi2', 'GET', '/company_categories_types_class_elastic', {
      categories: [{ id: 1, text: 'Двери', text_en: 'Doors', count: 3 }],
      types: [
        { id: 11, text: 'Т1', text_en: 'T1', count: 1, id_category: 1 },
        { id: 21, text: 'Т2', text_en: 'T2', count: 1, id_category: 2 },
      ],
      classes: [],
    });
    const list = await s.port().getManufacturers({ search: '', sort: 'sort_by_models', page: 1, category: '1', type: '', class: '' });
    expect(list.items.map((m) => m.id)).toEqual([1001, 1002]);
    expect(list.facets.types.map((t) => t.value)).toEqual(['11']);
    expect(list.total).toBe(2);
    // The ranked prefix that holds page 1 whatever the two excluded ids' ranks: 30 + 2.
    expect(s.http.find('webApi2', 'POST', '/company_search_elastic')[0]?.json).toMatchObject({ page: 1, size: 32, sort: 'sort_by_models', code_category: '1' });
    const f = setup();
    f.http.on('webApi2', 'POST', '/company_search_elastic', upstream500);
    expect((await f.port().getManufacturers({ search: '', sort: 'sort_by_models', page: 1, category: '', type: '', class: '' })).items).toEqual([]);
  });

  it('spec §5/§9: excluded ids go before paging, so page 2 holds 30 and the total counts only the shown', async () => {
    const s = setup();
    // 100 companies ranked 1..100; the excluded 1003 and 1077 rank 3rd and 77th.
    const ranked = Array.from({ length: 100 }, (_v, n) => ({ id: 1001 + n, name_short: `C${n}` }));
    s.http.on('webApi2', 'POST', '/company_search_elastic', (req: { json?: Record<string, unknown> }) => {
      const body = req.json ?? {};
      const pool = body.companies_uuids ? ranked.filter((c) => String(body.companies_uuids).split(',').includes(String(c.id))) : ranked;
      const size = Number(body.size);
      return ok({ items: pool.slice(0, size), total: pool.length, totalPages: Math.ceil(pool.length / size), page: 1 });
    });
    const page2 = await s.port().getManufacturers({ search: '', sort: 'sort_by_models', page: 2, category: '', type: '', class: '' });
    expect(page2.items).toHaveLength(30);
    // Page 1 lost 1003, so page 2 starts one later: 1032 .. 1061.
    expect(page2.items[0]?.id).toBe(1032);
    expect(page2.items.at(-1)?.id).toBe(1061);
    expect(page2.total).toBe(98);
    expect(page2.totalPages).toBe(4);
    const page3 = await s.port().getManufacturers({ search: '', sort: 'sort_by_models', page: 3, category: '', type: '', class: '' });
    expect(page3.items.map((m) => m.id)).not.toContain(1077);
    expect(page3.items[0]?.id).toBe(1062);
    expect(page3.items).toHaveLength(30);
  });

  it('spec §6: the list marks VIP by the plan ids with the logo on, not by the upstream flag; counters and regions per entry', async () => {
    const s = setup();
    s.http
      .on('webApi2', 'POST', '/company_search_elastic', { items: [{ id: 1001, name_short: 'A', vip_status: true }, { id: 1002, name_short: 'B', vip_status: false }], total: 2, totalPages: 1, page: 1 })
      .on('webApi2', 'GET', '/company/vip', [
        { id: 1001, name_short: 'A', alias: 'a', logo: '', tariff_plan_id: 4, libraryDisplayLogo: true },
        { id: 1002, name_short: 'B', alias: 'b', logo: '', tariff_plan_id: 14, libraryDisplayLogo: true },
      ])
      .on('webApi2', 'POST', '/company/1001/counters', { counter_models: 5, counter_view_models: 50, counter_download_models_files: 7 })
      .on('webApi2', 'POST', '/company/1002/counters', upstream500)
      .on('webApi2', 'POST', '/company/1001/regions', [{ id: 77, name: 'Москва', name_en: 'Moscow' }])
      .on('webApi2', 'POST', '/company/1002/regions', timeout);
    const list = await s.port().getManufacturers({ search: '', sort: 'sort_by_models', page: 1, category: '', type: '', class: '' });
    expect(list.items.map((m) => [m.id, m.vip])).toEqual([
      [1001, false],
      [1002, true],
    ]);
    expect(list.items[0]).toMatchObject({ models: 5, views: 50, downloads: 7, regions: ['Москва'] });
    expect(list.items[1]).toMatchObject({ views: 0, downloads: 0, regions: [] });
  });

  function manufacturer(features: Record<string, boolean>, partnership: string) {
    const s = setup();
    s.http
      .on('webApi2', 'POST', '/company/1001/all', { ...COMPANY, description: '<p>О компании</p>', videos: [{ id: 1, title: 'V', link: 'https://youtu.be/dQw4w9WgXcQ', preview: '' }], tariff_plan: { id: 14, features } })
      .on('webApi2', 'POST', '/company/1001/sections', upstream500)
      .on('webApi2', 'POST', '/company/1001/regions', timeout)
      .on('webApi2', 'POST', '/company/1001/counters', { counter_models: 9 })
      .on('webApi2', 'POST', '/model/searchmodels', { models: [listItem(1)], group: [], total: 1, totalPages: 1, total_all: 1 })
      .on('webApi2', 'GET', '/article/category/7', { status_code: 200, posts: [article(1), article(2, { company_id: 5 })] })
      .on('webApi2', 'GET', '/article/category/8', { status_code: 200, posts: [] })
      .on('api', 'GET', '/passport/companies/1001/affprogram', { company_id: 1001, status: partnership, title: 'P', description: 'D', commission_percent: 5, conditions: ['a'], link: 'l' });
    return s;
  }

  it('applies the tariff gates and the PUBLISHED partnership rule; sections/regions failures are empty lists', async () => {
    const all = { allowPlugin: true, allowVideo: true, allowCompanyDescription: true, allowAffiliateProgram: true, allowModelsMuting: true, libraryDisplayLogo: true };
    const s = manufacturer(all, 'PUBLISHED');
    const page = await s.port().getManufacturer('1001');
    expect(page.company).toMatchObject({ id: 1001, vip: true, description: '<p>О компании</p>' });
    expect(page.partnership).toMatchObject({ title: 'P', commissionPercent: 5 });
    expect(page.videos).toHaveLength(1);
    expect(page.sections).toEqual([]);
    expect(page.regions).toEqual([]);
    expect(page.counters.counter_models).toBe(9);
    expect(page.articles.map((a) => a.id)).toEqual([1]);
    const form = s.http.find('webApi2', 'POST', '/model/searchmodels')[0]?.form;
    expect(form).toMatchObject({ company_uuid: 'c-1001' });
    expect(form).not.toHaveProperty('companies_free_disabled');

    const draft = manufacturer(all, 'DRAFT');
    expect((await draft.port().getManufacturer('1001')).partnership).toBeNull();

    const none = manufacturer({ libraryDisplayLogo: false }, 'PUBLISHED');
    const gated = await none.port().getManufacturer('1001');
    expect(gated).toMatchObject({ partnership: null, videos: [], company: { description: '', vip: false } });
    expect(none.http.count('api', 'GET', '/passport/companies/1001/affprogram')).toBe(0);
  });
});

describe('partners, RSS, statistics', () => {
  it('partners: only PUBLISHED offers, size 9999', async () => {
    const s = setup();
    s.http.on('webApi2', 'GET', '/company/partners_offers', {
      items: [
        { id: 1, status: 'PUBLISHED', title: 'A', company: { id: 1, name_short: 'C', alias: 'c', logo: '' } },
        { id: 2, status: 'DRAFT', title: 'B', company: { id: 1, name_short: 'C', alias: 'c', logo: '' } },
      ],
      total: 2,
      totalPages: 1,
      page: 1,
    });
    expect((await s.port().getPartners()).items.map((p) => p.id)).toEqual([1]);
    expect(s.http.find('webApi2', 'GET', '/company/partners_offers')[0]?.query).toEqual({ page: 1, size: 9999, status: 'PUBLISHED' });
    expect((await s.port().getPartners()).courses).toEqual([]);
  });
  it('partners: offers that are courses go to the course showcase, by either language’s title', async () => {
    const s = setup();
    const company = { id: 1, name_short: 'C', alias: 'c', logo: '' };
    s.http.on('webApi2', 'GET', '/company/partners_offers', {
      items: [
        { id: 1, status: 'PUBLISHED', title: 'Скидка 10%', title_en: 'Discount', company },
        { id: 2, status: 'PUBLISHED', title: 'Онлайн-курс по Revit', company },
        { id: 3, status: 'PUBLISHED', title: 'Спеццена', title_en: 'Revit training', company },
        { id: 4, status: 'DRAFT', title: 'Курс (черновик)', company },
      ],
      total: 4,
      totalPages: 1,
      page: 1,
    });
    const partners = await s.port().getPartners();
    expect(partners.items.map((p) => p.id)).toEqual([1]);
    expect(partners.courses.map((p) => p.id)).toEqual([2, 3]);
  });
  it('RSS newest first; status_code not 200 or a failure is Something went wrong', async () => {
    const s = setup();
    const item = (title: string, pubDate: string) => ({ title, link: `https://x/${title}`, description: '', pubDate, guid: title });
    s.http.on('webApi', 'GET', '/', (req: { query?: Record<string, unknown> }) =>
      req.query?.a === 'GetRssRenga'
        ? ok({ status_code: 200, rss: { channel: { title: '', link: '', description: '', item: [item('old', 'Mon, 01 Jan 2024 00:00:00 GMT'), item('new', 'Fri, 01 Mar 2024 00:00:00 GMT')] } } })
        : ok({ status_code: 500, rss: { channel: { item: [] } } }),
    );
    expect((await s.port().getRss('renga')).items.map((i) => i.title)).toEqual(['new', 'old']);
    expect(await s.port().getRss('archicad')).toEqual({ items: [], error: 'Something went wrong' });
    const f = setup();
    f.http.on('webApi', 'GET', '/', timeout);
    expect(await f.port().getRss('renga')).toEqual({ items: [], error: 'Something went wrong' });
  });
  it('statistics: an empty dataset is an error, logged with its path; the others still load', async () => {
    const s = setup();
    s.http
      .on('webApi', 'GET', '/elastic/usersperyear', { status_code: 200, data: { users: 1, designers: 2, models: 3, downloads: 4, manufacturers: 5, year: 2025 } })
      .on('webApi', 'GET', '/elastic/topcountry', { status_code: 200, data: [] })
      .on('webApi', 'GET', '/elastic/visitsbymonth', { status_code: 200, data: [{ period: '2025-01', value: 7 }] })
      .on('webApi', 'GET', '/elastic/newusers', upstream500);
    const stats = await s.port().getStatistics();
    expect(stats.statNumber).toMatchObject({ users: 1, year: 2025 });
    expect(stats.chartMonthVisits?.series).toEqual([{ period: '2025-01', value: 7 }]);
    expect(stats.chartMonthVisits?.plot.kind).toBe('area');
    expect(stats.topCountry).toBeNull();
    expect(stats.chartNewUsers).toBeNull();
    const paths = s.logger.entries.filter((e) => e.obj.situation === 'statistics').map((e) => [e.obj.path, e.obj.status]);
    expect(paths).toContainEqual(['/elastic/topcountry', 200]);
    expect(paths).toContainEqual(['/elastic/newusers', 500]);
  });
  it('statistics: the shaped dataset is what is cached, so a second view reuses the same plot', async () => {
    const s = setup();
    s.http.on('webApi', 'GET', '/elastic/visitsbymonth', { status_code: 200, data: [{ period: '2025-01', value: 7 }, { period: '2025-02', value: 9 }] });
    const first = await s.port().getStatistics();
    const second = await s.port().getStatistics();
    expect(s.http.find('webApi', 'GET', '/elastic/visitsbymonth')).toHaveLength(1);
    expect(first.chartMonthVisits?.plot.linePath).toMatch(/^M/);
    expect(second.chartMonthVisits).toBe(first.chartMonthVisits);
  });
});
