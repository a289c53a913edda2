import { matchRoutes, type RouteObject } from 'react-router';
import { PREFETCH_IDLE_TIMEOUT_MS } from '#shared/constants.ts';
import { canPrefetch } from '#shared/domain/prefetch-policy.ts';
import { currentNetwork } from './network-status.ts';

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
 *   NETWORK_QUIET_MS and the browser is idle, a worker fetches the pages' files into the HTTP
 *   cache (header-prefetch.ts, page-files.worker.ts, from the server's table of page files).
 *   Importing them there cost a phone about 250 ms of main-thread work at 4x after each load and
 *   restyled the page it was on with other pages' stylesheets; `<link rel="prefetch">` for each
 *   file still cost 1-3 ms a link (issue 26).
 */
export function installLinkPrefetch(routes: RouteObject[], lazyById: Record<string, LazyModule>, sourceById: Record<string, string>): () => void {
  const warmed = new Set<string>();
  // Paths already matched: a link hovered again is not matched again.
  const matched = new Set<string>();

  const warm = (href: string) => {
    if (!canPrefetch(currentNetwork())) return;
    let url: URL;
    try {
      url = new URL(href, window.location.href);
    } catch {
      return;
    }
    // A link within the page (the filter drawer's toggle, the pages of a list) has nothing to warm: the
    // page's module is in, and asking for it again in the tap's pointerenter loaded the stylesheet
    // table's chunk inside the tap's input delay (issue 26).
    if (url.origin !== window.location.origin || url.pathname === window.location.pathname || url.pathname.startsWith('/api/') || matched.has(url.pathname)) return;
    matched.add(url.pathname);
    for (const match of matchRoutes(routes, url.pathname) ?? []) {
      const id = match.route.id;
      const lazy = id ? lazyById[id] : undefined;
      if (!id || !lazy || warmed.has(id)) continue;
      warmed.add(id);
      // A chunk that failed to load may be asked for again by the next intent.
      lazy().catch(() => {
        warmed.delete(id);
        matched.delete(url.pathname);
      });
    }
  };

  // The header's pages are named in one idle callback and fetched by a worker (header-prefetch.ts,
  // its own chunk: the first load of every page carries none of it).
  const prefetchHeader = () => {
    if (!canPrefetch(currentNetwork())) return;
    const hrefs = unique(Array.from(document.querySelectorAll<HTMLAnchorElement>('header a[href]'), (anchor) => anchor.href));
    import('./header-prefetch.ts').then((module) => module.prefetchHeaderPages(routes, sourceById, hrefs)).catch(() => undefined);
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
      idleHandle = idle(prefetchHeader);
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
