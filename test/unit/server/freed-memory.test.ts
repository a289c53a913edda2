import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFreedMemoryRelease, loadMallocTrim, MALLOC_TRIM_ADDON, shouldTrim, type TrimPolicy } from '#server/memory/freed-memory.ts';

const policy: TrimPolicy = { quietMs: 500, minIntervalMs: 2_000, tickMs: 250 };

describe('when freed memory is given back (shouldTrim)', () => {
  const base = { now: 10_000, lastTrimAt: 0, lastAnswerAt: 9_000, answersSinceTrim: 3 };

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

describe('createFreedMemoryRelease', () => {
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
    expect(release.tick()).toBe(false); // nothing served yet
    release.noteAnswer();
    clock = 2_700;
    expect(release.tick()).toBe(false); // not quiet yet
    clock = 3_000;
    expect(release.tick()).toBe(true);
    expect(reported).toEqual([[0.003, true]]);
    clock = 6_000;
    expect(release.tick()).toBe(false); // quiet, but nothing new was freed
    release.noteAnswer();
    clock = 6_600;
    expect(release.tick()).toBe(true);
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
