// Two app instances (as two replicas or two cluster workers) with REDIS_URL pointing at one
// Debian redis-server count each client against one limit; without Redis each counts alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';
import { startRedisServer, type RedisServer } from '#test/support/redis-server.ts';
import { API_RATE_LIMIT_MAX, LIKE_RATE_LIMIT_MAX, NEED_MODEL_RATE_LIMIT_MAX } from '#shared/constants.ts';

let redis: RedisServer;
let replicas: FastifyInstance[];
let alone: FastifyInstance;

beforeAll(async () => {
  redis = await startRedisServer();
  replicas = await Promise.all([buildTestApp({ REDIS_URL: redis.url }), buildTestApp({ REDIS_URL: redis.url })]);
  alone = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await Promise.all([...(replicas ?? []), alone].map((app) => app?.close()));
  await redis?.close();
});

// The same client (inject's 127.0.0.1) each time, whatever the proxy trust.
const postTo = (app: FastifyInstance, url: string, body: unknown) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, payload: JSON.stringify(body) });

describe('rate limits shared through Redis (REDIS_URL)', () => {
  it(`the request form: ${NEED_MODEL_RATE_LIMIT_MAX} submissions across both instances, then 429 on either`, async () => {
    const remaining: string[] = [];
    for (let i = 0; i < NEED_MODEL_RATE_LIMIT_MAX; i += 1) {
      const res = await postTo(replicas[i % 2]!, '/api/need-model', {});
      expect(res.statusCode, `attempt ${i + 1}`).toBe(400);
      remaining.push(String(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(Array.from({ length: NEED_MODEL_RATE_LIMIT_MAX }, (_, i) => String(NEED_MODEL_RATE_LIMIT_MAX - i - 1)));
    for (const app of replicas) {
      const limited = await postTo(app, '/api/need-model', {});
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it(`likes: ${LIKE_RATE_LIMIT_MAX} across both instances, then 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIKE_RATE_LIMIT_MAX; i += 1) statuses.push((await postTo(replicas[i % 2]!, '/api/likes', {})).statusCode);
    expect(statuses.slice(0, LIKE_RATE_LIMIT_MAX).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it(`the rest of the API: ${API_RATE_LIMIT_MAX} requests across both instances, then 429`, async () => {
    const get = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/need-model/options' });
    let last = 0;
    for (let i = 0; i < API_RATE_LIMIT_MAX; i += 1) {
      last = (await get(replicas[i % 2]!)).statusCode;
      if (last !== 200) break;
    }
    expect(last).toBe(200);
    expect((await get(replicas[0]!)).statusCode).toBe(429);
    expect((await get(replicas[1]!)).statusCode).toBe(429);
  }, 60_000);

  it('an instance without REDIS_URL counts in its own memory: the shared count does not reach it', async () => {
    expect((await postTo(alone, '/api/need-model', {})).statusCode).toBe(400);
  });

  it('when Redis goes away, requests are served unlimited rather than failing', async () => {
    await redis.close();
    const res = await postTo(replicas[0]!, '/api/need-model', {});
    expect(res.statusCode).toBe(400);
  });
});
