// What the user service said about a token, remembered for a few seconds per
// process. Without it, any cookie named like a token costs an upstream call on
// every request (a cheap denial of service) and a logged-in page view pays one
// context fetch per request. Per user by construction: an entry is found only
// with the token itself (keyed by its hash, so the secrets are not held as keys),
// and it never enters the shared response cache or the page cache.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { UserContext } from '#shared/types/index.ts';
import { isUnauthorised } from './session.ts';

/** How long a token's verdict (its user context, or its refusal) is reused. */
export const SESSION_CHECK_TTL_MS = 15_000;
/** Distinct tokens remembered; an attacker cycling values only evicts old verdicts. */
export const SESSION_CHECK_MAX_ENTRIES = 10_000;

type Verdict = { ok: true; context: UserContext } | { ok: false; error: unknown };

export interface SessionChecks {
  /** The user context for an access token: a verdict of the last SESSION_CHECK_TTL_MS, or `load` (one at a time per token). */
  context(accessToken: string, load: () => Promise<UserContext>): Promise<UserContext>;
  /** The refusal the user service gave this refresh token lately, if any. */
  refusedRefresh(refreshToken: string): unknown;
  rememberRefusedRefresh(refreshToken: string, error: unknown): void;
  /** Drops what is known about a token (logout). */
  forget(token: string): void;
  readonly size: number;
}

const hash = (kind: 'access' | 'refresh', token: string) => createHash('sha256').update(kind).update('\0').update(token).digest('base64url');

export function createSessionChecks(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): SessionChecks {
  const verdicts = new LRUCache<string, Verdict>({
    max: options.maxEntries ?? SESSION_CHECK_MAX_ENTRIES,
    ttl: options.ttlMs ?? SESSION_CHECK_TTL_MS,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  const pending = new Map<string, Promise<UserContext>>();

  return {
    async context(accessToken, load) {
      const key = hash('access', accessToken);
      const known = verdicts.get(key);
      if (known) {
        if (known.ok) return known.context;
        throw known.error;
      }
      const running = pending.get(key);
      if (running) return running;
      const loading = load().then(
        (context) => {
          verdicts.set(key, { ok: true, context });
          return context;
        },
        (error: unknown) => {
          // Only the user service's refusal is a verdict; an outage says nothing about the token.
          if (isUnauthorised(error)) verdicts.set(key, { ok: false, error });
          throw error;
        },
      );
      pending.set(key, loading);
      void loading.catch(() => undefined).finally(() => pending.delete(key));
      return loading;
    },
    refusedRefresh(refreshToken) {
      const known = verdicts.get(hash('refresh', refreshToken));
      return known && !known.ok ? known.error : undefined;
    },
    rememberRefusedRefresh(refreshToken, error) {
      verdicts.set(hash('refresh', refreshToken), { ok: false, error });
    },
    forget(token) {
      verdicts.delete(hash('access', token));
      verdicts.delete(hash('refresh', token));
    },
    get size() {
      return verdicts.size;
    },
  };
}
