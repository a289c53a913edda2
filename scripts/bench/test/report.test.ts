import { describe, expect, it } from 'vitest';
import { compareColdCalls, warmCalls } from '../calls.ts';
import type { LoadResult } from '../load.ts';
import { parseBenchOptions } from '../options.ts';
import { formatBytes, formatPerView, formatReport, onlyRefreshes, ratio, shorten, sizesDiffer, table, targets, type BenchReport } from '../report.ts';

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
});
const MB = 1024 * 1024;

function report(overrides: Partial<BenchReport> = {}): BenchReport {
  const warm = warmCalls({ total: 0, counts: new Map() }, 5_000, 10);
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
      { path: '/', bytes: 20_000, portal: load(500), reference: load(10_000, 2, 6), ratio: 0.05, warm },
      { path: '/models', bytes: 30_000, portal: load(400), reference: load(8_000), ratio: 0.05, warm },
    ],
    cold: [
      { path: '/', ok: 100, result: compareColdCalls([{ method: 'GET', url: '/a' }], [{ method: 'GET', url: '/a' }], 100) },
      { path: '/models', ok: 100, result: compareColdCalls([{ method: 'GET', url: '/b' }], [{ method: 'GET', url: '/b' }], 100) },
    ],
    memory: {
      requests: 100_000,
      truncated: false,
      rssBytes: 180 * MB,
      peakRssBytes: 200 * MB,
      timeline: [
        { requests: 1_000, rssBytes: 150 * MB },
        { requests: 100_000, rssBytes: 180 * MB },
      ],
      soak: warmCalls({ total: 0, counts: new Map() }, 90_000, 300) },
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
  it('are met when warm views make no call, cold views coalesce and RSS is low', () => {
    expect(targets(report()).map((t) => t.met)).toEqual([true, true, true]);
  });

  it('are missed with the figures that miss them', () => {
    const calls = new Map([['GET /web2/model/1/all', 10]]);
    const base = report();
    const missed = report({
      pages: [{ ...base.pages[0]!, warm: warmCalls({ total: 10, counts: calls }, 5_000, 10) }],
      cold: [{ path: '/', ok: 100, result: compareColdCalls([{ method: 'GET', url: '/a' }], Array.from({ length: 100 }, () => ({ method: 'GET', url: '/a' })), 100) }],
      memory: { ...base.memory, rssBytes: 300 * MB },
    });
    const [warm, cold, rss] = targets(missed);
    expect(warm).toMatchObject({ met: false, measured: 'calls/view: / 0.0020' });
    expect(cold).toMatchObject({ met: false });
    expect(cold!.measured).toContain('worst 100.0 per distinct call (/: GET /a)');
    expect(targets(report())[1]!.measured).toBe('worst 1.0 per distinct call');
    expect(rss).toMatchObject({ met: false });
    expect(rss!.measured).toContain('300.0 MB');
  });

  it('calls that recur once per URL per TTL are refreshes, not page views', () => {
    const base = report();
    const refresh = warmCalls({ total: 3, counts: new Map([['GET /a', 2], ['GET /b', 1]]) }, 900, 10);
    const [warm] = targets(report({ pages: [{ ...base.pages[0]!, warm: refresh }] }));
    expect(warm).toMatchObject({ met: true, measured: 'calls/view: / 0.0033 (refreshes on expiry only, TTL ≥ 10 s)' });
    const perView = warmCalls({ total: 30, counts: new Map([['GET /a', 30]]) }, 900, 10);
    expect(onlyRefreshes(perView, 10)).toBe(false);
    expect(targets(report({ pages: [{ ...base.pages[0]!, warm: perView }] }))[0]!.met).toBe(false);
  });

  it('a burst with failed responses does not count as coalesced', () => {
    const base = report();
    const cold = targets(report({ cold: [{ ...base.cold[0]!, ok: 60 }] }))[1]!;
    expect(cold.met).toBe(false);
    expect(cold.measured).toContain('/ 60/100 ok');
  });

  it('are not measured when the run could not show them', () => {
    const base = report();
    const result = targets(
      report({
        cold: [{ path: '/', ok: 100, result: compareColdCalls([], [], 100) }],
        memory: { ...base.memory, requests: 20_000 },
      }),
    );
    expect(result[1]).toMatchObject({ met: null, measured: 'no page made an upstream call on a cold cache' });
    expect(result[2]!.met).toBeNull();
    expect(result[2]!.measured).toContain('fewer than 100,000');
  });
});

describe('formatReport', () => {
  it('prints each page with its static reference, ratio and calls per view, then the targets', () => {
    const text = formatReport(report());
    expect(text).toMatch(/^\/\s+19\.5 kB\s+500\.0\s+10\.0\s+40\.0\s+0\.050×\s+0 \(0\/5,000\)\s+0$/m);
    expect(text).toMatch(/^ {2}static reference\s+19\.5 kB\s+10,000\.0\s+2\.0\s+6\.0\s+1×\s+0$/m);
    expect(text).toContain('RSS 180.0 MB after 100,000 page requests, peak RSS 200.0 MB');
    expect(text).toContain('RSS by requests served: 1,000 → 150.0 MB, 100,000 → 180.0 MB');
    expect(text).toMatch(/a warm page view makes 0 upstream calls\s+calls\/view: \/ 0, \/models 0\s+met/);
    expect(text).not.toContain('noisy');
    expect(text).toContain('/ 0.5 s (reference 0.5 s), /models 0.5 s (reference 0.5 s).');
  });

  it('warns when other processes loaded the machine', () => {
    expect(formatReport(report({ loadAverage: { start: 9, end: 11 } }))).toContain('req/s and latency are noisy');
  });

  it('notes a page whose responses under load were not the size of the captured page', () => {
    const base = report();
    const differ = { ...base.pages[0]!, portal: load(500, 10, 40, 3_000) };
    const text = formatReport(report({ pages: [differ, base.pages[1]!] }));
    expect(text).toContain('note: / answered 3,000 B per response under load, the reference 21,000 B');
    expect(text).not.toContain('note: /models');
    expect(sizesDiffer(base.pages[0]!)).toBe(false);
  });

  it('shortens long upstream URLs', () => {
    expect(shorten('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(shorten('GET /a')).toBe('GET /a');
  });

  it('lists the upstream calls a warm run made', () => {
    const base = report();
    const warm = warmCalls({ total: 2, counts: new Map([['GET /web2/ads', 2]]) }, 5_000, 10);
    expect(formatReport(report({ pages: [{ ...base.pages[0]!, warm }] }))).toContain(
      '/: 2 calls in 10.0 s (0.20/s) over 5,000 views to 1 URLs, at most 2 per URL: GET /web2/ads ×2',
    );
  });
});
