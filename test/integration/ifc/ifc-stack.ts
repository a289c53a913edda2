// An API stack (the composition root, the /api routes, the same-origin rule) on the
// demo upstream whose IFC downloads go to a fixture server instead: a real HTTP
// server on loopback, so the size cap, the streaming cap and the upstream client
// are exercised as they run against the uploads host.
import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { Pool } from 'undici';
import type { Model } from '#shared/types/index.ts';
import { composeServer, type ServerComposition } from '#server/composition.ts';
import { createUpstreamHttp, type UpstreamHttp, type UpstreamRequest } from '#server/upstream/http.ts';
import type { UpstreamUrls } from '#server/upstream/hosts.ts';
import { createMetrics, type Metrics } from '#server/metrics/registry.ts';
import type { ParserPoolOptions } from '#server/ifc/parser-pool.ts';
import { errorsPlugin } from '#server/plugins/errors.ts';
import { languagePlugin } from '#server/plugins/language.ts';
import { requestApiPlugin } from '#server/plugins/request-api.ts';
import { sameOriginWritesPlugin } from '#server/plugins/same-origin-writes.ts';
import { apiRoutes } from '#server/routes/api/index.ts';
import { createMemoryLogger } from '../api/harness.ts';

export const FIXTURES = new URL('../../fixtures/ifc/', import.meta.url);
export const fixture = (name: string): Buffer => readFileSync(new URL(name, FIXTURES));

/** What the fixture server answers for one file path. */
export type FileAnswer =
  | { body: Buffer; chunked?: boolean }
  /** Headers claiming this length, then the connection is cut (never sends the body). */
  | { claimLength: number }
  | { status: number };

export interface IfcStack {
  app: FastifyInstance;
  composed: ServerComposition;
  metrics: Metrics;
  logger: ReturnType<typeof createMemoryLogger>;
  /** Serve this answer for the IFC file of a model (by its upstream file URL). */
  serve(model: Model, answer: FileAnswer): void;
  /** How many times the fixture server was asked for a path. */
  hits(model: Model): number;
  /** Demo models that list an .ifc file, each once. */
  ifcModels(): Model[];
  close(): Promise<void>;
}

export const PUBLIC_ORIGIN = 'https://bim.example';

export async function startIfcStack(options: { pool?: ParserPoolOptions; maxFileBytes?: number } = {}): Promise<IfcStack> {
  const answers = new Map<string, FileAnswer>();
  const hits = new Map<string, number>();
  const files: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = answers.get(path);
    if (!answer) return void response.writeHead(404).end();
    if ('status' in answer) return void response.writeHead(answer.status).end();
    if ('claimLength' in answer) {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(answer.claimLength) });
      response.write('ISO-10303-21;\n');
      setTimeout(() => response.destroy(), 50);
      return;
    }
    if (answer.chunked) {
      // No Content-Length: the cap must hold while streaming.
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      const size = 16 * 1024;
      for (let at = 0; at < answer.body.length; at += size) response.write(answer.body.subarray(at, at + size));
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(answer.body.length) }).end(answer.body);
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  const filesOrigin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  const filesPool = new Pool(filesOrigin, { connections: 8 });
  const fileHttp = createUpstreamHttp<'uploads'>({ urls: { uploads: `${filesOrigin}/uploads` } as UpstreamUrls, dispatchers: { uploads: filesPool } });

  const metrics = createMetrics();
  const logger = createMemoryLogger();
  const composed = await composeServer({
    config: { upstreams: null, excludedCompanyIds: null, vipTariffPlanIds: null, cacheMaxBytes: 64 * 1024 * 1024 },
    demo: { faults: true },
    logger,
    metrics,
    ifc: { ...(options.pool ? { pool: options.pool } : {}), ...(options.maxFileBytes === undefined ? {} : { maxFileBytes: options.maxFileBytes }) },
    wrapHttp: (base): UpstreamHttp => ({
      urls: base.urls,
      request: <T>(req: UpstreamRequest) => (req.endpoint === 'uploads.ifc_file' ? fileHttp.request<T>({ ...req, host: 'uploads' }) : base.request<T>(req)),
    }),
  });
  // Request-scoped logs (the routes pass request.log to the services) land in the memory logger too.
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        const record = JSON.parse(line) as Record<string, unknown> & { level: number; msg?: string };
        logger.entries.push({ level: record.level >= 50 ? 'error' : 'warn', obj: record, msg: record.msg });
      }
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  await app.register(cookie);
  await app.register(languagePlugin);
  await app.register(requestApiPlugin, { services: composed.services, publicOrigin: PUBLIC_ORIGIN });
  await app.register(errorsPlugin);
  await app.register(sameOriginWritesPlugin, { publicOrigin: PUBLIC_ORIGIN });
  await app.register(apiRoutes, { prefix: '/api', services: composed.services, publicOrigin: PUBLIC_ORIGIN });
  await app.ready();

  const demo = composed.upstream.demo!;
  const fileOf = (model: Model) => {
    const file = model.files.find((candidate) => candidate.ext === 'ifc');
    if (!file) throw new Error(`model ${model.id} has no .ifc file`);
    return `/uploads${file.url}`;
  };
  return {
    app,
    composed,
    metrics,
    logger,
    serve: (model, answer) => void answers.set(fileOf(model), answer),
    hits: (model) => hits.get(fileOf(model)) ?? 0,
    ifcModels: () => demo.dataset.models.filter((model) => model.files.some((file) => file.ext === 'ifc')),
    async close() {
      await app.close();
      await composed.close();
      await filesPool.close();
      await new Promise<void>((resolve) => files.close(() => resolve()));
    },
  };
}
