import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dispatcher } from 'undici';
import { Type } from 'typebox';
import { AppError } from '#shared/errors.ts';
import { UPSTREAM_GET_TIMEOUT_MS } from '#shared/constants.ts';
import { UPSTREAM_HOSTS, demoUpstreamUrls, type UpstreamHost, type UpstreamUrls } from '#server/upstream/hosts.ts';
import { createUpstreamHttp, encodeQuery, joinPath, UPSTREAM_WRITE_TIMEOUT_MS, type UpstreamHttp } from '#server/upstream/http.ts';
import { createUpstreamPools, type UpstreamPools } from '#server/upstream/pools.ts';
import { expectShape } from '#server/upstream/shape.ts';
import { createMetrics, type Metrics } from '#server/metrics/registry.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen[] = [];
let connections = 0;

function respond(res: ServerResponse, status: number, body: string, contentType?: string): void {
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  res.writeHead(status, headers).end(body);
}

function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
  const url = new URL(req.url ?? '/', 'http://x');
  // Every demo host has a path prefix; routes below match what follows it.
  const route = url.pathname.replace(/^\/(web1|web2|api|events|uploads|webhook|lk|admin)/, '');
  seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
  switch (route) {
    case '/json':
      return respond(res, 200, JSON.stringify({ id: 7, name: 'chair', extra: true }), 'application/json; charset=utf-8');
    case '/vendor-json':
      return respond(res, 200, '{"a":1}', 'application/vnd.api+json');
    case '/no-content':
      return void res.writeHead(204).end();
    case '/empty':
      return respond(res, 200, '', 'application/json');
    case '/text':
      return respond(res, 200, '<rss>hello</rss>', 'text/xml');
    case '/json-as-html':
      return respond(res, 200, '{"legacy":true}', 'text/html; charset=utf-8');
    case '/untyped':
      return respond(res, 200, '[1,2]');
    case '/not-found':
      return respond(res, 404, JSON.stringify({ message: 'no such model' }), 'application/json');
    case '/bad-request-html':
      return respond(res, 400, '<h1>Bad</h1>', 'application/json');
    case '/redirect':
      res.writeHead(302, { location: '/elsewhere' }).end();
      return;
    case '/boom':
      return respond(res, 500, JSON.stringify({ error: 'db down' }), 'application/json');
    case '/unavailable':
      return respond(res, 503, 'maintenance', 'text/plain');
    case '/malformed':
      return respond(res, 200, '{"id": 1,', 'application/json');
    case '/slow-headers':
      setTimeout(() => respond(res, 200, '{}', 'application/json'), 1_000).unref();
      return;
    case '/slow-body':
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"a":');
      return;
    case '/reset':
      req.socket.destroy();
      return;
    case '/echo':
      return respond(res, 200, JSON.stringify({ ok: true }), 'application/json');
    default:
      return respond(res, 404, 'unknown test route', 'text/plain');
  }
}

let pools: UpstreamPools;
let http: UpstreamHttp;
let metrics: Metrics;
const logger = { warn: vi.fn(), error: vi.fn(), debug: vi.fn() };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pools = createUpstreamPools(demoUpstreamUrls(origin), { connections: 4 });
  metrics = createMetrics();
  http = createUpstreamHttp({ urls: demoUpstreamUrls(origin), dispatchers: pools.dispatchers, metrics: metrics.upstream, logger });
});

