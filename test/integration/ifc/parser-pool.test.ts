// The parse pool (server/ifc/parser-pool.ts): a parse that hangs, crashes, exits or
// runs out of memory is a reason, never an exception or a hang, and the worker is
// replaced so the next file is read; a full queue answers 'busy' at once. Then the
// real worker: a cold parse of the fixtures, and the event loop stays free meanwhile.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createParserPool, type ParserPool } from '#server/ifc/parser-pool.ts';

const MISBEHAVING = new URL('./workers/misbehaving-worker.ts', import.meta.url);
const bytes = (text: string) => new Uint8Array(Buffer.from(text));
let pool: ParserPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('a worker that misbehaves', () => {
  it('hangs: terminated after the time cap, replaced, and the next file is read', async () => {
    const restarts: string[] = [];
    pool = createParserPool({ workerUrl: MISBEHAVING, size: 1, timeoutMs: 500, metrics: { observeParse() {}, countUnreadable() {}, countWorkerRestart: (why) => restarts.push(why), setLoad() {}, countIdsCheck() {} } });
    expect(await pool.parse(bytes('hang'))).toMatchObject({ ok: false, reason: 'timeout' });
    expect(restarts).toEqual(['timeout']);
    expect(await pool.parse(bytes('fine'))).toMatchObject({ ok: true });
  });

  it('throws or exits: crashed, replaced', async () => {
    pool = createParserPool({ workerUrl: MISBEHAVING, size: 1 });
    expect(await pool.parse(bytes('crash'))).toMatchObject({ ok: false, reason: 'crashed' });
    expect(await pool.parse(bytes('xit'))).toMatchObject({ ok: false, reason: 'crashed', message: expect.stringContaining('code 3') });
    expect(await pool.parse(bytes('fine'))).toMatchObject({ ok: true });
    expect(pool.stats.restarts).toBe(2);
  });

  it('fills its heap: out of memory (resourceLimits), replaced', async () => {
    pool = createParserPool({ workerUrl: MISBEHAVING, size: 1, heapMb: 24, timeoutMs: 20_000 });
    expect(await pool.parse(bytes('memory'))).toMatchObject({ ok: false, reason: 'memory' });
    expect(await pool.parse(bytes('fine'))).toMatchObject({ ok: true });
  });

  it('a full queue answers busy at once instead of waiting', async () => {
    pool = createParserPool({ workerUrl: MISBEHAVING, size: 1, queueMax: 1, timeoutMs: 2_000 });
    const hanging = pool.parse(bytes('hang'));
    const queued = pool.parse(bytes('fine'));
    expect(await pool.parse(bytes('fine'))).toMatchObject({ ok: false, reason: 'busy' });
    expect(await hanging).toMatchObject({ reason: 'timeout' });
    expect(await queued).toMatchObject({ ok: true });
  });
});

describe('an idle worker', () => {
  it('is ended after idleMs (its memory goes back), not counted as a restart, and the next file starts a new one', async () => {
    pool = createParserPool({ workerUrl: MISBEHAVING, size: 1, idleMs: 200 });
    expect(await pool.parse(bytes('fine'))).toMatchObject({ ok: true });
    expect(pool.stats.workers).toBe(1);
    // Still busy enough: a file within idleMs keeps the same worker.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await pool.parse(bytes('fine'))).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(pool.stats.workers).toBe(1);
    await expect.poll(() => pool!.stats.workers, { timeout: 2_000 }).toBe(0);
    expect(pool.stats.restarts).toBe(0);
    expect(await pool.parse(bytes('fine'))).toMatchObject({ ok: true });
    expect(pool.stats.workers).toBe(1);
  });
});

describe('the web-ifc worker', () => {
  const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../fixtures/ifc/${name}`, import.meta.url)));

  it('reads the fixtures off the event loop: parses, reasons, and the loop stays free during 20 parses at once', async () => {
    pool = createParserPool();
    // Warm: the workers load web-ifc once.
    expect(await pool.parse(fixture('door-complete.ifc'))).toMatchObject({ ok: true });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_v, n) => pool!.parse(fixture(n % 2 ? 'hostile.ifc' : 'door-complete.ifc'))));
    const elapsed = performance.now() - started;
    delay.disable();
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    // Parses ran in the workers: the loop never stalled for anything near a parse's length.
    const maxMs = delay.max / 1e6;
    console.info(`20 concurrent parses: ${Math.round(elapsed)} ms; event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${maxMs.toFixed(1)} ms`);
    expect(maxMs).toBeLessThan(Math.max(250, elapsed / 4));
    expect(await pool.parse(fixture('truncated.ifc'))).toMatchObject({ ok: false, reason: 'malformed' });
    expect(await pool.parse(fixture('malformed.ifc'))).toMatchObject({ ok: false, reason: 'malformed' });
    expect(await pool.parse(fixture('door-imperfect.ifc'))).toMatchObject({ ok: true });
  }, 120_000);
});
