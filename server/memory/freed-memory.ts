import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Giving freed memory back to the system (docs/decisions/0037). glibc keeps what the
 * process frees in the middle of its heap: after a burst of renders the server held
 * 67 MB it no longer used, until a malloc_trim. The addon built by
 * scripts/build-native.ts calls it. V8 keeps its own headroom until told the load has
 * passed (docs/decisions/0038, heap-reduce.ts). This module decides when to do each.
 */

/**
 * When to give memory back: in lulls only. Under steady load what glibc and V8 hold is in use (a
 * trim every 10 s under load gave back little), and each step blocks the loop: a trim for 2–7 ms,
 * V8's memory-reducing GC for about 100 ms and leaves a small heap that the next burst must grow
 * again. So the trim waits for a short lull, and the GC for a real one (a pause of a second or
 * two between bursts is not) and at most twice a minute.
 */
export interface ReleasePolicy {
  /** No answer for this long is a lull: what the burst freed can go back to the system now. */
  quietMs: number;
  /** Never two trims closer than this, however often the server goes quiet. */
  minIntervalMs: number;
  /** No answer for this long, and V8 is asked to give back its headroom (docs/decisions/0038). */
  heapQuietMs: number;
  /** Never two of V8's memory-reducing GCs closer than this: each blocks the loop for about 100 ms. */
  heapMinIntervalMs: number;
  /** How often the rule is checked. */
  tickMs: number;
}

export const FREED_MEMORY_POLICY: ReleasePolicy = { quietMs: 500, minIntervalMs: 2_000, heapQuietMs: 3_000, heapMinIntervalMs: 30_000, tickMs: 250 };

export interface ReleaseState {
  now: number;
  lastTrimAt: number;
  lastAnswerAt: number;
  /** Answers since the last trim: with none, nothing new was freed. */
  answersSinceTrim: number;
  /** -Infinity until the first: a server's first lull also gives back what its start left. */
  lastHeapReduceAt: number;
  answersSinceHeapReduce: number;
}

/** Whether to trim now: something was served since the last trim, not too soon after it, and the server is in a lull. */
export function shouldTrim(state: ReleaseState, policy: ReleasePolicy): boolean {
  if (state.answersSinceTrim === 0) return false;
  if (state.now - state.lastTrimAt < policy.minIntervalMs) return false;
  return state.now - state.lastAnswerAt >= policy.quietMs;
}

/** Whether to ask V8 for its headroom now: answers since the last time, a longer lull, and not within its interval. */
export function shouldReduceHeap(state: ReleaseState, policy: ReleasePolicy): boolean {
  if (state.answersSinceHeapReduce === 0) return false;
  if (state.now - state.lastHeapReduceAt < policy.heapMinIntervalMs) return false;
  return state.now - state.lastAnswerAt >= policy.heapQuietMs;
}

export const MALLOC_TRIM_ADDON = path.join('server', 'native', 'malloc-trim.node');

/** The addon's trim(), or why there is none: not built (no C compiler at build time), or it would not load here. */
export type MallocTrimAddon = { trim: () => boolean } | { trim: null; problem: string };

export function loadMallocTrim(distDir: string): MallocTrimAddon {
  const file = path.join(distDir, MALLOC_TRIM_ADDON);
  if (!existsSync(file)) return { trim: null, problem: `${file} is not built (no C compiler at build time)` };
  try {
    const addon = createRequire(import.meta.url)(file) as { trim?: unknown };
    if (typeof addon.trim !== 'function') return { trim: null, problem: `${file} has no trim()` };
    return { trim: addon.trim as () => boolean };
  } catch (error) {
    // Built for another machine (architecture, libc): the server runs without it rather than not at all.
    return { trim: null, problem: `${file} does not load: ${(error as Error).message}` };
  }
}

export interface FreedMemoryRelease {
  /** Called once per answer sent. */
  noteAnswer(): void;
  /** Checks the rules and gives memory back if they say so; returns what it did. */
  tick(): 'none' | 'trim' | 'heap-and-trim';
}

export function createFreedMemoryRelease(options: {
  /** glibc's malloc_trim through the addon, or null where it is not built. */
  trim: (() => boolean) | null;
  /** V8's memory-reducing GC (heap-reduce.ts), or null where gc() is not available. */
  reduceHeap?: (() => void) | null;
  policy?: ReleasePolicy;
  now?: () => number;
  /** How long the trim took and whether it gave memory back. */
  onTrim?: (seconds: number, released: boolean) => void;
  /** How long V8's GC blocked the loop. */
  onHeapReduce?: (seconds: number) => void;
}): FreedMemoryRelease {
  const policy = options.policy ?? FREED_MEMORY_POLICY;
  const now = options.now ?? performance.now.bind(performance);
  const start = now();
  const state: ReleaseState = { now: start, lastTrimAt: start, lastAnswerAt: start, answersSinceTrim: 0, lastHeapReduceAt: -Infinity, answersSinceHeapReduce: 0 };
  const trim = () => {
    if (!options.trim) return;
    const began = now();
    const released = options.trim();
    const finished = now();
    options.onTrim?.((finished - began) / 1000, released);
    state.lastTrimAt = finished;
    state.answersSinceTrim = 0;
  };
  return {
    noteAnswer() {
      state.lastAnswerAt = now();
      state.answersSinceTrim += 1;
      state.answersSinceHeapReduce += 1;
    },
    tick() {
      state.now = now();
      if (options.reduceHeap && shouldReduceHeap(state, policy)) {
        options.reduceHeap();
        const finished = now();
        options.onHeapReduce?.((finished - state.now) / 1000);
        state.lastHeapReduceAt = finished;
        state.answersSinceHeapReduce = 0;
        // What the GC freed outside V8's heap (strings' and buffers' backing stores) is glibc's
        // to give back, so the trim follows at once, whatever its own interval says.
        trim();
        return 'heap-and-trim';
      }
      if (!options.trim || !shouldTrim(state, policy)) return 'none';
      trim();
      return 'trim';
    },
  };
}
