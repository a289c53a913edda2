// Starts the demo upstream (with fault injection) and a Fastify app holding only
// the API and auth routes, wired by the server's composition root as buildApp wires them.
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { DemoUpstream } from '#server/demo-upstream/start.ts';
import type { UpstreamHttp, UpstreamRequest } from '#server/upstream/http.ts';
import { CACHE_POLICY, type ResponseCache } from '#server/cache/response-cache.ts';
import type { Services } from '#server/services/index.ts';
import { composeServer } from '#server/composition.ts';
import { errorsPlugin } from '#server/plugins/errors.ts';
import { languagePlugin } from '#server/plugins/language.ts';
import { requestApiPlugin } from '#server/plugins/request-api.ts';
import { apiRoutes } from '#server/routes/api/index.ts';
import { authRoutes } from '#server/routes/auth.ts';

export interface LogEntry {
  level: 'warn' | 'error' | 'debug';
  obj: Record<string, unknown>;
  msg: string | undefined;
}

export function createMemoryLogger() {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (obj: object, msg?: string) => {
    entries.push({ level, obj: obj as Record<string, unknown>, msg });
  };
  return { entries, warn: at('warn'), error: at('error'), debug: at('debug') };
}

export interface Stack {
  app: FastifyInstance;
  demo: DemoUpstream;
  services: Services;
  cache: ResponseCache;
  http: UpstreamHttp;
  logger: ReturnType<typeof createMemoryLogger>;
  publicOrigin: string;
  /** Caps every upstream deadline from now on (undefined: the client's own). */
  setDeadline(ms: number | undefined): void;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Caps every upstream deadline (the delay fault then becomes a timeout quickly). */
  maxTimeoutMs?: number;
  demo?: DemoUpstream;
  /** Cache windows, e.g. tiny ones so every entry is past its stale window (stale-if-error only). */
  cachePolicy?: Partial<typeof CACHE_POLICY>;
  publicOrigin?: string;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const deadline = { cap: options.maxTimeoutMs };
  const logger = createMemoryLogger();
  const composed = await composeServer({
    config: { upstreams: null, excludedCompanyIds: null, vipTariffPlanIds: null, cacheMaxBytes: 64 * 1024 * 1024 },
    demo: { faults: true, ...(options.demo ? { running: options.demo } : {}) },
    logger,
    ...(options.cachePolicy ? { cachePolicy: options.cachePolicy } : {}),
    wrapHttp: (base): UpstreamHttp => ({
      urls: base.urls,
      request: <T>(req: UpstreamRequest) => {
        const cap = deadline.cap;
        return base.request<T>(cap === undefined ? req : { ...req, timeoutMs: Math.min(req.timeoutMs ?? cap, cap) });
      },
    }),
  });
  const { services, cache, http } = composed;
  const demo = composed.upstream.demo!;
  const publicOrigin = options.publicOrigin ?? 'http://127.0.0.1:3000';
  // Request-scoped logs (the routes pass request.log to the services) land in the same list.
  const levels: Record<number, LogEntry['level'] | undefined> = { 20: 'debug', 40: 'warn', 50: 'error', 60: 'error' };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        const record = JSON.parse(line) as Record<string, unknown> & { level: number; msg?: string };
        const level = levels[record.level];
        if (level) logger.entries.push({ level, obj: record, msg: record.msg });
      }
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream } });
  await app.register(cookie);
  await app.register(languagePlugin);
  await app.register(requestApiPlugin, { services, publicOrigin });
  await app.register(errorsPlugin);
  await app.register(apiRoutes, { prefix: '/api', services, publicOrigin });
  await app.register(authRoutes, { services, publicOrigin, lkUrl: demo.urls.lk });
  await app.ready();
  return {
    app,
    demo,
    services,
    cache,
    http,
    logger,
    publicOrigin,
    setDeadline(ms) {
      deadline.cap = ms;
    },
    async close() {
      await app.close();
      await composed.close();
    },
  };
}

/** Every cache class expires at once: the next read must load, and a failed load falls back to the stale value. */
export const EXPIRED_AT_ONCE: Partial<typeof CACHE_POLICY> = Object.fromEntries(
  Object.keys(CACHE_POLICY).map((cacheClass) => [cacheClass, { ttlMs: 0, staleMs: 0 }]),
) as Partial<typeof CACHE_POLICY>;

/** Logs a demo account in through the real flow (/auth/login -> lk -> /oauth/code) and returns its cookies. */
export async function logIn(stack: Stack, login: string, returnPath = '/models'): Promise<{ cookie: string; location: string; setCookies: string[] }> {
  const start = await stack.app.inject({ method: 'GET', url: `/auth/login?return=${encodeURIComponent(returnPath)}` });
  const loginPage = new URL(String(start.headers.location));
  const stateCookie = String(([] as string[]).concat(start.headers['set-cookie'] ?? [])[0]).split(';')[0] ?? '';
  const choose = new URL(`${stack.demo.urls.lk}/login/choose`);
  choose.searchParams.set('account', login);
  choose.searchParams.set('redirect_uri', loginPage.searchParams.get('redirect_uri') ?? '');
  choose.searchParams.set('state', loginPage.searchParams.get('state') ?? '');
  const chosen = await fetch(choose, { redirect: 'manual' });
  const back = new URL(chosen.headers.get('location') ?? '');
  const callback = await stack.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: stateCookie } });
  const setCookies = ([] as string[]).concat(callback.headers['set-cookie'] ?? []);
  const cookie = setCookies
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => /^(access_token|refresh_token)=./.test(pair))
    .join('; ');
  return { cookie, location: String(callback.headers.location), setCookies };
}
