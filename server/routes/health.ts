import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';

export interface HealthOptions {
  /** False once shutdown has begun: the load balancer should stop sending traffic. */
  isReady: () => boolean;
  /** True while page requests are being shed: their renders would wait past the bound (docs/decisions/0025). */
  isOverloaded?: () => boolean;
  /**
   * READYZ_FAILS_WHEN_OVERLOADED: /readyz answers 503 while overloaded, so a balancer
   * sends the next requests elsewhere. Off by default: when every replica is overloaded
   * at once, a balancer that takes them all out serves nobody (docs/decisions/0025).
   */
  failWhenOverloaded?: boolean;
}

const HealthBody = Type.Object({ status: Type.String() });

/**
 * Both answers are constants read from flags: they cost no render turn and no upstream
 * call, so they stay fast however loaded the server is.
 */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', { schema: { response: { 200: HealthBody } }, logLevel: 'warn' }, async (_request, reply) => {
    void reply.headers(noStore);
    return { status: 'ok' };
  });
  app.get('/readyz', { schema: { response: { 200: HealthBody, 503: HealthBody } }, logLevel: 'warn' }, async (_request, reply) => {
    void reply.headers(noStore);
    if (!options.isReady()) return reply.code(503).send({ status: 'draining' });
    if (options.isOverloaded?.()) return reply.code(options.failWhenOverloaded ? 503 : 200).send({ status: 'overloaded' });
    return { status: 'ready' };
  });
};
