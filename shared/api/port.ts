import type { AnalyticsConfig } from '../domain/analytics-tags.ts';
import type { ChatConfig } from '../domain/chat.ts';
import type { CommentsPublicConfig } from '../domain/comments.ts';
import type { SearchSuggestionsDto } from './search-suggestions.ts';
import type { Language } from '../domain/language.ts';
import type { CatalogueFacetsQuery, CatalogueFilter } from '../domain/catalogue-filter.ts';
import type { ArticlesQuery, ManufacturersQuery } from '../domain/list-queries.ts';
import type { PartnershipInput, PartnershipResultDto } from './partnership.ts';
import type {
  AdEventInput,
  AdsDto,
  AgreementDto,
  AnaloguesDto,
  BannerDto,
  BannerPlacement,
  AnalyticsEventInput,
  ArticleCommentsDto,
  ArticleDto,
  ArticlesDto,
  CasesDto,
  CatalogueDto,
  CatalogueFacetsDto,
  CatalogueSearchDto,
  DictionariesDto,
  HomePageDto,
  IfcFactsDto,
  IdsCheckDto,
  IdsOfferedListDto,
  LikeInput,
  LikesDto,
  ManufacturerPageDto,
  ManufacturersDto,
  ModelPageDto,
  NeedModelInput,
  NeedModelOptionsDto,
  NeedModelResultDto,
  OptionDto,
  CountersDto,
  ProducerProductsDto,
  UnsubscribeInput,
  UnsubscribeResultDto,
  PartnersDto,
  PluginPageDto,
  PluginProductDto,
  PluginsDto,
  RssDto,
  RssProduct,
  SessionUserDto,
  SetAgreementInput,
  StatisticsDto,
  SupportTicketInput,
  SupportTicketResultDto,
  ViewResultDto,
} from './dto.ts';

import type { RegistrationBody } from './registration.ts';

export type * from './dto.ts';
export type { RegistrationBody } from './registration.ts';

/**
 * The one door through which route loaders get data. On the server it is the
 * services layer in-process; in the browser it is a thin client over /api/*.
 * Both implement this interface, so a page and its client-side navigation
 * share one loader.
 *
 * Page-data methods reject with an error carrying statusCode 404 or 500 (spec
 * §8); the §8 'logged, empty fallback' cases resolve with empty data instead.
 * Ids are the strings from the URL; an id that is not a number is a 404.
 */
/** How a list page's data load may end early (docs/decisions/0034). */
export interface ListLoadOptions {
  /**
   * Wait for the list's search at most this long, ms; past it the page's data comes without
   * its results (`searchPending`) and the search goes on into the cache. Absent: wait for it
   * (the upstream deadline bounds the wait). The browser always waits: it has a page on screen.
   */
  searchWaitMs?: number;
}

/** The catalogue page's data; `searchPending`: the search had not answered within the wait, `search` holds no results. */
export type CatalogueLoad = CatalogueDto & { searchPending?: true };

/** The manufacturers list's data; `searchPending`: no entries yet, only the option lists. */
export type ManufacturersLoad = ManufacturersDto & { searchPending?: true };

export interface ApiPort {
  /** The logged-in user's view of the session; per user, never shared-cached. Never rejects: failure is anonymous. */
  getSession(): Promise<SessionView>;
  /** The logged-in user's agreement (spec §4); rejects 401-style when anonymous. */
  getAgreement(): Promise<AgreementDto>;
  setAgreement(input: SetAgreementInput): Promise<AgreementDto>;
  /**
   * Completes sign-up (/validate, spec §4 §5) and answers the new session. Checked by
   * shared/domain/registration.ts: rejects 400 with `fields` naming each invalid field,
   * 401-style when anonymous.
   */
  completeRegistration(input: RegistrationBody): Promise<SessionView>;

