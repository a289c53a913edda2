// The open read API (issue 16 item 7): the read endpoints' own route schemas
// published as an OpenAPI document at /api/openapi.json, with a page people can
// read at /api/docs. No key: the catalogue is public; a per-client rate limit
// keeps one reader from crowding out the pages that use the same endpoints.
import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';

/** Bump on a breaking change to a documented response. */
export const OPEN_API_VERSION = '1.0.0';
/** Per client address and minute, for every documented route: far above what the portal's own pages ask. */
export const OPEN_API_RATE_LIMIT = { max: 600, timeWindow: 60_000 } as const;
const DOC_CACHE_CONTROL = 'public, max-age=3600';

/** The documented read endpoints, as OpenAPI paths. */
export const OPEN_API_PATHS = [
  '/api/models',
  '/api/models/{id}',
  '/api/models/{id}/ifc-facts',
  '/api/ids',
  '/api/manufacturers',
  '/api/manufacturers/{id}',
  '/api/articles',
  '/api/articles/{id}',
  '/api/catalogue/facets',
  '/api/catalogue/types',
  '/api/catalogue/classes',
  '/api/dictionaries',
  '/api/plugins',
  '/api/cases',
] as const;

const SUMMARIES: Record<(typeof OPEN_API_PATHS)[number], string> = {
  '/api/models': 'Search the model catalogue (the filter keys of /models; lists joined with a hyphen)',
  '/api/models/{id}': 'One model with its manufacturer, similar models and the manufacturer’s other models',
  '/api/models/{id}/ifc-facts':
    'What the model’s IFC file holds (schema, class, spatial structure, property and quantity sets with units, materials, classification), the completeness of its standard property set and where file and page disagree; state pending (with Retry-After) while a cold file is read',
  '/api/ids': 'The IDS (buildingSMART Information Delivery Specification) files the portal offers; check a model with /api/models/{id}/ids/{idsId}',
  '/api/manufacturers': 'Manufacturers: search, category/type/class, sort, 30 a page',
  '/api/manufacturers/{id}': 'One manufacturer with its products, publications, plugins and videos',
  '/api/articles': 'Reading-room articles: search, sort by date or views, 10 a page',
  '/api/articles/{id}': 'One article',
  '/api/catalogue/facets': 'The catalogue’s option lists (categories, formats, CAD, standards, rooms, …)',
  '/api/catalogue/types': 'Types of a category',
  '/api/catalogue/classes': 'Classes of a type',
  '/api/dictionaries': 'Category list and federal subjects',
  '/api/plugins': 'Published CAD plugins',
  '/api/cases': 'Published cases',
};

export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/+$/, '$1');
}

function isDocumented(method: RouteOptions['method'], url: string): boolean {
  const methods = Array.isArray(method) ? method : [method];
  return methods.includes('GET') && (OPEN_API_PATHS as readonly string[]).includes(openApiPath(url));
}

/**
 * Registers the document generator and the rate limit marker. Call in the /api
 * scope before its routes: both work by seeing each route as it is added.
 */
export async function registerOpenApi(app: FastifyInstance, publicOrigin: string | undefined): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!isDocumented(route.method, route.url)) return;
    route.config = { ...(route.config as object), rateLimit: OPEN_API_RATE_LIMIT } as typeof route.config;
    const path = openApiPath(route.url) as (typeof OPEN_API_PATHS)[number];
    route.schema = { ...route.schema, summary: SUMMARIES[path], tags: [path.split('/')[2] ?? 'api'] } as typeof route.schema;
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'BIM library read API',
        version: OPEN_API_VERSION,
        description: 'The public catalogue of the BIM library: models, manufacturers, articles and dictionaries. No key; rate limited per client. Add lang=en for English texts.',
      },
      ...(publicOrigin ? { servers: [{ url: publicOrigin }] } : {}),
    },
    transform: ({ schema, url, route }) => ({ url, schema: { ...schema, hide: !isDocumented(route.method, url) } as typeof schema }),
  });
}

/** /api/openapi.json and the readable /api/docs. Register in the same scope after registerOpenApi. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', DOC_CACHE_CONTROL);
    return app.swagger();
  });
  app.get('/docs', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', DOC_CACHE_CONTROL).type('text/html; charset=utf-8');
    return docsPage(app.swagger() as OpenApiDocument);
  });
}

interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, { summary?: string; parameters?: Array<{ name: string; in: string; required?: boolean }> }>>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A plain, script-free page listing the endpoints; the JSON document is the reference. */
function docsPage(doc: OpenApiDocument): string {
  const rows = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const params = (operation.parameters ?? []).map((param) => `<code>${escapeHtml(param.name)}</code> (${escapeHtml(param.in)}${param.required ? ', required' : ''})`).join(', ');
      return `<tr><td><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td><td>${params || '—'}</td></tr>`;
    }),
  );
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, follow"><title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;color:#1f2328}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #d0d7de;padding:8px;text-align:left;vertical-align:top}code{font-size:14px}a{color:#0a58ca}</style>
</head><body><main>
<h1>${escapeHtml(doc.info.title)} <small>v${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>The OpenAPI document: <a href="/api/openapi.json">/api/openapi.json</a>. Back to the <a href="/">portal</a>.</p>
<table><thead><tr><th scope="col">Endpoint</th><th scope="col">What it returns</th><th scope="col">Parameters</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></main></body></html>`;
}
