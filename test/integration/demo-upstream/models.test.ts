import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Model, SearchModelsResponse } from '#shared/types/index.ts';
import type { DemoUpstream } from '#server/demo-upstream/start.ts';
import { startDemoUpstream } from '#server/demo-upstream/start.ts';
import type { ModelIndexEntry } from '#server/demo-upstream/dataset/index.ts';
import { FREE_TARIFF_PLAN_ID } from '#server/demo-upstream/dataset/index.ts';
import { call } from './helpers.ts';

let upstream: DemoUpstream;
beforeAll(async () => {
  upstream = await startDemoUpstream({ seed: 77 });
});
afterAll(async () => {
  await upstream.close();
});

async function search(body: Record<string, string>, asJson = false): Promise<SearchModelsResponse> {
  const response = asJson ? await call<SearchModelsResponse>(upstream, 'POST', '/web2/model/searchmodels', { json: body }) : await call<SearchModelsResponse>(upstream, 'POST', '/web2/model/searchmodels', { form: body });
  expect(response.status).toBe(200);
  return response.body;
}

function expected(predicate: (model: Model, entry: ModelIndexEntry) => boolean): number {
  return upstream.dataset.entries.filter((entry) => predicate(entry.model, entry)).length;
}

describe('POST /model/searchmodels', () => {
  it('answers {models, group, total, totalPages, total_all} with and without trailing slash', async () => {
    const plain = await search({});
    const slash = await call<SearchModelsResponse>(upstream, 'POST', '/web2/model/searchmodels/', { form: {} });
    expect(slash.body).toEqual(plain);
    expect(plain.total).toBe(upstream.dataset.models.length);
    expect(plain.total_all).toBe(upstream.dataset.models.length);
    expect(plain.models).toHaveLength(10);
    expect(plain.totalPages).toBe(Math.ceil(plain.total / 10));
    expect(plain.group.length).toBeGreaterThan(0);
    expect(plain.group.reduce((sum, g) => sum + g.count, 0)).toBeLessThanOrEqual(plain.total);
    expect(plain.models[0]).toHaveProperty('group_company');
    expect(plain.models[0]).toHaveProperty('set_by_six_cards');
  });

  const sample = () => upstream.dataset.models[123] as Model;
  const cases: Array<[string, () => Record<string, string>, (m: Model, e: ModelIndexEntry) => boolean]> = [
    ['companies_free_disabled', () => ({ companies_free_disabled: '1' }), (m) => upstream.dataset.companyById.get(m.company_id)?.tariff_plan.id !== FREE_TARIFF_PLAN_ID],
    ['company_uuid (one)', () => ({ company_uuid: sample().company_uuid }), (m) => m.company_uuid === sample().company_uuid],
    [
      'company_uuid (hyphen-joined)',
      () => ({ company_uuid: `${upstream.dataset.companies[0]?.uuid}-${upstream.dataset.companies[1]?.uuid}` }),
      (m) => m.company_id === upstream.dataset.companies[0]?.id || m.company_id === upstream.dataset.companies[1]?.id,
    ],
    ['files_ext (hyphen)', () => ({ files_ext: 'rnp-pln' }), (m) => m.files.some((f) => f.ext === 'rnp' || f.ext === 'pln')],
    ['files_ext (comma)', () => ({ files_ext: 'skp,max' }), (m) => m.files.some((f) => f.ext === 'skp' || f.ext === 'max')],
    ['code_category', () => ({ code_category: '1-3' }), (m) => m.code_category === 1 || m.code_category === 3],
    ['code_type', () => ({ code_type: String(sample().code_type) }), (m) => m.code_type === sample().code_type],
    ['code_class', () => ({ code_class: String(upstream.dataset.classes[0]?.id) }), (m) => m.code_class === upstream.dataset.classes[0]?.id],
    [
      'attributes (two standards OR, plus a sapr AND)',
      () => {
        const standards = upstream.dataset.dictionaries.standardValues;
        const revit = upstream.dataset.dictionaries.saprValueByName.get('Revit');
        return { attributes: `${standards[0]?.id}-${standards[1]?.id}-${revit?.id}` };
      },
      (m) => {
        const ids = m.attributes.map((a) => a.value_id);
        const standards = upstream.dataset.dictionaries.standardValues;
        const revit = upstream.dataset.dictionaries.saprValueByName.get('Revit')?.id ?? -1;
        return (ids.includes(standards[0]?.id ?? -1) || ids.includes(standards[1]?.id ?? -1)) && ids.includes(revit);
      },
    ],
    ['code_building', () => ({ code_building: '2' }), (m) => m.code_building.includes(2)],
    ['code_room', () => ({ code_room: '1,2' }), (m) => m.code_room.includes(1) || m.code_room.includes(2)],
    ['code_material', () => ({ code_material: '7' }), (m) => m.code_material.includes(7)],
    ['models3D', () => ({ models3D: '1' }), (_m, e) => e.has3dGeometry],
    ['is_viewer3d', () => ({ is_viewer3d: '1' }), (m) => m.is_viewer3d],
    ['armodels', () => ({ armodels: 'true' }), (m) => m.armodels],
    ['is_iphone_viewer3d', () => ({ is_iphone_viewer3d: '1' }), (m) => m.is_iphone_viewer3d],
    ['sections', () => ({ sections: String(sample().sections[0] ?? 0) }), (m) => m.sections.includes(sample().sections[0] ?? -1)],
    ['name (case-insensitive words)', () => ({ name: 'ДВЕРЬ ei60' }), (m) => `${m.name} ${m.name_en} ${m.name_short}`.toLowerCase().includes('дверь') && `${m.name} ${m.name_en} ${m.name_short}`.toLowerCase().includes('ei60')],
    ['tags', () => ({ tags: 'двери' }), (m) => m.tags.includes('двери')],
  ];

  for (const [label, body, predicate] of cases) {
    it(`filters by ${label}`, async () => {
      const want = expected(predicate);
      expect(want).toBeGreaterThan(0);
      expect(want).toBeLessThan(upstream.dataset.models.length);
      const result = await search({ ...body(), limit: '48' });
      expect(result.total).toBe(want);
      for (const item of result.models) {
        const model = upstream.dataset.entryById.get(item.id as number);
        expect(model && predicate(model.model, model)).toBe(true);
      }
      // The JSON body reads the same.
      expect((await search({ ...body(), limit: '48' }, true)).total).toBe(want);
    });
  }

  it('combines filters with AND', async () => {
    const result = await search({ code_category: '1', files_ext: 'rfa', is_viewer3d: '1' });
    expect(result.total).toBe(expected((m) => m.code_category === 1 && m.files.some((f) => f.ext === 'rfa') && m.is_viewer3d));
  });

  it('sorts popular, new and name', async () => {
    const popular = await search({ sort: 'popular', limit: '30' });
    const downloads = popular.models.map((m) => m.downloads as number);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    const newest = await search({ sort: 'new', limit: '30' });
    const dates = newest.models.map((m) => m.created_at as string);
    expect(dates).toEqual([...dates].sort().reverse());
    const byName = await search({ sort: 'name', limit: '30' });
    const names = byName.models.map((m) => m.name as string);
    expect(names).toEqual([...names].sort(new Intl.Collator('ru').compare));
    expect((await call(upstream, 'POST', '/web2/model/searchmodels', { form: { sort: 'random' } })).status).toBe(400);
  });

  it('pages by page or offset and trims by list_fields', async () => {
    const byPage = await search({ page: '3', limit: '5' });
    const byOffset = await search({ offset: '10', limit: '5' });
    expect(byPage.models.map((m) => m.id)).toEqual(byOffset.models.map((m) => m.id));
    const trimmed = await search({ limit: '3', list_fields: 'name,images' });
    for (const model of trimmed.models) expect(Object.keys(model).sort()).toEqual(['id', 'images', 'name']);
    const beyond = await search({ page: '100000', limit: '48' });
    expect(beyond.models).toEqual([]);
    expect(beyond.total).toBe(upstream.dataset.models.length);
  });

  it('rejects bad filter values with 400', async () => {
    const forms: Array<Record<string, string>> = [{ code_category: 'doors' }, { limit: '-1' }, { page: 'x' }, { is_viewer3d: 'perhaps' }, { company_uuid: 'not-a-uuid' }];
    for (const form of forms) {
      expect((await call(upstream, 'POST', '/web2/model/searchmodels', { form })).status).toBe(400);
    }
  });
});

