import { matchRoutes, type RouteObject } from 'react-router';
import { PREFETCH_IDLE_TIMEOUT_MS } from '#shared/constants.ts';
import { canPrefetch } from '#shared/domain/prefetch-policy.ts';
import { currentNetwork } from './network-status.ts';
import { staticRouteIds } from './static-route-ids.ts';
import type { PageFilesRequest } from './page-files-request.ts';
import type { Language } from '#shared/domain/language.ts';

// Route ids of the English pages start with it (client/routes.ts).
const ENGLISH_ROUTE_PREFIX = 'en.';

type LazyModule = () => Promise<unknown>;

const unique = (values: string[]): string[] => [...new Set(values)];

// Lighthouse ends its load window after about a second of quiet network and CPU; a page's
// own late requests (analytics, the ad) come closer together than this (issue 26).
const NETWORK_QUIET_MS = 2_000;

/**
 * Warms a same-origin link's page before it is followed, never inside the load window a visitor (or
 * Lighthouse) measures, and nothing at all when offline, on 2g or with data-saver (spec §4). Only
 * code, styles and texts are fetched, never data.
 * - When the visitor shows intent (pointer or focus), its page module loads: the click is likely.
 * - For the links in the header, once the page has loaded, the network has been quiet for
 *   NETWORK_QUIET_MS and the browser is idle, a worker fetches the pages' files into the HTTP cache
 *   (page-files.worker.ts, from the server's table of page files). Importing them there cost a
 *   phone about 250 ms of main-thread work at 4x after each load and restyled the page it was on
 *   with other pages' stylesheets; `<link rel="prefetch">` for each file still cost 1-3 ms a link
 *   (issue 26).
 */
export function installLinkPrefetch(routes: RouteObject[], lazyById: Record<string, LazyModule>, sourceById: Record<string, string>): () => void {
  const warmed = new Set<string>();
  // Paths already matched, one set per kind of warming: a link hovered again is not matched again.
  const hovered = new Set<string>();
  const idled = new Set<string>();

  let staticIds: Map<string, string[]> | undefined;
  // `anyPath`: a path with parameters is matched too (a hovered model card); the idle prefetch keeps to
  // the header's static paths, so a link that is no page (the login door) costs it no matchRoutes.
  const routeIdsOf = (href: string, seen: Set<string>, anyPath: boolean): string[] => {
    if (!canPrefetch(currentNetwork())) return [];
    let url: URL;
    try {
      url = new URL(href, window.location.href);
    } catch {
      return [];
    }
    // A link within the page (the filter drawer's toggle, the pages of a list) has nothing to warm: the
    // page's module is in, and asking for it again in the tap's pointerenter loaded the stylesheet
    // table's chunk inside the tap's input delay (issue 26).
    if (url.origin !== window.location.origin || url.pathname === window.location.pathname || url.pathname.startsWith('/api/') || seen.has(url.pathname)) return [];
    seen.add(url.pathname);
    staticIds ??= staticRouteIds(routes);
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    const ids = staticIds.get(path);
    if (ids || !anyPath) return ids ?? [];
    return (matchRoutes(routes, url.pathname) ?? []).flatMap((match) => (match.route.id ? [match.route.id] : []));
  };

  const warm = (href: string) => {
    for (const id of routeIdsOf(href, hovered, true)) {
      const lazy = lazyById[id];
      if (!lazy || warmed.has(id)) continue;
      warmed.add(id);
      // A chunk that failed to load may be asked for again by the next intent.
      lazy().catch(() => {
        warmed.delete(id);
        hovered.clear();
      });
    }
  };

  // The header's pages, found by a lookup each (no matchRoutes), fetched by a worker: the main
  // thread only names them. A worker refused (an old browser, a stricter policy) prefetches nothing.
  const prefetchHeaderPages = (hrefs: string[]) => {
    const byLang = new Map<Language, string[]>();
    for (const href of hrefs) {
      for (const id of routeIdsOf(href, idled, false)) {
        const source = sourceById[id];
        if (!source) continue;
        const lang: Language = id.startsWith(ENGLISH_ROUTE_PREFIX) ? 'en' : 'ru';
        byLang.set(lang, [...(byLang.get(lang) ?? []), source]);
      }
    }
    if (byLang.size === 0 || typeof Worker !== 'function') return;
    const request: PageFilesRequest = {
      pages: Array.from(byLang, ([lang, sources]) => ({ lang, sources: unique(sources) })),
      present: Array.from(document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]'), (element) => new URL('href' in element ? element.href : element.src).pathname),
    };
    try {
      new Worker(new URL('./page-files.worker.ts', import.meta.url), { name: 'page-files' }).postMessage(request);
    } catch {
      // Refused: the next navigation fetches its files as it would without a prefetch.
    }
  };

  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement && !anchor.hasAttribute('download') && anchor.target !== '_blank') warm(anchor.href);
  };

  document.addEventListener('pointerenter', onIntent, { capture: true, passive: true });
  document.addEventListener('focusin', onIntent, { passive: true });

  const idle = (callback: () => void): number =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
      : window.setTimeout(callback, PREFETCH_IDLE_TIMEOUT_MS);
  let idleHandle: number | undefined;
  let timer: number | undefined;
  // Each resource that finishes restarts the quiet window.
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(() => quiet()) : null;
  const quiet = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      observer?.disconnect();
      idleHandle = idle(() => prefetchHeaderPages(unique(Array.from(document.querySelectorAll<HTMLAnchorElement>('header a[href]'), (anchor) => anchor.href))));
    }, NETWORK_QUIET_MS);
  };
  const start = () => {
    observer?.observe({ type: 'resource' });
    quiet();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });

  return () => {
    document.removeEventListener('pointerenter', onIntent, { capture: true });
    document.removeEventListener('focusin', onIntent);
    window.removeEventListener('load', start);
    window.clearTimeout(timer);
    observer?.disconnect();
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}
