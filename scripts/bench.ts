// npm run bench: throughput, latency, upstream calls and memory of the production
// server on the demo upstream, against a static reference serving the same bytes.
// How to read the output: docs/bench.md. Settings: BENCH_* variables (scripts/bench/options.ts).
//
// Progress goes to stderr; the table goes to stdout and, as JSON, to .bench/last.json.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CACHE_POLICY } from '#server/cache/response-cache.ts';
import { startDemoUpstream, type DemoUpstream } from '#server/demo-upstream/start.ts';
import { modelPath as modelPagePath } from '#shared/domain/links.ts';
import { ensureBuild } from './bench/build.ts';
import { collectCalls, compareColdCalls, warmCalls } from './bench/calls.ts';
import { installExitHandlers, killAll } from './bench/children.ts';
import { runLoad } from './bench/load.ts';
import { BenchOptionsError, parseBenchOptions, type BenchOptions } from './bench/options.ts';
import { capturePages, fetchPage, findModelPath, fireConcurrent } from './bench/pages.ts';
import { formatBytes, formatReport, ratio, type BenchReport, type ColdReport, type MemoryReport, type PageReport } from './bench/report.ts';
import { startServer, type ServerChild } from './bench/server-process.ts';
import { startStaticChild } from './bench/static-process.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, '.bench');
const SERVER_LOG = path.join(OUT_DIR, 'server.log');
/** Requests between two RSS readings while topping up to BENCH_TOTAL. */
const SOAK_CHUNK = 10_000;

function progress(line: string): void {
  process.stderr.write(`bench: ${line}\n`);
}

/** Waits until the upstream has been quiet for `quietMs`, so late fire-and-forget calls are counted. */
async function settle(demo: DemoUpstream, quietMs = 300, maxMs = 5_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let last = demo.calls.count();
  while (Date.now() < deadline) {
    await sleep(quietMs);
    const now = demo.calls.count();
    if (now === last) return;
    last = now;
  }
}

function demoModelPath(demo: DemoUpstream): string | null {
  const entry = demo.dataset.sorted.popular.find((e) => !e.freeCompany);
  return entry ? modelPagePath(entry.model.alias, entry.model.id) : null;
}

async function startPortal(demo: DemoUpstream, options: BenchOptions): Promise<ServerChild> {
  const server = await startServer({ root: ROOT, upstreams: demo.urls, logLevel: options.logLevel, nodeOptions: options.serverNodeOptions, logFile: SERVER_LOG });
  // Whatever the server fetches at start is not a page view's doing.
  await settle(demo);
  return server;
}

async function measureWarm(demo: DemoUpstream, options: BenchOptions) {
  const server = await startPortal(demo, options);
  let served = 0;
  try {
    let modelPath = options.modelPath;
    if (modelPath === null) {
      const catalogue = await fetchPage(server.origin, '/models');
      served += 1;
      // The catalogue's first card is what a visitor would open; the demo's most popular
      // listed model is the same pick when the catalogue page shows no card links.
      modelPath = findModelPath(new TextDecoder().decode(catalogue.body)) ?? demoModelPath(demo);
      if (modelPath === null) throw new Error('no model to measure: /models links none and the demo has none; set BENCH_MODEL_PATH');
    }
    const paths = ['/', '/models', modelPath];
    const pages = await capturePages(server.origin, paths);
    served += pages.length;
    const reference = await startStaticChild(pages);
    progress(`server pid ${server.pid} at ${server.origin}; static reference at ${reference.origin}; pages ${paths.join(' ')}`);

    const reports: PageReport[] = [];
    try {
      for (const page of pages) {
        // One run per target: the warm-up is the start of the same run, on the same
        // connections, so the measured window sees neither cold caches nor connection set-up.
        progress(`${page.path}: portal, ${options.warmupS} s warm-up + ${options.durationS} s`);
        const measured: { calls: ReturnType<typeof collectCalls> | null } = { calls: null };
        const portal = await runLoad({
          origin: server.origin,
          paths: [page.path],
          connections: options.connections,
          warmupS: options.warmupS,
          durationS: options.durationS,
          onMeasureStart: () => {
            measured.calls = collectCalls(demo.calls);
          },
        });
        await settle(demo);
        const collected = measured.calls?.stop() ?? { total: 0, counts: new Map<string, number>() };
        served += portal.completedAll;
        progress(`${page.path}: static reference, ${options.warmupS} s warm-up + ${options.durationS} s`);
        const ref = await runLoad({ origin: reference.origin, paths: [page.path], connections: options.connections, warmupS: options.warmupS, durationS: options.durationS });
        reports.push({
          path: page.path,
          bytes: page.body.byteLength,
          portal,
          reference: ref,
          ratio: ratio(portal.rps, ref.rps),
          warm: warmCalls(collected, portal.completed, portal.durationS),
        });
      }
    } finally {
      await reference.stop();
    }

    // Top the request count up to the total, spread over the three pages, in chunks so
    // RSS can be followed as requests accumulate (a leak grows chunk after chunk).
    const collector = collectCalls(demo.calls);
    const timeline: MemoryReport['timeline'] = [];
    const record = async () => {
      const sample = await server.memory();
      if (sample) timeline.push({ requests: served, rssBytes: sample.rssBytes });
    };
    await record();
    let soakViews = 0;
    let truncated = false;
    const soakStarted = Date.now();
    const deadline = Date.now() + options.soakMaxS * 1000;
    if (served < options.total) progress(`soak: ${options.total - served} more requests over ${paths.length} pages (at most ${options.soakMaxS} s)`);
    while (served < options.total) {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      if (left <= 0) {
        truncated = true;
        break;
      }
      // autocannon refuses an amount below its connection count.
      const amount = Math.max(options.connections, Math.min(SOAK_CHUNK, options.total - served));
      const chunk = await runLoad({ origin: server.origin, paths, connections: options.connections, amount, maxS: left });
      soakViews += chunk.completedAll;
      served += chunk.completedAll;
      await record();
      progress(`soak: ${served} requests, RSS ${formatBytes(timeline.at(-1)?.rssBytes ?? null)}`);
      if (chunk.completedAll === 0) throw new Error('the server answered no request while topping up; see the server log');
    }
    await settle(demo);
    const soakCalls = collector.stop();
    const memoryNow = await server.memory();
    const memory: MemoryReport = {
      requests: served,
      truncated,
      rssBytes: memoryNow?.rssBytes ?? null,
      peakRssBytes: memoryNow?.peakRssBytes ?? null,
      timeline,
      soak: warmCalls(soakCalls, soakViews, (Date.now() - soakStarted) / 1000),
    };
    return { pages: reports, paths, memory };
  } finally {
    await server.stop();
  }
}

