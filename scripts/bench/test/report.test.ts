import { describe, expect, it } from 'vitest';
import { compareColdCalls, warmCalls } from '../calls.ts';
import { answerTimes, type LoadResult } from '../load.ts';
import { parseBenchOptions } from '../options.ts';
import {
  formatBytes,
  formatPerView,
  formatReport,
  onlyRefreshes,
  ratio,
  shorten,
  sizesDiffer,
  table,
  tailWithin,
  targets,
  type BenchReport,
  type MemoryReport,
  type ModeRun,
  type OverloadRun,
  type PageRun,
} from '../report.ts';

const load = (rps: number, p50Ms = 10, p99Ms = 40, bytesPerResponse = 21_000): LoadResult => ({
  rps,
  p50Ms,
  p99Ms,
  completed: rps * 10,
  completedAll: rps * 13,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  durationS: 10,
  rampUpS: 0.5,
  bytesPerResponse,
  answers: answerTimes([p50Ms, p50Ms, p99Ms]),
  statuses: { 200: rps * 10 },
});
const MB = 1024 * 1024;

const noCalls = () => warmCalls({ total: 0, counts: new Map() }, 5_000, 10);
const run = (portal: LoadResult, reference: LoadResult, warm = noCalls()): ModeRun => ({ portal, ratio: ratio(portal.rps, reference.rps), warm });

function page(kind: PageRun['kind'], path: string, encoding: PageRun['encoding'], cacheRps: number, renderRps: number, reference = load(10_000, 2, 6)): PageRun {
  return { kind, path, encoding, bytes: 20_000, elements: 1_500, reference, modes: { cache: run(load(cacheRps, 10, 20), reference), render: run(load(renderRps, 100, 250), reference) } };
}

function memory(mode: MemoryReport['mode'], rssMb: number, requests = 100_000): MemoryReport {
  return {
    mode,
    requests,
    truncated: false,
    startRssBytes: 120 * MB,
    rssBytes: rssMb * MB,
    peakRssBytes: (rssMb + 20) * MB,
    timeline: [
      { requests: 1_000, rssBytes: 150 * MB },
      { requests, rssBytes: rssMb * MB },
    ],
    soak: warmCalls({ total: 0, counts: new Map() }, 90_000, 300),
  };
}

function report(overrides: Partial<BenchReport> = {}): BenchReport {
  return {
    startedAt: '2026-01-01T00:00:00.000Z',
    node: '24.0.0',
    cpus: 2,
    loadAverage: { start: 0.2, end: 1.9 },
    options: parseBenchOptions({}),
    minCacheTtlS: 10,
    serverNodeOptions: '',
    build: 'build is fresh',
    pages: [
      page('home', '/', 'identity', 6_000, 500),
      page('home', '/', 'br, gzip', 5_000, 400, load(9_000, 2, 6, 5_000)),
      page('models', '/models', 'identity', 6_000, 300),
      page('models', '/models', 'br, gzip', 5_000, 250, load(9_000, 2, 6, 6_000)),
    ],
    cold: [
      { path: '/', ok: 100, result: compareColdCalls([{ method: 'GET', url: '/a' }], [{ method: 'GET', url: '/a' }], 100) },
      { path: '/models', ok: 100, result: compareColdCalls([{ method: 'GET', url: '/b' }], [{ method: 'GET', url: '/b' }], 100) },
    ],
    memory: [memory('cache', 180), memory('render', 200)],
    benchRssBytes: 300 * MB,
    overload: [],
    serverWarnings: [],
    loadGeneratorLagWarnings: 0,
    ...overrides,
  };
}

describe('formatting helpers', () => {
  it('ratio is portal over reference, 0 without a reference', () => {
    expect(ratio(50, 1_000)).toBe(0.05);
    expect(ratio(50, 0)).toBe(0);
  });

  it('formats sizes and rare calls readably', () => {
    expect(formatBytes(20_480)).toBe('20.0 kB');
    expect(formatBytes(180 * MB)).toBe('180.0 MB');
    expect(formatBytes(null)).toBe('n/a');
    expect(formatPerView(0)).toBe('0');
    expect(formatPerView(3 / 40_000)).toBe('0.000075');
    expect(formatPerView(1.5)).toBe('1.50');
  });

  it('aligns text columns left and numbers right', () => {
    expect(table(['page', 'req/s'], [['/', '12.5'], ['/models', '1,200.0']])).toBe(
      ['page       req/s', '-------  -------', '/           12.5', '/models  1,200.0'].join('\n'),
    );
  });
});

