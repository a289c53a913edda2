import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { DATA_PATHS } from '#client/app/data-paths.ts';
import { deviceId } from './device-id.ts';

/**
 * Logs one view per page view of a model (spec §7 POST /model/check_view_post
 * with the device UUID). After hydration only, so crawlers and the server
 * render never count; a failure is the server's log line (spec §8).
 */
export function useModelView(modelId: number): void {
  const logged = useRef<number | null>(null);
  const { submit } = useFetcher();
  useEffect(() => {
    // Strict mode runs effects twice in development; one page view is one call.
    if (logged.current === modelId) return;
    logged.current = modelId;
    void submit({ id: String(modelId), uuid: deviceId() }, { method: 'post', action: DATA_PATHS.modelViews, encType: 'application/json' });
  }, [modelId, submit]);
}
