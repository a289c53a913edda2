import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { isSameSiteLocation } from '#shared/domain/url.ts';

export interface RedirectGuardOptions {
  /** Origins an absolute redirect may go to (the public origin, the login host). */
  allowedOrigins: string[];
}

/**
 * The last line against open redirects: whatever produced it (the URL policy,
 * a page loader's canonical redirect, the login flow), a 3xx whose Location
 * would take the browser to a host that is not ours (the public origin or the
 * host the request was addressed to) or an allowed one is sent
 * to '/' instead, and logged, since it means a rule upstream of here has a gap.
 */
const plugin: FastifyPluginAsync<RedirectGuardOptions> = async (app, options) => {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  // The host the request was addressed to is ours too (127.0.0.1, a proxy's name for us).
  const isAllowedAbsolute = (location: string, ownOrigin: string): boolean => {
    if (/[\u0000-\u0020\u007f\\]/.test(location) || !/^https?:\/\//i.test(location) || !URL.canParse(location)) return false;
    const origin = new URL(location).origin;
    return allowed.has(origin) || origin === ownOrigin;
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 300 || reply.statusCode > 399) return done(null, payload);
    const header = reply.getHeader('location');
    if (header === undefined) return done(null, payload);
    const location = String(header);
    if (!isSameSiteLocation(location) && !isAllowedAbsolute(location, `${request.protocol}://${request.host}`)) {
      request.log.warn({ location: location.slice(0, 200) }, 'refused a redirect that would leave the site');
      void reply.header('location', '/');
    }
    done(null, payload);
  });
};

export const redirectGuardPlugin = fp(plugin, { fastify: '5.x', name: 'redirect-guard' });
