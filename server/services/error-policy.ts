// Spec §8, the error catalogue, as one table in code plus the helpers services call
// to apply it. A row says what the user sees when a situation fails; the helpers
// make that outcome the only one possible, so a timeout, a refused connection, a
// 5xx or a malformed body never crashes a request.
import { AppError, NOT_FOUND_MESSAGE, normaliseError, pageDataFailure } from '#shared/errors.ts';

export type PolicyOutcomeKind =
  | 'page-500-or-404' // page data: upstream 500 -> 500 page, anything else -> 404 page
  | 'not-found' // the 404 page
  | 'empty-fallback' // logged; the caller's empty value is used
  | 'empty-list' // empty lists
  | 'error-flag-empty-list' // { error: true, data: [] }
  | 'not-found-state' // logged; the catalogue shows its not-found state
  | 'message' // a fixed user-facing message
  | 'log-only' // logged; no effect for the user
  | 'internal-error' // 500 with a specific message
  | 'reload-once' // browser: one full reload, guarded
  | 'ignored' // swallowed without a user effect or a warning
  | 'error-page-fallback' // browser: the minimal error page
  | 'normalised'; // message plus statusCode

export type PolicySituation =
  | 'notFound'
  | 'pageData500'
  | 'pageDataOther'
  | 'unknownMiddleware'
  | 'chunkLoad'
  | 'contextFetch'
  | 'logout'
  | 'errorPage'
  | 'errorObjects'
  | 'emptyFallback'
  | 'sectionsRegions'
  | 'analogues'
  | 'modelSearch'
  | 'rss'
  | 'statistics'
  | 'tracking';

export interface ErrorPolicyRow {
  id: PolicySituation;
  /** The spec's 'Situation' cell, verbatim. */
  situation: string;
  /** The spec's 'Outcome' cell, verbatim. */
  outcome: string;
  kind: PolicyOutcomeKind;
  /** Where the outcome is produced: the BFF, the browser bundle, or both. */
  layer: 'server' | 'client' | 'both';
  /** The function (here or in shared/errors.ts) that applies the row. */
  appliedBy: string;
}

export const ERROR_POLICY: readonly ErrorPolicyRow[] = [
  { id: 'notFound', situation: 'Status 404 / unknown route / route validation failure', outcome: '404 page', kind: 'not-found', layer: 'both', appliedBy: 'notFound, modelOrNotFound, articleOrNotFound' },
  { id: 'pageData500', situation: 'Page-data fetch 500', outcome: "500 'Internal Server Error'", kind: 'page-500-or-404', layer: 'server', appliedBy: 'pageData' },
  { id: 'pageDataOther', situation: 'Other page-data failure', outcome: "404 'Page not found'", kind: 'page-500-or-404', layer: 'server', appliedBy: 'pageData' },
  { id: 'unknownMiddleware', situation: 'Unknown middleware', outcome: "500 'Unknown middleware {name}'", kind: 'internal-error', layer: 'both', appliedBy: 'unknownMiddleware' },
  { id: 'chunkLoad', situation: 'Page chunk load failure', outcome: 'one full reload, at most once per 60 s', kind: 'reload-once', layer: 'client', appliedBy: 'client (CHUNK_RELOAD_GUARD_MS)' },
  { id: 'contextFetch', situation: 'Context fetch failure', outcome: 'ignored silently, pending cleared', kind: 'ignored', layer: 'both', appliedBy: "withFallback('context')" },
  { id: 'logout', situation: 'Logout error', outcome: 'logged, page reloads anyway', kind: 'log-only', layer: 'both', appliedBy: "withFallback('logout')" },
  { id: 'errorPage', situation: 'Error page failure', outcome: "'An error occurred while showing the error page' plus home link", kind: 'error-page-fallback', layer: 'client', appliedBy: 'client (ERROR_PAGE_FAILURE_MESSAGE)' },
  { id: 'errorObjects', situation: 'Error objects', outcome: 'normalised to message plus statusCode (default 500)', kind: 'normalised', layer: 'both', appliedBy: 'normaliseError' },
  { id: 'emptyFallback', situation: 'Counters, categories, federal subjects, cases, manufacturers, like/dislike, view logging failures', outcome: 'logged, empty fallback', kind: 'empty-fallback', layer: 'server', appliedBy: 'withFallback' },
  { id: 'sectionsRegions', situation: 'Manufacturer sections/regions failure', outcome: 'empty lists', kind: 'empty-list', layer: 'server', appliedBy: "withFallback('sections' | 'regions')" },
  { id: 'analogues', situation: 'Analogue fetch failure', outcome: 'error flag, empty list', kind: 'error-flag-empty-list', layer: 'server', appliedBy: 'withErrorFlag' },
  { id: 'modelSearch', situation: 'Model search failure', outcome: 'logged, loader hidden; catalogue shows not-found', kind: 'not-found-state', layer: 'server', appliedBy: "withFallback('modelSearch')" },
  { id: 'rss', situation: 'RSS status_code not 200', outcome: "text 'Something went wrong'", kind: 'message', layer: 'server', appliedBy: 'rssOrMessage' },
  { id: 'statistics', situation: 'Statistics failure', outcome: 'logged with path and status', kind: 'log-only', layer: 'server', appliedBy: "withFallback('statistics')" },
  { id: 'tracking', situation: 'Analytics, tag manager, metrics, webhook failure', outcome: 'logged only, no user effect', kind: 'log-only', layer: 'both', appliedBy: "withFallback('analytics' | 'tagManager' | 'metricsCounter' | 'webhook')" },
];

