// webApi2: ad popups and banners, company lists, pages, sections, regions, counters,
// company search, facets, federal subjects and portal counters.

import type { FastifyInstance } from 'fastify';
import type { CompanySearchItem, CounterName, FacetItem } from '#shared/types/index.ts';
import { COUNTER_NAMES } from '#shared/types/index.ts';
import type { DemoContext } from '../context.ts';
import type { CompanyRecord } from '../dataset/index.ts';
import type { Input } from '../params.ts';
import { badRequest, bodyObject, fieldList, notFound, pathId, pick, readCompanyRefs, readIdList, readInt, readString } from '../params.ts';

export const COMPANY_SORTS = ['sort_by_models', 'created_at', 'name'] as const;

/** Shared by company_search_elastic and passport producers search. */
export function searchCompanies(
  ctx: DemoContext,
  input: { page: number; size: number; sort: string; search: string; companyIds: Set<number> | null; categories: Set<number> | null; types: Set<number> | null; classes: Set<number> | null },
): { items: CompanySearchItem[]; total: number; totalPages: number; page: number } {
  const words = input.search.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = ctx.dataset.companies.filter((company) => {
    if (input.companyIds && !input.companyIds.has(company.id)) return false;
    if (input.categories && !company.categories.some((id) => input.categories?.has(id))) return false;
    if (input.types && !company.types.some((id) => input.types?.has(id))) return false;
    if (input.classes && !company.classes.some((id) => input.classes?.has(id))) return false;
    if (words.length > 0) {
      const haystack = `${company.name_short} ${company.name_full} ${company.name_en} ${company.alternativeNames.join(' ')}`.toLowerCase();
      if (!words.every((word) => haystack.includes(word))) return false;
    }
    return true;
  });
  const collator = new Intl.Collator('ru');
  const compare: Record<string, (a: CompanyRecord, b: CompanyRecord) => number> = {
    sort_by_models: (a, b) => b.sort_by_models - a.sort_by_models || a.id - b.id,
    created_at: (a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id - b.id),
    name: (a, b) => collator.compare(a.name_short, b.name_short) || a.id - b.id,
  };
  const sorter = compare[input.sort];
  if (!sorter) throw badRequest(`sort must be one of ${COMPANY_SORTS.join(', ')}`);
  matches.sort(sorter);
  const start = (input.page - 1) * input.size;
  return {
    items: matches.slice(start, start + input.size).map((company) => ctx.searchItem.get(company.id) as CompanySearchItem),
    total: matches.length,
    totalPages: Math.ceil(matches.length / input.size),
    page: input.page,
  };
}

/** page is 1-based; 0 is read as 1 so 0-based callers still get the first page. */
export function readPaging(input: Input, defaultSize: number): { page: number; size: number } {
  const page = Math.max(1, readInt(input, 'page', { max: 1_000_000 }) ?? 1);
  const size = readInt(input, 'size', { min: 1, max: 99_999, clampMax: true }) ?? defaultSize;
  return { page, size };
}

