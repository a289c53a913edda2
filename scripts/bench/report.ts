// The bench's result as data (written to .bench/last.json) and as the table printed to stdout.
import type { CoalescingResult, WarmCalls } from './calls.ts';
import type { Encoding, LoadResult } from './load.ts';
import type { PageAnswers } from './server-metrics.ts';
import { SERVER_ENTRY_FILES, type BenchOptions, type Mode } from './options.ts';
import type { PageKind } from './pages.ts';

export const RSS_TARGET_BYTES = 250 * 1024 * 1024;
export const RSS_TARGET_REQUESTS = 100_000;
/**
 * The soak's RSS is read this long after its last answer: what the server keeps once the load
 * has passed. It gives freed memory back in lulls of a few seconds (docs/decisions/0037,
 * 0038); the timeline's last reading, taken as the load ends, is what it holds under load.
 */
export const MEMORY_READ_AFTER_MS = 5_000;

/** The portal in one mode, on one page in one encoding. */
export interface ModeRun {
  portal: LoadResult;
  /** portal req/s ÷ static reference req/s. */
  ratio: number;
  warm: WarmCalls;
  /** The same page and encoding on connections opened as the run starts, measured from the first connect (issue 25). */
  fresh?: { portal: LoadResult; ratio: number };
}

/** One page in one encoding: the static reference and the portal in each measured mode. */
export interface PageRun {
  kind: PageKind;
  path: string;
  encoding: Encoding;
  /** Identity bytes of one response. */
  bytes: number;
  /** HTML elements in the captured page (rendered work per page, to compare servers per element). */
  elements: number;
  reference: LoadResult;
  /** The static reference on connections opened as the run starts (issue 25). */
  referenceFresh?: LoadResult;
  modes: Partial<Record<Mode, ModeRun>>;
}

export interface ColdReport {
  path: string;
  /** Responses to the concurrent burst that were 200. */
  ok: number;
  result: CoalescingResult;
}

export interface MemoryReport {
  /** The server setup the RSS belongs to (each mode runs on its own fresh server). */
  mode: Mode;
  /** Page requests the measured server answered before rssBytes was read. */
  requests: number;
  /** The soak stopped at BENCH_SOAK_MAX before reaching BENCH_TOTAL. */
  truncated: boolean;
  /** RSS right after the server started, before any page request (what it fetched at start settled). */
  startRssBytes: number | null;
  rssBytes: number | null;
  peakRssBytes: number | null;
  /** RSS by requests served, read before the top-up and after each chunk of it. */
  timeline: Array<{ requests: number; rssBytes: number }>;
  /** Upstream calls while topping up to the total (every page, both encodings, warm). */
  soak: WarmCalls;
}

/** One page under more connections than the server can serve at once, on a warm server (issue 25). */
export interface OverloadRun {
  mode: Mode;
  kind: PageKind;
  path: string;
  encoding: Encoding;
  connections: number;
  load: LoadResult;
  /** The server's event-loop delay over the run (its own monitorEventLoopDelay), ms. */
  loopDelayP99Ms: number | null;
  loopDelayMaxMs: number | null;
  /** How the server answered page requests during the run (page_answers_total): stale, busy, … */
  answers: PageAnswers;
}

export interface BenchReport {
  startedAt: string;
  node: string;
  cpus: number;
  /** 1-minute load average when the bench started and when it ended: other work on the machine skews req/s. */
  loadAverage: { start: number; end: number };
  options: BenchOptions;
  /** The server cache's shortest TTL: a warm entry may be refreshed once per TTL without any view causing it. */
  minCacheTtlS: number;
  /** NODE_OPTIONS the server child inherited (V8 heap flags change RSS a lot). */
  serverNodeOptions: string;
  build: string;
  pages: PageRun[];
  cold: ColdReport[];
  /** One per measured mode. */
  memory: MemoryReport[];
  /** RSS of the bench process, where the demo upstream runs (with the load generator): not the server's. */
  benchRssBytes: number;
  /** Issue 25: one per overload page and mode. */
  overload: OverloadRun[];
  /** Warning lines the server printed (its log), e.g. TimeoutNegativeWarning. */
  serverWarnings: string[];
  /**
   * Times the load generator's own request timers fired late enough to warn
   * (autocannon's retimer computes a negative delay when its event loop lags): its
   * latency figures then include its own delay.
   */
  loadGeneratorLagWarnings: number;
}

