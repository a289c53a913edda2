// The only module that reads process.env and listens.
import { ConfigError, loadConfig } from './config.ts';
import { createShutdown } from './lifecycle.ts';

const dev = process.argv.includes('--dev');
// React and the router pick their production builds from NODE_ENV.
process.env.NODE_ENV ??= dev ? 'development' : 'production';

let config;
try {
  config = loadConfig(process.env, { dev });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const { buildApp } = await import('./app.ts');
const app = await buildApp(config, { demoInWorker: true, ...(dev ? { logger: { level: config.logLevel, transport: { target: 'pino-pretty' } } } : {}) });
const shutdown = createShutdown(app, { timeoutMs: config.shutdownTimeoutMs, exit: (code) => process.exit(code) });
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  if (!config.upstreams) app.log.info('no upstream configured: serving the built-in demo upstream from a worker thread');
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
