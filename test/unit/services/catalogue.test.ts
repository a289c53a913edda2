import { describe, expect, it } from 'vitest';
import { normaliseCatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { AppError } from '#shared/errors.ts';
import { buildSearchForm, mapBounded, vipFirst } from '#server/services/catalogue.ts';
import { FakeHttp, listItem, ok, setup, timeout, upstream500 } from './fake-http.ts';

function withDictionaries(http: FakeHttp) {
  http
    .on('webApi2', 'POST', '/company/all/0/9999/id,name_short,name_en', [
      { id: 1001, name_short: 'Бета' },
      { id: 1003, name_short: 'Excluded' },
      { id: 1077, name_short: 'Excluded too' },
      { id: 1004, name_short: 'альфа' },
      { id: 1, name_short: 'Яуза VIP' },
      { id: 5, name_short: 'Weird id-with-hyphen' },
    ])
    .on('webApi2', 'GET', '/company/vip', [
      { id: 1, uuid: 'u1', name_short: 'Яуза VIP', alias: 'vip', logo: '/l1', tariff_plan_id: 14, libraryDisplayLogo: true },
      { id: 2, uuid: 'u2', name_short: 'No logo', alias: 'nl', logo: '/l2', tariff_plan_id: 15, libraryDisplayLogo: false },
      { id: 3, uuid: 'u3', name_short: 'Other plan', alias: 'op', logo: '/l3', tariff_plan_id: 4, libraryDisplayLogo: true },
      { id: 1003, uuid: 'u4', name_short: 'Excluded VIP', alias: 'ev', logo: '/l4', tariff_plan_id: 14, libraryDisplayLogo: true },
    ])
    .on('webApi2', 'GET', '/listcadext', [
      { id: 1, ext: 'rfa', name: 'Revit Family (.rfa)', sapr: 'Revit', is_filter: true },
      { id: 2, ext: 'a b', name: 'Unusable', sapr: '', is_filter: true },
    ])
    .on('webApi2', 'GET', '/attribute/all', [
      { id: 7, code: 'bim_standarts', name: 'Стандарты', name_en: 'Standards' },
      { id: 8, code: 'sapr', name: 'САПР', name_en: 'CAD' },
      { id: 9, code: 'fire', name: 'Огнестойкость', name_en: 'Fire rating' },
      { id: 10, code: 'empty', name: 'Пусто', name_en: 'Empty' },
    ])
    .on('webApi2', 'GET', '/attribute/7', { id: 7, code: 'bim_standarts', attr_value: [{ id: 71, attribute_id: 7, value: 'ГОСТ', value_en: 'GOST' }] })
    .on('webApi2', 'GET', '/attribute/8', { id: 8, code: 'sapr', attr_value: [{ id: 81, attribute_id: 8, value: 'Revit', value_en: 'Revit' }] })
    .on('webApi2', 'GET', '/attribute/9', { id: 9, code: 'fire', attr_value: [{ id: 91, attribute_id: 9, value: 'EI 60', value_en: 'EI 60 (en)' }] })
    .on('webApi2', 'GET', '/attribute/10', { id: 10, code: 'empty', attr_value: [] })
    .on('webApi2', 'GET', '/rooms/all', [{ id: 5, name: 'Кухня', name_en: 'Kitchen' }])
    .on('webApi2', 'GET', '/materials/all', [{ id: 6, name: 'Сталь', name_en: 'Steel' }])
    .on('webApi2', 'GET', '/buildings/all', [{ id: 91, name: 'Дом', name_en: 'House' }])
    .on('webApi2', 'GET', '/objcategory/all', [{ id: 9, name: 'Жилые', name_en: 'Residential', buildings: [91, 92] }])
    .on('webApi2', 'GET', '/categories_list', [{ id: 1, text: 'Двери', text_en: 'Doors', models_count: 12 }])
    .on('webApi2', 'GET', '/dictionary/federalSubjects', [{ id: 77, name: 'Москва', name_en: 'Moscow', code: '77', federal_district: 'ЦФО' }])
    .on('webApi2', 'POST', '/types_list', [{ id: 11, text: 'Межкомнатные', text_en: 'Interior', models_count: 4, id_category: 1 }])
    .on('webApi2', 'POST', '/classes_list', [{ id: 111, text: 'Распашные', text_en: 'Swing', models_count: 2, id_type: 11 }])
    .on('webApi2', 'POST', '/company/1001/sections', [
      { id: 502, company_id: 1001, name: 'Второй', name_en: 'Second', position: 2, models_count: 3 },
      { id: 501, company_id: 1001, name: 'Первый', name_en: 'First', position: 1, models_count: 5 },
    ]);
  return http;
}

function withRegions(http: FakeHttp, regions: Record<number, number[]>) {
  for (const id of [1001, 1004, 1, 5]) http.on('webApi2', 'POST', `/company/${id}/regions`, (regions[id] ?? []).map((region) => ({ id: region, name: `R${region}`, name_en: `R${region}` })));
  return http;
}

const SEARCH = { models: [listItem(1), listItem(2)], group: [], total: 2, totalPages: 1, total_all: 10 };
const searchForm = (http: FakeHttp, index = -1) => http.find('webApi2', 'POST', '/model/searchmodels').at(index)?.form;

describe('catalogue search form (spec §7)', () => {
  it('maps every filter to the upstream fields, with offset and page, and sends companies_free_disabled=1', () => {
    const filter = normaliseCatalogueFilter({
      page: 3,
      sort: 'new',
      search: 'дверь  стальная',
      countModels: 40,
      manufacturers: ['1001', '1002'],
      files: ['rfa', 'ifc'],
      categories: '1',
      types: '11',
      classes: '111',
      standards: ['71'],
      sapr: ['81'],
      attributes: ['99'],
      rooms: ['5', '6'],
      materials: '6',
      aparts: '90',
      sections: '3',
      view3d: true,
      viewAr: true,
      is_viewer3d: true,
      is_iphone_viewer3d: true,
      view: 'list',
    });
    expect(buildSearchForm(filter, { buildings: ['90'], companies: null })).toEqual({
      offset: 80,
      limit: 40,
      sort: 'new',
      page: 3,
      list_fields: expect.stringContaining('group_company'),
      companies_free_disabled: '1',
      company_uuid: '1001,1002',
      files_ext: 'rfa,ifc',
      code_category: '1',
      code_type: '11',
      code_class: '111',
      attributes: '71,81,99',
      code_building: '90',
      code_room: '5,6',
      code_material: '6',
      models3D: '1',
      armodels: '1',
      is_viewer3d: '1',
      is_iphone_viewer3d: '1',
      sections: '3',
      name: 'дверь стальная',
    });
  });

  it('sends the resolved companies instead of the manufacturers when a region narrowed them', () => {
    const filter = normaliseCatalogueFilter({ manufacturers: ['1', '2', '3'], regions: '77' });
    expect(buildSearchForm(filter, { buildings: null, companies: ['2'] }).company_uuid).toBe('2');
  });

  it('omits companies_free_disabled for the manufacturer variant and empty fields always', () => {
    const form = buildSearchForm(normaliseCatalogueFilter({}), undefined, { companyUuid: 'c-1' });
    expect(form).toEqual({ offset: 0, limit: 48, sort: 'popular', page: 1, list_fields: expect.any(String), company_uuid: 'c-1' });
  });
});

describe('searchCatalogue (spec §4 catalogue load, §8)', () => {
  it('returns models and totals; muted cards follow the company tariff and the active mute restriction', async () => {
    const { http, port } = setup();
    const muting = { id: 1001, uuid: 'c', name_short: 'C', alias: 'c', allowModelsMuting: true };
    http.on('webApi2', 'POST', '/model/searchmodels', {
      ...SEARCH,
      models: [
        listItem(1, { group_company: muting, restriction: [{ type_restriction: 'mute', active: true }] }),
        listItem(2, { group_company: muting, restriction: [{ type_restriction: 'mute', active: false }] }),
        listItem(3, { restriction: [{ type_restriction: 'mute', active: true }] }),
        listItem(4, { group_company: muting, restriction: [{ type_restriction: 'no_download', active: true }] }),
      ],
    });
    const result = await port().searchCatalogue(normaliseCatalogueFilter({ categories: '1', page: 1 }));
    expect(result).toMatchObject({ total: 2, totalPages: 1, page: 1, pageSize: 48, notFound: false });
    expect(result.models.map((m) => [m.id, m.muted])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ]);
    expect(searchForm(http)).toMatchObject({ companies_free_disabled: '1', code_category: '1' });
  });

  it('expands the object category to its buildings, intersected with the chosen building', async () => {
    const { http, port } = setup();
    withDictionaries(http).on('webApi2', 'POST', '/model/searchmodels', SEARCH);
    await port().searchCatalogue(normaliseCatalogueFilter({ objects: '9' }));
    expect(searchForm(http)?.code_building).toBe('91,92');
    await port().searchCatalogue(normaliseCatalogueFilter({ objects: '9', aparts: '92' }));
    expect(searchForm(http)?.code_building).toBe('92');
    const calls = http.count('webApi2', 'POST', '/model/searchmodels');
    const none = await port().searchCatalogue(normaliseCatalogueFilter({ objects: '9', aparts: '93' }));
    expect(none).toMatchObject({ models: [], total: 0, notFound: true });
    expect(await port().searchCatalogue(normaliseCatalogueFilter({ objects: '404' }))).toMatchObject({ notFound: true });
    expect(http.count('webApi2', 'POST', '/model/searchmodels')).toBe(calls);
  });

  it('an empty result is the not-found state', async () => {
    const { http, port } = setup();
    http.on('webApi2', 'POST', '/model/searchmodels', { models: [], group: [], total: 0, totalPages: 0, total_all: 10 });
    expect((await port().searchCatalogue(normaliseCatalogueFilter({}))).notFound).toBe(true);
  });

  it('spec §8: a failed search is logged and shows not-found', async () => {
    const { http, port, logger } = setup();
    http.on('webApi2', 'POST', '/model/searchmodels', upstream500);
    const result = await port().searchCatalogue(normaliseCatalogueFilter({ page: 2 }));
    expect(result).toMatchObject({ models: [], total: 0, totalPages: 0, page: 2, notFound: true });
    expect(logger.entries.some((e) => e.obj.situation === 'modelSearch')).toBe(true);
  });

  it('a manufacturer’s products tab is the same search page, restricted to the company, with the same failure rule', async () => {
    const { http, port, logger } = setup();
    http.on('webApi2', 'POST', '/company/1001/all', { id: 1001, uuid: 'c-1001', name_short: 'Компания', alias: 'kompaniya' });
    http.on('webApi2', 'POST', '/model/searchmodels', SEARCH);
    const found = (await port().getManufacturer('1001', normaliseCatalogueFilter({ page: 1, manufacturers: ['7'] }))).products;
    expect(found).toMatchObject({ total: SEARCH.total, page: 1, pageSize: 48, notFound: false, filter: { manufacturers: [], regions: '' } });
    expect(searchForm(http)).toMatchObject({ company_uuid: 'c-1001' });
    expect(searchForm(http)).not.toHaveProperty('companies_free_disabled');
    const failing = setup();
    failing.http.on('webApi2', 'POST', '/company/1001/all', { id: 1001, uuid: 'c-1001', name_short: 'Компания', alias: 'kompaniya' });
    failing.http.on('webApi2', 'POST', '/model/searchmodels', upstream500);
    expect((await failing.port().getManufacturer('1001', normaliseCatalogueFilter({ page: 2 }))).products).toMatchObject({ models: [], total: 0, totalPages: 0, page: 2, notFound: true });
    expect(failing.logger.entries.some((e) => e.obj.situation === 'modelSearch')).toBe(true);
    expect(logger.entries.some((e) => e.obj.situation === 'modelSearch')).toBe(false);
  });

  it('never sends the access token on public calls', async () => {
    const { http, port } = setup();
    withDictionaries(http).on('webApi2', 'POST', '/model/searchmodels', () => ok(SEARCH));
    await port({ accessToken: 'secret-token' }).getCatalogue(normaliseCatalogueFilter({ regions: '77' }));
    expect(http.calls.length).toBeGreaterThan(5);
    expect(http.calls.every((call) => call.accessToken === undefined && call.signal === undefined)).toBe(true);
  });
});

