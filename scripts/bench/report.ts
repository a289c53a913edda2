// The bench's result as data (written to .bench/last.json) and as the table printed to stdout.
import type { CoalescingResult, WarmCalls } from './calls.ts';
import type { LoadResult } from './load.ts';
import type { BenchOptions } from './options.ts';

export const RSS_TARGET_BYTES = 250 * 1024 * 1024;
export const RSS_TARGET_REQUESTS = 100_000;

export interface PageReport {
  path: string;
  /** Identity bytes of one response. */
  bytes: number;
  portal: LoadResult;
  reference: LoadResult;
  /** portal req/s ÷ static reference req/s. */
  ratio: number;
  warm: WarmCalls;
}

export interface ColdReport {
  path: string;
  /** Responses to the concurrent burst that were 200. */
  ok: number;
  result: CoalescingResult;
}

export interface MemoryReport {
  /** Page requests the measured server answered before rssBytes was read. */
  requests: number;
  /** The soak stopped at BENCH_SOAK_MAX before reaching BENCH_TOTAL. */
  truncated: boolean;
  rssBytes: number | null;
  peakRssBytes: number | null;
  /** RSS by requests served, read before the top-up and after each chunk of it. */
  timeline: Array<{ requests: number; rssBytes: number }>;
  /** Upstream calls while topping up to the total (all three pages, warm). */
  soak: WarmCalls;
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
  pages: PageReport[];
  cold: ColdReport[];
  memory: MemoryReport;
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
export function sizesDiffer(page: PageReport): boolean {
  const { portal, reference } = page;
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

export function targets(report: BenchReport): TargetStatus[] {
  const noCalls = report.pages.every((p) => p.warm.calls === 0);
  const refreshesOnly = report.pages.every((p) => onlyRefreshes(p.warm, report.minCacheTtlS));
  const warmDetail = report.pages.map((p) => `${p.path} ${formatPerView(p.warm.perView)}`).join(', ');
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
  const { memory } = report;
  const enough = memory.requests >= RSS_TARGET_REQUESTS;
  const rssMet = memory.rssBytes === null || !enough ? null : memory.rssBytes < RSS_TARGET_BYTES;
  const rssDetail =
    `${formatBytes(memory.rssBytes)} after ${int.format(memory.requests)} requests (peak ${formatBytes(memory.peakRssBytes)})` +
    (enough ? '' : `; fewer than ${int.format(RSS_TARGET_REQUESTS)}${memory.truncated ? ', stopped at BENCH_SOAK_MAX' : ''}`);
  const warm: TargetStatus = {
    name: 'a warm page view makes 0 upstream calls',
    measured: `calls/view: ${warmDetail}` + (!noCalls && refreshesOnly ? ` (refreshes on expiry only, TTL ≥ ${report.minCacheTtlS} s)` : ''),
    met: report.pages.length > 0 ? noCalls || refreshesOnly : null,
  };
  return [
    warm,
    { name: `${report.options.coldConcurrency} concurrent identical cold requests make 1 upstream call`, measured: coldDetail, met: coldMet },
    { name: `RSS under 250 MB after ${int.format(RSS_TARGET_REQUESTS)} requests`, measured: rssDetail, met: rssMet },
  ];
}

export function formatReport(report: BenchReport): string {
  const o = report.options;
  const out: string[] = [];
  out.push(
    `Warm cache, ${o.connections} connections, ${o.durationS} s measured per target after a warm-up on the same connections ` +
      `(at least ${o.warmupS} s, until every connection has been answered); ` +
      'identity bytes on both sides (no accept-encoding sent); browser user agent, anonymous, no cookies.',
  );
  out.push(
    `Node ${report.node}, ${report.cpus} CPUs; server LOG_LEVEL=${o.logLevel}, NODE_OPTIONS=${report.serverNodeOptions ? JSON.stringify(report.serverNodeOptions) : '(none)'}; ${report.build}.`,
  );
  const { start, end } = report.loadAverage;
  // The bench itself keeps about two cores busy (load generator + server).
  const busy = Math.max(start, end) > report.cpus + 1;
  out.push(
    `Load average (1 min): ${start.toFixed(1)} at start, ${end.toFixed(1)} at end` +
      (busy ? ' — other processes competed for the CPUs: req/s and latency are noisy, compare ratios only.' : '.'),
  );
  out.push('');
  const rows: string[][] = [];
  for (const page of report.pages) {
    rows.push([
      page.path,
      formatBytes(page.bytes),
      one.format(page.portal.rps),
      one.format(page.portal.p50Ms),
      one.format(page.portal.p99Ms),
      `${page.ratio.toFixed(3)}×`,
      `${formatPerView(page.warm.perView)} (${int.format(page.warm.calls)}/${int.format(page.warm.views)})`,
      failures(page.portal),
    ]);
    rows.push([
      '  static reference',
      formatBytes(page.bytes),
      one.format(page.reference.rps),
      one.format(page.reference.p50Ms),
      one.format(page.reference.p99Ms),
      '1×',
      '',
      failures(page.reference),
    ]);
  }
  out.push(table(['page', 'size', 'req/s', 'p50 ms', 'p99 ms', 'vs static', 'upstream calls/view', 'failed'], rows));

  if (report.pages.length > 0) {
    out.push(
      `Connections answered at least once after (warm-up lasts at least this long; a saturated server accepts new connections slowly): ` +
        report.pages.map((p) => `${p.path} ${one.format(p.portal.rampUpS)} s (reference ${one.format(p.reference.rampUpS)} s)`).join(', ') +
        '.',
    );
  }
  for (const page of report.pages.filter(sizesDiffer)) {
    out.push(
      `  note: ${page.path} answered ${int.format(page.portal.bytesPerResponse)} B per response under load, the reference ` +
        `${int.format(page.reference.bytesPerResponse)} B: the measured page is not the captured one.`,
    );
  }

  const callers = report.pages.filter((p) => p.warm.top.length > 0);
  if (callers.length > 0) {
    out.push('');
    out.push('Upstream calls during the warm runs (a refresh on expiry recurs per TTL, a per-view call per view):');
    for (const page of callers) out.push(`  ${page.path}: ${callSummary(page.warm)}`);
  }

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

  const m = report.memory;
  out.push('');
  out.push(
    `Memory: RSS ${formatBytes(m.rssBytes)} after ${int.format(m.requests)} page requests, peak RSS ${formatBytes(m.peakRssBytes)}; ` +
      `upstream calls while topping up: ${int.format(m.soak.calls)} in ${int.format(m.soak.views)} views (${formatPerView(m.soak.perView)}/view).`,
  );
  if (m.soak.calls > 0) out.push(`  calls while topping up: ${callSummary(m.soak)}`);

  if (m.timeline.length > 1) {
    out.push(`  RSS by requests served: ${m.timeline.map((t) => `${int.format(t.requests)} → ${formatBytes(t.rssBytes)}`).join(', ')}`);
  }

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
