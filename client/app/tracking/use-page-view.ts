import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { DATA_PATHS } from '#client/app/data/data-paths.ts';

/** A view is logged within this long even on a page that never goes idle. */
const PAGE_VIEW_IDLE_TIMEOUT_MS = 2_000;

/**
 * Logs one view per page view of a model or an article (spec §7 POST
 * /model/check_view_post, GET /article/check_view/{id}/{uuid}, with the device
 * UUID, so the upstream counts a device once). After hydration only, so crawlers
 * and the server render never count; a failure is the server's log line (spec §8).
 */
export function usePageView(kind: 'model' | 'article', id: number): void {
  const logged = useRef<number | null>(null);
  const { submit } = useFetcher();
  useEffect(() => {
    // Strict mode runs effects twice in development; one page view is one call.
    if (logged.current === id) return;
    logged.current = id;
    // The device id's code comes after the first load, and a view is logged once the page is up and
    // the browser idle: the first read of local storage and the fetcher's submission were a
    // 40 ms task right after hydration on a slow phone (issue 26).
    const log = () =>
      void import('./device-id.ts').then(({ deviceId }) =>
        submit({ id: String(id), uuid: deviceId() }, { method: 'post', action: kind === 'model' ? DATA_PATHS.modelViews : DATA_PATHS.articleViews, encType: 'application/json' }),
      );
    if (typeof requestIdleCallback !== 'function') {
      log();
      return;
    }
    let pending = true;
    const handle = requestIdleCallback(() => {
      pending = false;
      log();
    }, { timeout: PAGE_VIEW_IDLE_TIMEOUT_MS });
    return () => {
      // Left before the browser was idle: the view still counts, logged now.
      if (!pending) return;
      cancelIdleCallback(handle);
      log();
    };
  }, [kind, id, submit]);
}
