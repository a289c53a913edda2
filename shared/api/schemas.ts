// The DTOs the portal's pages and /api routes exchange, as TypeBox schemas. The
// routes use them as response schemas (validation, fast serialisation, extra
// fields stripped) and dto.ts derives the static types from them, so the wire
// shape and the TypeScript type cannot drift. Text is already in the request's
// language: the services pick name or name_en, lang_versions[0] or [1].
import { Type, type TSchema } from 'typebox';
import { LIKE_KEY_PATTERN } from '../domain/likes.ts';
import { PLUGIN_PRODUCTS } from '../domain/plugins.ts';
import { COMMENTS_MAX } from '../constants.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 0 });

export const OptionSchema = Type.Object({
  value: Type.String(),
  label: Type.String(),
  /** How many models or companies the option matches, when the upstream says. */
  count: Type.Optional(Type.Integer({ minimum: 0 })),
});

// ---------------------------------------------------------------------------
// Session

export const SessionUserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  avatar: Type.String(),
  countNewMessage: Type.Integer({ minimum: 0 }),
  registered: Type.Boolean(),
  createdAt: Type.String(),
  company: Nullable(Type.Object({ id: Type.String(), nameFull: Type.String(), nameShort: Type.String() })),
  permissions: Type.Array(Type.String()),
  modulePermissions: Type.Record(Type.String(), Type.Array(Type.String())),
});

export const SessionViewSchema = Type.Object({ user: Nullable(SessionUserSchema), chatHash: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$' })) });

export const AgreementSchema = Type.Object({ agreement: Type.Boolean() });

export const SetAgreementBodySchema = Type.Object({
  agreement: Type.Literal(true),
  mailing: Type.Optional(Type.Boolean()),
});

// ---------------------------------------------------------------------------
// Models

export const ModelCardSchema = Type.Object({
  id: Id,
  alias: Type.String(),
  name: Type.String(),
  /** Product code (name_short). */
  code: Type.String(),
  image: Nullable(Type.String()),
  href: Type.String(),
  companyId: Id,
  companyName: Type.String(),
  companyAlias: Type.String(),
  views: Type.Integer({ minimum: 0 }),
  downloads: Type.Integer({ minimum: 0 }),
  likes: Type.Integer({ minimum: 0 }),
  has3d: Type.Boolean(),
  hasAr: Type.Boolean(),
  /** Spec §4: the company's tariff allows muting and a mute restriction is active. */
  muted: Type.Boolean(),
  /**
   * How complete the model's IFC file's standard property set is, in percent (issue 24 §2),
   * when this server has read the file (the summary index: no card starts a download or a parse).
   */
  ifcPercent: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
});

export const CountersSchema = Type.Object({
  manufacturer_count: Type.Number(),
  designer_count: Type.Number(),
  model_count: Type.Number(),
  articles_count: Type.Number(),
  cases_count: Type.Number(),
  plugin_count: Type.Number(),
  russia_manufacturer_count: Type.Number(),
  international_company_count: Type.Number(),
  des_eng_company_count: Type.Number(),
  our_model_count: Type.Number(),
  project_smpp_count: Type.Number(),
});

/** A paid banner of GET /company_advertise (spec §1 banner advertising), with the marking Russian advertising law asks for. */
export const BannerSchema = Type.Object({
  id: Id,
  title: Type.String(),
  /** An uploads path or an absolute image URL. */
  image: Type.String(),
  /** The advertiser's page (http or https only). */
  href: Type.String(),
  advertiser: Type.String(),
  inn: Type.String(),
  erid: Type.String(),
});

/** Where GET /company_advertise places a banner (its `position`). */
export const BannerPlacementSchema = Type.Union([Type.Literal('main'), Type.Literal('catalog'), Type.Literal('article')]);

export const BannersSchema = Type.Array(BannerSchema);

export const HomePageSchema = Type.Object({
  slider: Type.Array(ModelCardSchema),
  popular: Type.Array(ModelCardSchema),
  recent: Type.Array(ModelCardSchema),
  counters: CountersSchema,
  /** Banners for the main page; [] when none is served or the call failed. */
  banners: Type.Array(BannerSchema),
});

const CatalogueListSchema = Type.Array(Type.String());
/** '' when not set. */
const CataloguePlainSchema = Type.String();

/** shared/domain/catalogue-filter.ts CatalogueFilter (spec §3): lists for manufacturers, files, rooms, sapr, standards, attributes; one value for the rest. */
export const CatalogueFilterSchema = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  sort: Type.Union([Type.Literal('popular'), Type.Literal('new'), Type.Literal('name')]),
  search: Type.String(),
  countModels: Type.Integer({ minimum: 1 }),
  view: Type.Union([Type.Literal('card'), Type.Literal('list')]),
  view3d: Type.Boolean(),
  viewAr: Type.Boolean(),
  is_viewer3d: Type.Boolean(),
  is_iphone_viewer3d: Type.Boolean(),
  manufacturers: CatalogueListSchema,
  files: CatalogueListSchema,
  rooms: CatalogueListSchema,
  sapr: CatalogueListSchema,
  standards: CatalogueListSchema,
  attributes: CatalogueListSchema,
  categories: CataloguePlainSchema,
  types: CataloguePlainSchema,
  classes: CataloguePlainSchema,
  materials: CataloguePlainSchema,
  objects: CataloguePlainSchema,
  aparts: CataloguePlainSchema,
  sections: CataloguePlainSchema,
  regions: CataloguePlainSchema,
});

