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

describe('graceful shutdown (SIGTERM/SIGINT)', () => {
  it('stops taking connections, finishes in-flight requests, then exits 0', async () => {
    app = await buildTestApp();
    const origin = await listen(app);
    // The home page's data is slow: the request is still in flight when shutdown begins.
    app.demoUpstream!.faults.set('/web2/*', { kind: 'delay', ms: 1_500 });

    const inFlight = fetch(`${origin}/api/pages/home`);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exit = vi.fn();
    const started = Date.now();
    const done = createShutdown(app, { timeoutMs: 10_000, exit })('SIGTERM');
    expect(app.readiness.ready).toBe(false);

    // No new connections once draining.
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.json()).popular.length).toBeGreaterThan(0);

    await done;
    expect(exit).toHaveBeenCalledWith(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    app = undefined;
  });

  it('exits 1 at the deadline when a request will not finish', async () => {
    app = await buildTestApp({}, { streamTimeoutMs: 60_000 });
    const origin = await listen(app);
    app.demoUpstream!.faults.set('/web2/*', { kind: 'delay', ms: 5_000 });
    const inFlight = fetch(`${origin}/api/pages/home`).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exit = vi.fn();
    void createShutdown(app, { timeoutMs: 500, exit })('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 3_000 });
    expect(exit).not.toHaveBeenCalledWith(0);
    app.server.closeAllConnections();
    await inFlight;
  });
});
