// The browser's ApiPort: a thin client over /api/*, reaching the same services the
// server renders with. Same-origin cookies carry the session; the page language, which
// whoever creates the client supplies, goes in ?lang= so answers match the page.
import type { ApiPort, SessionView } from '#shared/api/port.ts';
import type { PartnershipResultDto } from '#shared/api/partnership.ts';
import type { SearchSuggestionsDto } from '#shared/api/search-suggestions.ts';
import type {
  CountersDto,
  ProducerProductsDto,
  UnsubscribeResultDto,
  AdsDto,
  AgreementDto,
  AnaloguesDto,
  IfcFactsDto,
  IdsCheckDto,
  IdsOfferedListDto,
  ArticleCommentsDto,
  ArticleDto,
  ArticlesDto,
  CasesDto,
  CatalogueFacetsDto,
  CatalogueSearchDto,
  DictionariesDto,
  HomePageDto,
  LikesDto,
  ManufacturerPageDto,
  ManufacturersDto,
  ModelPageDto,
  NeedModelOptionsDto,
  NeedModelResultDto,
  OptionDto,
  PartnersDto,
  PluginPageDto,
  PluginsDto,
  RssDto,
  StatisticsDto,
  BannerDto,
  SupportTicketResultDto,
  ViewResultDto,
} from '#shared/api/dto.ts';
import type { ErrorBody } from '#shared/errors.ts';
import { ApiError, INTERNAL_ERROR_MESSAGE } from '#shared/errors.ts';
import { catalogueFacetsQuery, encodeCatalogueQuery, type CatalogueFacetsQuery, type CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { encodeArticlesQuery, encodeManufacturersQuery } from '#shared/domain/list-queries.ts';
import type { Language } from '#shared/domain/language.ts';
import { LANGUAGE_QUERY } from '#shared/constants.ts';

/** Retry-After as delay seconds (the form our server sends); undefined when absent or not a number. */
function retryAfterSeconds(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;
}

export interface BrowserApiOptions {
  /** The page's language, asked at each call (the client entry reads it from the root loader's data). */
  getLanguage: () => Language;
  fetch?: typeof fetch;
  /** Prefix of the API, '' for same origin. */
  baseUrl?: string;
}

function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as { error?: unknown } | null)?.error as Partial<ErrorBody['error']> | undefined;
  return !!error && typeof error === 'object' && typeof error.message === 'string' && typeof error.statusCode === 'number';
}

const seg = (value: string) => encodeURIComponent(value);
/** A category or type id as /api/catalogue/types and /classes accept it. */
const PARENT_ID = /^[1-9]\d{0,9}$/;

