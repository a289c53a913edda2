// The client address the rate limits count by comes from a configured proxy trust (issue 14).
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NEED_MODEL_RATE_LIMIT_MAX } from '#shared/constants.ts';
import { buildTestApp } from '#test/support/app.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An invalid form: counted by the limit, never sent upstream. */
const submit = (target: FastifyInstance, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  target.inject({ method: 'POST', url: '/api/need-model', remoteAddress, headers: { 'content-type': 'application/json', ...headers }, payload: '{}' });

describe('TRUST_PROXY', () => {
  it('by default a new X-Forwarded-For per request does not escape the limit', async () => {
    app = await buildTestApp();
    const statuses: number[] = [];
    for (let i = 0; i <= NEED_MODEL_RATE_LIMIT_MAX; i += 1) statuses.push((await submit(app, { 'x-forwarded-for': `198.51.100.${i + 1}` })).statusCode);
    expect(statuses.slice(0, NEED_MODEL_RATE_LIMIT_MAX).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('with a hop count, only the address the trusted proxy saw counts, not what the client prepended', async () => {
    app = await buildTestApp({ TRUST_PROXY: '1' });
    for (let i = 0; i < NEED_MODEL_RATE_LIMIT_MAX; i += 1) expect((await submit(app, { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.5` })).statusCode).toBe(400);
    expect((await submit(app, { 'x-forwarded-for': '10.9.9.99, 203.0.113.5' })).statusCode).toBe(429);
    // Another visitor behind the same proxy has a limit of its own.
    expect((await submit(app, { 'x-forwarded-for': '203.0.113.6' })).statusCode).toBe(400);
  });

  it('with a CIDR list, X-Forwarded-For counts only when the peer is in it', async () => {
    app = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    // The proxy at 10.1.2.3 speaks for two visitors.
    for (let i = 0; i < NEED_MODEL_RATE_LIMIT_MAX; i += 1) expect((await submit(app, { 'x-forwarded-for': '203.0.113.7' }, '10.1.2.3')).statusCode).toBe(400);
    expect((await submit(app, { 'x-forwarded-for': '203.0.113.7' }, '10.1.2.3')).statusCode).toBe(429);
    expect((await submit(app, { 'x-forwarded-for': '203.0.113.8' }, '10.1.2.3')).statusCode).toBe(400);
    // A client outside the trusted range is itself, whatever it claims.
    for (let i = 0; i < NEED_MODEL_RATE_LIMIT_MAX; i += 1) expect((await submit(app, { 'x-forwarded-for': `198.51.100.${i}` }, '192.0.2.1')).statusCode).toBe(400);
    expect((await submit(app, { 'x-forwarded-for': '198.51.100.200' }, '192.0.2.1')).statusCode).toBe(429);
  });
});
