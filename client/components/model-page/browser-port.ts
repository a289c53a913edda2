import type { ApiPort } from '#shared/api/port.ts';
import { createBrowserApi } from '#client/api/browser-api.ts';

let port: ApiPort | null = null;

/**
 * The browser's ApiPort for what the model page does after it has loaded
 * (analogues, likes, view logging). Loaders get theirs from the router context;
 * components have no such context, and the port holds no state, so one shared
 * instance made on first use is the same door. Browser only: never call during render.
 */
export function browserPort(): ApiPort {
  port ??= createBrowserApi({ getLanguage: () => window.__BOOT__.lang });
  return port;
}
