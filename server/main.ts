// The only module that reads process.env and listens.
import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.ts';
import { createShutdown } from './lifecycle.ts';
import { listenText } from './open-address.ts';

const dev = process.argv.includes('--dev');
// React and the router pick their production builds from NODE_ENV.
process.env.NODE_ENV ??= dev ? 'development' : 'production';

let config;
try {
  // One process unless told otherwise: a container is scaled by adding containers, and one
  // process keeps the memory bound and the shared cache of the decision records 0005 and 0008.
  config = loadConfig(process.env, { dev });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

if (config.workers > 1 && cluster.isPrimary && !dev) {
  const { pino } = await import('pino');
  const { runPrimary } = await import('./cluster.ts');
  const log = pino({ level: config.logLevel });
  const stop = await runPrimary({ config, workers: config.workers, env: process.env, log, exit: (code) => process.exit(code) });
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
} else {
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config, {
    demoInWorker: true,
    ...(dev ? { logger: { level: config.logLevel, transport: { target: 'pino-pretty' } } } : {}),
  });
  // A worker's metrics are scraped through the primary, which sums them.
  if (cluster.isWorker) (await import('./cluster.ts')).reportMetricsToPrimary(app.metrics.registry);
  const shutdown = createShutdown(app, { timeoutMs: config.shutdownTimeoutMs, graceMs: config.shutdownGraceMs, exit: (code) => process.exit(code) });
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host, listenTextResolver: listenText(config) });
    if (!cluster.isWorker) {
      const { startMetricsServer } = await import('./metrics/server.ts');
      // Metrics are for ops: a taken port is logged, and the site serves on.
      await startMetricsServer({ host: config.metricsHost, port: config.metricsPort, exposition: () => app.metrics.text(), contentType: app.metrics.contentType }).then(
        (server) => app.log.info({ metrics: `${server.url}/metrics` }, 'metrics on their own port'),
        (error: unknown) => app.log.error({ err: error, port: config.metricsPort }, 'metrics port unavailable: serving without /metrics'),
      );
    }
    if (!config.upstreams) app.log.info('no upstream configured: serving the built-in demo upstream from a worker thread');
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start');
    process.exit(1);
  }
}
