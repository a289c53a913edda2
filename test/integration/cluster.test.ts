// The production entry point with WEB_CONCURRENCY=2: a primary with two worker
// processes sharing one port, metrics summed over the workers, a crashed worker
// replaced, and SIGTERM draining everything to exit code 0.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let child: ChildProcess;
let origin: string;
let metricsOrigin: string;
let exited: Promise<number | null>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function workerPids(): number[] {
  try {
    return execFileSync('ps', ['--ppid', String(child.pid), '-o', 'pid='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return [];
  }
}

async function waitFor<T>(probe: () => Promise<T | null> | T | null, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The status of a GET on its own new connection. */
function freshStatus(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

const ready = () =>
  waitFor(async () => {
    try {
      const response = await fetch(`${origin}/readyz`);
      return response.status === 200 ? true : null;
    } catch {
      return null;
    }
  }, 45_000);

beforeAll(async () => {
  const port = await freePort();
  const metricsPort = await freePort();
  origin = `http://127.0.0.1:${port}`;
  metricsOrigin = `http://127.0.0.1:${metricsPort}`;
  child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_CONCURRENCY: '2', SHUTDOWN_GRACE_MS: '2000', METRICS_PORT: String(metricsPort),
      // No shedding: on a busy machine the drain test's burst of twenty renders would wait past the bound (docs/decisions/0025).
      ADMISSION_MAX_WAIT_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await ready();
}, 60_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

describe('cluster mode (WEB_CONCURRENCY)', () => {
  it('serves pages from two worker processes on one port', async () => {
    expect(workerPids()).toHaveLength(2);
    const statuses = await Promise.all(Array.from({ length: 6 }, () => fetch(`${origin}/about`).then((r) => r.status)));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('answers /metrics on the metrics port with the sum over every worker, and not on the site\'s port', async () => {
    expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    // A scrape a busy worker does not answer in time is a 503: ask again rather than read it as 0.
    const count = () =>
      waitFor(async () => {
        const response = await fetch(`${metricsOrigin}/metrics`);
        if (response.status !== 200) return null;
        const line = (await response.text()).split('\n').find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/*"') && l.includes('status_code="200"'));
        return Number(line?.split(' ').at(-1) ?? 0);
      }, 30_000);
    const before = await count();
    await Promise.all(Array.from({ length: 10 }, () => fetch(`${origin}/about`).then((r) => r.arrayBuffer())));
    // The primary sums every worker: all ten are counted.
    expect(await count()).toBe(before + 10);
    expect(await count()).toBe(before + 10);
  }, 60_000);

  it('replaces a worker that dies', async () => {
    const [victim] = workerPids();
    process.kill(victim!, 'SIGKILL');
    const pids = await waitFor(() => {
      const now = workerPids();
      return now.length === 2 && !now.includes(victim!) ? now : null;
    }, 20_000);
    expect(pids).toHaveLength(2);
    await ready();
    // New connections are served (a kept-alive one to the dead worker was reset, as with any crash).
    expect(await Promise.all(Array.from({ length: 4 }, () => freshStatus('/healthz')))).toEqual([200, 200, 200, 200]);
  }, 30_000);

  it('drains every worker on SIGTERM: readiness 503, requests in flight all answered, exit 0', async () => {
    // Twenty page renders on their own connections, the signal 0.2 s after them.
    const pages = Promise.allSettled(Array.from({ length: 20 }, (_, i) => freshStatus(`/models?page=${i + 2}`)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    child.kill('SIGTERM');
    // The primary passes the signal on to each worker: readiness turns 503 within the grace period.
    await waitFor(async () => ((await freshStatus('/readyz')) === 503 ? true : null), 1_500);
    expect(await freshStatus('/about')).toBe(200);
    expect((await pages).map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual(Array(20).fill(200));
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(workerPids()).toEqual([]);
  }, 20_000);
});
