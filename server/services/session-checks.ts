// What the user service said about a token, remembered for a few seconds per
// process. Without it, any cookie named like a token costs an upstream call on
// every request (a cheap denial of service) and a logged-in page view pays one
// context fetch per request. Per user by construction: an entry is found only
// with the token itself (keyed by its hash, so the secrets are not held as keys),
// and it never enters the shared response cache or the page cache.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { UserContext } from '#shared/types/index.ts';
import { AppError } from '#shared/errors.ts';
import { isUnauthorised } from './session.ts';

/** How long a token's verdict (its user context, or its refusal) is reused. */
export const SESSION_CHECK_TTL_MS = 15_000;
/** Distinct tokens remembered; an attacker cycling values only evicts old verdicts. */
export const SESSION_CHECK_MAX_ENTRIES = 10_000;
/**
 * User-service calls for tokens this process has no verdict on, per client address
 * per window. A browser has one token, checked once per SESSION_CHECK_TTL_MS; an
 * office behind one address has one per person. A client cycling made-up tokens gets
 * this many checks per window and is an anonymous visitor for the rest.
 */
export const SESSION_CHECKS_PER_CLIENT = 100;
export const SESSION_CHECKS_WINDOW_MS = 10_000;
/** Client addresses whose window is counted; the oldest are forgotten first. */
const CLIENT_WINDOWS_MAX = 10_000;

type Verdict = { ok: true; context: UserContext } | { ok: false; error: unknown };

export interface SessionChecks {
  /**
   * The user context for an access token: a verdict of the last SESSION_CHECK_TTL_MS, or
   * `load` (one at a time per token), within the client's budget of checks (else 429).
   */
  context(accessToken: string, load: () => Promise<UserContext>, client?: string): Promise<UserContext>;
  /** Takes one of the client's user-service checks (a refresh); false when its budget for the window is spent. */
  admit(client: string | undefined): boolean;
  /** The refusal the user service gave this refresh token lately, if any. */
  refusedRefresh(refreshToken: string): unknown;
  rememberRefusedRefresh(refreshToken: string, error: unknown): void;
  /** Drops what is known about a token (logout). */
  forget(token: string): void;
  readonly size: number;
}

const hash = (kind: 'access' | 'refresh', token: string) => createHash('sha256').update(kind).update('\0').update(token).digest('base64url');

export function createSessionChecks(options: { ttlMs?: number; maxEntries?: number; now?: () => number; perClient?: number; windowMs?: number } = {}): SessionChecks {
  const verdicts = new LRUCache<string, Verdict>({
    max: options.maxEntries ?? SESSION_CHECK_MAX_ENTRIES,
    ttl: options.ttlMs ?? SESSION_CHECK_TTL_MS,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  const pending = new Map<string, Promise<UserContext>>();
  const now = options.now ?? Date.now;
  const perClient = options.perClient ?? SESSION_CHECKS_PER_CLIENT;
  const windowMs = options.windowMs ?? SESSION_CHECKS_WINDOW_MS;
  const windows = new LRUCache<string, { start: number; used: number }>({ max: CLIENT_WINDOWS_MAX });

  const admit = (client: string | undefined): boolean => {
    // Without an address (a call from the server itself) nothing is counted.
    if (!client) return true;
    const at = now();
    const window = windows.get(client);
    if (!window || at - window.start >= windowMs) {
      windows.set(client, { start: at, used: 1 });
      return true;
    }
    if (window.used >= perClient) return false;
    window.used += 1;
    return true;
  };

  return {
    admit,
    async context(accessToken, load, client) {
      const key = hash('access', accessToken);
      const known = verdicts.get(key);
      if (known) {
        if (known.ok) return known.context;
        throw known.error;
      }
      const running = pending.get(key);
      if (running) return running;
      if (!admit(client)) throw new AppError('rate_limited', 'Too many session checks from this client', 429);
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
