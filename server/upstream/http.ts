import type { Dispatcher } from 'undici';
import { AppError, type AppErrorCode } from '#shared/errors.ts';
import { UPSTREAM_GET_TIMEOUT_MS } from '#shared/constants.ts';
import type { UpstreamMetrics, UpstreamOutcome } from '#server/metrics/registry.ts';
import type { UpstreamHost, UpstreamUrls } from './hosts.ts';

/** Deadline for POST and PUT: they may do work (search, writes), so a little more than spec §9's GET/DELETE 15 s. */
export const UPSTREAM_WRITE_TIMEOUT_MS = 20_000;
/** An upstream answer larger than this is refused rather than buffered. */
export const UPSTREAM_MAX_BODY_BYTES = 32 * 1024 * 1024;

export type QueryValue = string | number | boolean | undefined | null;

export interface UpstreamRequest<H extends string = UpstreamHost> {
  host: H;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Appended to the host's base URL (which may carry a prefix). May carry its own query string. */
  path: string;
  /** Encoded and appended; undefined and null values are skipped. */
  query?: Record<string, QueryValue>;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body; undefined and null values are skipped. */
  form?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Sent as Authorization: Bearer. Never logged. */
  accessToken?: string;
  /** Forwarded as x-request-id. */
  requestId?: string;
  /** Whole-request deadline (headers and body). Default: GET/DELETE 15000 (spec §9), others 20000. */
  timeoutMs?: number;
  /** Metrics and log label, e.g. 'model.get'. Must be a constant, never built from input. */
  endpoint: string;
  signal?: AbortSignal;
  /**
   * How to read a 2xx body. 'auto' (default) parses JSON content types and returns
   * other types as text; 'json' parses whatever the content type says (legacy
   * endpoints that send JSON as text/html); 'text' never parses; 'bytes' returns
   * the body as a Buffer (files).
   */
  responseType?: 'auto' | 'json' | 'text' | 'bytes';
  /**
   * Refuse a body larger than this (default UPSTREAM_MAX_BODY_BYTES) with BodyTooLargeError:
   * by its Content-Length before reading, else as soon as the bytes read pass it.
   */
  maxBodyBytes?: number;
}

