import { describe, expect, it } from 'vitest';
import { BenchOptionsError, parseBenchOptions } from '../options.ts';

describe('parseBenchOptions', () => {
  it('has the defaults the issue names', () => {
    expect(parseBenchOptions({})).toEqual({
      quick: false,
      modes: ['cache', 'render'],
      pages: ['home', 'models', 'model', 'manufacturers', 'manufacturer', 'articles', 'article', 'statreport'],
      cold: true,
      durationS: 10,
      warmupS: 3,
      connections: 50,
      total: 100_000,
      coldConcurrency: 100,
      soakMaxS: 1_800,
      logLevel: 'warn',
      modelPath: null,
      serverNodeOptions: '--max-semi-space-size=16 --max-old-space-size=160',
      serverEntry: 'compiled',
      fresh: true,
      overload: true,
      overloadPages: ['home', 'models', 'model'],
      overloadConnections: 200,
      overloadDurationS: 30,
    });
  });

  it('reads every variable', () => {
    const options = parseBenchOptions({
      BENCH_DURATION: '3',
      BENCH_WARMUP: '0',
      BENCH_CONNECTIONS: '10',
      BENCH_TOTAL: '20000',
      BENCH_COLD_CONCURRENCY: '20',
      BENCH_SOAK_MAX: '60',
      BENCH_LOG_LEVEL: 'info',
      BENCH_MODEL_PATH: '/model/chair/42',
      BENCH_NODE_OPTIONS: ' --max-old-space-size=128 ',
      BENCH_SERVER: 'source',
      BENCH_FRESH: '0',
      BENCH_OVERLOAD: '0',
      BENCH_OVERLOAD_PAGES: 'statreport,home',
      BENCH_OVERLOAD_CONNECTIONS: '300',
      BENCH_OVERLOAD_DURATION: '12',
    });
    expect(options).toEqual({
      quick: false,
      modes: ['cache', 'render'],
      pages: ['home', 'models', 'model', 'manufacturers', 'manufacturer', 'articles', 'article', 'statreport'],
      cold: true,
      durationS: 3,
      warmupS: 0,
      connections: 10,
      total: 20_000,
      coldConcurrency: 20,
      soakMaxS: 60,
      logLevel: 'info',
      modelPath: '/model/chair/42',
      serverNodeOptions: '--max-old-space-size=128',
      serverEntry: 'source',
      fresh: false,
      overload: false,
      overloadPages: ['home', 'statreport'],
      overloadConnections: 300,
      overloadDurationS: 12,
    });
  });

  it('has a quick mode for iterating, and picks modes and pages', () => {
    const quick = parseBenchOptions({ BENCH_QUICK: '1' });
    expect(quick).toMatchObject({ quick: true, durationS: 3, warmupS: 1, total: 20_000, cold: false, overload: true, overloadDurationS: 5 });
    expect(parseBenchOptions({ BENCH_QUICK: '1', BENCH_COLD: '1', BENCH_DURATION: '5' })).toMatchObject({ cold: true, durationS: 5 });
    // The bench's own order, each once, whatever order they were named in.
    expect(parseBenchOptions({ BENCH_MODES: 'render', BENCH_PAGES: 'model, models,models' })).toMatchObject({ modes: ['render'], pages: ['models', 'model'] });
    expect(() => parseBenchOptions({ BENCH_MODES: 'fast', BENCH_PAGES: 'faq', BENCH_QUICK: 'yes' })).toThrow(/BENCH_MODES[\s\S]*BENCH_PAGES|BENCH_QUICK/);
    for (const key of ['BENCH_MODES', 'BENCH_PAGES', 'BENCH_QUICK']) expect(() => parseBenchOptions({ BENCH_MODES: 'fast', BENCH_PAGES: 'faq', BENCH_QUICK: 'yes' })).toThrow(key);
  });

  it('never warms up longer than a short run by default', () => {
    expect(parseBenchOptions({ BENCH_DURATION: '2' }).warmupS).toBe(2);
  });

  it('names every bad variable at once', () => {
    try {
      parseBenchOptions({ BENCH_DURATION: '0', BENCH_CONNECTIONS: 'many', BENCH_TOTAL: '-5', BENCH_LOG_LEVEL: 'loud', BENCH_MODEL_PATH: '/models' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BenchOptionsError);
      for (const key of ['BENCH_DURATION', 'BENCH_CONNECTIONS', 'BENCH_TOTAL', 'BENCH_LOG_LEVEL', 'BENCH_MODEL_PATH']) {
        expect((error as Error).message).toContain(key);
      }
    }
  });

  it('rejects fractions and accepts an English model page', () => {
    expect(() => parseBenchOptions({ BENCH_DURATION: '1.5' })).toThrow(/BENCH_DURATION/);
    expect(parseBenchOptions({ BENCH_MODEL_PATH: '/en/model/chair/42' }).modelPath).toBe('/en/model/chair/42');
  });
});
