import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from '#client/routes.ts';
import { staticRouteIds } from '#client/app/browser/static-route-ids.ts';

// The idle prefetch (header-prefetch.ts) looks a header link up in this table instead of calling matchRoutes (issue 26):
// the two must agree, or a link warms another page's files, or none.
describe('staticRouteIds', () => {
  const table = staticRouteIds(routes);
  // Ids only: a route without one (the /en prefix) is not a page the prefetch could warm.
  const ids = (path: string) => (matchRoutes(routes, path) ?? []).flatMap((match) => (match.route.id ? [match.route.id] : []));

  it('gives every path without parameters the ids matchRoutes gives it', () => {
    expect(table.size).toBeGreaterThan(40);
    for (const [path, expected] of table) expect(expected, path).toEqual(ids(path));
  });

  it('has the pages of both languages, the home pages included', () => {
    expect(table.get('/')).toEqual(ids('/'));
    expect(table.get('/')).toContain('home');
    expect(table.get('/en')).toContain('en.home');
    expect(table.get('/models')).toContain('models');
    expect(table.get('/en/models')).toContain('en.models');
    expect(table.get('/for-manufacturers')).toContain('forManufacturers');
  });

  it('leaves out the paths with parameters and the catch-all, which matchRoutes still answers', () => {
    expect([...table.keys()].some((path) => /[:*]/.test(path))).toBe(false);
    expect(table.has('/model')).toBe(false);
    expect(ids('/model/some-door/123').at(-1)).toBe('model');
  });

  it('reads nested paths, an index route and a path-less layout as React Router does', () => {
    const nested = staticRouteIds([
      { id: 'root', path: '/', children: [{ id: 'layout', children: [{ id: 'home', index: true }, { id: 'a', path: 'a/' }] }, { id: 'en', path: 'en', children: [{ id: 'en.home', index: true }, { id: 'en.b', path: 'b/:id' }] }] },
    ]);
    expect(Object.fromEntries(nested)).toEqual({ '/': ['root', 'layout', 'home'], '/a': ['root', 'layout', 'a'], '/en': ['root', 'en', 'en.home'] });
  });
});
