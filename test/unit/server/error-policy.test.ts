import { describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { AppError, INTERNAL_ERROR_MESSAGE, NOT_FOUND_MESSAGE, normaliseError } from '#shared/errors.ts';
import {
  ERROR_PAGE_FAILURE_MESSAGE,
  ERROR_POLICY,
  FALLBACK_SITUATIONS,
  RSS_ERROR_MESSAGE,
  articleOrNotFound,
  failureStatus,
  modelOrNotFound,
  notFound,
  pageData,
  policyRow,
  rssOrMessage,
  rssStatusOk,
  unknownMiddleware,
  withErrorFlag,
  withFallback,
  type FallbackSituation,
  type PolicyLogger,
} from '#server/services/error-policy.ts';
import { statisticsDataset } from '#server/services/content.ts';
import { demoUpstreamUrls } from '#server/upstream/hosts.ts';
import type { UpstreamHttp } from '#server/upstream/http.ts';

function logger() {
  return { warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
}

/** Every way an upstream call can fail by the time a service sees it. */
const FAILURES: Record<string, () => unknown> = {
  timeout: () => new AppError('upstream_timeout', 'slow', 504),
  'refused connection': () => new AppError('upstream_unavailable', 'refused', 502),
  '5xx': () => new AppError('upstream_status', 'boom', 502, { upstreamStatus: 503 }),
  '500': () => new AppError('upstream_status', 'boom', 502, { upstreamStatus: 500 }),
  '4xx': () => new AppError('upstream_status', 'bad', 502, { upstreamStatus: 400 }),
  malformed: () => new AppError('upstream_bad_response', 'bad json', 502),
  'thrown TypeError': () => new TypeError("Cannot read properties of undefined (reading 'data')"),
  'thrown string': () => 'weird',
};

function failWith(make: () => unknown) {
  return () => Promise.reject(make());
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('ERROR_POLICY table', () => {
  it('holds every row of spec §8 once, in order', () => {
    expect(ERROR_POLICY.map((row) => row.situation)).toEqual([
      'Status 404 / unknown route / route validation failure',
      'Page-data fetch 500',
      'Other page-data failure',
      'Unknown middleware',
      'Page chunk load failure',
      'Context fetch failure',
      'Logout error',
      'Error page failure',
      'Error objects',
      'Counters, categories, federal subjects, cases, manufacturers, like/dislike, view logging failures',
      'Manufacturer sections/regions failure',
      'Analogue fetch failure',
      'Model search failure',
      'RSS status_code not 200',
      'Statistics failure',
      'Analytics, tag manager, metrics, webhook failure',
    ]);
    expect(new Set(ERROR_POLICY.map((row) => row.id)).size).toBe(ERROR_POLICY.length);
  });

  it('ties every fallback situation to a row', () => {
    for (const [situation, id] of Object.entries(FALLBACK_SITUATIONS)) {
      expect(policyRow(id).id, situation).toBe(id);
    }
    expect(() => policyRow('nope' as never)).toThrow(TypeError);
  });
});

describe('row: Status 404 / unknown route / route validation failure -> 404 page', () => {
  it('notFound is a 404 AppError with the shared message', () => {
    expect(notFound()).toMatchObject({ code: 'not_found', statusCode: 404, message: NOT_FOUND_MESSAGE });
  });

  it('model fetch: 204 and 404 mean model not found; 2xx passes; other statuses are upstream failures', () => {
    expect(() => modelOrNotFound(204)).toThrow(expect.objectContaining({ code: 'not_found', statusCode: 404 }));
    expect(() => modelOrNotFound(404)).toThrow(expect.objectContaining({ code: 'not_found' }));
    expect(() => modelOrNotFound(200)).not.toThrow();
    expect(() => modelOrNotFound(401)).toThrow(expect.objectContaining({ code: 'upstream_status', upstreamStatus: 401 }));
  });

  it('article fetch: a status_code other than 200 means not found', () => {
    expect(() => articleOrNotFound(200)).not.toThrow();
    expect(() => articleOrNotFound('200')).not.toThrow();
    for (const statusCode of [404, 500, 0, undefined, null, '404', {}]) {
      expect(() => articleOrNotFound(statusCode)).toThrow(expect.objectContaining({ code: 'not_found', statusCode: 404 }));
    }
  });
});

describe("rows: Page-data fetch 500 -> 500 'Internal Server Error'; other page-data failure -> 404 'Page not found'", () => {
  it('returns the data when the load succeeds', async () => {
    expect(await pageData(async () => ({ id: 1 }))).toEqual({ id: 1 });
  });

  it('turns an upstream 500 into the 500 page', async () => {
    const error = await rejection(pageData(failWith(FAILURES['500']!)));
    expect(error).toMatchObject({ code: 'internal', statusCode: 500, message: INTERNAL_ERROR_MESSAGE });
  });

  for (const name of ['timeout', 'refused connection', '5xx', '4xx', 'malformed']) {
    it(`turns a ${name} into the 404 page`, async () => {
      const error = await rejection(pageData(failWith(FAILURES[name]!)));
      expect(error).toMatchObject({ code: 'not_found', statusCode: 404, message: NOT_FOUND_MESSAGE });
      expect((error as AppError).cause).toBeDefined();
    });
  }

  it('keeps a not-found from the 204/status_code rules a 404', async () => {
    const error = await rejection(pageData(async () => modelOrNotFound(204)));
    expect(error).toMatchObject({ statusCode: 404 });
  });

  it('treats a thrown TypeError (status defaults to 500, spec "Error objects") as the 500 page', async () => {
    const error = await rejection(pageData(failWith(FAILURES['thrown TypeError']!)));
    expect(error).toMatchObject({ code: 'internal', statusCode: 500 });
  });

  it('lets a redirect Response through untouched', async () => {
    const redirect = new Response(null, { status: 302, headers: { location: '/validate' } });
    expect(await rejection(pageData(() => Promise.reject(redirect)))).toBe(redirect);
  });
});

describe("row: Unknown middleware -> 500 'Unknown middleware {name}'", () => {
  it('names the middleware', () => {
    expect(unknownMiddleware('auth')).toMatchObject({ code: 'unknown_middleware', statusCode: 500, message: 'Unknown middleware auth' });
  });
});

describe('row: Page chunk load failure -> one full reload, at most once per 60 s', () => {
  it('is a browser-side row applied with the shared guard constant', () => {
    expect(policyRow('chunkLoad')).toMatchObject({ layer: 'client', kind: 'reload-once' });
    expect(policyRow('chunkLoad').appliedBy).toContain('CHUNK_RELOAD_GUARD_MS');
  });
});

describe('row: Context fetch failure -> ignored silently', () => {
  for (const [name, make] of Object.entries(FAILURES).filter(([name]) => !name.startsWith('thrown'))) {
    it(`swallows a ${name} without a warning`, async () => {
      const log = logger();
      expect(await withFallback('context', failWith(make), null, log)).toBeNull();
      expect(log.warn).not.toHaveBeenCalled();
      expect(log.error).not.toHaveBeenCalled();
      expect(log.debug).toHaveBeenCalledTimes(1);
    });
  }

  it('still reports our own bug (a TypeError) as an error', async () => {
    const log = logger();
    expect(await withFallback('context', failWith(FAILURES['thrown TypeError']!), null, log)).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});

describe('row: Logout error -> logged, page reloads anyway', () => {
  it('logs and resolves so the caller carries on', async () => {
    const log = logger();
    await expect(withFallback('logout', failWith(FAILURES['refused connection']!), undefined, log)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toBe('Logout error: logged, page reloads anyway');
  });
});

describe("row: Error page failure -> 'An error occurred while showing the error page' plus home link", () => {
  it('exports the exact text for the browser error page', () => {
    expect(ERROR_PAGE_FAILURE_MESSAGE).toBe('An error occurred while showing the error page');
    expect(policyRow('errorPage').layer).toBe('client');
  });
});

describe('row: Error objects -> normalised to message plus statusCode (default 500)', () => {
  it('normalises whatever was thrown', () => {
    expect(normaliseError(new TypeError('x'))).toEqual({ message: 'x', statusCode: 500 });
    expect(normaliseError(new AppError('not_found', 'gone', 404))).toEqual({ message: 'gone', statusCode: 404 });
    expect(failureStatus(FAILURES['5xx']!())).toBe(503);
    expect(failureStatus(FAILURES.timeout!())).toBe(504);
    expect(failureStatus('weird')).toBe(500);
  });
});

const EMPTY_FALLBACK: FallbackSituation[] = ['counters', 'categories', 'federalSubjects', 'cases', 'manufacturers', 'likeDislike', 'viewLogging'];

describe('row: Counters, categories, federal subjects, cases, manufacturers, like/dislike, view logging failures -> logged, empty fallback', () => {
  for (const situation of EMPTY_FALLBACK) {
    for (const [name, make] of Object.entries(FAILURES)) {
      it(`${situation}: a ${name} gives the empty fallback and is logged`, async () => {
        const log = logger();
        const fallback = situation === 'counters' ? {} : [];
        expect(await withFallback(situation, failWith(make), fallback, log, { requestId: 'r1' })).toBe(fallback);
        const calls = [...log.warn.mock.calls, ...log.error.mock.calls];
        expect(calls).toHaveLength(1);
        expect(calls[0]?.[0]).toMatchObject({ situation, policy: 'emptyFallback', requestId: 'r1' });
        // Upstream trouble is a warning; a thrown non-AppError is our bug and an error.
        expect(make() instanceof AppError ? log.warn : log.error).toHaveBeenCalledTimes(1);
      });
    }
    it(`${situation}: a success returns the data and logs nothing`, async () => {
      const log = logger();
      expect(await withFallback(situation, async () => ['x'], [], log)).toEqual(['x']);
      expect(log.warn).not.toHaveBeenCalled();
    });
  }
});

describe('row: Manufacturer sections/regions failure -> empty lists', () => {
  for (const situation of ['sections', 'regions'] as const) {
    for (const [name, make] of Object.entries(FAILURES)) {
      it(`${situation}: a ${name} gives an empty list`, async () => {
        expect(await withFallback(situation, failWith(make), [] as string[], logger())).toEqual([]);
      });
    }
  }
});

describe('row: Analogue fetch failure -> error flag, empty list', () => {
  for (const [name, make] of Object.entries(FAILURES)) {
    it(`a ${name} sets the error flag with the empty list`, async () => {
      const log = logger();
      expect(await withErrorFlag(failWith(make), [], log)).toEqual({ error: true, data: [] });
      expect(log.warn.mock.calls.length + log.error.mock.calls.length).toBe(1);
    });
  }
  it('a success has no error flag', async () => {
    expect(await withErrorFlag(async () => [{ id: 1 }], [], logger())).toEqual({ error: false, data: [{ id: 1 }] });
  });
});

describe('row: Model search failure -> logged, loader hidden; catalogue shows not-found', () => {
  const notFoundState = { models: [], total: 0, notFound: true, loadingModels: false };
  for (const [name, make] of Object.entries(FAILURES)) {
    it(`a ${name} gives the not-found state`, async () => {
      const log = logger();
      expect(await withFallback('modelSearch', failWith(make), notFoundState, log)).toBe(notFoundState);
      expect(log.warn.mock.calls.length + log.error.mock.calls.length).toBe(1);
    });
  }
});

describe("row: RSS status_code not 200 -> text 'Something went wrong'", () => {
  const feed = { status_code: 200, rss: { channel: { item: [] } } };

  it('passes a status_code 200 answer through', async () => {
    expect(await rssOrMessage(async () => feed, logger())).toEqual({ data: feed });
    expect(rssStatusOk(feed)).toBe(true);
  });

  for (const body of [{ status_code: 500 }, { status_code: 404, rss: {} }, {}, undefined, 'html', null]) {
    it(`shows the message for ${JSON.stringify(body)}`, async () => {
      const log = logger();
      expect(await rssOrMessage(async () => body, log)).toEqual({ error: RSS_ERROR_MESSAGE });
      expect(log.warn).toHaveBeenCalledTimes(1);
    });
  }

  for (const [name, make] of Object.entries(FAILURES)) {
    it(`shows the message when the call fails with a ${name}`, async () => {
      expect(await rssOrMessage(failWith(make), logger())).toEqual({ error: 'Something went wrong' });
    });
  }
});

describe('row: Statistics failure -> logged with path and status', () => {
  for (const [name, make] of Object.entries(FAILURES)) {
    it(`a ${name} is logged with the path and the status`, async () => {
      const log = logger();
      expect(await withFallback('statistics', failWith(make), null, log, { path: '/elastic/topcountry' })).toBeNull();
      const [entry] = [...log.warn.mock.calls, ...log.error.mock.calls][0] as [Record<string, unknown>];
      expect(entry).toMatchObject({ path: '/elastic/topcountry', status: failureStatus(make()) });
    });
  }

  it('an empty or missing answer is a failure too (spec §5)', async () => {
    for (const data of [undefined, null, [], {}]) {
      const log = logger();
      const http: UpstreamHttp = { urls: demoUpstreamUrls('http://127.0.0.1:1'), request: async <T>() => ({ status: 200, body: { data } as T, headers: {} }) };
      const load = () => statisticsDataset({ http, publicCtx: {} }, 'topCountry');
      expect(await withFallback('statistics', load, null, log, { path: '/elastic/topcountry' })).toBeNull();
      expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ code: 'upstream_bad_response', status: 200, path: '/elastic/topcountry' });
    }
  });
});

describe('row: Analytics, tag manager, metrics, webhook failure -> logged only, no user effect', () => {
  for (const situation of ['analytics', 'tagManager', 'metricsCounter', 'webhook'] as const) {
    for (const [name, make] of Object.entries(FAILURES)) {
      it(`${situation}: a ${name} is logged and swallowed`, async () => {
        const log = logger();
        await expect(withFallback(situation, failWith(make), undefined, log)).resolves.toBeUndefined();
        const calls = [...log.warn.mock.calls, ...log.error.mock.calls];
        expect(calls).toHaveLength(1);
        expect(calls[0]?.[0]).toMatchObject({ situation, policy: 'tracking' });
      });
    }
  }
});

describe('PolicyLogger', () => {
  it('accepts a pino logger', async () => {
    const log: PolicyLogger = pino({ level: 'silent' });
    expect(await withFallback('counters', failWith(FAILURES.timeout!), {}, log)).toEqual({});
  });
});
