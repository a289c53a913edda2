import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { freedMemoryPlugin } from '#server/plugins/freed-memory.ts';
import type { ReleasePolicy } from '#server/memory/freed-memory.ts';

// The lull rules of server/memory/freed-memory.ts, in milliseconds rather than seconds.
const policy: ReleasePolicy = { quietMs: 20, minIntervalMs: 0, heapQuietMs: 40, heapMinIntervalMs: 0, tickMs: 5 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function appWithRelease(trim: () => boolean = () => true) {
  const steps: string[] = [];
  const app = Fastify();
  await app.register(freedMemoryPlugin, {
    trim: () => {
      steps.push('trim');
      return trim();
    },
    reduceHeap: () => steps.push('gc'),
    metrics: { observeTrim: () => {}, observeHeapReduce: () => {} },
    policy,
  });
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async () => ({ ok: true }));
  app.get('/models', async () => 'a page');
  await app.ready();
  return { app, steps };
}

describe('the freed-memory plugin', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => close?.());

  it("gives memory back in the lull after pages: V8's GC once, then a trim", async () => {
    const { app, steps } = await appWithRelease();
    close = () => app.close();
    expect((await app.inject('/models')).statusCode).toBe(200);
    await sleep(150);
    expect(steps.filter((step) => step === 'gc')).toHaveLength(1);
    expect(steps.slice(steps.indexOf('gc'))).toEqual(['gc', 'trim']);
  });

  it('does not count load-balancer probes as work: an idle pod stays idle', async () => {
    const { app, steps } = await appWithRelease();
    close = () => app.close();
    for (let probe = 0; probe < 5; probe += 1) {
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      await sleep(30);
    }
    await sleep(100);
    expect(steps).toEqual([]);
  });

  it('stops giving memory back, and keeps serving, when a step throws', async () => {
    const { app, steps } = await appWithRelease(() => {
      throw new Error('malloc_trim is not in this libc');
    });
    close = () => app.close();
    expect((await app.inject('/models')).statusCode).toBe(200);
    await sleep(100);
    const after = steps.length;
    expect(after).toBeGreaterThan(0);
    expect((await app.inject('/models')).statusCode).toBe(200);
    await sleep(100);
    expect(steps).toHaveLength(after);
  });
});
