// The bench's knobs, read from the environment once (npm run bench takes no arguments).
import { readFileSync } from 'node:fs';

export interface BenchOptions {
  /** Seconds each measured autocannon run lasts, per target. */
  durationS: number;
  /** Seconds of load per page before measuring, so caches, JIT and pools are warm. */
  warmupS: number;
  /** Concurrent keep-alive connections autocannon holds open. */
  connections: number;
  /** Page requests the production server answers in total before RSS is read. */
  total: number;
  /** Identical requests fired at once at a server with an empty cache. */
  coldConcurrency: number;
  /** Upper bound on the phase that tops the request count up to `total`. */
  soakMaxS: number;
  /** The server's LOG_LEVEL; per-request info logs cost throughput, so the default is warn. */
  logLevel: string;
  /** Skips discovery: the model page to measure, e.g. /model/some-alias/42. */
  modelPath: string | null;
  /**
   * NODE_OPTIONS for the server child only (e.g. V8 heap flags), leaving the load
   * generator and the static reference as they are; null: the child inherits NODE_OPTIONS.
   */
  serverNodeOptions: string | null;
}

export class BenchOptionsError extends Error {
  constructor(problems: string[]) {
    super(`Invalid bench settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'BenchOptionsError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function readInt(env: Env, key: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${key} must be an integer from ${min} to ${max} (got ${JSON.stringify(raw)})`);
    return fallback;
  }
  return value;
}

/** Parses BENCH_* variables; throws BenchOptionsError naming every bad one. */
export function parseBenchOptions(env: Env): BenchOptions {
  const problems: string[] = [];
  const durationS = readInt(env, 'BENCH_DURATION', 10, 1, 600, problems);
  // A warm-up longer than the run itself only slows iteration down.
  const warmupS = readInt(env, 'BENCH_WARMUP', Math.min(3, durationS), 0, 600, problems);
  const connections = readInt(env, 'BENCH_CONNECTIONS', 50, 1, 1000, problems);
  const total = readInt(env, 'BENCH_TOTAL', 100_000, 0, 10_000_000, problems);
  const coldConcurrency = readInt(env, 'BENCH_COLD_CONCURRENCY', 100, 1, 1000, problems);
  const soakMaxS = readInt(env, 'BENCH_SOAK_MAX', 1_800, 1, 86_400, problems);
  const logLevel = env.BENCH_LOG_LEVEL?.trim() || 'warn';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`BENCH_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${JSON.stringify(logLevel)})`);
  const rawModel = env.BENCH_MODEL_PATH?.trim() || null;
  if (rawModel !== null && !/^\/(?:en\/)?model\/[^/?#\s]+\/[^/?#\s]+$/.test(rawModel)) {
    problems.push(`BENCH_MODEL_PATH must look like /model/<alias>/<id> (got ${JSON.stringify(rawModel)})`);
  }
  // By default the server runs with the production heap flags (package.json config.nodeOptions, as in the Dockerfile).
  const serverNodeOptions = env.BENCH_NODE_OPTIONS?.trim() || productionNodeOptions();
  if (problems.length > 0) throw new BenchOptionsError(problems);
  return { durationS, warmupS, connections, total, coldConcurrency, soakMaxS, logLevel, modelPath: rawModel, serverNodeOptions };
}

function productionNodeOptions(): string | null {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { config?: { nodeOptions?: string } };
  return pkg.config?.nodeOptions?.trim() || null;
}
