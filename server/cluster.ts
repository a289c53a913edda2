// Serving from several processes: the primary forks WEB_CONCURRENCY workers that
// share the listening port (node:cluster hands connections out round-robin), keeps
// them running, aggregates their Prometheus metrics, and drains them all on
// SIGTERM. A render is CPU-bound JavaScript, so one process uses one core; this
// is how the container uses all of its cores.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Logger } from 'pino';
import { resolveUpstream, type Upstream } from './composition.ts';
import { UPSTREAM_ENV_KEYS, UPSTREAM_HOSTS } from './upstream/hosts.ts';
import { DEMO_UPSTREAM_ENV_KEY } from './config.ts';
import type { AppConfig } from './config.ts';

const METRICS_REQUEST = 'bim:metrics-request';
const METRICS_RESPONSE = 'bim:metrics-response';
/** A worker that dies this often within the window is not restarted again: something is wrong with the build or the host. */
const CRASH_WINDOW_MS = 60_000;
const MAX_CRASHES_IN_WINDOW = 5;
const RESTART_DELAY_MS = 1_000;

type MetricsRequest = { type: typeof METRICS_REQUEST; id: number };
type MetricsResponse = { type: typeof METRICS_RESPONSE; id: number; text?: string; error?: string };

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

  const onMessage = (worker: Worker, message: unknown): void => {
    const request = message as Partial<MetricsRequest> | null;
    if (request?.type !== METRICS_REQUEST || typeof request.id !== 'number') return;
    const id = request.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_RESPONSE, id, text } satisfies MetricsResponse),
      (error: unknown) => worker.send({ type: METRICS_RESPONSE, id, error: String(error) } satisfies MetricsResponse),
    );
  };

  const fork = (): void => {
    const worker = cluster.fork(env);
    worker.on('message', (message) => onMessage(worker, message));
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
 * In a worker: answers the primary's metric collection from this process's
 * registry, and returns the exposition of /metrics, which asks the primary for
 * the sum over every worker (a scrape reaches one worker at random).
 */
export function clusterWorkerMetrics(registry: Registry, timeoutMs = 5_000): () => Promise<string> {
  // prom-client starts answering the primary's collection requests when an
  // AggregatorRegistry is constructed in the worker; it then reports this registry.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  let nextId = 1;
  const pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  process.on('message', (message: unknown) => {
    const response = message as Partial<MetricsResponse> | null;
    if (response?.type !== METRICS_RESPONSE || typeof response.id !== 'number') return;
    const entry = pending.get(response.id);
    if (!entry) return;
    pending.delete(response.id);
    clearTimeout(entry.timer);
    if (typeof response.text === 'string') entry.resolve(response.text);
    else entry.reject(new Error(response.error ?? 'metrics aggregation failed'));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('the primary did not answer the metrics request in time'));
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      process.send?.({ type: METRICS_REQUEST, id } satisfies MetricsRequest);
    });
}
