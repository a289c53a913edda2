import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache of whole documents for anonymous visitors (micro-caching).
 * An anonymous page holds nothing about who asked, so one render can answer
 * everyone who asks for the same URL in the same language for a few seconds;
 * a page that depends on the login never comes here.
 *
 * A cached page is bytes, not work (docs/decisions/0011): it is rendered without a
 * nonce, its inline scripts are allowed by their hashes in its own CSP, and it is
 * kept ready to send in every encoding with an ETag, so a response copies a Buffer.
 */
export interface CachedPage {
  status: number;
  /** The render's headers (never Set-Cookie). */
  headers: Array<[string, string]>;
  /** Empty for a redirect. */
  body: EncodedBodies | null;
  /** Weak validator of the identity bytes, the same for every encoding of them. */
  etag: string;
  /** CSP sources (`'sha256-…'`) of the document's inline scripts, the only ones it may run. */
  scriptHashes: string[];
}

export interface EncodedBodies {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type BodyEncoding = keyof EncodedBodies;

/** What a render hands the cache: the document, before it is hashed and compressed. */
export interface RenderedPage {
  status: number;
  headers: Array<[string, string]>;
  html: Buffer | null;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  /**
   * How long past its TTL a page is still kept, to be served only when the server is
   * too busy to render it again (issue 25, docs/decisions/0025); 0 keeps none.
   */
  staleMs?: number;
  /** Clock in milliseconds; tests pin it. */
  now?: () => number;
}

/** A kept page and how old it is; stale once past the TTL. */
export interface PageLookup {
  page: CachedPage;
  ageMs: number;
  fresh: boolean;
}

export interface PageCache {
  /** A fresh page, or the shared render of it (one per key at a time). */
  get(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage>;
  /** The page kept for a key, fresh or stale, without rendering (a use, for the LRU's order). */
  lookup(key: string): PageLookup | undefined;
  /** Whether a render of this key is under way (a request may join it at no extra cost). */
  rendering(key: string): boolean;
  readonly size: number;
  /** Seconds a shared cache (CDN, nginx) may keep a page: the same short life as here. */
  readonly sharedMaxAgeS: number;
  /** Seconds a page stays fresh here. */
  readonly ttlS: number;
}

/** Only complete, successful or not-found documents are worth keeping. */
export const CACHEABLE_STATUSES = new Set([200, 404]);

/**
 * Whether a rendered page may be kept and sent to others: a cacheable status, and no
 * `no-store` from its loader (a list sent before its slow results, which a crawler or the
 * next visitor must not get in their place).
 */
export function isStorablePage(page: Pick<CachedPage, 'status' | 'headers'>): boolean {
  return CACHEABLE_STATUSES.has(page.status) && !page.headers.some(([name, value]) => name.toLowerCase() === 'cache-control' && /(^|[\s,])no-store\b/i.test(value));
}

/**
 * Brotli at a high quality, paid once per page and refresh in the libuv thread pool
 * (the event loop's core stays free). Measured on the 141 KB /models: quality 10
 * makes 15.5 KB in 52 ms of CPU, 11 makes 15.3 KB in 154 ms, 9 makes 16.9 KB in
 * 22 ms (docs/decisions/0011). Gzip at 9 (22.8 KB, 3 ms) is for clients without brotli.
 */
const BROTLI_QUALITY = 10;
const GZIP_LEVEL = 9;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Inline scripts: a <script> without src, its text exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP hash sources of every inline script in a document, in order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? '';
    if (text === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The document as it will be sent: compressed both ways off the event loop, hashed once. */
export async function preparePage(rendered: RenderedPage): Promise<CachedPage> {
  const html = rendered.html;
  if (html === null || html.byteLength === 0) {
    return { status: rendered.status, headers: rendered.headers, body: null, etag: '', scriptHashes: [] };
  }
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gzipAsync(html, { level: GZIP_LEVEL }),
  ]);
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  return {
    status: rendered.status,
    headers: rendered.headers,
    body: { identity: html, br, gzip: gz },
    etag,
    scriptHashes: inlineScriptHashes(html.toString('utf8')),
  };
}

function pageBytes(page: CachedPage): number {
  if (page.body === null) return 1;
  return page.body.identity.byteLength + page.body.br.byteLength + page.body.gzip.byteLength;
}

interface Kept {
  page: CachedPage;
  storedAt: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? (() => performance.now());
  const staleMs = Math.max(0, options.staleMs ?? 0);
  const cache = new LRUCache<string, Kept>({
    maxSize: options.maxBytes,
    sizeCalculation: (kept) => pageBytes(kept.page),
    // Kept through the stale window; freshness is decided by storedAt.
    ttl: options.ttlMs + staleMs,
    // Read the clock on every lookup: a page is only worth seconds.
    ttlResolution: 0,
    perf: { now },
  });
  const pending = new Map<string, Promise<CachedPage>>();
  const isFresh = (kept: Kept) => now() - kept.storedAt < options.ttlMs;
  return {
    get size() {
      return cache.size;
    },
    sharedMaxAgeS: Math.max(1, Math.floor(options.ttlMs / 1000)),
    ttlS: options.ttlMs / 1000,
    async get(key, render) {
      const hit = cache.get(key);
      if (hit && isFresh(hit)) return hit.page;
      const running = pending.get(key);
      if (running) return running;
      const loading = render()
        .then(preparePage)
        .then((page) => {
          if (isStorablePage(page) && pageBytes(page) <= options.maxBytes / 10) cache.set(key, { page, storedAt: now() });
          return page;
        })
        .finally(() => pending.delete(key));
      pending.set(key, loading);
      return loading;
    },
    lookup(key) {
      const kept = cache.get(key);
      if (!kept) return undefined;
      const ageMs = now() - kept.storedAt;
      // Fresh below the TTL, stale from it for staleMs (the LRU's own bound is one ms looser).
      if (ageMs >= options.ttlMs + staleMs) return undefined;
      return { page: kept.page, ageMs, fresh: ageMs < options.ttlMs };
    },
    rendering(key) {
      return pending.has(key);
    },
  };
}

/**
 * The encoding to send for an Accept-Encoding header: br, else gzip, else identity.
 * A coding refused with q=0 is never chosen; `*` stands for any coding not named.
 */
export function negotiateEncoding(header: string | undefined): BodyEncoding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 says for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch || etag === '') return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
