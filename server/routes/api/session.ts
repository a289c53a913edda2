import { AgreementSchema, SessionViewSchema, SetAgreementBodySchema } from '#shared/api/schemas.ts';
import { ERROR_RESPONSES, LangQuery, PRIVATE_CACHE_CONTROL, requestContext } from './context.ts';
import type { ApiPlugin } from './types.ts';

/** The session and the agreement (spec §3, §4): per user, never cached anywhere. */
export const sessionRoutes: ApiPlugin = async (app, { services, publicOrigin }) => {
  const port = (request: Parameters<typeof requestContext>[0], reply: Parameters<typeof requestContext>[1]) =>
    services.forRequest(requestContext(request, reply, publicOrigin === undefined ? {} : { publicOrigin }));

  app.get(
    '/session',
    { schema: { querystring: LangQuery, response: { 200: SessionViewSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return port(request, reply).getSession();
    },
  );

  app.get(
    '/agreement',
    { schema: { querystring: LangQuery, response: { 200: AgreementSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return port(request, reply).getAgreement();
    },
  );

  app.post(
    '/agreement',
    { schema: { querystring: LangQuery, body: SetAgreementBodySchema, response: { 200: AgreementSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return port(request, reply).setAgreement(request.body);
    },
  );
};

