import { AgreementSchema, SessionViewSchema, SetAgreementBodySchema } from '#shared/api/schemas.ts';
import { ERROR_RESPONSES, LangQuery, noStore } from './context.ts';
import type { ApiPlugin } from './types.ts';

/** The session and the agreement (spec §3, §4): per user, never cached anywhere. */
export const sessionRoutes: ApiPlugin = async (app) => {
  // This plugin's own scope: every route below answers private, no-store.
  app.addHook('preHandler', noStore);

  app.get('/session', { schema: { querystring: LangQuery, response: { 200: SessionViewSchema, ...ERROR_RESPONSES } } }, async (request) => request.api.getSession());

  app.get('/agreement', { schema: { querystring: LangQuery, response: { 200: AgreementSchema, ...ERROR_RESPONSES } } }, async (request) => request.api.getAgreement());

  app.post(
    '/agreement',
    { schema: { querystring: LangQuery, body: SetAgreementBodySchema, response: { 200: AgreementSchema, ...ERROR_RESPONSES } } },
    async (request) => request.api.setAgreement(request.body),
  );
};