describe('targets', () => {
  it('are met when warm views make no call, cold views coalesce, the cached catalogue is fast and RSS is low', () => {
    const result = targets(report());
    expect(result.map((t) => t.name)).toEqual([
      'a warm page view makes 0 upstream calls',
      '100 concurrent identical cold requests make 1 upstream call',
      'cached /models ≥ 0.5× its bytes from memory, p99 ≤ 3 × p50 (both encodings)',
      '/models rendered per request: p99 ≤ 3 × p50',
      'new connections (50 per run): 0 failures',
      '/models rendered, new connections: p99 ≤ 3 × p50 (both encodings)',
      'cached /models, new connections: ≥ 0.5× its bytes from memory (both encodings)',
      "no warning in the server's output",
      'RSS under 250 MB after 100,000 requests (cache)',
      'RSS under 250 MB after 100,000 requests (render)',
    ]);
    // Runs on new connections were not made: not measured.
    expect(result.map((t) => t.met)).toEqual([true, true, true, true, null, null, null, true, true, true]);
    expect(result[2]!.measured).toBe('[identity] 0.60×, p99/p50 20.0/10.0; [br, gzip] 0.56×, p99/p50 20.0/10.0');
  });

  it('are missed with the figures that miss them', () => {
    const calls = new Map([['GET /web2/model/1/all', 10]]);
    const base = report();
    const slow = page('models', '/models', 'br, gzip', 1_300, 250, load(9_000, 2, 6));
    slow.modes.render = run(load(70, 100, 1_400), slow.reference);
    const home = base.pages[0]!;
    const missed = report({
      pages: [{ ...home, modes: { cache: { ...home.modes.cache!, warm: warmCalls({ total: 10, counts: calls }, 5_000, 10) } } }, slow],
      cold: [{ path: '/', ok: 100, result: compareColdCalls([{ method: 'GET', url: '/a' }], Array.from({ length: 100 }, () => ({ method: 'GET', url: '/a' })), 100) }],
      memory: [memory('cache', 300)],
    });
    const [warm, cold, cached, rendered, , , , , rss] = targets(missed);
    expect(warm).toMatchObject({ met: false, measured: 'calls/view: worst / [cache, identity] 0.0020' });
    expect(cold).toMatchObject({ met: false });
    expect(cold!.measured).toContain('worst 100.0 per distinct call (/: GET /a)');
    expect(cached).toMatchObject({ met: false, measured: '[br, gzip] 0.14×, p99/p50 20.0/10.0' });
    expect(rendered).toMatchObject({ met: false, measured: '[br, gzip] 70.0 req/s, p99/p50 1,400.0/100.0' });
    expect(rss).toMatchObject({ met: false });
    expect(rss!.measured).toContain('300.0 MB');
  });

  it('calls that recur once per URL per TTL are refreshes, not page views', () => {
    const home = report().pages[0]!;
    const refresh = warmCalls({ total: 3, counts: new Map([['GET /a', 2], ['GET /b', 1]]) }, 900, 10);
    const [warm] = targets(report({ pages: [{ ...home, modes: { cache: { ...home.modes.cache!, warm: refresh } } }] }));
    expect(warm).toMatchObject({ met: true, measured: 'calls/view: worst / [cache, identity] 0.0033 (refreshes on expiry only, TTL ≥ 10 s)' });
    const perView = warmCalls({ total: 30, counts: new Map([['GET /a', 30]]) }, 900, 10);
    expect(onlyRefreshes(perView, 10)).toBe(false);
    expect(targets(report({ pages: [{ ...home, modes: { cache: { ...home.modes.cache!, warm: perView } } }] }))[0]!.met).toBe(false);
  });

  it('a burst with failed responses does not count as coalesced', () => {
    const base = report();
    const cold = targets(report({ cold: [{ ...base.cold[0]!, ok: 60 }] }))[1]!;
    expect(cold.met).toBe(false);
    expect(cold.measured).toContain('/ 60/100 ok');
  });

  it('are not measured when the run could not show them', () => {
    const result = targets(
      report({
        pages: [report().pages[0]!],
        cold: [{ path: '/', ok: 100, result: compareColdCalls([], [], 100) }],
        memory: [memory('cache', 180, 20_000)],
      }),
    );
    expect(result[1]).toMatchObject({ met: null, measured: 'no page made an upstream call on a cold cache' });
    expect(result[2]).toMatchObject({ met: null, measured: 'not measured' });
    expect(result[3]).toMatchObject({ met: null, measured: 'not measured' });
    expect(result[8]!.met).toBeNull();
    expect(result[8]!.measured).toContain('fewer than 100,000');
  });

  it('a run that got no answer in its window measured nothing', () => {
    const base = report();
    const silent = { ...load(0, 0, 0), completed: 0 };
    const models = base.pages[3]!;
    const result = targets(report({ pages: [{ ...models, modes: { cache: run(silent, models.reference), render: run(silent, models.reference) } }] }));
    expect(result[2]!.met).toBeNull();
    expect(result[3]!.met).toBeNull();
  });

  it('a tail is p99 over three times p50', () => {
    expect(tailWithin(load(100, 100, 300))).toBe(true);
    expect(tailWithin(load(100, 100, 301))).toBe(false);
  });
});

