// The open read API: /api/openapi.json is a valid OpenAPI 3.1 document of the
// read routes, generated from their schemas, and every documented route answers
// as documented (status and response schema) for real ids of the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { OPEN_API_PATHS, OPEN_API_RATE_LIMIT, OPEN_API_VERSION } from '#server/routes/api/open-api.ts';
import { buildTestApp } from '#test/support/app.ts';

interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: object }>;
  responses: Record<string, { content?: { 'application/json'?: { schema: object } } }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

let app: FastifyInstance;
let doc: Document;
beforeAll(async () => {
  app = await buildTestApp();
  const res = await request(app.server).get('/api/openapi.json').expect(200);
  expect(res.headers['cache-control']).toMatch(/public/);
  doc = res.body as Document;
});
afterAll(async () => {
  await app?.close();
});

/** Real values for path and required query parameters, from the API itself. */
async function sampleParams(): Promise<Record<string, Record<string, string>>> {
  const models = (await request(app.server).get('/api/models').set('accept-language', 'ru').expect(200)).body as { models: Array<{ id: number }> };
  const manufacturers = (await request(app.server).get('/api/manufacturers').expect(200)).body as { items: Array<{ id: number }> };
  const articles = (await request(app.server).get('/api/articles').expect(200)).body as { items: Array<{ id: number }> };
  const facets = (await request(app.server).get('/api/catalogue/facets').expect(200)).body as { categories: Array<{ value: string }> };
  const category = facets.categories[0]!.value;
  const types = (await request(app.server).get(`/api/catalogue/types?category=${category}`).expect(200)).body as Array<{ value: string }>;
  return {
    '/api/models/{id}': { id: String(models.models[0]!.id) },
    '/api/models/{id}/ifc-facts': { id: String(models.models[0]!.id) },
    '/api/manufacturers/{id}': { id: String(manufacturers.items[0]!.id) },
    '/api/articles/{id}': { id: String(articles.items[0]!.id) },
    '/api/catalogue/types': { category },
    '/api/catalogue/classes': { type: types[0]?.value ?? '' },
  };
}

describe('open read API', () => {
  it('is an OpenAPI 3.1 document, versioned, of exactly the read routes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(OPEN_API_VERSION);
    expect(Object.keys(doc.paths).sort()).toEqual([...OPEN_API_PATHS].sort());
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(Object.keys(operations), path).toEqual(['get']);
      // Every path parameter in the template is declared.
      for (const name of path.match(/\{(\w+)\}/g) ?? []) {
        expect(operations.get!.parameters?.some((param) => param.in === 'path' && `{${param.name}}` === name), `${path} ${name}`).toBe(true);
      }
      expect(operations.get!.responses['200']?.content?.['application/json']?.schema, path).toBeDefined();
    }
  });

  it('answers every documented route as documented', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const params = await sampleParams();
    for (const [path, operations] of Object.entries(doc.paths)) {
      const values = params[path] ?? {};
      const operation = operations.get!;
      let url = path;
      const query = new URLSearchParams();
      for (const param of operation.parameters ?? []) {
        const value = values[param.name];
        if (param.in === 'path') url = url.replace(`{${param.name}}`, encodeURIComponent(value ?? ''));
        else if (value !== undefined) query.set(param.name, value);
      }
      const res = await request(app.server).get(query.size ? `${url}?${query}` : url);
      expect(res.status, url).toBe(200);
      const validate = ajv.compile(operation.responses['200']!.content!['application/json']!.schema);
      expect(validate(res.body), `${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      expect(res.headers['x-ratelimit-limit'], url).toBe(String(OPEN_API_RATE_LIMIT.max));
    }
  });

  it('has a readable page linked from the footer', async () => {
    const page = await request(app.server).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const path of OPEN_API_PATHS) expect(page.text).toContain(path);
    expect(page.text).toContain('href="/api/openapi.json"');
    const home = await request(app.server).get('/').set('user-agent', 'Googlebot/2.1').expect(200);
    expect(home.text).toContain('href="/api/docs"');
  });
});