export function createBrowserApi(options: BrowserApiOptions): ApiPort {
  const { getLanguage } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = options.baseUrl ?? '';

  function url(path: string, query: Record<string, string | undefined> = {}): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
    params.set(LANGUAGE_QUERY, getLanguage());
    return `${base}/api${path}?${params.toString()}`;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, init: { query?: Record<string, string | undefined>; body?: unknown; xml?: string } = {}): Promise<T> {
    let response: Response;
    // An uploaded IDS goes as the XML it is (the route takes application/xml); everything else as JSON.
    const [type, payload] = init.xml !== undefined ? ['application/xml', init.xml] : init.body === undefined ? [undefined, undefined] : ['application/json', JSON.stringify(init.body)];
    try {
      response = await doFetch(url(path, init.query), {
        method,
        credentials: 'same-origin',
        headers: type === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': type },
        ...(payload === undefined ? {} : { body: payload }),
      });
    } catch (cause) {
      // Offline or the connection dropped: the page-data rule makes it a 404-style failure, not a crash.
      throw new ApiError(cause instanceof Error ? cause.message : 'Network error', 503, 'upstream_unavailable');
    }
    if (response.status === 204) return undefined as T;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      if (isErrorBody(body)) {
        const fields = body.error.fields && typeof body.error.fields === 'object' ? body.error.fields : undefined;
        const retryAfterS = retryAfterSeconds(response);
        throw new ApiError(body.error.message, body.error.statusCode, body.error.code, {
          ...(fields ? { fields } : {}),
          ...(retryAfterS === undefined ? {} : { retryAfterS }),
        });
      }
      throw new ApiError(response.statusText || INTERNAL_ERROR_MESSAGE, response.status, response.status === 404 ? 'not_found' : 'internal');
    }
    if (body === undefined) throw new ApiError('Malformed response', 502, 'upstream_bad_response');
    return body as T;
  }

  const get = <T>(path: string, query?: Record<string, string | undefined>) => call<T>('GET', path, query === undefined ? {} : { query });
  const post = <T>(path: string, body: unknown) => call<T>('POST', path, { body });
  const result = async <T>(promise: Promise<{ result: T | null }>) => (await promise).result;
  const searchCatalogue = (filter: CatalogueFilter) => get<CatalogueSearchDto>('/models', encodeCatalogueQuery(filter));
  const getCatalogueFacets = (query: CatalogueFacetsQuery) =>
    get<CatalogueFacetsDto>('/catalogue/facets', { category: query.category, type: query.type, manufacturer: query.manufacturer });
  /** Analytics and logging never fail the page (spec §8). */
  const quietly = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch {
      // logged on the server when it got there; nothing for the user
    }
  };

  return {
    getSession: async () => {
      try {
        return await get<SessionView>('/session');
      } catch {
        // Spec §8: a context failure is ignored; the visitor is anonymous.
        return { user: null };
      }
    },
    getAgreement: () => get<AgreementDto>('/agreement'),
    setAgreement: (input) => post<AgreementDto>('/agreement', input),
    completeRegistration: (input) => post<SessionView>('/registration', input),
    getHomePage: () => get<HomePageDto>('/pages/home'),
    getBanners: (position) => get<BannerDto[]>('/banners', { position }),
    // Two requests, so the option lists (HTTP-cacheable, the same for most filters) come from the browser cache on later navigations.
    getCatalogue: async (filter) => {
      // Banners are decoration: a failed call is no banner, never a failed page.
      const banners = get<BannerDto[]>('/banners', { position: 'catalog' }).catch((): BannerDto[] => []);
      const [search, facets] = await Promise.all([searchCatalogue(filter), getCatalogueFacets(catalogueFacetsQuery(filter))]);
      return { search, facets, banners: await banners };
    },
    searchCatalogue,
    getCatalogueFacets,
    // A malformed parent id has no children: no request (the route would answer 400).
    getCatalogueTypes: async (categoryId) => (PARENT_ID.test(categoryId) ? get<OptionDto[]>('/catalogue/types', { category: categoryId }) : []),
    getCatalogueClasses: async (typeId) => (PARENT_ID.test(typeId) ? get<OptionDto[]>('/catalogue/classes', { type: typeId }) : []),
    getModel: (id) => get<ModelPageDto>(`/models/${seg(id)}`),
    getAnalogues: (id) => get<AnaloguesDto>(`/models/${seg(id)}/analogues`),
    // A cold read past the wait answers state 'pending'; the route bounds the wait itself.
    getIfcFacts: (id, options) => get<IfcFactsDto>(`/models/${seg(id)}/ifc-facts`, options?.waitMs === undefined ? {} : { wait: String(Math.max(0, Math.round(options.waitMs))) }),
    getOfferedIds: () => get<IdsOfferedListDto>('/ids'),
    checkOfferedIds: (modelId, idsId) => get<IdsCheckDto>(`/models/${seg(modelId)}/ids/${seg(idsId)}`),
    checkUploadedIds: (modelId, xml) => call<IdsCheckDto>('POST', `/models/${seg(modelId)}/ids`, { xml }),
    getManufacturers: (query) => get<ManufacturersDto>('/manufacturers', encodeManufacturersQuery(query)),
    getManufacturer: (id, products) => get<ManufacturerPageDto>(`/manufacturers/${seg(id)}`, products ? encodeCatalogueQuery(products) : {}),
    getArticles: (query) => get<ArticlesDto>('/articles', encodeArticlesQuery(query)),
    getArticle: (id) => get<ArticleDto>(`/articles/${seg(id)}`),
    getArticleComments: (id) => get<ArticleCommentsDto>(`/articles/${seg(id)}/comments`),
    getPlugins: () => get<PluginsDto>('/plugins'),
    getPluginPage: (product) => get<PluginPageDto>(`/plugins/${seg(product)}`),
    getCases: () => get<CasesDto>('/cases'),
    getPartners: () => get<PartnersDto>('/partners'),
    getCounters: () => get<CountersDto>('/counters'),
    getProducerProducts: (id) => get<ProducerProductsDto>(`/producer-products/${seg(id)}`),
    unsubscribe: (input) => post<UnsubscribeResultDto>('/unsubscribe', input),
    getStatistics: () => get<StatisticsDto>('/statistics'),
    getRss: (product) => get<RssDto>(`/rss/${seg(product)}`),
    getAds: () => get<AdsDto>('/ads'),
    getSearchSuggestions: (query) => get<SearchSuggestionsDto>('/search/suggestions', { q: query }),
    getDictionaries: () => get<DictionariesDto>('/dictionaries'),
    sendEvent: (input) => quietly(post('/events', input)),
    sendAdEvent: (input) => quietly(post('/events/ads', input)),
    likeDislike: (input) => result(post<{ result: LikesDto | null }>('/likes', input)).catch(() => null),
    getLikes: (link, uuid) => result(get<{ result: LikesDto | null }>('/likes', { url: link, uuid })).catch(() => null),
    recordModelView: (id, uuid) => result(post<{ result: ViewResultDto | null }>(`/models/${seg(id)}/views`, { uuid })).catch(() => null),
    recordArticleView: (id, uuid) => result(post<{ result: ViewResultDto | null }>(`/articles/${seg(id)}/views`, { uuid })).catch(() => null),
    requestModel: (input) => post<NeedModelResultDto>('/need-model', input),
    requestPartnership: (id, input) => post<PartnershipResultDto>(`/manufacturers/${seg(id)}/partnership`, input),
    getNeedModelOptions: () => get<NeedModelOptionsDto>('/need-model/options'),
    createSupportTicket: (input) => post<SupportTicketResultDto>('/support-tickets', input),
    logout: () => quietly(post('/auth/logout', {})),
  };
}