describe('formatReport', () => {
  it('prints each page and encoding with the reference and both modes, then memory per mode and the targets', () => {
    const text = formatReport(report());
    expect(text).toMatch(/^page\s+encoding\s+size\s+static req\/s\s+page cache req\/s\s+p50 ms\s+p99 ms\s+vs static\s+per request req\/s\s+p50 ms\s+p99 ms\s+vs static\s+calls\/view\s+failed$/m);
    expect(text).toMatch(/^\/models\s+identity\s+20\.5 kB\s+10,000\.0\s+6,000\.0\s+10\.0\s+20\.0\s+0\.600×\s+300\.0\s+100\.0\s+250\.0\s+0\.030×\s+0\s+0$/m);
    expect(text).toMatch(/^\/models\s+br, gzip\s+5\.9 kB\s+9,000\.0\s+5,000\.0/m);
    expect(text).toContain('running dist/server/main.js;');
    expect(text).toContain('Memory (page cache): RSS 120.0 MB at start, 180.0 MB 5 s after 100,000 page requests (180.0 MB as the last of them was answered), peak RSS 200.0 MB');
    expect(text).toContain('Memory (per request): RSS 120.0 MB at start, 200.0 MB 5 s after 100,000 page requests (200.0 MB as the last of them was answered)');
    expect(text).toContain('RSS by requests served: 1,000 → 150.0 MB, 100,000 → 180.0 MB');
    expect(text).toContain('Demo upstream (not the server\'s memory): it runs in the bench process, whose RSS with the load generator was 300.0 MB.');
    expect(text).toMatch(/a warm page view makes 0 upstream calls\s+calls\/view: worst \/ \[cache, identity\] 0\s+met/);
    expect(text).not.toContain('noisy');
    expect(text).not.toContain('QUICK');
  });

  it('says when the run was a quick one', () => {
    expect(formatReport(report({ options: parseBenchOptions({ BENCH_QUICK: '1' }) }))).toContain('QUICK run');
  });

  it('warns when other processes loaded the machine', () => {
    expect(formatReport(report({ loadAverage: { start: 9, end: 11 } }))).toContain('req/s and latency are noisy');
  });

  it('notes an identity page whose responses under load were not the size of the captured page', () => {
    const base = report();
    const home = base.pages[0]!;
    const differ: PageRun = { ...home, modes: { cache: run(load(500, 10, 40, 3_000), home.reference) } };
    const text = formatReport(report({ pages: [differ, base.pages[2]!] }));
    expect(text).toContain('note: / [cache] answered 3,000 B per response under load, the reference 21,000 B');
    expect(text).not.toContain('note: /models');
    expect(sizesDiffer(home, home.modes.cache!)).toBe(false);
    // Compressed sizes depend on the compressor: never a note.
    const br = base.pages[1]!;
    expect(sizesDiffer(br, run(load(500, 10, 40, 30_000), br.reference))).toBe(false);
  });

  it('shortens long upstream URLs', () => {
    expect(shorten('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(shorten('GET /a')).toBe('GET /a');
  });

  it('lists the upstream calls a warm run made', () => {
    const home = report().pages[0]!;
    const warm = warmCalls({ total: 2, counts: new Map([['GET /web2/ads', 2]]) }, 5_000, 10);
    expect(formatReport(report({ pages: [{ ...home, modes: { cache: { ...home.modes.cache!, warm } } }] }))).toContain(
      '/ [cache, identity]: 2 calls in 10.0 s (0.20/s) over 5,000 views to 1 URLs, at most 2 per URL: GET /web2/ads ×2',
    );
  });
});
