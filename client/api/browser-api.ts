// The browser's ApiPort: a thin client over /api/*, reaching the same services the
// server renders with. Same-origin cookies carry the session; the current language
// goes in ?lang= so answers match the page.
import type { ApiPort, SessionView } from '#shared/api/port.ts';
import type {
  AdsDto,
  AgreementDto,
  AnaloguesDto,
  ArticleDto,
  ArticlesDto,
  CasesDto,
  CatalogueDto,
  DictionariesDto,
  HomePageDto,
  LikesDto,
  ManufacturerPageDto,
  ManufacturersDto,
  ModelPageDto,
  NeedModelResultDto,
  PartnersDto,
  PluginsDto,
  RssDto,
  StatisticsDto,
  SupportTicketResultDto,
  ViewResultDto,
} from '#shared/api/dto.ts';
import type { ErrorBody } from '#shared/errors.ts';
import { INTERNAL_ERROR_MESSAGE } from '#shared/errors.ts';
import { encodeCatalogueQuery } from '#shared/domain/catalogue-filter.ts';
import { encodeArticlesQuery, encodeManufacturersQuery } from '#shared/domain/list-queries.ts';
import { isLanguage, type Language } from '#shared/domain/language.ts';
import { DEFAULT_LANGUAGE } from '#shared/constants.ts';

/** What a failed /api call rejects with: the shared error body's message, statusCode and code. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(message: string, statusCode: number, code: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export interface BrowserApiOptions {
  /** The page's language; defaults to <html lang>, which the server render sets. */
  getLanguage?: () => Language;
  fetch?: typeof fetch;
  /** Prefix of the API, '' for same origin. */
  baseUrl?: string;
}

function documentLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as { error?: unknown } | null)?.error as Partial<ErrorBody['error']> | undefined;
  return !!error && typeof error === 'object' && typeof error.message === 'string' && typeof error.statusCode === 'number';
}

const seg = (value: string) => encodeURIComponent(value);

export function createBrowserApi(options: BrowserApiOptions = {}): ApiPort {
  const getLanguage = options.getLanguage ?? documentLanguage;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = options.baseUrl ?? '';

  function url(path: string, query: Record<string, string | undefined> = {}): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
    params.set('lang', getLanguage());
    return `${base}/api${path}?${params.toString()}`;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, init: { query?: Record<string, string | undefined>; body?: unknown } = {}): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(url(path, init.query), {
        method,
        credentials: 'same-origin',
        headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
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
      if (isErrorBody(body)) throw new ApiError(body.error.message, body.error.statusCode, body.error.code);
      throw new ApiError(response.statusText || INTERNAL_ERROR_MESSAGE, response.status, response.status === 404 ? 'not_found' : 'internal');
    }
    if (body === undefined) throw new ApiError('Malformed response', 502, 'upstream_bad_response');
    return body as T;
  }

  const get = <T>(path: string, query?: Record<string, string | undefined>) => call<T>('GET', path, query === undefined ? {} : { query });
  const post = <T>(path: string, body: unknown) => call<T>('POST', path, { body });
  const result = async <T>(promise: Promise<{ result: T | null }>) => (await promise).result;
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
    getHomePage: () => get<HomePageDto>('/pages/home'),
    getCatalogue: (filter) => get<CatalogueDto>('/models', encodeCatalogueQuery(filter)),
    getModel: (id) => get<ModelPageDto>(`/models/${seg(id)}`),
    getAnalogues: (id) => get<AnaloguesDto>(`/models/${seg(id)}/analogues`),
    getManufacturers: (query) => get<ManufacturersDto>('/manufacturers', encodeManufacturersQuery(query)),
    getManufacturer: (id) => get<ManufacturerPageDto>(`/manufacturers/${seg(id)}`),
    getArticles: (query) => get<ArticlesDto>('/articles', encodeArticlesQuery(query)),
    getArticle: (id) => get<ArticleDto>(`/articles/${seg(id)}`),
    getPlugins: () => get<PluginsDto>('/plugins'),
    getCases: () => get<CasesDto>('/cases'),
    getPartners: () => get<PartnersDto>('/partners'),
    getStatistics: () => get<StatisticsDto>('/statistics'),
    getRss: (product) => get<RssDto>(`/rss/${seg(product)}`),
    getAds: () => get<AdsDto>('/ads'),
    getDictionaries: () => get<DictionariesDto>('/dictionaries'),
    sendEvent: (input) => quietly(post('/events', input)),
    sendAdEvent: (input) => quietly(post('/events/ads', input)),
    likeDislike: (input) => result(post<{ result: LikesDto | null }>('/likes', input)).catch(() => null),
    getLikes: (link, uuid) => result(get<{ result: LikesDto | null }>('/likes', { url: link, uuid })).catch(() => null),
    recordModelView: (id, uuid) => result(post<{ result: ViewResultDto | null }>(`/models/${seg(id)}/views`, { uuid })).catch(() => null),
    recordArticleView: (id, uuid) => result(post<{ result: ViewResultDto | null }>(`/articles/${seg(id)}/views`, { uuid })).catch(() => null),
    requestModel: (input) => post<NeedModelResultDto>('/need-model', input),
    createSupportTicket: (input) => post<SupportTicketResultDto>('/support-tickets', input),
    logout: () => quietly(post('/auth/logout', {})),
  };
}
