import { matchRoutes, type RouteObject } from 'react-router';
import { PREFETCH_IDLE_TIMEOUT_MS } from '#shared/constants.ts';
import { canPrefetch } from '#shared/domain/prefetch-policy.ts';
import { currentNetwork } from './network-status.ts';
import { staticRouteIds } from './static-route-ids.ts';
import { PAGE_FILES_PATH } from '#shared/api/render.ts';
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
 *   NETWORK_QUIET_MS and the browser is idle, the page's files are only fetched into the HTTP cache
 *   (`<link rel="prefetch">`, from the server's table of page files): a module run or a stylesheet
 *   applied there cost a phone about 0.8 s of main-thread work at 4x after each load, and restyled
 *   the page it was on with other pages' stylesheets (issue 26).
 */
export function installLinkPrefetch(routes: RouteObject[], lazyById: Record<string, LazyModule>, sourceById: Record<string, string>): () => void {
  const warmed = new Set<string>();
  // Paths already matched, one set per kind of warming: a link hovered again is not matched again.
  const hovered = new Set<string>();
  const idled = new Set<string>();

  let staticIds: Map<string, string[]> | undefined;
  const routeIdsOf = (href: string, seen: Set<string>): string[] => {
    if (!canPrefetch(currentNetwork())) return [];
    let url: URL;
    try {
      url = new URL(href, window.location.href);
    } catch {
      return [];
    }
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/') || seen.has(url.pathname)) return [];
    seen.add(url.pathname);
    staticIds ??= staticRouteIds(routes);
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    return staticIds.get(path) ?? (matchRoutes(routes, url.pathname) ?? []).flatMap((match) => (match.route.id ? [match.route.id] : []));
  };

  const warm = (href: string) => {
    for (const id of routeIdsOf(href, hovered)) {
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

  const tables = new Map<Language, Promise<Record<string, string[]>>>();
  const tableOf = (lang: Language) => {
    let table = tables.get(lang);
    if (!table) {
      table = fetch(`${PAGE_FILES_PATH}/${lang}`, { priority: 'low' })
        .then((response) => (response.ok ? (response.json() as Promise<{ files: Record<string, string[]> }>) : { files: {} }))
        .then((body) => body.files)
        .catch(() => ({}));
      tables.set(lang, table);
    }
    return table;
  };
  const hinted = new Set<string>();
  const hintFiles = (href: string) => {
    for (const id of routeIdsOf(href, idled)) {
      const source = sourceById[id];
      if (!source) continue;
      void tableOf(id.startsWith(ENGLISH_ROUTE_PREFIX) ? 'en' : 'ru').then((table) => {
        // What the document links already (the entry's, this page's) is in the browser's caches.
        const present = new Set(Array.from(document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]'), (element) => new URL('href' in element ? element.href : element.src).pathname));
        for (const file of table[source] ?? []) {
          if (hinted.has(file) || present.has(file)) continue;
          hinted.add(file);
          const link = document.createElement('link');
          link.rel = 'prefetch';
          link.href = file;
          document.head.append(link);
        }
      });
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
  // One link per idle period: matching a link against the route table costs a few milliseconds
  // on a phone, and all the header's links in one callback were a 100 ms task (issue 26).
  const hintEach = (hrefs: string[]) => {
    const href = hrefs.shift();
    if (href === undefined) return;
    hintFiles(href);
    idleHandle = idle(() => hintEach(hrefs));
  };
  // Each resource that finishes restarts the quiet window.
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(() => quiet()) : null;
  const quiet = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      observer?.disconnect();
      idleHandle = idle(() => hintEach(unique(Array.from(document.querySelectorAll<HTMLAnchorElement>('header a[href]'), (anchor) => anchor.href))));
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
