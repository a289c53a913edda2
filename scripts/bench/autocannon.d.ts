// autocannon ships no types; this declares the part of its API the bench uses.
declare module 'autocannon' {
  interface Percentiles {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    [key: string]: number;
  }

  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
    title?: string;
    bailout?: number;
    workers?: number;
  }

  interface Result {
    title?: string;
    url: string;
    duration: number;
    start: Date;
    finish: Date;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Percentiles;
    requests: Percentiles & { sent: number };
    throughput: Percentiles;
  }

  interface Instance extends PromiseLike<Result> {
    stop(): void;
    on(event: 'done', listener: (result: Result) => void): this;
    /** `client` identifies the connection the response came on; responseTime is in ms. */
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
  }

  function autocannon(options: Options): Instance;
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;

  export default autocannon;
  export type { Options, Result, Instance, RequestSpec, Percentiles };
}
