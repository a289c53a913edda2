// What every route module of the demo upstream shares: the dataset, public views of
// its records, and the in-memory state that calls change (votes, views, tickets, tokens).

import type { Article, ArticleListItem, Company, CompanySearchItem, VipCompany } from '#shared/types/index.ts';
import type { CompanyRecord, Dataset } from './dataset/index.ts';
import type { GeneratedCache } from './products/generated-cache.ts';
import { createGeneratedCache } from './products/generated-cache.ts';

export interface VoteState {
  like: number;
  dislike: number;
  votes: Map<string, 'like' | 'dislike'>;
}

export interface DemoState {
  votes: Map<string, VoteState>;
  /** 'model:<id>:<uuid>' / 'article:<id>:<uuid>' pairs already counted. */
  views: Set<string>;
  needModels: Array<{ id: number; received_at: string; data: Record<string, unknown> }>;
  tickets: Array<{ id: number; received_at: string; data: Record<string, unknown> }>;
  events: Array<{ channel: 'rabbit' | 'event' | 'log'; received_at: string; data: Record<string, unknown> }>;
  webhooks: Map<string, Array<{ id: number; received_at: string; data: Record<string, unknown> }>>;
  nextId: number;
}

export interface DemoContext {
  dataset: Dataset;
  state: DemoState;
  publicCompany: Map<number, Company>;
  searchItem: Map<number, CompanySearchItem>;
  vipCompanies: VipCompany[];
  /** IFC files, glTF previews and pictures made on demand, bounded by bytes. */
  generated: GeneratedCache;
}

/** Keeps in-memory lists bounded however long the demo upstream runs. */
export function pushBounded<T>(list: T[], item: T, limit = 500): void {
  list.push(item);
  if (list.length > limit) list.splice(0, list.length - limit);
}

export function toPublicCompany(record: CompanyRecord): Company {
  const { classPool: _classPool, weight: _weight, tariffs: _tariffs, isRussian: _isRussian, sectionByType: _sectionByType, ...company } = record;
  return company;
}

function toSearchItem(company: CompanyRecord): CompanySearchItem {
  return {
    id: company.id,
    uuid: company.uuid,
    name_short: company.name_short,
    name_en: company.name_en,
    name_full: company.name_full,
    alias: company.alias,
    logo: company.logo,
    img120x120: company.img120x120,
    description: company.description,
    description_en: company.description_en,
    vip_status: company.vip_status,
    created_at: company.created_at,
    sort_by_models: company.sort_by_models,
    counter_models: company.counters.counter_models,
    country: company.country,
    categories: company.categories,
  };
}

export function toArticleListItem(article: Article): ArticleListItem {
  return { ...article, lang_versions: article.lang_versions.map(({ body: _body, ...version }) => version) };
}

export function createContext(dataset: Dataset): DemoContext {
  const publicCompany = new Map(dataset.companies.map((company) => [company.id, toPublicCompany(company)]));
  const searchItem = new Map(dataset.companies.map((company) => [company.id, toSearchItem(company)]));
  // Every company showing its logo in the library; the portal keeps those on the two VIP plans.
  const vipCompanies: VipCompany[] = dataset.companies
    .filter((company) => company.vip_status)
    .sort((a, b) => b.sort_by_models - a.sort_by_models || a.id - b.id)
    .map((company) => ({
      id: company.id,
      uuid: company.uuid,
      name_short: company.name_short,
      name_en: company.name_en,
      alias: company.alias,
      logo: company.logo,
      tariff_plan_id: company.tariff_plan.id,
      libraryDisplayLogo: company.tariff_plan.features.libraryDisplayLogo,
    }));
  return {
    dataset,
    publicCompany,
    searchItem,
    vipCompanies,
    generated: createGeneratedCache(),
    state: { votes: new Map(), views: new Set(), needModels: [], tickets: [], events: [], webhooks: new Map(), nextId: 1 },
  };
}
