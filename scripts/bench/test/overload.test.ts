// Issue 25: the bench's pure parts for new connections, the overload run and the server's own view.
import { describe, expect, it } from 'vitest';
import { answerTimes, type LoadResult } from '../load.ts';
import { parseBenchOptions } from '../options.ts';
import { countElements } from '../pages.ts';
import { formatReport, issue25Targets, ratio, type BenchReport, type OverloadRun, type PageRun } from '../report.ts';
import { answersBetween, parseExposition, serverView } from '../server-metrics.ts';
import { warningLines } from '../server-process.ts';

function load(latencies: number[], over: Partial<LoadResult> = {}): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const answers = answerTimes(sorted);
  return {
    rps: latencies.length / 10,
    p50Ms: answers.p50Ms,
    p99Ms: answers.p99Ms,
    completed: latencies.length,
    completedAll: latencies.length,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    durationS: 10,
    rampUpS: 0.2,
    bytesPerResponse: 20_000,
    answers,
    statuses: { 200: latencies.length },
    ...over,
  };
}

const steady = (ms: number, n = 100) => Array.from({ length: n }, () => ms);

function modelsPage(encoding: PageRun['encoding'], fresh: { cache: LoadResult; render: LoadResult; reference: LoadResult }): PageRun {
  return {
    kind: 'models',
    path: '/models',
    encoding,
    bytes: 160_000,
    elements: 1_566,
    reference: fresh.reference,
    referenceFresh: fresh.reference,
    modes: {
      cache: { portal: fresh.cache, ratio: 0.6, warm: { views: 0, seconds: 10, calls: 0, perView: 0, perSecond: 0, distinct: 0, maxPerCall: 0, top: [] }, fresh: { portal: fresh.cache, ratio: ratio(fresh.cache.rps, fresh.reference.rps) } },
      render: { portal: fresh.render, ratio: 0.02, warm: { views: 0, seconds: 10, calls: 0, perView: 0, perSecond: 0, distinct: 0, maxPerCall: 0, top: [] }, fresh: { portal: fresh.render, ratio: ratio(fresh.render.rps, fresh.reference.rps) } },
    },
  };
}

function overloadRun(latencies: number[], over: Partial<OverloadRun> = {}, loadOver: Partial<LoadResult> = {}): OverloadRun {
  return { mode: 'render', kind: 'models', path: '/models', encoding: 'br, gzip', connections: 200, load: load(latencies, loadOver), loopDelayP99Ms: 20, loopDelayMaxMs: 80, answers: { stale: 0, busy: 0 }, ...over };
}

function report(over: Partial<BenchReport>): BenchReport {
  return {
    startedAt: '2026-01-01T00:00:00.000Z',
    node: '24.0.0',
    cpus: 2,
    loadAverage: { start: 0.2, end: 0.4 },
    options: parseBenchOptions({}),
    minCacheTtlS: 10,
    serverNodeOptions: '',
    build: 'build is fresh',
    pages: [],
    cold: [],
    memory: [],
    benchRssBytes: 0,
    overload: [],
    serverWarnings: [],
    loadGeneratorLagWarnings: 0,
    ...over,
  };
}

describe('answerTimes', () => {
  it('counts answers over 2 s and over 10 s, with percentiles and the longest', () => {
    const times = answerTimes([5, 10, 2_000, 2_001, 10_000, 10_001]);
    expect(times).toEqual({ count: 6, p50Ms: 2_000, p99Ms: 10_001, maxMs: 10_001, over2s: 3, over10s: 1 });
    expect(answerTimes([])).toEqual({ count: 0, p50Ms: 0, p99Ms: 0, maxMs: 0, over2s: 0, over10s: 0 });
  });
});

describe('countElements', () => {
  it('counts start tags, never end tags, comments, the doctype or escaped text', () => {
    expect(countElements('<!DOCTYPE html><html><head><!-- x --></head><body><p>a &lt;b&gt; <br/></p><script>{"a":"\\u003cp>"}</script></body></html>')).toBe(6);
  });
});

describe('the server\'s own view from its metrics', () => {
  const exposition = [
    '# HELP nodejs_eventloop_lag_p99_seconds The 99th percentile of the recorded event loop delays.',
    '# TYPE nodejs_eventloop_lag_p99_seconds gauge',
    'nodejs_eventloop_lag_p99_seconds 0.0235',
    'nodejs_eventloop_lag_max_seconds 0.11',
    'page_answers_total{answer="hit"} 1200',
    'page_answers_total{answer="stale"} 7',
    'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/*",status_code="200"} 3',
    'garbage line',
  ].join('\n');

  it('parses samples with their labels', () => {
    const samples = parseExposition(exposition);
    expect(samples).toContainEqual({ name: 'page_answers_total', labels: { answer: 'stale' }, value: 7 });
    expect(samples).toContainEqual({ name: 'http_request_duration_seconds_bucket', labels: { le: '0.005', method: 'GET', route: '/*', status_code: '200' }, value: 3 });
    expect(samples.some((s) => s.name === 'garbage')).toBe(false);
  });

  it('reads the event-loop delay in ms and the answers, and the answers between two scrapes', () => {
    const view = serverView(exposition);
    expect(view.loopDelayP99Ms).toBeCloseTo(23.5);
    expect(view.loopDelayMaxMs).toBeCloseTo(110);
    expect(view.answers).toEqual({ hit: 1200, stale: 7 });
    expect(serverView('').loopDelayP99Ms).toBeNull();
    expect(answersBetween({ hit: 1000, stale: 7 }, { hit: 1200, stale: 7, busy: 40 })).toEqual({ hit: 200, stale: 0, busy: 40 });
  });
});

