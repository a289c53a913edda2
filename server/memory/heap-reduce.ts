import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Telling V8 that the load has passed (docs/decisions/0038). After a burst V8 holds the pages
 * it freed in its page pool and keeps its young generation at full size; only a
 * memory-reducing GC gives them back. Its memory reducer would run one once the mutator is
 * idle, but it judges idleness by allocation samples taken at GCs, and an idle server does no
 * GC, so the reducer keeps seeing the burst's rate and never starts ("high alloc" in
 * --trace-memory-reducer for minutes). A browser tells V8 when a tab goes idle; Node has no
 * such call, so the server makes the GC itself in its lulls.
 */
export type HeapReduce = { reduce: () => void } | { reduce: null; problem: string };

type GcFunction = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8's gc(), taken from a context created while --expose-gc is on, so no module of the server
 * or its dependencies sees a global gc(). Never throws: without it the server only keeps
 * V8's headroom until its next GCs.
 */
export function loadHeapReduce(): HeapReduce {
  try {
    const exposed = (globalThis as { gc?: unknown }).gc;
    let gc: unknown = exposed;
    if (typeof gc !== 'function') {
      v8.setFlagsFromString('--expose-gc');
      try {
        gc = vm.runInNewContext('gc');
      } finally {
        v8.setFlagsFromString('--no-expose-gc');
      }
    }
    if (typeof gc !== 'function') return { reduce: null, problem: 'V8 did not expose gc() to a new context' };
    const collect = gc as GcFunction;
    // 'last-resort' is the GC V8 makes on a low-memory notification: it collects until nothing
    // more is freed, shrinks the young generation and releases the pooled pages, which a
    // regular full GC keeps. setFlagsFromString after start is safe for this flag: it is read
    // only when a context is created.
    return { reduce: () => collect({ type: 'major', execution: 'sync', flavor: 'last-resort' }) };
  } catch (error) {
    return { reduce: null, problem: `gc() is not available: ${(error as Error).message}` };
  }
}