/** The calls a service wraps with withFallback, each tied to its §8 row. */
export const FALLBACK_SITUATIONS = {
  counters: 'emptyFallback',
  categories: 'emptyFallback',
  federalSubjects: 'emptyFallback',
  cases: 'emptyFallback',
  manufacturers: 'emptyFallback',
  likeDislike: 'emptyFallback',
  viewLogging: 'emptyFallback',
  sections: 'sectionsRegions',
  regions: 'sectionsRegions',
  modelSearch: 'modelSearch',
  statistics: 'statistics',
  analytics: 'tracking',
  tagManager: 'tracking',
  metricsCounter: 'tracking',
  webhook: 'tracking',
  logout: 'logout',
  context: 'contextFetch',
} as const satisfies Record<string, PolicySituation>;

export type FallbackSituation = keyof typeof FALLBACK_SITUATIONS;

export const RSS_ERROR_MESSAGE = 'Something went wrong';
export { ERROR_PAGE_FAILURE_MESSAGE } from '#shared/errors.ts';

type LogFn = (obj: object, msg?: string) => void;
/** The part of a pino/Fastify logger the policy uses. */
export interface PolicyLogger {
  warn: LogFn;
  error: LogFn;
  debug?: LogFn;
}

export function policyRow(id: PolicySituation): ErrorPolicyRow {
  const row = ERROR_POLICY.find((candidate) => candidate.id === id);
  if (!row) throw new TypeError(`No error-policy row ${id}`);
  return row;
}

/** The HTTP status behind a failure: the upstream's when there was one. */
export function failureStatus(error: unknown): number {
  if (error instanceof AppError) return error.upstreamStatus ?? error.statusCode;
  return normaliseError(error).statusCode;
}

function logFailure(situation: string, row: ErrorPolicyRow, error: unknown, log: PolicyLogger, context: object | undefined): void {
  const entry = {
    situation,
    policy: row.id,
    outcome: row.outcome,
    status: failureStatus(error),
    code: error instanceof AppError ? error.code : undefined,
    ...context,
    err: error,
  };
  const message = `${row.situation}: ${row.outcome}`;
  // Upstream trouble is expected and handled; anything else is our bug and says so.
  if (!(error instanceof AppError)) log.error(entry, message);
  else if (row.kind === 'ignored') log.debug?.(entry, message);
  else log.warn(entry, message);
}

