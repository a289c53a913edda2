// The forms' own limits per client. A form reaches the server by two doors: its /api
// route (a fetcher's action in the browser) and its page (the same action run by the
// server for a form posted without JavaScript, docs/decisions/0029). Each form has one
// counter per client whichever door a submission takes, kept in the /api scope's
// rate-limit store (memory, or Redis with REDIS_URL: docs/decisions/0014).
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { ApiPort } from '#shared/api/port.ts';
import { AppError } from '#shared/errors.ts';
import {
  NEED_MODEL_RATE_LIMIT_MAX,
  NEED_MODEL_RATE_LIMIT_WINDOW_MS,
  PAGE_POST_RATE_LIMIT_MAX,
  PAGE_POST_RATE_LIMIT_WINDOW_MS,
  PARTNERSHIP_RATE_LIMIT_MAX,
  PARTNERSHIP_RATE_LIMIT_WINDOW_MS,
  SUPPORT_RATE_LIMIT_MAX,
  SUPPORT_RATE_LIMIT_WINDOW_MS,
  UNSUBSCRIBE_RATE_LIMIT_MAX,
  UNSUBSCRIBE_RATE_LIMIT_WINDOW_MS,
} from '#shared/constants.ts';

interface Limit {
  max: number;
  windowMs: number;
}

/** Each limited form, named by the port method that sends it. */
export const FORM_LIMITS = {
  requestModel: { max: NEED_MODEL_RATE_LIMIT_MAX, windowMs: NEED_MODEL_RATE_LIMIT_WINDOW_MS },
  createSupportTicket: { max: SUPPORT_RATE_LIMIT_MAX, windowMs: SUPPORT_RATE_LIMIT_WINDOW_MS },
  unsubscribe: { max: UNSUBSCRIBE_RATE_LIMIT_MAX, windowMs: UNSUBSCRIBE_RATE_LIMIT_WINDOW_MS },
  requestPartnership: { max: PARTNERSHIP_RATE_LIMIT_MAX, windowMs: PARTNERSHIP_RATE_LIMIT_WINDOW_MS },
} as const satisfies Partial<Record<keyof ApiPort, Limit>>;

export type LimitedForm = keyof typeof FORM_LIMITS;
/** A limited form, or any post to a page (each renders one, whatever its form). */
export type LimitedPost = LimitedForm | 'pagePost';

const LIMITS: Record<LimitedPost, Limit> = { ...FORM_LIMITS, pagePost: { max: PAGE_POST_RATE_LIMIT_MAX, windowMs: PAGE_POST_RATE_LIMIT_WINDOW_MS } };

export interface FormLimits {
  /**
   * Counts one submission of this client; past the limit, rejects with a 429 AppError
   * carrying the wait (retryAfterS). With a reply, sets the x-ratelimit headers and Retry-After on it.
   */
  count(post: LimitedPost, request: FastifyRequest, reply?: FastifyReply): Promise<void>;
  /** The same, as a route's onRequest hook (the form's /api route, the page posts). */
  hook(post: LimitedPost): onRequestHookHandler;
}

/** Called in the /api scope once its rate-limit plugin is registered (createRateLimit uses its store). */
export function createFormLimits(createRateLimit: FastifyInstance['createRateLimit']): FormLimits {
  const limiters = Object.fromEntries(
    (Object.keys(LIMITS) as LimitedPost[]).map((post) => [
      post,
      // The form's name in the key: in Redis every limiter made this way shares one key prefix.
      createRateLimit({ max: LIMITS[post].max, timeWindow: LIMITS[post].windowMs, keyGenerator: (request) => `${post}:${normalizeIP(request.ip, 64)}` }),
    ]),
  ) as Record<LimitedPost, ReturnType<FastifyInstance['createRateLimit']>>;

  async function count(post: LimitedPost, request: FastifyRequest, reply?: FastifyReply): Promise<void> {
    const verdict = await limiters[post](request);
    if (verdict.isAllowed) return;
    if (reply) void reply.header('x-ratelimit-limit', verdict.max).header('x-ratelimit-remaining', verdict.remaining).header('x-ratelimit-reset', verdict.ttlInSeconds);
    if (!verdict.isExceeded) return;
    if (reply) void reply.header('retry-after', verdict.ttlInSeconds);
    throw new AppError('rate_limited', `Too many requests: retry in ${verdict.ttlInSeconds} s`, 429, { retryAfterS: verdict.ttlInSeconds });
  }

  return {
    count,
    hook: (post) => async (request, reply) => count(post, request, reply),
  };
}

/** What a form's /api route declares: its form's counter, in place of the API-wide one. */
export function formRouteLimit(limits: FormLimits | undefined, form: LimitedForm): { config: { rateLimit: false }; onRequest: onRequestHookHandler } {
  if (!limits) throw new Error(`The ${form} route needs the forms' limits: register it in the /api scope`);
  return { config: { rateLimit: false }, onRequest: limits.hook(form) };
}