describe('regions filter (answered by the BFF: spec §7 search has no region field)', () => {
  it('restricts the search to manufacturers with that region, intersected with the chosen manufacturers', async () => {
    const { http, port } = setup();
    withRegions(withDictionaries(http), { 1001: [77, 50], 1004: [50], 1: [77] }).on('webApi2', 'POST', '/model/searchmodels', SEARCH);
    await port().searchCatalogue(normaliseCatalogueFilter({ regions: '77' }));
    expect(searchForm(http)?.company_uuid).toBe('1001,1');
    await port().searchCatalogue(normaliseCatalogueFilter({ regions: '50', manufacturers: ['1004', '1'] }));
    expect(searchForm(http)?.company_uuid).toBe('1004');
  });

  it('answers not-found without searching when no chosen manufacturer is in the region', async () => {
    const { http, port } = setup();
    withRegions(withDictionaries(http), { 1001: [77] }).on('webApi2', 'POST', '/model/searchmodels', SEARCH);
    expect(await port().searchCatalogue(normaliseCatalogueFilter({ regions: '77', manufacturers: ['1004'] }))).toMatchObject({ notFound: true, models: [] });
    expect(await port().searchCatalogue(normaliseCatalogueFilter({ regions: '99' }))).toMatchObject({ notFound: true });
    expect(http.count('webApi2', 'POST', '/model/searchmodels')).toBe(0);
  });

  it('builds the index once for every language and request (cached), with bounded concurrency; a 404 company has no regions', async () => {
    const { http, port } = setup();
    let active = 0;
    let peak = 0;
    withDictionaries(http).on('webApi2', 'POST', '/model/searchmodels', SEARCH);
    for (const id of [1001, 1004, 5]) {
      http.on('webApi2', 'POST', `/company/${id}/regions`, async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
        return ok([{ id: 77, name: 'Москва', name_en: 'Moscow' }]);
      });
    }
    http.on('webApi2', 'POST', '/company/1/regions', () => {
      throw new AppError('not_found', 'Upstream company.regions answered 404', 404, { upstreamStatus: 404 });
    });
    await Promise.all([port().searchCatalogue(normaliseCatalogueFilter({ regions: '77' })), port({ lang: 'en' }).searchCatalogue(normaliseCatalogueFilter({ regions: '77', sort: 'new' }))]);
    await port({ lang: 'en' }).searchCatalogue(normaliseCatalogueFilter({ regions: '50' }));
    const regionCalls = http.calls.filter((call) => /^\/company\/\d+\/regions$/.test(call.path)).length;
    expect(regionCalls).toBe(4);
    expect(peak).toBeGreaterThan(1);
    expect(searchForm(http, 0)?.company_uuid).toBe('1001,1004,5');
  });

  it('a failing regions call fails the build fast: not cached, the search shows not-found (spec §8), the next request retries', async () => {
    const { http, port, logger } = setup();
    withRegions(withDictionaries(http), { 1001: [77] }).on('webApi2', 'POST', '/model/searchmodels', SEARCH);
    http.on('webApi2', 'POST', '/company/1004/regions', timeout);
    expect(await port().searchCatalogue(normaliseCatalogueFilter({ regions: '77' }))).toMatchObject({ notFound: true });
    expect(logger.entries.some((e) => e.obj.situation === 'modelSearch')).toBe(true);
    http.on('webApi2', 'POST', '/company/1004/regions', []);
    expect(await port().searchCatalogue(normaliseCatalogueFilter({ regions: '77' }))).toMatchObject({ notFound: false });
    expect(searchForm(http)?.company_uuid).toBe('1001');
  });
});

