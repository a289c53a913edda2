// A small pool of worker threads that parse IFC files with web-ifc, so a parse
// never runs on the event loop that renders pages. Each parse is bounded in time
// (the worker is terminated past IFC_PARSE_TIMEOUT_MS), in JavaScript heap
// (resourceLimits) and in WebAssembly memory (web-ifc's MEMORY_LIMIT). A worker
// that crashes, runs out of memory or overruns is replaced; the caller gets a
// reason, never an exception.
import { Worker } from 'node:worker_threads';
import type { IfcFacts } from '#shared/types/ifc.ts';
import type { IfcMetrics } from '#server/metrics/registry.ts';
import type { ParseReply, ParseRequest } from './parse-messages.ts';
import { IFC_PARSE_TIMEOUT_MS, IFC_POOL_SIZE, IFC_QUEUE_MAX, IFC_WASM_MEMORY_BYTES, IFC_WORKER_HEAP_MB, IFC_WORKER_IDLE_MS, IFC_WORKER_START_TIMEOUT_MS } from './limits.ts';

/** Why a file could not be read. 'busy': the queue was full, nothing was tried (not cached). */
export type ParseFailure = 'malformed' | 'timeout' | 'memory' | 'crashed' | 'busy';

export type ParseOutcome = { ok: true; facts: IfcFacts; ms: number } | { ok: false; reason: ParseFailure; message: string; ms: number };

export interface ParserPool {
  /** Parses the bytes in a worker; they are transferred, so the caller must not use them afterwards. */
  parse(bytes: Uint8Array): Promise<ParseOutcome>;
  /** Workers alive, parses running and waiting (tests, metrics). */
  readonly stats: { workers: number; running: number; queued: number; restarts: number };
  close(): Promise<void>;
}

export interface ParserPoolOptions {
  size?: number;
  timeoutMs?: number;
  heapMb?: number;
  wasmMemoryBytes?: number;
  queueMax?: number;
  startTimeoutMs?: number;
  /** A worker idle this long is ended (IFC_WORKER_IDLE_MS). */
  idleMs?: number;
  metrics?: IfcMetrics;
  logger?: { warn(obj: object, msg?: string): void };
  /** The worker's module (tests point it at a misbehaving one). */
  workerUrl?: URL;
}

const NO_BYTES = new Uint8Array(0);

interface Job {
  jobId: number;
  bytes: Uint8Array;
  started: number;
  resolve(outcome: ParseOutcome): void;
}

interface Slot {
  worker: Worker;
  ready: Promise<boolean>;
  job: Job | null;
  timer: NodeJS.Timeout | undefined;
  /** Armed while the worker has nothing to read; it ends the worker when it fires. */
  idleTimer: NodeJS.Timeout | undefined;
  /** Set once the slot is being replaced, so a late event from the old worker is ignored. */
  retired: boolean;
}

