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
 * session the root loader last answered (the browser's env exposes it).
 */
export const registrationGate: MiddlewareFunction = ({ request, context }, next) => {
  const session = context.get(loaderEnv).session?.();
  const response = session ? registrationGateResponse(session, new URL(request.url)) : null;
  if (response) throw response;
  return next();
};
