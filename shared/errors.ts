// The error catalogue of spec §8 as data the server and the browser share.

export type AppErrorCode =
  | 'not_found' // 404 page: unknown route, route validation failure, page-data failure other than 500
  | 'internal' // page-data fetch answered 500, or our own failure
  | 'bad_request' // input that failed schema validation
  | 'rate_limited' // too many submissions from one client (429 with Retry-After)
  | 'cross_site' // a state-changing request sent by another site (403)
  | 'unsupported_media_type' // a state-changing request whose body is not of a type the route declares (415)
  | 'upstream_timeout'
  | 'upstream_unavailable' // refused or reset connection
  | 'upstream_status' // upstream answered a non-2xx status
  | 'upstream_bad_response' // malformed body or unexpected shape
  | 'unauthorized' // no login where one is required (401)
  | 'forbidden' // logged in, but not allowed: e.g. registration not completed (403)
  | 'range_not_satisfiable' // a byte range the file does not have (416)
  | 'unknown_middleware';

/** Spec §2 §8: what shows when the error page itself fails (plain text: whatever broke may be the texts). */
export const ERROR_PAGE_FAILURE_MESSAGE = 'An error occurred while showing the error page';

/** A form's per-field error codes, e.g. { email: 'invalid' } (a 400 of a form route; absent elsewhere). */
export type ErrorFields = Record<string, string>;

/** The body every JSON error response carries; `fields` only on a form's 400 that names its invalid fields. */
export interface ErrorBody {
  error: { code: AppErrorCode; message: string; statusCode: number; fields?: ErrorFields };
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  /** The upstream status, when the error came from an upstream answer. */
  readonly upstreamStatus: number | undefined;
  /** Per-field error codes of a rejected form, sent in the error body. */
  readonly fields: ErrorFields | undefined;

  /** A 429's wait, in seconds (Retry-After). */
  readonly retryAfterS: number | undefined;

  constructor(code: AppErrorCode, message: string, statusCode = 500, options?: { cause?: unknown; upstreamStatus?: number; fields?: ErrorFields; retryAfterS?: number }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
    this.upstreamStatus = options?.upstreamStatus;
    this.fields = options?.fields;
    this.retryAfterS = options?.retryAfterS;
  }
}

/**
 * What a failed /api call rejects with in the browser: the shared error body
 * (message, statusCode, code, a form's `fields`) and a 429's Retry-After. An
 * AppError, so code that handles a failure reads the same members wherever the
 * call ran (the server's services throw AppError itself).
 */
export class ApiError extends AppError {
  constructor(message: string, statusCode: number, code: string, extra: { fields?: ErrorFields; retryAfterS?: number } = {}) {
    super(code as AppErrorCode, message, statusCode, extra);
    this.name = 'ApiError';
  }
}

export const NOT_FOUND_MESSAGE = 'Page not found';
export const INTERNAL_ERROR_MESSAGE = 'Internal Server Error';

/**
 * Spec §8 'Error objects: normalised to message plus statusCode (default 500)'.
 * Accepts anything thrown and never throws itself.
 */
export function normaliseError(error: unknown): { message: string; statusCode: number } {
  if (error instanceof AppError) return { message: error.message, statusCode: error.statusCode };
  if (error && typeof error === 'object') {
    const candidate = error as { message?: unknown; statusCode?: unknown; status?: unknown };
    const status = typeof candidate.statusCode === 'number' ? candidate.statusCode : typeof candidate.status === 'number' ? candidate.status : 500;
    const statusCode = Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
    const message = typeof candidate.message === 'string' && candidate.message ? candidate.message : INTERNAL_ERROR_MESSAGE;
    return { message, statusCode };
  }
  if (typeof error === 'string' && error) return { message: error, statusCode: 500 };
  return { message: INTERNAL_ERROR_MESSAGE, statusCode: 500 };
}

/**
 * Spec §4/§8 for page data: an upstream 500 becomes 500 'Internal Server Error';
 * every other failure becomes 404 'Page not found'.
 */
export function pageDataFailure(error: unknown): AppError {
  const upstreamStatus = error instanceof AppError ? (error.upstreamStatus ?? error.statusCode) : normaliseError(error).statusCode;
  if (error instanceof AppError && error.code === 'internal' && error.upstreamStatus === undefined) {
    return new AppError('internal', INTERNAL_ERROR_MESSAGE, 500, { cause: error });
  }
  return upstreamStatus === 500
    ? new AppError('internal', INTERNAL_ERROR_MESSAGE, 500, { cause: error })
    : new AppError('not_found', NOT_FOUND_MESSAGE, 404, { cause: error });
}

export function errorBody(code: AppErrorCode, message: string, statusCode: number, fields?: ErrorFields): ErrorBody {
  return fields === undefined ? { error: { code, message, statusCode } } : { error: { code, message, statusCode, fields } };
}
