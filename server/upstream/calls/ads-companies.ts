// Ads and companies (spec §7): webApi2, except the passport calls on the api host.
import { Type } from 'typebox';
import type {
  AdPopup,
  AffiliateProgram,
  CompanyAdvertise,
  CompanyAllResponse,
  CompanyCategoriesTypesClassResponse,
  CompanyCounters,
  CompanyResponse,
  CompanySearchElasticRequest,
  CompanySearchElasticResponse,
  CompanySection,
  CompanyTariff,
  CounterName,
  CountersResponse,
  FederalSubject,
  PartnerOffersResponse,
  ProducerProductsResponse,
  ProducersSearchResponse,
  Region,
  VipCompany,
} from '#shared/types/index.ts';
import { COMPANY_LIST_LIMITS } from '#shared/constants.ts';
import type { UpstreamHttp } from '../http.ts';
import { expectShape } from '../shape.ts';
import { ArrayOfIdObjects, IdObject, NumberRecord, fromContext, joinList, okBody, segment, statusError, type CallContext } from './common.ts';

const AdsShape = Type.Object({ data: Type.Object({ data: ArrayOfIdObjects }) });
const AdvertiseShape = Type.Object({ data: ArrayOfIdObjects });
const CompanyListShape = Type.Array(Type.Object({ id: Type.Integer(), name_short: Type.String() }));
const VipShape = Type.Array(
  Type.Object({ id: Type.Integer(), name_short: Type.String(), tariff_plan_id: Type.Union([Type.Integer(), Type.String()]), libraryDisplayLogo: Type.Boolean() }),
);
const PagedShape = Type.Object({ items: ArrayOfIdObjects, total: Type.Optional(Type.Number()), totalPages: Type.Number(), page: Type.Number() });
const ProducerProductsShape = Type.Object({ company: IdObject, items: ArrayOfIdObjects, total: Type.Number() });
const FacetsShape = Type.Object({ categories: ArrayOfIdObjects, types: ArrayOfIdObjects, classes: ArrayOfIdObjects });
const CountersShape = NumberRecord;

/** GET /company_adspopup: the ad popups (data.data). */
export async function getAdPopups(http: UpstreamHttp, _params: Record<string, never>, ctx: CallContext): Promise<AdPopup[]> {
  const endpoint = 'company.adspopup';
  const res = await http.request({ host: 'webApi2', method: 'GET', path: '/company_adspopup', endpoint, ...fromContext(ctx) });
  return expectShape<{ data: { data: AdPopup[] } }>(okBody(res, endpoint), AdsShape, endpoint).data.data;
}

/** GET /company_advertise: advertising banners. */
export async function getCompanyAdvertise(http: UpstreamHttp, params: { position?: CompanyAdvertise['position'] }, ctx: CallContext): Promise<CompanyAdvertise[]> {
  const endpoint = 'company.advertise';
  const res = await http.request({ host: 'webApi2', method: 'GET', path: '/company_advertise', query: { position: params.position }, endpoint, ...fromContext(ctx) });
  return expectShape<{ data: CompanyAdvertise[] }>(okBody(res, endpoint), AdvertiseShape, endpoint).data;
}

export type CompanyListLimit = (typeof COMPANY_LIST_LIMITS)[number];

/** POST /company/all/0/{limit}/{fields}: the company list (spec §9 limits 9999/99999/999999). */
export async function getAllCompanies(
  http: UpstreamHttp,
  params: { limit: CompanyListLimit; fields: 'id,name_short' | 'id,name_short,name_en' | 'all' },
  ctx: CallContext,
): Promise<CompanyAllResponse> {
  const endpoint = 'company.all';
  const res = await http.request({ host: 'webApi2', method: 'POST', path: `/company/all/0/${params.limit}/${params.fields}`, endpoint, ...fromContext(ctx) });
  return expectShape<CompanyAllResponse>(okBody(res, endpoint), CompanyListShape, endpoint);
}

