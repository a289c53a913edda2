import type { RouteObject } from 'react-router';
import type { Language } from '#shared/domain/language.ts';
import { staticRouteIds } from './static-route-ids.ts';
import type { PageFilesRequest } from './page-files-request.ts';

// Route ids of the English pages start with it (client/routes.ts).
const ENGLISH_ROUTE_PREFIX = 'en.';

/**
 * Has a worker fetch the files of the pages the header's links lead to into the HTTP cache
 * (page-files.worker.ts): nothing of them runs or applies on the main thread, which only names the
 * pages, each by a lookup of its static path (no matchRoutes; a link that is no page, such as the
 * login door, is skipped). A worker refused (an old browser, a stricter policy) prefetches nothing.
 */
export function prefetchHeaderPages(routes: RouteObject[], sourceById: Record<string, string>, hrefs: readonly string[]): void {
  const table = staticRouteIds(routes);
  const byLang = new Map<Language, Set<string>>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href, window.location.href);
    } catch {
      continue;
    }
    if (url.origin !== window.location.origin || url.pathname === window.location.pathname) continue;
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    for (const id of table.get(path) ?? []) {
      const source = sourceById[id];
      if (!source) continue;
      const lang: Language = id.startsWith(ENGLISH_ROUTE_PREFIX) ? 'en' : 'ru';
      byLang.set(lang, (byLang.get(lang) ?? new Set()).add(source));
    }
  }
  if (byLang.size === 0 || typeof Worker !== 'function') return;
  const request: PageFilesRequest = {
    pages: Array.from(byLang, ([lang, sources]) => ({ lang, sources: [...sources] })),
    present: Array.from(document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]'), (element) => new URL('href' in element ? element.href : element.src).pathname),
  };
  try {
    new Worker(new URL('./page-files.worker.ts', import.meta.url), { name: 'page-files' }).postMessage(request);
  } catch {
    // Refused: the next navigation fetches its files as it would without a prefetch.
  }
}
