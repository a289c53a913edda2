// Which sitemap files exist and what one page of the site contributes to them.
// Pure: the service feeds it counts and pages, the tests feed it numbers.
import type { SitemapItemLoose } from 'sitemap';
import { LANGUAGES } from '#shared/constants.ts';
import { localisePath, type Language } from '#shared/domain/language.ts';

/** Below the protocol's 50,000 so that a file never reaches the limit however its pages are counted. */
export const SITEMAP_MAX_URLS = 45_000;
/** Each page is listed once per language. */
export const PAGES_PER_FILE = SITEMAP_MAX_URLS / LANGUAGES.length;
/** Files with more URLs than this are sent gzip-compressed (.xml.gz), as the protocol allows. */
export const SITEMAP_GZIP_MIN_URLS = 1_000;

export const SITEMAP_KINDS = ['pages', 'models', 'manufacturers', 'articles', 'cases'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One page of the site, by its language-neutral path. */
export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, where the data has one. */
  lastmod?: string;
}

export interface SitemapFile {
  /** File name under /sitemaps/, e.g. 'models-2.xml.gz'. */
  name: string;
  kind: SitemapKind;
  /** Pages of this kind the file covers: [offset, offset + limit). */
  offset: number;
  limit: number;
  gzip: boolean;
}

/** The files of the index: each kind split into files of at most PAGES_PER_FILE pages (SITEMAP_MAX_URLS URLs). */
export function planFiles(counts: Readonly<Record<SitemapKind, number>>): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (const kind of SITEMAP_KINDS) {
    const total = Math.max(0, Math.floor(counts[kind]));
    const parts = Math.ceil(total / PAGES_PER_FILE);
    for (let part = 0; part < parts; part += 1) {
      const offset = part * PAGES_PER_FILE;
      const limit = Math.min(PAGES_PER_FILE, total - offset);
      const gzip = limit * LANGUAGES.length > SITEMAP_GZIP_MIN_URLS;
      files.push({ name: `${kind}-${part + 1}.xml${gzip ? '.gz' : ''}`, kind, offset, limit, gzip });
    }
  }
  return files;
}

/** A file name as the index lists it, or undefined. */
export function findFile(files: readonly SitemapFile[], name: string): SitemapFile | undefined {
  return files.find((file) => file.name === name);
}

/**
 * The page in every language, each naming all its language versions and
 * x-default (the Russian page), as the pages' own hreflang links do.
 */
export function entryItems(origin: string, entry: SitemapEntry): SitemapItemLoose[] {
  const base = origin.replace(/\/+$/, '');
  const url = (lang: Language) => base + localisePath(entry.path, lang);
  const links = [...LANGUAGES.map((lang) => ({ lang, url: url(lang) })), { lang: 'x-default', url: url('ru') }];
  const lastmod = validDate(entry.lastmod);
  return LANGUAGES.map((lang) => ({ url: url(lang), links, ...(lastmod ? { lastmod } : {}) }));
}

/** A date the sitemap can carry (W3C datetime), or undefined for missing or garbage values. */
function validDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}