export const VipCompanySchema = Type.Object({
  id: Id,
  name: Type.String(),
  alias: Type.String(),
  logo: Nullable(Type.String()),
  href: Type.String(),
});

/** One catalogue search (GET /api/models). */
export const CatalogueSearchSchema = Type.Object({
  filter: CatalogueFilterSchema,
  models: Type.Array(ModelCardSchema),
  total: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  /** Spec §4/§8: empty result or failed search. */
  notFound: Type.Boolean(),
});

export const CatalogueAttributeGroupSchema = Type.Object({ id: Type.String(), label: Type.String(), options: Type.Array(OptionSchema) });

/** The catalogue's option lists (GET /api/catalogue/facets); a list whose dictionary failed is empty (spec §8). */
export const CatalogueFacetsSchema = Type.Object({
  /** VIP manufacturers first, then by name. */
  manufacturers: Type.Array(OptionSchema),
  vipCompanies: Type.Array(VipCompanySchema),
  files: Type.Array(OptionSchema),
  standards: Type.Array(OptionSchema),
  rooms: Type.Array(OptionSchema),
  sapr: Type.Array(OptionSchema),
  categories: Type.Array(OptionSchema),
  /** Types of the facets query's category. */
  types: Type.Array(OptionSchema),
  /** Classes of the facets query's type. */
  classes: Type.Array(OptionSchema),
  materials: Type.Array(OptionSchema),
  objects: Type.Array(OptionSchema),
  /** Buildings. */
  aparts: Type.Array(OptionSchema),
  /** The chosen manufacturer's catalogue sections (exactly one manufacturer chosen), else empty. */
  sections: Type.Array(OptionSchema),
  /** Federal subjects. */
  regions: Type.Array(OptionSchema),
  /** Attribute groups other than bim_standarts and sapr. */
  attributes: Type.Array(CatalogueAttributeGroupSchema),
});

/** The catalogue page's data: the search and the option lists. */
export const CatalogueSchema = Type.Object({
  search: CatalogueSearchSchema,
  facets: CatalogueFacetsSchema,
  /** Paid banners of the catalogue placement; [] when none is served or the call failed. */
  banners: Type.Array(BannerSchema),
});

export const LabelValueSchema = Type.Object({ name: Type.String(), value: Type.String() });

/**
 * A model file's facts (format, CAD software and version, size) for everyone; no
 * path on the uploads host for anyone. The file itself comes only through the
 * portal's download door (docs/decisions/0024): `href` and the file's `name` are
 * given to registered users only, null for everyone else.
 */
export const ModelFileSchema = Type.Object({
  id: Id,
  ext: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  version: Type.String(),
  sapr: Type.String(),
  name: Nullable(Type.String()),
  /** /download/{modelId}/{fileId} (shared/domain/downloads.ts); null unless the visitor may download. */
  href: Nullable(Type.String()),
});

export const VideoSchema = Type.Object({
  provider: Type.Union([Type.Literal('youtube'), Type.Literal('rutube'), Type.Literal('vk'), Type.Literal('vkvideo')]),
  id: Type.String(),
  embedUrl: Type.String(),
});

export const Viewer3dSchema = Type.Object({
  url: Type.String(),
  format: Type.Union([Type.Literal('gltf'), Type.Literal('glb')]),
});

