import { matchPath } from 'react-router';
import { isParameterised } from './route-table.ts';

/** Read endpoints whose DTOs link to pages (every DTO link is an `href`). */
export const LINK_SOURCES = ['/api/pages/home', '/api/models', '/api/manufacturers', '/api/articles', '/api/plugins', '/api/cases', '/api/partners'];

/**
 * Pages no read API links to, with where their ids come from: /product/{id} shows
 * a producer's products (spec §7 GET /producer/products/{id}), so its id is a manufacturer's.
 */
const UNLINKED: Record<string, (paths: readonly string[]) => string[]> = {
  '/product/:id': (paths) => paths.flatMap((path) => /^\/manufacturer\/[^/]+\/(\d+)$/.exec(path)?.slice(1).map((id) => `/product/${id}`) ?? []),
};

function collectHrefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectHrefs(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'href' && typeof item === 'string' && item.startsWith('/')) into.add(item);
      else collectHrefs(item, into);
    }
  }
}

/**
 * Real pages for each parameterised, language-neutral pattern of the route
 * table, from the links the read API hands out: up to `perPattern` each.
 */
export async function samplePages(patterns: readonly string[], getJson: (path: string) => Promise<unknown>, perPattern: number): Promise<Map<string, string[]>> {
  const hrefs = new Set<string>();
  for (const source of LINK_SOURCES) collectHrefs(await getJson(source).catch(() => null), hrefs);
  const paths = [...hrefs].map((href) => href.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1'));
  const samples = new Map<string, string[]>();
  for (const pattern of patterns.filter(isParameterised)) {
    const found = [...paths, ...(UNLINKED[pattern]?.(paths) ?? [])].filter((path) => matchPath(pattern, path));
    samples.set(pattern, [...new Set(found)].slice(0, perPattern));
  }
  return samples;
}

/** The pattern without its /en prefix. */
export function neutralPattern(pattern: string): string {
  return pattern.replace(/^\/en(?=\/|$)/, '') || '/';
}
