import { LRUCache } from 'lru-cache';
import type { CacheMetrics } from '#server/metrics/registry.ts';

/**
 * How long an upstream answer is served fresh, then for how much longer it may be
 * served stale while one background load refreshes it. Past both windows a stale
 * value is still served if the upstream fails (stale-if-error), as long as the
 * byte-bounded LRU has kept it.
 */
export type CacheClass = 'dictionary' | 'list' | 'page' | 'counters' | 'short' | 'file';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const CACHE_POLICY: Record<CacheClass, { ttlMs: number; staleMs: number }> = {
  // Categories, file types, rooms, federal subjects: change a few times a year.
  dictionary: { ttlMs: HOUR, staleMs: 24 * HOUR },
  // Catalogue searches, article and manufacturer lists: new items should show within a minute.
  list: { ttlMs: MINUTE, staleMs: 10 * MINUTE },
  // One model, article or manufacturer.
  page: { ttlMs: MINUTE, staleMs: 10 * MINUTE },
  // Site-wide counters and statistics: approximate by nature.
  counters: { ttlMs: 5 * MINUTE, staleMs: HOUR },
  // Things that should look live (ads, main-page blocks) but must not hit the upstream per request.
  short: { ttlMs: 10 * SECOND, staleMs: MINUTE },
  // Facts derived from an uploaded file (an IFC file's contents), keyed by the file's address
  // and size: a new version is a new key, so they only age out to bound a file replaced in place.
  file: { ttlMs: 24 * HOUR, staleMs: 7 * 24 * HOUR },
};

/**
 * How long a request waits for the upstream when the cache still holds an
 * answer past its stale window: then the held answer is served and the load
 * goes on in the background, bounded by the upstream deadline (spec §9's 15 s
 * for GET). A hanging upstream thus costs a page this much, not 15 s per call.
 */
export const STALE_SOFT_DEADLINE_MS = 1_500;

export interface ResponseCacheStats {
  /** Answered from the cache without waiting: fresh, or stale while revalidating. */
  hits: number;
  /** Started a load. */
  misses: number;
  /** Joined a load already in flight for the same key. */
  coalesced: number;
  /** Answered with a stale value: while revalidating, or because the load failed. */
  staleServed: number;
  /** Entries held. */
  size: number;
  /** Bytes held: the estimated heap size of the values (heapBytes) plus the keys. */
  calculatedSize: number;
}

/**
 * A response cache shared by every request of one app instance.
 *
 * NOTHING THAT DEPENDS ON THE LOGIN MAY BE PUT IN THIS CACHE: it is shared by all
 * users, so a value loaded with one user's token would be served to the next user.
 * Only anonymous, public upstream answers belong here, keyed by cacheKey().
 *
 * Values are shared by reference between callers: treat them as immutable (copy
 * before sorting or editing).
 */
export interface ResponseCache {
  get<T>(key: string, cacheClass: CacheClass, load: () => Promise<T>): Promise<T>;
  /** Drops the value and makes a load in flight for the key not store its result. */
  delete(key: string): void;
  clear(): void;
  readonly stats: ResponseCacheStats;
}

interface Entry {
  value: unknown;
  freshUntil: number;
  staleUntil: number;
}

interface Flight {
  promise: Promise<{ value: unknown; stale: boolean }>;
  cancelled: boolean;
}

