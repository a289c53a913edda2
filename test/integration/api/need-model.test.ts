// POST /api/need-model and GET /api/need-model/options against the demo upstream:
// field-level 400s, the per-client rate limit (behind a proxy: trustProxy, as in
// server/app.ts), clean upstream failures, and what reaches the upstream.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyOption } from '#server/config.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { DemoUpstream } from '#server/demo-upstream/start.ts';
import { EXCLUDED_MANUFACTURER_IDS } from '#server/demo-upstream/dataset/index.ts';
import type { UpstreamHttp, UpstreamRequest } from '#server/upstream/http.ts';
import { composeServer } from '#server/composition.ts';
import { errorsPlugin } from '#server/plugins/errors.ts';
import { languagePlugin } from '#server/plugins/language.ts';
import { requestApiPlugin } from '#server/plugins/request-api.ts';
import { rateLimitsPlugin } from '#server/plugins/rate-limits.ts';
import { actionRoutes } from '#server/routes/api/actions.ts';
import { createFormLimits } from '#server/plugins/form-limits.ts';
import {
  NEED_MODEL_DESCRIPTION_MAX,
  NEED_MODEL_FILES_MAX,
  NEED_MODEL_MANUFACTURERS_MAX,
  NEED_MODEL_RATE_LIMIT_MAX,
  NEED_MODEL_RATE_LIMIT_WINDOW_MS,
} from '#shared/constants.ts';
import { createMemoryLogger } from './harness.ts';

/** Upstream deadline for these tests, so the delay fault becomes a timeout quickly. */
const DEADLINE_MS = 400;

interface NeedModelStack {
  app: FastifyInstance;
  demo: DemoUpstream;
  /** Every POST /needmodel the BFF sent, as sent. */
  sent: UpstreamRequest[];
  close(): Promise<void>;
}

/** The form's API wired as server/app.ts wires it, a trusted proxy included (the harness has none, so X-Forwarded-For would be ignored). */
async function startNeedModelStack(): Promise<NeedModelStack> {
  const sent: UpstreamRequest[] = [];
  const composed = await composeServer({
    config: { upstreams: null, excludedCompanyIds: null, vipTariffPlanIds: null, cacheMaxBytes: 32 * 1024 * 1024 },
    demo: { faults: true },
    logger: createMemoryLogger(),
    wrapHttp: (base): UpstreamHttp => ({
      urls: base.urls,
      request: <T>(req: UpstreamRequest) => {
        if (req.path === '/needmodel') sent.push(req);
        return base.request<T>({ ...req, timeoutMs: Math.min(req.timeoutMs ?? DEADLINE_MS, DEADLINE_MS) });
      },
    }),
  });
  const demo = composed.upstream.demo!;
  // As TRUST_PROXY=1 configures it: one proxy in front (inject's loopback peer) names the client.
  const app = Fastify({ logger: false, trustProxy: trustProxyOption(1) });
  await app.register(cookie);
  await app.register(languagePlugin);
  await app.register(requestApiPlugin, { services: composed.services });
  await app.register(errorsPlugin);
  // Only the form's routes: this file is about them, and other areas' routes must not decide whether it runs.
  // With the per-client limits the /api scope registers (server/routes/api/index.ts), in memory.
  await app.register(
    async (api) => {
      await api.register(rateLimitsPlugin, { redisUrl: null });
      await api.register(actionRoutes, { services: composed.services, formLimits: createFormLimits(api.createRateLimit) });
    },
    { prefix: '/api' },
  );
  await app.ready();
  return {
    app,
    demo,
    sent,
    async close() {
      await app.close();
      await composed.close();
    },
  };
}

let stack: NeedModelStack;
beforeAll(async () => {
  stack = await startNeedModelStack();
});
afterAll(async () => {
  await stack?.close();
});
afterEach(() => {
  stack.demo.faults.clear();
});

// Each test speaks from its own client address, so the rate limit of one never touches another.
let lastOctet = 0;
const nextIp = () => `203.0.113.${(lastOctet += 1)}`;

