// The static reference: the portal's own page bytes, captured once, answered from
// memory by a bare Fastify route. Its req/s is the ceiling the portal is compared with.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';

export interface StaticPage {
  /** Path and query exactly as requested, e.g. /models or /model/chair/42. */
  path: string;
  contentType: string;
  body: Uint8Array;
}

interface Variants {
  contentType: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** br at its best quality, gzip at 9: the bytes a server that compresses once would keep. */
export function compressedVariants(body: Uint8Array): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** br when the client takes it, else gzip, else identity (q-values are not weighed: the bench never sends them). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const tokens = (acceptEncoding ?? '').split(',').map((t) => t.trim().split(';')[0]?.toLowerCase());
  if (tokens.includes('br')) return 'br';
  if (tokens.includes('gzip')) return 'gzip';
  return 'identity';
}

/** No logger, no plugins: one route, a Map lookup and bytes compressed at start. */
export function createStaticReference(pages: StaticPage[]): FastifyInstance {
  const byPath = new Map<string, Variants>();
  for (const page of pages) {
    const identity = Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength);
    byPath.set(page.path, { contentType: page.contentType, identity, ...compressedVariants(identity) });
  }
  const app = Fastify({ logger: false, keepAliveTimeout: 72_000 });
  app.get('/*', (request, reply) => {
    const page = byPath.get(request.url);
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('not captured');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.type(page.contentType).header('vary', 'Accept-Encoding').send(page[encoding]);
  });
  return app;
}
