import fp from 'fastify-plugin';
import { canonicalPathname, isNoCachePath } from '#shared/domain/url.ts';

const API_PREFIXES = ['/api/', '/assets/', '/healthz', '/readyz', '/metrics'];

/**
 * Pages have one URL form: a trailing slash or doubled slashes answer 301 to the
 * canonical path with the query kept. Responses under /articles/ carry no-cache
 * headers (spec §2).
 */
export const urlPolicyPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw.url ?? '/';
      const queryAt = raw.indexOf('?');
      const pathname = queryAt === -1 ? raw : raw.slice(0, queryAt);
      const canonical = API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? null : canonicalPathname(pathname);
      if (canonical !== null && (request.method === 'GET' || request.method === 'HEAD')) {
        // A reply sent from a callback hook ends the request here; done() would go on to the route.
        void reply.redirect(canonical + (queryAt === -1 ? '' : raw.slice(queryAt)), 301);
        return;
      }
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const raw = request.raw.url ?? '/';
      const queryAt = raw.indexOf('?');
      if (isNoCachePath(queryAt === -1 ? raw : raw.slice(0, queryAt))) {
        reply.header('cache-control', 'no-cache, no-store, must-revalidate');
        reply.header('pragma', 'no-cache');
        reply.header('expires', '0');
      }
      done(null, payload);
    });
  },
  { name: 'url-policy' },
);
