// Writes: analytics, likes, view logging, the request-model form and support tickets.
import { Type } from 'typebox';
import {
  AdEventBodySchema,
  AnalyticsEventBodySchema,
  DeviceIdSchema,
  LikeBodySchema,
  LikesSchema,
  NeedModelBodySchema,
  NeedModelResultSchema,
  SupportTicketBodySchema,
  SupportTicketResultSchema,
  ViewBodySchema,
  ViewResultSchema,
} from '#shared/api/schemas.ts';
import { ERROR_RESPONSES, IdParams, LangQuery, PRIVATE_CACHE_CONTROL, requestContext } from './context.ts';
import type { ApiPlugin } from './types.ts';

const NullableResult = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Object({ result: Type.Union([schema, Type.Null()]) });
const LikesResponse = NullableResult(LikesSchema);
const ViewResponse = NullableResult(ViewResultSchema);
const NoContent = { 204: Type.Null(), ...ERROR_RESPONSES };

export const actionRoutes: ApiPlugin = async (app, { services, publicOrigin }) => {
  const options = publicOrigin === undefined ? {} : { publicOrigin };
  const port = (request: Parameters<typeof requestContext>[0], reply: Parameters<typeof requestContext>[1]) => services.forRequest(requestContext(request, reply, options));

  // Spec §5/§8: sanitised, forwarded, failures only logged; the browser always gets 204.
  app.post('/events', { schema: { querystring: LangQuery, body: AnalyticsEventBodySchema, response: NoContent } }, async (request, reply) => {
    await port(request, reply).sendEvent(request.body);
    return reply.code(204).send(null);
  });

  app.post('/events/ads', { schema: { querystring: LangQuery, body: AdEventBodySchema, response: NoContent } }, async (request, reply) => {
    await port(request, reply).sendAdEvent(request.body);
    return reply.code(204).send(null);
  });

  app.get(
    '/likes',
    {
      schema: {
        querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })), url: Type.String({ minLength: 1, maxLength: 300 }), uuid: Type.Optional(DeviceIdSchema) }),
        response: { 200: LikesResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return { result: await port(request, reply).getLikes(request.query.url, request.query.uuid) };
    },
  );

  app.post('/likes', { schema: { querystring: LangQuery, body: LikeBodySchema, response: { 200: LikesResponse, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return { result: await port(request, reply).likeDislike(request.body) };
  });

  app.post(
    '/models/:id/views',
    { schema: { params: IdParams, querystring: LangQuery, body: ViewBodySchema, response: { 200: ViewResponse, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return { result: await port(request, reply).recordModelView(request.params.id, request.body.uuid) };
    },
  );

  app.post(
    '/articles/:id/views',
    { schema: { params: IdParams, querystring: LangQuery, body: ViewBodySchema, response: { 200: ViewResponse, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return { result: await port(request, reply).recordArticleView(request.params.id, request.body.uuid) };
    },
  );

  app.post('/need-model', { schema: { querystring: LangQuery, body: NeedModelBodySchema, response: { 200: NeedModelResultSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return port(request, reply).requestModel(request.body);
  });

  app.post(
    '/support-tickets',
    { schema: { querystring: LangQuery, body: SupportTicketBodySchema, response: { 200: SupportTicketResultSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return port(request, reply).createSupportTicket(request.body);
    },
  );
};