describe('facets', () => {
  it('every option list in the request language; VIP manufacturers first, then by name; unusable values left out', async () => {
    const { http, port } = setup();
    withDictionaries(http);
    const facets = await port().getCatalogueFacets({ category: '1', type: '11', manufacturer: '1001' });
    expect(facets.manufacturers.map((o) => o.label)).toEqual(['Яуза VIP', 'альфа', 'Бета', 'Weird id-with-hyphen']);
    expect(facets.vipCompanies.map((c) => c.id)).toEqual([1]);
    expect(facets.files).toEqual([{ value: 'rfa', label: 'Revit Family (.rfa)' }]);
    expect(facets.standards).toEqual([{ value: '71', label: 'ГОСТ' }]);
    expect(facets.sapr).toEqual([{ value: '81', label: 'Revit' }]);
    expect(facets.attributes).toEqual([{ id: '9', label: 'Огнестойкость', options: [{ value: '91', label: 'EI 60' }] }]);
    expect(facets.rooms).toEqual([{ value: '5', label: 'Кухня' }]);
    expect(facets.materials).toEqual([{ value: '6', label: 'Сталь' }]);
    expect(facets.objects).toEqual([{ value: '9', label: 'Жилые' }]);
    expect(facets.aparts).toEqual([{ value: '91', label: 'Дом' }]);
    expect(facets.categories).toEqual([{ value: '1', label: 'Двери', count: 12 }]);
    expect(facets.types).toEqual([{ value: '11', label: 'Межкомнатные', count: 4 }]);
    expect(facets.classes).toEqual([{ value: '111', label: 'Распашные', count: 2 }]);
    expect(facets.sections).toEqual([
      { value: '501', label: 'Первый', count: 5 },
      { value: '502', label: 'Второй', count: 3 },
    ]);
    expect(facets.regions).toEqual([{ value: '77', label: 'Москва' }]);
    expect(http.find('webApi2', 'POST', '/types_list')[0]?.json).toEqual({ limit: 999, id_category: 1 });
    expect(http.find('webApi2', 'POST', '/classes_list')[0]?.json).toEqual({ limit: 999, id_type: 11 });

    const en = await port({ lang: 'en' }).getCatalogueFacets({ category: '', type: '', manufacturer: '' });
    expect(en.attributes[0]).toEqual({ id: '9', label: 'Fire rating', options: [{ value: '91', label: 'EI 60 (en)' }] });
    expect(en.regions).toEqual([{ value: '77', label: 'Moscow' }]);
    expect(en).toMatchObject({ types: [], classes: [], sections: [] });
  });

  it('spec §8: a failed dictionary is an empty list, the rest still arrive', async () => {
    const { http, port } = setup();
    withDictionaries(http).on('webApi2', 'GET', '/categories_list', upstream500).on('webApi2', 'POST', '/company/all/0/9999/id,name_short,name_en', timeout);
    const facets = await port().getCatalogueFacets({ category: '1', type: '', manufacturer: '' });
    expect(facets.categories).toEqual([]);
    expect(facets.manufacturers).toEqual([]);
    expect(facets.rooms.length).toBe(1);
    expect(facets.types.length).toBe(1);
  });

  it('types and classes per parent; malformed ids are empty without a call', async () => {
    const { http, port } = setup();
    withDictionaries(http);
    expect(await port().getCatalogueTypes('1')).toEqual([{ value: '11', label: 'Межкомнатные', count: 4 }]);
    expect(await port({ lang: 'en' }).getCatalogueClasses('11')).toEqual([{ value: '111', label: 'Swing', count: 2 }]);
    expect(await port().getCatalogueTypes('abc')).toEqual([]);
    expect(await port().getCatalogueClasses('0')).toEqual([]);
    expect(http.count('webApi2', 'POST', '/types_list') + http.count('webApi2', 'POST', '/classes_list')).toBe(2);
  });

  it('getCatalogue composes the search, the facets of its filter and the catalogue banners; a second call is answered from the cache', async () => {
    const { http, port } = setup();
    const banner = { id: 5, company_id: 1, company_name: 'Фирма', title: 'Баннер', title_en: 'Banner', image: '/images/ads/5.svg', link: 'https://firma.example/', position: 'catalog', erid: '2Vtzq1', inn: '7700000000' };
    withDictionaries(http)
      .on('webApi2', 'POST', '/model/searchmodels', SEARCH)
      .on('webApi2', 'GET', '/company_advertise', { status_code: 200, data: [banner] });
    const page = await port().getCatalogue(normaliseCatalogueFilter({ categories: '1', manufacturers: ['1001'] }));
    expect(page.search.models.map((m) => m.id)).toEqual([1, 2]);
    expect(page.banners).toMatchObject([{ id: 5, advertiser: 'Фирма', erid: '2Vtzq1' }]);
    expect(http.find('webApi2', 'GET', '/company_advertise')[0]?.query).toMatchObject({ position: 'catalog' });
    expect(page.facets.types.length).toBe(1);
    expect(page.facets.sections.length).toBe(2);
    const calls = http.calls.length;
    await port().getCatalogue(normaliseCatalogueFilter({ categories: '1', manufacturers: ['1001'] }));
    expect(http.calls.length).toBe(calls);
  });
});

describe('helpers', () => {
  it('vipFirst: VIP first, each part by name in the language', () => {
    const sorted = vipFirst(
      [
        { value: '1', label: 'b' },
        { value: '2', label: 'A' },
        { value: '3', label: 'z' },
        { value: '4', label: 'c' },
      ],
      [{ id: 3, name: 'z', alias: 'z', logo: null, href: '' }, { id: 4, name: 'c', alias: 'c', logo: null, href: '' }],
      'en',
    );
    expect(sorted.map((o) => o.value)).toEqual(['4', '3', '2', '1']);
  });

  it('mapBounded keeps order and the bound', async () => {
    let active = 0;
    let peak = 0;
    const out = await mapBounded([5, 1, 3, 2, 4], 2, async (n) => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, n));
      active -= 1;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 30, 20, 40]);
    expect(peak).toBe(2);
    expect(await mapBounded([], 4, async (n: number) => n)).toEqual([]);
  });
});
