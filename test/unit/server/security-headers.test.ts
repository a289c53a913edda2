// Issue 25: helmet's headers are computed once, and a nonce is made only for a response that renders inline scripts.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedHelmetHeaders, securityHeadersPlugin } from '#server/plugins/security-headers.ts';

describe('fixedHelmetHeaders', () => {
  it('are the headers helmet writes, lower-cased, without CSP and without what was turned off', () => {
    const headers = fixedHelmetHeaders({ crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: { policy: 'same-site' }, strictTransportSecurity: false });
    expect(headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(Object.keys(headers)).not.toContain('content-security-policy');
    expect(Object.keys(headers)).not.toContain('strict-transport-security');
    expect(Object.keys(headers)).not.toContain('cross-origin-embedder-policy');
  });
});

describe('securityHeadersPlugin', () => {
  async function app() {
    const server = Fastify({ logger: false });
    await server.register(securityHeadersPlugin, { imageOrigins: ['https://files.example'], dev: false });
    server.get('/render', async (_request, reply) => `<script nonce="${reply.scriptNonce}">x()</script>${reply.scriptNonce}`);
    server.get('/plain', async () => ({ ok: true }));
    server.get('/cached', async (_request, reply) => {
      reply.allowScriptHashes(HASHES);
      return 'cached';
    });
    return server;
  }
  const HASHES = ["'sha256-abc'"];
  const scriptSrc = (csp: unknown) => String(csp).split(';').find((d) => d.startsWith('script-src'));

  it('gives a response that asked for a nonce one nonce, fresh per response, the same one all through it', async () => {
    const server = await app();
    const [a, b] = [await server.inject('/render'), await server.inject('/render')];
    const nonce = /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a.body).toBe(`<script nonce="${nonce}">x()</script>${nonce}`);
    expect(b.headers['content-security-policy']).not.toContain(nonce);
    expect(a.headers['x-frame-options']).toBe('SAMEORIGIN');
    await server.close();
  });

  it('allows no inline script where none was rendered, and a cached page exactly its hashes', async () => {
    const server = await app();
    const plain = await server.inject('/plain');
    expect(scriptSrc(plain.headers['content-security-policy'])).toBe("script-src 'self'");
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    const cached = await server.inject('/cached');
    expect(scriptSrc(cached.headers['content-security-policy'])).toBe("script-src 'self' 'sha256-abc'");
    // The rest of the policy is the same for every response.
    expect(String(cached.headers['content-security-policy']).replace(" 'sha256-abc'", '')).toBe(plain.headers['content-security-policy']);
    await server.close();
  });
});
