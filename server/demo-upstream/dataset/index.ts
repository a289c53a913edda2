// The demo upstream's whole dataset, generated once at start from a seed, with the
// indexes that keep every answer to a few milliseconds.

import type {
  AdPopup,
  AffiliateProgram,
  Article,
  CategoryListItem,
  ClassListItem,
  CompanyAdvertise,
  Counters,
  GroupCompany,
  Model,
  ModelListItem,
  PartnerOffer,
  RssItem,
  StatisticsDatasets,
  TypeListItem,
} from '#shared/types/index.ts';
import { generateArticles } from './articles.ts';
import type { ClassRef, CompanyRecord } from './companies.ts';
import { FREE_TARIFF_PLAN_ID, VIP_TARIFF_PLAN_IDS, flattenTaxonomy, generateCompanies } from './companies.ts';
import type { Dictionaries } from './dictionaries.ts';
import { CAD_FORMATS, buildDictionaries } from './dictionaries.ts';
import { computeCounters, generateAdPopups, generateAdvertise, generateAffPrograms, generatePartnerOffers, generateRss, generateStatistics } from './extras.ts';
import { generateModels } from './models.ts';
import { createRng } from './random.ts';
import { TAXONOMY } from './taxonomy.ts';
import type { ProductRecord } from '../products/model-product.ts';
import type { DemoAccount } from './users.ts';
import { demoAccounts } from './users.ts';

export { EXCLUDED_MANUFACTURER_IDS, VIP_TARIFF_PLAN_IDS, FREE_TARIFF_PLAN_ID, TARIFF_PLANS } from './companies.ts';
export type { CompanyRecord } from './companies.ts';
export { DEMO_ACCOUNT_LOGINS } from './users.ts';
export type { DemoAccount, DemoAccountLogin } from './users.ts';

export const DEFAULT_SEED = 20_240_416;
const DESIGNERS = 96_480;

/** Fields of a model the search filters read, precomputed once. */
export interface ModelIndexEntry {
  model: Model;
  item: ModelListItem;
  /** Lower-cased name, English name and code, for the name filter. */
  haystack: string;
  exts: readonly string[];
  attrValues: readonly number[];
  freeCompany: boolean;
  has3dGeometry: boolean;
  tagsLower: readonly string[];
  /** What the model is as a product: its shape, pictures and IFC file follow from it. */
  product: ProductRecord;
}

export interface Dataset {
  seed: number;
  /** When the dataset was generated (ms since epoch); ad timers count from it. */
  now: number;
  dictionaries: Dictionaries;
  classRefs: ClassRef[];
  categories: CategoryListItem[];
  types: TypeListItem[];
  classes: ClassListItem[];
  companies: CompanyRecord[];
  companyById: Map<number, CompanyRecord>;
  companyByUuid: Map<string, CompanyRecord>;
  models: Model[];
  entries: ModelIndexEntry[];
  entryById: Map<number, ModelIndexEntry>;
  entriesByCompany: Map<number, ModelIndexEntry[]>;
  /** Entries in each sort order, so a search only filters. */
  sorted: { popular: ModelIndexEntry[]; new: ModelIndexEntry[]; name: ModelIndexEntry[] };
  articles: Article[];
  articleById: Map<number, Article>;
  articleByUrl: Map<string, Article>;
  adPopups: AdPopup[];
  advertise: CompanyAdvertise[];
  partnerOffers: PartnerOffer[];
  affPrograms: Map<number, AffiliateProgram>;
  statistics: StatisticsDatasets;
  rss: { renga: RssItem[]; archicad: RssItem[] };
  counters: Counters;
  accounts: DemoAccount[];
}

export interface GenerateOptions {
  seed?: number;
  /** Reference time for values that must lie in the future (ad timers). */
  now?: number;
}

function groupCompany(company: CompanyRecord): GroupCompany {
  return {
    id: company.id,
    uuid: company.uuid,
    name_short: company.name_short,
    name_en: company.name_en,
    alias: company.alias,
    logo: company.logo,
    vip_status: company.vip_status,
    allowModelsMuting: company.tariff_plan.features.allowModelsMuting,
  };
}

function listItem(model: Model, company: CompanyRecord): ModelListItem {
  return {
    id: model.id,
    uuid: model.uuid,
    alias: model.alias,
    name: model.name,
    name_en: model.name_en,
    name_short: model.name_short,
    code_category: model.code_category,
    code_type: model.code_type,
    code_class: model.code_class,
    company_uuid: model.company_uuid,
    company_id: model.company_id,
    images: model.images,
    files: model.files,
    like_dislike: model.like_dislike,
    restriction: model.restriction,
    is_viewer3d: model.is_viewer3d,
    armodels: model.armodels,
    is_iphone_viewer3d: model.is_iphone_viewer3d,
    views: model.views,
    downloads: model.downloads,
    created_at: model.created_at,
    group_company: groupCompany(company),
    set_by_six_cards: (VIP_TARIFF_PLAN_IDS as readonly number[]).includes(company.tariff_plan.id),
  };
}

