import type { RouteObject } from 'react-router';

/**
 * Every page path of a React Router route tree, e.g. '/', '/models',
 * '/model/:alias/:id', '/en/models': nested paths joined, pathless layouts
 * passed through, index routes as their parent's path, the catch-all left out.
 * The crawl test walks this, so a page added to the route table is covered
 * without touching the test.
 */
export function pagePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const patterns: string[] = [];
  for (const route of routes) {
    const own = route.path ?? '';
    if (own.includes('*')) continue;
    const joined = own.startsWith('/') ? own : [parent.replace(/\/+$/, ''), own].filter(Boolean).join('/');
    const path = joined === '' ? '/' : joined.startsWith('/') ? joined : `/${joined}`;
    if (route.children) patterns.push(...pagePatterns(route.children, path));
    else if (route.index || route.path !== undefined) patterns.push(path);
  }
  return [...new Set(patterns)];
}

/** Fills a pattern's ':name' segments from `params`; undefined when one is missing. */
export function fillPattern(pattern: string, params: Record<string, string>): string | undefined {
  let missing = false;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : path;
}

export function isParameterised(pattern: string): boolean {
  return /:\w+/.test(pattern);
}
