// Page data for the public pages. Every route: schemas for params, query and
// response; the services apply the spec's rules and the §8 outcomes.
import { Type } from 'typebox';
import {
  AdsSchema,
  AnaloguesSchema,
  ArticleCommentsSchema,
  ArticleSchema,
  ArticlesSchema,
  CasesSchema,
  DictionariesSchema,
  HomePageSchema,
  ModelPageSchema,
  PartnersSchema,
  PluginPageSchema,
  PluginProductSchema,
  PluginsSchema,
  RssProductSchema,
  RssSchema,
  StatisticsSchema,
} from '#shared/api/schemas.ts';
import { decodeArticlesQuery } from '#shared/domain/list-queries.ts';
import { ERROR_RESPONSES, IdParams, LangQuery, NO_CACHE, PUBLIC_CACHE_CONTROL } from './context.ts';
import type { ApiPlugin } from './types.ts';

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const ArticlesQuerySchema = Type.Object({ lang: text(8), search: text(500), sort: text(20), page: text(12) });

export const pageRoutes: ApiPlugin = async (app) => {

  app.get('/pages/home', { schema: { querystring: LangQuery, response: { 200: HomePageSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getHomePage();
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });

  app.get('/models/:id', { schema: { params: IdParams, querystring: LangQuery, response: { 200: ModelPageSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getModel(request.params.id);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });

  app.get(
    '/models/:id/analogues',
    { schema: { params: IdParams, querystring: LangQuery, response: { 200: AnaloguesSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const data = await request.api.getAnalogues(request.params.id);
      // A failed lookup must not be kept by the browser.
      reply.header('cache-control', data.error ? NO_CACHE : PUBLIC_CACHE_CONTROL);
      return data;
    },
  );

  app.get('/articles', { schema: { querystring: ArticlesQuerySchema, response: { 200: ArticlesSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getArticles(decodeArticlesQuery(request.query));
    reply.header('cache-control', NO_CACHE);
    return data;
  });

  app.get('/articles/:id', { schema: { params: IdParams, querystring: LangQuery, response: { 200: ArticleSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getArticle(request.params.id);
    reply.header('cache-control', NO_CACHE);
    return data;
  });

  // Spec §7 comments service: 200 with available:false when the service fails (the block says so), 404 for a bad id.
  app.get(
    '/articles/:id/comments',
    { schema: { params: IdParams, querystring: LangQuery, response: { 200: ArticleCommentsSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const data = await request.api.getArticleComments(request.params.id);
      reply.header('cache-control', NO_CACHE);
      return data;
    },
  );

  app.get('/plugins', { schema: { querystring: LangQuery, response: { 200: PluginsSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getPlugins();
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });

  app.get(
    '/plugins/:product',
    { schema: { params: Type.Object({ product: PluginProductSchema }), querystring: LangQuery, response: { 200: PluginPageSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const data = await request.api.getPluginPage(request.params.product);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return data;
    },
  );

  app.get('/cases', { schema: { querystring: LangQuery, response: { 200: CasesSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getCases();
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });

  app.get('/partners', { schema: { querystring: LangQuery, response: { 200: PartnersSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getPartners();
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });

  app.get('/statistics', { schema: { querystring: LangQuery, response: { 200: StatisticsSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getStatistics();
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });

  app.get(
    '/rss/:product',
    { schema: { params: Type.Object({ product: RssProductSchema }), querystring: LangQuery, response: { 200: RssSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const data = await request.api.getRss(request.params.product);
      reply.header('cache-control', data.error ? NO_CACHE : PUBLIC_CACHE_CONTROL);
      return data;
    },
  );

  app.get('/dictionaries', { schema: { querystring: LangQuery, response: { 200: DictionariesSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getDictionaries();
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });

  app.get('/ads', { schema: { querystring: LangQuery, response: { 200: AdsSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const data = await request.api.getAds();
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return data;
  });
};