/** GET /company/vip. */
export async function getVipCompanies(http: UpstreamHttp, _params: Record<string, never>, ctx: CallContext): Promise<VipCompany[]> {
  const endpoint = 'company.vip';
  const res = await http.request({ host: 'webApi2', method: 'GET', path: '/company/vip', endpoint, ...fromContext(ctx) });
  return expectShape<VipCompany[]>(okBody(res, endpoint), VipShape, endpoint);
}

/** GET /company/partners_offers with page, size, status (spec §7: status=PUBLISHED). */
export async function getPartnerOffers(
  http: UpstreamHttp,
  params: { page: number; size: number; status: 'PUBLISHED' },
  ctx: CallContext,
): Promise<PartnerOffersResponse> {
  const endpoint = 'company.partners_offers';
  const res = await http.request({ host: 'webApi2', method: 'GET', path: '/company/partners_offers', query: params, endpoint, ...fromContext(ctx) });
  return expectShape<PartnerOffersResponse>(okBody(res, endpoint), PagedShape, endpoint);
}

/** GET /producer/products/{id}. */
export async function getProducerProducts(http: UpstreamHttp, params: { id: number | string }, ctx: CallContext): Promise<ProducerProductsResponse> {
  const endpoint = 'producer.products';
  const res = await http.request({ host: 'webApi2', method: 'GET', path: `/producer/products/${segment(params.id)}`, endpoint, ...fromContext(ctx) });
  return expectShape<ProducerProductsResponse>(okBody(res, endpoint), ProducerProductsShape, endpoint);
}

/** POST /company/{id}/{fields}: one company ('all' or a comma list of fields). */
export async function getCompany(http: UpstreamHttp, params: { id: number | string; fields?: string }, ctx: CallContext): Promise<CompanyResponse> {
  const endpoint = 'company.get';
  const fields = params.fields ?? 'all';
  if (!/^[a-z_,A-Z0-9]{1,500}$/.test(fields)) throw new TypeError('company fields must be a comma list of field names');
  const res = await http.request({ host: 'webApi2', method: 'POST', path: `/company/${segment(params.id)}/${fields}`, endpoint, ...fromContext(ctx) });
  return expectShape<CompanyResponse>(okBody(res, endpoint), IdObject, endpoint);
}

/** POST /company/{id}/sections. */
export async function getCompanySections(http: UpstreamHttp, params: { id: number | string }, ctx: CallContext): Promise<CompanySection[]> {
  const endpoint = 'company.sections';
  const res = await http.request({ host: 'webApi2', method: 'POST', path: `/company/${segment(params.id)}/sections`, endpoint, ...fromContext(ctx) });
  return expectShape<CompanySection[]>(okBody(res, endpoint), ArrayOfIdObjects, endpoint);
}

/** POST /company/{id}/regions. */
export async function getCompanyRegions(http: UpstreamHttp, params: { id: number | string }, ctx: CallContext): Promise<Region[]> {
  const endpoint = 'company.regions';
  const res = await http.request({ host: 'webApi2', method: 'POST', path: `/company/${segment(params.id)}/regions`, endpoint, ...fromContext(ctx) });
  return expectShape<Region[]>(okBody(res, endpoint), ArrayOfIdObjects, endpoint);
}

/** POST /company/{id}/counters. */
export async function getCompanyCounters(http: UpstreamHttp, params: { id: number | string }, ctx: CallContext): Promise<CompanyCounters> {
  const endpoint = 'company.counters';
  const res = await http.request({ host: 'webApi2', method: 'POST', path: `/company/${segment(params.id)}/counters`, endpoint, ...fromContext(ctx) });
  return expectShape<CompanyCounters>(okBody(res, endpoint), CountersShape, endpoint);
}

/** POST /company_search_elastic {page, size, sort, companies_uuids, search} (plus category filters). */
export async function searchCompanies(
  http: UpstreamHttp,
  params: Omit<CompanySearchElasticRequest, 'companies_uuids' | 'code_category' | 'code_type' | 'code_class'> & {
    companies_uuids?: string[];
    code_category?: string[];
    code_type?: string[];
    code_class?: string[];
  },
  ctx: CallContext,
): Promise<CompanySearchElasticResponse> {
  const endpoint = 'company.search_elastic';
  const json: CompanySearchElasticRequest = {
    page: params.page,
    size: params.size,
    sort: params.sort,
    search: params.search,
    companies_uuids: joinList(params.companies_uuids),
    code_category: joinList(params.code_category),
    code_type: joinList(params.code_type),
    code_class: joinList(params.code_class),
  };
  const res = await http.request({ host: 'webApi2', method: 'POST', path: '/company_search_elastic', json, endpoint, ...fromContext(ctx) });
  return expectShape<CompanySearchElasticResponse>(okBody(res, endpoint), PagedShape, endpoint);
}