export const ModelDetailSchema = Type.Object({
  id: Id,
  uuid: Type.String(),
  alias: Type.String(),
  name: Type.String(),
  code: Type.String(),
  /** HTML from the upstream; the page renders it sanitised. */
  description: Type.String(),
  /** Plain-text summary for the meta description. */
  summary: Type.String(),
  dimensions: Type.Object({
    width: Nullable(Type.Number()),
    height: Nullable(Type.Number()),
    length: Nullable(Type.Number()),
    weight: Nullable(Type.Number()),
    diametr: Nullable(Type.Number()),
  }),
  classification: Type.Object({
    category: Nullable(OptionSchema),
    type: Nullable(OptionSchema),
    class: Nullable(OptionSchema),
  }),
  rooms: Type.Array(Type.String()),
  buildings: Type.Array(Type.String()),
  materials: Type.Array(Type.String()),
  attributes: Type.Array(LabelValueSchema),
  images: Type.Array(Type.String()),
  files: Type.Array(ModelFileSchema),
  video: Nullable(VideoSchema),
  /** Spec §5: a video link on a host the page cannot embed, shown as a plain link (http(s) only). */
  videoUrl: Nullable(Type.String()),
  links: Type.Object({
    catalog: Nullable(Type.String()),
    instruction: Nullable(Type.String()),
    product: Nullable(Type.String()),
    certificate: Nullable(Type.String()),
  }),
  likes: Type.Object({ like: Type.Integer({ minimum: 0 }), dislike: Type.Integer({ minimum: 0 }) }),
  /** The web 3D preview (an uploads-host path): public, unlike the download files. */
  viewer3d: Nullable(Viewer3dSchema),
  has3d: Type.Boolean(),
  hasAr: Type.Boolean(),
  hasIphone3d: Type.Boolean(),
  views: Type.Integer({ minimum: 0 }),
  downloads: Type.Integer({ minimum: 0 }),
  createdAt: Type.String(),
  muted: Type.Boolean(),
});

export const CompanyCardSchema = Type.Object({
  id: Id,
  uuid: Type.String(),
  name: Type.String(),
  fullName: Type.String(),
  alias: Type.String(),
  logo: Nullable(Type.String()),
  href: Type.String(),
  vip: Type.Boolean(),
});

export const ModelPageSchema = Type.Object({
  model: ModelDetailSchema,
  company: Nullable(CompanyCardSchema),
  similar: Type.Array(ModelCardSchema),
  companyModels: Type.Array(ModelCardSchema),
});

export const AnaloguesSchema = Type.Object({
  items: Type.Array(ModelCardSchema),
  /** Spec §8: analogue fetch failure sets an error flag and gives an empty list. */
  error: Type.Boolean(),
});

// ---------------------------------------------------------------------------
// Manufacturers

export const ManufacturerSortSchema = Type.Union([Type.Literal('sort_by_models'), Type.Literal('created_at')]);

export const ManufacturerCardSchema = Type.Object({
  id: Id,
  uuid: Type.String(),
  name: Type.String(),
  fullName: Type.String(),
  alias: Type.String(),
  logo: Nullable(Type.String()),
  href: Type.String(),
  summary: Type.String(),
  vip: Type.Boolean(),
  models: Type.Integer({ minimum: 0 }),
  createdAt: Type.String(),
  country: Type.String(),
});

/** A row of the manufacturer list: the card plus its counters and regions (spec §2, §3). */
export const ManufacturerListItemSchema = Type.Object({
  ...ManufacturerCardSchema.properties,
  views: Type.Integer({ minimum: 0 }),
  downloads: Type.Integer({ minimum: 0 }),
  regions: Type.Array(Type.String()),
});

export const ManufacturersSchema = Type.Object({
  items: Type.Array(ManufacturerListItemSchema),
  total: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  facets: Type.Object({
    categories: Type.Array(OptionSchema),
    types: Type.Array(OptionSchema),
    classes: Type.Array(OptionSchema),
  }),
});

export const TariffGatesSchema = Type.Object({
  allowPlugin: Type.Boolean(),
  allowVideo: Type.Boolean(),
  allowCompanyDescription: Type.Boolean(),
  allowAffiliateProgram: Type.Boolean(),
  allowModelsMuting: Type.Boolean(),
  libraryDisplayLogo: Type.Boolean(),
});

