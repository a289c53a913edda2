// A bounded closed-loop load: `connections` loops, each sending one GET at a time on
// a new connection (so a failure is the server's or the balancer's, never a client
// keep-alive race), until stopped, `maxRequests` is reached or `maxMs` has passed.
import { request as httpRequest } from 'node:http';

export interface LoadResult {
  requests: number;
  /** Answers that are not 2xx, by status. */
  failures: Record<string, number>;
  /** Socket errors (resets, refused connections, timeouts), by code. */
  errors: Record<string, number>;
}

export interface Load {
  stop(): Promise<LoadResult>;
  /** Requests answered so far. */
  count(): number;
}

function get(url: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false, headers: { 'accept-encoding': 'gzip, br' }, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', reject);
    req.end();
  });
}

export function startLoad(options: { origin: string; paths: string[]; connections: number; maxRequests: number; maxMs: number }): Load {
  const result: LoadResult = { requests: 0, failures: {}, errors: {} };
  const until = Date.now() + options.maxMs;
  let stopped = false;
  let next = 0;
  const loop = async () => {
    while (!stopped && Date.now() < until && result.requests < options.maxRequests) {
      const path = options.paths[next++ % options.paths.length] ?? '/';
      try {
        const status = await get(`${options.origin}${path}`, 30_000);
        if (status < 200 || status > 299) result.failures[`${status} ${path}`] = (result.failures[`${status} ${path}`] ?? 0) + 1;
      } catch (error) {
        const code = (error as { code?: string }).code ?? String(error);
        result.errors[code] = (result.errors[code] ?? 0) + 1;
      }
      result.requests += 1;
    }
  };
  const loops = Promise.all(Array.from({ length: options.connections }, loop));
  return {
    count: () => result.requests,
    async stop() {
      stopped = true;
      await loops;
      return result;
    },
  };
}
