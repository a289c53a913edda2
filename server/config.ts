import { isIP } from 'node:net';
import { UPSTREAM_ENV_KEYS, UPSTREAM_HOSTS, type UpstreamUrls } from './upstream/hosts.ts';
import type { PublicConfig } from '#shared/api/port.ts';
import type { BrowserUpstream } from './browser-upstream.ts';
import { isMetricsCounterId, isTagManagerId, type AnalyticsConfig } from '#shared/domain/analytics-tags.ts';
import { isChatGlobalName, NO_CHAT, type ChatConfig } from '#shared/domain/chat.ts';
import { DEFAULT_COMMENTS_SITE_ID, isCommentsSiteId, type CommentsPublicConfig } from '#shared/domain/comments.ts';

/**
 * Everything the server can be told, parsed once at start from the environment.
 * Tests build this object directly; only main.ts reads process.env.
 */
/** Default RENDER_CONCURRENCY: measured on two cores (docs/decisions/0019). */
export const DEFAULT_RENDER_CONCURRENCY = 8;
/** Default ADMISSION_MAX_WAIT_MS and PAGE_CACHE_STALE_MS (issue 25, docs/decisions/0025). */
export const DEFAULT_ADMISSION_MAX_WAIT_MS = 1_000;
export const DEFAULT_PAGE_CACHE_STALE_MS = 60_000;
/** Default CACHE_MAX_BYTES: estimated heap bytes of the response cache (issue 25). */
export const DEFAULT_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export interface AppConfig {
  port: number;
  host: string;
  /** The front host used for canonical and hreflang links, without a trailing slash. */
  publicOrigin: string;
  /** true when PUBLIC_ORIGIN was set (a real deployment); false when it is the local default. */
  publicOriginFixed: boolean;
  /** null: no upstream configured, so the built-in demo upstream is started on loopback. */
  upstreams: UpstreamUrls | null;
  /** true in a cluster worker whose configured upstreams are its primary's demo upstream. */
  upstreamsAreDemo: boolean;
  cacheMaxBytes: number;
  /** How long an anonymous visitor's rendered page is reused; 0 turns the page cache off. */
  pageCacheTtlMs: number;
  pageCacheMaxBytes: number;
  /** Pages rendered and written at once per process (server/render/render-slots.ts); 0: no limit. */
  renderConcurrency: number;
  // --- Issue 25: admission and shedding (docs/decisions/0025) ---
  /** Bound on a page's expected wait for its render turn plus one turn; past it the stale copy or a 503 is sent at once. 0: never shed. */
  admissionMaxWaitMs: number;
  /** How long past PAGE_CACHE_TTL_MS an anonymous page is kept, to be served only while the server is too busy to render it. */
  pageCacheStaleMs: number;
  /** Whether /readyz answers 503 while pages are being shed (off: 200 with status "overloaded"). */
  readyzFailsWhenOverloaded: boolean;
  // --- end issue 25 ---
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Spec §5: three company ids dropped from the manufacturer list; null when not configured. */
  excludedCompanyIds: string[] | null;
  /** Spec §6: the two tariff plan ids that make a company VIP (with logo display on); null when not configured. */
  vipTariffPlanIds: string[] | null;
  /** Upper bound for a graceful shutdown (SIGTERM), grace period included, before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** After SIGTERM, how long everything but /readyz is still served so the load balancer takes the instance out first. */
  shutdownGraceMs: number;
  /** redis:// URL of the store shared by every replica's rate limits; null: counted in each process's memory. */
  redisUrl: string | null;
  /** Server processes (WEB_CONCURRENCY); 1 serves from the main process, more fork cluster workers. */
  workers: number;
  /**
   * Which proxies may tell us the client's address (X-Forwarded-For): false
   * trusts none (the socket's peer is the client), a number trusts that many
   * hops in front of us, a list trusts those addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** The Prometheus exposition's own listener (METRICS_PORT, METRICS_HOST); never the site's port. */
  metricsPort: number;
  metricsHost: string;
  /** The optional third-party analytics tags and the /rabbit flag (spec §7); all off by default. */
  analytics: AnalyticsConfig;
  /** The chat tool (spec §4 §7); off unless CHAT_SCRIPT_URL is set. */
  chat: ChatConfig;
  /** The chat vendor's user-auth key (secret, never sent to the browser): signs a logged-in user's id for the chat's auth; null: no auth. */
  chatAuthKey: string | null;
  /** The comments service (spec §7, Remark42-compatible): COMMENTS_URL and COMMENTS_SITE_ID. */
  comments: CommentsConfig;
  /** Where the production build lives (dist/client, dist/server). */
  distDir: string;
  /** true: Vite in middleware mode with HMR instead of the production build. */
  dev: boolean;
}

