// The BFF use-cases: one ApiPort per request, the spec's rules applied once here.
import type { ApiPort, SessionUser, SessionView } from '#shared/api/port.ts';
import type { TokenResponse } from '#shared/types/index.ts';
import type { ModelPageDto } from '#shared/api/dto.ts';
import { normaliseArticlesQuery, normaliseManufacturersQuery } from '#shared/domain/list-queries.ts';
import * as user from '#server/upstream/calls/user.ts';
import type { UpstreamHttp } from '#server/upstream/http.ts';
import { createScope, type RequestContext, type ServiceDeps } from './scope.ts';
import { createSitemapSource, type SitemapSource } from './sitemap.ts';
import { createSessionChecks } from './session-checks.ts';
import { canDownload } from '#shared/domain/registration.ts';
import { downloadPath } from '#shared/domain/downloads.ts';
import { RefreshCoalescer, UserTokens, completeRegistration, endSession, loadAgreement, loadSession, saveAgreement, toAnalyticsUser } from './session.ts';
import { getHomePage, loadCounters } from './home.ts';
import { loadBanners } from './banners.ts';
import { getProducerProducts, unsubscribe } from './content-pages.ts';
import { getCatalogue, getCatalogueClasses, getCatalogueFacets, getCatalogueTypes, searchCatalogue } from './catalogue.ts';
import { getAnalogues, getModelAddress, getModelPage, type ModelAddress } from './model.ts';
import { getIfcFacts, knownIfcSummaries } from './ifc-facts.ts';
import type { IdsCheckDto, IdsOfferedListDto, IfcSummariesDto } from '#shared/api/dto.ts';
import { createIdsLibrary, type IdsLibrary } from '#server/ifc/ids-library.ts';
import { checkOfferedIds, checkUploadedIds, getOfferedIds } from './ids-checks.ts';
import { getManufacturerPage, getManufacturers } from './manufacturers.ts';
import { getArticle, getArticles, getCases, getLikes, getPluginPage, getPlugins, likeDislike } from './articles.ts';
import { getArticleComments } from './comments.ts';
import { getAds, getPartners, getRss, getStatistics } from './content.ts';
import { getDictionaries } from './dictionaries.ts';
import { requestPartnership } from './partnership.ts';
import { getSearchSuggestions } from './search-suggestions.ts';
import { findModelFile, modelPageOf, openModelFile, recordDownload, type ModelFileTarget } from './downloads.ts';
import type { OpenFileOptions, UpstreamFile } from '#server/upstream/files.ts';
import { createSupportTicket, getNeedModelOptions, recordArticleView, recordModelView, requestModel, sendAdEvent, sendEvent } from './actions.ts';

export type { RequestContext, ServiceDeps, ServiceRules } from './scope.ts';
export type { ModelFileTarget } from './downloads.ts';

/** The login flow's upstream side, for server/routes/auth.ts. Per user: nothing is cached. */
export interface AuthService {
  /** The lk host's login page URL ('open login page', spec §7). */
  loginPageUrl(params: { redirectUri: string; state: string }): string;
  exchangeCode(params: { code: string; redirectUri: string; requestId?: string }): Promise<TokenResponse>;
}

/** The download door (server/routes/download.ts, docs/decisions/0024); server-only, so not on the ApiPort. */
export interface DownloadService {
  /** The file a door address names; 404 for an unknown model or file. */
  file(ctx: RequestContext, modelId: string, fileId: string): Promise<ModelFileTarget>;
  /** The model page of a door address (404 for an unknown model). */
  modelPage(ctx: RequestContext, modelId: string): Promise<string>;
  /** Spec §7 event calls for a download; never rejects (spec §8). */
  record(ctx: RequestContext, target: ModelFileTarget, user: SessionUser | null, options: { rabbit: boolean }): Promise<void>;
  open(ctx: RequestContext, target: ModelFileTarget, options?: OpenFileOptions): Promise<UpstreamFile>;
}

