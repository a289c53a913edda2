import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { ApiPort } from '#shared/api/port.ts';
import { languagePlugin } from '#server/plugins/language.ts';
import { requestApiPlugin } from '#server/plugins/request-api.ts';
import type { RequestContext, Services } from '#server/services/index.ts';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '#server/session/token-cookies.ts';

/** Services that hand out a marker port per request and remember what each request told them. */
function recordingServices() {
  const contexts: RequestContext[] = [];
  const services = {
    forRequest(ctx: RequestContext) {
      contexts.push(ctx);
      return { marker: contexts.length } as unknown as ApiPort;
    },
  } as unknown as Services;
  return { services, contexts };
}

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

async function start(publicOrigin?: string) {
  const recorded = recordingServices();
  app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(languagePlugin);
  await app.register(requestApiPlugin, { services: recorded.services, ...(publicOrigin ? { publicOrigin } : {}) });
  app.get('/probe', async (request) => ({ same: request.api === request.api, marker: (request.api as unknown as { marker: number }).marker, id: request.id }));
  app.get('/untouched', async () => ({ ok: true }));
  app.post('/refresh', async (request, reply) => {
    void request.api;
    const ctx = recorded.contexts.at(-1)!;
    ctx.onTokens?.({ access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 600 } as never);
    return reply.send({ ok: true });
  });
  app.post('/expire', async (request, reply) => {
    void request.api;
    recorded.contexts.at(-1)!.onTokens?.(null);
    return reply.send({ ok: true });
  });
  await app.ready();
  return recorded;
}

// A browser: outside /api a crawler's language is the path's alone (docs/decisions/0010), and inject's default user agent reads as a bot.
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' };

describe('request.api', () => {
  it('is made only when read: a request that never reads it costs no port (issue 25)', async () => {
    const { contexts } = await start();
    expect((await app.inject({ url: '/untouched', headers: BROWSER })).statusCode).toBe(200);
    expect(contexts).toHaveLength(0);
  });

  it('is made once per request with its language, request id, logger and session tokens', async () => {
    const { contexts } = await start();
    const res = await app.inject({ url: '/probe?lang=en', headers: BROWSER, cookies: { [ACCESS_TOKEN_COOKIE]: 'at_accesstoken0001', [REFRESH_TOKEN_COOKIE]: 'rt_refreshtoken001' } });
    const body = res.json<{ same: boolean; marker: number; id: string }>();
    expect(body.same).toBe(true);
    expect(contexts).toHaveLength(1);
    expect(body.marker).toBe(1);
    expect(contexts[0]).toMatchObject({ lang: 'en', requestId: body.id, accessToken: 'at_accesstoken0001', refreshToken: 'rt_refreshtoken001' });
    expect(contexts[0]?.logger).toBeDefined();
  });

  it('takes the language the language plugin chose (here Accept-Language), and leaves out missing or empty tokens', async () => {
    const { contexts } = await start();
    await app.inject({ url: '/probe', headers: { ...BROWSER, 'accept-language': 'en-GB,en;q=0.9' }, cookies: { [ACCESS_TOKEN_COOKIE]: '' } });
    await app.inject({ url: '/probe', headers: { ...BROWSER, 'accept-language': 'ru' } });
    expect(contexts.map((ctx) => ctx.lang)).toEqual(['en', 'ru']);
    expect(contexts[0]).not.toHaveProperty('accessToken');
    expect(contexts[0]).not.toHaveProperty('refreshToken');
    expect(contexts[0]?.requestId).not.toBe(contexts[1]?.requestId);
  });

  it('writes refreshed tokens to the reply as httpOnly cookies (Secure on an https origin), and clears dead ones', async () => {
    await start('https://bim.example');
    const refreshed = await app.inject({ method: 'POST', url: '/refresh' });
    const set = ([] as string[]).concat(refreshed.headers['set-cookie'] ?? []);
    expect(set.find((line) => line.startsWith(`${ACCESS_TOKEN_COOKIE}=new-access`))).toMatch(/HttpOnly/i);
    expect(set.find((line) => line.startsWith(`${ACCESS_TOKEN_COOKIE}=`))).toMatch(/Secure/);
    expect(set.find((line) => line.startsWith(`${REFRESH_TOKEN_COOKIE}=new-refresh`))).toMatch(/Max-Age=2592000/);
    const expired = await app.inject({ method: 'POST', url: '/expire' });
    const cleared = ([] as string[]).concat(expired.headers['set-cookie'] ?? []);
    expect(cleared.filter((line) => /^(access_token|refresh_token)=;/.test(line) && /Expires=Thu, 01 Jan 1970/.test(line))).toHaveLength(2);
  });
});
