import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalPathname, isNoCachePath } from '#shared/domain/url.ts';

describe('canonicalPathname', () => {
  it('keeps canonical paths', () => {
    for (const path of ['/', '/models', '/en', '/model/door/12']) expect(canonicalPathname(path)).toBeNull();
  });
  it('strips the trailing slash and collapses repeated slashes', () => {
    expect(canonicalPathname('/models/')).toBe('/models');
    expect(canonicalPathname('/for-manufacturers///')).toBe('/for-manufacturers');
    expect(canonicalPathname('/en/')).toBe('/en');
    expect(canonicalPathname('//')).toBe('/');
  });
  it('never produces a protocol-relative redirect', () => {
    expect(canonicalPathname('//evil.example/x')).toBe('/evil.example/x');
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const result = canonicalPathname(`/${tail}`) ?? `/${tail}`;
        return result.startsWith('/') && !result.startsWith('//');
      }),
    );
  });
  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (tail) => {
      const once = canonicalPathname(`/${tail}`) ?? `/${tail}`;
      return canonicalPathname(once) === null;
    }));
  });
});

describe('isNoCachePath', () => {
  it('covers /articles and everything under it, in both languages', () => {
    expect(isNoCachePath('/articles')).toBe(true);
    expect(isNoCachePath('/articles/42')).toBe(true);
    expect(isNoCachePath('/en/articles/42')).toBe(true);
    expect(isNoCachePath('/articlesx')).toBe(false);
    expect(isNoCachePath('/models')).toBe(false);
  });
});