export interface UpstreamResponse<T> {
  status: number;
  /** Parsed JSON, text for non-JSON types, undefined for 204 or an empty body. */
  body: T | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The client for a set of hosts: spec §7's hosts (UpstreamHost), or an optional
 * service of its own such as the comments host ('comments', server/upstream/comments.ts).
 */
export interface UpstreamHttp<H extends string = UpstreamHost> {
  /**
   * 2xx, 3xx and 4xx are returned (callers decide what a 4xx means); 5xx,
   * timeouts, connection failures and malformed JSON throw an AppError.
   */
  request<T = unknown>(req: UpstreamRequest<H>): Promise<UpstreamResponse<T>>;
  readonly urls: H extends UpstreamHost ? UpstreamUrls : Record<H, string>;
}

type LogFn = (obj: object, msg?: string) => void;
export interface UpstreamLogger {
  warn: LogFn;
  error: LogFn;
  debug?: LogFn;
}

export function createUpstreamHttp<H extends string = UpstreamHost>(options: {
  urls: UpstreamHttp<H>['urls'];
  dispatchers: Record<H, Dispatcher>;
  metrics?: UpstreamMetrics;
  logger?: UpstreamLogger;
}): UpstreamHttp<H> {
  const { urls, dispatchers, metrics, logger } = options;
  const bases = new Map<H, { origin: string; prefix: string }>();
  for (const host of Object.keys(urls) as H[]) {
    const url = new URL((urls as Record<H, string>)[host]);
    bases.set(host, { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') });
  }

  async function request<T>(req: UpstreamRequest<H>): Promise<UpstreamResponse<T>> {
    const started = performance.now();
    const base = bases.get(req.host);
    const dispatcher = dispatchers[req.host];
    const timeoutMs = req.timeoutMs ?? (req.method === 'GET' || req.method === 'DELETE' ? UPSTREAM_GET_TIMEOUT_MS : UPSTREAM_WRITE_TIMEOUT_MS);
    const labels = { host: req.host, endpoint: req.endpoint };
    const path = base ? joinPath(base.prefix, req.path, req.query) : req.path;
    const record = (outcome: UpstreamOutcome) => metrics?.observeRequest({ ...labels, outcome }, (performance.now() - started) / 1000);

    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new DeadlineError(timeoutMs)), timeoutMs);
    const signal = req.signal ? AbortSignal.any([deadline.signal, req.signal]) : deadline.signal;
    let status = 0;
    try {
      if (!base || !dispatcher) throw new AppError('internal', `No upstream configured for host ${String(req.host)}`, 500);
      if (req.signal?.aborted) throw req.signal.reason ?? new Error('aborted');
      const { body: payload, contentType } = encodeBody(req);
      const attempt = async (): Promise<UpstreamResponse<T>> => {
        const response = await dispatcher.request({
          origin: base.origin,
          path,
          method: req.method,
          headers: buildHeaders(req, contentType),
          body: payload,
          signal,
          // Backstops under the deadline: undici enforces them even if the abort is late.
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
        status = response.statusCode;
        const headers = response.headers as Record<string, string | string[] | undefined>;
        if (status >= 500) {
          await discard(response.body);
          throw new AppError('upstream_status', `Upstream ${req.host} ${req.endpoint} answered ${status}`, 502, { upstreamStatus: status });
        }
        const maxBytes = req.maxBodyBytes ?? UPSTREAM_MAX_BODY_BYTES;
        const declared = Number(headerValue(headers['content-length']) || Number.NaN);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.body.destroy();
          throw new BodyTooLargeError(req, maxBytes, declared);
        }
        const raw = await readBody(response.body, maxBytes, req);
        if (req.responseType === 'bytes' && status < 300) return { status, body: (status === 204 ? undefined : raw) as T | undefined, headers };
        return { status, body: decodeBody<T>(raw.toString('utf8'), headerValue(headers['content-type']), status, req), headers };
      };
      let result: UpstreamResponse<T>;
      try {
        result = await attempt();
      } catch (cause) {
        // A reset or refused connection (a restarting upstream, a keep-alive socket the
        // other side just closed) says nothing about the answer: a GET may be sent once
        // more, within the same deadline, before it counts as a failure.
        if (req.method !== 'GET' || signal.aborted || !isConnectionFailure(cause)) throw cause;
        metrics?.countRetry?.(labels);
        logger?.debug?.({ upstream: { host: req.host, endpoint: req.endpoint }, requestId: req.requestId, code: errorCodes(cause)[0] }, 'upstream connection failed; retrying once');
        status = 0;
        result = await attempt();
      }
      status = result.status;
      record(status >= 400 ? 'client_error' : status >= 300 ? 'redirect' : 'ok');
      return result;
    } catch (cause) {
      const error = toAppError(cause, req, deadline.signal, timeoutMs);
      const aborted = !deadline.signal.aborted && req.signal?.aborted === true;
      record(aborted ? 'aborted' : (error.code as UpstreamOutcome));
      if (!aborted) {
        metrics?.countError({ ...labels, code: error.code });
        logger?.warn(
          {
            upstream: { host: req.host, endpoint: req.endpoint, method: req.method, path: stripQuery(path), status: status || undefined },
            requestId: req.requestId,
            durationMs: Math.round(performance.now() - started),
            code: error.code,
            err: cause,
          },
          'upstream request failed',
        );
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return { request, urls };
}

/** An upstream answer larger than the call's bound: refused, never buffered whole. */
export class BodyTooLargeError extends AppError {
  readonly maxBytes: number;
  constructor(req: Pick<UpstreamRequest<string>, 'host' | 'endpoint'>, maxBytes: number, declared?: number) {
    const size = declared === undefined ? '' : ` (Content-Length ${declared})`;
    super('upstream_bad_response', `Upstream ${req.host} ${req.endpoint} body exceeds ${maxBytes} bytes${size}`, 502);
    this.name = 'BodyTooLargeError';
    this.maxBytes = maxBytes;
  }
}

class DeadlineError extends Error {
  constructor(timeoutMs: number) {
    super(`Upstream deadline of ${timeoutMs} ms passed`);
    this.name = 'DeadlineError';
  }
}

/** prefix + path + query; the path may already carry a query string (legacy `/?a=...` calls). */
export function joinPath(prefix: string, path: string, query?: Record<string, QueryValue>): string {
  const rel = path.startsWith('/') ? path : `/${path}`;
  let joined = `${prefix}${rel}`;
  const encoded = encodeQuery(query);
  if (encoded) joined += (joined.includes('?') ? '&' : '?') + encoded;
  return joined;
}

export function encodeQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  return params.toString();
}

function encodeBody(req: UpstreamRequest<string>): { body: string | null; contentType: string | undefined } {
  if (req.form !== undefined) {
    return { body: encodeQuery(req.form), contentType: 'application/x-www-form-urlencoded' };
  }
  if (req.json !== undefined) {
    return { body: JSON.stringify(req.json), contentType: 'application/json' };
  }
  return { body: null, contentType: undefined };
}

// Header values that arrive from the browser (request id, token from a cookie) are
// checked here: an invalid one is dropped instead of failing the whole call.
const REQUEST_ID_PATTERN = /^[\w.:@-]{1,128}$/;
const TOKEN_PATTERN = /^[\x21-\x7e]{1,8192}$/;

function buildHeaders(req: UpstreamRequest<string>, contentType: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json, text/plain;q=0.9, */*;q=0.8' };
  for (const [name, value] of Object.entries(req.headers ?? {})) headers[name.toLowerCase()] = value;
  if (contentType) headers['content-type'] = contentType;
  if (req.accessToken !== undefined && TOKEN_PATTERN.test(req.accessToken)) headers.authorization = `Bearer ${req.accessToken}`;
  if (req.requestId !== undefined && REQUEST_ID_PATTERN.test(req.requestId)) headers['x-request-id'] = req.requestId;
  return headers;
}

async function discard(body: Dispatcher.ResponseData['body']): Promise<void> {
  try {
    await body.dump({ limit: 64 * 1024 });
  } catch {
    body.destroy();
  }
}

async function readBody(body: Dispatcher.ResponseData['body'], limit: number, req: UpstreamRequest<string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new BodyTooLargeError(req, limit);
      chunks.push(chunk);
    }
  } finally {
    if (!body.destroyed) body.destroy();
  }
  return Buffer.concat(chunks, size);
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function isJsonType(contentType: string): boolean {
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

function decodeBody<T>(raw: string, contentType: string, status: number, req: UpstreamRequest<string>): T | undefined {
  if (status === 204 || raw.trim() === '') return undefined;
  const mode = req.responseType ?? 'auto';
  if (mode === 'text') return raw as T;
  // Without a content type the body is parsed when it is JSON and kept as text otherwise.
  const wantsJson = mode === 'json' || isJsonType(contentType);
  if (!wantsJson && contentType !== '') return raw as T;
  try {
    return JSON.parse(raw) as T;
  } catch (cause) {
    // A 4xx body is only informative: callers get the text rather than an exception.
    if (!wantsJson || status >= 400) return raw as T;
    throw new AppError('upstream_bad_response', `Upstream ${req.host} ${req.endpoint} sent malformed JSON`, 502, { cause });
  }
}

function stripQuery(path: string): string {
  const at = path.indexOf('?');
  return at === -1 ? path : path.slice(0, at);
}

/** The connection failed before or while the answer came: nothing was decided by the upstream. */
const CONNECTION_FAILURE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET']);

export function isConnectionFailure(error: unknown): boolean {
  return !(error instanceof AppError) && errorCodes(error).some((code) => CONNECTION_FAILURE_CODES.has(code));
}

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
const BAD_RESPONSE_CODES = new Set(['UND_ERR_RES_CONTENT_LENGTH_MISMATCH', 'UND_ERR_RES_EXCEEDED_MAX_SIZE', 'UND_ERR_HEADERS_OVERFLOW']);
const INVALID_REQUEST_CODES = new Set(['UND_ERR_INVALID_ARG', 'ERR_INVALID_URL', 'ERR_INVALID_CHAR', 'ERR_INVALID_HTTP_TOKEN']);

function errorCodes(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 3) return [];
  const codes: string[] = [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') codes.push(code);
  if (cause) codes.push(...errorCodes(cause, depth + 1));
  if (Array.isArray(errors)) for (const inner of errors) codes.push(...errorCodes(inner, depth + 1));
  return codes;
}

/** Every failure becomes one of the upstream AppError codes; nothing raw escapes. */
function toAppError(cause: unknown, req: UpstreamRequest<string>, deadline: AbortSignal, timeoutMs: number): AppError {
  if (cause instanceof AppError) return cause;
  const what = `Upstream ${req.host} ${req.endpoint}`;
  if (deadline.aborted || cause instanceof DeadlineError) {
    return new AppError('upstream_timeout', `${what} did not answer within ${timeoutMs} ms`, 504, { cause });
  }
  if (req.signal?.aborted) return new AppError('upstream_unavailable', `${what} was aborted by the caller`, 502, { cause });
  const codes = errorCodes(cause);
  let code: AppErrorCode = 'upstream_unavailable';
  let statusCode = 502;
  if (codes.some((c) => TIMEOUT_CODES.has(c))) {
    code = 'upstream_timeout';
    statusCode = 504;
  } else if (codes.some((c) => BAD_RESPONSE_CODES.has(c) || c.startsWith('HPE_'))) {
    code = 'upstream_bad_response';
  } else if (codes.some((c) => INVALID_REQUEST_CODES.has(c))) {
    // The call could not even be built (e.g. a path with forbidden characters):
    // input the caller should have rejected, so it is never a 500.
    code = 'bad_request';
    statusCode = 400;
  }
  const detail = codes[0] ?? (cause instanceof Error ? cause.name : 'unknown');
  return new AppError(code, `${what} failed: ${detail}`, statusCode, { cause });
}
