// The catalogue API (spec §2, §4, §7): GET /models is THE model search, taking the
// catalogue's canonical query; /catalogue/* are its option lists. Queries are
// validated strictly: an unknown, repeated or malformed key is a 400 that names
// the key, never a silent default and never a 500.
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { CatalogueFacetsSchema, CatalogueSearchSchema, OptionSchema } from '#shared/api/schemas.ts';
import {
  CATALOGUE_FLAG_KEYS,
  CATALOGUE_LIST_KEYS,
  CATALOGUE_MAX_LIST_VALUES,
  CATALOGUE_MAX_PAGE,
  CATALOGUE_MAX_SEARCH_LENGTH,
  CATALOGUE_PAGE_SIZES,
  CATALOGUE_PLAIN_KEYS,
  CATALOGUE_SORTS,
  CATALOGUE_TOKEN_PATTERN,
  CATALOGUE_VIEWS,
  decodeCatalogueQuery,
} from '#shared/domain/catalogue-filter.ts';
import { FILTER_LIST_SEPARATOR, LANGUAGES } from '#shared/constants.ts';
import { AppError } from '#shared/errors.ts';
import type { ApiPort } from '#shared/api/port.ts';
import { ERROR_RESPONSES } from './context.ts';
import type { ApiPlugin } from './types.ts';

/** The search changes within a minute (the server caches it as a list); the browser may reuse it briefly. */
export const CATALOGUE_SEARCH_CACHE_CONTROL = 'private, max-age=30';
/** Option lists change a few times a year (dictionaries); the browser keeps them across navigations. */
export const CATALOGUE_OPTIONS_CACHE_CONTROL = 'private, max-age=600';

export interface QueryKey {
  schema: TSchema;
  /** What a valid value looks like, for the 400 message. */
  expected: string;
}

const TOKEN = CATALOGUE_TOKEN_PATTERN;
// Escaped for a unicode-mode pattern, where a needless escape (of '-') is an error.
const SEPARATOR = FILTER_LIST_SEPARATOR.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 1..CATALOGUE_MAX_PAGE written canonically (no sign, no leading zero). */
const PAGE_PATTERN = `^(?:[1-9]\\d{0,${String(CATALOGUE_MAX_PAGE).length - 2}}|${CATALOGUE_MAX_PAGE})$`;
const PARENT_ID_PATTERN = '^[1-9]\\d{0,9}$';

const enumOf = (values: readonly string[]) => Type.String({ enum: [...values] });
const lang: QueryKey = { schema: enumOf(LANGUAGES), expected: `one of ${LANGUAGES.join(', ')}` };
const plain: QueryKey = {
  schema: Type.String({ pattern: `^${TOKEN}$` }),
  expected: "one id or code (letters, digits, '_', '.', ':')",
};
const optionalPlain: QueryKey = { schema: Type.String({ pattern: `^(?:${TOKEN})?$` }), expected: plain.expected };
const parentId = (what: string): QueryKey => ({ schema: Type.String({ pattern: PARENT_ID_PATTERN }), expected: `a ${what} id (a positive whole number)` });

/** The keys of GET /models: exactly what encodeCatalogueQuery writes, plus lang. */
export const SEARCH_KEYS: Record<string, QueryKey> = {
  lang,
  search: { schema: Type.String({ minLength: 1, maxLength: CATALOGUE_MAX_SEARCH_LENGTH }), expected: `1 to ${CATALOGUE_MAX_SEARCH_LENGTH} characters` },
  sort: { schema: enumOf(CATALOGUE_SORTS), expected: `one of ${CATALOGUE_SORTS.join(', ')}` },
  countModels: { schema: enumOf(CATALOGUE_PAGE_SIZES.map(String)), expected: `one of ${CATALOGUE_PAGE_SIZES.join(', ')}` },
  view: { schema: enumOf(CATALOGUE_VIEWS), expected: `one of ${CATALOGUE_VIEWS.join(', ')}` },
  page: { schema: Type.String({ pattern: PAGE_PATTERN }), expected: `a whole number from 1 to ${CATALOGUE_MAX_PAGE}` },
};
for (const key of CATALOGUE_LIST_KEYS) {
  SEARCH_KEYS[key] = {
    schema: Type.String({ pattern: `^${TOKEN}(?:${SEPARATOR}${TOKEN}){0,${CATALOGUE_MAX_LIST_VALUES - 1}}$` }),
    expected: `up to ${CATALOGUE_MAX_LIST_VALUES} ids or codes joined with '${FILTER_LIST_SEPARATOR}'`,
  };
}
for (const key of CATALOGUE_PLAIN_KEYS) SEARCH_KEYS[key] = plain;
for (const key of CATALOGUE_FLAG_KEYS) SEARCH_KEYS[key] = { schema: enumOf(['1']), expected: "'1' (leave the key out when off)" };

