import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';
import { createShutdown } from '#server/lifecycle.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close().catch(() => {});
  app = undefined;
});

async function listen(instance: FastifyInstance): Promise<string> {
  await instance.listen({ port: 0, host: '127.0.0.1' });
  const address = instance.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

interface Answer {
  status: number;
  connection: string | undefined;
}

/** One GET; resolves with the status, or rejects with the socket error (a reset, a refused connection). */
function get(url: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful drain (SIGTERM/SIGINT)', () => {
  it('answers 20 parallel requests when SIGTERM comes 0.2 s after them: no 503, no reset', async () => {
    app = await buildTestApp();
    const origin = await listen(app);
    app.demoUpstream!.faults.set('/web2/*', { kind: 'delay', ms: 1_500 });
    let arrived = 0;
    app.server.on('request', () => (arrived += 1));
    const answers = Promise.allSettled(Array.from({ length: 20 }, () => get(`${origin}/api/pages/home`, false)));
    // The signal comes once all twenty have reached the process (0.2 s on an idle machine).
    await vi.waitFor(() => expect(arrived).toBe(20), { timeout: 10_000, interval: 20 });
    const exit = vi.fn();
    const done = createShutdown(app, { timeoutMs: 10_000, graceMs: 300, exit })('SIGTERM');
    const settled = await answers;
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value.status : String(s.reason)))).toEqual(Array(20).fill(200));
    await done;
    expect(exit).toHaveBeenCalledWith(0);
    app = undefined;
  });

  it('during the grace period: readiness 503, everything else served, each response closes its connection', async () => {
    app = await buildTestApp();
    const origin = await listen(app);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // A kept-alive connection accepted before the signal.
    expect((await get(`${origin}/healthz`, agent)).connection).toBe('keep-alive');
    const exit = vi.fn();
    const done = createShutdown(app, { timeoutMs: 10_000, graceMs: 3_000, exit })('SIGTERM');

    expect((await get(`${origin}/readyz`, false)).status).toBe(503);
    // On the old connection and on a new one alike.
    const onKeptAlive = await get(`${origin}/about`, agent);
    expect(onKeptAlive).toEqual({ status: 200, connection: 'close' });
    expect((await get(`${origin}/api/pages/home`, false)).status).toBe(200);
    expect(exit).not.toHaveBeenCalled();

    await done;
    expect(exit).toHaveBeenCalledWith(0);
    agent.destroy();
    app = undefined;
  });

  it('after the grace period: refuses new connections, serves every request in flight on accepted connections, exits 0', async () => {
    app = await buildTestApp();
    const origin = await listen(app);
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    // Open eight keep-alive connections, then make their next requests slow.
    await Promise.all(Array.from({ length: 8 }, () => get(`${origin}/healthz`, agent)));
    app.demoUpstream!.faults.set('/web2/*', { kind: 'delay', ms: 1_200 });
    const inFlight = Promise.allSettled(Array.from({ length: 8 }, () => get(`${origin}/api/pages/home`, agent)));
    await sleep(100);

    const exit = vi.fn();
    const started = Date.now();
    const done = createShutdown(app, { timeoutMs: 10_000, graceMs: 200, exit })('SIGTERM');
    expect(app.readiness.ready).toBe(false);
    await sleep(400);
    // The listener is closed while those eight are still waiting for the upstream.
    await expect(get(`${origin}/healthz`, false)).rejects.toThrow(/ECONNREFUSED/);

    const settled = await inFlight;
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual(Array(8).fill({ status: 200, connection: 'close' }));
    await done;
    expect(exit).toHaveBeenCalledWith(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    agent.destroy();
    app = undefined;
  });

  it('exits 1 at the deadline when a request will not finish', async () => {
    app = await buildTestApp({}, { streamTimeoutMs: 60_000 });
    const origin = await listen(app);
    app.demoUpstream!.faults.set('/web2/*', { kind: 'delay', ms: 5_000 });
    const inFlight = fetch(`${origin}/api/pages/home`).catch(() => null);
    await sleep(200);
    const exit = vi.fn();
    void createShutdown(app, { timeoutMs: 500, graceMs: 100, exit })('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 3_000 });
    expect(exit).not.toHaveBeenCalledWith(0);
    app.server.closeAllConnections();
    await inFlight;
  });
});
