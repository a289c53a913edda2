import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What the upstream client records. `outcome` is 'ok' (2xx), 'redirect' (3xx),
 * 'client_error' (4xx, returned to the caller), 'aborted' (the caller gave up) or
 * the AppError code the call failed with.
 */
export type UpstreamOutcome =
  | 'ok'
  | 'redirect'
  | 'client_error'
  | 'aborted'
  | 'upstream_status'
  | 'upstream_timeout'
  | 'upstream_unavailable'
  | 'upstream_bad_response'
  | 'bad_request'
  | 'internal';

export interface UpstreamMetrics {
  observeRequest(labels: { host: string; endpoint: string; outcome: UpstreamOutcome }, seconds: number): void;
  countError(labels: { host: string; endpoint: string; code: string }): void;
  /** A GET sent a second time after a reset or refused connection. */
  countRetry?(labels: { host: string; endpoint: string }): void;
}

export interface CacheMetrics {
  hit(cacheClass: string): void;
  miss(cacheClass: string): void;
  coalesced(cacheClass: string): void;
  staleServed(cacheClass: string): void;
  /** Total bytes the cache holds now (its calculated size). */
  setBytes(bytes: number): void;
}

/**
 * Reading IFC files (server/ifc): `outcome` is 'ok' or why the file could not be read
 * ('too_large', 'malformed', 'timeout', 'memory', 'crashed', 'busy', 'unavailable').
 */
export interface IfcMetrics {
  observeParse(outcome: string, seconds: number): void;
  /** A file that could not be read, by reason (parse failures and refused downloads alike). */
  countUnreadable(reason: string): void;
  countWorkerRestart(reason: string): void;
  /** Parses running in workers and files waiting for one. */
  setLoad(running: number, queued: number): void;
  /** One IDS check (issue 24 §3), by where the IDS came from ('offered', 'uploaded') and outcome ('checked', 'invalid'). */
  countIdsCheck(source: string, outcome: string): void;
}

export interface HttpMetrics {
  /** `route` is the matched route pattern; undefined (no route matched) is recorded as 'not_found'. */
  observe(labels: { method: string; route: string | undefined; status_code: number | string }, seconds: number): void;
}

/** How page requests were answered (server/render/admission.ts PageAnswer), and the render line. */
export interface PageMetrics {
  answered(answer: 'hit' | 'join' | 'render' | 'stale' | 'busy'): void;
  /** Read at every scrape: pages rendering, waiting, and how long a newcomer would wait. */
  watchRenderLine(line: { readonly active: number; readonly waiting: number; readonly reserved: number; expectedWaitMs(): number }): void;
}

/** Freed memory given back to the system (server/memory/freed-memory.ts). */
export interface MemoryMetrics {
  observeTrim(seconds: number, released: boolean): void;
  /** V8's memory-reducing GC in a lull (server/memory/heap-reduce.ts). */
  observeHeapReduce(seconds: number): void;
}

export interface Metrics {
  /** Owned by this Metrics object, not prom-client's global one, so several apps can share a process. */
  readonly registry: Registry;
  readonly contentType: string;
  readonly http: HttpMetrics;
  readonly upstream: UpstreamMetrics;
  readonly cache: CacheMetrics;
  readonly ifc: IfcMetrics;
  readonly pages: PageMetrics;
  readonly memory: MemoryMetrics;
  /** The exposition text of every series. */
  text(): Promise<string>;
}

export const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

// Seconds: from a cached answer (sub-millisecond) to the 20 s upstream deadline.
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];
const UPSTREAM_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 20, 30];

