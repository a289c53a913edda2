// Request and response bodies of every call of spec §7, as the upstream hosts (and the
// demo upstream) speak them. docs/upstream-contract.md maps each to host, method and path.

import type {
  AdPopup,
  AffiliateProgram,
  Agreement,
  AnalyticsEvent,
  Article,
  ArticleListItem,
  AttributeWithValues,
  Attribute,
  Building,
  CadExt,
  CategoryListItem,
  ClassListItem,
  Company,
  CompanyAdvertise,
  CompanyCounters,
  CompanyListItem,
  CompanySearchItem,
  CompanySection,
  CompanyTariff,
  Counters,
  FederalSubject,
  LikeDislike,
  Material,
  Model,
  ModelListItem,
  ObjCategory,
  OptionItem,
  PartnerOffer,
  Region,
  Room,
  RssItem,
  StatisticsDatasets,
  TypeListItem,
  Uuid,
  VipCompany,
} from './entities.ts';

/** Form and JSON bodies carry numbers and flags as strings as often as not. */
export type Scalar = string | number;
/** '1'/'0', 'true'/'false' or a boolean. */
export type Flag = string | number | boolean;
/** A list: an array, or one string joined with '-' or ','. */
export type ListParam = string | Scalar[];

/** Article category ids of GET /article/category/{id}. 7 and 8 are spec §7; 9 (cases) is our choice. */
export const UPSTREAM_ARTICLE_CATEGORIES = { articles: 7, plugins: 8, cases: 9 } as const;

/** Error body the web API hosts send with 4xx answers. */
export interface UpstreamErrorBody {
  status_code: number;
  message: string;
}

// ---------------------------------------------------------------------------
// User service (api host; lk host serves the login page)

export interface TokenRequest {
  code: string;
  redirect_uri: string;
}
export interface RefreshRequest {
  refresh_token: string;
}
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  /** Seconds. */
  expires_in: number;
  token_type: 'Bearer';
}
export type { UserContext as UserContextResponse } from './entities.ts';
export type AgreementResponse = Agreement;
export interface SetAgreementRequest {
  agreement: boolean;
  /** Optional promo-mailing consent (spec §5). */
  mailing?: boolean;
}
/** Completes sign-up (our path: docs/upstream-contract.md); spec §5: the privacy-policy consent is required. */
export interface RegisterRequest {
  firstName: string;
  lastName: string;
  privacy_consent: true;
  mailing?: boolean;
}
export interface OkResponse {
  status_code: 200;
  ok: true;
}

// ---------------------------------------------------------------------------
// Ads and companies (webApi2; passport on api)

export interface AdsPopupResponse {
  status_code: 200;
  data: { data: AdPopup[] };
}
export interface CompanyAdvertiseResponse {
  status_code: 200;
  data: CompanyAdvertise[];
}
/** POST /company/all/0/{limit}/{fields}: each row holds exactly the requested fields. */
export type CompanyAllResponse = Array<Partial<Company> & CompanyListItem>;
export type CompanyVipResponse = VipCompany[];
export interface PartnerOffersRequest {
  page?: Scalar;
  size?: Scalar;
  status?: string;
}
export interface PartnerOffersResponse {
  items: PartnerOffer[];
  total: number;
  totalPages: number;
  page: number;
}
export interface ProducerProductsResponse {
  company: { id: number; uuid: Uuid; name_short: string; name_en?: string; alias: string; logo: string };
  items: ModelListItem[];
  total: number;
}
/** POST /company/{id}/{fields}: 'all' or a comma list of Company fields. */
export type CompanyResponse = Partial<Company> & { id: number };
export type CompanySectionsResponse = CompanySection[];
export type CompanyRegionsResponse = Region[];
export type CompanyCountersResponse = CompanyCounters;

export type CompanySort = 'sort_by_models' | 'created_at' | 'name';

