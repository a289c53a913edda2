// Models (spec §7), all on webApi2.
import { Type } from 'typebox';
import type {
  CheckViewPostResponse,
  MainPageList,
  Model,
  ModelListItem,
  NeedModelRequest,
  NeedModelResponse,
  SearchModelsRequest,
  SearchModelsResponse,
} from '#shared/types/index.ts';
import { COMPANY_MODELS_LIMIT } from '#shared/constants.ts';
import type { QueryValue, UpstreamHttp } from '../http.ts';
import { expectShape } from '../shape.ts';
import { ArrayOfIdObjects, IdObject, fromContext, okBody, segment, statusError, type CallContext } from './common.ts';

/** Spec §7 'very long timeout': the analogue search may take most of a minute. */
export const ANALOGUE_TIMEOUT_MS = 60_000;

const SearchShape = Type.Object({
  models: Type.Array(Type.Object({})),
  total: Type.Number(),
  totalPages: Type.Number(),
  group: Type.Optional(Type.Array(Type.Object({}))),
  total_all: Type.Optional(Type.Number()),
});
const NeedModelShape = Type.Object({ id: Type.Integer() });
const ViewShape = Type.Object({ counted: Type.Boolean(), views: Type.Number() });

/** Only scalar form fields: lists are joined by the caller. */
export type SearchModelsForm = { [K in keyof SearchModelsRequest]?: string | number };

/**
 * POST /model/searchmodels: the catalogue search, sent as a form (spec §7
 * 'form/payload fields'). The catalogue variant sets companies_free_disabled='1';
 * the manufacturer variant leaves it out: the services decide.
 */
export async function searchModels(http: UpstreamHttp, params: SearchModelsForm, ctx: CallContext): Promise<SearchModelsResponse> {
  const endpoint = 'model.search';
  const form: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') form[key] = value;
  const res = await http.request({ host: 'webApi2', method: 'POST', path: '/model/searchmodels', form, endpoint, ...fromContext(ctx) });
  return expectShape<SearchModelsResponse>(okBody(res, endpoint), SearchShape, endpoint);
}

/** GET /model/{id}/{fields}; null for spec §5's 'HTTP 204 means model not found'. */
export async function getModel(http: UpstreamHttp, params: { id: number | string; fields?: string }, ctx: CallContext): Promise<(Partial<Model> & { id: number }) | null> {
  const endpoint = 'model.get';
  const fields = params.fields ?? 'all';
  if (!/^[a-z_,A-Z0-9]{1,500}$/.test(fields)) throw new TypeError('model fields must be a comma list of field names');
  const res = await http.request({ host: 'webApi2', method: 'GET', path: `/model/${segment(params.id)}/${fields}`, endpoint, ...fromContext(ctx) });
  if (res.status === 204) return null;
  return expectShape<Partial<Model> & { id: number }>(okBody(res, endpoint), IdObject, endpoint);
}

/** GET /randcompanymodels/{id}/8: more products from the manufacturer. */
export async function getRandomCompanyModels(
  http: UpstreamHttp,
  params: { companyId: number | string; count?: number },
  ctx: CallContext,
): Promise<ModelListItem[]> {
  const endpoint = 'model.rand_company';
  const count = params.count ?? COMPANY_MODELS_LIMIT;
  const res = await http.request({
    host: 'webApi2',
    method: 'GET',
    path: `/randcompanymodels/${segment(params.companyId)}/${segment(count)}`,
    endpoint,
    ...fromContext(ctx),
  });
  return expectShape<ModelListItem[]>(okBody(res, endpoint), ArrayOfIdObjects, endpoint);
}

/** POST /similarmodels {limit, list_categorys, list_types}. */
export async function getSimilarModels(
  http: UpstreamHttp,
  params: { limit: number; categories: number[]; types: number[]; excludeModelId?: number },
  ctx: CallContext,
): Promise<ModelListItem[]> {
  const endpoint = 'model.similar';
  const json = {
    limit: params.limit,
    list_categorys: params.categories,
    list_types: params.types,
    ...(params.excludeModelId === undefined ? {} : { model_id: params.excludeModelId }),
  };
  const res = await http.request({ host: 'webApi2', method: 'POST', path: '/similarmodels', json, endpoint, ...fromContext(ctx) });
  return expectShape<ModelListItem[]>(okBody(res, endpoint), ArrayOfIdObjects, endpoint);
}

/** POST /needmodel: the request-model form (payload is ours, spec shows none). */
export async function requestModel(http: UpstreamHttp, params: NeedModelRequest, ctx: CallContext): Promise<NeedModelResponse> {
  const endpoint = 'model.need';
  const res = await http.request({ host: 'webApi2', method: 'POST', path: '/needmodel', json: params, endpoint, ...fromContext(ctx) });
  return expectShape<NeedModelResponse>(okBody(res, endpoint), NeedModelShape, endpoint);
}

/** POST /model/check_view_post {model_id, uuid}: logs a model view once per device uuid. */
export async function checkModelView(http: UpstreamHttp, params: { modelId: number; uuid: string }, ctx: CallContext): Promise<CheckViewPostResponse> {
  const endpoint = 'model.check_view';
  const res = await http.request({
    host: 'webApi2',
    method: 'POST',
    path: '/model/check_view_post',
    json: { model_id: params.modelId, uuid: params.uuid },
    endpoint,
    ...fromContext(ctx),
  });
  return expectShape<CheckViewPostResponse>(okBody(res, endpoint), ViewShape, endpoint);
}

/**
 * GET /model/get_analogue/{id}: slow (spec §7 'very long timeout'), so it has its
 * own deadline and is only ever called from its own API endpoint, never inside
 * page data. 204 (unknown model) is an empty list.
 */
export async function getAnalogues(http: UpstreamHttp, params: { id: number | string }, ctx: CallContext): Promise<ModelListItem[]> {
  const endpoint = 'model.analogue';
  const res = await http.request({
    host: 'webApi2',
    method: 'GET',
    path: `/model/get_analogue/${segment(params.id)}`,
    timeoutMs: ANALOGUE_TIMEOUT_MS,
    endpoint,
    ...fromContext(ctx),
  });
  if (res.status === 204) return [];
  return expectShape<ModelListItem[]>(okBody(res, endpoint), ArrayOfIdObjects, endpoint);
}

/** GET /model/mainpage/models_in_mainpage?list=...&nocache=1: the main page blocks. */
export async function getMainPageModels(http: UpstreamHttp, params: { list: MainPageList }, ctx: CallContext): Promise<ModelListItem[]> {
  const endpoint = 'model.mainpage';
  const res = await http.request({
    host: 'webApi2',
    method: 'GET',
    path: '/model/mainpage/models_in_mainpage',
    query: { list: params.list, nocache: 1 },
    endpoint,
    ...fromContext(ctx),
  });
  if (res.status === 204) return [];
  if (res.status >= 400) throw statusError(res, endpoint);
  return expectShape<ModelListItem[]>(okBody(res, endpoint), ArrayOfIdObjects, endpoint);
}