export type TrustProxy = false | number | string[];

export interface CommentsConfig {
  /**
   * The comments host's base URL, null when unset: then real upstream hosts have no
   * comments at all, and the demo upstream plays the host in demo mode.
   */
  url: string | null;
  /** Remark42's SITE for our threads. */
  siteId: string;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

type Env = Record<string, string | undefined>;

function readUrl(env: Env, key: string, problems: string[]): string | undefined {
  const raw = env[key]?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return raw.replace(/\/+$/, '');
  } catch {
    problems.push(`${key} must be an absolute http(s) URL (got ${JSON.stringify(raw)})`);
    return undefined;
  }
}

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

/** Issue 25: a 0/1 switch (also false/true). */
function readFlag(env: Env, key: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  problems.push(`${key} must be 0 or 1 (got ${JSON.stringify(raw)})`);
  return fallback;
}

function readList(env: Env, key: string, fallback: string[] | null, problems: string[]): string[] | null {
  const raw = env[key];
  if (raw === undefined || raw.trim() === '') return fallback;
  const items = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (items.some((item) => !/^[\w-]{1,64}$/.test(item))) {
    problems.push(`${key} must be a comma-separated list of ids (got ${JSON.stringify(raw)})`);
    return fallback;
  }
  return items;
}

function readRedisUrl(env: Env, problems: string[]): string | null {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return null;
  if (!URL.canParse(raw) || !['redis:', 'rediss:'].includes(new URL(raw).protocol)) {
    // The value may hold a password: name the key, not the value.
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
    return null;
  }
  return raw;
}

/** Set by the cluster primary for its workers only (server/cluster.ts): not a setting for people. */
export const DEMO_UPSTREAM_ENV_KEY = 'BIM_PORTAL_DEMO_UPSTREAM';

/** The named ranges proxy-addr (Fastify's proxy trust) knows. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or 'false' trusts nothing; a hop count (1..16);
 * or a comma-separated list of addresses, CIDR ranges and the names loopback,
 * linklocal, uniquelocal. 'true' is refused: it would let every client pick
 * its own address with a new X-Forwarded-For and so escape the rate limits.
 */
function readTrustProxy(env: Env, problems: string[]): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= 16) return hops;
    problems.push(`TRUST_PROXY as a hop count must be 1 to 16 (got ${JSON.stringify(raw)})`);
    return false;
  }
  const items = raw.split(',').map((item) => item.trim()).filter(Boolean);
  const bad = items.filter((item) => !isAddressOrRange(item));
  if (bad.length > 0 || items.length === 0) {
    problems.push(
      `TRUST_PROXY must be false, a hop count or a comma-separated list of addresses and CIDR ranges (got ${JSON.stringify(raw)})` +
        (raw === 'true' ? ': true would trust any client\'s own X-Forwarded-For' : ''),
    );
    return false;
  }
  return items;
}

/**
 * The trustProxy option for Fastify. Fastify 5 treats a bare number as 'trust
 * nothing' (it cannot check the peer), so a hop count becomes the function
 * Express uses: the socket's peer is hop 0, and the first `hops` are trusted.
 * The operator vouches by setting it that the port is reachable only through
 * those proxies.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** TAG_MANAGER_ID, METRICS_COUNTER_ID and ANALYTICS_FORWARD_RABBIT: unset means off. */
function readAnalytics(env: Env, problems: string[]): AnalyticsConfig {
  const tagManagerId = env.TAG_MANAGER_ID?.trim() || null;
  if (tagManagerId && !isTagManagerId(tagManagerId)) problems.push(`TAG_MANAGER_ID must look like GTM-XXXXXXX (got ${JSON.stringify(tagManagerId)})`);
  const metricsCounterId = env.METRICS_COUNTER_ID?.trim() || null;
  if (metricsCounterId && !isMetricsCounterId(metricsCounterId)) problems.push(`METRICS_COUNTER_ID must be the counter's number (got ${JSON.stringify(metricsCounterId)})`);
  const rabbit = env.ANALYTICS_FORWARD_RABBIT?.trim() || '0';
  if (rabbit !== '0' && rabbit !== '1') problems.push(`ANALYTICS_FORWARD_RABBIT must be 0 or 1 (got ${JSON.stringify(rabbit)})`);
  return { tagManagerId, metricsCounterId, forwardToRabbit: rabbit === '1' };
}

