// Content pages' data: the portal counters for the about page.
import { CountersSchema } from '#shared/api/schemas.ts';
import { ERROR_RESPONSES, LangQuery, PUBLIC_CACHE_CONTROL } from './context.ts';
import type { ApiPlugin } from './types.ts';

export const contentRoutes: ApiPlugin = async (app) => {
  // Spec §8: a counters failure is all zeros, never an error; the page leaves zeros out.
  app.get('/counters', { schema: { querystring: LangQuery, response: { 200: CountersSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getCounters();
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });
};