export function createParserPool(options: ParserPoolOptions = {}): ParserPool {
  const size = options.size ?? IFC_POOL_SIZE;
  const timeoutMs = options.timeoutMs ?? IFC_PARSE_TIMEOUT_MS;
  const queueMax = options.queueMax ?? IFC_QUEUE_MAX;
  const idleMs = options.idleMs ?? IFC_WORKER_IDLE_MS;
  const workerUrl = options.workerUrl ?? new URL('./parse-worker.ts', import.meta.url);
  const { metrics, logger } = options;
  const slots: Array<Slot | null> = Array.from({ length: size }, () => null);
  const queue: Job[] = [];
  let nextJobId = 1;
  let restarts = 0;
  let closed = false;

  const running = () => slots.filter((slot) => slot?.job).length;
  const report = () => metrics?.setLoad(running(), queue.length);

  function finish(slot: Slot, outcome: ParseOutcome): void {
    const job = slot.job;
    if (!job) return;
    clearTimeout(slot.timer);
    slot.job = null;
    metrics?.observeParse(outcome.ok ? 'ok' : outcome.reason, outcome.ms / 1000);
    job.resolve(outcome);
  }

  /** Ends a worker that misbehaved (or may hold a poisoned web-ifc) and frees its place for a new one. */
  function retire(index: number, slot: Slot, why: string): void {
    if (slot.retired) return;
    slot.retired = true;
    clearTimeout(slot.timer);
    if (slots[index] === slot) slots[index] = null;
    restarts += 1;
    metrics?.countWorkerRestart(why);
    void slot.worker.terminate().catch(() => undefined);
    pump();
  }

  function start(index: number): Slot {
    const worker = new Worker(workerUrl, {
      workerData: { wasmMemoryBytes: options.wasmMemoryBytes ?? IFC_WASM_MEMORY_BYTES },
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? IFC_WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      // The worker's own stdout/stderr would interleave with the server's JSON log.
      stdout: true,
      stderr: true,
    });
    worker.unref();
    worker.stdout.resume();
    worker.stderr.resume();
    const slot: Slot = { worker, job: null, timer: undefined, idleTimer: undefined, retired: false, ready: Promise.resolve(false) };
    slot.ready = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        logger?.warn({ ifc: { event: 'worker_start_timeout' } }, 'IFC parse worker did not start in time; replaced');
        resolve(false);
        retire(index, slot, 'start_timeout');
      }, options.startTimeoutMs ?? IFC_WORKER_START_TIMEOUT_MS);
      timer.unref();
      worker.once('message', (message: ParseReply) => {
        clearTimeout(timer);
        resolve(message.type === 'ready');
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    worker.on('message', (message: ParseReply) => {
      if (slot.retired || message.type === 'ready' || !slot.job || message.jobId !== slot.job.jobId) return;
      const ms = performance.now() - slot.job.started;
      if (message.type === 'done') {
        finish(slot, { ok: true, facts: message.facts, ms });
        pump();
      } else {
        finish(slot, { ok: false, reason: message.reason, message: message.message, ms });
        // web-ifc's memory after a failed read is not to be trusted: a fresh worker for the next file.
        if (message.touched) retire(index, slot, 'after_failure');
        else pump();
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (slot.retired) return;
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      const ms = slot.job ? performance.now() - slot.job.started : 0;
      logger?.warn({ ifc: { event: memory ? 'worker_out_of_memory' : 'worker_crashed' }, err: error }, 'IFC parse worker failed; replaced');
      finish(slot, { ok: false, reason: memory ? 'memory' : 'crashed', message: error.message.slice(0, 300), ms });
      retire(index, slot, memory ? 'memory' : 'crashed');
    });
    worker.on('exit', (code) => {
      if (slot.retired) return;
      const ms = slot.job ? performance.now() - slot.job.started : 0;
      finish(slot, { ok: false, reason: 'crashed', message: `the parse worker exited with code ${code}`, ms });
      retire(index, slot, 'exited');
    });
    return slot;
  }

  /** Ends a worker that has had nothing to read for idleMs: not a failure, so not a restart. */
  function restWhenIdle(index: number, slot: Slot): void {
    if (slot.idleTimer !== undefined || slot.job || slot.retired) return;
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = undefined;
      if (slot.job || slot.retired || closed) return;
      slot.retired = true;
      if (slots[index] === slot) slots[index] = null;
      void slot.worker.terminate().catch(() => undefined);
      report();
    }, idleMs);
    slot.idleTimer.unref();
  }

  function dispatch(index: number, slot: Slot, job: Job): void {
    clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    slot.job = job;
    job.started = performance.now();
    void slot.ready.then((ready) => {
      if (slot.job !== job) return;
      if (!ready || slot.retired) {
        // Never started (or was given up on while starting): this file is answered, the next gets a new worker.
        finish(slot, { ok: false, reason: 'crashed', message: 'the parse worker did not start', ms: performance.now() - job.started });
        if (slot.retired) pump();
        else retire(index, slot, 'start_failed');
        return;
      }
      // The worker owns what it is sent. A Buffer that fills its own ArrayBuffer (every file past 4 KB)
      // is moved without a copy; one in Node's shared pool cannot be transferred, so it is copied.
      const bytes = job.bytes;
      job.bytes = NO_BYTES;
      try {
        const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
        try {
          if (!whole) throw new TypeError('a view into a larger buffer');
          slot.worker.postMessage({ jobId: job.jobId, bytes: bytes.buffer as ArrayBuffer } satisfies ParseRequest, [bytes.buffer as ArrayBuffer]);
        } catch {
          const copy = new Uint8Array(bytes);
          slot.worker.postMessage({ jobId: job.jobId, bytes: copy.buffer } satisfies ParseRequest, [copy.buffer]);
        }
        // The time cap counts the parse, not the worker's start (which has its own bound).
        job.started = performance.now();
        slot.timer = setTimeout(() => {
          if (slot.job !== job) return;
          logger?.warn({ ifc: { event: 'parse_timeout', timeoutMs } }, 'IFC parse took too long; worker terminated and replaced');
          finish(slot, { ok: false, reason: 'timeout', message: `the parse took longer than ${timeoutMs} ms`, ms: performance.now() - job.started });
          retire(index, slot, 'timeout');
        }, timeoutMs);
        slot.timer.unref();
      } catch (error) {
        finish(slot, { ok: false, reason: 'crashed', message: `the file could not be handed to the worker: ${String(error)}`.slice(0, 300), ms: 0 });
        pump();
      }
    });
  }

  function pump(): void {
    if (closed) return;
    for (let index = 0; index < slots.length && queue.length > 0; index += 1) {
      let slot = slots[index] ?? null;
      if (slot?.job) continue;
      if (!slot) {
        slot = start(index);
        slots[index] = slot;
      }
      dispatch(index, slot, queue.shift()!);
    }
    slots.forEach((slot, index) => {
      if (slot && !slot.job) restWhenIdle(index, slot);
    });
    report();
  }

  return {
    parse(bytes) {
      if (closed) return Promise.resolve({ ok: false, reason: 'busy', message: 'the parser pool is closed', ms: 0 });
      if (queue.length >= queueMax) {
        metrics?.observeParse('busy', 0);
        return Promise.resolve({ ok: false, reason: 'busy', message: `${queue.length} files are waiting to be read`, ms: 0 });
      }
      return new Promise<ParseOutcome>((resolve) => {
        queue.push({ jobId: nextJobId++, bytes, started: performance.now(), resolve });
        pump();
      });
    },
    get stats() {
      return { workers: slots.filter(Boolean).length, running: running(), queued: queue.length, restarts };
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.resolve({ ok: false, reason: 'busy', message: 'the parser pool closed', ms: 0 });
      await Promise.all(
        slots.map(async (slot, index) => {
          if (!slot) return;
          slot.retired = true;
          clearTimeout(slot.timer);
          clearTimeout(slot.idleTimer);
          if (slot.job) {
            const job = slot.job;
            slot.job = null;
            job.resolve({ ok: false, reason: 'busy', message: 'the parser pool closed', ms: 0 });
          }
          slots[index] = null;
          await slot.worker.terminate().catch(() => undefined);
        }),
      );
      report();
    },
  };
}
