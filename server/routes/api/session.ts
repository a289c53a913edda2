import { AgreementSchema, SessionViewSchema, SetAgreementBodySchema } from '#shared/api/schemas.ts';
import { ERROR_RESPONSES, LangQuery, PRIVATE_CACHE_CONTROL } from './context.ts';
import type { ApiPlugin } from './types.ts';

/** The session and the agreement (spec §3, §4): per user, never cached anywhere. */
export const sessionRoutes: ApiPlugin = async (app) => {

  app.get(
    '/session',
    { schema: { querystring: LangQuery, response: { 200: SessionViewSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return request.api.getSession();
    },
  );

  app.get(
    '/agreement',
    { schema: { querystring: LangQuery, response: { 200: AgreementSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return request.api.getAgreement();
    },
  );

  app.post(
    '/agreement',
    { schema: { querystring: LangQuery, body: SetAgreementBodySchema, response: { 200: AgreementSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return request.api.setAgreement(request.body);
    },
  );
};

