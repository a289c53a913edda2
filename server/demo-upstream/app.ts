// The demo upstream: one Fastify app that plays every upstream host of spec §7 under
// its prefix (server/upstream/hosts.ts DEMO_HOST_PREFIXES), over a generated dataset.
// With `faults: true` (tests) it also takes injected faults and exposes its call log.

import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_COMMENTS_PREFIX, DEMO_HOST_PREFIXES } from '#server/upstream/hosts.ts';
import type { DemoContext } from './context.ts';
import { createContext } from './context.ts';
import type { Dataset } from './dataset/index.ts';
import { generateDataset } from './dataset/index.ts';
import type { CallLog, Fault, FaultController } from './faults.ts';
import { createCallLog, createFaultController, parseFault } from './faults.ts';
import { DemoHttpError, badRequest, bodyObject, parseForm } from './params.ts';
import { articleRoutes } from './routes/articles.ts';
import { commentRoutes } from './routes/comments.ts';
import { companyRoutes } from './routes/companies.ts';
import { eventRoutes, webhookRoutes } from './routes/events.ts';
import { modelRoutes } from './routes/models.ts';
import { passportRoutes } from './routes/passport.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { adminRoutes, createAuthStore, lkRoutes, userRoutes } from './routes/user.ts';
import { webApiRoutes } from './routes/web-api.ts';

export interface DemoUpstreamOptions {
  /** Enables fault injection and the /__faults and /__calls control endpoints (tests only). */
  faults?: boolean;
  seed?: number;
  logger?: boolean;
  /** Reference time for generated future dates (ad timers); defaults to now. */
  now?: number;
}

export interface DemoUpstreamApp {
  app: FastifyInstance;
  dataset: Dataset;
  faults: FaultController;
  calls: CallLog;
  /** What the event host received (/event, /rabbit, /log), oldest first: for tests. */
  events(): ReadonlyArray<DemoContext['state']['events'][number]>;
  /** How long generating the dataset took, in milliseconds. */
  generationMs: number;
}

const CONTROL_PREFIX = '/__';
/** A body cut off mid-value: what a proxy dropping the connection mid-stream leaves behind. */
export const MALFORMED_BODY = '{"status_code":200,"data":[{"id":20001,"name":"Дверь противопожарная ДП';

/** What a truncated answer's Content-Length promises (far more than it sends). */
const TRUNCATED_PROMISED_BYTES = 64 * 1024;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function applyFault(fault: Fault, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  switch (fault.kind) {
    case 'delay':
      await sleep(fault.ms);
      return undefined;
    case 'status':
      if (fault.status === 204 || fault.status === 304) return reply.code(fault.status).send();
      return reply.code(fault.status).send({ status_code: fault.status, message: 'Injected fault' });
    case 'malformed':
      return reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY);
    case 'empty':
      return reply.code(200).type('application/json; charset=utf-8').send('');
    case 'reset':
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    case 'truncated': {
      reply.hijack();
      const socket = request.raw.socket;
      reply.raw.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(TRUNCATED_PROMISED_BYTES) });
      reply.raw.write(MALFORMED_BODY);
      // Long enough for the first bytes to arrive as their own chunk; then the connection is gone.
      setTimeout(() => socket.destroy(), 50).unref();
      return reply;
    }
  }
}

function mount(app: FastifyInstance, prefix: string, routes: (scope: FastifyInstance) => void): void {
  app.register(
    async (scope) => {
      routes(scope);
    },
    { prefix },
  );
}

export function buildDemoUpstream(options: DemoUpstreamOptions = {}): DemoUpstreamApp {
  const started = performance.now();
  const dataset = generateDataset({ ...(options.seed !== undefined ? { seed: options.seed } : {}), ...(options.now !== undefined ? { now: options.now } : {}) });
  const generationMs = performance.now() - started;
  const ctx: DemoContext = createContext(dataset);
  const auth = createAuthStore(dataset.accounts);
  const faults = createFaultController(options.faults === true);
  const calls = createCallLog();

  const app = Fastify({
    logger: options.logger === true,
    bodyLimit: 1024 * 1024,
    // Keep-alive sockets of callers' pools must not hold close() open.
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Undecodable URLs and similar router errors get the same error body as everything else.
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const plain = reply as unknown as FastifyReply;
      void plain.code(status).send({ status_code: status, message: error.message });
    },
  });

  // JSON with an empty body is 'no body'; anything unparsable is the caller's 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('body is not valid JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error instanceof DemoHttpError ? error.statusCode : typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'demo upstream failure');
    return reply.code(status).send({ status_code: status, message: status >= 500 ? 'Internal Server Error' : error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status_code: 404, message: 'Not found' }));

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(CONTROL_PREFIX)) return undefined;
    calls.record(request.method, request.url);
    const fault = faults.take(request.url);
    return fault ? applyFault(fault, request, reply) : undefined;
  });

  if (faults.enabled) {
    app.post(`${CONTROL_PREFIX}faults`, async (request) => {
      const body = bodyObject(request.body);
      if (typeof body.path !== 'string') throw badRequest('path is required');
      let fault: Fault;
      try {
        fault = parseFault(body.fault);
        const times = body.times === undefined || body.times === null ? undefined : Number(body.times);
        faults.set(body.path, fault, times === undefined ? undefined : { times });
      } catch (error) {
        throw badRequest(error instanceof Error ? error.message : 'bad fault');
      }
      return { ok: true };
    });
    app.delete(`${CONTROL_PREFIX}faults`, async () => {
      faults.clear();
      return { ok: true };
    });
    app.get(`${CONTROL_PREFIX}calls`, async (request) => {
      const prefix = (request.query as { prefix?: unknown }).prefix;
      const list = calls.list();
      return typeof prefix === 'string' ? { count: calls.count(prefix), calls: list.filter((call) => call.path.startsWith(prefix)) } : { count: list.length, calls: list };
    });
    app.delete(`${CONTROL_PREFIX}calls`, async () => {
      calls.reset();
      return { ok: true };
    });
  }

  app.get('/', async () => ({ name: 'bim-portal demo upstream', seed: dataset.seed, hosts: DEMO_HOST_PREFIXES, models: dataset.models.length }));

  mount(app, DEMO_HOST_PREFIXES.webApi, (scope) => webApiRoutes(scope, ctx));
  mount(app, DEMO_HOST_PREFIXES.webApi2, (scope) => {
    modelRoutes(scope, ctx);
    companyRoutes(scope, ctx);
    articleRoutes(scope, ctx);
  });
  mount(app, DEMO_HOST_PREFIXES.api, (scope) => {
    userRoutes(scope, ctx, auth);
    passportRoutes(scope, ctx);
  });
  mount(app, DEMO_HOST_PREFIXES.events, (scope) => eventRoutes(scope, ctx));
  mount(app, DEMO_HOST_PREFIXES.uploads, (scope) => uploadRoutes(scope, ctx));
  mount(app, DEMO_HOST_PREFIXES.webhook, (scope) => webhookRoutes(scope, ctx));
  mount(app, DEMO_HOST_PREFIXES.lk, (scope) => lkRoutes(scope, ctx, auth));
  mount(app, DEMO_HOST_PREFIXES.admin, (scope) => adminRoutes(scope));
  mount(app, DEMO_COMMENTS_PREFIX, (scope) => commentRoutes(scope, ctx));

  return { app, dataset, faults, calls, events: () => ctx.state.events.slice(), generationMs };
}
