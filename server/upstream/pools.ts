import { Pool, type Dispatcher } from 'undici';
import { UPSTREAM_HOSTS, type UpstreamHost, type UpstreamUrls } from './hosts.ts';

/** Connections per origin: enough for SSR fan-out under load without flooding one upstream. */
export const UPSTREAM_POOL_CONNECTIONS = 64;

/**
 * Pool-wide bounds. Every request also sets its own headers/body timeout from its
 * deadline (see http.ts), so these are only the backstop for a caller that forgets.
 */
export const UPSTREAM_POOL_OPTIONS = {
  // An idle socket is kept this long for reuse; upstream keep-alive hints may shorten it.
  keepAliveTimeout: 10_000,
  // Cap on how far a server's keep-alive hint may stretch the idle time.
  keepAliveMaxTimeout: 60_000,
  // A host that does not accept a TCP/TLS connection within this is treated as down.
  connectTimeout: 5_000,
  headersTimeout: 30_000,
  bodyTimeout: 30_000,
} as const;

export interface UpstreamPools {
  dispatchers: Record<UpstreamHost, Dispatcher>;
  /** The distinct origins the pools were created for, in creation order. */
  readonly origins: readonly string[];
  /** Waits for in-flight requests, then closes every socket. */
  close(): Promise<void>;
  /** Aborts in-flight requests and closes every socket at once (shutdown deadline passed). */
  destroy(): Promise<void>;
}

/**
 * One keep-alive Pool per distinct origin. Hosts that share an origin (the demo
 * upstream serves every host under a path prefix on one loopback port) share a
 * Pool, so they share sockets instead of each opening its own.
 */
export function createUpstreamPools(urls: UpstreamUrls, options: { connections?: number } = {}): UpstreamPools {
  const connections = options.connections ?? UPSTREAM_POOL_CONNECTIONS;
  if (!Number.isInteger(connections) || connections < 1) {
    throw new TypeError(`Upstream pool connections must be a positive integer, got ${String(connections)}`);
  }
  const byOrigin = new Map<string, Pool>();
  const dispatchers = {} as Record<UpstreamHost, Dispatcher>;
  for (const host of UPSTREAM_HOSTS) {
    const origin = originOf(host, urls[host]);
    let pool = byOrigin.get(origin);
    if (!pool) {
      pool = new Pool(origin, { ...UPSTREAM_POOL_OPTIONS, connections });
      byOrigin.set(origin, pool);
    }
    dispatchers[host] = pool;
  }
  const pools = [...byOrigin.values()];
  return {
    dispatchers,
    origins: [...byOrigin.keys()],
    async close() {
      await Promise.all(pools.map((pool) => (pool.closed ? undefined : pool.close())));
    },
    async destroy() {
      await Promise.all(pools.map((pool) => (pool.destroyed ? undefined : pool.destroy())));
    },
  };
}

/** The origin (scheme, host, port) of a configured base URL; config errors name the host. */
export function originOf(host: UpstreamHost, baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`Upstream URL for ${host} is not a valid URL: ${JSON.stringify(baseUrl)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`Upstream URL for ${host} must be http or https, got ${url.protocol}`);
  }
  return url.origin;
}