afterAll(async () => {
  await pools.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  seen = [];
  logger.warn.mockClear();
  logger.error.mockClear();
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the request to fail');
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('createUpstreamHttp: answers', () => {
  it('parses a 2xx JSON body and joins the host prefix with the path', async () => {
    const response = await http.request<{ id: number }>({ host: 'webApi2', method: 'GET', path: '/json', endpoint: 'test.json' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: 7, name: 'chair', extra: true });
    expect(response.headers['content-type']).toContain('application/json');
    expect(seen[0]?.url).toBe('/web2/json');
  });

  it('parses +json content types', async () => {
    const response = await http.request({ host: 'api', method: 'GET', path: '/vendor-json', endpoint: 'test.vendor' });
    expect(response.body).toEqual({ a: 1 });
    expect(seen[0]?.url).toBe('/api/vendor-json');
  });

  it('returns undefined for 204 and for an empty body', async () => {
    const noContent = await http.request({ host: 'webApi2', method: 'GET', path: '/no-content', endpoint: 'test.204' });
    expect(noContent).toMatchObject({ status: 204, body: undefined });
    const empty = await http.request({ host: 'webApi2', method: 'GET', path: '/empty', endpoint: 'test.empty' });
    expect(empty).toMatchObject({ status: 200, body: undefined });
  });

  it('returns non-JSON content types as text', async () => {
    const response = await http.request({ host: 'webApi', method: 'GET', path: '/text', endpoint: 'test.text' });
    expect(response.body).toBe('<rss>hello</rss>');
    const html = await http.request({ host: 'webApi', method: 'GET', path: '/json-as-html', endpoint: 'test.html' });
    expect(html.body).toBe('{"legacy":true}');
  });

  it("parses any content type with responseType 'json' and none with 'text'", async () => {
    const json = await http.request({ host: 'webApi', method: 'GET', path: '/json-as-html', endpoint: 'test.html', responseType: 'json' });
    expect(json.body).toEqual({ legacy: true });
    const text = await http.request({ host: 'webApi2', method: 'GET', path: '/json', endpoint: 'test.json', responseType: 'text' });
    expect(typeof text.body).toBe('string');
  });

  it('parses JSON without a content type and keeps other untyped bodies as text', async () => {
    const response = await http.request({ host: 'webApi2', method: 'GET', path: '/untyped', endpoint: 'test.untyped' });
    expect(response.body).toEqual([1, 2]);
  });

  it('returns 4xx to the caller with the body parsed when possible', async () => {
    const notFound = await http.request({ host: 'webApi2', method: 'GET', path: '/not-found', endpoint: 'test.404' });
    expect(notFound).toMatchObject({ status: 404, body: { message: 'no such model' } });
    const html = await http.request({ host: 'webApi2', method: 'GET', path: '/bad-request-html', endpoint: 'test.400' });
    expect(html).toMatchObject({ status: 400, body: '<h1>Bad</h1>' });
  });

  it('returns 3xx without following it', async () => {
    const response = await http.request({ host: 'webApi2', method: 'GET', path: '/redirect', endpoint: 'test.302' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/elsewhere');
  });
});

describe('createUpstreamHttp: failures become AppErrors', () => {
  it('throws upstream_status 502 carrying the upstream status for 5xx', async () => {
    const error = await failure(http.request({ host: 'webApi2', method: 'GET', path: '/boom', endpoint: 'test.500' }));
    expect(error).toMatchObject({ code: 'upstream_status', statusCode: 502, upstreamStatus: 500 });
    const unavailable = await failure(http.request({ host: 'webApi2', method: 'GET', path: '/unavailable', endpoint: 'test.503' }));
    expect(unavailable).toMatchObject({ code: 'upstream_status', upstreamStatus: 503 });
  });

  it('throws upstream_timeout 504 when the headers do not arrive within timeoutMs', async () => {
    const started = performance.now();
    const error = await failure(http.request({ host: 'webApi2', method: 'GET', path: '/slow-headers', endpoint: 'test.slow', timeoutMs: 100 }));
    expect(error).toMatchObject({ code: 'upstream_timeout', statusCode: 504 });
    expect(performance.now() - started).toBeLessThan(800);
  });

  it('throws upstream_timeout when the body stalls: the deadline covers the whole request', async () => {
    const error = await failure(http.request({ host: 'webApi2', method: 'GET', path: '/slow-body', endpoint: 'test.slow-body', timeoutMs: 150 }));
    expect(error.code).toBe('upstream_timeout');
  });

  it('sends a GET once more after a reset connection, never a POST', async () => {
    const resets = () => seen.filter((call) => call.url.endsWith('/reset')).length;
    const retriesBefore = (await metrics.registry.getSingleMetric('upstream_retries_total')?.get())?.values.reduce((sum, v) => sum + v.value, 0) ?? 0;
    await failure(http.request({ host: 'webApi2', method: 'GET', path: '/reset', endpoint: 'test.reset' }));
    expect(resets()).toBe(2);
    await failure(http.request({ host: 'webApi2', method: 'POST', path: '/reset', json: {}, endpoint: 'test.reset' }));
    expect(resets()).toBe(3);
    const retriesAfter = (await metrics.registry.getSingleMetric('upstream_retries_total')?.get())?.values.reduce((sum, v) => sum + v.value, 0) ?? 0;
    expect(retriesAfter - retriesBefore).toBe(1);
  });

  it('a GET whose first connection is refused succeeds on the second', async () => {
    let refusals = 0;
    const flaky = (inner: Dispatcher) =>
      ({
        request(options: Dispatcher.RequestOptions) {
          if (refusals === 0) {
            refusals += 1;
            return Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
          }
          return inner.request(options);
        },
      }) as unknown as Dispatcher;
    const dispatchers = Object.fromEntries(UPSTREAM_HOSTS.map((host) => [host, flaky(pools.dispatchers[host])])) as Record<UpstreamHost, Dispatcher>;
    const client = createUpstreamHttp({ urls: demoUpstreamUrls(origin), dispatchers });
    const response = await client.request<{ id: number }>({ host: 'webApi2', method: 'GET', path: '/json', endpoint: 'test.json' });
    expect(response.body?.id).toBe(7);
    expect(refusals).toBe(1);
  });

  it('throws upstream_unavailable 502 for a refused connection', async () => {
    const port = await closedPort();
    const urls = demoUpstreamUrls(`http://127.0.0.1:${port}`);
    const refusedPools = createUpstreamPools(urls);
    try {
      const client = createUpstreamHttp({ urls, dispatchers: refusedPools.dispatchers });
      const error = await failure(client.request({ host: 'webApi2', method: 'GET', path: '/json', endpoint: 'test.refused' }));
      expect(error).toMatchObject({ code: 'upstream_unavailable', statusCode: 502 });
      expect(error.message).toContain('ECONNREFUSED');
    } finally {
      await refusedPools.destroy();
    }
  });

  it('throws upstream_unavailable for a reset socket', async () => {
    const error = await failure(http.request({ host: 'webApi2', method: 'GET', path: '/reset', endpoint: 'test.reset' }));
    expect(error).toMatchObject({ code: 'upstream_unavailable', statusCode: 502 });
  });

  it('throws upstream_bad_response for malformed JSON with a JSON content type', async () => {
    const error = await failure(http.request({ host: 'webApi2', method: 'GET', path: '/malformed', endpoint: 'test.malformed' }));
    expect(error).toMatchObject({ code: 'upstream_bad_response', statusCode: 502 });
  });

  it('rejects a path undici cannot send as bad_request, never a 500', async () => {
    const error = await failure(http.request({ host: 'webApi2', method: 'GET', path: '/model/a b\r\n', endpoint: 'test.invalid' }));
    expect(error).toMatchObject({ code: 'bad_request', statusCode: 400 });
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = http.request({ host: 'webApi2', method: 'GET', path: '/slow-headers', endpoint: 'test.abort', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error.code).toBe('upstream_unavailable');
    expect(error.message).toContain('aborted');
  });

  it('logs failures with host, endpoint and request id, never the token', async () => {
    await failure(http.request({ host: 'webApi2', method: 'GET', path: '/boom', endpoint: 'test.log', requestId: 'req-1', accessToken: 'secret-token' }));
    expect(logger.warn).toHaveBeenCalledTimes(1);
    const [entry] = logger.warn.mock.calls[0] as [Record<string, unknown>];
    expect(entry).toMatchObject({ upstream: { host: 'webApi2', endpoint: 'test.log', status: 500 }, requestId: 'req-1', code: 'upstream_status' });
    expect(JSON.stringify(entry)).not.toContain('secret-token');
  });
});

describe('createUpstreamHttp: requests', () => {
  it('encodes the query, skipping undefined and null, and appends to a path that has one', async () => {
    await http.request({
      host: 'webApi2',
      method: 'GET',
      path: '/echo',
      query: { search: 'кресло & стол', page: 2, viewAr: true, empty: '', skip: undefined, none: null },
      endpoint: 'test.query',
    });
    const url = new URL(seen[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/web2/echo');
    expect([...url.searchParams]).toEqual([
      ['search', 'кресло & стол'],
      ['page', '2'],
      ['viewAr', 'true'],
      ['empty', ''],
    ]);
    await http.request({ host: 'webApi', method: 'GET', path: '/?a=GetCatLists', query: { key: 'ext', q: 'dwg' }, endpoint: 'test.legacy' });
    expect(seen[1]?.url).toBe('/web1/?a=GetCatLists&key=ext&q=dwg');
  });

  it('forwards the request id and the bearer token', async () => {
    await http.request({ host: 'api', method: 'GET', path: '/echo', endpoint: 'test.headers', requestId: 'abc-123', accessToken: 'tok.en_1' });
    expect(seen[0]?.headers['x-request-id']).toBe('abc-123');
    expect(seen[0]?.headers.authorization).toBe('Bearer tok.en_1');
  });

  it('drops a request id or token that is not a valid header value instead of failing', async () => {
    const response = await http.request({ host: 'api', method: 'GET', path: '/echo', endpoint: 'test.headers', requestId: 'a\nb', accessToken: 'bad token' });
    expect(response.status).toBe(200);
    expect(seen[0]?.headers['x-request-id']).toBeUndefined();
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends a JSON body', async () => {
    await http.request({ host: 'webApi2', method: 'POST', path: '/echo', json: { limit: 8, list_categorys: [1, 2] }, endpoint: 'test.post' });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"limit":8,"list_categorys":[1,2]}' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends a form body, skipping undefined and null', async () => {
    await http.request({ host: 'webApi2', method: 'POST', path: '/echo', form: { limit: 48, name: 'стул', company_uuid: undefined, tags: null, companies_free_disabled: '1' }, endpoint: 'test.form' });
    expect(seen[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({ limit: '48', name: 'стул', companies_free_disabled: '1' });
  });

  it('passes extra headers and lets a PUT and a DELETE through', async () => {
    await http.request({ host: 'webhook', method: 'PUT', path: '/echo', headers: { 'X-Custom': 'yes' }, json: {}, endpoint: 'test.put' });
    await http.request({ host: 'webhook', method: 'DELETE', path: '/echo', endpoint: 'test.delete' });
    expect(seen.map((entry) => entry.method)).toEqual(['PUT', 'DELETE']);
    expect(seen[0]?.headers['x-custom']).toBe('yes');
    expect(seen[0]?.url).toBe('/webhook/echo');
  });

  it('uses the spec §9 GET/DELETE deadline by default and a longer one for writes', async () => {
    const captured: Dispatcher.RequestOptions[] = [];
    const fake = {
      request(options: Dispatcher.RequestOptions) {
        captured.push(options);
        return Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
      },
    } as unknown as Dispatcher;
    const dispatchers = Object.fromEntries(UPSTREAM_HOSTS.map((host) => [host, fake])) as Record<UpstreamHost, Dispatcher>;
    const client = createUpstreamHttp({ urls: demoUpstreamUrls('http://127.0.0.1:9'), dispatchers });
    for (const method of ['GET', 'DELETE', 'POST', 'PUT'] as const) {
      await failure(client.request({ host: 'webApi2', method, path: '/x', endpoint: 'test.defaults' }));
    }
    await failure(client.request({ host: 'webApi2', method: 'GET', path: '/x', endpoint: 'test.defaults', timeoutMs: 90_000 }));
    // A refused GET is sent twice (once more after the refusal), within the same deadline.
    expect(captured.map((options) => `${options.method} ${options.headersTimeout}`)).toEqual([
      `GET ${UPSTREAM_GET_TIMEOUT_MS}`,
      `GET ${UPSTREAM_GET_TIMEOUT_MS}`,
      `DELETE ${UPSTREAM_GET_TIMEOUT_MS}`,
      `POST ${UPSTREAM_WRITE_TIMEOUT_MS}`,
      `PUT ${UPSTREAM_WRITE_TIMEOUT_MS}`,
      'GET 90000',
      'GET 90000',
    ]);
    expect(captured[0]?.origin).toBe('http://127.0.0.1:9');
  });
});

describe('createUpstreamHttp: metrics', () => {
  it('records duration per host, endpoint and outcome, and errors per code', async () => {
    await http.request({ host: 'webApi2', method: 'GET', path: '/json', endpoint: 'metrics.ok' });
    await http.request({ host: 'webApi2', method: 'GET', path: '/not-found', endpoint: 'metrics.missing' });
    await failure(http.request({ host: 'webApi2', method: 'GET', path: '/boom', endpoint: 'metrics.boom' }));
    const text = await metrics.text();
    expect(text).toMatch(/upstream_request_duration_seconds_count\{host="webApi2",endpoint="metrics.ok",outcome="ok"\} 1/);
    expect(text).toMatch(/upstream_request_duration_seconds_count\{host="webApi2",endpoint="metrics.missing",outcome="client_error"\} 1/);
    expect(text).toMatch(/upstream_request_duration_seconds_count\{host="webApi2",endpoint="metrics.boom",outcome="upstream_status"\} 1/);
    expect(text).toMatch(/upstream_errors_total\{host="webApi2",endpoint="metrics.boom",code="upstream_status"\} 1/);
    expect(text).not.toMatch(/upstream_errors_total\{[^}]*endpoint="metrics.missing"/);
  });
});

describe('helpers', () => {
  it('joinPath handles prefixes, missing slashes and existing query strings', () => {
    expect(joinPath('/api', '/user/agreement')).toBe('/api/user/agreement');
    expect(joinPath('', 'counters/a,b')).toBe('/counters/a,b');
    expect(joinPath('/web1', '/?m=statics&a=GetRssRenga', { page: 1 })).toBe('/web1/?m=statics&a=GetRssRenga&page=1');
    expect(encodeQuery({ a: undefined, b: null })).toBe('');
    expect(encodeQuery(undefined)).toBe('');
  });
});

describe('createUpstreamPools', () => {
  it('shares one Pool between hosts on one origin and keeps connections alive', async () => {
    expect(pools.origins).toEqual([origin]);
    expect(new Set(Object.values(pools.dispatchers)).size).toBe(1);
    const before = connections;
    for (let i = 0; i < 5; i += 1) await http.request({ host: i % 2 ? 'api' : 'webApi2', method: 'GET', path: '/json', endpoint: 'test.keepalive' });
    expect(connections - before).toBeLessThanOrEqual(1);
  });

  it('creates one Pool per distinct origin', async () => {
    const urls: UpstreamUrls = { ...demoUpstreamUrls('http://127.0.0.1:1'), api: 'https://api.example.test/api', events: 'https://api.example.test/events' };
    const separate = createUpstreamPools(urls);
    try {
      expect(separate.origins).toEqual(['http://127.0.0.1:1', 'https://api.example.test']);
      expect(separate.dispatchers.api).toBe(separate.dispatchers.events);
      expect(separate.dispatchers.api).not.toBe(separate.dispatchers.webApi);
    } finally {
      await separate.close();
    }
  });

  it('names the host of an invalid URL', () => {
    expect(() => createUpstreamPools({ ...demoUpstreamUrls('http://127.0.0.1:1'), webhook: 'not a url' })).toThrow(/webhook/);
    expect(() => createUpstreamPools({ ...demoUpstreamUrls('http://127.0.0.1:1'), lk: 'ftp://x' })).toThrow(/lk/);
    expect(() => createUpstreamPools(demoUpstreamUrls('http://127.0.0.1:1'), { connections: 0 })).toThrow(TypeError);
  });
});

describe('expectShape', () => {
  const Model = Type.Object({ id: Type.Number(), name: Type.String() });

  it('returns the value, extra fields included', () => {
    const value = { id: 1, name: 'chair', unknown: 'kept' };
    expect(expectShape(value, Model, 'model.get')).toBe(value);
  });

  it('throws upstream_bad_response naming the endpoint and the field', () => {
    for (const bad of [{ id: '1', name: 'chair' }, { id: 1 }, null, 'html', [1]]) {
      let caught: unknown;
      try {
        expectShape(bad, Model, 'model.get');
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(AppError);
      expect(caught).toMatchObject({ code: 'upstream_bad_response', statusCode: 502 });
      expect((caught as Error).message).toContain('model.get');
    }
    expect(() => expectShape({ id: 'x', name: 'y' }, Model, 'model.get')).toThrow(/\/id/);
  });
});
