import { describe, expect, it } from 'vitest';
import { boundedLabel, createMetrics } from '#server/metrics/registry.ts';

describe('createMetrics', () => {
  it('gives each instance its own registry, so two apps can live in one process', async () => {
    const first = createMetrics();
    const second = createMetrics();
    expect(first.registry).not.toBe(second.registry);
    first.http.observe({ method: 'GET', route: '/a', status_code: 200 }, 0.01);
    expect(await first.text()).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/a",status_code="200"\} 1/);
    expect(await second.text()).not.toMatch(/route="\/a"/);
  });

  it('includes default Node metrics with event-loop lag', async () => {
    const text = await createMetrics().text();
    for (const name of ['process_cpu_seconds_total', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(text).toContain(`# TYPE ${name}`);
    }
    expect(createMetrics().contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('declares every named series', async () => {
    const text = await createMetrics().text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE upstream_request_duration_seconds histogram');
    expect(text).toContain('# TYPE upstream_errors_total counter');
    for (const name of ['cache_hits_total', 'cache_misses_total', 'cache_coalesced_total', 'cache_stale_served_total']) {
      expect(text).toContain(`# TYPE ${name} counter`);
    }
    expect(text).toContain('# TYPE cache_bytes gauge');
  });

  it('keeps label values bounded', async () => {
    const metrics = createMetrics();
    metrics.http.observe({ method: 'BREW', route: undefined, status_code: 'x' }, -1);
    metrics.http.observe({ method: 'GET', route: '/'.repeat(300), status_code: 999 }, Number.NaN);
    metrics.upstream.observeRequest({ host: 'webApi2', endpoint: 'model.get 12345 <script>', outcome: 'ok' }, 0.2);
    metrics.upstream.countError({ host: 'webApi2', endpoint: 'model.get', code: 'weird code' });
    metrics.cache.hit('dictionary\n');
    const text = await metrics.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="OTHER",route="not_found",status_code="other"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="other",status_code="other"\} 1/);
    expect(text).toMatch(/upstream_request_duration_seconds_count\{host="webApi2",endpoint="other",outcome="ok"\} 1/);
    expect(text).toMatch(/upstream_errors_total\{host="webApi2",endpoint="model.get",code="other"\} 1/);
    expect(text).toMatch(/cache_hits_total\{cache_class="other"\} 1/);
    expect(text).not.toContain('<script>');
  });

  it('boundedLabel keeps well-formed names and buckets the rest', () => {
    expect(boundedLabel('model.get')).toBe('model.get');
    expect(boundedLabel('/api/models/:id')).toBe('/api/models/:id');
    expect(boundedLabel(undefined, 'none')).toBe('none');
    expect(boundedLabel('a'.repeat(81))).toBe('other');
    expect(boundedLabel('')).toBe('other');
  });

  it('sets the cache byte gauge', async () => {
    const metrics = createMetrics();
    metrics.cache.setBytes(1234);
    expect(await metrics.text()).toMatch(/^cache_bytes 1234$/m);
  });
});
