import { PLUGIN_DEFAULT_WEIGHT } from '../constants.ts';
import type { Language } from './language.ts';
import { articleVersion } from './articles.ts';
import { manufacturerPath } from './links.ts';
import { slugify } from './slug.ts';

export const PLUGIN_PRODUCTS = ['revit', 'archicad', 'renga', 'civil3d', 'modelstudiocs', 'ifc'] as const;
export type PluginProductName = (typeof PLUGIN_PRODUCTS)[number];

export interface PluginVersion {
  title?: string | null;
  status_lang?: string | null;
  weight?: number | null;
}

export interface PluginPost {
  id: number;
  url: string;
  logo?: string | null;
  image?: string | null;
  product?: string | null;
  company_id?: number | null;
  companyNameShort?: string | null;
  companyNameShort_en?: string | null;
  /** JSON-encoded list of the company's tariff features. */
  tariffs?: string | null;
  lang_versions?: readonly PluginVersion[] | null;
}

export interface PluginCard {
  id: number;
  url: string;
  logo: string;
  title: string;
  company: string;
  companyId: number;
  weight: number;
  status: 'Published' | 'Draft';
  /** Products whose own plugin page lists it (spec §3 is{product}Plugin). */
  products: PluginProductName[];
  isDraft: boolean;
  isPublished: boolean;
  /** Spec §2: the company page, plugins tab, with the article id in the hash. */
  href: string;
}

/** The tariffs JSON of a post; anything unreadable is no tariff at all. */
export function parseTariffs(json: string | null | undefined): Array<Record<string, unknown>> {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
    return list.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object' && !Array.isArray(item));
  } catch {
    return [];
  }
}

/** Spec §5: a plugin needs a tariff with allowPluginPage true. */
export function hasPluginPageTariff(post: Pick<PluginPost, 'tariffs'>): boolean {
  return parseTariffs(post.tariffs).some((tariff) => tariff.allowPluginPage === true);
}

/** Status and weight come from the second language version (spec §3); status defaults to Published. */
function statusOf(post: PluginPost): 'Published' | 'Draft' {
  const status = post.lang_versions?.[1]?.status_lang ?? 'Published';
  return status === 'Published' ? 'Published' : 'Draft';
}

function weightOf(post: PluginPost): number {
  const weight = post.lang_versions?.[1]?.weight;
  return typeof weight === 'number' && Number.isFinite(weight) ? weight : PLUGIN_DEFAULT_WEIGHT;
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Spec §3: is{product}Plugin when the post is for that product or its company is the product's own. */
function productsOf(post: PluginPost): PluginProductName[] {
  const company = compact(post.companyNameShort ?? '');
  return PLUGIN_PRODUCTS.filter((product) => post.product === product || company === product);
}

export function toPluginCard(post: PluginPost, lang: Language): PluginCard {
  const status = statusOf(post);
  const company = post.companyNameShort ?? '';
  // English pages name the company in English wherever it has an English name (issue 22); the link keeps the Russian name's slug.
  const shownCompany = (lang === 'en' && post.companyNameShort_en) || company;
  const companyId = post.company_id ?? 0;
  return {
    id: post.id,
    url: post.url,
    logo: post.logo || post.image || '',
    title: articleVersion(post, lang)?.title ?? '',
    company: shownCompany,
    companyId,
    weight: weightOf(post),
    status,
    products: productsOf(post),
    isDraft: status === 'Draft',
    isPublished: status === 'Published',
    href: manufacturerPath(slugify(company), companyId, { tab: 'plugins', hash: post.id }),
  };
}

/**
 * Spec §5/§9: only posts with a plugin-page tariff and Published status, weight
 * ascending (missing weight is 1); equal weights keep the upstream order.
 */
export function selectPlugins(posts: readonly PluginPost[], lang: Language): PluginCard[] {
  return posts
    .filter((post) => hasPluginPageTariff(post))
    .map((post, index) => ({ card: toPluginCard(post, lang), index }))
    .filter(({ card }) => card.isPublished)
    .sort((a, b) => a.card.weight - b.card.weight || a.index - b.index)
    .map(({ card }) => card);
}
