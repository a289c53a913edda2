// webApi2: models, main-page lists and the dictionaries the catalogue filters use.

import type { FastifyInstance } from 'fastify';
import type { Attribute, MainPageList, ModelListItem } from '#shared/types/index.ts';
import type { DemoContext } from '../context.ts';
import { pushBounded } from '../context.ts';
import type { ModelIndexEntry } from '../dataset/index.ts';
import type { Input } from '../params.ts';
import { badRequest, bodyObject, fieldList, notFound, pathId, pick, readCompanyRefs, readFlag, readIdList, readInt, readList, readString } from '../params.ts';
import { parseModelQuery, searchModels } from '../search.ts';
import { servedModel } from '../model-files.ts';

const MAIN_PAGE_LISTS: readonly MainPageList[] = ['models_in_slider', 'popular_products', 'recently_added'];
const MAX_RANDOM = 48;
/** The request-model form's list bounds on the upstream side (the portal's are tighter). */
const NEED_MODEL_MAX_FILES = 50;
const NEED_MODEL_MAX_COMPANIES = 100;

function randomSample<T>(items: readonly T[], count: number): T[] {
  const copy = items.slice();
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(Math.random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

export function modelRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const { dataset } = ctx;
  const knownExtensions = new Set(dataset.dictionaries.cadExts.map((ext) => ext.ext.toLowerCase()));
  const popularFirst = (entries: readonly ModelIndexEntry[]): ModelListItem[] =>
    entries
      .slice()
      .sort((a, b) => b.model.downloads - a.model.downloads || a.model.id - b.model.id)
      .map((entry) => entry.item);

  app.post('/model/searchmodels', async (request) => searchModels(dataset, parseModelQuery(bodyObject(request.body), dataset)));

  app.get('/model/:id/:fields', async (request, reply) => {
    const params = request.params as { id?: string; fields?: string };
    const id = pathId(params.id);
    const fields = fieldList(params.fields);
    const entry = dataset.entryById.get(id);
    // Spec §5: the upstream signals an unknown model with HTTP 204.
    if (!entry) return reply.code(204).send();
    return pick(fields === null || fields.includes('files') ? servedModel(ctx, entry) : entry.model, fields);
  });

  app.get('/model/:id', async (request, reply) => {
    const id = pathId((request.params as { id?: string }).id);
    const entry = dataset.entryById.get(id);
    if (!entry) return reply.code(204).send();
    return servedModel(ctx, entry);
  });

  app.get('/randcompanymodels/:company/:count', async (request) => {
    const params = request.params as { company?: string; count?: string };
    const count = Math.min(pathId(params.count, 'count'), MAX_RANDOM);
    const refs = readCompanyRefs({ company: params.company }, 'company');
    const companyId = refs.ids[0] ?? (refs.uuids[0] ? dataset.companyByUuid.get(refs.uuids[0])?.id : undefined);
    if (companyId === undefined || !dataset.companyById.has(companyId)) throw notFound('company not found');
    return randomSample(dataset.entriesByCompany.get(companyId) ?? [], count).map((entry) => entry.item);
  });

  app.post('/similarmodels', async (request) => {
    const body = bodyObject(request.body);
    const limit = readInt(body, 'limit', { min: 1, max: 100, clampMax: true }) ?? 8;
    const categories = new Set(readIdList(body, 'list_categorys'));
    const types = new Set(readIdList(body, 'list_types'));
    const exclude = readInt(body, 'model_id');
    if (categories.size === 0 && types.size === 0) throw badRequest('list_categorys or list_types is required');
    const sameType: ModelListItem[] = [];
    const sameCategory: ModelListItem[] = [];
    for (const entry of dataset.sorted.popular) {
      if (entry.model.id === exclude) continue;
      if (types.has(entry.model.code_type)) sameType.push(entry.item);
      else if (categories.has(entry.model.code_category)) sameCategory.push(entry.item);
      if (sameType.length >= limit) break;
    }
    return [...sameType, ...sameCategory].slice(0, limit);
  });

  // The request-model form (payload ours, spec §7 shows none). Like a real backend it
  // trusts nothing: every field is checked against its bounds and the dataset.
  app.post('/needmodel', async (request) => {
    const body = bodyObject(request.body);
    const description = readString(body, 'description', 5000);
    const email = readString(body, 'email', 200);
    if (!description) throw badRequest('description is required');
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('a valid email is required');
    const filesExt = readList(body, 'files_ext');
    if (filesExt.length > NEED_MODEL_MAX_FILES) throw badRequest('files_ext has too many values');
    const unknownExt = filesExt.find((ext) => !knownExtensions.has(ext.toLowerCase()));
    if (unknownExt !== undefined) throw badRequest('files_ext holds an unknown extension');
    const companies = readIdList(body, 'companies');
    if (companies.length > NEED_MODEL_MAX_COMPANIES) throw badRequest('companies has too many values');
    if (companies.some((id) => !dataset.companyById.has(id))) throw badRequest('companies holds an unknown company');
    const modelId = readInt(body, 'model_id', { min: 1 });
    if (modelId !== undefined && !dataset.entryById.has(modelId)) throw badRequest('model_id is not a known model');
    const source = readString(body, 'source', 20);
    if (source !== undefined && source !== '' && source !== 'model' && source !== 'catalogue') throw badRequest('source must be model or catalogue');
    const lang = readString(body, 'lang', 8);
    if (lang !== undefined && lang !== '' && lang !== 'ru' && lang !== 'en') throw badRequest('lang must be ru or en');
    const phone = readString(body, 'phone', 50);
    if (phone && !/^\+?[\d\s().-]+$/.test(phone)) throw badRequest('phone must be a phone number');
    const id = ctx.state.nextId++;
    pushBounded(ctx.state.needModels, {
      id,
      received_at: new Date().toISOString(),
      data: {
        description,
        links: readString(body, 'links', 2000) ?? null,
        email,
        name: readString(body, 'name', 200) ?? null,
        phone: phone || null,
        company: readString(body, 'company', 200) ?? null,
        files_ext: filesExt.map((ext) => ext.toLowerCase()),
        companies,
        consent: body.consent === undefined ? null : readFlag(body, 'consent'),
        source: source || null,
        model_id: modelId ?? null,
        search: readString(body, 'search', 500) ?? null,
        lang: lang || null,
      },
    });
    return { status_code: 200, id };
  });

  app.post('/model/check_view_post', async (request) => {
    const body = bodyObject(request.body);
    const modelId = readInt(body, 'model_id');
    const uuid = readString(body, 'uuid', 100);
    if (modelId === undefined) throw badRequest('model_id is required');
    if (!uuid) throw badRequest('uuid is required');
    const entry = dataset.entryById.get(modelId);
    if (!entry) throw notFound('model not found');
    const key = `model:${modelId}:${uuid}`;
    const counted = !ctx.state.views.has(key);
    if (counted) {
      if (ctx.state.views.size > 200_000) ctx.state.views.clear();
      ctx.state.views.add(key);
      entry.model.views += 1;
      entry.item.views = entry.model.views;
    }
    return { status_code: 200, counted, views: entry.model.views };
  });

  app.get('/model/get_analogue/:id', async (request, reply) => {
    const id = pathId((request.params as { id?: string }).id);
    const entry = dataset.entryById.get(id);
    if (!entry) return reply.code(204).send();
    const model = entry.model;
    const analogues: ModelListItem[] = [];
    for (const candidate of dataset.sorted.popular) {
      const other = candidate.model;
      if (other.company_id === model.company_id) continue;
      const same = model.code_class !== null ? other.code_class === model.code_class : other.code_type === model.code_type;
      if (same) analogues.push(candidate.item);
      if (analogues.length >= 12) break;
    }
    return analogues;
  });

  app.get('/model/mainpage/models_in_mainpage', async (request) => {
    const query = request.query as Input;
    const list = readString(query, 'list', 40) as MainPageList | undefined;
    if (!list || !MAIN_PAGE_LISTS.includes(list)) throw badRequest(`list must be one of ${MAIN_PAGE_LISTS.join(', ')}`);
    const limit = readInt(query, 'limit', { min: 1, max: 100, clampMax: true }) ?? 12;
    if (list === 'recently_added') return dataset.sorted.new.slice(0, limit).map((entry) => entry.item);
    if (list === 'popular_products') return dataset.sorted.popular.slice(0, limit).map((entry) => entry.item);
    // The slider shows VIP manufacturers' models that have a 3D view.
    const slider = popularFirst(dataset.entries.filter((entry) => entry.item.set_by_six_cards && entry.model.is_viewer3d)).slice(0, Math.min(limit, 8));
    return slider.length > 0 ? slider : dataset.sorted.popular.slice(0, Math.min(limit, 8)).map((entry) => entry.item);
  });

  // Dictionaries
  const dict = dataset.dictionaries;
  app.get('/listcadext', async () => dict.cadExts.filter((ext) => ext.is_filter));
  app.get('/listcadext/all', async () => dict.cadExts);
  app.get('/buildings/all', async () => dict.buildings);
  app.get('/rooms/all', async () => dict.rooms);
  app.get('/materials/all', async () => dict.materials);
  app.get('/objcategory/all', async () => dict.objCategories);
  app.get('/categories_list', async () => dataset.categories);
  app.post('/types_list', async (request) => {
    const body = bodyObject(request.body);
    const category = readInt(body, 'id_category');
    if (category === undefined) throw badRequest('id_category is required');
    const limit = readInt(body, 'limit', { min: 1, max: 999_999, clampMax: true }) ?? 999;
    return dataset.types.filter((type) => type.id_category === category).slice(0, limit);
  });
  app.post('/classes_list', async (request) => {
    const body = bodyObject(request.body);
    const type = readInt(body, 'id_type');
    if (type === undefined) throw badRequest('id_type is required');
    const limit = readInt(body, 'limit', { min: 1, max: 999_999, clampMax: true }) ?? 999;
    return dataset.classes.filter((cls) => cls.id_type === type).slice(0, limit);
  });
  app.get('/attribute/all', async (): Promise<Attribute[]> => dict.attributes.map(({ values: _values, ...attribute }) => attribute));
  app.get('/attribute/:id', async (request) => {
    const id = pathId((request.params as { id?: string }).id);
    const attribute = dict.attributes.find((candidate) => candidate.id === id);
    if (!attribute) throw notFound('attribute not found');
    const { values, ...rest } = attribute;
    return { ...rest, attr_value: values };
  });
}