export const ArticleCardSchema = Type.Object({
  id: Id,
  url: Type.String(),
  href: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  image: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  companyLogo: Nullable(Type.String()),
  views: Type.Integer({ minimum: 0 }),
  publishedAt: Type.String(),
});

export const PluginCardSchema = Type.Object({
  id: Id,
  url: Type.String(),
  logo: Nullable(Type.String()),
  title: Type.String(),
  company: Type.String(),
  companyId: Id,
  weight: Type.Number(),
  status: Type.Union([Type.Literal('Published'), Type.Literal('Draft')]),
  products: Type.Array(Type.String()),
  isDraft: Type.Boolean(),
  isPublished: Type.Boolean(),
  href: Type.String(),
});

export const CompanyVideoSchema = Type.Object({
  id: Id,
  title: Type.String(),
  link: Type.String(),
  preview: Nullable(Type.String()),
  video: Nullable(VideoSchema),
});

export const PartnershipSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  commissionPercent: Type.Number(),
  conditions: Type.Array(Type.String()),
  link: Type.String(),
});

export const CompanyCountersSchema = Type.Object({
  counter_plugins: Type.Number(),
  counter_plugins_download: Type.Number(),
  counter_plugins_views: Type.Number(),
  counter_models: Type.Number(),
  counter_view_models: Type.Number(),
  counter_download_models_files: Type.Number(),
});

export const ManufacturerTabSchema = Type.Union([
  Type.Literal('products'),
  Type.Literal('publications'),
  Type.Literal('plugins'),
  Type.Literal('videos'),
  Type.Literal('about'),
  Type.Literal('partnership'),
]);

export const ManufacturerPageSchema = Type.Object({
  company: Type.Object({
    ...CompanyCardSchema.properties,
    /** HTML; empty when the tariff does not allow a description (spec §6). */
    description: Type.String(),
    summary: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    siteUrl: Type.String(),
    createdAt: Type.String(),
    video: Nullable(VideoSchema),
    country: Type.String(),
  }),
  gates: TariffGatesSchema,
  counters: CompanyCountersSchema,
  sections: Type.Array(Type.Object({ id: Id, name: Type.String(), position: Type.Number(), models: Type.Integer({ minimum: 0 }) })),
  regions: Type.Array(OptionSchema),
  /** Spec §2/§4/§6: the tabs this company offers, in order (products, publications and about always). */
  tabs: Type.Array(ManufacturerTabSchema),
  /** The products tab: the catalogue's search scoped to the company (the filter with no manufacturers or regions). */
  products: CatalogueSearchSchema,
  /** The products tab's option lists (types and classes follow the filter; sections are the company's, by position). */
  productOptions: Type.Object({
    categories: Type.Array(OptionSchema),
    types: Type.Array(OptionSchema),
    classes: Type.Array(OptionSchema),
    files: Type.Array(OptionSchema),
    sections: Type.Array(OptionSchema),
  }),
  articles: Type.Array(ArticleCardSchema),
  plugins: Type.Array(PluginCardSchema),
  videos: Type.Array(CompanyVideoSchema),
  /** Spec §4: present only when the programme is PUBLISHED (and the tariff allows it). */
  partnership: Nullable(PartnershipSchema),
});

// ---------------------------------------------------------------------------
// Articles, cases, plugins, partners

export const ArticleSortSchema = Type.Union([Type.Literal('date'), Type.Literal('views')]);

export const ArticlesSchema = Type.Object({
  top: Nullable(ArticleCardSchema),
  /** The newest articles, shown above the list when there is no search and the sort is by date. */
  fresh: Type.Array(ArticleCardSchema),
  items: Type.Array(ArticleCardSchema),
  total: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});

export const ArticleSchema = Type.Object({
  id: Id,
  uuid: Type.String(),
  url: Type.String(),
  /** The language of the version shown (the page's, unless only the other one is published). */
  lang: Type.Union([Type.Literal('ru'), Type.Literal('en')]),
  title: Type.String(),
  description: Type.String(),
  /** HTML body, sanitised on the server when it was fetched (server/services/article-html.ts). */
  body: Type.String(),
  image: Nullable(Type.String()),
  company: Nullable(Type.Object({ id: Id, name: Type.String(), logo: Nullable(Type.String()), href: Type.String() })),
  views: Type.Integer({ minimum: 0 }),
  /** The upstream's like key (shared/domain/likes.ts): the article's url. */
  likeKey: Type.String(),
  likes: Type.Object({ like: Type.Integer({ minimum: 0 }), dislike: Type.Integer({ minimum: 0 }) }),
  publishedAt: Type.String(),
  categoryId: Type.Integer(),
  /** Other reading-room articles, newest first (spec §9 article search limit). */
  related: Type.Array(ArticleCardSchema),
  /** Paid banners of the article placement; [] when none is served or the call failed. */
  banners: Type.Array(BannerSchema),
});

