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
 * Warms the page chunk of a same-origin link when the user shows intent
 * (pointer or focus) and, for the links in the header, once the page has
 * loaded, the network has been quiet for NETWORK_QUIET_MS and the browser is
 * idle: never inside the load window a visitor (or Lighthouse) measures. Only the chunk is fetched, never data; nothing at all when offline,
 * on 2g or with data-saver (spec §4).
 */
export function installLinkPrefetch(routes: RouteObject[], lazyById: Record<string, LazyModule>): () => void {
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
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/') || matched.has(url.pathname)) return;
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
  const warmEach = (hrefs: string[]) => {
    const href = hrefs.shift();
    if (href === undefined) return;
    warm(href);
    idleHandle = idle(() => warmEach(hrefs));
  };
  // Each resource that finishes restarts the quiet window.
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(() => quiet()) : null;
  const quiet = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      observer?.disconnect();
      idleHandle = idle(() => warmEach(unique(Array.from(document.querySelectorAll<HTMLAnchorElement>('header a[href]'), (anchor) => anchor.href))));
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
