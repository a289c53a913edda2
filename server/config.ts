import { isIP } from 'node:net';
import { Type, type TOptional } from 'typebox';
import { UPSTREAM_ENV_KEYS, UPSTREAM_HOSTS, type UpstreamEnvKey, type UpstreamUrls } from './upstream/hosts.ts';
import { checkedSetting, choiceSetting, flagSetting, integerSetting, patternSetting, readEnvironment, type Env } from './env-settings.ts';
import type { PublicConfig } from '#shared/api/port.ts';
import type { BrowserUpstream } from './browser-upstream.ts';
import { isMetricsCounterId, isTagManagerId, type AnalyticsConfig } from '#shared/domain/analytics-tags.ts';
import { isChatGlobalName, NO_CHAT, type ChatConfig } from '#shared/domain/chat.ts';
import { DEFAULT_COMMENTS_SITE_ID, isCommentsSiteId, type CommentsPublicConfig } from '#shared/domain/comments.ts';

/**
 * Everything the server can be told, parsed once at start from the environment
 * against ENV_SCHEMA (below). Tests build this object directly; only main.ts
 * reads process.env.
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

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Set by the cluster primary for its workers only (server/cluster.ts): not a setting for people. */
export const DEMO_UPSTREAM_ENV_KEY = 'BIM_PORTAL_DEMO_UPSTREAM';

/** A log level of pino's (LOG_LEVEL; the bench's BENCH_LOG_LEVEL too). */
export function logLevelSetting(fallback: AppConfig['logLevel']) {
  return choiceSetting(LOG_LEVELS, { default: fallback });
}

const HOST_NAME = '^[\\w.:-]+$';

function httpUrlUnmet(raw: string): string | null {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? null : 'an absolute http(s) URL';
}

/** An absolute http(s) URL, read without its trailing slashes (call paths are appended to it). */
function httpUrlSetting(unmet: (raw: string) => string | null = httpUrlUnmet) {
  return Type.Decode(checkedSetting(unmet), (raw) => raw.replace(/\/+$/, ''));
}

function originUnmet(raw: string): string | null {
  return httpUrlUnmet(raw) ?? (new URL(raw).pathname.replace(/\/+$/, '') === '' ? null : 'an origin without a path (e.g. https://example.com)');
}