const FACETS_KEYS: Record<string, QueryKey> = { lang, category: optionalPlain, type: optionalPlain, manufacturer: optionalPlain };
const TYPES_KEYS: Record<string, QueryKey> = { lang, category: parentId('category') };
const CLASSES_KEYS: Record<string, QueryKey> = { lang, type: parentId('type') };

function badQuery(message: string): AppError {
  return new AppError('bad_request', message, 400);
}

/**
 * A route's options with a strict query: the schema (every key optional unless
 * named), a hook that rejects unknown and repeated keys before validation (the
 * default validator would silently drop the former), and messages that name the key.
 */
export function strictQueryRoute(keys: Record<string, QueryKey>, response: TSchema, required: readonly string[] = []) {
  const properties: Record<string, TSchema> = {};
  for (const [key, { schema }] of Object.entries(keys)) properties[key] = required.includes(key) ? schema : Type.Optional(schema);
  return {
    schema: { querystring: Type.Object(properties), response: { 200: response, ...ERROR_RESPONSES } },
    preValidation: async (request: FastifyRequest) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      for (const [key, value] of Object.entries(query)) {
        if (!Object.hasOwn(keys, key)) throw badQuery(`Unknown query parameter '${key}'`);
        if (Array.isArray(value)) throw badQuery(`Query parameter '${key}' is repeated; give it once`);
      }
      for (const key of required) if (!Object.hasOwn(query, key)) throw badQuery(`Query parameter '${key}' is required: ${keys[key]?.expected ?? 'a value'}`);
    },
    schemaErrorFormatter: (errors: FastifySchemaValidationError[]) => {
      const error = errors[0];
      const key = error?.instancePath.replace(/^\//, '').split('/')[0] || String((error?.params as { missingProperty?: unknown } | undefined)?.missingProperty ?? '');
      const expected = keys[key]?.expected;
      return badQuery(expected ? `Invalid query parameter '${key}': expected ${expected}` : 'Invalid query');
    },
  };
}

/** The option lists under a parent: a category's types, a type's classes. */
const OPTION_LISTS = [
  { path: '/catalogue/types', keys: TYPES_KEYS, parent: 'category', load: (api: ApiPort, id: string) => api.getCatalogueTypes(id) },
  { path: '/catalogue/classes', keys: CLASSES_KEYS, parent: 'type', load: (api: ApiPort, id: string) => api.getCatalogueClasses(id) },
] as const;

export const catalogueRoutes: ApiPlugin = async (app) => {
  app.get('/models', strictQueryRoute(SEARCH_KEYS, CatalogueSearchSchema), async (request, reply) => {
    const data = await request.api.searchCatalogue(decodeCatalogueQuery(request.query as Record<string, string>));
    reply.header('cache-control', CATALOGUE_SEARCH_CACHE_CONTROL);
    return data;
  });

  app.get('/catalogue/facets', strictQueryRoute(FACETS_KEYS, CatalogueFacetsSchema), async (request, reply) => {
    const query = request.query as { category?: string; type?: string; manufacturer?: string };
    const data = await request.api.getCatalogueFacets({ category: query.category ?? '', type: query.type ?? '', manufacturer: query.manufacturer ?? '' });
    reply.header('cache-control', CATALOGUE_OPTIONS_CACHE_CONTROL);
    return data;
  });

  for (const { path, keys, parent, load } of OPTION_LISTS) {
    app.get(path, strictQueryRoute(keys, Type.Array(OptionSchema), [parent]), async (request, reply) => {
      const data = await load(request.api, (request.query as Record<string, string>)[parent] ?? '');
      reply.header('cache-control', CATALOGUE_OPTIONS_CACHE_CONTROL);
      return data;
    });
  }
};
