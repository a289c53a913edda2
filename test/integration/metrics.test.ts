import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createMetrics, type Metrics } from '#server/metrics/registry.ts';
import { metricsPlugin } from '#server/plugins/metrics.ts';
import { startMetricsServer, type MetricsServer } from '#server/metrics/server.ts';

let app: FastifyInstance;
let metrics: Metrics;
let base: string;
let metricsServer: MetricsServer;
let slowFinished: Promise<void>;
let finishSlow: () => void;

beforeAll(async () => {
  metrics = createMetrics();
  // forceCloseConnections: after the aborted fetch below, Node's server otherwise keeps
  // the reused keep-alive socket counted as active and close() waits for it.
  app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(metricsPlugin, { metrics });
  slowFinished = new Promise<void>((resolve) => {
    finishSlow = resolve;
  });
  // Encapsulated like the real /api/* plugins: the root-level hooks must still see them.
  await app.register(async (scope) => {
    scope.get('/things/:id', async (request) => ({ id: (request.params as { id: string }).id }));
    scope.get('/healthz', async () => ({ ok: true }));
    scope.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      finishSlow();
      return { late: true };
    });
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  metricsServer = await startMetricsServer({ host: '127.0.0.1', port: 0, exposition: () => metrics.text(), contentType: metrics.contentType });
});

afterAll(async () => {
  await app.close();
  await metricsServer.close();
});

describe('the metrics server', () => {
  it('answers only GET and HEAD /metrics, and 404 for anything else', async () => {
    expect(metricsServer.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${metricsServer.url}/metrics`, { method: 'HEAD' })).status).toBe(200);
    for (const path of ['/', '/metrics/x', '/healthz', '/metricsx']) expect((await fetch(`${metricsServer.url}${path}`)).status).toBe(404);
    expect((await fetch(`${metricsServer.url}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('answers 503 when the exposition fails', async () => {
    const failing = await startMetricsServer({ host: '127.0.0.1', port: 0, exposition: () => Promise.reject(new Error('no')), contentType: 'text/plain' });
    try {
      expect((await fetch(`${failing.url}/metrics`)).status).toBe(503);
    } finally {
      await failing.close();
    }
  });
});

describe('metricsPlugin', () => {
  it('decorates the instance with the metrics', () => {
    expect(app.metrics).toBe(metrics);
  });

  it('records request durations by route pattern and serves them on GET /metrics of its own port only', async () => {
    expect((await fetch(`${base}/things/42`)).status).toBe(200);
    expect((await fetch(`${base}/things/43?x=1`)).status).toBe(200);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/no/such/${'x'.repeat(20)}`)).status).toBe(404);
    // Not on the site's port.
    expect((await fetch(`${base}/metrics`)).status).toBe(404);

    const response = await fetch(`${metricsServer.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/things\/:id",status_code="200"\} 2/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="not_found",status_code="404"\} 2/);
    // Raw URLs never become labels.
    expect(text).not.toContain('/things/42');
    expect(text).not.toContain('xxxxxxxx');
    for (const name of ['upstream_request_duration_seconds', 'upstream_errors_total', 'cache_hits_total', 'cache_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  it('records a request the client abandoned once, as 499', async () => {
    const controller = new AbortController();
    const pending = fetch(`${base}/slow`, { signal: controller.signal }).catch(() => undefined);
    setTimeout(() => controller.abort(), 50);
    await pending;
    await slowFinished;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const text = await metrics.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/slow",status_code="499"\} 1/);
    expect(text).not.toMatch(/route="\/slow",status_code="200"/);
  });
});
