// The production server as a child process: its own event loop and heap, so its
// throughput is not shared with the load generator and its RSS can be read alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DemoRuleIds } from '#server/demo-upstream/start.ts';
import { UPSTREAM_ENV_KEYS, UPSTREAM_HOSTS, type UpstreamUrls } from '#server/upstream/hosts.ts';
import { freePort, readTreeMemory, stopChild, track, type MemorySample } from './children.ts';
import { SERVER_ENTRY_FILES, type ServerEntry } from './options.ts';

export interface ServerChild {
  readonly pid: number;
  readonly origin: string;
  memory(): Promise<MemorySample | null>;
  /** The server's Prometheus exposition (its own METRICS_PORT); null when it cannot be read. */
  scrape(): Promise<string | null>;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  root: string;
  /** compiled (what the container runs) or the TypeScript sources. */
  entry: ServerEntry;
  upstreams: UpstreamUrls;
  /** The manufacturer rules that fit the upstream's data (the demo's: DemoUpstream.ruleIds). */
  rules: DemoRuleIds;
  logLevel: string;
  /** Replaces the inherited NODE_OPTIONS when not null. */
  nodeOptions: string | null;
  /** stdout and stderr of the child are appended here. */
  logFile: string;
  /** Portal variables for this server only, e.g. PAGE_CACHE_TTL_MS=0. */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

/** MALLOC_ARENA_MAX of the Dockerfile's runtime stage (a unit test holds the two equal). */
export const CONTAINER_MALLOC_ARENA_MAX = '2';

/**
 * The child's environment: production, loopback only, every upstream pointed at the demo.
 * Configured upstreams get no manufacturer rules by default, so the demo's are passed
 * on: the pages are then the ones `npm start` serves on its built-in demo upstream.
 */
export function serverEnv(
  base: NodeJS.ProcessEnv,
  port: number,
  upstreams: UpstreamUrls,
  rules: DemoRuleIds,
  logLevel: string,
  nodeOptions: string | null = null,
  metricsPort: number | null = null,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base };
  if (nodeOptions !== null) env.NODE_OPTIONS = nodeOptions;
  // A warning's stack in the server log names where it was made (the bench counts warnings).
  env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --trace-warnings`.trim();
  // Each server its own metrics port: the default one may be taken by another server on the machine.
  if (metricsPort !== null) {
    env.METRICS_PORT = String(metricsPort);
    env.METRICS_HOST = '127.0.0.1';
  }
  // The server treats "some upstream keys set" as a configuration error, so set all of them.
  for (const host of UPSTREAM_HOSTS) env[UPSTREAM_ENV_KEYS[host]] = upstreams[host];
  env.NODE_ENV = 'production';
  env.PORT = String(port);
  env.HOST = '127.0.0.1';
  env.PUBLIC_ORIGIN = `http://127.0.0.1:${port}`;
  env.LOG_LEVEL = logLevel;
  env.EXCLUDED_COMPANY_IDS = rules.excludedCompanyIds.join(',');
  env.VIP_TARIFF_PLAN_IDS = rules.vipTariffPlanIds.join(',');
  // The container's malloc setting (Dockerfile runtime stage): without it glibc gives each
  // zlib threadpool thread an arena of its own, and RSS under compressed load is ~55 MB higher
  // than what runs in production.
  env.MALLOC_ARENA_MAX ??= CONTAINER_MALLOC_ARENA_MAX;
  return env;
}

/** Warning lines in a server's output: Node prints each as `(node:<pid>) <Name>Warning: …`. */
export function warningLines(output: string): string[] {
  return output.split('\n').filter((line) => /^\(node:\d+\) \w*Warning\b/.test(line));
}

async function waitReady(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting (${child.signalCode ?? `exit code ${child.exitCode}`})`);
    }
    try {
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`the server did not answer /readyz with 200 within ${timeoutMs / 1000} s`);
}

export async function startServer(options: StartServerOptions): Promise<ServerChild> {
  const port = await freePort();
  let metricsPort = await freePort();
  while (metricsPort === port) metricsPort = await freePort();
  const log = createWriteStream(options.logFile, { flags: 'a' });
  log.write(`\n--- bench: starting server on port ${port} at ${new Date().toISOString()}\n`);
  const child = spawn(process.execPath, [path.join(options.root, SERVER_ENTRY_FILES[options.entry])], {
    cwd: options.root,
    env: { ...serverEnv(process.env, port, options.upstreams, options.rules, options.logLevel, options.nodeOptions, metricsPort), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  child.once('exit', () => log.end());

  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitReady(origin, child, options.readyTimeoutMs ?? 30_000);
  } catch (error) {
    await stopChild(child, 2_000);
    throw new Error(`${(error as Error).message}; see ${options.logFile}`);
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server child has no pid');
  return {
    pid,
    origin,
    // The server may be a cluster primary: its workers' memory counts too.
    memory: () => readTreeMemory(pid),
    async scrape() {
      try {
        const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(10_000) });
        return response.ok ? await response.text() : null;
      } catch {
        return null;
      }
    },
    // The server's own shutdown is bounded at 10 s; allow a little more before SIGKILL.
    stop: () => stopChild(child, 12_000),
  };
}
