// GET /api/search/suggestions: the header search's suggestions (issue 13).
import { SearchSuggestionsQuerySchema, SearchSuggestionsSchema } from '#shared/api/search-suggestions.ts';
import { CATALOGUE_SEARCH_CACHE_CONTROL } from './catalogue.ts';
import { ERROR_RESPONSES } from './context.ts';
import type { ApiPlugin } from './types.ts';

export const searchRoutes: ApiPlugin = async (app) => {
  app.get(
    '/search/suggestions',
    { schema: { querystring: SearchSuggestionsQuerySchema, response: { 200: SearchSuggestionsSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      // As fresh as the model search it is made of.
      reply.header('cache-control', CATALOGUE_SEARCH_CACHE_CONTROL);
      return request.api.getSearchSuggestions(request.query.q);
    },
  );
};
