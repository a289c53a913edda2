import type { RouteObject } from 'react-router';

/**
 * The route ids (of the routes that have one) each path without parameters matches, root first, as
 * React Router's `matchRoutes` would return them. `matchRoutes` flattens, ranks and compiles the
 * whole table on every call: a few milliseconds each on a phone, paid again for every link the idle
 * prefetch looks at (issue 26). The table of the static paths is built once; a link to one of them
 * costs a lookup.
 */
export function staticRouteIds(routes: readonly RouteObject[]): Map<string, string[]> {
  const table = new Map<string, string[]>();
  const visit = (route: RouteObject, parentPath: string, parentIds: string[]) => {
    const path = route.path ?? '';
    if (/[:*]/.test(path)) return;
    const joined = path.startsWith('/') ? path : `${parentPath.replace(/\/$/, '')}/${path}`;
    const full = joined === '' ? '/' : joined.length > 1 ? joined.replace(/\/$/, '') : joined;
    const ids = route.id ? [...parentIds, route.id] : parentIds;
    // A route with children matches through one of them (an index route, or a child's path), never alone.
    if (route.children?.length) {
      for (const child of route.children) visit(child, full, ids);
      return;
    }
    if ((route.index || path !== '') && !table.has(full)) table.set(full, ids);
  };
  for (const route of routes) visit(route, '', []);
  return table;
}
