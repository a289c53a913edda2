// Content pages' data: the portal counters for the about page, the producer's
// products, and the unsubscribe form.
import { Type } from 'typebox';
import { BannerPlacementSchema, BannersSchema, CountersSchema } from '#shared/api/schemas.ts';
import { ProducerProductsSchema, UnsubscribeBodySchema, UnsubscribeResultSchema } from '#shared/api/content-schemas.ts';
import { ERROR_RESPONSES, formResponses, formRoute, IdParams, LangQuery, PUBLIC_CACHE_CONTROL } from './context.ts';
import type { ApiPlugin } from './types.ts';

const UnsubscribeResponses = formResponses(
  UnsubscribeResultSchema,
  Type.Object({ email: Type.Optional(Type.String()), reason: Type.Optional(Type.String()) }),
);

export const contentRoutes: ApiPlugin = async (app, options) => {
  // Limits per client come from the /api scope (server/plugins/rate-limits.ts); a route's config.rateLimit replaces the API-wide one.
  // Spec §8: a counters failure is all zeros, never an error; the page leaves zeros out.
  app.get('/counters', { schema: { querystring: LangQuery, response: { 200: CountersSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getCounters();
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });

  // Spec §1 banners of one placement, for client-side navigation to the catalogue (the server render gets them in-process).
  const BannersQuery = Type.Object({ position: BannerPlacementSchema, lang: LangQuery.properties.lang });
  app.get('/banners', { schema: { querystring: BannersQuery, response: { 200: BannersSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getBanners(request.query.position);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });

  app.get(
    '/producer-products/:id',
    { schema: { params: IdParams, querystring: LangQuery, response: { 200: ProducerProductsSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const data = await request.api.getProducerProducts(request.params.id);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return data;
    },
  );

  app.post(
    '/unsubscribe',
    formRoute(options.formLimits, 'unsubscribe', { body: UnsubscribeBodySchema, response: UnsubscribeResponses }),
    async (request) => request.api.unsubscribe(request.body),
  );
};
