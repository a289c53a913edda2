// Reads a model's IFC file into facts: fetched from the uploads host (bounded by
// IFC_MAX_FILE_BYTES), parsed in the worker pool, cached in the shared response
// cache by the file's address and size. Concurrent reads of one file version
// share one load (the cache coalesces them), so one file is parsed once at a time.
// Every failure is a result ('unreadable' with a reason), logged once and counted;
// nothing here throws to a page.
import type { IfcFacts } from '#shared/types/ifc.ts';
import type { IfcUnreadableReason } from '#shared/api/dto.ts';
import { cacheKey, type ResponseCache } from '#server/cache/response-cache.ts';
import type { IfcMetrics } from '#server/metrics/registry.ts';
import { BodyTooLargeError, type UpstreamHttp } from '#server/upstream/http.ts';
import type { PolicyLogger } from '#server/services/error-policy.ts';
import { IFC_MAX_FILE_BYTES } from './limits.ts';
import { fitFacts } from './fit-facts.ts';
import type { ParserPool } from './parser-pool.ts';

export interface IfcFileRef {
  /** As the model's upstream data lists it: a path on the uploads host (or a URL on it). */
  url: string;
  /** The size the upstream data lists: with the address, the version the cache is keyed by. */
  size: number;
}

export type IfcReadResult = { state: 'read'; facts: IfcFacts } | { state: 'unreadable'; reason: IfcUnreadableReason } | { state: 'pending' };

export interface IfcReader {
  /**
   * The facts of a file. With waitMs, answers { state: 'pending' } once that long
   * has passed while the read goes on and fills the cache for the next request.
   */
  read(file: IfcFileRef, options?: { waitMs?: number; requestId?: string; log?: PolicyLogger }): Promise<IfcReadResult>;
  close(): Promise<void>;
}

/** A read that failed for a reason that may pass (the upstream, a full queue): answered, never cached. */
class TransientFailure extends Error {
  readonly result: IfcReadResult;
  constructor(result: IfcReadResult) {
    super('transient IFC read failure');
    this.result = result;
  }
}

/** The file's path on the uploads host, or null when the address points anywhere else (never fetched). */
export function uploadsPath(url: string, uploadsBase: string): string | null {
  const base = new URL(uploadsBase);
  const prefix = base.pathname.replace(/\/+$/, '');
  let path: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) {
    if (!URL.canParse(url, base)) return null;
    const absolute = new URL(url, base);
    if (absolute.origin !== base.origin || !absolute.pathname.startsWith(`${prefix}/`)) return null;
    path = absolute.pathname.slice(prefix.length) + absolute.search;
  } else {
    path = url.startsWith('/') ? url : `/${url}`;
  }
  // No way out of the uploads prefix, no smuggled host or fragment.
  if (/(^|\/)\.\.?(\/|$)|\\|#|%2e%2e|%2f|%5c/i.test(path) || path.length > 1000) return null;
  return path;
}

export function createIfcReader(options: { http: UpstreamHttp; cache: ResponseCache; pool: ParserPool; logger: PolicyLogger; metrics?: IfcMetrics; maxFileBytes?: number }): IfcReader {
  const { http, cache, pool, metrics } = options;
  const maxFileBytes = options.maxFileBytes ?? IFC_MAX_FILE_BYTES;

  function unreadable(reason: IfcUnreadableReason, file: IfcFileRef, log: PolicyLogger, detail: string, requestId?: string): IfcReadResult {
    metrics?.countUnreadable(reason);
    log.warn({ ifc: { file: file.url, size: file.size, reason, detail }, requestId }, 'IFC file could not be read');
    return { state: 'unreadable', reason };
  }

  async function load(file: IfcFileRef, log: PolicyLogger, requestId?: string): Promise<IfcReadResult> {
    const path = uploadsPath(file.url, http.urls.uploads);
    if (path === null) return unreadable('unavailable', file, log, 'the file address is not on the uploads host', requestId);
    if (file.size > maxFileBytes) return unreadable('too_large', file, log, `listed as ${file.size} bytes`, requestId);
    let bytes: Buffer;
    try {
      const response = await http.request<Buffer>({
        host: 'uploads',
        method: 'GET',
        path,
        endpoint: 'uploads.ifc_file',
        responseType: 'bytes',
        maxBodyBytes: maxFileBytes,
        headers: { accept: 'application/octet-stream, */*;q=0.5' },
        ...(requestId === undefined ? {} : { requestId }),
      });
      if (response.status !== 200 || !Buffer.isBuffer(response.body)) {
        throw new TransientFailure(unreadable('unavailable', file, log, `the uploads host answered ${response.status}`, requestId));
      }
      bytes = response.body;
    } catch (error) {
      if (error instanceof TransientFailure) throw error;
      if (error instanceof BodyTooLargeError) return unreadable('too_large', file, log, error.message, requestId);
      throw new TransientFailure(unreadable('unavailable', file, log, error instanceof Error ? error.message : String(error), requestId));
    }
    const outcome = await pool.parse(bytes);
    if (outcome.ok) return { state: 'read', facts: fitFacts(outcome.facts) };
    // A full queue is overload, not a property of the file: not cached, the page says "being read".
    if (outcome.reason === 'busy') throw new TransientFailure({ state: 'pending' });
    return unreadable(outcome.reason, file, log, outcome.message, requestId);
  }

  return {
    async read(file, readOptions = {}) {
      const log = readOptions.log ?? options.logger;
      // The facts do not depend on the language or the visitor: one entry per file version.
      const key = cacheKey({ host: 'uploads', path: 'ifc.facts', body: { url: file.url, size: file.size }, lang: '' });
      const loading = cache.get(key, 'file', () => load(file, log, readOptions.requestId)).catch((error: unknown) => {
        if (error instanceof TransientFailure) return error.result;
        log.error({ err: error, ifc: { file: file.url } }, 'IFC read failed unexpectedly');
        metrics?.countUnreadable('crashed');
        return { state: 'unreadable', reason: 'crashed' } satisfies IfcReadResult;
      });
      if (readOptions.waitMs === undefined) return loading;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<IfcReadResult>((resolve) => {
        timer = setTimeout(() => resolve({ state: 'pending' }), readOptions.waitMs);
      });
      return Promise.race([loading, waited]).finally(() => clearTimeout(timer));
    },
    close: () => pool.close(),
  };
}
