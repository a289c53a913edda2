import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUpstream } from '#server/demo-upstream/start.ts';
import { startDemoUpstream } from '#server/demo-upstream/start.ts';
import { MALFORMED_BODY } from '#server/demo-upstream/app.ts';
import { call } from './helpers.ts';

let upstream: DemoUpstream;
let modelPath: string;
beforeAll(async () => {
  upstream = await startDemoUpstream({ faults: true });
  modelPath = `/web2/model/${upstream.dataset.models[0]?.id}/all`;
});
afterEach(() => {
  upstream.faults.clear();
  upstream.calls.reset();
});
afterAll(async () => {
  await upstream.close();
});

describe('fault injection', () => {
  it('delays a response', async () => {
    upstream.faults.set(modelPath, { kind: 'delay', ms: 300 });
    const started = performance.now();
    const response = await call(upstream, 'GET', modelPath);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(response.status).toBe(200);
  });

  it('answers with an injected status, only `times` times', async () => {
    upstream.faults.set(modelPath, { kind: 'status', status: 503 }, { times: 1 });
    const failed = await call<{ status_code: number }>(upstream, 'GET', modelPath);
    expect(failed.status).toBe(503);
    expect(failed.body.status_code).toBe(503);
    expect((await call(upstream, 'GET', modelPath)).status).toBe(200);
  });

  it('sends a truncated JSON body', async () => {
    upstream.faults.set('/web2/model/searchmodels', { kind: 'malformed' });
    const response = await fetch(`${upstream.origin}/web2/model/searchmodels`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('resets the connection without a response', async () => {
    upstream.faults.set(modelPath, { kind: 'reset' });
    await expect(fetch(`${upstream.origin}${modelPath}`)).rejects.toThrow();
    upstream.faults.clear();
    // The server keeps serving after a reset.
    expect((await call(upstream, 'GET', modelPath)).status).toBe(200);
  });

  it('answers 200 with an empty body', async () => {
    upstream.faults.set('/web2/counters/*', { kind: 'empty' });
    const response = await call(upstream, 'GET', '/web2/counters/model_count');
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
  });

  it('matches wildcards and query strings', async () => {
    upstream.faults.set('/web1/?m=statics&a=GetRssRenga', { kind: 'status', status: 500 });
    upstream.faults.set('/web1/elastic/*', { kind: 'status', status: 502 });
    expect((await call(upstream, 'GET', '/web1/?m=statics&a=GetRssRenga')).status).toBe(500);
    expect((await call(upstream, 'GET', '/web1/?m=statics&a=GetRssArchicad')).status).toBe(200);
    expect((await call(upstream, 'GET', '/web1/elastic/topregions')).status).toBe(502);
    expect((await call(upstream, 'GET', '/web1/elastic/newusers')).status).toBe(502);
  });

  it('is controlled over HTTP', async () => {
    const set = await call(upstream, 'POST', '/__faults', { json: { path: modelPath, fault: { kind: 'status', status: 500 }, times: 2 } });
    expect(set.status).toBe(200);
    expect((await call(upstream, 'GET', modelPath)).status).toBe(500);
    expect((await call(upstream, 'DELETE', '/__faults')).status).toBe(200);
    expect((await call(upstream, 'GET', modelPath)).status).toBe(200);
    expect((await call(upstream, 'POST', '/__faults', { json: { path: modelPath, fault: { kind: 'explode' } } })).status).toBe(400);
    expect((await call(upstream, 'POST', '/__faults', { json: { fault: { kind: 'reset' } } })).status).toBe(400);
  });

  it('logs calls and reports them over HTTP', async () => {
    await call(upstream, 'GET', modelPath);
    await call(upstream, 'GET', '/web2/categories_list');
    await call(upstream, 'GET', '/api/user/context');
    expect(upstream.calls.count()).toBe(3);
    expect(upstream.calls.count('/web2/')).toBe(2);
    expect(upstream.calls.list().map((c) => c.method)).toEqual(['GET', 'GET', 'GET']);
    const overHttp = await call<{ count: number; calls: Array<{ path: string }> }>(upstream, 'GET', '/__calls?prefix=/web2/');
    expect(overHttp.body.count).toBe(2);
    // Control calls are not logged.
    expect(upstream.calls.count()).toBe(3);
    await call(upstream, 'DELETE', '/__calls');
    expect(upstream.calls.count()).toBe(0);
  });
});

describe('without fault mode', () => {
  it('refuses faults and hides the control endpoints', async () => {
    const plain = await startDemoUpstream();
    try {
      expect(() => plain.faults.set('/web2/categories_list', { kind: 'reset' })).toThrow(/disabled/);
      expect((await fetch(`${plain.origin}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
      expect((await fetch(`${plain.origin}/__calls`)).status).toBe(404);
      await fetch(`${plain.origin}/web2/categories_list`);
      expect(plain.calls.count('/web2/')).toBe(1);
    } finally {
      await plain.close();
    }
  });
});

describe('bad input never gets a 5xx', () => {
  const posts = [
    '/web2/model/searchmodels',
    '/web2/similarmodels',
    '/web2/needmodel',
    '/web2/model/check_view_post',
    '/web2/types_list',
    '/web2/classes_list',
    '/web2/company_search_elastic',
    '/web2/company/1001/all',
    '/web2/company/all/0/10/id',
    '/web2/article/search',
    '/web2/like_dislike',
    '/api/user/token',
    '/api/user/refresh',
    '/api/user/agreement',
    '/api/omnidesk/create_ticket',
    '/events/rabbit',
    '/events/event',
    '/events/log',
    '/webhook/partnership',
  ];
  const garbage: Array<{ raw: string; contentType: string }> = [
    { raw: '{not json', contentType: 'application/json' },
    { raw: '[1,2,3]', contentType: 'application/json' },
    { raw: '"text"', contentType: 'application/json' },
    { raw: 'null', contentType: 'application/json' },
    { raw: '{"limit":{"$gt":1},"page":[[1]],"name":{"a":1},"sort":["x"],"code_category":[{"a":1}]}', contentType: 'application/json' },
    { raw: 'limit=abc&page=-4&files_ext[]=&code_type=a-b&uuid=', contentType: 'application/x-www-form-urlencoded' },
    { raw: 'just text', contentType: 'text/plain' },
    { raw: '\u0000\u0001binary', contentType: 'application/octet-stream' },
  ];

  it('answers every POST with garbage bodies with a 2xx or 4xx', async () => {
    for (const path of posts) {
      for (const body of garbage) {
        const response = await call(upstream, 'POST', path, body);
        expect(response.status, `${path} ${body.raw}`).toBeLessThan(500);
      }
    }
  });

  it('answers junk path parameters with 4xx', async () => {
    const paths = [
      '/web2/model/%00/all',
      '/web2/model/9999999999999999999/all',
      '/web2/model/-1/all',
      '/web2/randcompanymodels/abc/8',
      '/web2/randcompanymodels/1001/x',
      '/web2/producer/products/abc',
      '/web2/attribute/abc',
      '/web2/article/all/x/y/z',
      '/web2/article/category/abc',
      '/web2/article/check_view/abc',
      `/web2/article/check_like_dislike/${'x'.repeat(400)}`,
      '/web2/model/get_analogue/abc',
      '/api/passport/companies/abc/tariffs',
      '/uploads/images/models/abc/1.svg',
      '/uploads/images/companies/evil.png',
      '/uploads/models/abc/model.gltf',
      '/web2/model/mainpage/models_in_mainpage?list=popular_products&limit=abc',
      '/web2/company/partners_offers?page=-1',
      '/web1/?a=GetCatLists&key=ext&q=' + 'q'.repeat(500),
      '/web2/nothing/here',
      '/web2/model/%E0%A4%A/all',
    ];
    for (const path of paths) {
      const response = await call(upstream, 'GET', path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(JSON.parse(response.text), path).toMatchObject({ status_code: response.status });
    }
  });
});
