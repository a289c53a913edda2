// Named route middleware (spec §4/§8: 'Unknown middleware gives 500 Unknown
// middleware {name}'). A route names the checks it needs in its config
// (`config: { middleware: ['registered-user'] }`); they run in that order before
// its handler, from the one registry given here. A name the registry does not
// know is a programming error, answered as the spec says: 500 'Unknown
// middleware {name}', never a request let through unchecked.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unknownMiddleware } from '#server/services/error-policy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Names of the route middleware this route runs before its handler (server/plugins/route-middleware.ts). */
    middleware?: readonly string[];
  }
}

/** Throws (an AppError) to refuse the request; returns to let it through. */
export type RouteMiddleware = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RouteMiddlewareOptions {
  middleware: Readonly<Record<string, RouteMiddleware>>;
}

export const routeMiddlewarePlugin = fp<RouteMiddlewareOptions>(
  async (app, options) => {
    const registry = options.middleware;
    const runAll = async (names: readonly string[], request: FastifyRequest, reply: FastifyReply) => {
      for (const name of names) {
        const run = Object.hasOwn(registry, name) ? registry[name] : undefined;
        if (!run) throw unknownMiddleware(name);
        await run(request, reply);
        if (reply.sent) return;
      }
    };
    // Most routes name no middleware: they pass without a promise (issue 25). A reply sent
    // by a middleware ends the request, so the chain is not continued then.
    app.addHook('preHandler', (request, reply, done) => {
      const names = request.routeOptions.config?.middleware;
      if (!names || names.length === 0) return done();
      runAll(names, request, reply).then(() => {
        if (!reply.sent) done();
      }, done);
    });
  },
  { name: 'route-middleware' },
);
