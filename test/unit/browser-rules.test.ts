import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadForChunkError } from '#shared/domain/chunk-reload.ts';
import { canPrefetch } from '#shared/domain/prefetch-policy.ts';
import { serializeForScript } from '#shared/domain/serialize.ts';
import { CHUNK_RELOAD_GUARD_MS } from '#shared/constants.ts';

describe('chunk reload guard (spec §4: once per 60 s)', () => {
  it('recognises failed dynamic imports in each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
  it('reloads the first time and again only after the guard', () => {
    const now = 1_000_000;
    expect(shouldReloadForChunkError(null, now)).toBe(true);
    expect(shouldReloadForChunkError(now - 1_000, now)).toBe(false);
    expect(shouldReloadForChunkError(now - CHUNK_RELOAD_GUARD_MS + 1, now)).toBe(false);
    expect(shouldReloadForChunkError(now - CHUNK_RELOAD_GUARD_MS, now)).toBe(true);
    expect(shouldReloadForChunkError(Number.NaN, now)).toBe(true);
  });
});

describe('prefetch policy (spec §4)', () => {
  it('prefetches online on a good connection', () => {
    expect(canPrefetch({ online: true })).toBe(true);
    expect(canPrefetch({ online: true, effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch({ online: true, effectiveType: '3g' })).toBe(true);
  });
  it('never prefetches offline, on 2g or with data-saver', () => {
    expect(canPrefetch({ online: false })).toBe(false);
    expect(canPrefetch({ online: true, effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ online: true, effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ online: true, saveData: true })).toBe(false);
  });
});

describe('serializeForScript', () => {
  it('cannot close a script tag or open a comment', () => {
    const out = serializeForScript({ x: '</script><script>alert(1)</script>', y: '<!--', z: '\u2028&' });
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual({ x: '</script><script>alert(1)</script>', y: '<!--', z: '\u2028&' });
  });
});