export interface CompanySearchElasticRequest {
  page?: Scalar;
  size?: Scalar;
  sort?: CompanySort | string;
  companies_uuids?: ListParam;
  search?: string;
  code_category?: ListParam;
  code_type?: ListParam;
  code_class?: ListParam;
}
export interface CompanySearchElasticResponse {
  items: CompanySearchItem[];
  total: number;
  totalPages: number;
  page: number;
}
export interface FacetItem {
  id: number;
  text: string;
  text_en: string;
  count: number;
}
export interface CompanyCategoriesTypesClassResponse {
  categories: FacetItem[];
  types: Array<FacetItem & { id_category: number }>;
  classes: Array<FacetItem & { id_type: number }>;
}
export type CompanyTariffsResponse = CompanyTariff[];
export type AffProgramResponse = AffiliateProgram;
export interface ProducersSearchRequest {
  page?: Scalar;
  size?: Scalar;
  sort?: CompanySort | string;
  search?: string;
}
export interface ProducersSearchResponse {
  items: CompanySearchItem[];
  totalPages: number;
  page: number;
  total: number;
}
export type FederalSubjectsResponse = FederalSubject[];
/** GET /counters/{names}: only the requested (known) names. */
export type CountersResponse = Partial<Counters>;

// ---------------------------------------------------------------------------
// Models and dictionaries (webApi2; GetCatLists on webApi)

export interface SearchModelsRequest {
  offset?: Scalar;
  limit?: Scalar;
  sort?: 'popular' | 'new' | 'name' | string;
  /** 1-based; when present, offset = (page - 1) * limit. */
  page?: Scalar;
  /** Comma list of ModelListItem fields to return; all when absent. */
  list_fields?: ListParam;
  /** '1' excludes companies on a free tariff; omitted for the manufacturer variant. */
  companies_free_disabled?: Flag;
  /** Company uuids (or numeric company ids), '-' or ',' joined. */
  company_uuid?: ListParam;
  files_ext?: ListParam;
  code_category?: ListParam;
  code_type?: ListParam;
  code_class?: ListParam;
  /** attr_value ids; any value within one attribute, every attribute given. */
  attributes?: ListParam;
  code_building?: ListParam;
  code_room?: ListParam;
  code_material?: ListParam;
  /** Only models with a 3D geometry file (not only dwg/dxf). */
  models3D?: Flag;
  is_viewer3d?: Flag;
  armodels?: Flag;
  is_iphone_viewer3d?: Flag;
  /** Company section ids. */
  sections?: ListParam;
  /** Search words, all must occur in name, name_en or name_short. */
  name?: string;
  /** Every tag must be on the model. */
  tags?: ListParam;
}
export interface SearchModelsGroup {
  company_id: number;
  company_uuid: Uuid;
  name_short: string;
  count: number;
}
export interface SearchModelsResponse {
  models: Array<Partial<ModelListItem>>;
  /** Matching models per company, most first. */
  group: SearchModelsGroup[];
  total: number;
  totalPages: number;
  /** Models in the library before filtering. */
  total_all: number;
}
/** GET /model/{id}/{fields}: 'all' or a comma list; HTTP 204 when the id is unknown. */
export type ModelResponse = Partial<Model> & { id: number };
export type RandCompanyModelsResponse = ModelListItem[];
export interface SimilarModelsRequest {
  limit?: Scalar;
  list_categorys?: ListParam;
  list_types?: ListParam;
  /** Model to leave out of the answer. */
  model_id?: Scalar;
}
export type SimilarModelsResponse = ModelListItem[];
/** POST /needmodel: the payload is ours (spec §7 shows none). */
export interface NeedModelRequest {
  description: string;
  /** Reference links or notes. */
  links?: string;
  files_ext?: ListParam;
  companies?: ListParam;
  name?: string;
  email: string;
  phone?: string;
  company?: string;
  /** Consent to the privacy policy was given. */
  consent?: boolean;
  /** Where the visitor asked: the model page (with model_id) or the catalogue (with the search that found nothing). */
  source?: 'model' | 'catalogue';
  model_id?: number;
  search?: string;
  /** The page language, so the team answers in it. */
  lang?: string;
}
export interface NeedModelResponse {
  status_code: 200;
  id: number;
}
export interface CheckViewPostRequest {
  model_id: Scalar;
  uuid: string;
}
export interface CheckViewPostResponse {
  status_code: 200;
  /** False when this uuid had already viewed the model (not counted twice). */
  counted: boolean;
  views: number;
}
export type AnalogueResponse = ModelListItem[];
export type MainPageList = 'models_in_slider' | 'popular_products' | 'recently_added';
export type MainPageModelsResponse = ModelListItem[];
export type ListCadExtResponse = CadExt[];
export type BuildingsResponse = Building[];
export type RoomsResponse = Room[];
export type MaterialsResponse = Material[];
export type ObjCategoryResponse = ObjCategory[];
export type CategoriesListResponse = CategoryListItem[];
export interface TypesListRequest {
  limit?: Scalar;
  id_category: Scalar;
}
export type TypesListResponse = TypeListItem[];
export interface ClassesListRequest {
  limit?: Scalar;
  id_type: Scalar;
}
export type ClassesListResponse = ClassListItem[];
export interface GetCatListsResponse {
  status_code: 200;
  data: OptionItem[];
}
export type AttributesResponse = Attribute[];
export type AttributeResponse = AttributeWithValues;