  getHomePage(): Promise<HomePageDto>;
  /** Paid banners of one placement (spec §1); [] when none is served or the call failed. */
  getBanners(position: BannerPlacement): Promise<BannerDto[]>;
  /** The catalogue page: searchCatalogue and getCatalogueFacets together. Never rejects for an upstream failure on the server (spec §8). */
  getCatalogue(filter: CatalogueFilter, options?: ListLoadOptions): Promise<CatalogueLoad>;
  /** One model search (spec §4 catalogue load): a failed search is notFound, not a rejection (spec §8). */
  searchCatalogue(filter: CatalogueFilter): Promise<CatalogueSearchDto>;
  /** The header search's suggestions for a typed text; empty lists below SEARCH_SUGGEST_MIN_CHARS or when nothing matches. */
  getSearchSuggestions(query: string): Promise<SearchSuggestionsDto>;
  /** The option lists; types, classes and sections follow the query (see catalogueFacetsQuery). Failed lists are empty (spec §8). */
  getCatalogueFacets(query: CatalogueFacetsQuery): Promise<CatalogueFacetsDto>;
  /** Types of a category (spec §7 /types_list, limit 999); empty for an unknown category or a failure. */
  getCatalogueTypes(categoryId: string): Promise<OptionDto[]>;
  /** Classes of a type (spec §7 /classes_list, limit 999); empty for an unknown type or a failure. */
  getCatalogueClasses(typeId: string): Promise<OptionDto[]>;
  getModel(id: string): Promise<ModelPageDto>;
  /** Slow upstream call (spec §7): load it after the page, never inside page data. */
  getAnalogues(id: string): Promise<AnaloguesDto>;
  /**
   * What the model's IFC file holds (issue 24 §2), for anonymous visitors too: never the file or its link.
   * 404 like getModel. `waitMs`: answer state 'pending' once that long has passed on a cold read (the page
   * passes IFC_FACTS_PAGE_WAIT_MS); the read goes on and the next call finds it.
   */
  getIfcFacts(id: string, options?: { waitMs?: number }): Promise<IfcFactsDto>;
  /** The IDS files the portal offers (issue 24 §3). */
  getOfferedIds(): Promise<IdsOfferedListDto>;
  /** The model's IFC facts checked against an offered IDS; 404 for an unknown model or IDS. */
  checkOfferedIds(modelId: string, idsId: string): Promise<IdsCheckDto>;
  /** The model's IFC facts checked against an uploaded .ids (XML text, at most IDS_MAX_BYTES); 400 saying why when it is not a safe, well-formed IDS. */
  checkUploadedIds(modelId: string, xml: string): Promise<IdsCheckDto>;
  getManufacturers(query: ManufacturersQuery, options?: ListLoadOptions): Promise<ManufacturersLoad>;
  /** The manufacturer page; `products` is the products tab's catalogue filter (its manufacturers and regions are ignored). */
  getManufacturer(id: string, products?: CatalogueFilter): Promise<ManufacturerPageDto>;
  getArticles(query: ArticlesQuery): Promise<ArticlesDto>;
  getArticle(id: string): Promise<ArticleDto>;
  /** The article's comments on the comments service (spec §7), at most 10; loaded after the page, near the block. */
  getArticleComments(id: string): Promise<ArticleCommentsDto>;
  getPlugins(): Promise<PluginsDto>;
  /** One CAD's plugin page (spec §2): its plugins, same gate and order, with their instructions. */
  getPluginPage(product: PluginProductDto): Promise<PluginPageDto>;
  getCases(): Promise<CasesDto>;
  getPartners(): Promise<PartnersDto>;
  /** Spec §3 Counters (the about page); a failure is all zeros (spec §8). */
  getCounters(): Promise<CountersDto>;
  /** GET /producer/products/{id}: a bad or unknown id is the 404 page (spec §4). */
  getProducerProducts(id: string): Promise<ProducerProductsDto>;
  /** The unsubscribe form: 400 with `fields` for a bad address, 429 past the per-client limit. */
  unsubscribe(input: UnsubscribeInput): Promise<UnsubscribeResultDto>;
  getStatistics(): Promise<StatisticsDto>;
  getRss(product: RssProduct): Promise<RssDto>;
  getAds(): Promise<AdsDto>;
  /** Category list and federal subjects (spec §3 'dictionary'); failures are empty lists (spec §8). */
  getDictionaries(): Promise<DictionariesDto>;

  /** Analytics (spec §5, §8): never rejects; failures are only logged. */
  sendEvent(input: AnalyticsEventInput): Promise<void>;
  sendAdEvent(input: AdEventInput): Promise<void>;
  /** Like/dislike and view logging: null when it failed (logged, spec §8). */
  likeDislike(input: LikeInput): Promise<LikesDto | null>;
  getLikes(url: string, uuid?: string): Promise<LikesDto | null>;
  recordModelView(id: string, uuid: string): Promise<ViewResultDto | null>;
  recordArticleView(id: string, uuid: string): Promise<ViewResultDto | null>;
  /**
   * The request-model form (spec §1): validated by shared/domain/need-model.ts,
   * rejects 400 with `fields` naming each invalid field, 429 past the per-client limit.
   */
  requestModel(input: NeedModelInput): Promise<NeedModelResultDto>;
  /**
   * A partnership request to a manufacturer (spec §2): validated by shared/domain/partnership-request.ts,
   * 400 with `fields`, 404 when the company offers no partnership, 429 past the per-client limit. Spec §8: a
   * webhook failure is logged only; the request is kept (a help-desk ticket, else the error log) and confirmed.
   */
  requestPartnership(companyId: string, input: PartnershipInput): Promise<PartnershipResultDto>;
  /** The form's file-format and manufacturer choices (cached dictionaries; failures are empty lists, spec §8). */
  getNeedModelOptions(): Promise<NeedModelOptionsDto>;
  createSupportTicket(input: SupportTicketInput): Promise<SupportTicketResultDto>;
  /** Ends the session upstream; errors are logged (spec §8). Cookies are the route's business. */
  logout(): Promise<void>;
}

export type SessionUser = SessionUserDto;

export interface SessionView {
  user: SessionUser | null;
  /** The chat tool's signature of the user's id (only with a chat auth key configured). Per user: never in a shared cache. */
  chatHash?: string;
}

/** Public, non-secret configuration the browser needs (links to the account and admin hosts). */
export interface PublicConfig {
  publicOrigin: string;
  lkUrl: string;
  adminUrl: string;
  /** Where the uploads host serves images from, for <img src>. */
  uploadsUrl: string;
  /** The origin whose /api/assets/images/ serves uploaded avatars: the API host (spec §3), or '' for this site (demo mode). */
  avatarsOrigin: string;
  /** Which third-party analytics tags to load (none unless configured) and whether events also go to /rabbit. */
  analytics: AnalyticsConfig;
  /** The chat tool, when configured. */
  chat: ChatConfig;
  /** The comments service (spec §7); null: none configured, so articles show no comments block. */
  comments: CommentsPublicConfig | null;
}

/** What the root route's loader returns; every layout reads it with useRouteLoaderData('root'). */
export interface RootData {
  lang: Language;
  session: SessionView;
  config: PublicConfig;
  /** Spec §4: the logged-in user must accept the updated agreement first (the popup shows); absent otherwise. */
  agreementPending?: true;
}
