import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { MemoryMetrics } from '../metrics/registry.ts';
import { createFreedMemoryRelease, FREED_MEMORY_POLICY, type ReleasePolicy } from '../memory/freed-memory.ts';

/** Health and readiness probes (routes/health.ts). */
const PROBES = new Set(['/healthz', '/readyz']);

export interface FreedMemoryOptions {
  /** null where the addon is not built: V8's headroom is still given back. */
  trim: (() => boolean) | null;
  reduceHeap: (() => void) | null;
  metrics: MemoryMetrics;
  policy?: ReleasePolicy;
}

/** Counts answers and gives freed memory back in the lulls between them (docs/decisions/0037, 0038). */
const plugin: FastifyPluginAsync<FreedMemoryOptions> = async (app, options) => {
  const policy = options.policy ?? FREED_MEMORY_POLICY;
  const release = createFreedMemoryRelease({
    trim: options.trim,
    reduceHeap: options.reduceHeap,
    policy,
    onTrim: (seconds, released) => options.metrics.observeTrim(seconds, released),
    onHeapReduce: (seconds) => options.metrics.observeHeapReduce(seconds),
  });
  app.addHook('onResponse', (request, _reply, done) => {
    // A load balancer's probes every few seconds free next to nothing; counted, they would make
    // an idle pod trim and collect as if it had served pages.
    if (!PROBES.has(request.routeOptions.url ?? '')) release.noteAnswer();
    done();
  });
  // unref: the timer never keeps a closing server alive. A step that throws (an addon built for
  // another libc, a V8 without gc()'s options) stops the releases, never the server.
  const timer = setInterval(() => {
    try {
      release.tick();
    } catch (error) {
      clearInterval(timer);
      app.log.warn({ err: error }, 'giving freed memory back failed; the server keeps it from now on');
    }
  }, policy.tickMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

export const freedMemoryPlugin = fp(plugin, { name: 'freed-memory' });
