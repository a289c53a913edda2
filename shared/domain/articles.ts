import type { Language } from './language.ts';

interface Versioned<V> {
  lang_versions?: readonly V[] | null;
}

/** The language version for a language: index 0 is Russian, 1 English; falls back to whichever exists. */
export function articleVersion<V>(article: Versioned<V>, lang: Language): V | undefined {
  const versions = article.lang_versions ?? [];
  return (lang === 'en' ? (versions[1] ?? versions[0]) : (versions[0] ?? versions[1])) ?? undefined;
}

/** Spec §5: a case is kept only when its second language version is Published. */
export function isCaseVisible(article: Versioned<{ status_lang?: string | null }>): boolean {
  return article.lang_versions?.[1]?.status_lang === 'Published';
}

/** Spec §5: an article answer is found only when its status_code is 200. */
export function isArticleFound(body: { status_code?: unknown } | null | undefined): boolean {
  return body?.status_code === 200;
}

function time(pubDate: string | null | undefined): number {
  const value = pubDate ? Date.parse(pubDate) : NaN;
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
}

/** Spec §9: RSS items newest first; undated items go last, in their original order. */
export function sortRssNewestFirst<T extends { pubDate?: string | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, at: time(item.pubDate) }))
    .sort((a, b) => (b.at === a.at ? a.index - b.index : b.at > a.at ? 1 : -1))
    .map((entry) => entry.item);
}

/** Spec §5: a statistics answer that is missing or empty is an error. */
export function isEmptyStatistics(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object') return Object.keys(data).length === 0;
  return false;
}
