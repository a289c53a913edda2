// GET /download/{modelId}/{fileId}: the portal's one door for model files
// (spec §2 §6; docs/decisions/0024). A registered user's visit from the site is
// checked (route middleware: same-origin visit, registered user), rate limited
// per user, recorded (spec §7 event calls, the download_model goal) and streamed
// from the uploads host; the status, length and first bytes are in hand before
// anything is sent, and a transfer that breaks later is cut off, never finished
// as a short 200. Everyone else gets no byte of a file: a browser gets a page
// that says what to do (sign in, finish registration), anything else JSON.
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import { Type } from 'typebox';
import { DOWNLOAD_PATH_PREFIX } from '#shared/domain/downloads.ts';
import { AppError, INTERNAL_ERROR_MESSAGE, errorBody, pageDataFailure, type AppErrorCode } from '#shared/errors.ts';
import { DOWNLOAD_RATE_LIMIT_MAX, DOWNLOAD_RATE_LIMIT_WINDOW_MS } from '#shared/constants.ts';
import type { Services } from '#server/services/index.ts';
import { rateLimitsPlugin } from '#server/plugins/rate-limits.ts';
import { doorPage, type DoorPageKind } from '#server/render/door-page.ts';

export interface DownloadRoutesOptions {
  services: Services;
  /** ANALYTICS_FORWARD_RABBIT: the download event also goes to /rabbit. */
  forwardRabbit: boolean;
  /** The rate limits' shared store (REDIS_URL), null: this process's memory. */
  redisUrl: string | null;
}

/** The door's checks, in order (server/routes/route-middleware.ts): from the site itself, by a registered user. */
export const DOWNLOAD_MIDDLEWARE = ['same-origin-visit', 'registered-user'] as const;

const Id = Type.String({ pattern: '^[1-9][0-9]{0,11}$' });
const Params = Type.Object({ modelId: Id, fileId: Id });

/** Whether the request is a browser's page visit (a document is wanted), not a script or a tool. */
function wantsPage(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  if (typeof dest === 'string') return dest === 'document';
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}

/**
 * Waits for the body's first chunk (or its end) so a file the host cannot send
 * fails before the answer starts; then hands on a stream of everything.
 */