/**
 * Page data (spec §4/§8): a failure becomes 500 'Internal Server Error' when the
 * upstream answered 500 and 404 'Page not found' otherwise. A thrown Response
 * (a redirect) passes through untouched.
 */
export async function pageData<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof Response) throw error;
    throw pageDataFailure(error);
  }
}

/**
 * A call whose failure the catalogue turns into a fallback value: logged (with
 * `context`, e.g. { path } for statistics), never thrown. The fallback is what the
 * page shows: an empty list, zero counters, the not-found state.
 */
export async function withFallback<T>(situation: FallbackSituation, load: () => Promise<T>, fallback: T, log: PolicyLogger, context?: object): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logFailure(situation, policyRow(FALLBACK_SITUATIONS[situation]), error, log, context);
    return fallback;
  }
}

/** Analogues (spec §8): a failure is an error flag next to the empty fallback. */
export async function withErrorFlag<T>(load: () => Promise<T>, fallback: T, log: PolicyLogger, context?: object): Promise<{ error: boolean; data: T }> {
  try {
    return { error: false, data: await load() };
  } catch (error) {
    logFailure('analogues', policyRow('analogues'), error, log, context);
    return { error: true, data: fallback };
  }
}

export type RssOutcome<T> = { data: T; error?: undefined } | { data?: undefined; error: typeof RSS_ERROR_MESSAGE };

/** status_code 200, also when a legacy host sends it as the string '200'. */
function isStatus200(statusCode: unknown): boolean {
  return statusCode === 200 || statusCode === '200';
}

/** True when an RSS answer is valid: status_code 200 (spec §5). */
export function rssStatusOk(body: unknown): boolean {
  return !!body && typeof body === 'object' && isStatus200((body as { status_code?: unknown }).status_code);
}

/**
 * RSS (spec §5/§8): an answer whose status_code is not 200 shows 'Something went
 * wrong'; so does a call that failed outright, which is also logged.
 */
export async function rssOrMessage<T>(load: () => Promise<T | undefined>, log: PolicyLogger, context?: object): Promise<RssOutcome<T>> {
  let body: T | undefined;
  try {
    body = await load();
  } catch (error) {
    logFailure('rss', policyRow('rss'), error, log, context);
    return { error: RSS_ERROR_MESSAGE };
  }
  if (!rssStatusOk(body)) {
    const statusCode = body && typeof body === 'object' ? (body as { status_code?: unknown }).status_code : undefined;
    log.warn({ situation: 'rss', policy: 'rss', statusCode, ...context }, `${policyRow('rss').situation}: ${policyRow('rss').outcome}`);
    return { error: RSS_ERROR_MESSAGE };
  }
  return { data: body as T };
}

export function notFound(cause?: unknown): AppError {
  return new AppError('not_found', NOT_FOUND_MESSAGE, 404, cause === undefined ? undefined : { cause });
}

/**
 * Model fetch (spec §5): HTTP 204 means 'model not found', and so does a 404.
 * Any other non-2xx status is an upstream failure (which pageData turns into the
 * 404 page too, or the 500 page for a 500). A 2xx returns normally.
 */
export function modelOrNotFound(status: number): void {
  if (status === 204 || status === 404) throw notFound();
  if (status < 200 || status >= 300) {
    throw new AppError('upstream_status', `Model fetch answered ${status}`, 502, { upstreamStatus: status });
  }
}

/** Article fetch (spec §5): a response status_code other than 200 means not found (404). */
export function articleOrNotFound(statusCode: unknown): void {
  if (!isStatus200(statusCode)) throw notFound();
}

/** Spec §4/§8: 500 'Unknown middleware {name}'. */
export function unknownMiddleware(name: string): AppError {
  return new AppError('unknown_middleware', `Unknown middleware ${name}`, 500);
}
