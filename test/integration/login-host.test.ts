// Login from any local address (PUBLIC_ORIGIN unset): the callback returns to the host the login
// started on, where its state cookie is; with PUBLIC_ORIGIN set it always goes there.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';
import { chooseDemoAccount } from '#test/support/log-in.ts';

let local: FastifyInstance;
let deployed: FastifyInstance;
beforeAll(async () => {
  local = await buildTestApp({ PUBLIC_ORIGIN: '', PORT: '3000' });
  deployed = await buildTestApp({ PUBLIC_ORIGIN: 'https://bim.example' });
});
afterAll(async () => {
  await local?.close();
  await deployed?.close();
});

const setCookies = (headers: Record<string, unknown>) => ([] as string[]).concat((headers['set-cookie'] as string[] | undefined) ?? []);

/** The whole round trip as a browser on `host` makes it; returns the callback's answer. */
async function logInOn(app: FastifyInstance, host: string) {
  const start = await app.inject({ method: 'GET', url: '/auth/login?return=/about', headers: { host } });
  expect(start.statusCode).toBe(302);
  const loginPage = new URL(String(start.headers.location), `http://${host}`);
  const redirectUri = loginPage.searchParams.get('redirect_uri') ?? '';
  const stateCookie = setCookies(start.headers)[0]?.split(';')[0] ?? '';
  const back = await chooseDemoAccount(app, String(start.headers.location), 'designer');
  // The browser follows the lk host back to the callback's host, with the cookies it holds for that host.
  const cookie = back.host === host ? stateCookie : '';
  const callback = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { host: back.host, cookie } });
  return { redirectUri, back, callback };
}

describe('login from a local address (PUBLIC_ORIGIN unset)', () => {
  for (const host of ['127.0.0.1:3000', 'localhost:3000', '192.0.2.7:3000']) {
    it(`starting on ${host} ends logged in on ${host}`, async () => {
      const { redirectUri, back, callback } = await logInOn(local, host);
      expect(redirectUri).toBe(`http://${host}/oauth/code`);
      expect(back.host).toBe(host);
      expect(callback.headers.location).toBe('/about');
      expect(setCookies(callback.headers).some((line) => /^access_token=[^;]+;/.test(line))).toBe(true);
    });
  }

  it('a Host header that is not a plain host name falls back to the default origin', async () => {
    for (const host of ['evil.example/path', 'a@b', 'x y']) {
      const start = await local.inject({ method: 'GET', url: '/auth/login', headers: { host } });
      expect(new URL(String(start.headers.location), 'http://front.invalid').searchParams.get('redirect_uri')).toBe('http://localhost:3000/oauth/code');
    }
  });
});

describe('login on a real deployment (PUBLIC_ORIGIN set)', () => {
  it('the callback stays on PUBLIC_ORIGIN whatever host the request names', async () => {
    for (const host of ['127.0.0.1:3000', 'other.example']) {
      const start = await deployed.inject({ method: 'GET', url: '/auth/login', headers: { host } });
      expect(new URL(String(start.headers.location), 'http://front.invalid').searchParams.get('redirect_uri')).toBe('https://bim.example/oauth/code');
    }
  });
});

describe('npm start', () => {
  it('says the address to open in its first log line', async () => {
    const child = spawn(process.execPath, ['server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', PUBLIC_ORIGIN: '', WEB_CONCURRENCY: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: child.stdout! });
      const first = await new Promise<string>((resolve) => lines.once('line', resolve));
      const message = (JSON.parse(first) as { msg: string }).msg;
      expect(message).toMatch(/^portal ready: open http:\/\/127\.0\.0\.1:(\d+) \(listening at http:\/\/127\.0\.0\.1:\1\)$/);
      const url = /open (\S+)/.exec(message)?.[1] ?? '';
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);
});
