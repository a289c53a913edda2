import { redirect, type MiddlewareFunction } from 'react-router';
import type { SessionView } from '#shared/api/port.ts';
import { registrationRedirect } from '#shared/domain/registration.ts';
import { loaderEnv } from './loader-env.ts';

/** The gate's redirect: temporary, and never stored by any cache (the answer depends on the login). */
export function registrationGateResponse(session: SessionView, url: URL): Response | null {
  const target = registrationRedirect(session.user, url);
  return target === null ? null : redirect(target, { status: 302, headers: { 'cache-control': 'no-store' } });
}

/**
 * Spec §4 registration gate on client navigation. The root loader checks documents
 * (and navigations that reload it); this runs on every other navigation, with the
 * session the root loader last answered (the browser's env exposes it). That answer
 * may be stale (sign-up just completed, in this tab or another), so a redirect is
 * confirmed with a fresh session first: only unfinished sign-ups pay for the call.
 */
export const registrationGate: MiddlewareFunction = async ({ request, context }, next) => {
  // A form's submission runs its action (the agreement popup shows on /validate too); the page it leads to is gated.
  if (request.method !== 'GET') return next();
  const env = context.get(loaderEnv);
  const url = new URL(request.url);
  const known = env.session?.();
  if (known && registrationGateResponse(known, url)) {
    const fresh = await env.api.getSession().catch(() => known);
    const response = registrationGateResponse(fresh, url);
    if (response) throw response;
  }
  return next();
};