function chatScriptUnmet(raw: string): string | null {
  // https only: it runs in our pages.
  return URL.canParse(raw) && new URL(raw).protocol === 'https:' ? null : 'an https URL';
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * COMMENTS_URL: https, since visitors are sent there to write and the BFF reads
 * threads from it (plain http only on this machine's loopback, for a local Remark42);
 * no query or fragment, since call paths are appended to it.
 */
function commentsUrlUnmet(raw: string): string | null {
  const unmet = httpUrlUnmet(raw);
  if (unmet) return unmet;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !LOOPBACK_HOSTS.has(url.hostname)) return 'an https URL (http only for localhost)';
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') return 'a base URL without credentials, query or fragment';
  return null;
}

function redisUrlUnmet(raw: string): string | null {
  return URL.canParse(raw) && ['redis:', 'rediss:'].includes(new URL(raw).protocol) ? null : 'a redis:// or rediss:// URL';
}

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

const TRUST_NOTHING = new Set(['false', '0']);
const listItems = (raw: string) => raw.split(',').map((item) => item.trim()).filter(Boolean);

/**
 * TRUST_PROXY: unset or 'false' trusts nothing; a hop count (1..16); or a
 * comma-separated list of addresses, CIDR ranges and the names loopback,
 * linklocal, uniquelocal. 'true' is refused: it would let every client pick
 * its own address with a new X-Forwarded-For and so escape the rate limits.
 */
function trustProxyUnmet(raw: string): string | null {
  if (TRUST_NOTHING.has(raw)) return null;
  if (/^\d+$/.test(raw)) return Number(raw) >= 1 && Number(raw) <= 16 ? null : 'a hop count from 1 to 16';
  const items = listItems(raw);
  if (items.length > 0 && items.every(isAddressOrRange)) return null;
  const expected = 'false, a hop count or a comma-separated list of addresses and CIDR ranges';
  return raw === 'true' ? `${expected}, not true: true would trust any client's own X-Forwarded-For` : expected;
}

function toTrustProxy(raw: string): TrustProxy {
  if (TRUST_NOTHING.has(raw)) return false;
  return /^\d+$/.test(raw) ? Number(raw) : listItems(raw);
}

const idListSetting = () => Type.Array(Type.String({ pattern: '^[\\w-]{1,64}$' }), { expected: 'a comma-separated list of ids' });

const upstreamSettings = Object.fromEntries(UPSTREAM_HOSTS.map((host) => [UPSTREAM_ENV_KEYS[host], Type.Optional(httpUrlSetting())])) as Record<
  UpstreamEnvKey,
  TOptional<ReturnType<typeof httpUrlSetting>>
>;

/**
 * Every variable the server reads (README.md's configuration table), with its
 * rule and default. Defaults that depend on another setting (PUBLIC_ORIGIN on
 * PORT, SHUTDOWN_GRACE_MS on SHUTDOWN_TIMEOUT_MS, WEB_CONCURRENCY on the caller)
 * and the rules between settings are loadConfig's.
 */
export const ENV_SCHEMA = Type.Object({
  PORT: integerSetting(0, 65535, { default: 3000 }),
  HOST: patternSetting(HOST_NAME, 'a host name or address', { default: '0.0.0.0' }),
  PUBLIC_ORIGIN: Type.Optional(httpUrlSetting(originUnmet)),
  // Set all of them, or none for the built-in demo upstream.
  ...upstreamSettings,
  // Counted in estimated heap bytes (server/cache/response-cache.ts heapBytes), which the 160 MB heap of
  // the production flags must hold besides rendering: 64 MB of JSON was ~100 MB of heap (issue 25).
  CACHE_MAX_BYTES: integerSetting(1024 * 1024, 4 * 1024 * 1024 * 1024, { default: DEFAULT_CACHE_MAX_BYTES }),
  PAGE_CACHE_TTL_MS: integerSetting(0, 600_000, { default: 5_000 }),
  PAGE_CACHE_MAX_BYTES: integerSetting(1024 * 1024, 1024 * 1024 * 1024, { default: 32 * 1024 * 1024 }),
  RENDER_CONCURRENCY: integerSetting(0, 1024, { default: DEFAULT_RENDER_CONCURRENCY }),
  // Shedding works on the render turns, so it needs RENDER_CONCURRENCY > 0 (docs/decisions/0025).
  ADMISSION_MAX_WAIT_MS: integerSetting(0, 60_000, { default: DEFAULT_ADMISSION_MAX_WAIT_MS }),
  PAGE_CACHE_STALE_MS: integerSetting(0, 3_600_000, { default: DEFAULT_PAGE_CACHE_STALE_MS }),
  READYZ_FAILS_WHEN_OVERLOADED: flagSetting({ default: false }),
  LOG_LEVEL: logLevelSetting('info'),
  // The spec does not show these values: the demo upstream brings its own, real hosts need them set.
  EXCLUDED_COMPANY_IDS: Type.Optional(idListSetting()),
  VIP_TARIFF_PLAN_IDS: Type.Optional(idListSetting()),
  SHUTDOWN_TIMEOUT_MS: integerSetting(100, 60_000, { default: 10_000 }),
  SHUTDOWN_GRACE_MS: Type.Optional(integerSetting(0, 60_000)),
  // The value may hold a password: a problem names the key, not the value.
  REDIS_URL: Type.Optional(checkedSetting(redisUrlUnmet, { writeOnly: true })),
  TRUST_PROXY: Type.Decode(checkedSetting(trustProxyUnmet, { default: 'false' }), toTrustProxy),
  METRICS_PORT: integerSetting(1, 65535, { default: 9464 }),
  // Loopback by default: a scraper in the same pod or host; 0.0.0.0 to let a network scraper in.
  METRICS_HOST: patternSetting(HOST_NAME, 'a host name or address', { default: '127.0.0.1' }),
  TAG_MANAGER_ID: Type.Optional(checkedSetting((raw) => (isTagManagerId(raw) ? null : 'a tag manager id like GTM-XXXXXXX'))),
  METRICS_COUNTER_ID: Type.Optional(checkedSetting((raw) => (isMetricsCounterId(raw) ? null : "the metrics counter's number"))),
  ANALYTICS_FORWARD_RABBIT: flagSetting({ default: false }),
  CHAT_SCRIPT_URL: Type.Optional(httpUrlSetting(chatScriptUnmet)),
  CHAT_GLOBAL: checkedSetting((raw) => (isChatGlobalName(raw) ? null : 'a JavaScript identifier'), { default: NO_CHAT.globalName }),
  CHAT_AUTH_KEY: Type.Optional(Type.String({ minLength: 16, writeOnly: true, expected: "the chat vendor's user-auth key (16 characters or more)" })),
  COMMENTS_URL: Type.Optional(httpUrlSetting(commentsUrlUnmet)),
  // Remark42's SITE: it goes into every call's query, so a plain id.
  COMMENTS_SITE_ID: checkedSetting((raw) => (isCommentsSiteId(raw) ? null : "letters, digits, '.', '-' or '_', at most 64"), { default: DEFAULT_COMMENTS_SITE_ID }),
  // Rendering is CPU-bound: more than one process uses more cores, at a heap and a cache each.
  WEB_CONCURRENCY: Type.Optional(integerSetting(1, 64)),
});

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


/** Parses the environment; throws ConfigError naming every bad key at once. */
export function loadConfig(env: Env, options: { dev?: boolean; distDir?: string; defaultWorkers?: number } = {}): AppConfig {
  const { values: settings, given, problems } = readEnvironment(ENV_SCHEMA, env);

  const configured = UPSTREAM_HOSTS.filter((host) => given[UPSTREAM_ENV_KEYS[host]] !== undefined);
  let upstreams: UpstreamUrls | null = null;
  if (configured.length > 0) {
    const urls = {} as UpstreamUrls;
    for (const host of UPSTREAM_HOSTS) {
      const key = UPSTREAM_ENV_KEYS[host];
      const url = settings[key];
      if (url !== undefined) urls[host] = url;
      else if (given[key] === undefined) problems.push(`${key} is required when any upstream is configured (set all of ${UPSTREAM_HOSTS.map((x) => UPSTREAM_ENV_KEYS[x]).join(', ')}, or none for the demo upstream)`);
    }
    upstreams = urls;
  }

  const shutdownTimeoutMs = settings.SHUTDOWN_TIMEOUT_MS;
  const shutdownGraceMs = settings.SHUTDOWN_GRACE_MS ?? Math.min(5_000, Math.floor(shutdownTimeoutMs / 2));
  // The drain after the grace period needs time of its own within the bound.
  if (shutdownGraceMs >= shutdownTimeoutMs) problems.push(`SHUTDOWN_GRACE_MS (${shutdownGraceMs}) must be less than SHUTDOWN_TIMEOUT_MS (${shutdownTimeoutMs}): in-flight requests need time to finish after it`);
  if (settings.METRICS_PORT === settings.PORT && given.METRICS_PORT !== undefined) problems.push(`METRICS_PORT must differ from PORT (both ${settings.PORT})`);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: settings.PORT,
    host: settings.HOST,
    publicOrigin: settings.PUBLIC_ORIGIN ?? `http://localhost:${settings.PORT}`,
    publicOriginFixed: settings.PUBLIC_ORIGIN !== undefined,
    upstreams,
    upstreamsAreDemo: upstreams !== null && env[DEMO_UPSTREAM_ENV_KEY] === '1',
    cacheMaxBytes: settings.CACHE_MAX_BYTES,
    pageCacheTtlMs: settings.PAGE_CACHE_TTL_MS,
    pageCacheMaxBytes: settings.PAGE_CACHE_MAX_BYTES,
    renderConcurrency: settings.RENDER_CONCURRENCY,
    admissionMaxWaitMs: settings.ADMISSION_MAX_WAIT_MS,
    pageCacheStaleMs: settings.PAGE_CACHE_STALE_MS,
    readyzFailsWhenOverloaded: settings.READYZ_FAILS_WHEN_OVERLOADED,
    logLevel: settings.LOG_LEVEL,
    excludedCompanyIds: settings.EXCLUDED_COMPANY_IDS ?? null,
    vipTariffPlanIds: settings.VIP_TARIFF_PLAN_IDS ?? null,
    shutdownTimeoutMs,
    shutdownGraceMs,
    redisUrl: settings.REDIS_URL ?? null,
    workers: settings.WEB_CONCURRENCY ?? options.defaultWorkers ?? 1,
    trustProxy: settings.TRUST_PROXY,
    metricsPort: settings.METRICS_PORT,
    metricsHost: settings.METRICS_HOST,
    analytics: { tagManagerId: settings.TAG_MANAGER_ID ?? null, metricsCounterId: settings.METRICS_COUNTER_ID ?? null, forwardToRabbit: settings.ANALYTICS_FORWARD_RABBIT },
    chat: { scriptUrl: settings.CHAT_SCRIPT_URL ?? null, globalName: settings.CHAT_GLOBAL },
    chatAuthKey: settings.CHAT_AUTH_KEY ?? null,
    comments: { url: settings.COMMENTS_URL ?? null, siteId: settings.COMMENTS_SITE_ID },
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
