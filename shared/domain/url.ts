/**
 * One URL form per page: no trailing slash (except the root) and no repeated
 * slashes. Returns null when the path is already canonical. The result always
 * starts with exactly one '/', so it can never become a protocol-relative
 * redirect to another host.
 */
export function canonicalPathname(pathname: string): string | null {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '');
  if (path === '') path = '/';
  if (!path.startsWith('/')) path = `/${path}`;
  return path === pathname ? null : path;
}

/** True for paths whose responses must never be cached (spec §2: /articles/). */
export function isNoCachePath(pathname: string): boolean {
  return /^(\/en)?\/articles(\/|$)/.test(pathname);
}
