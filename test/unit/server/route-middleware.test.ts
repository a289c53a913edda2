// Spec §4/§8 'Unknown middleware gives 500 Unknown middleware {name}': a route that
// names middleware the registry does not have answers exactly that, and is never
// let through unchecked (server/plugins/route-middleware.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { errorsPlugin } from '#server/plugins/errors.ts';
import { routeMiddlewarePlugin } from '#server/plugins/route-middleware.ts';
import { portalRouteMiddleware } from '#server/routes/route-middleware.ts';
import { DOWNLOAD_MIDDLEWARE } from '#server/routes/download.ts';

let app: FastifyInstance;
const ran: string[] = [];

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(routeMiddlewarePlugin, {
    middleware: {
      first: async () => void ran.push('first'),
      refuse: async () => {
        throw new AppError('forbidden', 'Not for you', 403);
      },
    },
  });
  app.get('/known', { config: { middleware: ['first'] } }, async () => ({ ok: true }));
  app.get('/unknown', { config: { middleware: ['first', 'auth'] } }, async () => {
    ran.push('handler');
    return { ok: true };
  });
  app.get('/refused', { config: { middleware: ['refuse', 'first'] } }, async () => ({ ok: true }));
  app.get('/none', async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('named route middleware', () => {
  it('runs the named middleware, in order, before the handler', async () => {
    ran.length = 0;
    expect((await app.inject('/known')).statusCode).toBe(200);
    expect(ran).toEqual(['first']);
    expect((await app.inject('/none')).statusCode).toBe(200);
  });

  it("answers a name nobody registered with 500 'Unknown middleware {name}', and the handler never runs", async () => {
    ran.length = 0;
    const res = await app.inject('/unknown');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'unknown_middleware', message: 'Unknown middleware auth', statusCode: 500 } });
    expect(ran).toEqual(['first']);
  });

  it('stops at the first middleware that refuses, with its status', async () => {
    ran.length = 0;
    const res = await app.inject('/refused');
    expect(res.statusCode).toBe(403);
    expect(ran).toEqual([]);
  });

  it('knows every middleware the portal’s routes name', () => {
    const known = portalRouteMiddleware('https://bim.example');
    for (const name of DOWNLOAD_MIDDLEWARE) expect(Object.hasOwn(known, name), name).toBe(true);
  });
});
