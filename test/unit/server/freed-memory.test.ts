import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import v8 from 'node:v8';
import { createFreedMemoryRelease, FREED_MEMORY_POLICY, loadMallocTrim, MALLOC_TRIM_ADDON, shouldReduceHeap, shouldTrim, type ReleasePolicy } from '#server/memory/freed-memory.ts';
import { loadHeapReduce } from '#server/memory/heap-reduce.ts';

const policy: ReleasePolicy = { quietMs: 500, minIntervalMs: 2_000, heapQuietMs: 1_000, heapMinIntervalMs: 30_000, tickMs: 250 };

describe('when freed memory is given back (shouldTrim)', () => {
  const base = { now: 10_000, lastTrimAt: 0, lastAnswerAt: 9_000, answersSinceTrim: 3, lastHeapReduceAt: -Infinity, answersSinceHeapReduce: 3 };

  it('trims in a lull after answers', () => {
    expect(shouldTrim(base, policy)).toBe(true);
  });

  it('does not trim with nothing served since the last trim', () => {
    expect(shouldTrim({ ...base, answersSinceTrim: 0 }, policy)).toBe(false);
  });

  it('never trims while answers keep coming, however long since the last trim', () => {
    expect(shouldTrim({ ...base, lastAnswerAt: 9_800, lastTrimAt: 0 }, policy)).toBe(false);
    expect(shouldTrim({ ...base, now: 300_000, lastAnswerAt: 299_900, lastTrimAt: 0 }, policy)).toBe(false);
  });

  it('never trims twice within the shortest interval, lull or not', () => {
    expect(shouldTrim({ ...base, lastTrimAt: 8_500 }, policy)).toBe(false);
    expect(shouldTrim({ ...base, lastTrimAt: 8_000 }, policy)).toBe(true);
  });
});

describe("when V8 is asked for its headroom (shouldReduceHeap)", () => {
  const base = { now: 100_000, lastTrimAt: 0, lastAnswerAt: 98_000, answersSinceTrim: 3, lastHeapReduceAt: -Infinity, answersSinceHeapReduce: 3 };

  it('in a lull after answers, the first time as soon as the server goes quiet', () => {
    expect(shouldReduceHeap(base, policy)).toBe(true);
  });

  it('waits for a longer lull than the trim: a short gap between answers is not one', () => {
    const shortGap = { ...base, lastAnswerAt: base.now - 600 };
    expect(shouldTrim(shortGap, policy)).toBe(true);
    expect(shouldReduceHeap(shortGap, policy)).toBe(false);
  });

  it('not with nothing served since the last time, and never twice within its interval', () => {
    expect(shouldReduceHeap({ ...base, answersSinceHeapReduce: 0 }, policy)).toBe(false);
    expect(shouldReduceHeap({ ...base, lastHeapReduceAt: base.now - 29_000 }, policy)).toBe(false);
    expect(shouldReduceHeap({ ...base, lastHeapReduceAt: base.now - 30_000 }, policy)).toBe(true);
  });

  it('the shipped policy makes the GC rarer and wait longer than the trim', () => {
    expect(FREED_MEMORY_POLICY.heapQuietMs).toBeGreaterThan(FREED_MEMORY_POLICY.quietMs);
    expect(FREED_MEMORY_POLICY.heapMinIntervalMs).toBeGreaterThan(FREED_MEMORY_POLICY.minIntervalMs);
  });
});

describe('createFreedMemoryRelease', () => {
  it("asks V8 first in a long lull, trims right after it, and waits out the GC's interval", () => {
    let clock = 0;
    const steps: string[] = [];
    const gcs: number[] = [];
    const release = createFreedMemoryRelease({
      trim: () => {
        steps.push('trim');
        return true;
      },
      reduceHeap: () => {
        steps.push('gc');
        clock += 100; // the GC blocks for 100 ms
      },
      policy,
      now: () => clock,
      onHeapReduce: (seconds) => gcs.push(seconds),
    });
    release.noteAnswer();
    clock = 600;
    expect(release.tick()).toBe('none'); // the trim's lull, but within its first interval
    clock = 2_100;
    expect(release.tick()).toBe('heap-and-trim');
    expect(steps).toEqual(['gc', 'trim']);
    expect(gcs).toEqual([0.1]);
    release.noteAnswer();
    clock = 5_000;
    expect(release.tick()).toBe('trim'); // a lull, but the GC's interval has not passed
    release.noteAnswer();
    clock = 33_000;
    expect(release.tick()).toBe('heap-and-trim');
    expect(steps).toEqual(['gc', 'trim', 'trim', 'gc', 'trim']);
  });

  it('gives V8 its lull where the addon is not built', () => {
    let clock = 0;
    let gcs = 0;
    const release = createFreedMemoryRelease({ trim: null, reduceHeap: () => (gcs += 1), policy, now: () => clock });
    release.noteAnswer();
    clock = 600;
    expect(release.tick()).toBe('none');
    clock = 1_100;
    expect(release.tick()).toBe('heap-and-trim');
    expect(gcs).toBe(1);
  });

  it('trims once per lull and reports how long it took', () => {
    let clock = 0;
    let trims = 0;
    const reported: Array<[number, boolean]> = [];
    const release = createFreedMemoryRelease({
      trim: () => {
        trims += 1;
        clock += 3; // the trim itself takes 3 ms
        return true;
      },
      policy,
      now: () => clock,
      onTrim: (seconds, released) => reported.push([seconds, released]),
    });
    clock = 2_500;
    expect(release.tick()).toBe('none'); // nothing served yet
    release.noteAnswer();
    clock = 2_700;
    expect(release.tick()).toBe('none'); // not quiet yet
    clock = 3_000;
    expect(release.tick()).toBe('trim');
    expect(reported).toEqual([[0.003, true]]);
    clock = 6_000;
    expect(release.tick()).toBe('none'); // quiet, but nothing new was freed
    release.noteAnswer();
    clock = 6_600;
    expect(release.tick()).toBe('trim');
    expect(trims).toBe(2);
  });
});

describe('loadMallocTrim', () => {
  it('says why there is no addon rather than failing the start', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'malloc-trim-'));
    try {
      const missing = loadMallocTrim(dist);
      expect(missing.trim).toBeNull();
      expect(missing).toMatchObject({ problem: expect.stringContaining('is not built') });
      // A file that is not a loadable addon (built for another machine, truncated).
      mkdirSync(path.join(dist, path.dirname(MALLOC_TRIM_ADDON)), { recursive: true });
      writeFileSync(path.join(dist, MALLOC_TRIM_ADDON), 'not an ELF file');
      const broken = loadMallocTrim(dist);
      expect(broken.trim).toBeNull();
      expect(broken).toMatchObject({ problem: expect.stringContaining('does not load') });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('loadHeapReduce', () => {
  it("gives back what V8 holds after a burst, without exposing a global gc()", () => {
    const heap = loadHeapReduce();
    if (!heap.reduce) throw new Error(heap.problem);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    // A burst: 40 MB of short-lived objects, then dropped.
    let burst: unknown[] | null = Array.from({ length: 400_000 }, (_, i) => ({ i, text: `model ${i}`, tags: [i, i + 1] }));
    const newSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
    const during = { total: v8.getHeapStatistics().total_heap_size, young: newSpace() };
    expect(burst.length).toBe(400_000);
    burst = null;
    heap.reduce();
    expect(v8.getHeapStatistics().total_heap_size).toBeLessThan(during.total - 20 * 1024 * 1024);
    // What a regular full GC keeps: the young generation at the size the burst grew it to.
    expect(newSpace()).toBeLessThan(during.young / 2);
  });
});