describe('warningLines', () => {
  it('keeps the lines Node prints for a warning, not log lines or stack frames', () => {
    const output = [
      '{"level":40,"msg":"upstream request failed"}',
      '(node:123) TimeoutNegativeWarning: -4 is a negative number.',
      'Timeout duration was set to 1.',
      '    at new Timeout (node:internal/timers:195:17)',
      '(node:123) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.',
      '(node:77) MaxListenersExceededWarning: Possible EventEmitter memory leak detected.',
    ].join('\n');
    expect(warningLines(output)).toEqual(['(node:123) TimeoutNegativeWarning: -4 is a negative number.', '(node:77) MaxListenersExceededWarning: Possible EventEmitter memory leak detected.']);
  });
});

describe('issue 25 targets', () => {
  const good = { cache: load(steady(10)), render: load([...steady(100, 99), 250]), reference: load(steady(5, 150)) };

  it('are met by runs on new connections with no failure, a short rendered tail and a fast cached page, and a calm overload run', () => {
    const result = issue25Targets(
      report({ pages: [modelsPage('identity', good), modelsPage('br, gzip', good)], overload: [overloadRun(steady(300)), overloadRun(steady(20), { mode: 'cache', answers: { stale: 40 } })] }),
    );
    expect(result.map((t) => t.met)).toEqual([true, true, true, true, true, true]);
    expect(result[1]!.measured).toContain('15,660 elements/s');
    expect(result[3]!.name).toBe('overload /models [render], 200 connections: 0 over 2 s, 0 socket errors, p99 ≤ 1 s, loop delay p99 ≤ 50 ms');
  });

  it('are missed with what missed them', () => {
    const bad = { cache: load(steady(10, 20)), render: load([...steady(100, 90), ...steady(900, 10)], { non2xx: 3 }), reference: load(steady(5, 150)) };
    const result = issue25Targets(
      report({
        pages: [modelsPage('br, gzip', bad)],
        overload: [overloadRun([...steady(300, 97), 2_500, 12_000, 12_000], { loopDelayP99Ms: 120 }, { errors: 2, timeouts: 1 })],
        serverWarnings: ['(node:1) TimeoutNegativeWarning: -4 is a negative number.'],
      }),
    );
    expect(result.map((t) => t.met)).toEqual([false, false, false, false, false]);
    expect(result[0]!.measured).toBe('/models [render, br, gzip] 3');
    expect(result[3]!.measured).toBe(
      'p99 12,000.0 ms, max 12,000.0 ms, 3 over 2 s, 3 socket errors, loop delay p99 120.0 ms (3 over 2 s, 3 socket errors, p99 over 1 s, loop delay p99 over 50 ms)',
    );
    expect(result[4]!.measured).toContain('TimeoutNegativeWarning');
  });

  it('are not measured without the runs', () => {
    expect(issue25Targets(report({})).map((t) => t.met)).toEqual([null, null, null, true]);
  });
});

describe('formatReport, issue 25 parts', () => {
  it('prints the new-connections table, the overload table, server warnings and the load generator\'s lag', () => {
    const text = formatReport(
      report({
        options: parseBenchOptions({}),
        pages: [modelsPage('identity', { cache: load(steady(10)), render: load(steady(100)), reference: load(steady(5, 150)) })],
        overload: [overloadRun(steady(300), { answers: { stale: 12, busy: 30 } }, { statuses: { 200: 70, 503: 30 } })],
        serverWarnings: ['(node:1) TimeoutNegativeWarning: -4 is a negative number.'],
        loadGeneratorLagWarnings: 3,
      }),
    );
    expect(text).toContain('New connections: each run opens its 50 connections as it starts');
    expect(text).toMatch(/^\/models\s+identity\s+1,566\s+15\.0\s+10\.0\s+10\.0\s+10\.0\s+0\.667×\s+0\.2\s+10\.0\s+100\.0\s+100\.0\s+0\.667×\s+0\.2\s+0$/m);
    expect(text).toMatch(/^page\s+mode\s+answers\/s\s+2xx\s+503\s+stale\s+p50 ms\s+p99 ms\s+max ms\s+> 2 s\s+> 10 s\s+socket errors\s+loop p99 ms\s+loop max ms$/m);
    expect(text).toMatch(/^\/models\s+per request\s+10\.0\s+70\s+30\s+12\s+300\.0\s+300\.0\s+300\.0\s+0\s+0\s+0\s+20\.0\s+80\.0$/m);
    expect(text).toContain('The server printed 1 warning line(s)');
    expect(text).toContain("The load generator's own timers fired late 3 times");
  });
});
