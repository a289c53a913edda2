// Upstream faults cost little (issue 14): a slow upstream is answered from held data after a
// short soft deadline, a reset or refused GET is sent once more, the analogues stay off the page.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { STALE_SOFT_DEADLINE_MS } from '#server/cache/response-cache.ts';
import { ANALOGUE_TIMEOUT_MS } from '#server/upstream/calls/models.ts';
import { UPSTREAM_GET_TIMEOUT_MS } from '#shared/constants.ts';
import { buildTestApp } from '#test/support/app.ts';

// Every cached answer is past its stale window at once: only the soft deadline can serve it.
const tiny = { ttlMs: 1, staleMs: 1 };
const pastStaleWindow = { cachePolicy: { dictionary: tiny, list: tiny, page: tiny, counters: tiny, short: tiny } };

let app: FastifyInstance | undefined;
afterEach(async () => {
  app?.demoUpstream?.faults.clear();
  await app?.close();
  app = undefined;
});

async function timed(run: () => Promise<{ statusCode: number; body: string }>) {
  const started = performance.now();
  const res = await run();
  return { res, ms: performance.now() - started };
}

// A model with no IFC file: its page would also wait up to IFC_FACTS_PAGE_WAIT_MS for a cold read (decision 0023), which is not what these tests time.
const modelOf = (target: FastifyInstance) => target.demoUpstream!.dataset.models.find((model, index) => index >= 7 && !model.files.some((file) => file.ext === 'ifc'))!;
const modelPage = (target: FastifyInstance) => `/model/${modelOf(target).alias}/${modelOf(target).id}`;
const retries = async (target: FastifyInstance) => {
  const text = await target.metrics.text();
  return [...text.matchAll(/^upstream_retries_total\{[^}]*\} (\d+)/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
};

describe('a hanging upstream with cached data past its stale window', () => {
  it('answers the page from the held data after the soft deadline, not the 15 s upstream deadline', async () => {
    expect(STALE_SOFT_DEADLINE_MS).toBeGreaterThanOrEqual(1_000);
    expect(STALE_SOFT_DEADLINE_MS).toBeLessThanOrEqual(2_000);
    app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' }, pastStaleWindow);
    const url = modelPage(app);
    for (const page of [url, '/models']) expect((await app.inject({ url: page })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Slower than the soft deadline by far (a real hang would last until the 15 s deadline;
    // shorter here only so the test's teardown does not wait for it).
    app.demoUpstream!.faults.set('/*', { kind: 'delay', ms: 6_000 });

    const first = await timed(() => app!.inject({ url }));
    expect(first.res.statusCode).toBe(200);
    expect(first.res.body).toContain(modelOf(app).name.slice(0, 20));
    expect(first.ms).toBeGreaterThanOrEqual(STALE_SOFT_DEADLINE_MS - 50);
    expect(first.ms).toBeLessThan(STALE_SOFT_DEADLINE_MS + 1_500);

    // While those loads still hang, the next pages do not wait again.
    const next = await timed(() => app!.inject({ url: '/models' }));
    expect(next.res.statusCode).toBe(200);
    expect(next.ms).toBeLessThan(STALE_SOFT_DEADLINE_MS);
  }, 30_000);

  it('without held data the upstream is still waited for, and a slow answer arrives whole', async () => {
    app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' }, pastStaleWindow);
    const id = modelOf(app).id;
    app.demoUpstream!.faults.set(`/web2/model/${id}/*`, { kind: 'delay', ms: STALE_SOFT_DEADLINE_MS + 500 });
    const { res, ms } = await timed(() => app!.inject({ url: `/api/models/${id}` }));
    expect(res.statusCode).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(STALE_SOFT_DEADLINE_MS + 450);
  }, 20_000);
});

describe('a reset or refused connection on a GET', () => {
  it('is retried once: a single reset no longer turns a model page into a 404', async () => {
    app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
    const id = modelOf(app).id;
    app.demoUpstream!.faults.set(`/web2/model/${id}/*`, { kind: 'reset' }, { times: 1 });
    const before = app.demoUpstream!.calls.count(`/web2/model/${id}/`);
    const res = await app.inject({ url: modelPage(app) });
    expect(res.statusCode).toBe(200);
    expect(app.demoUpstream!.calls.count(`/web2/model/${id}/`) - before).toBe(2);
    expect(await retries(app)).toBe(1);
  });

  it('only once: a second reset is the §8 outcome (the model page is a 404)', async () => {
    app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
    const id = modelOf(app).id;
    app.demoUpstream!.faults.set(`/web2/model/${id}/*`, { kind: 'reset' }, { times: 2 });
    const before = app.demoUpstream!.calls.count(`/web2/model/${id}/`);
    const res = await app.inject({ url: modelPage(app) });
    expect(res.statusCode).toBe(404);
    expect(app.demoUpstream!.calls.count(`/web2/model/${id}/`) - before).toBe(2);
  });

  it('a POST is never sent twice', async () => {
    app = await buildTestApp();
    app.demoUpstream!.faults.set('/web2/needmodel', { kind: 'reset' }, { times: 1 });
    const model = modelOf(app);
    const company = app.demoUpstream!.dataset.companies[0]!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/need-model',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        description: 'Противопожарная дверь EI60, 900×2100 мм',
        files: ['rfa'],
        manufacturers: [String(company.id)],
        name: 'Анна Петрова',
        email: 'anna@example.ru',
        consent: true,
        origin: 'model',
        modelId: model.id,
      }),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('upstream_unavailable');
    expect(app.demoUpstream!.calls.count('/web2/needmodel')).toBe(1);
    expect(await retries(app)).toBe(0);
  });
});

describe('the analogues', () => {
  it('keep their own long deadline and stay off the page: a hanging analogue call does not slow the model page', async () => {
    expect(ANALOGUE_TIMEOUT_MS).toBeGreaterThan(UPSTREAM_GET_TIMEOUT_MS);
    app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
    app.demoUpstream!.faults.set('/web2/model/get_analogue/*', { kind: 'delay', ms: 30_000 });
    const { res, ms } = await timed(() => app!.inject({ url: modelPage(app!) }));
    expect(res.statusCode).toBe(200);
    expect(ms).toBeLessThan(STALE_SOFT_DEADLINE_MS);
    expect(app.demoUpstream!.calls.count('/web2/model/get_analogue/')).toBe(0);
  });
});
