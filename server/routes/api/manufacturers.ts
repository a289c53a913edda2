// The manufacturer list and the manufacturer page (spec §2): the list takes its
// own query (search, sort, category/type/class, page); the page takes the
// catalogue's query for its products tab, validated as strictly as GET /models.
import { Type } from 'typebox';
import { ManufacturerPageSchema, ManufacturersSchema } from '#shared/api/schemas.ts';
import { PartnershipBodySchema, PartnershipResultSchema } from '#shared/api/partnership.ts';
import { PARTNERSHIP_FIELDS, PARTNERSHIP_ERROR_CODES } from '#shared/domain/partnership-request.ts';
import { decodeManufacturersQuery } from '#shared/domain/list-queries.ts';
import { decodeCatalogueQuery } from '#shared/domain/catalogue-filter.ts';
import { ERROR_RESPONSES, fieldCodesSchema, formResponses, formRoute, IdParams, PUBLIC_CACHE_CONTROL } from './context.ts';
import { SEARCH_KEYS, strictQueryRoute } from './catalogue.ts';
import type { ApiPlugin } from './types.ts';

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const ManufacturersQuerySchema = Type.Object({
  lang: text(8),
  search: text(500),
  sort: text(20),
  page: text(12),
  category: text(64),
  type: text(64),
  class: text(64),
});

/**
 * Registered in the read routes' scope; the partnership request counts against its
 * form's own limit (server/plugins/form-limits.ts), shared with the manufacturer page's posts.
 */
export const manufacturerRoutes: ApiPlugin = async (app, options) => {
  app.get('/manufacturers', { schema: { querystring: ManufacturersQuerySchema, response: { 200: ManufacturersSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getManufacturers(decodeManufacturersQuery(request.query));
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });

  const pageRoute = strictQueryRoute(SEARCH_KEYS, ManufacturerPageSchema);
  app.get('/manufacturers/:id', { ...pageRoute, schema: { ...pageRoute.schema, params: IdParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const data = await request.api.getManufacturer(id, decodeCatalogueQuery(request.query as Record<string, string>));
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });

  app.post(
    '/manufacturers/:id/partnership',
    formRoute(options.formLimits, 'requestPartnership', {
      params: IdParams,
      body: PartnershipBodySchema,
      response: formResponses(PartnershipResultSchema, fieldCodesSchema(PARTNERSHIP_FIELDS, PARTNERSHIP_ERROR_CODES)),
    }),
    async (request) => request.api.requestPartnership(request.params.id, request.body),
  );
};
