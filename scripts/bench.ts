// npm run bench: throughput, latency, upstream calls and memory of the production
// server on the demo upstream, against a static reference serving the same bytes.
// How to read the output: docs/bench.md. Settings: BENCH_* variables (scripts/bench/options.ts).
//
// Progress goes to stderr; the table goes to stdout and, as JSON, to .bench/last.json.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CACHE_POLICY } from '#server/cache/response-cache.ts';
import { startDemoUpstream, type DemoUpstream } from '#server/demo-upstream/start.ts';
import { ensureBuild } from './bench/build.ts';
import { collectCalls, compareColdCalls, warmCalls } from './bench/calls.ts';
import { installExitHandlers, killAll } from './bench/children.ts';
import { BROWSER_ENCODING, ENCODINGS, runLoad, type Encoding } from './bench/load.ts';
import { BenchOptionsError, parseBenchOptions, type BenchOptions, type Mode } from './bench/options.ts';
import { capturePages, countElements, DETAIL_OF, detailPathFromApi, fetchPage, findLink, fireConcurrent, LIST_PATHS, type PageKind } from './bench/pages.ts';
import { formatBytes, formatReport, MEMORY_READ_AFTER_MS, ratio, type BenchReport, type ColdReport, type MemoryReport, type OverloadRun, type PageRun } from './bench/report.ts';
import { answersBetween, serverView } from './bench/server-metrics.ts';
import { startServer, warningLines, type ServerChild } from './bench/server-process.ts';
import { startStaticChild } from './bench/static-process.ts';
import type { StaticPage } from './bench/static-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, '.bench');
const SERVER_LOG = path.join(OUT_DIR, 'server.log');
/** Requests between two RSS readings while topping up to BENCH_TOTAL. */
const SOAK_CHUNK = 10_000;
/** The server's variables per mode: the page cache as configured, or none at all. */
const MODE_ENV: Readonly<Record<Mode, Record<string, string>>> = { cache: {}, render: { PAGE_CACHE_TTL_MS: '0' } };

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

async function startPortal(demo: DemoUpstream, options: BenchOptions, mode: Mode): Promise<ServerChild> {
  const server = await startServer({
    root: ROOT,
    entry: options.serverEntry,
    upstreams: demo.urls,
    rules: demo.ruleIds,
    logLevel: options.logLevel,
    nodeOptions: options.serverNodeOptions,
    logFile: SERVER_LOG,
    env: MODE_ENV[mode],
  });
  // Whatever the server fetches at start is not a page view's doing.
  await settle(demo);
  return server;
}

/** The pages to measure, in PAGE_KINDS order: detail pages are the first their list links to (or the portal's API names). */
async function discoverPages(server: ServerChild, options: BenchOptions): Promise<Array<{ kind: PageKind; path: string }>> {
  const found: Array<{ kind: PageKind; path: string }> = [];
  for (const kind of options.pages) {
    if (kind === 'model' || kind === 'manufacturer' || kind === 'article') {
      let detail = kind === 'model' ? options.modelPath : null;
      if (detail === null) {
        const list = await fetchPage(server.origin, DETAIL_OF[kind].list);
        detail = findLink(new TextDecoder().decode(list.body), DETAIL_OF[kind].link) ?? (await detailPathFromApi(server.origin, kind));
      }
      if (detail === null) throw new Error(`no ${kind} page to measure: ${DETAIL_OF[kind].list} links none and the portal's API names none`);
      found.push({ kind, path: detail });
    } else {
      found.push({ kind, path: LIST_PATHS[kind] });
    }
  }
  return found;
}

/** One measured run of one page with one encoding; upstream calls are counted in the measured window only. */
async function measureRun(demo: DemoUpstream | null, origin: string, options: BenchOptions, path: string, encoding: Encoding, fresh = false) {
  const measured: { calls: ReturnType<typeof collectCalls> | null } = { calls: null };
  const load = await runLoad({
    origin,
    paths: [path],
    encodings: [encoding],
    connections: options.connections,
    // New connections: measured from the first connect, as a burst of new visitors meets the server.
    warmupS: fresh ? 0 : options.warmupS,
    durationS: options.durationS,
    ...(demo ? { onMeasureStart: () => (measured.calls = collectCalls(demo.calls)) } : {}),
  });
  if (!demo) return { load, calls: null };
  await settle(demo);
  return { load, calls: measured.calls?.stop() ?? { total: 0, counts: new Map<string, number>() } };
}

