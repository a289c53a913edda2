import type { Language } from './language.ts';
import { READING_ROOM_DATE_OFFSET_SHIFT, READING_ROOM_PAGE_SIZE } from '../constants.ts';

interface Versioned<V> {
  lang_versions?: readonly V[] | null;
}

/** The language version for a language: index 0 is Russian, 1 English; falls back to whichever exists. */
export function articleVersion<V>(article: Versioned<V>, lang: Language): V | undefined {
  const versions = article.lang_versions ?? [];
  return (lang === 'en' ? (versions[1] ?? versions[0]) : (versions[0] ?? versions[1])) ?? undefined;
}

/**
 * The version an article page shows: the page's language when that version is
 * published, else the other published one, else whichever exists. Index 0 is
 * Russian, 1 English.
 */
export function shownVersion<V extends { status_lang?: string | null }>(article: Versioned<V>, lang: Language): { version: V; lang: Language } | undefined {
  const versions = article.lang_versions ?? [];
  const order: Language[] = lang === 'en' ? ['en', 'ru'] : ['ru', 'en'];
  const at = (language: Language) => versions[language === 'ru' ? 0 : 1];
  for (const language of order) {
    const version = at(language);
    if (version && version.status_lang === 'Published') return { version, lang: language };
  }
  for (const language of order) {
    const version = at(language);
    if (version) return { version, lang: language };
  }
  return undefined;
}

/**
 * Spec §9 reading room: 10 a page; with no search and the date sort the newest
 * 3 are shown apart (as 'new articles'), so the list starts 3 later and counts
 * 3 fewer. Any other query pages from the start.
 */
export function readingRoomWindow(query: { page: number; search: string; sort: 'date' | 'views' }, upstreamTotal = 0): {
  offset: number;
  limit: number;
  shift: number;
  total: number;
  totalPages: number;
} {
  const shift = !query.search && query.sort === 'date' ? READING_ROOM_DATE_OFFSET_SHIFT : 0;
  const page = Math.max(1, Math.floor(query.page) || 1);
  const total = Math.max(0, Math.floor(upstreamTotal) - shift);
  return { offset: (page - 1) * READING_ROOM_PAGE_SIZE + shift, limit: READING_ROOM_PAGE_SIZE, shift, total, totalPages: Math.ceil(total / READING_ROOM_PAGE_SIZE) };
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
