// Spec §4 agreement: the BFF's /api/agreement over the demo user service.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/support/app.ts';
import { logInCookies } from '#test/support/log-in.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const agreement = (method: 'GET' | 'POST', cookie?: string, payload?: unknown) =>
  app.inject({ method, url: '/api/agreement?lang=ru', headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('agreement submit', () => {
  it('is 401 for anonymous visitors', async () => {
    expect((await agreement('GET')).statusCode).toBe(401);
    expect((await agreement('POST', undefined, { agreement: true })).statusCode).toBe(401);
  });

  it("records the designer's agreement (with the optional mailing), per user and never cached", async () => {
    const cookie = await logInCookies(app, 'designer', '/');
    const before = await agreement('GET', cookie);
    expect(before.json()).toEqual({ agreement: false });
    expect(before.headers['cache-control']).toContain('no-store');
    // Only an explicit acceptance is recorded.
    expect((await agreement('POST', cookie, { agreement: false })).statusCode).toBe(400);
    expect((await agreement('POST', cookie, { mailing: true })).statusCode).toBe(400);
    const saved = await agreement('POST', cookie, { agreement: true, mailing: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ agreement: true });
    expect((await agreement('GET', cookie)).json()).toEqual({ agreement: true });
    // Another user's answer is their own.
    const newcomer = await logInCookies(app, 'newcomer', '/');
    expect((await agreement('GET', newcomer)).json()).toEqual({ agreement: false });
  });
});
