// The bench's knobs, read from the environment once (npm run bench takes no arguments).
import { readFileSync } from 'node:fs';
import { Type } from 'typebox';
import { logLevelSetting } from '#server/config.ts';
import { choiceSetting, choicesSetting, flagSetting, integerSetting, patternSetting, readEnvironment, type Env } from '#server/env-settings.ts';
import { PAGE_KINDS, type PageKind } from './pages.ts';

/** cache: the anonymous page cache as shipped; render: every page rendered per request (PAGE_CACHE_TTL_MS=0). */
export const MODES = ['cache', 'render'] as const;
export type Mode = (typeof MODES)[number];

/** compiled: dist/server/main.js, what the container runs; source: server/main.ts under Node's type stripping (decision 0035). */
export const SERVER_ENTRIES = ['compiled', 'source'] as const;
export type ServerEntry = (typeof SERVER_ENTRIES)[number];
/** The file each build of the server starts from, under the project root. */
export const SERVER_ENTRY_FILES: Readonly<Record<ServerEntry, string>> = { compiled: 'dist/server/main.js', source: 'server/main.ts' };

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
  /** Which build of the server the children run (BENCH_SERVER). */
  serverEntry: ServerEntry;
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

const MODEL_PAGE = '^/(?:en/)?model/[^/?#\\s]+/[^/?#\\s]+$';

/** The BENCH_* variables, read like the server's own (server/env-settings.ts); the defaults that hang on BENCH_QUICK are parseBenchOptions'. */
export const BENCH_SCHEMA = Type.Object({
  BENCH_QUICK: flagSetting({ default: false }),
  BENCH_DURATION: Type.Optional(integerSetting(1, 600)),
  BENCH_WARMUP: Type.Optional(integerSetting(0, 600)),
  BENCH_CONNECTIONS: integerSetting(1, 1000, { default: 50 }),
  BENCH_TOTAL: Type.Optional(integerSetting(0, 10_000_000)),
  BENCH_MODES: choicesSetting(MODES, { default: [...MODES] }),
  BENCH_PAGES: choicesSetting(PAGE_KINDS, { default: [...PAGE_KINDS] }),
  BENCH_COLD: Type.Optional(flagSetting()),
  BENCH_COLD_CONCURRENCY: integerSetting(1, 1000, { default: 100 }),
  BENCH_SOAK_MAX: integerSetting(1, 86_400, { default: 1_800 }),
  // Per-request info logs cost throughput.
  BENCH_LOG_LEVEL: logLevelSetting('warn'),
  BENCH_MODEL_PATH: Type.Optional(patternSetting(MODEL_PAGE, 'a model page like /model/<alias>/<id>')),
  BENCH_NODE_OPTIONS: Type.Optional(Type.String()),
  BENCH_SERVER: choiceSetting([...SERVER_ENTRIES], { default: 'compiled' }),
  // Issue 25: each request on a new connection, as visitors arrive; and the overload run.
  BENCH_FRESH: flagSetting({ default: true }),
  BENCH_OVERLOAD: flagSetting({ default: true }),
  BENCH_OVERLOAD_PAGES: choicesSetting(PAGE_KINDS, { default: [...OVERLOAD_PAGES] }),
  BENCH_OVERLOAD_CONNECTIONS: integerSetting(1, 2000, { default: 200 }),
  BENCH_OVERLOAD_DURATION: Type.Optional(integerSetting(1, 600)),
});

/** Parses BENCH_* variables; throws BenchOptionsError naming every bad one. */
export function parseBenchOptions(env: Env): BenchOptions {
  const { values, problems } = readEnvironment(BENCH_SCHEMA, env);
  if (problems.length > 0) throw new BenchOptionsError(problems);
  const quick = values.BENCH_QUICK;
  const durationS = values.BENCH_DURATION ?? (quick ? 3 : 10);
  return {
    quick,
    modes: values.BENCH_MODES,
    pages: values.BENCH_PAGES,
    cold: values.BENCH_COLD ?? !quick,
    durationS,
    // A warm-up longer than the run itself only slows iteration down.
    warmupS: values.BENCH_WARMUP ?? Math.min(quick ? 1 : 3, durationS),
    connections: values.BENCH_CONNECTIONS,
    total: values.BENCH_TOTAL ?? (quick ? 20_000 : 100_000),
    coldConcurrency: values.BENCH_COLD_CONCURRENCY,
    soakMaxS: values.BENCH_SOAK_MAX,
    logLevel: values.BENCH_LOG_LEVEL,
    modelPath: values.BENCH_MODEL_PATH ?? null,
    // By default the server runs with the production heap flags (package.json config.nodeOptions, as in the Dockerfile).
    serverNodeOptions: values.BENCH_NODE_OPTIONS ?? productionNodeOptions(),
    serverEntry: values.BENCH_SERVER,
    fresh: values.BENCH_FRESH,
    overload: values.BENCH_OVERLOAD,
    overloadPages: values.BENCH_OVERLOAD_PAGES,
    overloadConnections: values.BENCH_OVERLOAD_CONNECTIONS,
    overloadDurationS: values.BENCH_OVERLOAD_DURATION ?? (quick ? 5 : 30),
  };
}

function productionNodeOptions(): string | null {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { config?: { nodeOptions?: string } };
  return pkg.config?.nodeOptions?.trim() || null;
}
