// autocannon, in process, with the same request headers for the portal and the static reference.
import autocannon, { type Instance } from 'autocannon';

/**
 * What every bench request sends, spelled out in full because fetch() would otherwise
 * add its own accept-language ('*', which the portal answers in English) while
 * autocannon sends none (Russian): the captured bytes and the measured page must be
 * the same page. A Russian desktop browser: the portal's main audience, and its browser
 * path (shell streamed as soon as ready), not the crawler path. Without an encoding
 * (accept-encoding: identity) both sides send identity bytes of the same size; runs
 * that ask for compression as browsers do replace that header (BROWSER_ENCODING).
 */
export const BENCH_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8',
  'accept-encoding': 'identity',
};

/** What the bench asks for: no compression, or what every browser sends. */
export const ENCODINGS = ['identity', 'br, gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
export const BROWSER_ENCODING: Encoding = 'br, gzip';

/** The bench's headers with this accept-encoding. */
export function headersFor(encoding: Encoding): Record<string, string> {
  return { ...BENCH_HEADERS, 'accept-encoding': encoding };
}

export interface LoadResult {
  /** Responses in the measured window ÷ its length. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses to requests sent inside the measured window. */
  completed: number;
  /** Every response of the run, warm-up included (the server answered them all). */
  completedAll: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Length of the measured window. */
  durationS: number;
  /**
   * Seconds from the start until every connection had its first response. On a saturated
   * Node server new connections wait in the listen backlog (the event loop accepts only a
   * few per turn), so this shows how long a burst of new connections waits.
   */
  rampUpS: number;
  /** Bytes received per response, headers included: shows the portal and the reference sent the same page. */
  bytesPerResponse: number;
  /** Every answer in the window, whatever its status (a fast 503 is an answer too): what visitors waited. */
  answers: AnswerTimes;
  /** Answers in the window by HTTP status. */
  statuses: Record<string, number>;
}

/** Latency of answers: percentiles, the longest, and how many took over 2 s and over 10 s (issue 25). */
export interface AnswerTimes {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  over2s: number;
  over10s: number;
}

/** The thresholds: an answer over 2 s is slow work not shed; over 10 s, a visitor who gave up. */
export const SLOW_ANSWER_MS = 2_000;
export const GAVE_UP_MS = 10_000;

/** Summary of latencies, sorted ascending. */
export function answerTimes(sorted: readonly number[]): AnswerTimes {
  let over2s = 0;
  let over10s = 0;
  for (const ms of sorted) {
    if (ms > SLOW_ANSWER_MS) over2s += 1;
    if (ms > GAVE_UP_MS) over10s += 1;
  }
  return { count: sorted.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), maxMs: sorted.at(-1) ?? 0, over2s, over10s };
}

/** Nearest-rank percentile of ascending values; 0 for none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

export interface LoadOptions {
  origin: string;
  /** Each connection cycles through these paths in order. */
  paths: string[];
  /**
   * Accept-encoding of every request (identity by default); several cycle with the
   * paths, each path asked once per encoding in turn.
   */
  encodings?: readonly Encoding[];
  connections: number;
  /** Either a measured duration or an amount of requests. */
  durationS?: number;
  amount?: number;
  /**
   * Load before the measured window: it ends once this long has passed AND every
   * connection has had a response (or after maxWarmupS). Requests sent before the window
   * opens are not measured, so connection set-up does not count as page latency.
   */
  warmupS?: number;
  maxWarmupS?: number;
  /** Called as the measured window opens (e.g. to start counting upstream calls). */
  onMeasureStart?: () => void;
  /** Stops the run after this long whatever it was asked for. */
  maxS?: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const first = options.paths[0];
  if (first === undefined) throw new Error('runLoad needs at least one path');
  const warmupMs = (options.warmupS ?? 0) * 1000;
  const maxWarmupMs = Math.max(warmupMs, (options.maxWarmupS ?? 30) * 1000);
  const durationMs = (options.durationS ?? 10) * 1000;
  const encodings = options.encodings && options.encodings.length > 0 ? options.encodings : (['identity'] as const);
  const requests = options.paths.flatMap((path) => encodings.map((encoding) => ({ method: 'GET', path, headers: headersFor(encoding) })));
  const instance: Instance = autocannon({
    url: `${options.origin}${first}`,
    connections: options.connections,
    // In duration mode the bench stops the run itself; this is only the outer bound.
    ...(options.amount !== undefined ? { amount: options.amount } : { duration: Math.ceil((maxWarmupMs + durationMs) / 1000) + 5 }),
    // Generous, so a connection still waiting to be accepted during warm-up is not cut off;
    // a measured request slower than this is counted as a timeout.
    timeout: 30,
    headers: headersFor(encodings[0] ?? 'identity'),
    ...(requests.length > 1 ? { requests } : {}),
  });

  const started = Date.now();
  const latencies: number[] = [];
  const everyAnswer: number[] = [];
  const statuses: Record<string, number> = {};
  const live = new Set<unknown>();
  let rampUpMs: number | null = null;
  let windowStart: number | null = null;
  let windowEnd: number | null = null;
  let completed = 0;
  let completedAll = 0;
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let bytes = 0;
  const timers: NodeJS.Timeout[] = [];

  const openWindow = () => {
    if (windowStart !== null) return;
    windowStart = Date.now();
    options.onMeasureStart?.();
    if (options.amount === undefined) {
      timers.push(
        setTimeout(() => {
          windowEnd = Date.now();
          instance.stop();
        }, durationMs),
      );
    }
  };

  instance.on('response', (client: unknown, statusCode: number, resBytes: number, responseTime: number) => {
    const now = Date.now();
    completedAll += 1;
    if (rampUpMs === null) {
      live.add(client);
      if (live.size >= options.connections) rampUpMs = now - started;
    }
    if (windowStart === null) {
      if (rampUpMs !== null && now - started >= warmupMs) openWindow();
      return;
    }
    if (windowEnd !== null) return;
    // A request sent before the window opened belongs to the warm-up (without one, all count).
    if (warmupMs > 0 && now - responseTime < windowStart) return;
    completed += 1;
    bytes += resBytes;
    everyAnswer.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else non2xx += 1;
  });
  instance.on('reqError', (error: Error) => {
    if (windowStart === null || windowEnd !== null) return;
    errors += 1;
    if (error.message === 'request timed out') timeouts += 1;
  });

  // Without a warm-up everything is measured; with one, a server that never answers
  // every connection still gets measured after maxWarmupS.
  if (warmupMs === 0) openWindow();
  else timers.push(setTimeout(openWindow, maxWarmupMs));
  if (options.maxS !== undefined) timers.push(setTimeout(() => instance.stop(), options.maxS * 1000));

  try {
    await instance;
  } finally {
    for (const timer of timers) clearTimeout(timer);
  }
  const end = windowEnd ?? Date.now();
  const seconds = windowStart === null ? 0 : Math.max(0.001, (end - windowStart) / 1000);
  latencies.sort((a, b) => a - b);
  everyAnswer.sort((a, b) => a - b);
  return {
    rps: seconds > 0 ? completed / seconds : 0,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    completed,
    completedAll,
    non2xx,
    errors,
    timeouts,
    durationS: seconds,
    rampUpS: (rampUpMs ?? Date.now() - started) / 1000,
    bytesPerResponse: completed > 0 ? bytes / completed : 0,
    answers: answerTimes(everyAnswer),
    statuses,
  };
}
