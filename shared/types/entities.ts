// The entities of spec §3 as the upstream serves them (snake_case where the upstream
// uses it) plus the portal-side entities the spec names (catalogue filter and state,
// local ads record, quick tags, plugins). Framework-free: types and a few constants only.
// Shapes the spec leaves open are fixed once here and documented in docs/upstream-contract.md.

import type { Language } from '../domain/language.ts';

/** An ISO 8601 timestamp, e.g. '2024-04-16T09:30:00.000Z'. */
export type IsoDateTime = string;
export type Uuid = string;

/** Publication status of articles, posts and cases (spec §4: only 'Published' is shown, 'Draft' recognised). */
export type PublishStatus = 'Published' | 'Draft';

/** Status of a company's partnership (affiliate) programme; only PUBLISHED is shown (spec §4). */
export type PartnershipStatus = 'PUBLISHED' | 'DRAFT' | 'MODERATION' | 'ARCHIVED';

// ---------------------------------------------------------------------------
// Users (spec §3 User context, Agreement)

export interface CurrentCompany {
  id: string;
  nameFull: string;
  nameShort: string;
}

/** The 'store user' of spec §3. `avatar` is 'AvatarN' (N 1–15) or a file name under /api/assets/images/. */
export interface StoreUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fatherName: string | null;
  avatar: string;
  count_new_message: number;
  currentCompany: CurrentCompany | null;
}

/** Per-module permissions: module name -> granted actions. */
export type ModulePermissions = Record<string, string[]>;

export interface UserContext {
  id: string;
  createdAt: IsoDateTime;
  context: { registered: boolean };
  user: StoreUser;
  permissions: string[];
  modulePermissions: ModulePermissions;
}

export interface Agreement {
  agreement: boolean;
}

// ---------------------------------------------------------------------------
// Advertising (spec §3 Advertisement popup, Local ads record)

export interface AdImage {
  src: string;
  name: string;
}

export interface AdPopupData {
  title: string;
  description: string;
  for_whom: string;
  images: AdImage[];
  name_btn: string;
  cta_link: string;
}

export interface AdPopup {
  id: number;
  data: AdPopupData;
  /** Whether the countdown to date_timer is shown. */
  timer: boolean;
  date_timer: IsoDateTime;
  company: { name_full: string };
  inn: string;
  /** Advertising registry token required by law for ads in Russia. */
  erid: string;
}

/** Kept in the browser's local storage per ad (spec §4 rotation and close limits). */
export interface LocalAdsRecord {
  slideId: number;
  timestamp: number;
  closedToday: number;
  closedGeneral: number;
}

/** A banner of GET /company_advertise. */
export interface CompanyAdvertise {
  id: number;
  company_id: number;
  company_name: string;
  title: string;
  title_en: string;
  image: string;
  link: string;
  /** Where the banner is placed. */
  position: 'main' | 'catalog' | 'article';
  erid: string;
  inn: string;
}

// ---------------------------------------------------------------------------
// Dictionaries

/** Rooms, materials, buildings (objects), object categories: one shape. */
export interface DictionaryItem {
  id: number;
  name: string;
  name_en: string;
}
export type Room = DictionaryItem;
export type Material = DictionaryItem;
export type Building = DictionaryItem;
export interface ObjCategory extends DictionaryItem {
  /** Buildings of this object category. */
  buildings: number[];
}

/** Spec §3 'Category list item: id, text'; the upstream adds the English text and a model count. */
export interface CategoryListItem {
  id: number;
  text: string;
  text_en: string;
  models_count: number;
}
export interface TypeListItem extends CategoryListItem {
  id_category: number;
}
export interface ClassListItem extends CategoryListItem {
  id_type: number;
}

export type CadExtension = 'rvt' | 'rfa' | 'pln' | 'gsm' | 'ifc' | 'dwg' | 'rnp' | 'dxf' | '3ds' | 'skp' | 'max';

export interface CadExt {
  id: number;
  ext: CadExtension;
  /** Human label, e.g. 'Revit Family (.rfa)'. */
  name: string;
  /** CAD software that opens the format. */
  sapr: string;
  /** Whether the catalogue offers it as a file-type filter (GET /listcadext returns only these). */
  is_filter: boolean;
}

/** Spec §3 'Option item: label, value'. */
export interface OptionItem {
  label: string;
  value: string;
}

/** Spec §3 'Quick tag: tagName, value, label'. tagName names the filter list it toggles. */
export interface QuickTag {
  tagName: 'files' | 'standards' | 'rooms' | 'sapr';
  value: string;
  label: string;
}

export interface Attribute {
  id: number;
  /** 'bim_standarts' and 'sapr' are the two the catalogue loads (spec §7). */
  code: string;
  name: string;
  name_en: string;
}

