// Which pages are measured, and their bytes for the static reference.
import { BENCH_HEADERS } from './load.ts';
import type { StaticPage } from './static-server.ts';

/**
 * Every page type the portal has, in the order the bench measures them. A detail
 * page is the first one its list links to (what a visitor would open next).
 */
export const PAGE_KINDS = ['home', 'models', 'model', 'manufacturers', 'manufacturer', 'articles', 'article', 'statreport'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Fixed paths; detail pages are discovered from their list (DETAIL_OF). */
export const LIST_PATHS: Readonly<Record<Exclude<PageKind, 'model' | 'manufacturer' | 'article'>, string>> = {
  home: '/',
  models: '/models',
  manufacturers: '/manufacturers',
  articles: '/articles',
  statreport: '/statreport',
};

/** Which list page links to each detail page, and what its links look like. */
export const DETAIL_OF: Readonly<Record<'model' | 'manufacturer' | 'article', { list: string; link: RegExp }>> = {
  model: { list: '/models', link: /^\/model\/[^/?#\s]+\/[^/?#\s]+$/ },
  manufacturer: { list: '/manufacturers', link: /^\/manufacturer\/[^/?#\s]+\/[^/?#\s]+$/ },
  article: { list: '/articles', link: /^\/articles\/[^/?#\s]+$/ },
};

/** The first link in an HTML document whose path matches, Russian (unprefixed) links first. */
export function findLink(html: string, link: RegExp): string | null {
  let english: string | null = null;
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1] ?? '';
    if (link.test(href)) return href;
    if (english === null && href.startsWith('/en/') && link.test(href.slice(3))) english = href;
  }
  return english;
}

/**
 * HTML elements in a document: its start tags. Script bodies are JSON whose `<` the
 * server escapes, and comments and the doctype start with `<!`, so neither counts.
 */
export function countElements(html: string): number {
  let count = 0;
  for (const _ of html.matchAll(/<[a-zA-Z]/g)) count += 1;
  return count;
}

/** The first model page linked from an HTML document (the catalogue lists model cards); Russian links first. */
export function findModelPath(html: string): string | null {
  return findLink(html, DETAIL_OF.model.link);
}

type DetailKind = keyof typeof DETAIL_OF;
type Card = { href?: unknown; models?: unknown };

/**
 * Where the portal's own JSON API (the one the browser calls) finds a page of each
 * detail kind: the most popular model of the catalogue, the first manufacturer with
 * models, the top article. The portal applies its rules (free and excluded companies),
 * so the bench needs no knowledge of the upstream's data.
 */
const DETAIL_FROM_API: Readonly<Record<DetailKind, { path: string; card: (body: Record<string, Card[] | Card | null | undefined>) => Card | undefined }>> = {
  model: { path: '/api/models', card: (body) => asCards(body.models)[0] },
  manufacturer: { path: '/api/manufacturers', card: (body) => asCards(body.items).find((item) => typeof item.models === 'number' && item.models > 0) },
  article: { path: '/api/articles', card: (body) => asCards(body.top)[0] ?? asCards(body.items)[0] ?? asCards(body.fresh)[0] },
};

function asCards(value: Card[] | Card | null | undefined): Card[] {
  return Array.isArray(value) ? value : value ? [value] : [];
}

/** A detail page the portal's API names, for when its list page links none (a stub, or an empty list); null when it names none. */
export async function detailPathFromApi(origin: string, kind: DetailKind, timeoutMs = 15_000): Promise<string | null> {
  const { path, card } = DETAIL_FROM_API[kind];
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const href = card((await response.json()) as Record<string, Card[] | Card | null>)?.href;
  return typeof href === 'string' && DETAIL_OF[kind].link.test(href) ? href : null;
}

export interface FetchedPage {
  status: number;
  contentType: string;
  body: Uint8Array;
}

/** One GET with the bench's headers and no compression (identity bytes, as autocannon receives). */
export async function fetchPage(origin: string, path: string, timeoutMs = 15_000): Promise<FetchedPage> {
  const response = await fetch(`${origin}${path}`, {
    headers: BENCH_HEADERS,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, contentType: response.headers.get('content-type') ?? 'application/octet-stream', body };
}

/** Captures each page once; a page that is not a 200 would make the comparison meaningless. */
export async function capturePages(origin: string, paths: string[]): Promise<StaticPage[]> {
  const pages: StaticPage[] = [];
  for (const path of paths) {
    const page = await fetchPage(origin, path);
    if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}, not 200: nothing to benchmark`);
    pages.push({ path, contentType: page.contentType, body: page.body });
  }
  return pages;
}

/** `concurrency` identical GETs at once, each on its own connection; resolves to their statuses. */
export async function fireConcurrent(origin: string, path: string, concurrency: number, timeoutMs = 30_000): Promise<number[]> {
  return await Promise.all(
    Array.from({ length: concurrency }, async () => {
      try {
        const page = await fetchPage(origin, path, timeoutMs);
        return page.status;
      } catch {
        return 0;
      }
    }),
  );
}