/** Every page in both encodings against the static reference (the same bytes from memory). */
async function measureReference(options: BenchOptions, pages: Array<StaticPage & { kind: PageKind }>): Promise<PageRun[]> {
  const reference = await startStaticChild(pages);
  progress(`static reference at ${reference.origin}`);
  const runs: PageRun[] = [];
  try {
    for (const page of pages) {
      for (const encoding of ENCODINGS) {
        progress(`${page.path} [${encoding}]: static reference, ${options.warmupS} s warm-up + ${options.durationS} s`);
        const { load } = await measureRun(null, reference.origin, options, page.path, encoding);
        let referenceFresh;
        if (options.fresh) {
          progress(`${page.path} [${encoding}]: static reference, new connections, ${options.durationS} s`);
          referenceFresh = (await measureRun(null, reference.origin, options, page.path, encoding, true)).load;
        }
        const elements = countElements(new TextDecoder().decode(page.body));
        runs.push({ kind: page.kind, path: page.path, encoding, bytes: page.body.byteLength, elements, reference: load, ...(referenceFresh ? { referenceFresh } : {}), modes: {} });
      }
    }
  } finally {
    await reference.stop();
  }
  return runs;
}

/** One server in one mode: every page in both encodings, then topped up to BENCH_TOTAL for RSS. */
async function measureMode(
  demo: DemoUpstream,
  options: BenchOptions,
  mode: Mode,
  runs: PageRun[],
  paths: string[],
): Promise<{ memory: MemoryReport; overload: OverloadRun[] }> {
  const server = await startPortal(demo, options, mode);
  const atStart = await server.memory();
  progress(`${mode}: server pid ${server.pid} at ${server.origin}${MODE_ENV[mode].PAGE_CACHE_TTL_MS ? ` (PAGE_CACHE_TTL_MS=${MODE_ENV[mode].PAGE_CACHE_TTL_MS})` : ''}, RSS ${formatBytes(atStart?.rssBytes ?? null)} at start`);
  let served = 0;
  try {
    for (const run of runs) {
      progress(`${run.path} [${run.encoding}]: portal (${mode}), ${options.warmupS} s warm-up + ${options.durationS} s`);
      const { load, calls } = await measureRun(demo, server.origin, options, run.path, run.encoding);
      served += load.completedAll;
      run.modes[mode] = { portal: load, ratio: ratio(load.rps, run.reference.rps), warm: warmCalls(calls!, load.completed, load.durationS) };
      if (options.fresh) {
        progress(`${run.path} [${run.encoding}]: portal (${mode}), new connections, ${options.durationS} s`);
        const fresh = await measureRun(demo, server.origin, options, run.path, run.encoding, true);
        served += fresh.load.completedAll;
        run.modes[mode]!.fresh = { portal: fresh.load, ratio: ratio(fresh.load.rps, run.referenceFresh?.rps ?? run.reference.rps) };
      }
    }

    // Top the request count up to the total, every page in both encodings in turn, in
    // chunks so RSS can be followed as requests accumulate (a leak grows chunk after chunk).
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
    if (served < options.total) progress(`${mode} soak: ${options.total - served} more requests over ${paths.length} pages × ${ENCODINGS.length} encodings (at most ${options.soakMaxS} s)`);
    while (served < options.total) {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      if (left <= 0) {
        truncated = true;
        break;
      }
      // autocannon refuses an amount below its connection count.
      const amount = Math.max(options.connections, Math.min(SOAK_CHUNK, options.total - served));
      const chunk = await runLoad({ origin: server.origin, paths, encodings: ENCODINGS, connections: options.connections, amount, maxS: left });
      soakViews += chunk.completedAll;
      served += chunk.completedAll;
      await record();
      progress(`${mode} soak: ${served} requests, RSS ${formatBytes(timeline.at(-1)?.rssBytes ?? null)}`);
      if (chunk.completedAll === 0) throw new Error('the server answered no request while topping up; see the server log');
    }
    await settle(demo);
    const soakCalls = collector.stop();
    await sleep(MEMORY_READ_AFTER_MS);
    const memoryNow = await server.memory();
    const memory: MemoryReport = {
      mode,
      requests: served,
      truncated,
      startRssBytes: atStart?.rssBytes ?? null,
      rssBytes: memoryNow?.rssBytes ?? null,
      peakRssBytes: memoryNow?.peakRssBytes ?? null,
      timeline,
      soak: warmCalls(soakCalls, soakViews, (Date.now() - soakStarted) / 1000),
    };
    // After the memory reading: the overload run is about latency, not what the server keeps.
    const overload: OverloadRun[] = [];
    if (options.overload) {
      for (const run of runs.filter((r) => r.encoding === BROWSER_ENCODING && options.overloadPages.includes(r.kind))) {
        overload.push(await measureOverload(server, options, mode, run));
      }
    }
    return { memory, overload };
  } finally {
    await server.stop();
  }
}

