// Model files from the uploads host (spec §7 /uploads), streamed: unlike every
// other upstream answer a file is not read into memory, so it has its own call.
// The answer's status and headers are checked before anything is handed on
// (the download door must never start a 200 it cannot finish).
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { AppError } from '#shared/errors.ts';
import { UPSTREAM_GET_TIMEOUT_MS } from '#shared/constants.ts';
import type { UpstreamMetrics } from '#server/metrics/registry.ts';
import type { UpstreamLogger } from './http.ts';

/**
 * A file may take long to send, but never stall: the body may pause at most this
 * long between two chunks (the whole transfer has no bound of its own).
 */
export const FILE_BODY_IDLE_TIMEOUT_MS = 30_000;

export interface UpstreamFile {
  /** 200, or 206 for a range. */
  status: 200 | 206;
  contentType: string | null;
  /** Bytes of this answer, when the host said (a whole number). */
  contentLength: number | null;
  /** A 206's Content-Range. */
  contentRange: string | null;
  acceptRanges: string | null;
  body: Readable;
}

export interface OpenFileOptions {
  /** The visitor's Range header (bytes only), passed on for resumed downloads. */
  range?: string;
  requestId?: string;
  /** Aborts the call (the visitor went away). */
  signal?: AbortSignal;
}

export interface UpstreamFiles {
  /**
   * GET a file by its path on the uploads host. 404 (not_found) when the host does
   * not have it; an upstream failure is an AppError with its upstreamStatus; 416
   * (range_not_satisfiable) for a range the file does not have.
   */
  open(path: string, options?: OpenFileOptions): Promise<UpstreamFile>;
}

const RANGE = /^bytes=\d*-\d*(?:,\s*\d*-\d*)*$/;

/**
 * The path a file URL names on the uploads host, or null when it names anything
 * else: another origin, a way out of the host's base path, or a path the host
 * would read differently from us (dot segments, encoded slashes, backslashes,
 * control characters). Entities carry uploads paths (docs/upstream-contract.md);
 * an absolute URL is accepted only on the uploads host itself.
 */
export function uploadsFilePath(fileUrl: string, uploadsBase: string): string | null {
  const base = new URL(uploadsBase);
  const prefix = base.pathname.replace(/\/+$/, '');
  let path = fileUrl.trim();
  if (/^https?:\/\//i.test(path)) {
    if (!URL.canParse(path)) return null;
    const url = new URL(path);
    if (url.origin !== base.origin || !url.pathname.startsWith(`${prefix}/`)) return null;
    path = url.pathname.slice(prefix.length) + url.search;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.length > 2_000) return null;
  if (/[\\\u0000-\u001f\u007f#]/.test(path) || /%(?:2f|5c|00)/i.test(path)) return null;
  const pathname = path.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.split('/').slice(1).some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return `${prefix}${path}`;
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text !== '' ? text : null;
}

export function createUpstreamFiles(options: { uploadsUrl: string; dispatcher: Dispatcher; metrics?: UpstreamMetrics; logger?: UpstreamLogger }): UpstreamFiles {
  const origin = new URL(options.uploadsUrl).origin;
  const labels = { host: 'uploads', endpoint: 'uploads.file' } as const;

  async function open(path: string, opts: OpenFileOptions = {}): Promise<UpstreamFile> {
    const started = performance.now();
    const target = uploadsFilePath(path, options.uploadsUrl);
    if (target === null) throw new AppError('not_found', 'Not a file on the uploads host', 404);
    const headers: Record<string, string> = { accept: '*/*' };
    if (opts.range !== undefined && RANGE.test(opts.range)) headers.range = opts.range;
    if (opts.requestId !== undefined && /^[\w.:@-]{1,128}$/.test(opts.requestId)) headers['x-request-id'] = opts.requestId;
    // The answer's start is bounded like any GET (spec §9); the body only by its pauses (bodyTimeout),
    // so the deadline is cleared once the headers are in.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error(`no answer within ${UPSTREAM_GET_TIMEOUT_MS} ms`)), UPSTREAM_GET_TIMEOUT_MS);
    let response: Dispatcher.ResponseData;
    try {
      response = await options.dispatcher.request({
        origin,
        path: target,
        method: 'GET',
        headers,
        signal: opts.signal ? AbortSignal.any([deadline.signal, opts.signal]) : deadline.signal,
        headersTimeout: UPSTREAM_GET_TIMEOUT_MS,
        bodyTimeout: FILE_BODY_IDLE_TIMEOUT_MS,
      });
    } catch (cause) {
      clearTimeout(timer);
      const timedOut = deadline.signal.aborted;
      options.metrics?.observeRequest({ ...labels, outcome: timedOut ? 'upstream_timeout' : 'upstream_unavailable' }, (performance.now() - started) / 1000);
      if (!opts.signal?.aborted) options.logger?.warn({ upstream: { ...labels, path: target.split('?', 1)[0] }, requestId: opts.requestId, err: cause }, 'upstream file request failed');
      throw timedOut
        ? new AppError('upstream_timeout', 'The uploads host did not answer in time', 504, { cause })
        : new AppError('upstream_unavailable', 'The uploads host could not be reached', 502, { cause });
    }
    clearTimeout(timer);
    // A body nobody reads any more (the visitor left, an error page went out) must not raise an unhandled error.
    response.body.on('error', () => {});
    const status = response.statusCode;
    const seconds = (performance.now() - started) / 1000;
    if (status === 200 || status === 206) {
      const length = header(response.headers, 'content-length');
      if (length !== null && !/^\d{1,15}$/.test(length)) {
        response.body.destroy();
        throw new AppError('upstream_bad_response', 'The uploads host sent a malformed Content-Length', 502, { upstreamStatus: status });
      }
      options.metrics?.observeRequest({ ...labels, outcome: 'ok' }, seconds);
      return {
        status,
        contentType: header(response.headers, 'content-type'),
        contentLength: length === null ? null : Number(length),
        contentRange: header(response.headers, 'content-range'),
        acceptRanges: header(response.headers, 'accept-ranges'),
        body: response.body,
      };
    }
    // Anything else carries no file: its body is dropped, its status decides the answer.
    response.body.destroy();
    options.metrics?.observeRequest({ ...labels, outcome: status >= 500 ? 'upstream_status' : 'client_error' }, seconds);
    if (status === 404 || status === 410) throw new AppError('not_found', 'The uploads host has no such file', 404, { upstreamStatus: status });
    if (status === 416) throw new AppError('range_not_satisfiable', 'The file has no such range', 416, { upstreamStatus: status });
    options.logger?.warn({ upstream: { ...labels, path: target.split('?', 1)[0], status }, requestId: opts.requestId }, 'upstream file request answered an error');
    throw new AppError('upstream_status', `The uploads host answered ${status}`, 502, { upstreamStatus: status });
  }

  return { open };
}
