import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';

export interface HealthOptions {
  /** False once shutdown has begun: the load balancer should stop sending traffic. */
  isReady: () => boolean;
}

const HealthBody = Type.Object({ status: Type.String() });

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', { schema: { response: { 200: HealthBody } }, logLevel: 'warn' }, async (_request, reply) => {
    void reply.headers(noStore);
    return { status: 'ok' };
  });
  app.get('/readyz', { schema: { response: { 200: HealthBody, 503: HealthBody } }, logLevel: 'warn' }, async (_request, reply) => {
    void reply.headers(noStore);
    if (!options.isReady()) return reply.code(503).send({ status: 'draining' });
    return { status: 'ready' };
  });
};
