// The JavaScript a first visit to a page downloads before it is interactive:
// the entry and its static imports, the page language's texts, and the page's
// route module with its static imports and the texts in the page language it
// imports (what the server's modulepreload hints list). Other dynamic imports
// (three.js, the request form) are not first load.
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  /** Reached only through import(): a page, a locale, or code loaded after the first load. */
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'client/entry.client.tsx';

/** Issue 4 and 15: at most 120 KB of gzipped JavaScript before any page is interactive. */
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

/** Issue 21: at most 14 KB of gzipped CSS in a page's head (the shell's stylesheet and the page's, decision 0031). */
export const FIRST_LOAD_CSS_BUDGET_BYTES = 14 * 1024;

/**
 * Page types still over the budget (issue 15 is open for them; docs/decisions/0018 lists
 * what comes next), each held to the size it had when it was written here, so it can only
 * shrink: growing past it fails like a page over the budget, and a page that fits again
 * must leave this list (`npm run size` says so and fails), so it cannot quietly grow back.
 */
export const OVER_BUDGET_CEILINGS_BYTES: Readonly<Record<string, number>> = {
  // None: every page type fits the budget.
};

/** What a page type may weigh: the budget, or its ceiling while it is over. */
export function firstLoadLimit(id: string): number {
  return OVER_BUDGET_CEILINGS_BYTES[id] ?? FIRST_LOAD_BUDGET_BYTES;
}

/**
 * Every page type of client/routes.ts (id and route module), read from its source:
 * the route table imports components, which a plain Node script cannot load. A
 * module shared by several ids (enter and oauthCode) is measured once.
 */
export function pageSources(routesSource: string): Array<{ id: string; source: string }> {
  const pages: Array<{ id: string; source: string }> = [];
  const seen = new Set<string>();
  for (const match of routesSource.matchAll(/\{\s*id:\s*'([^']+)'[^{}]*?source:\s*'([^']+)'/g)) {
    const [, id = '', source = ''] = match;
    if (seen.has(source)) continue;
    seen.add(source);
    pages.push({ id, source });
  }
  // Pages built from a list (plugin products) name their source once, without a literal id.
  for (const match of routesSource.matchAll(/source:\s*'([^']+)'/g)) {
    const source = match[1] ?? '';
    if (seen.has(source)) continue;
    seen.add(source);
    // client/routes/<page>/route.tsx is named by its folder.
    const base = path.basename(source).replace(/\.tsx?$/, '');
    pages.push({ id: base === 'route' ? path.basename(path.dirname(source)) : base, source });
  }
  return pages;
}

/** Manifest keys a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/**
 * Texts modules in one language (`shared/i18n/texts/<area>.ts?lang=<locale>`) that the chunks
 * of `keys` import dynamically: a page waits for them before it renders (registerLanguageTexts).
 */
export function languageTexts(manifest: Manifest, keys: Iterable<string>, locale: 'ru' | 'en'): string[] {
  return [...keys].flatMap((key) => (manifest[key]?.dynamicImports ?? []).filter((dep) => dep.endsWith(`?lang=${locale}`)));
}

/** Output files of a first load of `routeSource` in `locale`, entry first, without duplicates. */
export function firstLoadFiles(manifest: Manifest, routeSource: string, locale: 'ru' | 'en' = 'ru'): string[] {
  const keys = new Set<string>();
  for (const start of [CLIENT_ENTRY, `shared/i18n/locales/${locale}.ts`, routeSource]) staticClosure(manifest, start, keys);
  for (const texts of languageTexts(manifest, staticClosure(manifest, routeSource), locale)) staticClosure(manifest, texts, keys);
  return [...keys].map((key) => manifest[key]?.file).filter((file): file is string => typeof file === 'string' && file.endsWith('.js'));
}

export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length;
}
