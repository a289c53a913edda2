// The sitemap index and its files, generated on first request and kept for
// SITEMAP_TTL_MS; after that a request gets the kept copy at once while a new
// one is generated in the background (lru-cache's stale-while-revalidate), and
// the kept copy keeps being served if the upstream fails meanwhile.
import { LRUCache } from 'lru-cache';
import type { SitemapSource } from '#server/services/sitemap.ts';
import { findFile, planFiles, SITEMAP_KINDS, type SitemapFile, type SitemapKind } from './plan.ts';
import { renderIndex, renderSitemap } from './render.ts';

/** How long a generated file is fresh: the catalogue changes daily, not by the minute. */
export const SITEMAP_TTL_MS = 60 * 60 * 1000;
/** Bound on the generated files kept in memory; beyond it the least wanted are generated again on request. */
export const SITEMAP_CACHE_BYTES = 32 * 1024 * 1024;
/** Where the files live under the front host. */
export const SITEMAP_FILES_PATH = '/sitemaps/';

export interface SitemapDocument {
  body: Buffer;
  gzip: boolean;
}

export interface Sitemaps {
  index(): Promise<SitemapDocument>;
  /** A file the index names, or null for any other name. */
  file(name: string): Promise<SitemapDocument | null>;
}

export interface SitemapsOptions {
  source: SitemapSource;
  publicOrigin: string;
  ttlMs?: number;
  maxBytes?: number;
  /** Clock in milliseconds for freshness and the index's lastmod; tests pin it. */
  now?: () => number;
}

interface Plan {
  files: SitemapFile[];
  generatedAt: string;
}

export function createSitemaps(options: SitemapsOptions): Sitemaps {
  const origin = options.publicOrigin.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const common = {
    ttl: options.ttlMs ?? SITEMAP_TTL_MS,
    ttlResolution: 0,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchRejection: true,
    ...(options.now ? { perf: { now: options.now } } : {}),
  } as const;

  const plans = new LRUCache<'plan', Plan>({
    max: 1,
    ...common,
    fetchMethod: async () => {
      const counts = Object.fromEntries(await Promise.all(SITEMAP_KINDS.map(async (kind) => [kind, await options.source.count(kind)] as const))) as Record<SitemapKind, number>;
      return { files: planFiles(counts), generatedAt: new Date(now()).toISOString() };
    },
  });
  const documents = new LRUCache<string, SitemapDocument>({
    maxSize: options.maxBytes ?? SITEMAP_CACHE_BYTES,
    sizeCalculation: (document) => Math.max(1, document.body.length),
    ...common,
    fetchMethod: async (name) => {
      // A document is generated from a fresh plan (this runs in the background when the document is stale).
      const plan = await currentPlan(false);
      if (name === '') {
        const urls = plan.files.map((file) => `${origin}${SITEMAP_FILES_PATH}${file.name}`);
        return { body: await renderIndex(urls, plan.generatedAt), gzip: false };
      }
      const file = findFile(plan.files, name);
      if (!file) return undefined;
      return { body: await renderSitemap(origin, options.source.entries(file.kind, file.offset, file.limit), file.gzip), gzip: file.gzip };
    },
  });

  async function currentPlan(allowStale = true): Promise<Plan> {
    const plan = await plans.fetch('plan', { allowStale });
    if (!plan) throw new Error('sitemap plan unavailable');
    return plan;
  }

  return {
    async index() {
      const document = await documents.fetch('');
      if (!document) throw new Error('sitemap index unavailable');
      return document;
    },
    async file(name) {
      // Unknown names never reach the upstream beyond the (cached) plan.
      if (!findFile((await currentPlan()).files, name)) return null;
      return (await documents.fetch(name)) ?? null;
    },
  };
}