export interface Services {
  /** The data port for one request: language, request id, the user's tokens from the cookies. */
  forRequest(ctx: RequestContext): ApiPort;
  downloads: DownloadService;
  /** A model's canonical address parts (the QR route); server-only, so not on the ApiPort. 404 for unknown ids. */
  modelAddress(ctx: RequestContext, id: string): Promise<ModelAddress>;
  auth: AuthService;
  /**
   * IDS checks (issue 24 §3), server-only: the browser reaches them through /api/ids and
   * /api/models/:id/ids routes, since the chosen IDS lives in the browser, not in a loader.
   */
  /** What is known of these models' IFC files (class, completeness) without reading any; 'unknown' for the rest. */
  ifcSummaries(ids: readonly number[]): IfcSummariesDto;
  ids: {
    offered(): Promise<IdsOfferedListDto>;
    /** The offered file's XML, null for an unknown id. */
    offeredFile(id: string): Promise<string | null>;
    checkOffered(ctx: RequestContext, modelId: string, idsId: string): Promise<IdsCheckDto>;
    checkUploaded(ctx: RequestContext, modelId: string, xml: string): Promise<IdsCheckDto>;
  };
  /** Everything the sitemap lists, paged from the upstream. */
  sitemap: SitemapSource;
  readonly http: UpstreamHttp;
}