/** One request to a fresh server, then N identical concurrent ones to another fresh server. */
async function measureCold(demo: DemoUpstream, options: BenchOptions, pagePath: string): Promise<ColdReport> {
  const single = await startPortal(demo, options);
  let singleCalls;
  try {
    demo.calls.reset();
    const page = await fetchPage(single.origin, pagePath);
    if (page.status !== 200) throw new Error(`cold GET ${pagePath} answered ${page.status}`);
    await settle(demo);
    singleCalls = demo.calls.list();
  } finally {
    await single.stop();
  }

  const burst = await startPortal(demo, options);
  try {
    demo.calls.reset();
    const statuses = await fireConcurrent(burst.origin, pagePath, options.coldConcurrency);
    await settle(demo);
    const concurrentCalls = demo.calls.list();
    return {
      path: pagePath,
      ok: statuses.filter((s) => s === 200).length,
      result: compareColdCalls(singleCalls, concurrentCalls, options.coldConcurrency),
    };
  } finally {
    await burst.stop();
  }
}

/**
 * autocannon's request timers (retimer) reschedule with a delay that turns slightly
 * negative when the event loop lags under load; Node then warns on every lag. The
 * timer still fires at once, which is what it meant, so only that warning is dropped.
 */
function quietRetimerWarnings(): void {
  const [printer] = process.listeners('warning');
  if (!printer) return;
  process.removeListener('warning', printer);
  process.on('warning', (warning) => {
    if (warning.name === 'TimeoutNegativeWarning') return;
    printer(warning);
  });
}

async function main(): Promise<void> {
  let options: BenchOptions;
  try {
    options = parseBenchOptions(process.env);
  } catch (error) {
    if (error instanceof BenchOptionsError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  installExitHandlers();
  quietRetimerWarnings();
  await mkdir(OUT_DIR, { recursive: true });
  await writeFile(SERVER_LOG, '');
  const startedAt = new Date().toISOString();
  const loadAtStart = os.loadavg()[0] ?? 0;

  const build = await ensureBuild(ROOT, progress);
  const demo = await startDemoUpstream({ host: '127.0.0.1', port: 0 });
  progress(`demo upstream at ${demo.origin}`);
  try {
    const warm = await measureWarm(demo, options);
    const cold: ColdReport[] = [];
    for (const pagePath of warm.paths) {
      progress(`cold: ${pagePath}, 1 then ${options.coldConcurrency} concurrent requests`);
      cold.push(await measureCold(demo, options, pagePath));
    }
    const report: BenchReport = {
      startedAt,
      node: process.versions.node,
      cpus: os.availableParallelism(),
      loadAverage: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
      options,
      minCacheTtlS: Math.min(...Object.values(CACHE_POLICY).map((p) => p.ttlMs)) / 1000,
      serverNodeOptions: options.serverNodeOptions ?? process.env.NODE_OPTIONS ?? '',
      build,
      pages: warm.pages,
      cold,
      memory: warm.memory,
    };
    const json = path.join(OUT_DIR, 'last.json');
    await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`${formatReport(report)}\n`);
    progress(`JSON written to ${path.relative(ROOT, json)}; server log in ${path.relative(ROOT, SERVER_LOG)}`);
  } finally {
    await demo.close();
  }
}

try {
  await main();
} catch (error) {
  killAll();
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
