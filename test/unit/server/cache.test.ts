import { describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/errors.ts';
import { CACHE_POLICY, STALE_SOFT_DEADLINE_MS, cacheKey, createResponseCache, heapBytes, stableStringify } from '#server/cache/response-cache.ts';
import { createMetrics } from '#server/metrics/registry.ts';

function clock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

/** A load whose result the test releases by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createResponseCache: freshness', () => {
  it('misses once, then hits while fresh', async () => {
    const time = clock();
    const cache = createResponseCache({ maxBytes: 100_000, now: time.now });
    const load = vi.fn(async () => ({ items: [1, 2, 3] }));
    expect(await cache.get('k', 'list', load)).toEqual({ items: [1, 2, 3] });
    time.advance(CACHE_POLICY.list.ttlMs - 1);
    expect(await cache.get('k', 'list', load)).toEqual({ items: [1, 2, 3] });
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, coalesced: 0, staleServed: 0, size: 1 });
  });

  it('coalesces 100 concurrent identical misses into exactly one load', async () => {
    const cache = createResponseCache({ maxBytes: 100_000 });
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const all = Promise.all(Array.from({ length: 100 }, () => cache.get('same', 'page', load)));
    gate.resolve('value');
    expect(await all).toEqual(Array.from({ length: 100 }, () => 'value'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats).toMatchObject({ misses: 1, coalesced: 99 });
  });

  it('serves a stale value at once and refreshes it in the background exactly once', async () => {
    const time = clock();
    const cache = createResponseCache({ maxBytes: 100_000, now: time.now });
    await cache.get('k', 'page', async () => 'v1');
    time.advance(CACHE_POLICY.page.ttlMs + 1);
    const refresh = deferred<string>();
    const load = vi.fn(() => refresh.promise);
    const answers = await Promise.all([cache.get('k', 'page', load), cache.get('k', 'page', load), cache.get('k', 'page', load)]);
    expect(answers).toEqual(['v1', 'v1', 'v1']);
    expect(load).toHaveBeenCalledTimes(1);
    refresh.resolve('v2');
    await flush();
    expect(await cache.get('k', 'page', load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats.staleServed).toBe(3);
  });

  it('keeps the stale value when the background refresh fails, and reports the failure', async () => {
    const time = clock();
    const onHiddenError = vi.fn();
    const cache = createResponseCache({ maxBytes: 100_000, now: time.now, onHiddenError });
    await cache.get('k', 'list', async () => 'old');
    time.advance(CACHE_POLICY.list.ttlMs + 1);
    const down = new Error('down');
    expect(await cache.get('k', 'list', async () => Promise.reject(down))).toBe('old');
    await flush();
    expect(onHiddenError).toHaveBeenCalledWith('k', down);
    // Still stale, not fresh: the next read serves it again and tries another refresh.
    const load = vi.fn(async () => 'new');
    expect(await cache.get('k', 'list', load)).toBe('old');
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', 'list', load)).toBe('new');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once a value is past its stale window', async () => {
    const time = clock();
    const cache = createResponseCache({ maxBytes: 100_000, now: time.now });
    await cache.get('k', 'short', async () => 'old');
    time.advance(CACHE_POLICY.short.ttlMs + CACHE_POLICY.short.staleMs + 1);
    const load = vi.fn(async () => 'new');
    expect(await cache.get('k', 'short', load)).toBe('new');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves any stale value it still holds when the load fails (stale-if-error)', async () => {
    const time = clock();
    const cache = createResponseCache({ maxBytes: 100_000, now: time.now });
    await cache.get('k', 'dictionary', async () => ['category']);
    time.advance(CACHE_POLICY.dictionary.ttlMs + CACHE_POLICY.dictionary.staleMs + 7 * 24 * 3_600_000);
    const failing = () => Promise.reject(new AppError('upstream_timeout', 'slow', 504));
    const answers = await Promise.all([cache.get('k', 'dictionary', failing), cache.get('k', 'dictionary', failing)]);
    expect(answers).toEqual([['category'], ['category']]);
    expect(cache.stats).toMatchObject({ staleServed: 2, coalesced: 1 });
    // Served, but not refreshed: the old value is still stale.
    const load = vi.fn(async () => ['fresh']);
    expect(await cache.get('k', 'dictionary', load)).toEqual(['fresh']);
  });

  it('rethrows when the load fails and nothing is cached, and never caches the failure', async () => {
    const cache = createResponseCache({ maxBytes: 100_000 });
    const error = new AppError('upstream_unavailable', 'refused', 502);
    await expect(cache.get('k', 'list', () => Promise.reject(error))).rejects.toBe(error);
    const syncThrow = (): Promise<string> => {
      throw new TypeError('sync');
    };
    await expect(cache.get('k', 'list', syncThrow)).rejects.toThrow(TypeError);
    await expect(cache.get('k', 'list', syncThrow)).rejects.toThrow(TypeError);
    expect(cache.stats).toMatchObject({ size: 0, coalesced: 0, misses: 3 });
    const load = vi.fn(async () => 'ok');
    expect(await cache.get('k', 'list', load)).toBe('ok');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('applies a policy override per class', async () => {
    const time = clock();
    const cache = createResponseCache({ maxBytes: 100_000, now: time.now, policy: { list: { ttlMs: 10, staleMs: 0 } } });
    await cache.get('k', 'list', async () => 1);
    time.advance(11);
    expect(await cache.get('k', 'list', async () => 2)).toBe(2);
  });
});

describe('createResponseCache: bounds and invalidation', () => {
  it('evicts the least recently used entries to stay within maxBytes', async () => {
    const cache = createResponseCache({ maxBytes: 1_500 });
    const value = 'x'.repeat(90); // 106 bytes of heap plus the key's 21 or 22
    for (let i = 0; i < 30; i += 1) await cache.get(`key-${i}`, 'list', async () => value);
    expect(cache.stats.calculatedSize).toBeLessThanOrEqual(1_500);
    expect(cache.stats.size).toBeLessThan(30);
    const load = vi.fn(async () => value);
    await cache.get('key-0', 'list', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('key-29', 'list', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not store a value larger than a tenth of maxBytes, but still returns it', async () => {
    const cache = createResponseCache({ maxBytes: 1_000 });
    const big = 'y'.repeat(200);
    expect(await cache.get('big', 'page', async () => big)).toBe(big);
    expect(cache.stats.size).toBe(0);
  });

  it('does not store a value that cannot be serialised', async () => {
    const cache = createResponseCache({ maxBytes: 1_000 });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(await cache.get('c', 'page', async () => circular)).toBe(circular);
    expect(cache.stats.size).toBe(0);
  });

  it('delete and clear drop values and stop an in-flight load from storing', async () => {
    const cache = createResponseCache({ maxBytes: 10_000 });
    await cache.get('a', 'list', async () => 'a');
    cache.delete('a');
    expect(cache.stats.size).toBe(0);
    const gate = deferred<string>();
    const pending = cache.get('b', 'list', () => gate.promise);
    cache.clear();
    gate.resolve('late');
    expect(await pending).toBe('late');
    expect(cache.stats.size).toBe(0);
  });

  it('reports hits, misses, coalesced, stale and bytes to the metrics', async () => {
    const metrics = createMetrics();
    const time = clock();
    const cache = createResponseCache({ maxBytes: 10_000, metrics: metrics.cache, now: time.now });
    await Promise.all([cache.get('k', 'counters', async () => 42), cache.get('k', 'counters', async () => 42)]);
    await cache.get('k', 'counters', async () => 42);
    time.advance(CACHE_POLICY.counters.ttlMs + 1);
    await cache.get('k', 'counters', async () => 43);
    const text = await metrics.text();
    expect(text).toMatch(/cache_misses_total\{cache_class="counters"\} 1/);
    expect(text).toMatch(/cache_coalesced_total\{cache_class="counters"\} 1/);
    expect(text).toMatch(/cache_hits_total\{cache_class="counters"\} 2/);
    expect(text).toMatch(/cache_stale_served_total\{cache_class="counters"\} 1/);
    expect(text).toMatch(new RegExp(`cache_bytes ${cache.stats.calculatedSize}\\b`));
    expect(cache.stats.calculatedSize).toBeGreaterThan(0);
  });

  it('counts what values cost the heap, not their JSON length (issue 25)', () => {
    // A Latin-1 string: a header and one byte a character; with Cyrillic, two bytes a character.
    expect(heapBytes('x'.repeat(100))).toBe(116);
    expect(heapBytes('я'.repeat(100))).toBe(216);
    // An object: its header, a slot per property, and what the properties hold; small integers are free.
    expect(heapBytes({ id: 7, name: 'ab', price: 1.5, on: true, none: null })).toBe(24 + 5 * 8 + (16 + 2) + 16);
    expect(heapBytes([1, 2, 3])).toBe(48 + 3 * 8);
    // A model card list as the upstream sends it costs far more than its JSON.
    const cards = Array.from({ length: 24 }, (_, i) => ({ id: 1000 + i, name: `Кресло офисное ${i}`, alias: `kreslo-${i}`, views: 10 * i, images: [{ url: `/uploads/${i}.jpg`, is_main: true }] }));
    expect(heapBytes(cards)!).toBeGreaterThan(1.3 * JSON.stringify(cards).length);
    // What cannot be kept is not measured.
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(heapBytes(loop)).toBeUndefined();
    expect(heapBytes({ f: () => 1 })).toBeUndefined();
    // One object referenced twice is counted twice (an upper bound), not taken for a cycle.
    const shared = { s: 'x' };
    expect(heapBytes([shared, shared])).toBe(48 + 16 + 2 * (24 + 8 + 17));
  });

  it('rejects a nonsensical size bound', () => {
    expect(() => createResponseCache({ maxBytes: 0 })).toThrow(TypeError);
    expect(() => createResponseCache({ maxBytes: Number.NaN })).toThrow(TypeError);
  });
});

describe('cacheKey', () => {
  const base = { host: 'webApi2', path: '/model/searchmodels', lang: 'ru' };

  it('always includes the language', () => {
    expect(cacheKey(base)).not.toBe(cacheKey({ ...base, lang: 'en' }));
  });

  it('sorts query keys and drops undefined and null like the URL does', () => {
    expect(cacheKey({ ...base, query: { b: 2, a: 'x', c: undefined, d: null } })).toBe(cacheKey({ ...base, query: { a: 'x', b: '2' } }));
    expect(cacheKey({ ...base, query: { a: 'x' } })).not.toBe(cacheKey({ ...base, query: { a: 'y' } }));
    expect(cacheKey({ ...base, query: { a: '' } })).not.toBe(cacheKey(base));
  });

  it('distinguishes host, path and body, with body keys sorted at every level', () => {
    expect(cacheKey(base)).not.toBe(cacheKey({ ...base, host: 'webApi' }));
    expect(cacheKey(base)).not.toBe(cacheKey({ ...base, path: '/model/searchmodels/' }));
    expect(cacheKey({ ...base, body: { limit: 8, filter: { b: [2, 1], a: 1 } } })).toBe(cacheKey({ ...base, body: { filter: { a: 1, b: [2, 1] }, limit: 8 } }));
    expect(cacheKey({ ...base, body: { list: [1, 2] } })).not.toBe(cacheKey({ ...base, body: { list: [2, 1] } }));
    expect(cacheKey({ ...base, body: {} })).not.toBe(cacheKey(base));
  });

  it('cannot be confused by separators inside values', () => {
    expect(cacheKey({ ...base, path: '/a', query: { b: 'c' } })).not.toBe(cacheKey({ ...base, path: '/a?b=c' }));
    expect(cacheKey({ host: 'a","b', path: '/', lang: 'ru' })).not.toBe(cacheKey({ host: 'a', path: '","b/', lang: 'ru' }));
  });

  it('stableStringify sorts object keys', () => {
    expect(stableStringify({ b: 1, a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":1}');
  });
});

describe('createResponseCache: soft deadline past the stale window', () => {
  const tiny = { ttlMs: 10, staleMs: 10 };
  const policy = { page: tiny, list: tiny };

  it('serves the held value when a load overruns the soft deadline, and stores the late answer', async () => {
    expect(STALE_SOFT_DEADLINE_MS).toBeGreaterThanOrEqual(1_000);
    const time = clock();
    const cache = createResponseCache({ maxBytes: 1_000_000, now: time.now, policy, softDeadlineMs: 30 });
    await cache.get('k', 'page', async () => 'old');
    time.advance(100);
    const slow = deferred<string>();
    const started = performance.now();
    expect(await cache.get('k', 'page', () => slow.promise)).toBe('old');
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    slow.resolve('new');
    await flush();
    expect(await cache.get('k', 'page', async () => 'unused')).toBe('new');
  });

  it('a load that answers within the soft deadline is used', async () => {
    const time = clock();
    const cache = createResponseCache({ maxBytes: 1_000_000, now: time.now, policy, softDeadlineMs: 1_000 });
    await cache.get('k', 'page', async () => 'old');
    time.advance(100);
    expect(await cache.get('k', 'page', async () => 'new')).toBe('new');
  });

  it('while one load is overdue, other held values are served at once; without a held value the caller waits', async () => {
    const time = clock();
    const cache = createResponseCache({ maxBytes: 1_000_000, now: time.now, policy, softDeadlineMs: 30 });
    await cache.get('a', 'page', async () => 'a-old');
    await cache.get('b', 'list', async () => 'b-old');
    time.advance(100);
    const hang = deferred<string>();
    await cache.get('a', 'page', () => hang.promise);
    const started = performance.now();
    expect(await cache.get('b', 'list', () => new Promise<string>(() => undefined))).toBe('b-old');
    expect(performance.now() - started).toBeLessThan(25);
    const cold = deferred<string>();
    const waiting = cache.get('c', 'page', () => cold.promise);
    await new Promise((resolve) => setTimeout(resolve, 60));
    cold.resolve('c-new');
    expect(await waiting).toBe('c-new');
    hang.resolve('a-new');
  });
});