/** GET /company_categories_types_class_elastic: category, type and class facets of the manufacturer list. */
export async function getCompanyFacets(http: UpstreamHttp, _params: Record<string, never>, ctx: CallContext): Promise<CompanyCategoriesTypesClassResponse> {
  const endpoint = 'company.facets';
  const res = await http.request({ host: 'webApi2', method: 'GET', path: '/company_categories_types_class_elastic', endpoint, ...fromContext(ctx) });
  return expectShape<CompanyCategoriesTypesClassResponse>(okBody(res, endpoint), FacetsShape, endpoint);
}

/** GET {api}/passport/companies/{id}/tariffs. */
export async function getCompanyTariffs(http: UpstreamHttp, params: { id: number | string }, ctx: CallContext): Promise<CompanyTariff[]> {
  const endpoint = 'passport.tariffs';
  const res = await http.request({ host: 'api', method: 'GET', path: `/passport/companies/${segment(params.id)}/tariffs`, endpoint, ...fromContext(ctx) });
  return expectShape<CompanyTariff[]>(okBody(res, endpoint), ArrayOfIdObjects, endpoint);
}

const AffProgramShape = Type.Object({ status: Type.String(), title: Type.String() });

/** GET {api}/passport/companies/{id}/affprogram; null when the company has none (404). */
export async function getAffiliateProgram(http: UpstreamHttp, params: { id: number | string }, ctx: CallContext): Promise<AffiliateProgram | null> {
  const endpoint = 'passport.affprogram';
  const res = await http.request({ host: 'api', method: 'GET', path: `/passport/companies/${segment(params.id)}/affprogram`, endpoint, ...fromContext(ctx) });
  if (res.status === 404) return null;
  if (res.status < 200 || res.status >= 300) throw statusError(res, endpoint);
  return expectShape<AffiliateProgram>(okBody(res, endpoint), AffProgramShape, endpoint);
}

/** GET {api}/passport/companies/search/producers with page, size, sort, search. */
export async function searchProducers(
  http: UpstreamHttp,
  params: { page: number; size: number; sort?: string; search?: string },
  ctx: CallContext,
): Promise<ProducersSearchResponse> {
  const endpoint = 'passport.producers';
  const query = { page: params.page, size: params.size, sort: params.sort, search: params.search || undefined };
  const res = await http.request({ host: 'api', method: 'GET', path: '/passport/companies/search/producers', query, endpoint, ...fromContext(ctx) });
  return expectShape<ProducersSearchResponse>(okBody(res, endpoint), PagedShape, endpoint);
}

/** GET /dictionary/federalSubjects. */
export async function getFederalSubjects(http: UpstreamHttp, _params: Record<string, never>, ctx: CallContext): Promise<FederalSubject[]> {
  const endpoint = 'dictionary.federal_subjects';
  const res = await http.request({ host: 'webApi2', method: 'GET', path: '/dictionary/federalSubjects', endpoint, ...fromContext(ctx) });
  return expectShape<FederalSubject[]>(okBody(res, endpoint), ArrayOfIdObjects, endpoint);
}

/** GET /counters/{names comma-separated}. */
export async function getCounters(http: UpstreamHttp, params: { names: readonly CounterName[] }, ctx: CallContext): Promise<CountersResponse> {
  const endpoint = 'counters';
  const names = params.names.map((name) => segment(name)).join(',');
  const res = await http.request({ host: 'webApi2', method: 'GET', path: `/counters/${names}`, endpoint, ...fromContext(ctx) });
  return expectShape<CountersResponse>(okBody(res, endpoint), CountersShape, endpoint);
}

