// The upstream hosts of spec §7, by the role each plays. A base URL may carry a
// path prefix (the API host serves under /api, uploads under /uploads, the
// automation webhook under /webhook); calls append their own path to it.
export const UPSTREAM_HOSTS = ['webApi', 'webApi2', 'api', 'events', 'uploads', 'webhook', 'lk', 'admin'] as const;

export type UpstreamHost = (typeof UPSTREAM_HOSTS)[number];

export type UpstreamUrls = Record<UpstreamHost, string>;

/** Environment variable that configures each host. */
export const UPSTREAM_ENV_KEYS = {
  webApi: 'UPSTREAM_WEB_API_URL', // first web API host: statistics, RSS, legacy ?a=/?m= queries
  webApi2: 'UPSTREAM_WEB_API2_URL', // second web API host, the default for most calls
  api: 'UPSTREAM_API_URL', // API host with credentials (/api): user service, passport, support tickets
  events: 'UPSTREAM_EVENTS_URL', // event-logging host: /rabbit, /event, /log
  uploads: 'UPSTREAM_UPLOADS_URL', // uploaded images and files (/uploads)
  webhook: 'UPSTREAM_WEBHOOK_URL', // automation webhook (/webhook): partnership send and get
  lk: 'LK_URL', // personal account host; also serves the login page
  admin: 'ADMIN_URL',
} as const satisfies Record<UpstreamHost, string>;

export type UpstreamEnvKey = (typeof UPSTREAM_ENV_KEYS)[UpstreamHost];

/** Path prefix each host gets on the demo upstream, so one loopback server can play all of them. */
export const DEMO_HOST_PREFIXES: Record<UpstreamHost, string> = {
  webApi: '/web1',
  webApi2: '/web2',
  api: '/api',
  events: '/events',
  uploads: '/uploads',
  webhook: '/webhook',
  lk: '/lk',
  admin: '/admin',
};

export function demoUpstreamUrls(origin: string): UpstreamUrls {
  const urls = {} as UpstreamUrls;
  for (const host of UPSTREAM_HOSTS) urls[host] = `${origin}${DEMO_HOST_PREFIXES[host]}`;
  return urls;
}

/**
 * The comments service (spec §7, a Remark42-compatible host) is optional and not one
 * of the hosts above: COMMENTS_URL configures it apart (server/upstream/comments.ts).
 * The demo upstream plays it under this prefix.
 */
export const DEMO_COMMENTS_PREFIX = '/comments';

/** The demo comments host on the same loopback origin as the demo's other hosts. */
export function demoCommentsUrl(urls: UpstreamUrls): string {
  return `${new URL(urls.webApi2).origin}${DEMO_COMMENTS_PREFIX}`;
}
