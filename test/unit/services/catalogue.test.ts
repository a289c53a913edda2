import { describe, expect, it } from 'vitest';
import { normaliseCatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { buildSearchForm } from '#server/services/catalogue.ts';
import { FakeHttp, listItem, ok, setup, upstream500 } from './fake-http.ts';

function withDictionaries(http: FakeHttp) {
  http
    .on('webApi2', 'POST', '/company/all/0/9999/id,name_short', [
      { id: 1001, name_short: 'A' },
      { id: 1003, name_short: 'Excluded' },
      { id: 1077, name_short: 'Excluded too' },
      { id: 1004, name_short: 'B' },
    ])
    .on('webApi2', 'GET', '/company/vip', [
      { id: 1, uuid: 'u1', name_short: 'VIP', alias: 'vip', logo: '/l1', tariff_plan_id: 14, libraryDisplayLogo: true },
      { id: 2, uuid: 'u2', name_short: 'No logo', alias: 'nl', logo: '/l2', tariff_plan_id: 15, libraryDisplayLogo: false },
      { id: 3, uuid: 'u3', name_short: 'Other plan', alias: 'op', logo: '/l3', tariff_plan_id: 4, libraryDisplayLogo: true },
      { id: 1003, uuid: 'u4', name_short: 'Excluded VIP', alias: 'ev', logo: '/l4', tariff_plan_id: 14, libraryDisplayLogo: true },
    ])
    .on('webApi2', 'GET', '/listcadext', [{ id: 1, ext: 'rfa', name: 'Revit Family (.rfa)', sapr: 'Revit', is_filter: true }])
    .on('webApi2', 'GET', '/attribute/all', [
      { id: 7, code: 'bim_standarts', name: 'Стандарты', name_en: 'Standards' },
      { id: 8, code: 'sapr', name: 'САПР', name_en: 'CAD' },
    ])
    .on('webApi2', 'GET', '/attribute/7', { id: 7, code: 'bim_standarts', attr_value: [{ id: 71, attribute_id: 7, value: 'ГОСТ', value_en: 'GOST' }] })
    .on('webApi2', 'GET', '/attribute/8', { id: 8, code: 'sapr', attr_value: [{ id: 81, attribute_id: 8, value: 'Revit', value_en: 'Revit' }] })
    .on('webApi2', 'GET', '/rooms/all', [{ id: 5, name: 'Кухня', name_en: 'Kitchen' }])
    .on('webApi2', 'GET', '/materials/all', [{ id: 6, name: 'Сталь', name_en: 'Steel' }])
    .on('webApi2', 'GET', '/objcategory/all', [{ id: 9, name: 'Жилые', name_en: 'Residential', buildings: [91, 92] }])
    .on('webApi2', 'GET', '/categories_list', [{ id: 1, text: 'Двери', text_en: 'Doors', models_count: 12 }])
    .on('webApi2', 'POST', '/types_list', [{ id: 11, text: 'Межкомнатные', text_en: 'Interior', models_count: 4, id_category: 1 }])
    .on('webApi2', 'POST', '/classes_list', [{ id: 111, text: 'Распашные', text_en: 'Swing', models_count: 2, id_type: 11 }]);
  return http;
}

const SEARCH = { models: [listItem(1), listItem(2)], group: [], total: 2, totalPages: 1, total_all: 10 };

describe('catalogue search form (spec §7)', () => {
  it('maps every filter to the upstream fields and sends companies_free_disabled=1', () => {
    const filter = normaliseCatalogueFilter({
      page: 2,
      sort: 'new',
      search: 'дверь',
      manufacturers: ['1001', '1002'],
      files: ['rfa', 'ifc'],
      categories: ['1'],
      types: ['11'],
      classes: ['111'],
      standards: ['71'],
      sapr: ['81'],
      attributes: ['99'],
      rooms: ['5'],
      materials: ['6'],
      aparts: ['90'],
      objects: ['9'],
      sections: ['3'],
      view3d: true,
      viewAr: true,
      is_viewer3d: true,
      is_iphone_viewer3d: true,
    });
    expect(buildSearchForm(filter, [91, 92])).toEqual({
      page: 2,
      limit: 48,
      sort: 'new',
      list_fields: expect.stringContaining('group_company'),
      companies_free_disabled: '1',
      company_uuid: '1001,1002',
      files_ext: 'rfa,ifc',
      code_category: '1',
      code_type: '11',
      code_class: '111',
      attributes: '71,81,99',
      code_building: '90,91,92',
      code_room: '5',
      code_material: '6',
      models3D: '1',
      armodels: '1',
      is_viewer3d: '1',
      is_iphone_viewer3d: '1',
      sections: '3',
      name: 'дверь',
    });
  });
  it('omits companies_free_disabled for the manufacturer variant and empty fields always', () => {
    const form = buildSearchForm(normaliseCatalogueFilter({}), [], { companyUuid: 'c-1' });
    expect(form).toEqual({ page: 1, limit: 48, sort: 'popular', list_fields: expect.any(String), company_uuid: 'c-1' });
  });
});

describe('getCatalogue', () => {
  it('returns models, totals and facets with the rules applied', async () => {
    const { http, port } = setup();
    withDictionaries(http).on('webApi2', 'POST', '/model/searchmodels', SEARCH);
    const result = await port().getCatalogue(normaliseCatalogueFilter({ categories: ['1'], types: ['11'], objects: ['9'] }));
    expect(result.models.map((m) => m.id)).toEqual([1, 2]);
    expect(result).toMatchObject({ total: 2, totalPages: 1, page: 1, pageSize: 48, notFound: false });
    expect(result.facets.manufacturers.map((o) => o.value)).toEqual(['1001', '1004']);
    expect(result.facets.vipCompanies.map((c) => c.id)).toEqual([1]);
    expect(result.facets.standards).toEqual([{ value: '71', label: 'ГОСТ' }]);
    expect(result.facets.sapr).toEqual([{ value: '81', label: 'Revit' }]);
    expect(result.facets.types).toEqual([{ value: '11', label: 'Межкомнатные', count: 4 }]);
    expect(result.facets.classes).toEqual([{ value: '111', label: 'Распашные', count: 2 }]);
    const form = http.find('webApi2', 'POST', '/model/searchmodels')[0]?.form;
    expect(form).toMatchObject({ companies_free_disabled: '1', code_building: '91,92' });
    expect(http.find('webApi2', 'POST', '/types_list')[0]?.json).toEqual({ limit: 999, id_category: 1 });
  });

  it('an empty result is the not-found state', async () => {
    const { http, port } = setup();
    withDictionaries(http).on('webApi2', 'POST', '/model/searchmodels', { models: [], group: [], total: 0, totalPages: 0, total_all: 10 });
    expect((await port().getCatalogue(normaliseCatalogueFilter({}))).notFound).toBe(true);
  });

  it('spec §8: a failed search is logged and shows not-found; failed facets are empty lists', async () => {
    const { http, port, logger } = setup();
    http.on('webApi2', 'POST', '/model/searchmodels', upstream500);
    const result = await port().getCatalogue(normaliseCatalogueFilter({}));
    expect(result).toMatchObject({ models: [], total: 0, notFound: true });
    expect(result.facets.manufacturers).toEqual([]);
    expect(result.facets.categories).toEqual([]);
    expect(logger.entries.some((e) => e.obj.situation === 'modelSearch')).toBe(true);
  });

  it('caches public answers per language: a second call makes no upstream request', async () => {
    const { http, port } = setup();
    withDictionaries(http).on('webApi2', 'POST', '/model/searchmodels', SEARCH);
    await port().getCatalogue(normaliseCatalogueFilter({}));
    const first = http.calls.length;
    await port().getCatalogue(normaliseCatalogueFilter({}));
    expect(http.calls.length).toBe(first);
    const en = await port({ lang: 'en' }).getCatalogue(normaliseCatalogueFilter({}));
    expect(http.calls.length).toBeGreaterThan(first);
    expect(en.models[0]?.name).toBe('Model 1');
  });

  it('never sends the access token on public calls', async () => {
    const { http, port } = setup();
    withDictionaries(http).on('webApi2', 'POST', '/model/searchmodels', () => ok(SEARCH));
    await port({ accessToken: 'secret-token' }).getCatalogue(normaliseCatalogueFilter({}));
    expect(http.calls.every((call) => call.accessToken === undefined && call.signal === undefined)).toBe(true);
  });
});
