import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Metrics } from '#server/metrics/registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsPluginOptions {
  metrics: Metrics;
}

/** What nginx and friends record for a client that hung up before the answer. */
const CLIENT_CLOSED_REQUEST = 499;

const plugin: FastifyPluginAsync<MetricsPluginOptions> = async (fastify, options) => {
  const { metrics } = options;
  // A request is recorded once even when it is aborted and its reply still completes.
  const recorded = new WeakSet<FastifyRequest>();

  // onRequestAbort has no reply (and so no elapsedTime), hence our own start time.
  const startTimes = new WeakMap<FastifyRequest, number>();

  fastify.decorate('metrics', metrics);

  fastify.addHook('onRequest', async (request) => {
    startTimes.set(request, performance.now());
  });

  // The route label is the registered pattern (bounded by the route table), never the
  // raw URL; requests no route matched are recorded as 'not_found'. /healthz is
  // recorded like everything else.
  fastify.addHook('onResponse', async (request, reply) => {
    if (recorded.has(request)) return;
    recorded.add(request);
    metrics.http.observe(
      { method: request.method, route: request.routeOptions.url, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  fastify.addHook('onRequestAbort', async (request) => {
    if (recorded.has(request)) return;
    recorded.add(request);
    const seconds = (performance.now() - (startTimes.get(request) ?? performance.now())) / 1000;
    metrics.http.observe({ method: request.method, route: request.routeOptions.url, status_code: CLIENT_CLOSED_REQUEST }, seconds);
  });
};

/** Records HTTP request durations for every route; the exposition has its own port (server/metrics/server.ts). */
export const metricsPlugin = fp(plugin, { fastify: '5.x', name: 'metrics' });