function post(body: unknown, ip: string, query = '') {
  return stack.app.inject({
    method: 'POST',
    url: `/api/need-model${query}`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const valid = () => {
  const model = stack.demo.dataset.models[3]!;
  const company = stack.demo.dataset.companies[0]!;
  return {
    description: '  Противопожарная дверь EI60, 900×2100 мм  ',
    links: 'https://example.ru/door',
    files: ['rfa', 'IFC'],
    manufacturers: [String(company.id)],
    name: 'Анна Петрова',
    email: 'anna@example.ru',
    phone: '8 495 123 45 67',
    company: 'ООО «Проект»',
    consent: true,
    origin: 'model' as const,
    modelId: model.id,
  };
};

describe('POST /api/need-model: a valid request', () => {
  it('answers 200 with the upstream id and forwards the normalised form with its context and language', async () => {
    const before = stack.demo.calls.count('/web2/needmodel');
    const body = valid();
    const res = await post(body, nextIp(), '?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = res.json() as { id: number };
    expect(answer).toEqual({ id: expect.any(Number) });
    expect(answer.id).toBeGreaterThan(0);

    // It reached the demo upstream, which checks every field against its dataset and answered 200.
    expect(stack.demo.calls.count('/web2/needmodel')).toBe(before + 1);
    expect(stack.sent.at(-1)).toMatchObject({ host: 'webApi2', method: 'POST', path: '/needmodel' });
    expect(stack.sent.at(-1)?.json).toEqual({
      description: 'Противопожарная дверь EI60, 900×2100 мм',
      links: 'https://example.ru/door',
      email: 'anna@example.ru',
      name: 'Анна Петрова',
      files_ext: 'rfa,ifc',
      companies: body.manufacturers[0],
      phone: '+7 (495) 123-45-67',
      company: 'ООО «Проект»',
      consent: true,
      source: 'model',
      model_id: body.modelId,
      lang: 'en',
    });

    const second = await post({ ...body, origin: 'catalogue', modelId: undefined, search: 'дверь EI90' }, nextIp());
    expect(second.statusCode).toBe(200);
    expect((second.json() as { id: number }).id).toBeGreaterThan(answer.id);
    expect(stack.sent.at(-1)?.json).toMatchObject({ source: 'catalogue', search: 'дверь EI90', lang: 'ru' });
    expect(stack.sent.at(-1)?.json).not.toHaveProperty('model_id');
  });

  it('sends only the required fields when the optional ones are empty', async () => {
    const res = await post({ description: 'Нужна модель лифта', name: 'Иван', email: 'ivan@example.ru', consent: true, phone: '', files: [] }, nextIp());
    expect(res.statusCode).toBe(200);
    expect(stack.sent.at(-1)?.json).toEqual({ description: 'Нужна модель лифта', email: 'ivan@example.ru', name: 'Иван', consent: true, lang: 'ru' });
  });
});

describe('POST /api/need-model: every field is checked on the server', () => {
  const cases: Array<{ field: string; what: string; value: unknown; code: string }> = [
    { field: 'description', what: 'empty', value: '', code: 'required' },
    { field: 'description', what: 'under the minimum', value: 'коротко', code: 'too_short' },
    { field: 'description', what: 'over the maximum', value: 'д'.repeat(NEED_MODEL_DESCRIPTION_MAX + 1), code: 'too_long' },
    { field: 'links', what: 'over the maximum', value: 'l'.repeat(2_001), code: 'too_long' },
    { field: 'files', what: 'a token with spaces', value: ['rfa', 'r f a'], code: 'invalid' },
    { field: 'files', what: 'over the maximum count', value: Array.from({ length: NEED_MODEL_FILES_MAX + 1 }, (_, i) => `x${i}`), code: 'too_many_items' },
    { field: 'manufacturers', what: 'a token with a separator', value: ['1001;drop'], code: 'invalid' },
    {
      field: 'manufacturers',
      what: 'over the maximum count',
      value: Array.from({ length: NEED_MODEL_MANUFACTURERS_MAX + 1 }, (_, i) => String(i + 1)),
      code: 'too_many_items',
    },
    { field: 'name', what: 'blank', value: '   ', code: 'required' },
    { field: 'name', what: 'over the maximum', value: 'n'.repeat(201), code: 'too_long' },
    { field: 'email', what: 'empty', value: '', code: 'required' },
    { field: 'email', what: 'without a domain dot', value: 'anna@example', code: 'invalid' },
    { field: 'email', what: 'over the maximum', value: `${'a'.repeat(200)}@example.ru`, code: 'too_long' },
    { field: 'phone', what: 'too few digits', value: '12-34', code: 'invalid' },
    { field: 'phone', what: 'with letters', value: '+7 (495) call me', code: 'invalid' },
    { field: 'company', what: 'over the maximum', value: 'c'.repeat(201), code: 'too_long' },
    { field: 'consent', what: 'not given', value: false, code: 'required' },
  ];

  it.each(cases)('$field $what: a 400 naming it ($code), and nothing goes upstream', async ({ field, value, code }) => {
    const sentBefore = stack.sent.length;
    const res = await post({ ...valid(), [field]: value }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'Invalid request-model form', statusCode: 400, fields: { [field]: code } } });
    expect(stack.sent.length).toBe(sentBefore);
  });

  it('names every invalid field at once; missing fields are required', async () => {
    const res = await post({}, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ description: 'required', name: 'required', email: 'required', consent: 'required' });
    const mixed = await post({ ...valid(), email: 'nope', phone: '1', consent: undefined }, nextIp());
    expect(mixed.json().error.fields).toEqual({ email: 'invalid', phone: 'invalid', consent: 'required' });
  });

  it('a body of the wrong shape is a plain 400, never a 500', async () => {
    const bodies = [
      '{not json',
      '[]',
      JSON.stringify({ ...valid(), description: { text: 'x' } }),
      JSON.stringify({ ...valid(), origin: 'elsewhere' }),
      JSON.stringify({ ...valid(), modelId: 'abc' }),
      JSON.stringify({ ...valid(), files: [{ ext: 'rfa' }] }),
    ];
    for (const body of bodies) {
      const res = await post(body, nextIp());
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'bad_request', statusCode: 400 });
    }
  });
});