export function createResponseCache(options: {
  maxBytes: number;
  policy?: Partial<typeof CACHE_POLICY>;
  metrics?: CacheMetrics;
  now?: () => number;
  /** Overrides STALE_SOFT_DEADLINE_MS (tests). */
  softDeadlineMs?: number;
  /**
   * Called when a load failed but the caller got a stale value instead (a failed
   * background refresh, or stale-if-error), so the failure can still be logged.
   */
  onHiddenError?: (key: string, error: unknown) => void;
}): ResponseCache {
  const { maxBytes, metrics } = options;
  if (!Number.isInteger(maxBytes) || maxBytes < 10) throw new TypeError(`Cache maxBytes must be an integer >= 10, got ${String(maxBytes)}`);
  const policy: Record<CacheClass, { ttlMs: number; staleMs: number }> = { ...CACHE_POLICY, ...options.policy };
  const now = options.now ?? Date.now;
  const softDeadlineMs = options.softDeadlineMs ?? STALE_SOFT_DEADLINE_MS;
  /** Loads still running past their soft deadline. */
  let overdue = 0;
  // One value may take at most a tenth of the cache, so a single huge answer cannot flush everything else.
  const maxEntryBytes = Math.floor(maxBytes / 10);
  const lru = new LRUCache<string, Entry>({ maxSize: maxBytes, maxEntrySize: maxEntryBytes });
  const inflight = new Map<string, Flight>();
  const counts = { hits: 0, misses: 0, coalesced: 0, staleServed: 0 };

  const reportBytes = () => metrics?.setBytes(lru.calculatedSize);

  function store(key: string, cacheClass: CacheClass, value: unknown): void {
    const size = entrySize(key, value);
    if (size === undefined || size > maxEntryBytes) {
      // Too big or not serialisable: not cached; an older value for the key is outdated now.
      lru.delete(key);
    } else {
      const at = now();
      const { ttlMs, staleMs } = policy[cacheClass];
      lru.set(key, { value, freshUntil: at + ttlMs, staleUntil: at + ttlMs + staleMs }, { size });
    }
    reportBytes();
  }

  function start(key: string, cacheClass: CacheClass, load: () => Promise<unknown>): Flight {
    // Registered before the load runs: a load that throws synchronously settles
    // (and unregisters) before start() returns.
    const flight = { cancelled: false } as Flight;
    inflight.set(key, flight);
    flight.promise = (async () => {
      try {
        const value = await load();
        if (!flight.cancelled) store(key, cacheClass, value);
        return { value, stale: false };
      } catch (error) {
        // Failed loads are never stored; a value we still hold beats an error page.
        const previous = flight.cancelled ? undefined : lru.peek(key, { allowStale: true });
        if (!previous) throw error;
        options.onHiddenError?.(key, error);
        return { value: previous.value, stale: true };
      } finally {
        if (inflight.get(key) === flight) inflight.delete(key);
      }
    })();
    return flight;
  }

  function servedStale(cacheClass: CacheClass): void {
    counts.staleServed += 1;
    metrics?.staleServed(cacheClass);
  }

  async function get<T>(key: string, cacheClass: CacheClass, load: () => Promise<T>): Promise<T> {
    const entry = lru.get(key);
    const at = now();
    if (entry && at < entry.freshUntil) {
      counts.hits += 1;
      metrics?.hit(cacheClass);
      return entry.value as T;
    }
    if (entry && at < entry.staleUntil) {
      counts.hits += 1;
      metrics?.hit(cacheClass);
      servedStale(cacheClass);
      if (!inflight.has(key)) {
        // Settles with the stale value if the refresh fails (reported via onHiddenError);
        // rejects only if the entry was deleted meanwhile, and then nobody is waiting.
        start(key, cacheClass, load).promise.catch(() => undefined);
      }
      return entry.value as T;
    }
    let flight = inflight.get(key);
    if (flight) {
      counts.coalesced += 1;
      metrics?.coalesced(cacheClass);
    } else {
      counts.misses += 1;
      metrics?.miss(cacheClass);
      flight = start(key, cacheClass, load);
    }
    // Past both windows the held answer still beats a slow upstream: wait a little, then serve it.
    // While another load has already overrun that wait, the upstream looks stuck: do not wait at
    // all, so a page whose loaders call one after another pays the soft deadline once, not per call.
    if (entry && overdue > 0) {
      flight.promise.catch(() => undefined);
      servedStale(cacheClass);
      return entry.value as T;
    }
    const result = entry ? await withinSoftDeadline(flight.promise, entry) : await flight.promise;
    if (result.stale) servedStale(cacheClass);
    return result.value as T;
  }

  function withinSoftDeadline(load: Promise<{ value: unknown; stale: boolean }>, held: Entry): Promise<{ value: unknown; stale: boolean }> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<{ value: unknown; stale: boolean }>((resolve) => {
      timer = setTimeout(() => {
        overdue += 1;
        void load.finally(() => {
          overdue -= 1;
        }).catch(() => undefined);
        resolve({ value: held.value, stale: true });
      }, softDeadlineMs);
    });
    // The load keeps running and stores its answer when it comes; its failure was reported by start().
    load.catch(() => undefined);
    return Promise.race([load, deadline]).finally(() => clearTimeout(timer));
  }

  function cancel(key: string): void {
    const flight = inflight.get(key);
    if (flight) {
      flight.cancelled = true;
      inflight.delete(key);
    }
  }

  return {
    get,
    delete(key) {
      cancel(key);
      lru.delete(key);
      reportBytes();
    },
    clear() {
      for (const key of [...inflight.keys()]) cancel(key);
      lru.clear();
      reportBytes();
    },
    get stats() {
      return { ...counts, size: lru.size, calculatedSize: lru.calculatedSize };
    },
  };
}

