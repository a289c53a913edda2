import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalPathname, isNoCachePath, isSameSiteLocation, routerSafePathname, sameSitePath } from '#shared/domain/url.ts';

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

// Paths an attacker would try: pieces a browser may read as slashes or drop, hosts, schemes.
const hostilePiece = fc.constantFrom('/', '//', '\\', '%2F', '%2f', '%5C', '%5c', '.', '..', '%2e', '\t', '\n', '\r', ' ', '\u0000', '\u007f', 'evil.example', 'http:', 'https:', 'javascript:', '@', ':', '?', '#', '%', 'models', 'en', 'model', '\u00e9', '\u2215', '\uff0f');
const hostilePath = fc.array(hostilePiece, { minLength: 0, maxLength: 12 }).map((pieces) => pieces.join(''));
const anyPath = fc.oneof(hostilePath, fc.string({ unit: 'binary', maxLength: 40 }), fc.webPath());
const ORIGIN = 'https://bim.example';

/** Where a browser on one of our pages goes with this Location. */
const browserOrigin = (location: string, page = `${ORIGIN}/models/x`) => new URL(location, page).origin;

describe('canonicalPathname: no output ever redirects off the site', () => {
  it('encodes backslashes and control characters instead of passing them on', () => {
    expect(canonicalPathname('/\\evil.example/')).toBe('/%5Cevil.example');
    expect(canonicalPathname('/\\evil.example')).toBe('/%5Cevil.example');
    expect(canonicalPathname('/\\/evil.example')).toBe('/%5C/evil.example');
    expect(canonicalPathname('/\t/evil.example/')).toBe('/%09/evil.example');
    expect(canonicalPathname('/%2F%2Fevil.example/')).toBe('/%2F%2Fevil.example');
  });

  it('every redirect it asks for resolves to our origin, from any page, and is canonical itself', () => {
    fc.assert(
      fc.property(anyPath, (input) => {
        const pathname = input.startsWith('/') ? input : `/${input}`;
        const canonical = canonicalPathname(pathname);
        if (canonical === null) return true;
        return (
          isSameSiteLocation(canonical) &&
          browserOrigin(canonical) === ORIGIN &&
          browserOrigin(canonical, `${ORIGIN}/`) === ORIGIN &&
          canonicalPathname(canonical) === null &&
          // The page's own URL as the renderer reads it, which the catalogue's canonical redirect reuses.
          isSameSiteLocation(new URL(`${ORIGIN}${canonical}`).pathname)
        );
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('isSameSiteLocation and sameSitePath', () => {
  it('refuse every form a browser resolves to another host', () => {
    for (const bad of ['//evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', '/\n/evil.example', 'http://evil.example/', 'https:evil.example', 'javascript:alert(1)', 'evil.example', '', ' /x']) {
      expect(isSameSiteLocation(bad), JSON.stringify(bad)).toBe(false);
      expect(sameSitePath(bad)).toBe('/');
    }
    expect(sameSitePath('/a/..//evil.example')).toBe('/');
    expect(sameSitePath('/models?x=1#y')).toBe('/models?x=1#y');
  });

  it('agree with a browser on arbitrary input', () => {
    fc.assert(
      fc.property(anyPath, (value) => {
        const path = sameSitePath(value);
        return browserOrigin(path) === ORIGIN && (!isSameSiteLocation(value) || browserOrigin(value) === ORIGIN);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('routerSafePathname', () => {
  /** What React Router does with a request path: decode each segment (keeping %2F), then resolve it as a URL. */
  const asRouterSees = (pathname: string) =>
    new URL(pathname.split('/').map((segment) => { try { return decodeURIComponent(segment).replace(/\//g, '%2F'); } catch { return segment; } }).join('/'), 'http://localhost');

  it('keeps ordinary paths and re-escapes escapes of control characters and backslashes', () => {
    expect(routerSafePathname('/model/дверь/12')).toBe('/model/дверь/12');
    expect(routerSafePathname('/%D0%B4%2F')).toBe('/%D0%B4%2F');
    expect(routerSafePathname('/%09%5C:,')).toBe('/%2509%255C:,');
    expect(() => asRouterSees('/%09%5C:,')).toThrow();
    expect(() => asRouterSees(routerSafePathname('/%09%5C:,'))).not.toThrow();
  });

  it('whatever the canonical path, the router can read it', () => {
    fc.assert(
      fc.property(anyPath, (input) => {
        const pathname = input.startsWith('/') ? input : `/${input}`;
        const canonical = canonicalPathname(pathname) ?? pathname;
        return asRouterSees(routerSafePathname(canonical)).origin === 'http://localhost';
      }),
      { numRuns: 5_000 },
    );
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