export function companyRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const { dataset } = ctx;
  const company = (raw: unknown): CompanyRecord => {
    const found = dataset.companyById.get(pathId(raw));
    if (!found) throw notFound('company not found');
    return found;
  };

  app.get('/company_adspopup', async () => ({ status_code: 200, data: { data: dataset.adPopups } }));

  app.get('/company_advertise', async (request) => {
    const position = readString(request.query as Input, 'position', 20);
    return { status_code: 200, data: position ? dataset.advertise.filter((banner) => banner.position === position) : dataset.advertise };
  });

  app.post('/company/all/:offset/:limit/:fields', async (request) => {
    const params = request.params as { offset?: string; limit?: string; fields?: string };
    const offset = pathId(params.offset, 'offset');
    const limit = pathId(params.limit, 'limit');
    if (limit < 1 || limit > 999_999) throw badRequest('limit must be 1..999999');
    const fields = fieldList(params.fields);
    return dataset.companies.slice(offset, offset + limit).map((record) => {
      const view = ctx.publicCompany.get(record.id);
      return pick(view ?? { id: record.id, name_short: record.name_short }, fields);
    });
  });

  app.get('/company/vip', async (request) => {
    const limit = readInt(request.query as Input, 'limit', { min: 1, max: 10_000, clampMax: true });
    return limit === undefined ? ctx.vipCompanies : ctx.vipCompanies.slice(0, limit);
  });

  app.get('/company/partners_offers', async (request) => {
    const query = request.query as Input;
    const { page, size } = readPaging(query, 20);
    const status = readString(query, 'status', 20);
    const matches = status ? dataset.partnerOffers.filter((offer) => offer.status === status) : dataset.partnerOffers;
    const start = (page - 1) * size;
    return { items: matches.slice(start, start + size), total: matches.length, totalPages: Math.ceil(matches.length / size), page };
  });

  app.get('/producer/products/:id', async (request) => {
    const record = company((request.params as { id?: string }).id);
    const entries = (dataset.entriesByCompany.get(record.id) ?? []).slice().sort((a, b) => b.model.downloads - a.model.downloads || a.model.id - b.model.id);
    return {
      company: { id: record.id, uuid: record.uuid, name_short: record.name_short, name_en: record.name_en, alias: record.alias, logo: record.logo },
      items: entries.slice(0, 24).map((entry) => entry.item),
      total: entries.length,
    };
  });

  app.post('/company/:id/sections', async (request) => company((request.params as { id?: string }).id).sections.slice().sort((a, b) => a.position - b.position));
  app.post('/company/:id/regions', async (request) => company((request.params as { id?: string }).id).regions);
  app.post('/company/:id/counters', async (request) => company((request.params as { id?: string }).id).counters);
  app.post('/company/:id/:fields', async (request) => {
    const params = request.params as { id?: string; fields?: string };
    const record = company(params.id);
    return pick(ctx.publicCompany.get(record.id) ?? { id: record.id }, fieldList(params.fields));
  });

  app.post('/company_search_elastic', async (request) => {
    const body = bodyObject(request.body);
    const { page, size } = readPaging(body, 30);
    const refs = readCompanyRefs(body, 'companies_uuids');
    let companyIds: Set<number> | null = null;
    if (refs.uuids.length > 0 || refs.ids.length > 0) {
      companyIds = new Set(refs.ids);
      for (const uuid of refs.uuids) companyIds.add(dataset.companyByUuid.get(uuid)?.id ?? -1);
    }
    const setOf = (key: string): Set<number> | null => {
      const ids = readIdList(body, key);
      return ids.length > 0 ? new Set(ids) : null;
    };
    return searchCompanies(ctx, {
      page,
      size,
      sort: readString(body, 'sort', 40) || 'sort_by_models',
      search: readString(body, 'search', 200) ?? '',
      companyIds,
      categories: setOf('code_category'),
      types: setOf('code_type'),
      classes: setOf('code_class'),
    });
  });

  app.get('/company_categories_types_class_elastic', async () => {
    const count = (select: (c: CompanyRecord) => number[]): Map<number, number> => {
      const counts = new Map<number, number>();
      for (const record of dataset.companies) for (const id of select(record)) counts.set(id, (counts.get(id) ?? 0) + 1);
      return counts;
    };
    const byCategory = count((c) => c.categories);
    const byType = count((c) => c.types);
    const byClass = count((c) => c.classes);
    const facet = (item: { id: number; text: string; text_en: string }, counts: Map<number, number>): FacetItem => ({ id: item.id, text: item.text, text_en: item.text_en, count: counts.get(item.id) ?? 0 });
    return {
      categories: dataset.categories.map((item) => facet(item, byCategory)),
      types: dataset.types.map((item) => ({ ...facet(item, byType), id_category: item.id_category })),
      classes: dataset.classes.map((item) => ({ ...facet(item, byClass), id_type: item.id_type })),
    };
  });

  app.get('/dictionary/federalSubjects', async () => dataset.dictionaries.federalSubjects);

  app.get('/counters/:names', async (request) => {
    const names = String((request.params as { names?: string }).names ?? '')
      .split(',')
      .map((name) => name.trim());
    const known = names.filter((name): name is CounterName => (COUNTER_NAMES as readonly string[]).includes(name));
    if (known.length === 0) throw badRequest(`names must include one of ${COUNTER_NAMES.join(', ')}`);
    const out: Partial<Record<CounterName, number>> = {};
    for (const name of known) out[name] = dataset.counters[name];
    return out;
  });
}
