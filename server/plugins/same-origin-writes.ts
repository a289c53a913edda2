import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Media types a state-changing route accepts; default JSON only. */
    contentTypes?: readonly string[];
  }
}

export interface SameOriginWritesOptions {
  /** The site's public origin, e.g. https://bim.example. */
  publicOrigin: string;
}

/** Methods that only read; everything else changes state and is checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const DEFAULT_CONTENT_TYPES = ['application/json'] as const;

/**
 * Whether a state-changing request may have come from another site. The rule:
 * - `Sec-Fetch-Site` (sent by every current browser) must be `same-origin`
 *   (or `none`: the user acted directly, not a page);
 * - without it, `Origin` must be the public origin or the origin the request
 *   was addressed to (its Host), so the site also works on 127.0.0.1 or
 *   behind a proxy with another name; `Origin: null` (sandboxed frames,
 *   redirected cross-site posts) is refused;
 * - a request with neither header did not come from a browser page (curl, a
 *   monitoring probe, a server) and cannot carry a victim's cookies by a
 *   forged form, so it is allowed.
 */
export function crossSiteReason(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>, publicOrigin: string): string | null {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none' ? null : `Sec-Fetch-Site: ${site.slice(0, 20)}`;
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  if (origin === publicOrigin || origin === `${request.protocol}://${request.host}`) return null;
  // Same host, other scheme: a TLS-terminating proxy that did not say so in X-Forwarded-Proto.
  if (URL.canParse(origin) && new URL(origin).host === request.host) return null;
  return `Origin: ${origin.slice(0, 100)}`;
}

/** The media type of a Content-Type header, lower case, without parameters; '' when absent. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/**
 * One guard for every POST, PUT, PATCH and DELETE (the /api routes and
 * logout): a cross-site request is 403, and a body that is not of a type the
 * route declares (`config.contentTypes`, JSON by default) is 415, so an HTML
 * form on another site (which can only send urlencoded, multipart or
 * text/plain) cannot reach a route at all, even without a Sec-Fetch-Site or
 * Origin header. Runs before the body is read.
 */
const plugin: FastifyPluginAsync<SameOriginWritesOptions> = async (app, options) => {
  const publicOrigin = new URL(options.publicOrigin).origin;
  // A callback hook, not an async one: every GET passes through it, and a promise per request is
  // a cost the flood of busy answers under overload paid for nothing (issue 25).
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const reason = crossSiteReason(request, publicOrigin);
    if (reason !== null) {
      request.log.info({ reason }, 'refused a cross-site request');
      return done(new AppError('cross_site', 'Cross-site requests are not accepted', 403));
    }
    // Unknown routes answer their 404 as before.
    if (request.is404) return done();
    const accepted = request.routeOptions.config.contentTypes ?? DEFAULT_CONTENT_TYPES;
    const type = mediaType(request.headers['content-type']);
    if (!accepted.includes(type)) {
      return done(new AppError('unsupported_media_type', `Content-Type must be ${accepted.join(' or ')}`, 415));
    }
    done();
  });
};

export const sameOriginWritesPlugin = fp(plugin, { fastify: '5.x', name: 'same-origin-writes' });
