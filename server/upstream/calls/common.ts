import { Type } from 'typebox';
import { AppError } from '#shared/errors.ts';
import type { UpstreamRequest, UpstreamResponse } from '../http.ts';

/** Per-call context: forwarded request id, the user's token (login-dependent calls only), the caller's abort signal. */
export interface CallContext {
  requestId?: string;
  accessToken?: string;
  signal?: AbortSignal;
}

/** The context fields of an UpstreamRequest, leaving out the ones that are not set. */
export function fromContext(ctx: CallContext): Pick<UpstreamRequest, 'requestId' | 'accessToken' | 'signal'> {
  const out: Pick<UpstreamRequest, 'requestId' | 'accessToken' | 'signal'> = {};
  if (ctx.requestId !== undefined) out.requestId = ctx.requestId;
  if (ctx.accessToken !== undefined) out.accessToken = ctx.accessToken;
  if (ctx.signal !== undefined) out.signal = ctx.signal;
  return out;
}

/**
 * A 4xx (or an unexpected 3xx) as an AppError. The http client already threw
 * for 5xx. 404 keeps its meaning; 401/403 keep theirs so the session logic can
 * tell 'log in again' from 'broken'; any other answer is an upstream failure.
 */
export function statusError(res: UpstreamResponse<unknown>, endpoint: string): AppError {
  const message = `Upstream ${endpoint} answered ${res.status}`;
  if (res.status === 404) return new AppError('not_found', message, 404, { upstreamStatus: 404 });
  if (res.status === 401 || res.status === 403) return new AppError('upstream_status', message, res.status, { upstreamStatus: res.status });
  if (res.status >= 300 && res.status < 400) return new AppError('upstream_bad_response', message, 502, { upstreamStatus: res.status });
  return new AppError('upstream_status', message, 502, { upstreamStatus: res.status });
}

/** Throws unless the answer is 2xx with a body. */
export function okBody<T>(res: UpstreamResponse<T>, endpoint: string): unknown {
  if (res.status < 200 || res.status >= 300) throw statusError(res, endpoint);
  if (res.body === undefined) throw new AppError('upstream_bad_response', `Upstream ${endpoint} answered ${res.status} without a body`, 502, { upstreamStatus: res.status });
  return res.body;
}

/** Throws unless the answer is 2xx; the body is not needed. */
export function ensureOk(res: UpstreamResponse<unknown>, endpoint: string): void {
  if (res.status < 200 || res.status >= 300) throw statusError(res, endpoint);
}

const SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A value interpolated into an upstream path. Only plain ids and slugs pass, so
 * input can never add path segments, dots or a query to the call; anything else
 * is a 404, the outcome of a bad id in a URL.
 */
export function segment(value: string | number): string {
  const text = String(value);
  if (!SEGMENT.test(text)) throw new AppError('not_found', `Invalid path segment for an upstream call`, 404);
  return text;
}

/** Longest value encodedSegment takes: an id or a slug with a prefix, never a document. */
const ENCODED_SEGMENT_MAX = 300;

/**
 * A value that may hold a slash (a like key `model/{id}`) as one path segment:
 * percent-encoded, so it adds no segment and no query. Encoding leaves '.' and
 * '..' as they are, so those (and an empty or overlong value) are a 404 like any
 * bad segment. Which values make sense is the caller's rule.
 */
export function encodedSegment(value: string): string {
  if (value === '' || value === '.' || value === '..' || value.length > ENCODED_SEGMENT_MAX) throw new AppError('not_found', `Invalid path segment for an upstream call`, 404);
  return encodeURIComponent(value);
}

/** A list parameter as the upstream reads it: one comma-joined string, or undefined when empty. */
export function joinList(values: ReadonlyArray<string | number> | undefined): string | undefined {
  if (!values || values.length === 0) return undefined;
  return values.map(String).join(',');
}

// Shape fragments reused by several calls. Object schemas are open: only what the
// portal relies on is required.
export const IdObject = Type.Object({ id: Type.Integer() });
export const ArrayOfIdObjects = Type.Array(IdObject);
export const NumberRecord = Type.Record(Type.String(), Type.Number());
