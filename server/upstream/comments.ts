// The comments host's own client: optional (COMMENTS_URL, or the demo upstream's
// /comments in demo mode), so it is not one of spec §7's required hosts and has a
// keep-alive Pool of its own. Calls go through the same client code as every other
// upstream call: deadlines, metrics, logging and the one retry after a reset.
import { Pool, type Dispatcher } from 'undici';
import type { UpstreamMetrics } from '#server/metrics/registry.ts';
import { createUpstreamHttp, type UpstreamLogger } from './http.ts';
import { UPSTREAM_POOL_OPTIONS } from './pools.ts';
import type { CommentsHttp } from './calls/comments.ts';

/** A thread is one small read per visitor who scrolls to it: a few sockets are plenty. */
const COMMENTS_POOL_CONNECTIONS = 16;

export interface CommentsClient {
  http: CommentsHttp;
  close(): Promise<void>;
}

export function createCommentsClient(options: { url: string; dispatcher?: Dispatcher; metrics?: UpstreamMetrics; logger?: UpstreamLogger }): CommentsClient {
  const pool = options.dispatcher ? null : new Pool(new URL(options.url).origin, { ...UPSTREAM_POOL_OPTIONS, connections: COMMENTS_POOL_CONNECTIONS });
  const http = createUpstreamHttp<'comments'>({
    urls: { comments: options.url },
    dispatchers: { comments: options.dispatcher ?? pool! },
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    http,
    async close() {
      if (pool && !pool.closed) await pool.close();
    },
  };
}
