// Per-client rate limits for the /api scope: every route API_RATE_LIMIT_MAX per window,
// and routes that declare config.rateLimit (likes, the documented reads) their own; the forms count in this store too (form-limits.ts). Counters live
// in this process's memory by default, so a fresh machine needs nothing; with REDIS_URL
// they live in Redis and every replica and cluster worker counts against one limit
// (docs/decisions/0014). Register inside the scope to limit (it is not encapsulated).
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { API_RATE_LIMIT_MAX, API_RATE_LIMIT_WINDOW_MS } from '#shared/constants.ts';
import { AppError } from '#shared/errors.ts';

export interface RateLimitsOptions {
  /** redis:// or rediss:// URL of the shared counter store; null keeps the counters in memory. */
  redisUrl: string | null;
}

/** Keys of this app in a Redis that may be shared with others. */
export const RATE_LIMIT_KEY_PREFIX = 'bim-portal:rate-limit:';

export const rateLimitsPlugin = fp<RateLimitsOptions>(
  async (app, options) => {
    let redis: Redis | null = null;
    if (options.redisUrl) {
      redis = new Redis(options.redisUrl, {
        lazyConnect: true,
        // A counter that cannot be reached must not hold a request: fail fast, then skipOnError lets it through.
        connectTimeout: 2_000,
        commandTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      const client = redis;
      client.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error: requests are not limited while it lasts'));
      try {
        await client.connect();
      } catch (error) {
        // ioredis keeps reconnecting; until then the limits are not enforced rather than every request failing.
        app.log.error({ err: error }, 'rate-limit store (Redis) unreachable at start: requests are not limited until it is');
      }
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: true,
      max: API_RATE_LIMIT_MAX,
      timeWindow: API_RATE_LIMIT_WINDOW_MS,
      // The key is request.ip, which honours the app's proxy trust.
      ...(redis ? { redis, nameSpace: RATE_LIMIT_KEY_PREFIX, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) => new AppError('rate_limited', `Too many requests: retry in ${context.after}`, context.statusCode),
    });
  },
  { name: 'rate-limits' },
);