// ---------------------------------------------------------------------------
// Articles (webApi2)

export type ArticleResponse = { status_code: 200; data: Article } | { status_code: 404; message: string };
export interface ArticleListResponse {
  status_code: 200;
  data: ArticleListItem[];
  total: number;
}
export interface ArticleSearchRequest {
  is_top?: Flag;
  limit?: Scalar;
  sort?: 'date' | 'views' | string;
  is_posted_reading_room?: Flag;
  name?: string;
  offset?: Scalar;
  is_on_main_page?: Flag;
  promo?: Flag;
  /** When true, Draft articles are included. */
  all_status?: Flag;
}
export type ArticleSearchResponse = ArticleListResponse;
export interface ArticleCategoryResponse {
  status_code: 200;
  posts: Article[];
}
export interface LikeDislikeRequest {
  url_post_content: string;
  type: 'like' | 'dislike';
  uuid: string;
}
export interface LikeDislikeResponse extends LikeDislike {
  status_code: 200;
  /** This uuid's vote after the call; voting the same way twice withdraws it. */
  user_choice: 'like' | 'dislike' | null;
}
export interface CheckViewResponse {
  status_code: 200;
  counted: boolean;
  views: number;
}
export type CheckLikeDislikeResponse = LikeDislikeResponse;

// ---------------------------------------------------------------------------
// Other

export interface CreateTicketRequest {
  subject: string;
  content: string;
  user_email: string;
  user_full_name?: string;
  user_phone?: string;
}
export interface CreateTicketResponse {
  status_code: 200;
  ticket_id: number;
}
export interface RssResponse {
  status_code: number;
  rss: { channel: { title: string; link: string; description: string; item: RssItem[] } };
}
/** Every /elastic/* answer. */
export interface StatisticsResponse<K extends keyof StatisticsDatasets> {
  status_code: 200;
  data: StatisticsDatasets[K];
}
/** Path segment under /elastic/ for each dataset of spec §3. */
export const STATISTICS_PATHS = {
  statNumber: 'usersperyear',
  topCountry: 'topcountry',
  chartMonthVisits: 'visitsbymonth',
  chartNewUsers: 'newusers',
  chartDownloadModels: 'downloadmodels',
  listUsersModels: 'usersmodelsbycategory',
  leadersUploadModels: 'leaderdownloadmodels',
  leadersArticlesViews: 'leaderviewsarticles',
  topRegions: 'topregions',
} as const satisfies Record<keyof StatisticsDatasets, string>;

export type AnalyticsRequest = AnalyticsEvent;
export interface AcceptedResponse {
  status: 'accepted';
}
/** Webhook host: POST /{name} stores the body; GET /{name} lists stored bodies (filtered by query). */
export interface WebhookPostResponse {
  status: 'accepted';
  id: number;
}
export interface WebhookGetResponse {
  name: string;
  items: Array<{ id: number; received_at: string; data: Record<string, unknown> }>;
}

/**
 * The comments host (spec §7), Remark42's REST API (remark42.com/docs/contributing/api):
 * GET /api/v1/find?site&url&sort&format=tree answers a thread as a tree.
 */
export interface RemarkUser {
  name: string;
  id: string;
  picture?: string;
  admin?: boolean;
  verified?: boolean;
}
export interface RemarkComment {
  id: string;
  /** Parent comment id, '' for a top-level comment. */
  pid: string;
  /** The comment as HTML (Remark42 renders the author's markdown). */
  text: string;
  user: RemarkUser;
  locator: { site: string; url: string };
  score: number;
  /** RFC 3339 time of writing. */
  time: string;
  pin?: boolean;
  /** Deleted comments stay in the tree (so their replies keep a parent) with empty text. */
  delete?: boolean;
  title?: string;
}
export interface RemarkNode {
  comment: RemarkComment;
  replies?: RemarkNode[];
}
export interface RemarkPostInfo {
  url: string;
  count: number;
  read_only?: boolean;
  first_time?: string;
  last_time?: string;
}
export interface RemarkTree {
  comments: RemarkNode[];
  info?: RemarkPostInfo;
}