/**
 * Issue 25: far more connections than the server can serve at once, opened together,
 * measured from the first connect. The server's metrics are scraped just before
 * (which resets its event-loop delay histogram) and after the run.
 */
async function measureOverload(server: ServerChild, options: BenchOptions, mode: Mode, run: PageRun): Promise<OverloadRun> {
  progress(`${run.path} [${run.encoding}]: overload (${mode}), ${options.overloadConnections} connections, ${options.overloadDurationS} s`);
  const before = serverView((await server.scrape()) ?? '');
  const load = await runLoad({
    origin: server.origin,
    paths: [run.path],
    encodings: [run.encoding],
    connections: options.overloadConnections,
    warmupS: 0,
    durationS: options.overloadDurationS,
  });
  const after = serverView((await server.scrape()) ?? '');
  // Let the server finish what the run left in flight before the next run starts.
  await sleep(1_000);
  return {
    mode,
    kind: run.kind,
    path: run.path,
    encoding: run.encoding,
    connections: options.overloadConnections,
    load,
    loopDelayP99Ms: after.loopDelayP99Ms,
    loopDelayMaxMs: after.loopDelayMaxMs,
    answers: answersBetween(before.answers, after.answers),
  };
}

/** One request to a fresh server, then N identical concurrent ones to another fresh server. */
async function measureCold(demo: DemoUpstream, options: BenchOptions, pagePath: string): Promise<ColdReport> {
  const single = await startPortal(demo, options, 'cache');
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

  const burst = await startPortal(demo, options, 'cache');
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
const loadGenerator = { lagWarnings: 0 };
function quietRetimerWarnings(): void {
  const [printer] = process.listeners('warning');
  if (!printer) return;
  process.removeListener('warning', printer);
  process.on('warning', (warning) => {
    // Counted and reported (the load generator lagged), not printed per occurrence.
    if (warning.name === 'TimeoutNegativeWarning') {
      loadGenerator.lagWarnings += 1;
      return;
    }
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
    // Pages are found and captured on a server as shipped, so both modes measure the same URLs.
    const discovery = await startPortal(demo, options, 'cache');
    let pages: Array<StaticPage & { kind: PageKind }>;
    try {
      const found = await discoverPages(discovery, options);
      const captured = await capturePages(discovery.origin, found.map((p) => p.path));
      pages = captured.map((page, i) => ({ ...page, kind: found[i]!.kind }));
    } finally {
      await discovery.stop();
    }
    const paths = pages.map((p) => p.path);
    progress(`pages: ${paths.join(' ')}`);
    const runs = await measureReference(options, pages);
    const memory: MemoryReport[] = [];
    const overload: OverloadRun[] = [];
    for (const mode of options.modes) {
      const measured = await measureMode(demo, options, mode, runs, paths);
      memory.push(measured.memory);
      overload.push(...measured.overload);
    }
    const cold: ColdReport[] = [];
    if (options.cold) {
      for (const pagePath of paths) {
        progress(`cold: ${pagePath}, 1 then ${options.coldConcurrency} concurrent requests`);
        cold.push(await measureCold(demo, options, pagePath));
      }
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
      pages: runs,
      cold,
      memory,
      // The demo upstream runs in this process (with autocannon): its memory is reported apart.
      benchRssBytes: process.memoryUsage().rss,
      overload,
      serverWarnings: warningLines(await readFile(SERVER_LOG, 'utf8').catch(() => '')),
      loadGeneratorLagWarnings: loadGenerator.lagWarnings,
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