export function generateDataset(options: GenerateOptions = {}): Dataset {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? Date.now();
  const rng = createRng(seed);
  const dictionaries = buildDictionaries();
  const classRefs = flattenTaxonomy();
  const companies = generateCompanies(rng, dictionaries.federalSubjects, classRefs);
  const companyById = new Map(companies.map((company) => [company.id, company]));
  const companyByUuid = new Map(companies.map((company) => [company.uuid, company]));
  const { models, products } = generateModels(rng, companies, classRefs, dictionaries);
  const geometryExts = new Set(CAD_FORMATS.filter((format) => format.geometry3d).map((format) => format.ext as string));

  const entries: ModelIndexEntry[] = models.map((model) => {
    const company = companyById.get(model.company_id) as CompanyRecord;
    const exts = model.files.map((file) => file.ext as string);
    return {
      model,
      item: listItem(model, company),
      haystack: `${model.name} ${model.name_en} ${model.name_short}`.toLowerCase(),
      exts,
      attrValues: model.attributes.map((attribute) => attribute.value_id),
      freeCompany: company.tariff_plan.id === FREE_TARIFF_PLAN_ID,
      has3dGeometry: exts.some((ext) => geometryExts.has(ext)),
      tagsLower: model.tags.map((tag) => tag.toLowerCase()),
      product: products.get(model.id) as ProductRecord,
    };
  });
  const entryById = new Map(entries.map((entry) => [entry.model.id, entry]));
  const entriesByCompany = new Map<number, ModelIndexEntry[]>();
  for (const entry of entries) {
    const list = entriesByCompany.get(entry.model.company_id) ?? [];
    list.push(entry);
    entriesByCompany.set(entry.model.company_id, list);
  }
  const collator = new Intl.Collator('ru');
  const sorted = {
    popular: entries.slice().sort((a, b) => b.model.downloads - a.model.downloads || a.model.id - b.model.id),
    new: entries.slice().sort((a, b) => (a.model.created_at < b.model.created_at ? 1 : a.model.created_at > b.model.created_at ? -1 : b.model.id - a.model.id)),
    name: entries.slice().sort((a, b) => collator.compare(a.model.name, b.model.name) || a.model.id - b.model.id),
  };

  // Company aggregates follow from the generated models.
  const sectionCounts = new Map<number, number>();
  for (const company of companies) {
    const own = entriesByCompany.get(company.id) ?? [];
    company.sort_by_models = own.length;
    company.counters.counter_models = own.length;
    company.counters.counter_view_models = own.reduce((sum, entry) => sum + entry.model.views, 0);
    company.counters.counter_download_models_files = own.reduce((sum, entry) => sum + entry.model.downloads, 0);
    company.categories = [...new Set(own.map((entry) => entry.model.code_category))].sort((a, b) => a - b);
    company.types = [...new Set(own.map((entry) => entry.model.code_type))].sort((a, b) => a - b);
    company.classes = [...new Set(own.flatMap((entry) => (entry.model.code_class === null ? [] : [entry.model.code_class])))].sort((a, b) => a - b);
    for (const entry of own) for (const section of entry.model.sections) sectionCounts.set(section, (sectionCounts.get(section) ?? 0) + 1);
  }
  for (const company of companies) for (const section of company.sections) section.models_count = sectionCounts.get(section.id) ?? 0;

  const articles = generateArticles(rng, companies);
  for (const company of companies) {
    company.counters.counter_plugins = company.plugins.length;
    company.counters.counter_plugins_views = company.plugins.reduce((sum, id) => sum + (articles.find((a) => a.id === id)?.views ?? 0), 0);
    company.counters.counter_plugins_download = Math.round(company.counters.counter_plugins_views * 0.3);
  }

  const countByCategory = new Map<number, number>();
  const countByType = new Map<number, number>();
  const countByClass = new Map<number, number>();
  for (const model of models) {
    countByCategory.set(model.code_category, (countByCategory.get(model.code_category) ?? 0) + 1);
    countByType.set(model.code_type, (countByType.get(model.code_type) ?? 0) + 1);
    if (model.code_class !== null) countByClass.set(model.code_class, (countByClass.get(model.code_class) ?? 0) + 1);
  }
  const categories: CategoryListItem[] = TAXONOMY.map((category, index) => ({ id: index + 1, text: category.ru, text_en: category.en, models_count: countByCategory.get(index + 1) ?? 0 }));
  const types: TypeListItem[] = [];
  const classes: ClassListItem[] = [];
  for (const ref of classRefs) {
    const category = TAXONOMY[ref.categoryIndex]!;
    const type = category.types[ref.typeIndex]!;
    const cls = type.classes[ref.classIndex]!;
    if (ref.classIndex === 0) types.push({ id: ref.typeId, text: type.ru, text_en: type.en, models_count: countByType.get(ref.typeId) ?? 0, id_category: ref.categoryId });
    classes.push({ id: ref.classId, text: cls.ru, text_en: cls.en, models_count: countByClass.get(ref.classId) ?? 0, id_type: ref.typeId });
  }

  const vipCompanies = companies.filter((c) => (VIP_TARIFF_PLAN_IDS as readonly number[]).includes(c.tariff_plan.id));
  const manufacturerAccountCompany = vipCompanies[0] ?? companies[0]!;
  return {
    seed,
    now,
    dictionaries,
    classRefs,
    categories,
    types,
    classes,
    companies,
    companyById,
    companyByUuid,
    models,
    entries,
    entryById,
    entriesByCompany,
    sorted,
    articles,
    articleById: new Map(articles.map((article) => [article.id, article])),
    articleByUrl: new Map(articles.map((article) => [article.url, article])),
    adPopups: generateAdPopups(rng, vipCompanies.length > 0 ? vipCompanies : companies, now),
    advertise: generateAdvertise(rng, vipCompanies.length > 0 ? vipCompanies : companies),
    partnerOffers: generatePartnerOffers(rng, companies),
    affPrograms: generateAffPrograms(rng, companies),
    statistics: generateStatistics(rng, companies, models, articles, dictionaries.federalSubjects, DESIGNERS),
    rss: { renga: generateRss(rng, 'Renga'), archicad: generateRss(rng, 'Archicad') },
    counters: computeCounters(companies, models, articles, DESIGNERS),
    accounts: demoAccounts(manufacturerAccountCompany),
  };
}