/** One comment of an article's thread on the comments service (spec §7), as the article page shows it. */
export const ArticleCommentSchema = Type.Object({
  id: Type.String(),
  author: Type.String(),
  /** The comment's HTML, cut down on the server to text formatting and safe links (server/services/comments.ts). */
  html: Type.String(),
  /** When it was written (RFC 3339, as the service sent it). */
  time: Type.String(),
  /** 0 for a comment on the article, 1 for a reply (deeper replies are shown as replies too). */
  depth: Type.Integer({ minimum: 0, maximum: 1 }),
  pinned: Type.Boolean(),
});

/** An article's comments: at most COMMENTS_MAX (spec §9), and how many the thread holds. */
export const ArticleCommentsSchema = Type.Object({
  /** false: the comments service failed or was too slow (logged); the block says so, nothing else breaks. */
  available: Type.Boolean(),
  comments: Type.Array(ArticleCommentSchema, { maxItems: COMMENTS_MAX }),
  total: Type.Integer({ minimum: 0 }),
});

export const PluginsSchema = Type.Object({ items: Type.Array(PluginCardSchema) });

export const PluginProductSchema = Type.Union([
  Type.Literal('revit'),
  Type.Literal('archicad'),
  Type.Literal('renga'),
  Type.Literal('civil3d'),
  Type.Literal('modelstudiocs'),
  Type.Literal('ifc'),
]) satisfies TSchema & { anyOf: Array<{ const: (typeof PLUGIN_PRODUCTS)[number] }> };

/** A labelled fact of a plugin post (shared/domain/plugin-post.ts): version, CAD versions, size, release date or another row. */
export const PluginFactSchema = Type.Object({
  kind: Type.Union([Type.Literal('version'), Type.Literal('cad'), Type.Literal('size'), Type.Literal('released'), Type.Literal('other')]),
  label: Type.String(),
  value: Type.String(),
  /** `yyyy-mm-dd` for a release date that reads as a day. */
  date: Nullable(Type.String()),
});

export const PluginChangeSchema = Type.Object({ version: Type.String(), date: Nullable(Type.String()), notes: Type.Array(Type.String()) });

/**
 * One CAD's plugin page: its plugins with their description and instructions (sanitised HTML), and what the
 * post's body says about the release (its facts, changelog and installer link, taken out of the body).
 */
export const PluginPageSchema = Type.Object({
  product: PluginProductSchema,
  items: Type.Array(
    Type.Object({
      ...PluginCardSchema.properties,
      summary: Type.String(),
      body: Type.String(),
      facts: Type.Array(PluginFactSchema),
      changelog: Type.Array(PluginChangeSchema),
      /** The installer on the uploads host or this site; null when the post links none. */
      download: Nullable(Type.String()),
    }),
  ),
});

export const CasesSchema = Type.Object({ items: Type.Array(ArticleCardSchema) });

export const PartnerOfferSchema = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  discount: Type.String(),
  promoCode: Nullable(Type.String()),
  link: Type.String(),
  company: Type.Object({ id: Id, name: Type.String(), alias: Type.String(), logo: Nullable(Type.String()), href: Type.String() }),
});

export const PartnersSchema = Type.Object({
  /** Partner offers that are not courses. */
  items: Type.Array(PartnerOfferSchema),
  /** Spec §1 course showcase: the offers that are courses (shared/domain/courses.ts); [] when the data has none. */
  courses: Type.Array(PartnerOfferSchema),
});

// ---------------------------------------------------------------------------
// Statistics, RSS

const SeriesPointSchema = Type.Object({ period: Type.String(), value: Type.Number() });

/**
 * A month chart ready to draw: the server computes the geometry with d3 (docs/decisions/0012)
 * in a plot box of width × height, so the browser only renders paths and rects.
 */
