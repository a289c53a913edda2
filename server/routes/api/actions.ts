// Writes: analytics, likes, view logging, the request-model form and support tickets.
import { Type } from 'typebox';
import {
  AdEventBodySchema,
  AnalyticsEventBodySchema,
  DeviceIdSchema,
  LikeBodySchema,
  LikeKeySchema,
  LikesSchema,
  NeedModelBodySchema,
  NeedModelOptionsSchema,
  NeedModelResultSchema,
  SupportTicketBodySchema,
  SupportTicketResultSchema,
  ViewBodySchema,
  ViewResultSchema,
} from '#shared/api/schemas.ts';
import { NEED_MODEL_FIELDS, NEED_MODEL_ERROR_CODES } from '#shared/domain/need-model.ts';
import { LIKE_RATE_LIMIT_MAX, LIKE_RATE_LIMIT_WINDOW_MS } from '#shared/constants.ts';
import { SUPPORT_ERROR_CODES, SUPPORT_FIELDS } from '#shared/domain/support-ticket.ts';
import { ERROR_RESPONSES, fieldCodesSchema, formResponses, formRoute, IdParams, LangQuery, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './context.ts';
import type { ApiPlugin } from './types.ts';

const NullableResult = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Object({ result: Type.Union([schema, Type.Null()]) });
const LikesResponse = NullableResult(LikesSchema);
const ViewResponse = NullableResult(ViewResultSchema);
const NoContent = { 204: Type.Null(), ...ERROR_RESPONSES };

const NeedModelResponses = formResponses(NeedModelResultSchema, fieldCodesSchema(NEED_MODEL_FIELDS, NEED_MODEL_ERROR_CODES));
const SupportTicketResponses = formResponses(SupportTicketResultSchema, fieldCodesSchema(SUPPORT_FIELDS, SUPPORT_ERROR_CODES));

export const actionRoutes: ApiPlugin = async (app, options) => {
  // Limits per client (server/plugins/rate-limits.ts, registered by the /api scope): a route's config.rateLimit replaces the API-wide one;
  // a form's is its own counter, shared with its page (server/plugins/form-limits.ts).
  // Spec §5/§8: sanitised, forwarded, failures only logged; the browser always gets 204.
  app.post('/events', { schema: { querystring: LangQuery, body: AnalyticsEventBodySchema, response: NoContent } }, async (request, reply) => {
    await request.api.sendEvent(request.body);
    return reply.code(204).send(null);
  });

  app.post('/events/ads', { schema: { querystring: LangQuery, body: AdEventBodySchema, response: NoContent } }, async (request, reply) => {
    await request.api.sendAdEvent(request.body);
    return reply.code(204).send(null);
  });

  app.get(
    '/likes',
    {
      schema: {
        querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })), url: LikeKeySchema, uuid: Type.Optional(DeviceIdSchema) }),
        response: { 200: LikesResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return { result: await request.api.getLikes(request.query.url, request.query.uuid) };
    },
  );

  app.post(
    '/likes',
    {
      config: { rateLimit: { max: LIKE_RATE_LIMIT_MAX, timeWindow: LIKE_RATE_LIMIT_WINDOW_MS } },
      schema: { querystring: LangQuery, body: LikeBodySchema, response: { 200: LikesResponse, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return { result: await request.api.likeDislike(request.body) };
    },
  );

  // A model's and an article's view log: one call shape (spec §7).
  for (const [kind, record] of [
    ['models', 'recordModelView'],
    ['articles', 'recordArticleView'],
  ] as const) {
    app.post(
      `/${kind}/:id/views`,
      { schema: { params: IdParams, querystring: LangQuery, body: ViewBodySchema, response: { 200: ViewResponse, ...ERROR_RESPONSES } } },
      async (request, reply) => {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return { result: await request.api[record](request.params.id, request.body.uuid) };
      },
    );
  }

  // Spec §1 request-a-model form: the services validate every field (400 with `fields`);
  // NEED_MODEL_RATE_LIMIT_MAX submissions per client per window (this route and the page posts together), then 429 with Retry-After.
  app.post('/need-model', formRoute(options.formLimits, 'requestModel', { body: NeedModelBodySchema, response: NeedModelResponses }), async (request) => request.api.requestModel(request.body));

  app.get('/need-model/options', { schema: { querystring: LangQuery, response: { 200: NeedModelOptionsSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return request.api.getNeedModelOptions();
  });

  // The support form: field errors like the request form's; SUPPORT_RATE_LIMIT_MAX per client per window, then 429.
  app.post(
    '/support-tickets',
    formRoute(options.formLimits, 'createSupportTicket', { body: SupportTicketBodySchema, response: SupportTicketResponses }),
    async (request) => request.api.createSupportTicket(request.body),
  );
};
