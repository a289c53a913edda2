// Issue 24 §2 and §3: what a model's IFC file holds, and checks of it against IDS
// files. Public data (anonymous visitors get it; the file itself still needs a
// registered session): the facts are the same for everyone, so no login reaches them.
import { Type } from 'typebox';
import { IdsCheckSchema, IdsOfferedListSchema, IfcFactsDtoSchema, IfcSummariesSchema } from '#shared/api/ifc-schemas.ts';
import { IDS_UPLOAD_RATE_LIMIT_MAX, IDS_UPLOAD_RATE_LIMIT_WINDOW_MS, IFC_FACTS_API_MAX_WAIT_MS } from '#shared/constants.ts';
import { IDS_MAX_BYTES } from '#shared/domain/ids/read-ids.ts';
import { AppError, NOT_FOUND_MESSAGE } from '#shared/errors.ts';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '#server/services/index.ts';
import { ERROR_RESPONSES, IdParams, LangQuery, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './context.ts';
import type { ApiPlugin } from './types.ts';

/** A 'pending' answer: ask again after this many seconds. */
export const IFC_PENDING_RETRY_AFTER_S = 2;
/** The offered IDS files change with a release: browsers may keep them an hour. */
export const OFFERED_IDS_CACHE_CONTROL = 'public, max-age=3600';
/** The media types an uploaded .ids may be sent as (browsers send none for an unknown extension: the page names one). */
export const IDS_UPLOAD_TYPES = ['application/xml', 'text/xml'] as const;

/** ?wait=ms: how long to wait for a cold read before answering 'pending' (the page's loader asks for IFC_FACTS_PAGE_WAIT_MS). */
const FactsQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })), wait: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$' })) });
/** Up to a catalogue page of model ids joined with a hyphen, like the catalogue's list filters. */
export const IFC_SUMMARIES_MAX_IDS = 48;
const SummariesQuery = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 8 })),
  ids: Type.String({ pattern: `^[1-9][0-9]{0,11}(?:-[1-9][0-9]{0,11}){0,${IFC_SUMMARIES_MAX_IDS - 1}}$` }),
});
const IdsFileParams = Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,64}\\.ids$' }) });
const ModelIdsParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), idsId: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) });

/** IDS checks are public data: the request's language, id and logger, never its tokens. */
function publicContext(request: FastifyRequest): RequestContext {
  return { lang: request.lang, requestId: request.id, logger: request.log };
}

export const ifcRoutes: ApiPlugin = async (app, { services }) => {
  // An uploaded IDS arrives as XML text, bounded before it is read (the app's own limit is the same 1 MB).
  app.addContentTypeParser([...IDS_UPLOAD_TYPES], { parseAs: 'string', bodyLimit: IDS_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    '/models/:id/ifc-facts',
    { schema: { params: IdParams, querystring: FactsQuery, response: { 200: IfcFactsDtoSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const wait = request.query.wait === undefined ? IFC_FACTS_API_MAX_WAIT_MS : Math.min(Number(request.query.wait), IFC_FACTS_API_MAX_WAIT_MS);
      const data = await request.api.getIfcFacts(request.params.id, { waitMs: wait });
      if (data.state === 'pending') reply.header('cache-control', 'no-store').header('retry-after', String(IFC_PENDING_RETRY_AFTER_S));
      else reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return data;
    },
  );

  // The catalogue's completeness badge: what is known, never a read (a page of cards must not start 48 parses).
  app.get('/ifc-summaries', { schema: { querystring: SummariesQuery, response: { 200: IfcSummariesSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return services.ifcSummaries(request.query.ids.split('-').map(Number));
  });

  app.get('/ids', { schema: { querystring: LangQuery, response: { 200: IdsOfferedListSchema, ...ERROR_RESPONSES } } }, async (_request, reply) => {
    reply.header('cache-control', OFFERED_IDS_CACHE_CONTROL);
    return services.ids.offered();
  });

  app.get('/ids/:file', { schema: { params: IdsFileParams, response: { 200: Type.String(), ...ERROR_RESPONSES } } }, async (request, reply) => {
    const id = request.params.file.slice(0, -'.ids'.length);
    const xml = await services.ids.offeredFile(id);
    if (xml === null) throw new AppError('not_found', NOT_FOUND_MESSAGE, 404);
    return reply
      .header('cache-control', OFFERED_IDS_CACHE_CONTROL)
      .header('content-disposition', `attachment; filename="${request.params.file}"`)
      .type('application/xml; charset=utf-8')
      .send(xml);
  });

  app.get(
    '/models/:id/ids/:idsId',
    { schema: { params: ModelIdsParams, querystring: LangQuery, response: { 200: IdsCheckSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const data = await services.ids.checkOffered(publicContext(request), request.params.id, request.params.idsId);
      if (data.state === 'pending') reply.header('cache-control', 'no-store').header('retry-after', String(IFC_PENDING_RETRY_AFTER_S));
      else reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return data;
    },
  );

  // An uploaded IDS: a write like the forms (same-origin rule, its own rate limit), checked and forgotten.
  app.post(
    '/models/:id/ids',
    {
      bodyLimit: IDS_MAX_BYTES,
      config: { contentTypes: IDS_UPLOAD_TYPES, rateLimit: { max: IDS_UPLOAD_RATE_LIMIT_MAX, timeWindow: IDS_UPLOAD_RATE_LIMIT_WINDOW_MS } },
      schema: { params: IdParams, querystring: LangQuery, body: Type.String({ minLength: 1 }), response: { 200: IdsCheckSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return services.ids.checkUploaded(publicContext(request), request.params.id, request.body);
    },
  );
};