export const MonthPlotSchema = Type.Object({
  kind: Type.Union([Type.Literal('area'), Type.Literal('bars')]),
  width: Type.Number(),
  height: Type.Number(),
  /** Value-axis ticks and where their grid lines sit. */
  yTicks: Type.Array(Type.Object({ value: Type.Number(), y: Type.Number() })),
  /** One per month of the series, in order: the x-axis labels and the hover marker. */
  points: Type.Array(Type.Object({ x: Type.Number(), y: Type.Number() })),
  /** One per month for a bar chart; empty for an area chart. */
  bars: Type.Array(Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() })),
  /** SVG path data; empty strings for a bar chart. */
  linePath: Type.String(),
  areaPath: Type.String(),
});

/** The valid months, oldest first, and their plot. */
const MonthChartSchema = Type.Object({ series: Type.Array(SeriesPointSchema), plot: MonthPlotSchema });

/** A ranked list, largest first and cut to the rank limit: each row its share of the whole and its bar length (0..100). */
const Ranked = <T extends TSchema>(item: T) => Type.Array(Type.Object({ item, value: Type.Number(), share: Type.Number(), bar: Type.Number() }));

/**
 * The topRegions dataset on the tile grid of Russia (shared/domain/region-tiles.ts, decision 0017):
 * every subject a square at x, y (size × size) in a width × height box; level 0 is no data,
 * 1–5 the value's class (quantiles of the values, d3-scale on the server).
 */
export const RegionsMapSchema = Type.Object({
  width: Type.Number(),
  height: Type.Number(),
  size: Type.Number(),
  tiles: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      x: Type.Number(),
      y: Type.Number(),
      value: Nullable(Type.Number()),
      /** Place in the ranked list beside the map, or null when not in it. */
      rank: Nullable(Type.Integer()),
      level: Type.Integer({ minimum: 0, maximum: 5 }),
    }),
  ),
  /** Each level's range of values, lowest first. */
  legend: Type.Array(Type.Object({ level: Type.Integer(), from: Type.Number(), to: Type.Number() })),
});

/** Spec §3's nine datasets shaped for the charts; a dataset that failed or came empty (logged, spec §5, §8) is null. */
export const StatisticsSchema = Type.Object({
  statNumber: Nullable(
    Type.Object({
      users: Type.Number(),
      designers: Type.Number(),
      models: Type.Number(),
      downloads: Type.Number(),
      manufacturers: Type.Number(),
      year: Type.Number(),
    }),
  ),
  topCountry: Nullable(Ranked(Type.Object({ code: Type.String(), country: Type.String(), users: Type.Number() }))),
  chartMonthVisits: Nullable(MonthChartSchema),
  chartNewUsers: Nullable(MonthChartSchema),
  chartDownloadModels: Nullable(MonthChartSchema),
  listUsersModels: Nullable(Ranked(Type.Object({ categoryId: Type.Number(), category: Type.String(), users: Type.Number(), models: Type.Number() }))),
  leadersUploadModels: Nullable(Ranked(Type.Object({ companyId: Type.Number(), companyName: Type.String(), models: Type.Number(), downloads: Type.Number() }))),
  leadersArticlesViews: Nullable(Ranked(Type.Object({ articleId: Type.Number(), title: Type.String(), companyName: Nullable(Type.String()), views: Type.Number() }))),
  topRegions: Nullable(Ranked(Type.Object({ regionId: Type.Number(), region: Type.String(), users: Type.Number() }))),
  /** topRegions on the tile grid; null when topRegions failed or none of its regions is on the grid. */
  regionsMap: Nullable(RegionsMapSchema),
});

export const RssProductSchema = Type.Union([Type.Literal('renga'), Type.Literal('archicad')]);

export const RssSchema = Type.Object({
  items: Type.Array(
    Type.Object({ title: Type.String(), link: Type.String(), description: Type.String(), pubDate: Type.String(), guid: Type.String() }),
  ),
  /** Spec §8: 'Something went wrong' when the feed's status_code is not 200 (or it failed). */
  error: Nullable(Type.String()),
});

// ---------------------------------------------------------------------------
// Dictionaries (spec §3 store 'dictionary': categoryList, federalSubjects)

export const DictionariesSchema = Type.Object({
  categories: Type.Array(OptionSchema),
  federalSubjects: Type.Array(OptionSchema),
});

// ---------------------------------------------------------------------------
// Ads

