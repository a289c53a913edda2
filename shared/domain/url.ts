/** Characters a browser must never read raw in a redirect target: '\' counts as '/' in http(s) URLs, and tabs and newlines are dropped. */
const UNSAFE_PATH_CHARACTERS = /[\u0000-\u0020\u007f\\]/g;

/**
 * One URL form per page: no trailing slash (except the root), no repeated
 * slashes, and no raw backslash, control character or space (percent-encoded,
 * so a browser cannot read them as slashes). Returns null when the path is
 * already canonical. The result always starts with exactly one '/' followed by
 * something that is not a slash, so as a redirect target it stays on the site.
 */
export function canonicalPathname(pathname: string): string | null {
  let path = pathname.replace(UNSAFE_PATH_CHARACTERS, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '');
  if (path === '') path = '/';
  if (!path.startsWith('/')) path = `/${path}`;
  return path === pathname ? null : path;
}

/** The origin relative redirect targets are resolved against to see where a browser would go. */
const PROBE_ORIGIN = 'http://same-site.invalid';
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * True when `location`, sent as a redirect target by this site, keeps the
 * browser on this site: an absolute path that a browser (WHATWG URL parsing,
 * as Node's URL does it) resolves to our own origin. Scheme-relative ('//x'),
 * backslash ('/\x'), tab- or newline-split ('/\t/x') and absolute URLs are not.
 */
export function isSameSiteLocation(location: string): boolean {
  if (!location.startsWith('/') || CONTROL_CHARACTERS.test(location)) return false;
  try {
    return new URL(location, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * A redirect target taken from input (a login return path) when it stays on
 * the site, normalised as the browser would read it; '/' otherwise.
 */
export function sameSitePath(value: unknown, maxLength = 2_000): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength || value.includes('\\') || !isSameSiteLocation(value)) return '/';
  const url = new URL(value, PROBE_ORIGIN);
  // Dot segments can leave an empty first segment ('/a/..//x' reads as '//x'): check the result too.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSameSiteLocation(path) ? path : '/';
}

/** Escapes that decode to a control character or a backslash. */
const ESCAPED_UNSAFE = /%(?:[01][0-9a-f]|7f|5c)/gi;

/**
 * The path as the page router should see it. The router decodes each segment
 * and resolves the result as a URL again, where a decoded tab or backslash
 * ('/%09%5C:,' -> '/\t\\:,', read as '//:,') is not even a valid URL; such
 * escapes are escaped once more, so the router matches them as plain text (no
 * page has them: a 404) instead of failing the render.
 */
export function routerSafePathname(pathname: string): string {
  return pathname.replace(ESCAPED_UNSAFE, (escape) => `%25${escape.slice(1)}`);
}

/** True for paths whose responses must never be cached (spec §2: /articles/). */
export function isNoCachePath(pathname: string): boolean {
  return /^(\/en)?\/articles(\/|$)/.test(pathname);
}

/**
 * An address crawlers can use: a site-relative one (demo uploads are relayed under
 * the front host) made absolute on the public origin; anything else unchanged.
 */
export function absoluteOn(origin: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin.replace(/\/+$/, '')}${url}` : url;
}
