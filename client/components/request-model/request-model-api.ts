// The form talks to /api through the browser ApiPort (the same client the loaders
// use), made on first use: the form only calls it from event handlers and effects.
import type { ApiPort } from '#shared/api/port.ts';
import { createBrowserApi } from '#client/api/browser-api.ts';

let api: ApiPort | null = null;

export function requestModelApi(): ApiPort {
  return (api ??= createBrowserApi({ getLanguage: () => window.__BOOT__.lang }));
}