/** CHAT_SCRIPT_URL (https only: it runs in our pages) and CHAT_GLOBAL, the name its script defines. */
function readChat(env: Env, problems: string[]): ChatConfig {
  const scriptUrl = readUrl(env, 'CHAT_SCRIPT_URL', problems) ?? null;
  if (scriptUrl && !scriptUrl.startsWith('https:')) problems.push('CHAT_SCRIPT_URL must be an https URL');
  const globalName = env.CHAT_GLOBAL?.trim() || NO_CHAT.globalName;
  if (!isChatGlobalName(globalName)) problems.push(`CHAT_GLOBAL must be a JavaScript identifier (got ${JSON.stringify(globalName)})`);
  return { scriptUrl, globalName };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * COMMENTS_URL: https, since visitors are sent there to write and the BFF reads
 * threads from it (plain http only on this machine's loopback, for a local Remark42);
 * no query or fragment, since call paths are appended to it. COMMENTS_SITE_ID goes
 * into every call's query: a plain id.
 */
function readComments(env: Env, problems: string[]): CommentsConfig {
  const url = readUrl(env, 'COMMENTS_URL', problems) ?? null;
  if (url) {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && !LOOPBACK_HOSTS.has(parsed.hostname)) problems.push('COMMENTS_URL must be an https URL (http only for localhost)');
    if (parsed.search !== '' || parsed.hash !== '' || parsed.username !== '' || parsed.password !== '') problems.push('COMMENTS_URL must be a base URL without credentials, query or fragment');
  }
  const siteId = env.COMMENTS_SITE_ID?.trim() || DEFAULT_COMMENTS_SITE_ID;
  if (!isCommentsSiteId(siteId)) problems.push(`COMMENTS_SITE_ID must be letters, digits, '.', '-' or '_', at most 64 (got ${JSON.stringify(siteId)})`);
  return { url, siteId };
}

/** Parses the environment; throws ConfigError naming every bad key at once. */
export function loadConfig(env: Env, options: { dev?: boolean; distDir?: string; defaultWorkers?: number } = {}): AppConfig {
  const problems: string[] = [];
  const port = readInt(env, 'PORT', 3000, 0, 65535, problems);
  const host = env.HOST?.trim() || '0.0.0.0';
  if (!/^[\w.:-]+$/.test(host)) problems.push(`HOST must be a host name or address (got ${JSON.stringify(host)})`);

  const publicOrigin = readUrl(env, 'PUBLIC_ORIGIN', problems) ?? `http://localhost:${port}`;
  if (env.PUBLIC_ORIGIN && URL.canParse(env.PUBLIC_ORIGIN) && new URL(env.PUBLIC_ORIGIN).pathname.replace(/\/+$/, '') !== '') {
    problems.push('PUBLIC_ORIGIN must be an origin without a path (e.g. https://example.com)');
  }

  const given = UPSTREAM_HOSTS.filter((h) => env[UPSTREAM_ENV_KEYS[h]]?.trim());
  let upstreams: UpstreamUrls | null = null;
  if (given.length > 0) {
    const urls = {} as UpstreamUrls;
    for (const h of UPSTREAM_HOSTS) {
      const key = UPSTREAM_ENV_KEYS[h];
      const url = readUrl(env, key, problems);
      if (url) urls[h] = url;
      else if (!env[key]?.trim()) problems.push(`${key} is required when any upstream is configured (set all of ${UPSTREAM_HOSTS.map((x) => UPSTREAM_ENV_KEYS[x]).join(', ')}, or none for the demo upstream)`);
    }
    upstreams = urls;
  }

  // Issue 25: counted in estimated heap bytes (server/cache/response-cache.ts heapBytes), which the
  // 160 MB heap of the production flags must hold besides everything else; 64 MB of JSON was ~100 MB of heap.
  const cacheMaxBytes = readInt(env, 'CACHE_MAX_BYTES', DEFAULT_CACHE_MAX_BYTES, 1024 * 1024, 4 * 1024 * 1024 * 1024, problems);
  const pageCacheTtlMs = readInt(env, 'PAGE_CACHE_TTL_MS', 5_000, 0, 600_000, problems);
  const pageCacheMaxBytes = readInt(env, 'PAGE_CACHE_MAX_BYTES', 32 * 1024 * 1024, 1024 * 1024, 1024 * 1024 * 1024, problems);
  const renderConcurrency = readInt(env, 'RENDER_CONCURRENCY', DEFAULT_RENDER_CONCURRENCY, 0, 1024, problems);
  // Issue 25 (docs/decisions/0025): shedding works on the render turns, so it needs RENDER_CONCURRENCY > 0.
  const admissionMaxWaitMs = readInt(env, 'ADMISSION_MAX_WAIT_MS', DEFAULT_ADMISSION_MAX_WAIT_MS, 0, 60_000, problems);
  const pageCacheStaleMs = readInt(env, 'PAGE_CACHE_STALE_MS', DEFAULT_PAGE_CACHE_STALE_MS, 0, 3_600_000, problems);
  const readyzFailsWhenOverloaded = readFlag(env, 'READYZ_FAILS_WHEN_OVERLOADED', false, problems);
  const logLevelRaw = env.LOG_LEVEL?.trim() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelRaw)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${JSON.stringify(logLevelRaw)})`);
  // The spec does not show these values: the demo upstream brings its own, real hosts need them set.
  const excludedCompanyIds = readList(env, 'EXCLUDED_COMPANY_IDS', null, problems);
  const vipTariffPlanIds = readList(env, 'VIP_TARIFF_PLAN_IDS', null, problems);
  const shutdownTimeoutMs = readInt(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 60_000, problems);
  const shutdownGraceMs = readInt(env, 'SHUTDOWN_GRACE_MS', Math.min(5_000, Math.floor(shutdownTimeoutMs / 2)), 0, 60_000, problems);
  // The drain after the grace period needs time of its own within the bound.
  if (shutdownGraceMs >= shutdownTimeoutMs) problems.push(`SHUTDOWN_GRACE_MS (${shutdownGraceMs}) must be less than SHUTDOWN_TIMEOUT_MS (${shutdownTimeoutMs}): in-flight requests need time to finish after it`);
  // Rendering is CPU-bound: more than one process uses more cores, at a heap and a cache each.
  const trustProxy = readTrustProxy(env, problems);
  const metricsPort = readInt(env, 'METRICS_PORT', 9464, 1, 65535, problems);
  // Loopback by default: a scraper in the same pod or host; 0.0.0.0 to let a network scraper in.
  const metricsHost = env.METRICS_HOST?.trim() || '127.0.0.1';
  if (!/^[\w.:-]+$/.test(metricsHost)) problems.push(`METRICS_HOST must be a host name or address (got ${JSON.stringify(metricsHost)})`);
  if (metricsPort === port && env.METRICS_PORT?.trim()) problems.push(`METRICS_PORT must differ from PORT (both ${port})`);
  const workers = readInt(env, 'WEB_CONCURRENCY', options.defaultWorkers ?? 1, 1, 64, problems);

  const redisUrl = readRedisUrl(env, problems);
  const analytics = readAnalytics(env, problems);
  const chat = readChat(env, problems);
  const chatAuthKey = env.CHAT_AUTH_KEY?.trim() || null;
  const comments = readComments(env, problems);
  if (chatAuthKey && chatAuthKey.length < 16) problems.push('CHAT_AUTH_KEY must be the chat vendor\'s user-auth key (16 characters or more)');

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    publicOrigin,
    publicOriginFixed: Boolean(env.PUBLIC_ORIGIN?.trim()),
    upstreams,
    upstreamsAreDemo: upstreams !== null && env[DEMO_UPSTREAM_ENV_KEY] === '1',
    cacheMaxBytes,
    pageCacheTtlMs,
    pageCacheMaxBytes,
    renderConcurrency,
    admissionMaxWaitMs,
    pageCacheStaleMs,
    readyzFailsWhenOverloaded,
    logLevel: logLevelRaw as AppConfig['logLevel'],
    excludedCompanyIds,
    vipTariffPlanIds,
    shutdownTimeoutMs,
    shutdownGraceMs,
    redisUrl,
    workers,
    trustProxy,
    metricsPort,
    metricsHost,
    analytics,
    chat,
    chatAuthKey,
    comments,
    distDir: options.distDir ?? 'dist',
    dev: options.dev ?? false,
  };
}

/** The allowlist of configuration the browser may see. */
export function publicConfig(config: AppConfig, browser: Pick<BrowserUpstream, 'uploadsUrl' | 'lkUrl' | 'adminUrl' | 'avatarsOrigin' | 'commentsUrl'>): PublicConfig {
  return {
    publicOrigin: config.publicOrigin,
    lkUrl: browser.lkUrl,
    adminUrl: browser.adminUrl,
    uploadsUrl: browser.uploadsUrl,
    avatarsOrigin: browser.avatarsOrigin,
    analytics: config.analytics,
    chat: config.chat,
    comments: browser.commentsUrl === null ? null : ({ url: browser.commentsUrl, siteId: config.comments.siteId } satisfies CommentsPublicConfig),
  };
}
