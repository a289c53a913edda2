// Upstream entities -> the DTOs of shared/api, in the request's language. Upstream
// answers are checked only for the fields the calls rely on, so everything here
// reads defensively: a missing or mistyped field becomes an empty value, never a crash.
import type { Language } from '#shared/domain/language.ts';
import type { Company, CompanySearchItem, ModelImage, ModelListItem, Article, ArticleListItem } from '#shared/types/index.ts';
import type { ArticleCardDto, CompanyCardDto, ManufacturerCardDto, ModelCardDto, OptionDto } from '#shared/api/dto.ts';
import { articlePath, manufacturerPath, modelPath } from '#shared/domain/links.ts';
import { isModelMuted, isVipCompany } from '#shared/domain/companies.ts';
import { articleVersion } from '#shared/domain/articles.ts';
import { safeSlug, slugify } from '#shared/domain/slug.ts';
import { summarise } from '#shared/domain/text.ts';

export function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

export function strOrNull(value: unknown): string | null {
  const text = str(value);
  return text === '' ? null : text;
}

/** A non-negative integer (ids, counts); anything else is 0. */
export function count(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
}

export function numOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function num(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
}

export function bool(value: unknown): boolean {
  return value === true;
}

export function list<T = unknown>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** Russian text, or its English twin for English pages; either falls back to the other. */
export function pick(lang: Language, ru: unknown, en: unknown): string {
  const a = str(ru);
  const b = str(en);
  return lang === 'en' ? b || a : a || b;
}

export function mainImage(images: unknown): string | null {
  const all = list<Partial<ModelImage>>(images).filter((image) => image && typeof image === 'object');
  const main = all.find((image) => image.is_main === true) ?? all[0];
  return strOrNull(main?.url);
}

export function toModelCard(item: Partial<ModelListItem>, lang: Language): ModelCardDto {
  const company = (item.group_company && typeof item.group_company === 'object' ? item.group_company : {}) as Partial<ModelListItem['group_company']>;
  const id = count(item.id);
  const name = pick(lang, item.name, item.name_en);
  const alias = str(item.alias) || slugify(name, 'model');
  return {
    id,
    alias,
    name,
    code: str(item.name_short),
    image: mainImage(item.images),
    href: modelPath(alias, id, lang),
    companyId: count(company.id ?? item.company_id),
    // One name per manufacturer in each language: the model page and the manufacturer pages pick the same way.
    companyName: pick(lang, company.name_short, company.name_en),
    companyAlias: safeSlug(str(company.alias)),
    views: count(item.views),
    downloads: count(item.downloads),
    likes: count(item.like_dislike?.like),
    has3d: bool(item.is_viewer3d),
    hasAr: bool(item.armodels),
    muted: isModelMuted({ restriction: list(item.restriction) }, company.allowModelsMuting),
  };
}

export function toModelCards(items: unknown, lang: Language): ModelCardDto[] {
  return list<Partial<ModelListItem>>(items)
    .filter((item) => item && typeof item === 'object' && count(item.id) > 0)
    .map((item) => toModelCard(item, lang));
}

/** What every card of a company shows: its names and where its page is (the alias falls back to the name's slug). */
function companyIdentity(source: { id?: unknown; uuid?: unknown; name_full?: unknown; alias?: unknown }, name: string) {
  const id = count(source.id);
  // Spec §3: a company without an alias is 'company' in links.
  const alias = safeSlug(str(source.alias));
  return { id, uuid: str(source.uuid), name, fullName: str(source.name_full) || name, alias, href: manufacturerPath(alias, id) };
}

export function toCompanyCard(company: Partial<Company>, lang: Language, vipPlanIds: readonly string[]): CompanyCardDto {
  const plan = company.tariff_plan;
  return {
    ...companyIdentity(company, pick(lang, company.name_short, company.name_en)),
    logo: strOrNull(company.logo),
    vip: plan ? isVipCompany({ tariff_plan_id: plan.id, libraryDisplayLogo: bool(plan.features?.libraryDisplayLogo) }, vipPlanIds) : false,
  };
}

export function toManufacturerCard(item: Partial<CompanySearchItem>, lang: Language): ManufacturerCardDto {
  return {
    ...companyIdentity(item, pick(lang, item.name_short, item.name_en)),
    logo: strOrNull(item.img120x120) ?? strOrNull(item.logo),
    summary: summarise(pick(lang, item.description, item.description_en)),
    vip: bool(item.vip_status),
    models: count(item.counter_models ?? item.sort_by_models),
    createdAt: str(item.created_at),
    country: str(item.country),
  };
}

export function toArticleCard(article: Partial<Article | ArticleListItem>, lang: Language): ArticleCardDto {
  const id = count(article.id);
  const version = articleVersion(article as { lang_versions?: Array<{ title?: unknown; description?: unknown }> }, lang);
  return {
    id,
    url: str(article.url),
    href: articlePath(id),
    title: str(version?.title),
    summary: summarise(str(version?.description)),
    image: strOrNull(article.image),
    companyName: pick(lang, article.companyNameShort, article.companyNameShort_en) || null,
    companyLogo: strOrNull(article.companyLogo),
    views: count(article.views),
    publishedAt: str(article.published_at) || str(article.created_at),
  };
}

export function toArticleCards(items: unknown, lang: Language): ArticleCardDto[] {
  return list<Partial<Article>>(items)
    .filter((item) => item && typeof item === 'object' && count(item.id) > 0)
    .map((item) => toArticleCard(item, lang));
}

/** Dictionary rows ({id, name, name_en} or {id, text, text_en}) as options. */
export function toOptions(items: unknown, lang: Language): OptionDto[] {
  return list<Record<string, unknown>>(items)
    .filter((item) => item && typeof item === 'object' && (typeof item.id === 'number' || typeof item.id === 'string'))
    .map((item) => {
      const option: OptionDto = {
        value: str(item.id),
        label: 'text' in item ? pick(lang, item.text, item.text_en) : pick(lang, item.name, item.name_en),
      };
      const n = item.models_count ?? item.count;
      if (typeof n === 'number' && Number.isFinite(n) && n >= 0) option.count = Math.floor(n);
      return option;
    })
    .filter((option) => option.label !== '');
}
