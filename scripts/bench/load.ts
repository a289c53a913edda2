// autocannon, in process, with the same request headers for the portal and the static reference.
import autocannon, { type Instance, type Result } from 'autocannon';

/**
 * What every bench request sends, spelled out in full because fetch() would otherwise
 * add its own accept-language ('*', which the portal answers in English) while
 * autocannon sends none (Russian): the captured bytes and the measured page must be
 * the same page. A Russian desktop browser: the portal's main audience, and its browser
 * path (shell streamed as soon as ready), not the crawler path. No compression on
 * either side (accept-encoding: identity): both send identity bytes of the same size.
 */
export const BENCH_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8',
  'accept-encoding': 'identity',
};

export interface LoadResult {
  /** Mean of the per-second request counts (autocannon's "Req/Sec Avg"). */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses received. */
  completed: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationS: number;
  /** Bytes received per response, headers included: shows the portal and the reference sent the same page. */
  bytesPerResponse: number;
}

export function summarise(result: Result): LoadResult {
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    completed: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationS: result.duration,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

export interface LoadOptions {
  origin: string;
  /** Each connection cycles through these paths in order. */
  paths: string[];
  connections: number;
  /** Either a duration or an amount of requests. */
  durationS?: number;
  amount?: number;
  /** Stops the run after this long whatever it was asked for. */
  maxS?: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const first = options.paths[0];
  if (first === undefined) throw new Error('runLoad needs at least one path');
  const instance: Instance = autocannon({
    url: `${options.origin}${first}`,
    connections: options.connections,
    ...(options.amount !== undefined ? { amount: options.amount } : { duration: options.durationS ?? 10 }),
    // A page slower than this is a failure worth seeing in the table, not a stall.
    timeout: 10,
    headers: { ...BENCH_HEADERS },
    ...(options.paths.length > 1 ? { requests: options.paths.map((path) => ({ method: 'GET', path })) } : {}),
  });
  const guard = options.maxS === undefined ? null : setTimeout(() => instance.stop(), options.maxS * 1000);
  try {
    return summarise(await instance);
  } finally {
    if (guard) clearTimeout(guard);
  }
}