/** Every (page, encoding, mode) that was measured. */
export function modeRuns(report: BenchReport): Array<{ page: PageRun; mode: Mode; run: ModeRun }> {
  return report.pages.flatMap((page) =>
    (Object.entries(page.modes) as Array<[Mode, ModeRun]>).map(([mode, run]) => ({ page, mode, run })),
  );
}

export function ratio(portalRps: number, referenceRps: number): number {
  return referenceRps > 0 ? portalRps / referenceRps : 0;
}

const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const one = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'n/a';
  if (bytes < 1024 * 1024) return `${one.format(bytes / 1024)} kB`;
  return `${one.format(bytes / (1024 * 1024))} MB`;
}

/** Enough digits to tell 0 from a rare background refresh. */
export function formatPerView(perView: number): string {
  if (perView === 0) return '0';
  if (perView >= 0.1) return perView.toFixed(2);
  return perView.toPrecision(2);
}

/** A plain-text table; `leftColumns` columns from the left are left-aligned, numbers to their right are right-aligned. */
export function table(header: string[], rows: string[][], leftColumns = 1): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Upstream URLs can be long (counter lists, query strings); a table cell needs the gist. */
export function shorten(text: string, max = 72): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * True when the portal's responses were not about the size of the captured page
 * (allowing for the portal's larger headers): the comparison would be between two pages.
 */
export function sizesDiffer(page: PageRun, run: ModeRun): boolean {
  // Compressed bytes differ by compressor and level; only identity bytes must match.
  if (page.encoding !== 'identity') return false;
  const { portal } = run;
  const { reference } = page;
  if (portal.completed === 0 || reference.completed === 0) return false;
  return Math.abs(portal.bytesPerResponse - reference.bytesPerResponse) > 0.1 * reference.bytesPerResponse + 4096;
}

/** "3 calls in 10.0 s (0.30/s) to 3 URLs, at most 1 per URL: GET /a ×1, …" */
export function callSummary(warm: WarmCalls): string {
  const head =
    `${int.format(warm.calls)} calls in ${one.format(warm.seconds)} s (${warm.perSecond.toFixed(2)}/s) over ${int.format(warm.views)} views ` +
    `to ${int.format(warm.distinct)} URLs, at most ${int.format(warm.maxPerCall)} per URL`;
  return warm.top.length === 0 ? head : `${head}: ${warm.top.map((t) => `${shorten(t.call)} ×${t.count}`).join(', ')}`;
}

function failures(load: LoadResult): string {
  return int.format(load.non2xx + load.errors + load.timeouts);
}

export interface TargetStatus {
  name: string;
  measured: string;
  met: boolean | null;
}

/**
 * Whether a warm run's calls are explained by entries expiring (at most one refresh per
 * URL per shortest TTL, plus one for a boundary) rather than by views.
 */
export function onlyRefreshes(warm: WarmCalls, minCacheTtlS: number): boolean {
  return warm.maxPerCall <= Math.ceil(warm.seconds / minCacheTtlS) + 1;
}

/** A run with no response in its window measured nothing (a machine too busy to answer in time). */
const answered = (load: LoadResult) => load.completed > 0;

/** A tail is long when p99 exceeds three times p50 (the issue's bound). */
export function tailWithin(load: LoadResult, factor = 3): boolean {
  return load.p99Ms <= factor * load.p50Ms;
}

export function targets(report: BenchReport): TargetStatus[] {
  const runs = modeRuns(report);
  const noCalls = runs.every((r) => r.run.warm.calls === 0);
  const refreshesOnly = runs.every((r) => onlyRefreshes(r.run.warm, report.minCacheTtlS));
  const worstWarm = runs.reduce<(typeof runs)[number] | null>((w, r) => (w === null || r.run.warm.perView > w.run.warm.perView ? r : w), null);
  const warmDetail = worstWarm === null ? 'not measured' : `worst ${worstWarm.page.path} [${worstWarm.mode}, ${worstWarm.page.encoding}] ${formatPerView(worstWarm.run.warm.perView)}`;
  const worst = report.cold.reduce<ColdReport | null>((w, c) => (w === null || c.result.worstPerCall > w.result.worstPerCall ? c : w), null);
  const coldAllOk = report.cold.every((c) => c.ok === c.result.requests);
  // Pages that make no upstream call at all say nothing about coalescing.
  const anyCalls = report.cold.some((c) => c.result.singleTotal + c.result.concurrentTotal > 0);
  const coldMet = worst === null || !anyCalls ? null : coldAllOk && worst.result.worstPerCall <= 1;
  const coldDetail =
    worst === null
      ? 'not measured'
      : !anyCalls
        ? 'no page made an upstream call on a cold cache'
        : `worst ${one.format(worst.result.worstPerCall)} per distinct call` +
        (worst.result.worstPerCall > 1 && worst.result.worstCall ? ` (${worst.path}: ${shorten(worst.result.worstCall)})` : '') +
        (coldAllOk ? '' : `; ${report.cold.map((c) => `${c.path} ${c.ok}/${c.result.requests} ok`).join(', ')}`);
  const out: TargetStatus[] = [
    {
      name: 'a warm page view makes 0 upstream calls',
      measured: `calls/view: ${warmDetail}` + (!noCalls && refreshesOnly ? ` (refreshes on expiry only, TTL ≥ ${report.minCacheTtlS} s)` : ''),
      met: runs.length > 0 ? noCalls || refreshesOnly : null,
    },
    { name: `${report.options.coldConcurrency} concurrent identical cold requests make 1 upstream call`, measured: coldDetail, met: coldMet },
  ];

  // Issue 15: the cached catalogue at half the speed of its bytes from memory, with a short tail.
  const models = report.pages.filter((p) => p.kind === 'models');
  const cached = models.flatMap((p) => (p.modes.cache ? [{ page: p, run: p.modes.cache }] : []));
  out.push({
    name: 'cached /models ≥ 0.5× its bytes from memory, p99 ≤ 3 × p50 (both encodings)',
    measured:
      cached.length === 0
        ? 'not measured'
        : cached.map(({ page, run }) => `[${page.encoding}] ${run.ratio.toFixed(2)}×, p99/p50 ${one.format(run.portal.p99Ms)}/${one.format(run.portal.p50Ms)}`).join('; '),
    met: cached.length === 0 || !cached.every(({ run }) => answered(run.portal)) ? null : cached.every(({ run }) => run.ratio >= 0.5 && tailWithin(run.portal)),
  });
  const rendered = models.flatMap((p) => (p.modes.render ? [{ page: p, run: p.modes.render }] : []));
  out.push({
    name: '/models rendered per request: p99 ≤ 3 × p50',
    measured:
      rendered.length === 0
        ? 'not measured'
        : rendered.map(({ page, run }) => `[${page.encoding}] ${one.format(run.portal.rps)} req/s, p99/p50 ${one.format(run.portal.p99Ms)}/${one.format(run.portal.p50Ms)}`).join('; '),
    met: rendered.length === 0 || !rendered.every(({ run }) => answered(run.portal)) ? null : rendered.every(({ run }) => tailWithin(run.portal)),
  });

  out.push(...issue25Targets(report));

  for (const memory of report.memory) {
    const enough = memory.requests >= RSS_TARGET_REQUESTS;
    out.push({
      name: `RSS under 250 MB after ${int.format(RSS_TARGET_REQUESTS)} requests (${memory.mode})`,
      measured:
        `${formatBytes(memory.rssBytes)} after ${int.format(memory.requests)} requests (peak ${formatBytes(memory.peakRssBytes)})` +
        (enough ? '' : `; fewer than ${int.format(RSS_TARGET_REQUESTS)}${memory.truncated ? ', stopped at BENCH_SOAK_MAX' : ''}`),
      met: memory.rssBytes === null || !enough ? null : memory.rssBytes < RSS_TARGET_BYTES,
    });
  }
  return out;
}

/** Issue 25's bounds for the overload run. */
export const OVERLOAD_P99_MS = 1_000;
export const LOOP_DELAY_P99_MS = 50;

/** Socket errors and timeouts: connections the server never answered. */
const socketFailures = (load: LoadResult) => load.errors + load.timeouts;

/** The issue's targets for new connections, the overload run and warnings (after the issue 15 ones, before memory). */
export function issue25Targets(report: BenchReport): TargetStatus[] {
  const out: TargetStatus[] = [];
  const freshRuns = report.pages.flatMap((page) => [
    ...(page.referenceFresh ? [{ label: `${page.path} [static, ${page.encoding}]`, load: page.referenceFresh }] : []),
    ...(Object.entries(page.modes) as Array<[Mode, ModeRun]>).flatMap(([mode, run]) => (run.fresh ? [{ label: `${page.path} [${mode}, ${page.encoding}]`, load: run.fresh.portal }] : [])),
  ]);
  const failing = freshRuns.filter((r) => r.load.non2xx + socketFailures(r.load) > 0);
  out.push({
    name: `new connections (${report.options.connections} per run): 0 failures`,
    measured:
      freshRuns.length === 0
        ? 'not measured'
        : failing.length === 0
          ? `${freshRuns.length} runs, none failed`
          : failing.map((r) => `${r.label} ${int.format(r.load.non2xx + socketFailures(r.load))}`).join('; '),
    met: freshRuns.length === 0 ? null : failing.length === 0,
  });
  const models = report.pages.filter((p) => p.kind === 'models');
  const renderedFresh = models.flatMap((p) => (p.modes.render?.fresh ? [{ page: p, load: p.modes.render.fresh.portal }] : []));
  out.push({
    name: '/models rendered, new connections: p99 ≤ 3 × p50 (both encodings)',
    measured:
      renderedFresh.length === 0
        ? 'not measured'
        : renderedFresh
            .map(({ page, load }) => `[${page.encoding}] ${one.format(load.rps)} req/s, ${int.format(load.rps * page.elements)} elements/s, p99/p50 ${one.format(load.p99Ms)}/${one.format(load.p50Ms)}`)
            .join('; '),
    met: renderedFresh.length === 0 || !renderedFresh.every(({ load }) => answered(load)) ? null : renderedFresh.every(({ load }) => tailWithin(load)),
  });
  const cachedFresh = models.flatMap((p) => (p.modes.cache?.fresh ? [{ page: p, fresh: p.modes.cache.fresh }] : []));
  out.push({
    name: 'cached /models, new connections: ≥ 0.5× its bytes from memory (both encodings)',
    measured: cachedFresh.length === 0 ? 'not measured' : cachedFresh.map(({ page, fresh }) => `[${page.encoding}] ${fresh.ratio.toFixed(2)}×`).join('; '),
    met: cachedFresh.length === 0 || !cachedFresh.every(({ fresh }) => answered(fresh.portal)) ? null : cachedFresh.every(({ fresh }) => fresh.ratio >= 0.5),
  });
  for (const run of report.overload) {
    const { answers: a } = run.load;
    const misses = [
      a.over2s > 0 ? `${int.format(a.over2s)} over 2 s` : '',
      socketFailures(run.load) > 0 ? `${int.format(socketFailures(run.load))} socket errors` : '',
      a.p99Ms > OVERLOAD_P99_MS ? 'p99 over 1 s' : '',
      run.loopDelayP99Ms !== null && run.loopDelayP99Ms > LOOP_DELAY_P99_MS ? 'loop delay p99 over 50 ms' : '',
    ].filter(Boolean);
    out.push({
      name: `overload ${run.path} [${run.mode}], ${run.connections} connections: 0 over 2 s, 0 socket errors, p99 ≤ 1 s, loop delay p99 ≤ 50 ms`,
      measured:
        `p99 ${one.format(a.p99Ms)} ms, max ${one.format(a.maxMs)} ms, ${int.format(a.over2s)} over 2 s, ${int.format(socketFailures(run.load))} socket errors, ` +
        `loop delay p99 ${run.loopDelayP99Ms === null ? 'n/a' : `${one.format(run.loopDelayP99Ms)} ms`}` +
        (misses.length > 0 ? ` (${misses.join(', ')})` : ''),
      met: a.count === 0 || run.loopDelayP99Ms === null ? null : misses.length === 0,
    });
  }
  out.push({
    name: "no warning in the server's output",
    measured: report.serverWarnings.length === 0 ? 'none' : `${report.serverWarnings.length}: ${shorten(report.serverWarnings[0] ?? '')}`,
    met: report.serverWarnings.length === 0,
  });
  return out;
}

const MODE_TITLE: Readonly<Record<Mode, string>> = { cache: 'page cache', render: 'per request' };

/** Runs on connections opened as the run starts: what a burst of new visitors meets (issue 25). */
function formatFresh(report: BenchReport, modes: Mode[]): string[] {
  const pages = report.pages.filter((p) => p.referenceFresh || modes.some((m) => p.modes[m]?.fresh));
  if (pages.length === 0) return [];
  const header = ['page', 'encoding', 'elements', 'static req/s'];
  for (const mode of modes) header.push(`${MODE_TITLE[mode]} req/s`, 'p50 ms', 'p99 ms', 'vs static', 'all answered after s');
  header.push('failed');
  const rows = pages.map((page) => {
    const row = [page.path, page.encoding, int.format(page.elements), page.referenceFresh ? one.format(page.referenceFresh.rps) : ''];
    let failed = page.referenceFresh ? page.referenceFresh.non2xx + socketFailures(page.referenceFresh) : 0;
    for (const mode of modes) {
      const fresh = page.modes[mode]?.fresh;
      if (!fresh) {
        row.push('', '', '', '', '');
        continue;
      }
      row.push(one.format(fresh.portal.rps), one.format(fresh.portal.p50Ms), one.format(fresh.portal.p99Ms), `${fresh.ratio.toFixed(3)}×`, one.format(fresh.portal.rampUpS));
      failed += fresh.portal.non2xx + socketFailures(fresh.portal);
    }
    row.push(int.format(failed));
    return row;
  });
  return [
    '',
    `New connections: each run opens its ${report.options.connections} connections as it starts, as a burst of new visitors does, and is measured from the first connect ` +
      `(${report.options.durationS} s, no warm-up on them; the server is warm from the runs above).`,
    table(header, rows, 2),
    'elements: HTML elements of the captured page (req/s × elements = elements/s, to compare servers whose pages differ in size).',
  ];
}

/** The overload run: far more connections than the server can serve at once (issue 25). */
function formatOverload(report: BenchReport): string[] {
  if (report.overload.length === 0) return [];
  const rows = report.overload.map((run) => {
    const { load } = run;
    const { answers: a } = load;
    const ok = Object.entries(load.statuses).reduce((sum, [status, n]) => (status.startsWith('2') ? sum + n : sum), 0);
    return [
      run.path,
      MODE_TITLE[run.mode],
      one.format(load.durationS > 0 ? a.count / load.durationS : 0),
      int.format(ok),
      int.format(load.statuses['503'] ?? 0),
      int.format(run.answers.stale ?? 0),
      one.format(a.p50Ms),
      one.format(a.p99Ms),
      one.format(a.maxMs),
      int.format(a.over2s),
      int.format(a.over10s),
      int.format(socketFailures(load)),
      run.loopDelayP99Ms === null ? 'n/a' : one.format(run.loopDelayP99Ms),
      run.loopDelayMaxMs === null ? 'n/a' : one.format(run.loopDelayMaxMs),
    ];
  });
  const first = report.overload[0]!;
  return [
    '',
    `Overload: ${first.connections} connections opened at once, ${one.format(first.load.durationS)} s per page and mode, ${first.encoding}, on the warm server of that mode. ` +
      'Latencies are over every answer (a 503 is an answer); stale: the page cache\'s copy past its TTL, sent because the render would have waited too long.',
    table(
      ['page', 'mode', 'answers/s', '2xx', '503', 'stale', 'p50 ms', 'p99 ms', 'max ms', '> 2 s', '> 10 s', 'socket errors', 'loop p99 ms', 'loop max ms'],
      rows,
      2,
    ),
  ];
}

export function formatReport(report: BenchReport): string {
  const o = report.options;
  const out: string[] = [];
  out.push(
    `Warm cache, ${o.connections} connections, ${o.durationS} s measured per target after a warm-up on the same connections ` +
      `(at least ${o.warmupS} s, until every connection has been answered); browser user agent, anonymous, no cookies. ` +
      'Each page twice: accept-encoding identity, and "br, gzip" as browsers send (the reference then serves br, quality 11). ' +
      `Modes: ${o.modes.map((m) => (m === 'cache' ? 'page cache as configured' : 'per request (PAGE_CACHE_TTL_MS=0)')).join(', ')}, each on its own server.` +
      (o.quick ? ' QUICK run (BENCH_QUICK): short runs, for iterating only.' : ''),
  );
  out.push(
    `Node ${report.node}, ${report.cpus} CPUs; server LOG_LEVEL=${o.logLevel}, NODE_OPTIONS=${report.serverNodeOptions ? JSON.stringify(report.serverNodeOptions) : '(none)'}, running ${SERVER_ENTRY_FILES[o.serverEntry]}; ${report.build}.`,
  );
  const { start, end } = report.loadAverage;
  // The bench itself keeps about two cores busy (load generator + server).
  const busy = Math.max(start, end) > report.cpus + 1;
  out.push(
    `Load average (1 min): ${start.toFixed(1)} at start, ${end.toFixed(1)} at end` +
      (busy ? ' — other processes competed for the CPUs: req/s and latency are noisy, compare ratios only.' : '.'),
  );
  out.push('');
  const modes = o.modes.filter((m) => report.pages.some((p) => p.modes[m]));
  const header = ['page', 'encoding', 'size', 'static req/s'];
  for (const mode of modes) header.push(`${MODE_TITLE[mode]} req/s`, 'p50 ms', 'p99 ms', 'vs static');
  header.push('calls/view', 'failed');
  const rows = report.pages.map((page) => {
    const row = [page.path, page.encoding, formatBytes(page.reference.bytesPerResponse || page.bytes), one.format(page.reference.rps)];
    let worstPerView = 0;
    let failed = page.reference.non2xx + page.reference.errors + page.reference.timeouts;
    for (const mode of modes) {
      const run = page.modes[mode];
      if (!run) {
        row.push('', '', '', '');
        continue;
      }
      row.push(one.format(run.portal.rps), one.format(run.portal.p50Ms), one.format(run.portal.p99Ms), `${run.ratio.toFixed(3)}×`);
      worstPerView = Math.max(worstPerView, run.warm.perView);
      failed += run.portal.non2xx + run.portal.errors + run.portal.timeouts;
    }
    row.push(formatPerView(worstPerView), int.format(failed));
    return row;
  });
  out.push(table(header, rows, 2));
  out.push('size: bytes per response on the wire (headers included) as the static reference sent them; calls/view: the worst mode.');

  const runs = modeRuns(report);
  if (runs.length > 0) {
    const slowest = runs.reduce((w, r) => (r.run.portal.rampUpS > w.run.portal.rampUpS ? r : w));
    out.push(
      `Connections answered at least once after (warm-up lasts at least this long; a saturated server accepts new connections slowly): ` +
        `slowest ${slowest.page.path} [${slowest.mode}, ${slowest.page.encoding}] ${one.format(slowest.run.portal.rampUpS)} s.`,
    );
  }
  for (const { page, mode, run } of runs.filter((r) => sizesDiffer(r.page, r.run))) {
    out.push(
      `  note: ${page.path} [${mode}] answered ${int.format(run.portal.bytesPerResponse)} B per response under load, the reference ` +
        `${int.format(page.reference.bytesPerResponse)} B: the measured page is not the captured one.`,
    );
  }

  out.push(...formatFresh(report, modes));
  out.push(...formatOverload(report));
  if (report.serverWarnings.length > 0) {
    out.push('');
    out.push(`The server printed ${int.format(report.serverWarnings.length)} warning line(s) (see .bench/server.log):`);
    for (const line of report.serverWarnings.slice(0, 5)) out.push(`  ${shorten(line, 160)}`);
  }
  if (report.loadGeneratorLagWarnings > 0) {
    out.push(
      `The load generator's own timers fired late ${int.format(report.loadGeneratorLagWarnings)} times (autocannon's retimer, ` +
        'TimeoutNegativeWarning in the bench process, not the server): its event loop lagged, and its latencies include that lag.',
    );
  }

  const callers = runs.filter((r) => r.run.warm.top.length > 0);
  if (callers.length > 0) {
    out.push('');
    out.push('Upstream calls during the warm runs (a refresh on expiry recurs per TTL, a per-view call per view):');
    for (const { page, mode, run } of callers) out.push(`  ${page.path} [${mode}, ${page.encoding}]: ${callSummary(run.warm)}`);
  }

  if (report.cold.length > 0) {
    out.push('');
    out.push(`Cold cache: one request, then ${o.coldConcurrency} identical concurrent requests, each on a freshly started server.`);
    out.push(
      table(
        ['page', 'calls (1 request)', `calls (${o.coldConcurrency} requests)`, 'distinct calls', 'worst per call', '200s'],
        report.cold.map((c) => [
          c.path,
          int.format(c.result.singleTotal),
          int.format(c.result.concurrentTotal),
          int.format(c.result.rows.length),
          one.format(c.result.worstPerCall),
          `${c.ok}/${c.result.requests}`,
        ]),
      ),
    );
    for (const c of report.cold) {
      const uncoalesced = c.result.rows.filter((r) => r.concurrent > Math.max(r.single, 1));
      if (uncoalesced.length > 0) {
        out.push(`  ${c.path} repeated: ${uncoalesced.map((r) => `${shorten(r.call)} ${r.concurrent} vs ${r.single}`).join(', ')}`);
      }
    }
  }

  out.push('');
  for (const m of report.memory) {
    out.push(
      `Memory (${MODE_TITLE[m.mode]}): RSS ${formatBytes(m.startRssBytes)} at start, ${formatBytes(m.rssBytes)} ${MEMORY_READ_AFTER_MS / 1000} s after ${int.format(m.requests)} page requests (${formatBytes(m.timeline.at(-1)?.rssBytes ?? null)} as the last of them was answered), peak RSS ${formatBytes(m.peakRssBytes)}; ` +
        `upstream calls while topping up: ${int.format(m.soak.calls)} in ${int.format(m.soak.views)} views (${formatPerView(m.soak.perView)}/view).`,
    );
    if (m.soak.calls > 0) out.push(`  calls while topping up: ${callSummary(m.soak)}`);
    if (m.timeline.length > 1) {
      out.push(`  RSS by requests served: ${m.timeline.map((t) => `${int.format(t.requests)} → ${formatBytes(t.rssBytes)}`).join(', ')}`);
    }
  }
  out.push(`Demo upstream (not the server's memory): it runs in the bench process, whose RSS with the load generator was ${formatBytes(report.benchRssBytes)}.`);

  out.push('');
  out.push('Targets (measured and reported, never asserted):');
  out.push(
    table(
      ['target', 'measured', 'result'],
      targets(report).map((t) => [t.name, t.measured, t.met === null ? 'not measured' : t.met ? 'met' : 'MISSED']),
      3,
    ),
  );
  return out.join('\n');
}