export const AdPopupSchema = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  forWhom: Type.String(),
  images: Type.Array(Type.Object({ src: Type.String(), name: Type.String() })),
  buttonText: Type.String(),
  ctaLink: Type.String(),
  timer: Type.Boolean(),
  dateTimer: Type.String(),
  companyName: Type.String(),
  inn: Type.String(),
  erid: Type.String(),
});

export const AdsSchema = Type.Object({ items: Type.Array(AdPopupSchema) });

// ---------------------------------------------------------------------------
// Actions

export const AnalyticsEventBodySchema = Type.Object({
  event: Type.String({ maxLength: 200 }),
  page: Type.Optional(Type.String({ maxLength: 2000 })),
  eventOptions: Type.Optional(Type.Record(Type.String({ maxLength: 200 }), Type.Unknown())),
  /** Spec §7: an optional flag also forwards the event to /rabbit. */
  rabbit: Type.Optional(Type.Boolean()),
});

export const AdEventBodySchema = Type.Object({
  action: Type.Union([Type.Literal('show'), Type.Literal('follow'), Type.Literal('close')]),
  popupId: Type.Integer({ minimum: 0 }),
  page: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const DeviceIdSchema = Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' });

/** An article's url slug or `model/{id}` (shared/domain/likes.ts). */
export const LikeKeySchema = Type.String({ pattern: LIKE_KEY_PATTERN, maxLength: 300 });

export const LikeBodySchema = Type.Object({
  url: LikeKeySchema,
  type: Type.Union([Type.Literal('like'), Type.Literal('dislike')]),
  uuid: DeviceIdSchema,
});

export const LikesSchema = Type.Object({
  like: Type.Integer({ minimum: 0 }),
  dislike: Type.Integer({ minimum: 0 }),
  userChoice: Nullable(Type.Union([Type.Literal('like'), Type.Literal('dislike')])),
});

export const ViewBodySchema = Type.Object({ uuid: DeviceIdSchema });

export const ViewResultSchema = Type.Object({ counted: Type.Boolean(), views: Type.Integer({ minimum: 0 }) });

/**
 * The request-model form as sent (spec §1, §5). Only types and hard size caps
 * here, looser than the form's own bounds: every field rule lives in
 * shared/domain/need-model.ts, so the server answers a 400 that names each
 * invalid field (a missing field is 'required', not a bare schema error).
 */
export const NeedModelBodySchema = Type.Object({
  description: Type.Optional(Type.String({ maxLength: 20_000 })),
  /** Reference links or notes (optional). */
  links: Type.Optional(Type.String({ maxLength: 20_000 })),
  /** CAD file extensions, e.g. 'rfa'. */
  files: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 })),
  /** Manufacturer (company) ids. */
  manufacturers: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 })),
  name: Type.Optional(Type.String({ maxLength: 2_000 })),
  email: Type.Optional(Type.String({ maxLength: 2_000 })),
  phone: Type.Optional(Type.String({ maxLength: 500 })),
  company: Type.Optional(Type.String({ maxLength: 2_000 })),
  /** Consent to the privacy policy: must be true. */
  consent: Type.Optional(Type.Boolean()),
  /** Where the form was sent from, with its context: the model page's model or the catalogue search that found nothing. */
  origin: Type.Optional(Type.Union([Type.Literal('model'), Type.Literal('catalogue')])),
  modelId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  search: Type.Optional(Type.String({ maxLength: 500 })),
});

export const NeedModelResultSchema = Type.Object({ id: Type.Integer() });

/** The choices of the form's second step: CAD file formats and manufacturers (GET /api/need-model/options). */
export const NeedModelOptionsSchema = Type.Object({ files: Type.Array(OptionSchema), manufacturers: Type.Array(OptionSchema) });

/**
 * The support form. Only shape and an outer size bound here: the field rules
 * (shared/domain/support-ticket.ts) answer 400 with `fields`, naming each invalid field.
 */
export const SupportTicketBodySchema = Type.Object({
  subject: Type.String({ maxLength: 10000 }),
  content: Type.String({ maxLength: 20000 }),
  email: Type.String({ maxLength: 10000 }),
  name: Type.Optional(Type.String({ maxLength: 10000 })),
  phone: Type.Optional(Type.String({ maxLength: 50 })),
  /** The page the form was sent from, for the support team. */
  page: Type.Optional(Type.String({ maxLength: 300 })),
});

export const SupportTicketResultSchema = Type.Object({ ticketId: Type.Integer() });
