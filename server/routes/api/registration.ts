import { SessionViewSchema } from '#shared/api/schemas.ts';
import { RegistrationBodySchema, RegistrationErrorSchema } from '#shared/api/registration.ts';
import { ERROR_RESPONSES, LangQuery, PRIVATE_CACHE_CONTROL } from './context.ts';
import type { ApiPlugin } from './types.ts';

/** Completing sign-up (/validate, spec §4 §5): per user, never cached. A 400 names the invalid fields. */
export const registrationRoutes: ApiPlugin = async (app) => {
  app.post(
    '/registration',
    { schema: { querystring: LangQuery, body: RegistrationBodySchema, response: { 200: SessionViewSchema, 400: RegistrationErrorSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return request.api.completeRegistration(request.body);
    },
  );
};