export interface AttrValue {
  id: number;
  attribute_id: number;
  value: string;
  value_en: string;
}

export interface AttributeWithValues extends Attribute {
  attr_value: AttrValue[];
}

/** A Russian federal subject (region). */
export interface FederalSubject {
  id: number;
  name: string;
  name_en: string;
  /** Two-digit region code. */
  code: string;
  federal_district: string;
}
export type Region = FederalSubject;

// ---------------------------------------------------------------------------
// Models (spec §3 Model)

export interface ModelFile {
  id: number;
  ext: CadExtension;
  file_name: string;
  url: string;
  /** Bytes. */
  size: number;
  /** Software version the file is saved for, e.g. '2022' (Revit) or '26' (Archicad). */
  version: string;
  sapr: string;
}

export interface ModelImage {
  id: number;
  url: string;
  name: string;
  is_main: boolean;
}

export interface ModelAttribute {
  attribute_id: number;
  code: string;
  name: string;
  name_en: string;
  /** The attr_value id. */
  value_id: number;
  value: string;
  value_en: string;
}

export interface LikeDislike {
  like: number;
  dislike: number;
}

export interface ModelRestriction {
  type_restriction: 'mute' | 'hide_price' | 'no_download';
  active: boolean;
}

export interface Model {
  id: number;
  uuid: Uuid;
  alias: string;
  name: string;
  name_en: string;
  /** Product code / article number. */
  name_short: string;
  description: string;
  description_en: string;
  /** Millimetres; null when not applicable. */
  width: number | null;
  height: number | null;
  length: number | null;
  /** Kilograms. */
  weight: number | null;
  diametr: number | null;
  code_category: number;
  code_type: number;
  code_class: number | null;
  code_room: number[];
  code_building: number[];
  code_material: number[];
  attributes: ModelAttribute[];
  company_uuid: Uuid;
  company_id: number;
  /** Company section ids the model is listed under. */
  sections: number[];
  tags: string[];
  link_catalog: string | null;
  files: ModelFile[];
  images: ModelImage[];
  link_youtube: string | null;
  link_instruction: string | null;
  like_dislike: LikeDislike;
  /** The manufacturer's own product page. */
  link_url: string | null;
  link_sertificate: string | null;
  restriction: ModelRestriction[];
  is_viewer3d: boolean;
  /** glTF file on the uploads host when is_viewer3d. */
  viewer3d_url: string | null;
  armodels: boolean;
  is_iphone_viewer3d: boolean;
  views: number;
  downloads: number;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

/** A company summary embedded in model list items. */
export interface GroupCompany {
  id: number;
  uuid: Uuid;
  name_short: string;
  /** The company's English name, as on its own record; without it English pages show name_short. */
  name_en?: string;
  alias: string;
  logo: string;
  vip_status: boolean;
  allowModelsMuting: boolean;
}

/** A model as lists return it (searchmodels, similar, analogues, main page): a subset of the model's fields plus its company. */
export interface ModelListItem
  extends Pick<
    Model,
    | 'id'
    | 'uuid'
    | 'alias'
    | 'name'
    | 'name_en'
    | 'name_short'
    | 'code_category'
    | 'code_type'
    | 'code_class'
    | 'company_uuid'
    | 'company_id'
    | 'images'
    | 'files'
    | 'like_dislike'
    | 'restriction'
    | 'is_viewer3d'
    | 'armodels'
    | 'is_iphone_viewer3d'
    | 'views'
    | 'downloads'
    | 'created_at'
  > {
  group_company: GroupCompany;
  /** The company's tariff shows its models as a set of six cards. */
  set_by_six_cards: boolean;
}

// ---------------------------------------------------------------------------
// Companies (spec §3 Company, §6 tariff gates)

export interface TariffFeatures {
  allowPlugin: boolean;
  allowVideo: boolean;
  allowCompanyDescription: boolean;
  allowAffiliateProgram: boolean;
  allowModelsMuting: boolean;
  libraryDisplayLogo: boolean;
  allowPluginPage: boolean;
}

export interface TariffPlan {
  /** Plan id; two specific ids mark VIP plans (spec §6). */
  id: number;
  name: string;
  name_en: string;
  is_free: boolean;
  features: TariffFeatures;
}

/** A company's subscription to a plan (GET /passport/companies/{id}/tariffs). */
export interface CompanyTariff {
  id: number;
  tariff_plan_id: number;
  name: string;
  is_free: boolean;
  active: boolean;
  date_start: IsoDateTime;
  date_end: IsoDateTime | null;
  features: TariffFeatures;
}

export interface CompanySection {
  id: number;
  company_id: number;
  name: string;
  name_en: string;
  position: number;
  models_count: number;
}

export interface CompanyCounters {
  counter_plugins: number;
  counter_plugins_download: number;
  counter_plugins_views: number;
  counter_models: number;
  counter_view_models: number;
  counter_download_models_files: number;
}

export interface CompanyVideo {
  id: number;
  title: string;
  link: string;
  preview: string;
}

export interface Company {
  id: number;
  uuid: Uuid;
  name_short: string;
  name_full: string;
  name_en: string;
  /** Slug used in links; links fall back to 'company' when empty (spec §3). */
  alias: string;
  alias_organization: string;
  logo: string;
  img120x120: string;
  img270x270: string;
  alternativeNames: string[];
  /** Number of published models; the default manufacturer sort. */
  sort_by_models: number;
  tariff_plan: TariffPlan;
  /** Article ids (category 7) published by the company. */
  articles: number[];
  /** Plugin post ids (category 8) published by the company. */
  plugins: number[];
  videos: CompanyVideo[];
  description: string;
  description_en: string;
  phone: string;
  email: string;
  site_url: string;
  vip_status: boolean;
  created_at: IsoDateTime;
  link_video: string | null;
  sections: CompanySection[];
  regions: Region[];
  counters: CompanyCounters;
  country: string;
  inn: string;
  partnership_status: PartnershipStatus | null;
  /** Category ids the company's models belong to (manufacturer filters). */
  categories: number[];
  types: number[];
  classes: number[];
}

/** Spec §3 'Company list item: id, name_short' (POST /company/all/0/{limit}/id,name_short). */
export interface CompanyListItem {
  id: number;
  name_short: string;
  /** Asked for with `fields` (docs/upstream-contract.md: a company's English name). */
  name_en?: string;
}

export interface VipCompany {
  id: number;
  uuid: Uuid;
  name_short: string;
  name_en?: string;
  alias: string;
  logo: string;
  tariff_plan_id: number;
  libraryDisplayLogo: boolean;
}

/** One row of manufacturer lists (company search, producers search). */
export interface CompanySearchItem {
  id: number;
  uuid: Uuid;
  name_short: string;
  /** The company's English name, as on its own record; without it English pages show name_short. */
  name_en?: string;
  name_full: string;
  alias: string;
  logo: string;
  img120x120: string;
  description: string;
  description_en: string;
  vip_status: boolean;
  created_at: IsoDateTime;
  sort_by_models: number;
  counter_models: number;
  country: string;
  categories: number[];
}

/** The affiliate programme of a company (GET /passport/companies/{id}/affprogram). */
export interface AffiliateProgram {
  company_id: number;
  status: PartnershipStatus;
  title: string;
  description: string;
  commission_percent: number;
  conditions: string[];
  link: string;
}

export interface PartnerOffer {
  id: number;
  company_id: number;
  company: { id: number; name_short: string; name_en?: string; alias: string; logo: string };
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  discount: string;
  /** The discount's English text when it is words ('бесплатно' / 'free'), not a figure. */
  discount_en?: string;
  promo_code: string | null;
  link: string;
  status: PartnershipStatus;
  created_at: IsoDateTime;
}

/** Spec §3 'Partner list fields: not shown': one partner of the partners page. */
export interface Partner {
  id: number;
  name: string;
  logo: string;
  link: string;
  description: string;
}

// ---------------------------------------------------------------------------
// Articles, plugins, cases (spec §3)

export interface ArticleLangVersion {
  lang: Language;
  title: string;
  description: string;
  /** HTML body. */
  body: string;
  status_lang: PublishStatus;
  /** Plugin order (ascending); missing weight means 1 (spec §5). */
  weight: number | null;
  organization_uuid: Uuid | null;
}

export interface Article {
  id: number;
  uuid: Uuid;
  /** Slug; also the like/dislike key (url_post_content). */
  url: string;
  /** 7 articles, 8 plugin posts, 9 cases. */
  category_id: number;
  /** Index 0 is Russian, index 1 English (spec §3 'second entry'). */
  lang_versions: ArticleLangVersion[];
  /** Plugin posts: the CAD product the plugin is for. */
  product: PluginProduct | null;
  company_id: number | null;
  companyNameShort: string | null;
  /** The company's English name (docs/upstream-contract.md: the `_en` twin); English pages show it. */
  companyNameShort_en?: string | null;
  companyLogo: string | null;
  /** JSON-encoded TariffFeatures[] of the company's tariffs (spec §3 'tariffs JSON with allowPluginPage'). */
  tariffs: string;
  image: string;
  logo: string | null;
  views: number;
  like_dislike: LikeDislike;
  is_top: boolean;
  is_on_main_page: boolean;
  is_posted_reading_room: boolean;
  promo: boolean;
  created_at: IsoDateTime;
  published_at: IsoDateTime | null;
}

/** A list row of articles: the article without its HTML bodies. */
export interface ArticleListItem extends Omit<Article, 'lang_versions'> {
  lang_versions: Omit<ArticleLangVersion, 'body'>[];
}

export type PluginProduct = 'revit' | 'archicad' | 'renga' | 'civil3d' | 'modelstudiocs' | 'ifc';

/** The portal's plugin card (derived from a category-8 post). */
export interface Plugin {
  id: number;
  url: string;
  logo: string;
  title: string;
  company: string;
  weight: number;
  companyId: number;
  status: PublishStatus;
  isRevitPlugin: boolean;
  isArchicadPlugin: boolean;
  isRengaPlugin: boolean;
  isCivil3dPlugin: boolean;
  isModelstudiocsPlugin: boolean;
  isIfcPlugin: boolean;
  isDraft: boolean;
  isPublished: boolean;
}

/** Cases are category-9 articles; kept only when lang_versions[1].status_lang is Published (spec §5). */
export type Case = Article;

// ---------------------------------------------------------------------------
// Catalogue (spec §3 Catalogue filter and state)

export type CatalogueSort = 'popular' | 'new' | 'name';

export interface CatalogueFilter {
  page: number;
  sort: string;
  search: string;
  countModels: number;
  view3d: boolean;
  viewAr: boolean;
  manufacturers: string[];
  files: string[];
  sapr: string[];
  standards: string[];
  rooms: string[];
  objects: string[];
  aparts: string[];
  materials: string[];
  categories: string[];
  types: string[];
  classes: string[];
  attributes: string[];
  sections: string[];
  regions: string[];
  is_viewer3d: boolean;
  is_iphone_viewer3d: boolean;
}

export interface CatalogueState {
  loadingModels: boolean;
  pageCount: number;
  totalPages: number;
  totalCount: number;
  models: ModelListItem[];
  notFound: boolean;
  view: string;
  manufacturers: OptionItem[];
  vipCompanies: VipCompany[];
  files: OptionItem[];
  standards: OptionItem[];
  rooms: OptionItem[];
  sapr: OptionItem[];
  fastTagsList: QuickTag[];
}

// ---------------------------------------------------------------------------
// Statistics (spec §3: nine datasets)

export interface StatNumber {
  users: number;
  designers: number;
  models: number;
  downloads: number;
  manufacturers: number;
  year: number;
}
export interface TopCountryRow {
  code: string;
  country: string;
  country_en: string;
  users: number;
}
/** One month of a chart series; period is 'YYYY-MM'. */
export interface ChartPoint {
  period: string;
  value: number;
}
export interface UsersModelsRow {
  category_id: number;
  category: string;
  category_en: string;
  users: number;
  models: number;
}
export interface LeaderUploadRow {
  company_id: number;
  company_name: string;
  models: number;
  downloads: number;
}
export interface LeaderArticleRow {
  article_id: number;
  title: string;
  company_name: string | null;
  views: number;
}
export interface TopRegionRow {
  region_id: number;
  region: string;
  region_en: string;
  users: number;
}

export interface StatisticsDatasets {
  statNumber: StatNumber;
  topCountry: TopCountryRow[];
  chartMonthVisits: ChartPoint[];
  chartNewUsers: ChartPoint[];
  chartDownloadModels: ChartPoint[];
  listUsersModels: UsersModelsRow[];
  leadersUploadModels: LeaderUploadRow[];
  leadersArticlesViews: LeaderArticleRow[];
  topRegions: TopRegionRow[];
}

// ---------------------------------------------------------------------------
// RSS, counters, analytics

export interface RssItem {
  title: string;
  link: string;
  description: string;
  /** RFC 822 date, e.g. 'Tue, 05 Mar 2024 10:00:00 GMT'; lists are shown newest first. */
  pubDate: string;
  guid: string;
}

export const COUNTER_NAMES = [
  'manufacturer_count',
  'designer_count',
  'model_count',
  'articles_count',
  'cases_count',
  'plugin_count',
  'russia_manufacturer_count',
  'international_company_count',
  'des_eng_company_count',
  'our_model_count',
  'project_smpp_count',
] as const;
export type CounterName = (typeof COUNTER_NAMES)[number];
export type Counters = Record<CounterName, number>;

export interface AnalyticsUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  currentCompanyId: string | null;
  currentCompanyName: string | null;
}

export type AnalyticsValue = string | number | boolean | null;

export interface AnalyticsEvent {
  user: AnalyticsUser | null;
  page: string;
  event: string;
  eventOptions: Record<string, AnalyticsValue>;
  timestamp: number;
}
