// The static reference: the portal's own page bytes, captured once, answered from
// memory by a bare Fastify route. Its req/s is the ceiling the portal is compared with.
import Fastify, { type FastifyInstance } from 'fastify';

export interface StaticPage {
  /** Path and query exactly as requested, e.g. /models or /model/chair/42. */
  path: string;
  contentType: string;
  body: Uint8Array;
}

/** No logger, no plugins, no compression: one route and a Map lookup. */
export function createStaticReference(pages: StaticPage[]): FastifyInstance {
  const byPath = new Map<string, { contentType: string; body: Buffer }>();
  for (const page of pages) {
    byPath.set(page.path, { contentType: page.contentType, body: Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength) });
  }
  const app = Fastify({ logger: false, keepAliveTimeout: 72_000 });
  app.get('/*', (request, reply) => {
    const page = byPath.get(request.url);
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('not captured');
    return reply.type(page.contentType).send(page.body);
  });
  return app;
}