describe('model endpoints', () => {
  it('GET /model/{id}/{fields} returns the model, a field subset, 204 for unknown and 400 for junk', async () => {
    const model = upstream.dataset.models[10] as Model;
    const all = await call<Model>(upstream, 'GET', `/web2/model/${model.id}/all`);
    expect(all.status).toBe(200);
    expect(all.body.name).toBe(model.name);
    expect(all.body.files.length).toBe(model.files.length);
    const some = await call(upstream, 'GET', `/web2/model/${model.id}/name,width,like_dislike`);
    expect(Object.keys(some.body as object).sort()).toEqual(['id', 'like_dislike', 'name', 'width']);
    const missing = await call(upstream, 'GET', '/web2/model/1/all');
    expect(missing.status).toBe(204);
    expect(missing.text).toBe('');
    expect((await call(upstream, 'GET', '/web2/model/abc/all')).status).toBe(400);
  });

  it('serves random company models, similar models and analogues', async () => {
    const company = upstream.dataset.companies[5]!;
    const random = await call<Array<{ company_id: number }>>(upstream, 'GET', `/web2/randcompanymodels/${company.id}/8`);
    expect(random.body.length).toBe(Math.min(8, upstream.dataset.entriesByCompany.get(company.id)?.length ?? 0));
    for (const item of random.body) expect(item.company_id).toBe(company.id);
    const byUuid = await call<unknown[]>(upstream, 'GET', `/web2/randcompanymodels/${company.uuid}/3`);
    expect(byUuid.body).toHaveLength(3);
    expect((await call(upstream, 'GET', '/web2/randcompanymodels/1/8')).status).toBe(404);

    const model = upstream.dataset.models[42]!;
    const similar = await call<Array<{ id: number; code_type: number; code_category: number }>>(upstream, 'POST', '/web2/similarmodels', {
      json: { limit: 8, list_categorys: [model.code_category], list_types: String(model.code_type), model_id: model.id },
    });
    expect(similar.body).toHaveLength(8);
    for (const item of similar.body) {
      expect(item.id).not.toBe(model.id);
      expect(item.code_category).toBe(model.code_category);
    }
    expect((await call(upstream, 'POST', '/web2/similarmodels', { json: {} })).status).toBe(400);

    const analogues = await call<Array<{ company_id: number; code_type: number }>>(upstream, 'GET', `/web2/model/get_analogue/${model.id}`);
    expect(analogues.status).toBe(200);
    for (const item of analogues.body) expect(item.company_id).not.toBe(model.company_id);
    expect((await call(upstream, 'GET', '/web2/model/get_analogue/5')).status).toBe(204);
  });

  it('records model views once per uuid and accepts model requests', async () => {
    const model = upstream.dataset.models[7]!;
    const first = await call<{ counted: boolean; views: number }>(upstream, 'POST', '/web2/model/check_view_post', { form: { model_id: String(model.id), uuid: 'device-1' } });
    const second = await call<{ counted: boolean; views: number }>(upstream, 'POST', '/web2/model/check_view_post', { form: { model_id: String(model.id), uuid: 'device-1' } });
    expect(first.body.counted).toBe(true);
    expect(second.body).toMatchObject({ counted: false, views: first.body.views });
    expect((await call(upstream, 'POST', '/web2/model/check_view_post', { json: { model_id: 1, uuid: 'x' } })).status).toBe(404);
    expect((await call(upstream, 'POST', '/web2/model/check_view_post', { json: { model_id: model.id } })).status).toBe(400);

    const need = await call<{ status_code: number; id: number }>(upstream, 'POST', '/web2/needmodel', {
      json: { description: 'Нужна модель противопожарной двери EI60', email: 'a@b.example', files_ext: 'rfa-ifc', companies: [1001] },
    });
    expect(need.body.status_code).toBe(200);
    expect(need.body.id).toBeGreaterThan(0);
    expect((await call(upstream, 'POST', '/web2/needmodel', { json: { email: 'a@b.example' } })).status).toBe(400);
  });

  it('serves the main page lists', async () => {
    for (const list of ['models_in_slider', 'popular_products', 'recently_added']) {
      const response = await call<unknown[]>(upstream, 'GET', `/web2/model/mainpage/models_in_mainpage?list=${list}&nocache=1`);
      expect(response.status).toBe(200);
      expect(response.body.length).toBeGreaterThan(0);
    }
    expect((await call(upstream, 'GET', '/web2/model/mainpage/models_in_mainpage?list=other')).status).toBe(400);
  });
});

