// Cache behaviour seen from the outside: calls the demo upstream received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { AddressInfo } from 'node:net';
import { EXPIRED_AT_ONCE, logIn, startStack, type Stack } from './harness.ts';

describe('warm cache and coalescing', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('a warm cache makes 0 upstream calls for the home page data', async () => {
    await request(stack.app.server).get('/api/pages/home').expect(200);
    stack.demo.calls.reset();
    const again = await request(stack.app.server).get('/api/pages/home').expect(200);
    expect(again.body.popular.length).toBeGreaterThan(0);
    expect(stack.demo.calls.count()).toBe(0);
  });

  it('the language is part of the key: English loads its own copy once', async () => {
    stack.demo.calls.reset();
    await request(stack.app.server).get('/api/pages/home?lang=en').expect(200);
    const cold = stack.demo.calls.count();
    expect(cold).toBeGreaterThan(0);
    await request(stack.app.server).get('/api/pages/home?lang=en').expect(200);
    expect(stack.demo.calls.count()).toBe(cold);
  });

  it('100 concurrent identical cold requests make 1 upstream call', async () => {
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = stack.app.server.address() as AddressInfo;
    const home = await request(stack.app.server).get('/api/pages/home').expect(200);
    const id = home.body.recent[0].id as number;
    stack.cache.clear();
    stack.demo.calls.reset();
    const answers = await Promise.all(Array.from({ length: 100 }, () => fetch(`http://127.0.0.1:${port}/api/models/${id}`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ model: { id: number } }>));
    expect(new Set(bodies.map((body) => body.model.id))).toEqual(new Set([id]));
    expect(stack.demo.calls.count(`/web2/model/${id}/all`)).toBe(1);
    expect(stack.demo.calls.count('/web2/similarmodels')).toBe(1);
  });
});

describe('stale-if-error', () => {
  let stack: Stack;
  beforeAll(async () => {
    // Every entry is past its stale window at once: each read loads, and only a failed load falls back.
    stack = await startStack({ cachePolicy: EXPIRED_AT_ONCE });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('a warmed answer is served when the upstream then fails', async () => {
    const warm = await request(stack.app.server).get('/api/pages/home').expect(200);
    stack.demo.faults.set('/web2/model/mainpage/*', { kind: 'status', status: 500 });
    stack.demo.faults.set('/web2/counters/*', { kind: 'reset' });
    stack.demo.calls.reset();
    const res = await request(stack.app.server).get('/api/pages/home').expect(200);
    expect(stack.demo.calls.count('/web2/model/mainpage')).toBeGreaterThan(0);
    expect(res.body).toEqual(warm.body);
    stack.demo.faults.clear();
  });

  it('also for a model page and the catalogue search', async () => {
    const home = await request(stack.app.server).get('/api/pages/home').expect(200);
    const id = home.body.popular[0].id;
    const model = await request(stack.app.server).get(`/api/models/${id}`).expect(200);
    const catalogue = await request(stack.app.server).get('/api/models?sort=new').expect(200);
    stack.demo.faults.set('/web2/*', { kind: 'malformed' });
    expect((await request(stack.app.server).get(`/api/models/${id}`).expect(200)).body.model).toEqual(model.body.model);
    const again = await request(stack.app.server).get('/api/models?sort=new').expect(200);
    expect(again.body.models).toEqual(catalogue.body.models);
    expect(again.body.notFound).toBe(false);
    stack.demo.faults.clear();
  });
});

describe('per-user data is never cached', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('two different access tokens get their own user; a token\'s check is reused only with that token', async () => {
    const designer = await logIn(stack, 'designer');
    const manufacturer = await logIn(stack, 'manufacturer');
    stack.demo.calls.reset();
    const a = await request(stack.app.server).get('/api/session').set('cookie', designer.cookie).expect(200);
    const b = await request(stack.app.server).get('/api/session').set('cookie', manufacturer.cookie).expect(200);
    const a2 = await request(stack.app.server).get('/api/session').set('cookie', designer.cookie).expect(200);
    const anonymous = await request(stack.app.server).get('/api/session').expect(200);
    expect(a.body.user.id).not.toBe(b.body.user.id);
    expect(a2.body.user.id).toBe(a.body.user.id);
    expect(b.body.user.company).not.toBeNull();
    expect(anonymous.body).toEqual({ user: null });
    // designer's second request reuses designer's own verdict (services/session-checks.ts), never the shared cache.
    expect(stack.demo.calls.count('/api/user/context')).toBe(2);
    expect(a.headers['cache-control']).toBe('private, no-store');
  });

  it('the agreement is per user too', async () => {
    const designer = await logIn(stack, 'designer');
    const manufacturer = await logIn(stack, 'manufacturer');
    const a = await request(stack.app.server).get('/api/agreement').set('cookie', designer.cookie).expect(200);
    const b = await request(stack.app.server).get('/api/agreement').set('cookie', manufacturer.cookie).expect(200);
    expect(a.body.agreement).toBe(false);
    expect(b.body.agreement).toBe(true);
    await request(stack.app.server).post('/api/agreement').set('cookie', designer.cookie).send({ agreement: true, mailing: false }).expect(200, { agreement: true });
    expect((await request(stack.app.server).get('/api/agreement').set('cookie', designer.cookie).expect(200)).body.agreement).toBe(true);
    await request(stack.app.server).get('/api/agreement').expect(401);
  });
});