async function primed(body: Readable): Promise<Readable> {
  const iterator = body[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all() {
    if (!first.done) yield first.value as Buffer;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value as Buffer;
  }
  const stream = Readable.from(all(), { objectMode: false });
  // The visitor gone (Fastify destroys this stream): let the upstream socket go too.
  stream.once('close', () => {
    if (!body.destroyed) body.destroy();
  });
  return stream;
}

export const downloadRoutes: FastifyPluginAsync<DownloadRoutesOptions> = async (app, options) => {
  const { services } = options;
  // Counted per user (their downloads, wherever they are), per address before a login is known.
  await app.register(rateLimitsPlugin, { redisUrl: options.redisUrl });

  const modelPageFor = async (request: FastifyRequest): Promise<string | null> => {
    const modelId = (request.params as { modelId?: string }).modelId ?? '';
    return services.downloads.modelPage(request.serviceContext, modelId).catch(() => null);
  };

  const sendDoorPage = async (request: FastifyRequest, reply: FastifyReply, status: number, kind: DoorPageKind, detail?: string) => {
    const modelPage = kind === 'not-found' ? null : await modelPageFor(request);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(request.method === 'HEAD' ? '' : doorPage(kind, { lang: request.lang, modelPage, ...(detail ? { detail } : {}) }));
  };

  // The door's own answers: pages for a browser, the shared error body for anything else.
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    let failure: AppError;
    if (error instanceof AppError) failure = error;
    else if ((error as FastifyError).validation) failure = new AppError('not_found', 'Page not found', 404);
    else failure = new AppError('internal', INTERNAL_ERROR_MESSAGE, 500, { cause: error });
    // A file the upstream could not give is the spec's page-data outcome (§8): its 500 is a 500, the rest a 404.
    if (failure.code.startsWith('upstream_')) failure = pageDataFailure(failure);
    if (failure.statusCode >= 500) request.log.error({ err: error, url: request.url }, 'download failed');
    else request.log.info({ code: failure.code, status: failure.statusCode }, 'download refused');
    if (reply.sent || reply.raw.headersSent) return;
    if (failure.statusCode === 416) return reply.code(416).header('cache-control', 'private, no-store').send();
    if (failure.code === 'rate_limited') void reply.header('retry-after', String(Math.ceil(DOWNLOAD_RATE_LIMIT_WINDOW_MS / 1000)));
    if (wantsPage(request)) {
      if (failure.code === 'cross_site') {
        // A link from another site: the model page, where the visitor can download from the site itself.
        const modelPage = await modelPageFor(request);
        if (modelPage) return reply.header('cache-control', 'private, no-store').redirect(modelPage, 303);
        return sendDoorPage(request, reply, 404, 'not-found');
      }
      const kind: DoorPageKind =
        failure.statusCode === 401 ? 'sign-in' : failure.statusCode === 403 ? 'finish-registration' : failure.statusCode === 429 ? 'busy' : failure.statusCode >= 500 ? 'server-error' : 'not-found';
      const status = kind === 'not-found' ? 404 : failure.statusCode;
      return sendDoorPage(request, reply, status, kind, failure.code === 'unknown_middleware' ? failure.message : undefined);
    }
    const code: AppErrorCode = failure.code;
    const message = failure.statusCode === 500 && code !== 'unknown_middleware' ? INTERNAL_ERROR_MESSAGE : failure.message;
    return reply.code(failure.statusCode).header('cache-control', 'private, no-store').type('application/json; charset=utf-8').send(errorBody(code, message, failure.statusCode));
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: `${DOWNLOAD_PATH_PREFIX}/:modelId/:fileId`,
    schema: { params: Params },
    // A file goes out as the uploads host sent it: compressing would drop its length and cost CPU for nothing.
    compress: false,
    config: {
      middleware: DOWNLOAD_MIDDLEWARE,
      rateLimit: {
        max: DOWNLOAD_RATE_LIMIT_MAX,
        timeWindow: DOWNLOAD_RATE_LIMIT_WINDOW_MS,
        keyGenerator: async (request: FastifyRequest) => {
          const user = (await request.api.getSession()).user;
          return user ? `user:${user.id}` : `ip:${request.ip}`;
        },
      },
    },
    handler: async (request, reply) => {
      const { modelId, fileId } = request.params as { modelId: string; fileId: string };
      const ctx = request.serviceContext;
      const target = await services.downloads.file(ctx, modelId, fileId);
      const controller = new AbortController();
      request.raw.once('close', () => {
        if (!reply.raw.writableEnded) controller.abort(new Error('the visitor went away'));
      });
      const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
      const file = await services.downloads.open(ctx, target, { signal: controller.signal, ...(range ? { range } : {}) });
      const body = request.method === 'HEAD' ? null : await primed(file.body).catch((error: unknown) => {
        file.body.destroy();
        throw new AppError('upstream_bad_response', 'The uploads host broke off the file', 502, { cause: error });
      });
      if (body === null) file.body.destroy();

      // A download is one event, however many ranges resume it.
      const resumed = range !== undefined && !/^bytes=0-/.test(range);
      if (!resumed && request.method === 'GET') {
        const { user } = await request.api.getSession();
        void services.downloads.record(ctx, target, user, { rabbit: options.forwardRabbit });
      }

      void reply
        .code(file.status)
        .header('content-type', file.contentType ?? 'application/octet-stream')
        .header('content-disposition', contentDisposition(target.fileName))
        // The file is this user's to have, never a shared cache's.
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.contentLength !== null) void reply.header('content-length', String(file.contentLength));
      if (file.contentRange) void reply.header('content-range', file.contentRange);
      if (file.acceptRanges) void reply.header('accept-ranges', file.acceptRanges);
      return reply.send(body ?? '');
    },
  });
};
