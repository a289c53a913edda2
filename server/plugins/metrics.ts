import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Metrics } from '#server/metrics/registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
  interface FastifyRequest {
    /** performance.now() as the request arrived (for an aborted request's duration). */
    receivedAt: number;
    /** Its duration is in the histogram (an aborted request whose reply completes is counted once). */
    durationRecorded: boolean;
  }
}

export interface MetricsPluginOptions {
  metrics: Metrics;
}

/** What nginx and friends record for a client that hung up before the answer. */
const CLIENT_CLOSED_REQUEST = 499;

const plugin: FastifyPluginAsync<MetricsPluginOptions> = async (fastify, options) => {
  const { metrics } = options;
  // Plain fields on the request, not a WeakMap and a WeakSet keyed by it: weak collections
  // with a key per request made every young-generation GC walk their ephemeron tables,
  // which under a flood of busy answers was a large share of each answer's cost (issue 25).
  // A request is recorded once even when it is aborted and its reply still completes.
  fastify.decorateRequest('durationRecorded', false);
  // onRequestAbort has no reply (and so no elapsedTime), hence our own start time.
  fastify.decorateRequest('receivedAt', 0);

  fastify.decorate('metrics', metrics);

  fastify.addHook('onRequest', (request, _reply, done) => {
    request.receivedAt = performance.now();
    done();
  });

  // The route label is the registered pattern (bounded by the route table), never the
  // raw URL; requests no route matched are recorded as 'not_found'. /healthz is
  // recorded like everything else.
  fastify.addHook('onResponse', (request, reply, done) => {
    if (!request.durationRecorded) {
      request.durationRecorded = true;
      metrics.http.observe({ method: request.method, route: request.routeOptions.url, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    }
    done();
  });

  fastify.addHook('onRequestAbort', (request, done) => {
    if (!request.durationRecorded) {
      request.durationRecorded = true;
      metrics.http.observe({ method: request.method, route: request.routeOptions.url, status_code: CLIENT_CLOSED_REQUEST }, (performance.now() - request.receivedAt) / 1000);
    }
    done();
  });
};

/** Records HTTP request durations for every route; the exposition has its own port (server/metrics/server.ts). */
export const metricsPlugin = fp(plugin, { fastify: '5.x', name: 'metrics' });