describe('dictionaries', () => {
  it('serves every dictionary list', async () => {
    const filterExts = await call<Array<{ ext: string; is_filter: boolean }>>(upstream, 'GET', '/web2/listcadext');
    const allExts = await call<Array<{ ext: string }>>(upstream, 'GET', '/web2/listcadext/all');
    expect(allExts.body).toHaveLength(11);
    expect(filterExts.body.length).toBeLessThan(allExts.body.length);
    for (const path of ['/web2/buildings/all', '/web2/rooms/all', '/web2/materials/all', '/web2/objcategory/all', '/web2/categories_list', '/web2/dictionary/federalSubjects']) {
      const response = await call<unknown[]>(upstream, 'GET', path);
      expect(response.status, path).toBe(200);
      expect(response.body.length, path).toBeGreaterThan(3);
    }
    const categories = await call<Array<{ id: number; text: string }>>(upstream, 'GET', '/web2/categories_list');
    expect(categories.body[0]).toMatchObject({ id: 1, text: 'Двери' });
  });

  it('serves types and classes by parent', async () => {
    const types = await call<Array<{ id: number; id_category: number }>>(upstream, 'POST', '/web2/types_list', { form: { limit: '999', id_category: '2' } });
    expect(types.body.length).toBeGreaterThan(0);
    for (const type of types.body) expect(type.id_category).toBe(2);
    const classes = await call<Array<{ id_type: number }>>(upstream, 'POST', '/web2/classes_list', { json: { limit: 999, id_type: types.body[0]?.id } });
    expect(classes.body.length).toBeGreaterThan(0);
    for (const cls of classes.body) expect(cls.id_type).toBe(types.body[0]?.id);
    expect((await call(upstream, 'POST', '/web2/types_list', { json: {} })).status).toBe(400);
  });

  it('serves attributes with values and the legacy GetCatLists', async () => {
    const attributes = await call<Array<{ id: number; code: string }>>(upstream, 'GET', '/web2/attribute/all');
    const standards = attributes.body.find((a) => a.code === 'bim_standarts');
    expect(standards).toBeDefined();
    const detail = await call<{ attr_value: Array<{ id: number; attribute_id: number }> }>(upstream, 'GET', `/web2/attribute/${standards?.id}`);
    expect(detail.body.attr_value.length).toBeGreaterThan(3);
    for (const value of detail.body.attr_value) expect(value.attribute_id).toBe(standards?.id);
    expect((await call(upstream, 'GET', '/web2/attribute/999')).status).toBe(404);

    const all = await call<{ status_code: number; data: Array<{ value: string }> }>(upstream, 'GET', '/web1/?a=GetCatLists&key=ext');
    expect(all.body.data).toHaveLength(11);
    const filtered = await call<{ data: Array<{ value: string }> }>(upstream, 'GET', '/web1/?a=GetCatLists&key=ext&q=archicad');
    expect(filtered.body.data.map((d) => d.value).sort()).toEqual(['gsm', 'pln']);
    expect((await call(upstream, 'GET', '/web1/?a=GetCatLists&key=other')).status).toBe(400);
  });
});
