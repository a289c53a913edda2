import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Giving freed memory back to the system (docs/decisions/0037). glibc keeps what the
 * process frees in the middle of its heap: after a burst of renders the server held
 * 67 MB it no longer used, until a malloc_trim. The addon built by
 * scripts/build-native.ts calls it; this module decides when.
 */

/**
 * When to trim: in lulls only. Under steady load what glibc holds is in use (a trim every 10 s
 * under load gave back little) and a trim blocks the loop for 2–7 ms, so it waits for a lull.
 */
export interface TrimPolicy {
  /** No answer for this long is a lull: what the burst freed can go back now. */
  quietMs: number;
  /** Never two trims closer than this, however often the server goes quiet. */
  minIntervalMs: number;
  /** How often the rule is checked. */
  tickMs: number;
}

export const FREED_MEMORY_POLICY: TrimPolicy = { quietMs: 500, minIntervalMs: 2_000, tickMs: 250 };

export interface TrimState {
  now: number;
  lastTrimAt: number;
  lastAnswerAt: number;
  /** Answers since the last trim: with none, nothing new was freed. */
  answersSinceTrim: number;
}

/** Whether to trim now: something was served since the last trim, not too soon after it, and the server is in a lull. */
export function shouldTrim(state: TrimState, policy: TrimPolicy): boolean {
  if (state.answersSinceTrim === 0) return false;
  if (state.now - state.lastTrimAt < policy.minIntervalMs) return false;
  return state.now - state.lastAnswerAt >= policy.quietMs;
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
  /** Checks the rule and trims if it says so; returns whether it trimmed. */
  tick(): boolean;
}

export function createFreedMemoryRelease(options: {
  trim: () => boolean;
  policy?: TrimPolicy;
  now?: () => number;
  /** How long the trim took and whether it gave memory back. */
  onTrim?: (seconds: number, released: boolean) => void;
}): FreedMemoryRelease {
  const policy = options.policy ?? FREED_MEMORY_POLICY;
  const now = options.now ?? performance.now.bind(performance);
  const state: TrimState = { now: now(), lastTrimAt: now(), lastAnswerAt: now(), answersSinceTrim: 0 };
  return {
    noteAnswer() {
      state.lastAnswerAt = now();
      state.answersSinceTrim += 1;
    },
    tick() {
      state.now = now();
      if (!shouldTrim(state, policy)) return false;
      const released = options.trim();
      const finished = now();
      options.onTrim?.((finished - state.now) / 1000, released);
      state.lastTrimAt = finished;
      state.answersSinceTrim = 0;
      return true;
    },
  };
}
