// The catalogue API against the demo upstream: GET /api/models (the search),
// /api/catalogue/facets, /types, /classes; the browser port over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createBrowserApi } from '#client/api/browser-api.ts';
import type { CatalogueFacetsDto, CatalogueSearchDto, ModelCardDto, OptionDto } from '#shared/api/dto.ts';
import { catalogueQueryString, normaliseCatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { EXCLUDED_MANUFACTURER_IDS, VIP_TARIFF_PLAN_IDS, type CompanyRecord } from '#server/demo-upstream/dataset/index.ts';
import { startStack, type Stack } from './harness.ts';

const EXCLUDED: readonly number[] = EXCLUDED_MANUFACTURER_IDS;

let stack: Stack;
let origin: string;
beforeAll(async () => {
  stack = await startStack();
  await stack.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(stack.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stack?.close();
});

const api = () => request(stack.app.server);
const dataset = () => stack.demo.dataset;
const search = async (query: string): Promise<CatalogueSearchDto> => (await api().get(`/api/models${query}`).expect(200)).body as CatalogueSearchDto;
const entry = (card: ModelCardDto) => {
  const found = dataset().entryById.get(card.id);
  if (!found) throw new Error(`model ${card.id} not in the dataset`);
  return found;
};
/** What the catalogue may show at all: models of companies not on a free tariff. */
const catalogueEntries = (sort: 'popular' | 'new' | 'name' = 'popular') => dataset().sorted[sort].filter((e) => !e.freeCompany);
const paidCompany = (predicate: (company: CompanyRecord) => boolean = () => true) =>
  dataset().companies.find((company) => !EXCLUDED.includes(company.id) && (dataset().entriesByCompany.get(company.id)?.length ?? 0) > 0 && !dataset().entriesByCompany.get(company.id)?.[0]?.freeCompany && predicate(company));

describe('GET /api/models: the filter mapped to the search (spec §7)', () => {
  it('the default search: 48 of the non-free catalogue, most popular first, cacheable briefly', async () => {
    const res = await api().get('/api/models').expect(200);
    const body = res.body as CatalogueSearchDto;
    expect(res.headers['cache-control']).toBe('private, max-age=30');
    expect(body).toMatchObject({ page: 1, pageSize: 48, notFound: false, filter: normaliseCatalogueFilter({}) });
    expect(body.total).toBe(catalogueEntries().length);
    expect(body.totalPages).toBe(Math.ceil(body.total / 48));
    expect(body.models.map((m) => m.id)).toEqual(catalogueEntries().slice(0, 48).map((e) => e.model.id));
  });

  it('spec §6: companies on a free tariff are excluded', async () => {
    expect(dataset().entries.some((e) => e.freeCompany)).toBe(true);
    const body = await search('?countModels=40&page=3');
    expect(body.models).toHaveLength(40);
    for (const card of body.models) expect(entry(card).freeCompany).toBe(false);
    const free = dataset().companies.find((company) => dataset().entriesByCompany.get(company.id)?.[0]?.freeCompany);
    expect(await search(`?manufacturers=${free!.id}`)).toMatchObject({ notFound: true, total: 0 });
  });

  it('page 2 and the 40-model page size offset the results', async () => {
    const second = await search('?page=2');
    expect(second.models.map((m) => m.id)).toEqual(catalogueEntries().slice(48, 96).map((e) => e.model.id));
    const third40 = await search('?countModels=40&page=3');
    expect(third40).toMatchObject({ page: 3, pageSize: 40 });
    expect(third40.models.map((m) => m.id)).toEqual(catalogueEntries().slice(80, 120).map((e) => e.model.id));
  });

  it('sort new and name follow the upstream orders', async () => {
    expect((await search('?sort=new')).models.map((m) => m.id)).toEqual(catalogueEntries('new').slice(0, 48).map((e) => e.model.id));
    expect((await search('?sort=name')).models.map((m) => m.id)).toEqual(catalogueEntries('name').slice(0, 48).map((e) => e.model.id));
  });

  it('a manufacturer filter returns only that company, all of its models', async () => {
    const company = paidCompany()!;
    const body = await search(`?manufacturers=${company.id}`);
    expect(body.total).toBe(dataset().entriesByCompany.get(company.id)!.length);
    for (const card of body.models) expect(card.companyId).toBe(company.id);
    const other = paidCompany((c) => c.id !== company.id)!;
    const both = await search(`?manufacturers=${company.id}-${other.id}`);
    expect(both.total).toBe(body.total + dataset().entriesByCompany.get(other.id)!.length);
  });

  it('category and type narrow to that category and type', async () => {
    const type = dataset().types.find((t) => catalogueEntries().some((e) => e.model.code_type === t.id))!;
    const body = await search(`?categories=${type.id_category}&types=${type.id}`);
    expect(body.filter).toMatchObject({ categories: String(type.id_category), types: String(type.id) });
    expect(body.total).toBe(catalogueEntries().filter((e) => e.model.code_type === type.id).length);
    for (const card of body.models) expect(entry(card).model).toMatchObject({ code_category: type.id_category, code_type: type.id });
  });

  it('flags: 3D viewer, AR, iPhone viewer, 3D geometry', async () => {
    const viewer = await search('?is_viewer3d=1');
    expect(viewer.total).toBe(catalogueEntries().filter((e) => e.model.is_viewer3d).length);
    for (const card of viewer.models) expect(card.has3d).toBe(true);
    const ar = await search('?viewAr=1');
    expect(ar.total).toBe(catalogueEntries().filter((e) => e.model.armodels).length);
    for (const card of ar.models) expect(card.hasAr).toBe(true);
    expect((await search('?is_iphone_viewer3d=1')).total).toBe(catalogueEntries().filter((e) => e.model.is_iphone_viewer3d).length);
    expect((await search('?view3d=1')).total).toBe(catalogueEntries().filter((e) => e.has3dGeometry).length);
  });

  it('files, rooms, materials, standards and sections reach the search', async () => {
    const files = await search('?files=ifc');
    expect(files.total).toBe(catalogueEntries().filter((e) => e.exts.includes('ifc')).length);
    const room = catalogueEntries()[0]!.model.code_room[0]!;
    expect((await search(`?rooms=${room}`)).total).toBe(catalogueEntries().filter((e) => e.model.code_room.includes(room)).length);
    const material = catalogueEntries()[0]!.model.code_material[0]!;
    expect((await search(`?materials=${material}`)).total).toBe(catalogueEntries().filter((e) => e.model.code_material.includes(material)).length);
    const value = catalogueEntries()[0]!.attrValues[0]!;
    const withValue = await search(`?attributes=${value}`);
    expect(withValue.total).toBe(catalogueEntries().filter((e) => e.attrValues.includes(value)).length);
    const company = paidCompany((c) => c.sections.length > 0)!;
    const section = dataset().entriesByCompany.get(company.id)!.find((e) => e.model.sections.length > 0)!.model.sections[0]!;
    const inSection = await search(`?manufacturers=${company.id}&sections=${section}`);
    expect(inSection.total).toBe(dataset().entriesByCompany.get(company.id)!.filter((e) => e.model.sections.includes(section)).length);
    expect(inSection.total).toBeGreaterThan(0);
  });

  it('the search text matches names; view is echoed but does not change the search', async () => {
    const word = catalogueEntries()[3]!.model.name.split(/\s+/)[0]!;
    const body = await search(`?search=${encodeURIComponent(word)}&view=list`);
    expect(body.filter).toMatchObject({ search: word, view: 'list' });
    expect(body.total).toBeGreaterThan(0);
    for (const card of body.models) expect(entry(card).haystack).toContain(word.toLowerCase());
    expect((await search(`?search=${encodeURIComponent(word)}`)).total).toBe(body.total);
  });

  it('spec §4: muted cards (tariff allows muting and an active mute restriction)', async () => {
    const muted = catalogueEntries().find(
      (e) => dataset().companyById.get(e.model.company_id)!.tariff_plan.features.allowModelsMuting && e.model.restriction.some((r) => r.type_restriction === 'mute' && r.active),
    )!;
    const body = await search(`?search=${encodeURIComponent(muted.model.name_short)}&manufacturers=${muted.model.company_id}`);
    expect(body.models.find((m) => m.id === muted.model.id)?.muted).toBe(true);
    expect(body.models.filter((m) => m.muted).every((m) => entry(m).model.restriction.some((r) => r.type_restriction === 'mute' && r.active))).toBe(true);
  });

  it('a page past the end is no page: 404 (shared/domain/list-page.ts), as the page itself answers', async () => {
    const res = await api().get('/api/models?page=100000').expect(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('GET /api/models: regions (resolved by the BFF)', () => {
  const regionCompanies = (region: number) =>
    new Set(dataset().companies.filter((c) => !EXCLUDED.includes(c.id) && c.regions.some((r) => r.id === region)).map((c) => c.id));

  it('restricts the search to manufacturers of that federal subject', async () => {
    const region = dataset().companies.find((c) => c.regions.length > 0 && !c.regions.every((r) => r.id === dataset().companies[0]!.regions[0]?.id))!.regions[0]!.id;
    const companies = regionCompanies(region);
    const body = await search(`?regions=${region}`);
    expect(body.total).toBe(catalogueEntries().filter((e) => companies.has(e.model.company_id)).length);
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(catalogueEntries().length);
    for (const card of body.models) expect(companies.has(card.companyId)).toBe(true);
  });

  it('intersected with the manufacturers filter; an empty intersection is not-found without a search', async () => {
    const region = dataset().companies.find((c) => c.regions.length > 0)!.regions[0]!.id;
    const inside = paidCompany((c) => c.regions.some((r) => r.id === region))!;
    const outside = paidCompany((c) => !c.regions.some((r) => r.id === region))!;
    const both = await search(`?manufacturers=${inside.id}-${outside.id}&regions=${region}`);
    expect(both.total).toBe(dataset().entriesByCompany.get(inside.id)!.length);
    stack.demo.calls.reset();
    expect(await search(`?manufacturers=${outside.id}&regions=${region}`)).toMatchObject({ notFound: true, models: [], total: 0 });
    expect(stack.demo.calls.list().filter((call) => call.path === '/web2/model/searchmodels')).toHaveLength(0);
  });
});

describe('GET /api/models: strict query (400 naming the key, never 500)', () => {
  const cases: Array<[string, string]> = [
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=02', 'page'],
    ['page=100001', 'page'],
    ['sort=evil', 'sort'],
    ['countModels=41', 'countModels'],
    ['view=grid', 'view'],
    ['view3d=yes', 'view3d'],
    ['is_viewer3d=0', 'is_viewer3d'],
    ['manufacturers=a%3Cb', 'manufacturers'],
    ['manufacturers=1--2', 'manufacturers'],
    ['files=', 'files'],
    [`rooms=${Array.from({ length: 101 }, (_, i) => i + 1).join('-')}`, 'rooms'],
    ['categories=1-2', 'categories'],
    ['regions=%D0%BC', 'regions'],
    ['search=', 'search'],
    [`search=${'x'.repeat(201)}`, 'search'],
    ['lang=de', 'lang'],
    ['page=1&page=2', 'page'],
    ['manufacturers=1&manufacturers=2', 'manufacturers'],
    ['foo=1', 'foo'],
  ];
  it.each(cases)('%s -> 400 naming %s', async (query, key) => {
    const res = await api().get(`/api/models?${query}`).expect(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', statusCode: 400 });
    expect(res.body.error.message).toContain(`'${key}'`);
  });

  it('accepts every value the codec writes, and explicit defaults', async () => {
    // Page 1: a narrow filter has no second page, and a page past the end is a 404.
    const filter = normaliseCatalogueFilter({ search: 'Дверь «x» & y', sort: 'name', manufacturers: ['1', '2'], files: ['rfa'], categories: '1', view3d: true, countModels: 40, view: 'list', page: 1 });
    await api().get(`/api/models${catalogueQueryString(filter)}&lang=en`).expect(200);
    await api().get('/api/models?page=1&sort=popular&view=card&countModels=48').expect(200);
    await api().get('/api/models?page=2&countModels=40').expect(200);
  });
});

describe('spec §8: model search failure', () => {
  it('is answered 200 with the not-found state, logged', async () => {
    stack.demo.faults.set('/web2/model/searchmodels', { kind: 'status', status: 500 });
    try {
      const body = await search('?search=failure-case&sort=name');
      expect(body).toMatchObject({ models: [], total: 0, notFound: true });
      expect(stack.logger.entries.some((e) => e.obj.situation === 'modelSearch')).toBe(true);
    } finally {
      stack.demo.faults.clear();
    }
  });
});

describe('GET /api/catalogue/types and /classes (spec §7, limit 999)', () => {
  it('lists the types of a category and the classes of a type', async () => {
    const category = dataset().categories[0]!;
    const res = await api().get(`/api/catalogue/types?category=${category.id}`).expect(200);
    expect(res.headers['cache-control']).toBe('private, max-age=600');
    expect((res.body as OptionDto[]).map((o) => o.value)).toEqual(dataset().types.filter((t) => t.id_category === category.id).map((t) => String(t.id)));
    const type = dataset().types.find((t) => t.id_category === category.id)!;
    const classes = (await api().get(`/api/catalogue/classes?type=${type.id}&lang=en`).expect(200)).body as OptionDto[];
    expect(classes).toEqual(dataset().classes.filter((c) => c.id_type === type.id).map((c) => expect.objectContaining({ value: String(c.id), label: c.text_en })));
    expect((await api().get('/api/catalogue/types?category=999999').expect(200)).body).toEqual([]);
  });

  it('bad or missing parent ids are 400s naming the key', async () => {
    for (const [path, key] of [
      ['/api/catalogue/types', 'category'],
      ['/api/catalogue/types?category=abc', 'category'],
      ['/api/catalogue/types?category=0', 'category'],
      ['/api/catalogue/classes?type=-1', 'type'],
      ['/api/catalogue/classes?category=1', 'category'],
      ['/api/catalogue/classes?type=1&type=2', 'type'],
    ] as const) {
      const res = await api().get(path).expect(400);
      expect(res.body.error.message, path).toContain(`'${key}'`);
    }
  });
});

describe('GET /api/catalogue/facets', () => {
  it('every option list; VIP manufacturers first; types, classes and sections follow the query', async () => {
    const category = dataset().categories[0]!;
    const type = dataset().types.find((t) => t.id_category === category.id)!;
    const company = paidCompany((c) => c.sections.length > 1)!;
    const res = await api().get(`/api/catalogue/facets?category=${category.id}&type=${type.id}&manufacturer=${company.id}`).expect(200);
    expect(res.headers['cache-control']).toBe('private, max-age=600');
    const facets = res.body as CatalogueFacetsDto;

    const vip = new Set(
      dataset()
        .companies.filter((c) => (VIP_TARIFF_PLAN_IDS as readonly number[]).includes(c.tariff_plan.id) && c.tariff_plan.features.libraryDisplayLogo && !EXCLUDED.includes(c.id))
        .map((c) => String(c.id)),
    );
    expect(vip.size).toBeGreaterThan(0);
    const flags = facets.manufacturers.map((o) => vip.has(o.value));
    expect(flags.indexOf(false)).toBe(vip.size);
    expect(flags.lastIndexOf(true)).toBe(vip.size - 1);
    const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });
    const rest = facets.manufacturers.slice(vip.size).map((o) => o.label);
    expect(rest).toEqual([...rest].sort(collator.compare));
    for (const id of EXCLUDED_MANUFACTURER_IDS) expect(facets.manufacturers.map((o) => o.value)).not.toContain(String(id));

    expect(facets.categories.length).toBe(dataset().categories.length);
    expect(facets.types.map((o) => o.value)).toEqual(dataset().types.filter((t) => t.id_category === category.id).map((t) => String(t.id)));
    expect(facets.classes.map((o) => o.value)).toEqual(dataset().classes.filter((c) => c.id_type === type.id).map((c) => String(c.id)));
    // A section without models is no choice (issue 22): it is left out.
    expect(facets.sections.map((o) => o.value)).toEqual([...company.sections].filter((s) => s.models_count > 0).sort((a, b) => a.position - b.position).map((s) => String(s.id)));
    expect(facets.regions.length).toBe(dataset().dictionaries.federalSubjects.length);
    for (const list of [facets.files, facets.standards, facets.sapr, facets.rooms, facets.materials, facets.objects, facets.aparts, facets.vipCompanies]) expect(list.length).toBeGreaterThan(0);
    expect(facets.attributes.map((g) => g.label).length).toBe(dataset().dictionaries.attributes.length - 2);
    for (const group of facets.attributes) expect(group.options.length).toBeGreaterThan(0);
  });

  it('without a query: no types, classes or sections; English labels with lang=en', async () => {
    const facets = (await api().get('/api/catalogue/facets?lang=en&category=&type=&manufacturer=').expect(200)).body as CatalogueFacetsDto;
    expect(facets).toMatchObject({ types: [], classes: [], sections: [] });
    expect(facets.categories[0]?.label).toBe(dataset().categories[0]!.text_en);
  });

  it('bad values, unknown and repeated keys are 400s', async () => {
    for (const [query, key] of [
      ['category=a%3Cb', 'category'],
      ['manufacturer=1-2', 'manufacturer'],
      ['page=1', 'page'],
      ['type=1&type=2', 'type'],
    ] as const) {
      const res = await api().get(`/api/catalogue/facets?${query}`).expect(400);
      expect(res.body.error.message, query).toContain(`'${key}'`);
    }
  });

  it('spec §8: a failed dictionary is an empty list, not an error', async () => {
    stack.cache.clear();
    stack.demo.faults.set('/web2/rooms/all', { kind: 'status', status: 500 });
    try {
      const facets = (await api().get('/api/catalogue/facets').expect(200)).body as CatalogueFacetsDto;
      expect(facets.rooms).toEqual([]);
      expect(facets.categories.length).toBeGreaterThan(0);
    } finally {
      stack.demo.faults.clear();
    }
  });
});

describe('the browser port (client/api/browser-api.ts) over HTTP', () => {
  it('getCatalogue = the search plus the facets and the catalogue banners, with canonical, cacheable URLs', async () => {
    const seen: string[] = [];
    const port = createBrowserApi({ baseUrl: origin, getLanguage: () => 'ru', fetch: (input, init) => (seen.push(String(input)), fetch(input, init)) });
    const company = paidCompany((c) => c.sections.length > 0)!;
    const filter = normaliseCatalogueFilter({ manufacturers: [String(company.id)], files: ['rfa', 'ifc'], page: 1, view: 'list', categories: '1' });
    const page = await port.getCatalogue(filter);
    expect(page.search.filter).toEqual(filter);
    expect(page.facets.sections.length).toBe(company.sections.filter((s) => s.models_count > 0).length);
    expect(seen).toEqual([
      `${origin}/api/banners?position=catalog&lang=ru`,
      `${origin}/api/models?manufacturers=${company.id}&files=rfa-ifc&categories=1&view=list&lang=ru`,
      `${origin}/api/catalogue/facets?category=1&manufacturer=${company.id}&lang=ru`,
    ]);
    const server = await stack.services.forRequest({ lang: 'ru' }).getCatalogue(filter);
    expect(page).toEqual(server);
    expect(await port.getCatalogueTypes('1')).toEqual(server.facets.types);
    expect(await port.getCatalogueTypes('')).toEqual([]);
    expect(await port.getCatalogueClasses('x')).toEqual([]);
  });
});
