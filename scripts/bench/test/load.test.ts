import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_HEADERS, percentile, runLoad } from '../load.ts';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { capturePages, DETAIL_OF, fetchPage, findLink, findModelPath, fireConcurrent } from '../pages.ts';
import { createStaticReference, pickEncoding } from '../static-server.ts';
import { startStaticChild } from '../static-process.ts';

describe('percentile', () => {
  it('is the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('findModelPath', () => {
  it('takes the first model card link', () => {
    const html = '<a href="/models?page=2">next</a><a href="/model/kreslo-ofisnoe/42">Кресло</a><a href="/model/b/7">';
    expect(findModelPath(html)).toBe('/model/kreslo-ofisnoe/42');
    expect(findModelPath('<a href="/en/model/chair/42">')).toBe('/en/model/chair/42');
    expect(findModelPath('<a href="/en/model/chair/42"><a href="/model/stul/43">')).toBe('/model/stul/43');
    expect(findModelPath('<a href="/models">')).toBeNull();
    expect(findModelPath('<a href="/model/only-alias">')).toBeNull();
  });
});

describe('findLink', () => {
  it('finds each detail page type by its list page links, Russian first', () => {
    const html =
      '<a href="/manufacturers?page=2">2</a><a href="/en/manufacturer/acme/3">Acme</a><a href="/manufacturer/akme/3">Акме</a>' +
      '<a href="/articles?page=2">2</a><a href="/articles/17">Статья</a><a href="/articles/17/edit">x</a>';
    expect(findLink(html, DETAIL_OF.manufacturer.link)).toBe('/manufacturer/akme/3');
    expect(findLink(html, DETAIL_OF.article.link)).toBe('/articles/17');
    expect(findLink('<a href="/en/articles/5">', DETAIL_OF.article.link)).toBe('/en/articles/5');
    expect(findLink('<a href="/articles">', DETAIL_OF.article.link)).toBeNull();
  });
});

describe('against a portal stand-in', () => {
  let portal: FastifyInstance;
  let origin: string;
  const seen: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    portal = Fastify({ logger: false });
    portal.get('/*', async (request, reply) => {
      seen.push(request.headers);
      if (request.url === '/missing') return reply.code(404).send('no');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html><p>${request.url}</p>`);
    });
    origin = await portal.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await portal.close();
  });

  it('captures pages with the bench headers and no compression', async () => {
    const pages = await capturePages(origin, ['/', '/models']);
    expect(pages.map((p) => [p.path, p.contentType, new TextDecoder().decode(p.body)])).toEqual([
      ['/', 'text/html; charset=utf-8', '<!doctype html><p>/</p>'],
      ['/models', 'text/html; charset=utf-8', '<!doctype html><p>/models</p>'],
    ]);
    const last = seen.at(-1)!;
    // fetch() adds headers of its own unless told: these must match what autocannon sends.
    for (const name of ['user-agent', 'accept', 'accept-language', 'accept-encoding']) expect(last[name]).toBe(BENCH_HEADERS[name]);
    expect(last['accept-encoding']).toBe('identity');
  });

  it('refuses to benchmark a page that is not a 200', async () => {
    await expect(capturePages(origin, ['/missing'])).rejects.toThrow('GET /missing answered 404');
  });

  it('fires concurrent requests and reports each status', async () => {
    const statuses = await fireConcurrent(origin, '/missing', 5);
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
  });

  it('runLoad sends the bench headers and counts responses by outcome', async () => {
    seen.length = 0;
    const ok = await runLoad({ origin, paths: ['/a', '/b'], connections: 2, amount: 40 });
    expect(ok.completed).toBe(40);
    expect(ok.non2xx).toBe(0);
    expect(ok.rps).toBeGreaterThan(0);
    expect(ok.p99Ms).toBeGreaterThanOrEqual(ok.p50Ms);
    for (const name of ['user-agent', 'accept', 'accept-language', 'accept-encoding']) {
      expect(seen.every((h) => h[name] === BENCH_HEADERS[name])).toBe(true);
    }
    expect(ok.bytesPerResponse).toBeGreaterThan('<!doctype html><p>/a</p>'.length);
    expect(new Set(seen.map((h) => h.host))).toEqual(new Set([new URL(origin).host]));
    const bad = await runLoad({ origin, paths: ['/missing'], connections: 1, amount: 5 });
    expect(bad.non2xx).toBe(5);
  });

  it('runLoad asks for each encoding in turn when given several', async () => {
    seen.length = 0;
    await runLoad({ origin, paths: ['/a', '/b'], encodings: ['identity', 'br, gzip'], connections: 1, amount: 8 });
    expect(seen.map((h) => [h[':path'] ?? '', h['accept-encoding']]).map(([, e]) => e)).toEqual(['identity', 'br, gzip', 'identity', 'br, gzip', 'identity', 'br, gzip', 'identity', 'br, gzip']);
  });

  it('measures only requests sent after the warm-up, once every connection is answered', async () => {
    let measureStartedAt = 0;
    const started = Date.now();
    const result = await runLoad({
      origin,
      paths: ['/'],
      connections: 4,
      warmupS: 1,
      durationS: 1,
      onMeasureStart: () => {
        measureStartedAt = Date.now();
      },
    });
    expect(measureStartedAt - started).toBeGreaterThanOrEqual(1_000);
    expect(result.rampUpS).toBeLessThan(1);
    expect(result.durationS).toBeGreaterThan(0.9);
    expect(result.durationS).toBeLessThan(1.5);
    expect(result.completed).toBeGreaterThan(0);
    expect(result.completedAll).toBeGreaterThan(result.completed);
    expect(result.rps).toBeCloseTo(result.completed / result.durationS, 5);
  });

  it('maxS stops a run that would go on', async () => {
    const started = Date.now();
    const result = await runLoad({ origin, paths: ['/'], connections: 1, durationS: 60, maxS: 1 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.completed).toBeGreaterThan(0);
  });
});

describe('static reference', () => {
  const body = new TextEncoder().encode('<!doctype html><h1>Каталог</h1>');

  it('answers the captured bytes with the captured content type, 404 otherwise', async () => {
    const app = createStaticReference([{ path: '/models', contentType: 'text/html; charset=utf-8', body }]);
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const page = await fetchPage(origin, '/models');
      expect(page.status).toBe(200);
      expect(page.contentType).toBe('text/html; charset=utf-8');
      expect(page.body).toEqual(body);
      expect((await fetchPage(origin, '/')).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers br or gzip from bytes compressed once when asked', async () => {
    const app = createStaticReference([{ path: '/models', contentType: 'text/html; charset=utf-8', body }]);
    await app.ready();
    try {
      const br = await app.inject({ url: '/models', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(new Uint8Array(brotliDecompressSync(br.rawPayload))).toEqual(body);
      const gzip = await app.inject({ url: '/models', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(new Uint8Array(gunzipSync(gzip.rawPayload))).toEqual(body);
      const plain = await app.inject({ url: '/models', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
    } finally {
      await app.close();
    }
    expect(pickEncoding('gzip, deflate, br;q=1')).toBe('br');
    expect(pickEncoding(undefined)).toBe('identity');
  });

  it('runs in its own process and stops', async () => {
    const child = await startStaticChild([{ path: '/', contentType: 'text/html; charset=utf-8', body }]);
    try {
      expect(child.pid).not.toBe(process.pid);
      const page = await fetchPage(child.origin, '/');
      expect(page.body).toEqual(body);
    } finally {
      await child.stop();
    }
    await expect(fetchPage(child.origin, '/', 2_000)).rejects.toThrow();
  });

  it('a child given no pages fails to start with the reason', async () => {
    await expect(startStaticChild([])).rejects.toThrow('no pages to serve');
  });
});
