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
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw.url ?? '/';
      const queryAt = raw.indexOf('?');
      const pathname = queryAt === -1 ? raw : raw.slice(0, queryAt);
      if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return;
      const canonical = canonicalPathname(pathname);
      if (canonical !== null && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.redirect(canonical + (queryAt === -1 ? '' : raw.slice(queryAt)), 301);
      }
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const raw = request.raw.url ?? '/';
      const pathname = raw.split('?', 1)[0] ?? '/';
      if (isNoCachePath(pathname)) {
        reply.header('cache-control', 'no-cache, no-store, must-revalidate');
        reply.header('pragma', 'no-cache');
        reply.header('expires', '0');
      }
      return payload;
    });
  },
  { name: 'url-policy' },
);
