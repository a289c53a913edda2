// The portal's named route middleware (server/plugins/route-middleware.ts runs them).
import type { RouteMiddleware } from '#server/plugins/route-middleware.ts';
import { AppError } from '#shared/errors.ts';
import { crossSiteReason } from '#server/plugins/same-origin-writes.ts';

/**
 * Spec §4 §6: a logged-in user whose registration is complete. No login: 401;
 * an unfinished sign-up: 403. The session is the request's own (one context
 * fetch per request, remembered briefly per token: services/session-checks.ts).
 */
export const registeredUser: RouteMiddleware = async (request) => {
  const { user } = await request.api.getSession();
  if (!user) throw new AppError('unauthorized', 'Log in to continue', 401);
  if (!user.registered) throw new AppError('forbidden', 'Complete your registration to continue', 403);
};

/**
 * A GET that does something on the user's behalf (the download door records a
 * download) is not started by another site: a browser's Sec-Fetch-Site must be
 * same-origin or none (the address typed, a bookmark, a link from an app), as for
 * writes (plugins/same-origin-writes.ts). A cross-site or same-site link, an
 * <img> or a fetch from another page is refused with 403 cross_site (the route
 * may send a browser somewhere useful instead); a request without the header is
 * not from a browser page.
 */
export function sameOriginVisit(publicOrigin: string): RouteMiddleware {
  const origin = new URL(publicOrigin).origin;
  return async (request) => {
    const reason = crossSiteReason(request, origin);
    if (reason !== null) throw new AppError('cross_site', 'Follow the link from the site itself', 403);
  };
}

export function portalRouteMiddleware(publicOrigin: string): Record<string, RouteMiddleware> {
  return { 'registered-user': registeredUser, 'same-origin-visit': sameOriginVisit(publicOrigin) };
}