// Label values come from code (endpoint names, route patterns), but a typo or an
// interpolated id must not mint a new series per request.
const LABEL_PATTERN = /^[A-Za-z0-9_.:/*-]{1,80}$/;

/** A label value that is safe to use: well-formed, or the given bucket name. */
export function boundedLabel(value: string | undefined, otherwise = 'other'): string {
  return value !== undefined && LABEL_PATTERN.test(value) ? value : otherwise;
}

function statusLabel(status: number | string): string {
  const code = typeof status === 'number' ? status : Number.parseInt(status, 10);
  return Number.isInteger(code) && code >= 100 && code <= 599 ? String(code) : 'other';
}

/** Route patterns come from registered routes (a bounded set), so any pattern is kept. */
function routeLabel(route: string | undefined): string {
  if (route === undefined || route === '') return 'not_found';
  return route.length <= 200 ? route : 'other';
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

export function createMetrics(options: { prefix?: string } = {}): Metrics {
  const registry = new Registry();
  // Includes process CPU/memory, heap, GC and event-loop lag (nodejs_eventloop_lag_seconds
  // and its monitorEventLoopDelay percentiles nodejs_eventloop_lag_p50/p90/p99_seconds).
  collectDefaultMetrics({ register: registry, ...(options.prefix ? { prefix: options.prefix } : {}) });

  // Every series is this registry's: one way to declare each kind.
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
    new Histogram<L>({ name, help, labelNames, buckets, registers: [registry] });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) => new Counter<L>({ name, help, labelNames, registers: [registry] });
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });

  const httpDuration = histogram('http_request_duration_seconds', 'Time to answer an HTTP request, by method, route pattern and status code', ['method', 'route', 'status_code'], HTTP_BUCKETS);
  const upstreamDuration = histogram('upstream_request_duration_seconds', 'Time of a call to an upstream host, by host, endpoint and outcome', ['host', 'endpoint', 'outcome'], UPSTREAM_BUCKETS);
  const upstreamErrors = counter('upstream_errors_total', 'Upstream calls that failed, by host, endpoint and error code', ['host', 'endpoint', 'code']);
  const upstreamRetries = counter('upstream_retries_total', 'Upstream GETs sent once more after a reset or refused connection, by host and endpoint', ['host', 'endpoint']);
  const cacheCounter = (name: string, help: string) => counter(name, help, ['cache_class']);
  const cacheHits = cacheCounter('cache_hits_total', 'Response-cache lookups answered from the cache (fresh, or stale while revalidating)');
  const cacheMisses = cacheCounter('cache_misses_total', 'Response-cache lookups that started an upstream load');
  const cacheCoalesced = cacheCounter('cache_coalesced_total', 'Response-cache lookups that joined a load already in flight');
  const cacheStale = cacheCounter('cache_stale_served_total', 'Stale response-cache values served (while revalidating, or because the load failed)');
  const cacheBytes = gauge('cache_bytes', 'Bytes held by the response cache');
  const ifcParseDuration = histogram('ifc_parse_duration_seconds', 'Time to read an IFC file in a parse worker (queue wait excluded), by outcome', ['outcome'], [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30]);
  const ifcUnreadable = counter('ifc_unreadable_total', 'IFC files that could not be read (the model page says so), by reason', ['reason']);
  const ifcRestarts = counter('ifc_worker_restarts_total', 'IFC parse workers replaced, by reason (timeout, memory, crashed, after_failure, ...)', ['reason']);
  const ifcRunning = gauge('ifc_parses_running', 'IFC parses running in workers now');
  const ifcQueued = gauge('ifc_parses_queued', 'IFC files waiting for a parse worker now');
  const idsChecks = counter('ids_checks_total', 'IDS checks of a model, by where the IDS came from and outcome', ['source', 'outcome']);
  const pageAnswers = counter(
    'page_answers_total',
    'Page requests by how they were answered: hit (fresh page-cache copy), join (a render under way), render, stale (page-cache copy past its TTL, server too busy), busy (503)',
    ['answer'],
  );
  const mallocTrims = histogram(
    'malloc_trim_duration_seconds',
    'malloc_trim calls that gave freed memory back to the system, by whether any was given, and how long each blocked the event loop',
    ['released'],
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05],
  );
  const heapReduces = histogram(
    'v8_heap_reduce_duration_seconds',
    "V8's memory-reducing GCs made in lulls to give its headroom back, and how long each blocked the event loop",
    [],
    [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  );
  let renderLine: Parameters<PageMetrics['watchRenderLine']>[0] | null = null;
  // Read when scraped: the line's state now, not a value kept up to date by each request.
  const liveGauge = (name: string, help: string, read: () => number, aggregator?: 'max') =>
    new Gauge({
      name,
      help,
      registers: [registry],
      ...(aggregator ? { aggregator } : {}),
      collect() {
        this.set(read());
      },
    });
  liveGauge('render_turns_active', 'Pages rendering and being written now (RENDER_CONCURRENCY bounds it)', () => renderLine?.active ?? 0);
  liveGauge('render_queue_waiting', 'Pages waiting for a render turn', () => renderLine?.waiting ?? 0);
  liveGauge('render_queue_reserved', 'Pages admitted and still loading their data: they will ask for a render turn', () => renderLine?.reserved ?? 0);
  // Summed over cluster workers it would mean nothing: the worst worker's.
  liveGauge(
    'render_queue_expected_wait_seconds',
    'How long a page asking now would wait for a render turn; over ADMISSION_MAX_WAIT_MS, pages are shed',
    () => (renderLine?.expectedWaitMs() ?? 0) / 1000,
    'max',
  );

  return {
    registry,
    contentType: registry.contentType,
    http: {
      observe(labels, value) {
        httpDuration.observe(
          {
            method: HTTP_METHODS.has(labels.method) ? labels.method : 'OTHER',
            route: routeLabel(labels.route),
            status_code: statusLabel(labels.status_code),
          },
          nonNegative(value),
        );
      },
    },
    upstream: {
      observeRequest(labels, value) {
        upstreamDuration.observe(
          { host: boundedLabel(labels.host), endpoint: boundedLabel(labels.endpoint), outcome: labels.outcome },
          nonNegative(value),
        );
      },
      countError(labels) {
        upstreamErrors.inc({ host: boundedLabel(labels.host), endpoint: boundedLabel(labels.endpoint), code: boundedLabel(labels.code) });
      },
      countRetry(labels) {
        upstreamRetries.inc({ host: boundedLabel(labels.host), endpoint: boundedLabel(labels.endpoint) });
      },
    },
    cache: {
      hit: (cacheClass) => cacheHits.inc({ cache_class: boundedLabel(cacheClass) }),
      miss: (cacheClass) => cacheMisses.inc({ cache_class: boundedLabel(cacheClass) }),
      coalesced: (cacheClass) => cacheCoalesced.inc({ cache_class: boundedLabel(cacheClass) }),
      staleServed: (cacheClass) => cacheStale.inc({ cache_class: boundedLabel(cacheClass) }),
      setBytes: (bytes) => cacheBytes.set(nonNegative(bytes)),
    },
    ifc: {
      observeParse: (outcome, seconds) => ifcParseDuration.observe({ outcome: boundedLabel(outcome) }, nonNegative(seconds)),
      countUnreadable: (reason) => ifcUnreadable.inc({ reason: boundedLabel(reason) }),
      countWorkerRestart: (reason) => ifcRestarts.inc({ reason: boundedLabel(reason) }),
      setLoad(running, queued) {
        ifcRunning.set(nonNegative(running));
        ifcQueued.set(nonNegative(queued));
      },
      countIdsCheck: (source, outcome) => idsChecks.inc({ source: boundedLabel(source), outcome: boundedLabel(outcome) }),
    },
    pages: {
      answered: (answer) => pageAnswers.inc({ answer }),
      watchRenderLine(line) {
        renderLine = line;
      },
    },
    memory: {
      observeTrim: (seconds, released) => mallocTrims.observe({ released: String(released) }, nonNegative(seconds)),
      observeHeapReduce: (seconds) => heapReduces.observe(nonNegative(seconds)),
    },
    text: () => registry.metrics(),
  };
}