export function createServices(deps: ServiceDeps): Services {
  const coalescer = new RefreshCoalescer();
  const sessionChecks = createSessionChecks();
  const now = deps.now ?? Date.now;

  const idsLibrary: IdsLibrary = deps.idsLibrary ?? createIdsLibrary();
  function forRequest(ctx: RequestContext): ApiPort {
    const scope = createScope(deps, ctx);
    const tokens = new UserTokens(scope, coalescer, sessionChecks);
    // One context fetch (and at most one refresh) per request, however many callers ask.
    let session: Promise<SessionView> | undefined;
    const getSession = () => (session ??= loadSession(scope, tokens));
    const analyticsUser = async () => (tokens.hasTokens ? toAnalyticsUser((await getSession()).user) : null);

    return {
      getSession,
      getAgreement: () => loadAgreement(scope, tokens),
      setAgreement: (input) => saveAgreement(scope, tokens, input),
      completeRegistration: async (input) => {
        const view = await completeRegistration(scope, tokens, input);
        session = Promise.resolve(view);
        return view;
      },
      getHomePage: () => getHomePage(scope),
      getBanners: (position) => loadBanners(scope, position),
      getCatalogue: (filter, options) => getCatalogue(scope, filter, options),
      searchCatalogue: (filter) => searchCatalogue(scope, filter),
      getSearchSuggestions: (query) => getSearchSuggestions(scope, query),
      getCatalogueFacets: (query) => getCatalogueFacets(scope, query),
      getCatalogueTypes: (categoryId) => getCatalogueTypes(scope, categoryId),
      getCatalogueClasses: (typeId) => getCatalogueClasses(scope, typeId),
      getModel: async (id) => {
        const page = await getModelPage(scope, id);
        // Spec §2/§4/§6: downloading requires a completed registration, so anonymous visitors
        // and unfinished sign-ups get the files' facts, never a way to the files.
        const user = tokens.hasTokens ? (await getSession()).user : null;
        return canDownload(user) ? withDownloads(page) : withoutDownloads(page);
      },
      getAnalogues: (id) => getAnalogues(scope, id),
      getIfcFacts: (id, options) => getIfcFacts(scope, id, options),
      getOfferedIds: () => getOfferedIds(idsLibrary),
      checkOfferedIds: (modelId, idsId) => checkOfferedIds(scope, idsLibrary, modelId, idsId, deps.ifcMetrics),
      checkUploadedIds: (modelId, xml) => checkUploadedIds(scope, modelId, xml, deps.ifcMetrics),
      getManufacturers: (query, options) => getManufacturers(scope, normaliseManufacturersQuery(query), options),
      getManufacturer: (id, products) => getManufacturerPage(scope, id, products),
      getArticles: (query) => getArticles(scope, normaliseArticlesQuery(query)),
      getArticle: (id) => getArticle(scope, id),
      getArticleComments: (id) => getArticleComments(scope, id),
      getPlugins: () => getPlugins(scope),
      getPluginPage: (product) => getPluginPage(scope, product),
      getCases: () => getCases(scope),
      getPartners: () => getPartners(scope),
      getCounters: () => loadCounters(scope),
      getProducerProducts: (id) => getProducerProducts(scope, id),
      unsubscribe: (input) => unsubscribe(scope, input),
      getStatistics: () => getStatistics(scope),
      getRss: (product) => getRss(scope, product),
      getAds: () => getAds(scope),
      getDictionaries: () => getDictionaries(scope),
      sendEvent: async (input) => {
        await sendEvent(scope, input, await analyticsUser(), now());
      },
      sendAdEvent: async (input) => {
        await sendAdEvent(scope, input, await analyticsUser(), now());
      },
      likeDislike: (input) => likeDislike(scope, input),
      getLikes: (url, uuid) => getLikes(scope, url, uuid),
      recordModelView: (id, uuid) => recordModelView(scope, id, uuid),
      recordArticleView: (id, uuid) => recordArticleView(scope, id, uuid),
      requestModel: (input) => requestModel(scope, input),
      requestPartnership: (id, input) => requestPartnership(scope, id, input),
      getNeedModelOptions: () => getNeedModelOptions(scope),
      createSupportTicket: (input) => createSupportTicket(scope, input),
      logout: () => endSession(scope, tokens),
    };
  }

  return {
    forRequest,
    ifcSummaries: (ids) => knownIfcSummaries(deps.ifcSummaries, ids),
    ids: {
      offered: () => getOfferedIds(idsLibrary),
      offeredFile: async (id) => (await idsLibrary.get(id))?.xml ?? null,
      checkOffered: (ctx, modelId, idsId) => checkOfferedIds(createScope(deps, ctx), idsLibrary, modelId, idsId, deps.ifcMetrics),
      checkUploaded: (ctx, modelId, xml) => checkUploadedIds(createScope(deps, ctx), modelId, xml, deps.ifcMetrics),
    },
    modelAddress: (ctx, id) => getModelAddress(createScope(deps, ctx), id),
    downloads: {
      file: (ctx, modelId, fileId) => findModelFile(createScope(deps, ctx), modelId, fileId),
      modelPage: (ctx, modelId) => modelPageOf(createScope(deps, ctx), modelId),
      record: (ctx, target, user, options) => recordDownload(createScope(deps, ctx), target, toAnalyticsUser(user), { rabbit: options.rabbit, now: now() }),
      open: (ctx, target, options) => openModelFile(createScope(deps, ctx), target, options),
    },
    auth: {
      loginPageUrl: (params) => user.loginPageUrl(deps.http, params),
      exchangeCode: ({ code, redirectUri, requestId }) => user.exchangeCode(deps.http, { code, redirectUri }, requestId === undefined ? {} : { requestId }),
    },
    sitemap: createSitemapSource(deps),
    http: deps.http,
  };
}

/** A registered user's files: each with the door's address (a file the upstream gave no id cannot be asked for). */
function withDownloads(page: ModelPageDto): ModelPageDto {
  return { ...page, model: { ...page.model, files: page.model.files.map((file) => ({ ...file, href: file.id > 0 ? downloadPath(page.model.id, file.id) : null })) } };
}

/** Everyone else's: the facts only, no name and no address (spec §6). */
function withoutDownloads(page: ModelPageDto): ModelPageDto {
  return { ...page, model: { ...page.model, files: page.model.files.map((file) => ({ ...file, name: null, href: null })) } };
}
