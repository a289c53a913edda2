// Generated files (IFC, glTF, pictures) are made on first request and kept in one
// cache bounded by bytes, so a long-running demo never grows past the bound and a
// repeated request costs a lookup. Each entry carries its ETag.

import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface GeneratedFile {
  body: Buffer;
  /** A strong validator: the body's hash, quoted. */
  etag: string;
}

/** 24 MB: every IFC file of the demo is well under 1 MB, pictures and previews tens of KB. */
export const GENERATED_CACHE_BYTES = 24 * 1024 * 1024;

export interface GeneratedCache {
  get(key: string, make: () => string | Buffer): GeneratedFile;
  readonly size: number;
  readonly bytes: number;
}

export function createGeneratedCache(maxBytes = GENERATED_CACHE_BYTES): GeneratedCache {
  const cache = new LRUCache<string, GeneratedFile>({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.body.length + 64) });
  return {
    get(key, make) {
      let entry = cache.get(key);
      if (!entry) {
        const made = make();
        const body = typeof made === 'string' ? Buffer.from(made, 'utf8') : made;
        entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        cache.set(key, entry);
      }
      return entry;
    },
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}
