// The bench's knobs, read from the environment once (npm run bench takes no arguments).
import { readFileSync } from 'node:fs';
import { PAGE_KINDS, type PageKind } from './pages.ts';

/** cache: the anonymous page cache as shipped; render: every page rendered per request (PAGE_CACHE_TTL_MS=0). */
export const MODES = ['cache', 'render'] as const;
export type Mode = (typeof MODES)[number];

/** The issue's overload run: the home page, the catalogue and a model page (issue 25). */
export const OVERLOAD_PAGES: readonly PageKind[] = ['home', 'models', 'model'];

export interface BenchOptions {
  /** BENCH_QUICK: shorter defaults for iterating (3 s runs, 20,000 requests, no cold runs). */
  quick: boolean;
  /** Server setups measured, each on its own freshly started server. */
  modes: Mode[];
  /** Page types measured. */
  pages: PageKind[];
  /** Whether the cold-cache runs (two fresh servers per page) are made. */
  cold: boolean;
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
  /** Issue 25: besides the warm run, one per page and encoding on connections opened as it starts (as browsers do). */
  fresh: boolean;
  /** Issue 25: the overload run (each mode, OVERLOAD pages, many connections, `br, gzip`). */
  overload: boolean;
  overloadPages: PageKind[];
  overloadConnections: number;
  overloadDurationS: number;
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

function readFlag(env: Env, key: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  problems.push(`${key} must be 1 or 0 (got ${JSON.stringify(raw)})`);
  return fallback;
}

function readList<T extends string>(env: Env, key: string, allowed: readonly T[], problems: string[], fallback: readonly T[] = allowed): T[] {
  const raw = env[key]?.trim();
  if (!raw) return [...fallback];
  const items = raw.split(',').map((item) => item.trim()).filter((item) => item !== '');
  const bad = items.filter((item) => !(allowed as readonly string[]).includes(item));
  if (bad.length > 0 || items.length === 0) {
    problems.push(`${key} must be a comma-separated list of ${allowed.join(', ')} (got ${JSON.stringify(raw)})`);
    return [...allowed];
  }
  // In the bench's own order, each once.
  return allowed.filter((item) => items.includes(item));
}

/** Parses BENCH_* variables; throws BenchOptionsError naming every bad one. */
export function parseBenchOptions(env: Env): BenchOptions {
  const problems: string[] = [];
  const quick = readFlag(env, 'BENCH_QUICK', false, problems);
  const durationS = readInt(env, 'BENCH_DURATION', quick ? 3 : 10, 1, 600, problems);
  // A warm-up longer than the run itself only slows iteration down.
  const warmupS = readInt(env, 'BENCH_WARMUP', Math.min(quick ? 1 : 3, durationS), 0, 600, problems);
  const connections = readInt(env, 'BENCH_CONNECTIONS', 50, 1, 1000, problems);
  const total = readInt(env, 'BENCH_TOTAL', quick ? 20_000 : 100_000, 0, 10_000_000, problems);
  const modes = readList(env, 'BENCH_MODES', MODES, problems);
  const pages = readList(env, 'BENCH_PAGES', PAGE_KINDS, problems);
  const cold = readFlag(env, 'BENCH_COLD', !quick, problems);
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
  const fresh = readFlag(env, 'BENCH_FRESH', true, problems);
  const overload = readFlag(env, 'BENCH_OVERLOAD', true, problems);
  const overloadPages = readList(env, 'BENCH_OVERLOAD_PAGES', PAGE_KINDS, problems, OVERLOAD_PAGES);
  const overloadConnections = readInt(env, 'BENCH_OVERLOAD_CONNECTIONS', 200, 1, 2000, problems);
  const overloadDurationS = readInt(env, 'BENCH_OVERLOAD_DURATION', quick ? 5 : 30, 1, 600, problems);
  if (problems.length > 0) throw new BenchOptionsError(problems);
  return {
    quick,
    modes,
    pages,
    cold,
    durationS,
    warmupS,
    connections,
    total,
    coldConcurrency,
    soakMaxS,
    logLevel,
    modelPath: rawModel,
    serverNodeOptions,
    fresh,
    overload,
    overloadPages,
    overloadConnections,
    overloadDurationS,
  };
}

function productionNodeOptions(): string | null {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { config?: { nodeOptions?: string } };
  return pkg.config?.nodeOptions?.trim() || null;
}
