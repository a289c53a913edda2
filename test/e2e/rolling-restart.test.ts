// Two production instances behind Debian's nginx with retries OFF, under load; each is
// sent SIGTERM in turn and started again. The balancer takes a replica out when its
// /readyz turns 503 (test/support/nginx.ts), which the drain's grace period allows for;
// no request may fail and no connection may be reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer, type Balancer } from '#test/support/nginx.ts';
import { startLoad } from '#test/support/load.ts';
import { freePort, startPortal, waitFor, type PortalProcess } from '#test/support/portal-process.ts';

const GRACE_MS = 3_000;
const PORTAL_ENV = { SHUTDOWN_GRACE_MS: String(GRACE_MS), SHUTDOWN_TIMEOUT_MS: '10000' };

let ports: number[];
const replicas: PortalProcess[] = [];
let balancer: Balancer;

beforeAll(async () => {
  ports = [await freePort(), await freePort()];
  replicas.push(...(await Promise.all(ports.map((port) => startPortal(port, PORTAL_ENV)))));
  balancer = await startBalancer({
    port: await freePort(),
    replicas: replicas.map((replica) => replica.origin),
    pollMs: 200,
    locationExtra: 'proxy_next_upstream off;',
  });
}, 120_000);

afterAll(async () => {
  await balancer?.close();
  for (const replica of replicas) if (replica.child.exitCode === null) replica.child.kill('SIGKILL');
});

describe('rolling restart behind nginx (retries off)', () => {
  it('loses no request and resets no connection while each instance is stopped and started again', async () => {
    const response = await fetch(`${balancer.origin}/models`);
    const catalogue = await response.text();
    expect(response.status, catalogue.slice(0, 300)).toBe(200);
    const modelPath = /href="((?:\/en)?\/model\/[^"/]+\/\d+)"/.exec(catalogue)?.[1];
    expect(modelPath, catalogue.slice(0, 2000)).toBeDefined();
    const load = startLoad({
      origin: balancer.origin,
      // Pages, not /api: one load generator is one client, and the API's per-client limit would answer it 429.
      paths: ['/', '/models', modelPath!, '/about', '/en/models?page=2', '/articles', '/healthz'],
      connections: 6,
      maxRequests: 60_000,
      maxMs: 90_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    for (const [index, port] of ports.entries()) {
      const old = replicas[index]!;
      const signalled = Date.now();
      old.child.kill('SIGTERM');
      // nginx keeps sending to it until the watcher sees readiness 503 and reloads.
      const exitCode = await old.exited;
      expect(exitCode).toBe(0);
      const stoppedAfter = Date.now() - signalled;
      expect(stoppedAfter).toBeGreaterThanOrEqual(GRACE_MS);
      expect(stoppedAfter).toBeLessThan(10_000);
      expect(balancer.up()).toEqual([replicas[1 - index]!.origin]);
      replicas[index] = await startPortal(port, PORTAL_ENV);
      await waitFor(() => (balancer.up().length === 2 ? true : null), 10_000, 'the balancer to take the restarted instance back');
      // Let the restarted instance take its share before the next one goes.
      const before = load.count();
      await waitFor(() => (load.count() > before + 100 ? true : null), 20_000, 'load on the restarted pair');
    }

    const result = await load.stop();
    console.info(`rolling restart: ${result.requests} requests, failures ${JSON.stringify(result.failures)}, errors ${JSON.stringify(result.errors)}, nginx reloads ${balancer.reloads()}`);
    expect(result.failures).toEqual({});
    expect(result.errors).toEqual({});
    expect(result.requests).toBeGreaterThan(300);
    // Out and back in, twice.
    expect(balancer.reloads()).toBe(4);
  }, 120_000);
});
