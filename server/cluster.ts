// Serving from several processes: the primary forks WEB_CONCURRENCY workers that
// share the listening port (node:cluster hands connections out round-robin), keeps
// them running, serves their summed Prometheus metrics on METRICS_PORT, and drains them all on
// SIGTERM. A render is CPU-bound JavaScript, so one process uses one core; this
// is how the container uses all of its cores.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Logger } from 'pino';
import { resolveUpstream, type Upstream } from './composition.ts';
import { UPSTREAM_ENV_KEYS, UPSTREAM_HOSTS } from './upstream/hosts.ts';
import { DEMO_UPSTREAM_ENV_KEY } from './config.ts';
import type { AppConfig } from './config.ts';
import { startMetricsServer } from './metrics/server.ts';

/** A worker that dies this often within the window is not restarted again: something is wrong with the build or the host. */
const CRASH_WINDOW_MS = 60_000;
const MAX_CRASHES_IN_WINDOW = 5;
const RESTART_DELAY_MS = 1_000;

export interface PrimaryOptions {
  config: AppConfig;
  workers: number;
  env: NodeJS.ProcessEnv;
  log: Logger;
  exit: (code: number) => void;
}

/**
 * The environment a worker starts with. With no upstream configured, the primary
 * runs the one demo upstream and points every worker at it (with the demo's
 * manufacturer rules), so the workers share its dataset and its call log.
 */
export function workerEnv(env: NodeJS.ProcessEnv, upstream: Pick<Upstream, 'urls' | 'rules' | 'isDemo'>): NodeJS.ProcessEnv {
  const next: NodeJS.ProcessEnv = { ...env };
  if (upstream.isDemo) {
    for (const host of UPSTREAM_HOSTS) next[UPSTREAM_ENV_KEYS[host]] = upstream.urls[host];
    next.EXCLUDED_COMPANY_IDS ??= upstream.rules.excludedCompanyIds.join(',');
    next.VIP_TARIFF_PLAN_IDS ??= upstream.rules.vipTariffPlanIds.join(',');
    // So the workers give browsers paths on the front host, not the demo's loopback (browser-upstream.ts).
    next[DEMO_UPSTREAM_ENV_KEY] = '1';
  }
  return next;
}

export async function runPrimary(options: PrimaryOptions): Promise<(signal: string) => Promise<void>> {
  const { config, workers, log } = options;
  // The workers build their own pools and services (buildApp); they share this one upstream.
  const upstream = await resolveUpstream(config, { inWorker: true });
  if (upstream.isDemo) log.info('no upstream configured: serving the built-in demo upstream from a worker thread');
  const env = workerEnv(options.env, upstream);
  const aggregator = new AggregatorRegistry();
  const crashes: number[] = [];
  let stopping: Promise<void> | null = null;

  const fork = (): void => {
    cluster.fork(env);
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && (crashes[0] ?? now) < now - CRASH_WINDOW_MS) crashes.shift();
    log.error({ workerPid: worker.process.pid, code, signal }, 'a worker exited unexpectedly');
    if (crashes.length > MAX_CRASHES_IN_WINDOW) {
      log.fatal({ crashes: crashes.length, windowMs: CRASH_WINDOW_MS }, 'workers keep crashing; giving up');
      void stop('crash-loop', 1);
      return;
    }
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });

  for (let i = 0; i < workers; i++) fork();
  log.info({ workers }, 'serving from worker processes');
  // The primary answers scrapes itself, with the sum over every worker.
  const metricsServer = await startMetricsServer({
    host: config.metricsHost,
    port: config.metricsPort,
    exposition: () => aggregator.clusterMetrics(),
    contentType: aggregator.contentType,
    onError: (error) => log.warn({ err: error }, 'collecting the workers\' metrics failed'),
  }).catch((error: unknown) => {
    log.error({ err: error, port: config.metricsPort }, 'metrics port unavailable: serving without /metrics');
    return null;
  });
  if (metricsServer) log.info({ metrics: `${metricsServer.url}/metrics` }, 'metrics on their own port');

  const stop = (signal: string, code = 0): Promise<void> => {
    if (stopping) return stopping;
    log.info({ signal }, 'shutting down: draining every worker');
    const alive = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
    stopping = new Promise<void>((resolve) => {
      let left = alive.length;
      const done = (): void => {
        left -= 1;
        if (left <= 0) resolve();
      };
      if (left === 0) resolve();
      // Each worker drains itself within the shutdown bound (server/lifecycle.ts).
      for (const worker of alive) {
        worker.once('exit', done);
        worker.process.kill('SIGTERM');
      }
    });
    // A little longer than a worker's own bound, so a worker that times out is still waited for.
    const deadline = setTimeout(() => {
      log.error({ timeoutMs: config.shutdownTimeoutMs }, 'workers did not exit in time');
      options.exit(1);
    }, config.shutdownTimeoutMs + 2_000);
    deadline.unref();
    return stopping.then(async () => {
      clearTimeout(deadline);
      await upstream.close();
      log.info('shutdown complete');
      options.exit(code);
    });
  };
  return (signal: string) => stop(signal);
}

/**
 * In a worker: lets the primary's AggregatorRegistry collect this process's
 * registry (prom-client answers the primary's IPC requests once an
 * AggregatorRegistry exists in the worker). Scrapes go to the primary.
 */
export function reportMetricsToPrimary(registry: Registry): void {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}
