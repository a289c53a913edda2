import type { ApiPort } from '#shared/api/port.ts';
import type { BrowserApiOptions } from './browser-api.ts';

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * The browser's ApiPort, with its code out of the first load (docs/decisions/0018):
 * hydration runs no loader, so the client over /api/* is needed only from the first
 * navigation or fetcher on. Each method loads browser-api.ts (once) and calls the same
 * method there; every ApiPort method returns a promise, so callers see no difference.
 */
export function createDeferredBrowserApi(options: BrowserApiOptions): { api: ApiPort; preload: () => Promise<ApiPort> } {
  let port: Promise<ApiPort> | undefined;
  const preload = () => (port ??= import('./browser-api.ts').then((module) => module.createBrowserApi(options)));
  const api = new Proxy({} as ApiPort, {
    get(_target, name) {
      // Not a thenable, whatever awaits or resolves with it.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) => preload().then((loaded) => (loaded[name as keyof ApiPort] as Method)(...args));
    },
  });
  return { api, preload };
}