describe('POST /api/need-model: rate limit per client', () => {
  it(`allows ${NEED_MODEL_RATE_LIMIT_MAX} submissions per window, then answers 429 with Retry-After; another client is not limited`, async () => {
    const ip = nextIp();
    for (let i = 0; i < NEED_MODEL_RATE_LIMIT_MAX; i += 1) {
      // Invalid ones count too: the limit guards the upstream and the inbox against floods, whatever they hold.
      const res = await post(i === 0 ? { description: '' } : valid(), ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(i === 0 ? 400 : 200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(NEED_MODEL_RATE_LIMIT_MAX - i - 1));
    }
    const sentBefore = stack.sent.length;
    const limited = await post(valid(), ip);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(NEED_MODEL_RATE_LIMIT_WINDOW_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(NEED_MODEL_RATE_LIMIT_WINDOW_MS / 1000);
    expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: expect.stringMatching(/^Too many requests/), statusCode: 429 } });
    expect(stack.sent.length).toBe(sentBefore);

    // The client behind the proxy is told apart by X-Forwarded-For (trustProxy), not by the proxy's own address.
    const other = await post(valid(), nextIp());
    expect(other.statusCode).toBe(200);
    expect((await post(valid(), ip)).statusCode).toBe(429);
  });

  it('limits only the form: other routes answer the limited client as usual', async () => {
    const ip = nextIp();
    for (let i = 0; i <= NEED_MODEL_RATE_LIMIT_MAX; i += 1) await post({}, ip);
    expect((await post({}, ip)).statusCode).toBe(429);
    const options = await stack.app.inject({ method: 'GET', url: '/api/need-model/options', headers: { 'x-forwarded-for': ip } });
    expect(options.statusCode).toBe(200);
  });
});

describe('POST /api/need-model: upstream failures are clean errors', () => {
  const failures: Array<{ what: string; fault: Parameters<DemoUpstream['faults']['set']>[1]; status: number; code: string }> = [
    { what: 'a 500', fault: { kind: 'status', status: 500 }, status: 502, code: 'upstream_status' },
    { what: 'a 503', fault: { kind: 'status', status: 503 }, status: 502, code: 'upstream_status' },
    { what: 'a 404', fault: { kind: 'status', status: 404 }, status: 502, code: 'upstream_status' },
    { what: 'a reset connection', fault: { kind: 'reset' }, status: 502, code: 'upstream_unavailable' },
    { what: 'a malformed body', fault: { kind: 'malformed' }, status: 502, code: 'upstream_bad_response' },
    { what: 'an empty 200', fault: { kind: 'empty' }, status: 502, code: 'upstream_bad_response' },
    { what: 'no answer in time', fault: { kind: 'delay', ms: DEADLINE_MS * 3 }, status: 504, code: 'upstream_timeout' },
  ];

  it.each(failures)('$what becomes $status $code with a plain message, never a 500', async ({ fault, status, code }) => {
    stack.demo.faults.set('/web2/needmodel', fault);
    const res = await post(valid(), nextIp());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code, message: 'The request could not be sent', statusCode: status } });
  });

  it('an upstream 400 (it refused the content) is the visitor’s 400, without field names', async () => {
    // The demo upstream checks ids against its dataset: this model does not exist there.
    const res = await post({ ...valid(), modelId: 999_999_999 }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'The form was rejected', statusCode: 400 } });
  });

  it('works again once the upstream recovers', async () => {
    stack.demo.faults.set('/web2/needmodel', { kind: 'status', status: 500 }, { times: 1 });
    const ip = nextIp();
    expect((await post(valid(), ip)).statusCode).toBe(502);
    expect((await post(valid(), ip)).statusCode).toBe(200);
  });
});