/**
 * What a value costs the V8 heap, estimated (issue 25): the bound is about memory, and
 * a value's JSON length undercounts it by half or more (parsed objects carry headers
 * and slots, and a string with Cyrillic in it takes two bytes a character). Measured
 * on the demo's catalogue answers: heap grew 1.6 bytes per byte of JSON. undefined
 * when the value cannot be kept (a cycle, a function).
 */
export function heapBytes(value: unknown): number | undefined {
  const onPath = new Set<object>();
  const walk = (node: unknown, depth: number): number | undefined => {
    switch (typeof node) {
      case 'string':
        // A header, and one or two bytes a character (V8 keeps Latin-1 strings one-byte).
        return STRING_HEADER + node.length * (LATIN1_ONLY.test(node) ? 1 : 2);
      case 'number':
        return Number.isInteger(node) && Math.abs(node) < 2 ** 30 ? 0 : HEAP_NUMBER;
      case 'boolean':
      case 'undefined':
        return 0;
      case 'object': {
        if (node === null) return 0;
        if (onPath.has(node) || depth > MAX_DEPTH) return undefined;
        onPath.add(node);
        let total: number | undefined;
        if (Array.isArray(node)) {
          total = ARRAY_HEADER + node.length * SLOT;
          for (const item of node) {
            const size = walk(item, depth + 1);
            if (size === undefined) return undefined;
            total += size;
          }
        } else {
          const keys = Object.keys(node);
          total = OBJECT_HEADER + keys.length * SLOT;
          for (const key of keys) {
            const size = walk((node as Record<string, unknown>)[key], depth + 1);
            if (size === undefined) return undefined;
            total += size;
          }
        }
        onPath.delete(node);
        return total;
      }
      default:
        return undefined;
    }
  };
  return walk(value, 0);
}

// V8's layout on 64-bit without pointer compression (Node's builds): a string's map, hash
// and length; an object's map, properties and elements; an array's JSArray and its backing store.
const STRING_HEADER = 16;
const HEAP_NUMBER = 16;
const OBJECT_HEADER = 24;
const ARRAY_HEADER = 48;
const SLOT = 8;
const MAX_DEPTH = 64;
const LATIN1_ONLY = /^[\u0000-\u00ff]*$/;

/** Bytes an entry takes: the estimated heap size of its value plus the key. undefined when it cannot be kept. */
function entrySize(key: string, value: unknown): number | undefined {
  const size = heapBytes(value);
  return size === undefined ? undefined : size + STRING_HEADER + key.length;
}

/**
 * The cache key of an anonymous upstream call: host, path, query with sorted keys
 * (undefined and null dropped, as the URL drops them), body with sorted keys and
 * the language, always, since upstream answers and our normalisation are localised.
 */
export function cacheKey(parts: { host: string; path: string; query?: Record<string, unknown>; body?: unknown; lang: string }): string {
  const query: [string, string][] = [];
  for (const name of Object.keys(parts.query ?? {}).sort()) {
    const value = parts.query?.[name];
    if (value === undefined || value === null) continue;
    query.push([name, typeof value === 'object' ? stableStringify(value) : String(value)]);
  }
  const body = parts.body === undefined ? null : stableStringify(parts.body);
  return JSON.stringify([parts.lang, parts.host, parts.path, query, body]);
}

/** JSON with object keys sorted at every level, so equal payloads give equal keys. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeys(value, 0)) ?? 'undefined';
}

function sortKeys(value: unknown, depth: number): unknown {
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => sortKeys(item, depth + 1));
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  const sorted: Record<string, unknown> = {};
  for (const name of Object.keys(value).sort()) sorted[name] = sortKeys((value as Record<string, unknown>)[name], depth + 1);
  return sorted;
}
