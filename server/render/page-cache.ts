import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache of whole documents for anonymous visitors (micro-caching).
 * An anonymous page holds nothing about who asked, so one render can answer
 * everyone who asks for the same URL in the same language for a few seconds;
 * a page that depends on the login never comes here. The CSP nonce differs per
 * response: documents are rendered with a random placeholder that each
 * response replaces with its own nonce.
 */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  html: string;
  /** Stands for the nonce inside `html`. */
  placeholder: string;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  /** Clock in milliseconds; tests pin it. */
  now?: () => number;
}

export interface PageCache {
  get(key: string, render: (placeholder: string) => Promise<CachedPage>): Promise<CachedPage>;
  readonly size: number;
}

/** Only complete, successful or not-found documents are worth keeping. */
export const CACHEABLE_STATUSES = new Set([200, 404]);

export function createPageCache(options: PageCacheOptions): PageCache {
  const cache = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.html.length * 2),
    ttl: options.ttlMs,
    // Read the clock on every lookup: a page is only worth seconds.
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  const pending = new Map<string, Promise<CachedPage>>();
  return {
    get size() {
      return cache.size;
    },
    async get(key, render) {
      const hit = cache.get(key);
      if (hit) return hit;
      const running = pending.get(key);
      if (running) return running;
      const placeholder = `nonce-${randomBytes(12).toString('hex')}`;
      const loading = render(placeholder)
        .then((page) => {
          if (CACHEABLE_STATUSES.has(page.status) && page.html.length * 2 <= options.maxBytes / 10) cache.set(key, page);
          return page;
        })
        .finally(() => pending.delete(key));
      pending.set(key, loading);
      return loading;
    },
  };
}

/** The cached document with this response's nonce in place of the placeholder. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.html.split(page.placeholder).join(nonce);
}