describe('GET /api/need-model/options', () => {
  it('lists the CAD formats and the manufacturers (excluded ones dropped, alphabetical), in the page language', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/api/need-model/options?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=30');
    const body = res.json() as { files: Array<{ value: string; label: string }>; manufacturers: Array<{ value: string; label: string }> };
    // Every format the library knows (spec §7 /listcadext/all), also those the catalogue does not filter by.
    expect(body.files.map((option) => option.value)).toEqual(expect.arrayContaining(['rfa', 'rvt', 'ifc', 'dwg', '3ds', 'max']));
    expect(body.files.find((option) => option.value === 'rfa')?.label).toBe('Revit Family (.rfa)');
    const excluded = new Set(EXCLUDED_MANUFACTURER_IDS.map(String));
    expect(body.manufacturers.length).toBeGreaterThan(100);
    expect(body.manufacturers.some((option) => excluded.has(option.value))).toBe(false);
    const labels = body.manufacturers.map((option) => option.label);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(labels).toEqual(labels.slice().sort(collator.compare));
  });

  it('comes from the cached dictionaries: a second call does not reach the upstream', async () => {
    await stack.app.inject({ method: 'GET', url: '/api/need-model/options' });
    const before = stack.demo.calls.count('/web2/listcadext') + stack.demo.calls.count('/web2/company/all');
    const res = await stack.app.inject({ method: 'GET', url: '/api/need-model/options' });
    expect(res.statusCode).toBe(200);
    expect(stack.demo.calls.count('/web2/listcadext') + stack.demo.calls.count('/web2/company/all')).toBe(before);
  });

  it('an upstream failure of a list is an empty list (spec §8), not an error', async () => {
    const fresh = await startNeedModelStack();
    try {
      fresh.demo.faults.set('/web2/listcadext/all', { kind: 'status', status: 500 });
      fresh.demo.faults.set('/web2/company/all/*', { kind: 'reset' });
      const res = await fresh.app.inject({ method: 'GET', url: '/api/need-model/options' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ files: [], manufacturers: [] });
    } finally {
      await fresh.close();
    }
  });
});

describe('demo upstream POST /needmodel checks what it receives', () => {
  const send = (json: unknown) =>
    fetch(`${stack.demo.urls.webApi2}/needmodel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
  const base = () => ({ description: 'Нужна модель двери', email: 'a@example.ru', name: 'Анна', consent: true, lang: 'ru', source: 'catalogue' });

  it('accepts a well-formed request and answers its id', async () => {
    const res = await send({ ...base(), files_ext: 'rfa,ifc', companies: String(stack.demo.dataset.companies[1]!.id), model_id: stack.demo.dataset.models[0]!.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status_code: 200, id: expect.any(Number) });
  });

  it.each([
    ['no description', { description: '' }],
    ['a bad email', { email: 'a@b' }],
    ['an unknown format', { files_ext: 'rfa,exe' }],
    ['an unknown company', { companies: '999999' }],
    ['a company that is not an id', { companies: 'abc' }],
    ['an unknown model', { model_id: 999_999_999 }],
    ['a foreign source', { source: 'email' }],
    ['an unknown language', { lang: 'de' }],
    ['a phone that is not a number', { phone: 'call me' }],
    ['a consent that is not a flag', { consent: 'maybe' }],
    ['too many formats', { files_ext: Array.from({ length: 51 }, () => 'rfa').join(',') }],
  ])('refuses %s with a 400', async (_what, patch) => {
    const res = await send({ ...base(), ...patch });
    expect(res.status).toBe(400);
    expect((await res.json()) as { status_code: number }).toMatchObject({ status_code: 400 });
  });
});
