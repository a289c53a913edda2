// The production entry point in one process: /metrics on METRICS_PORT (loopback), 404 on the site's port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let child: ChildProcess;
let origin: string;
let metricsOrigin: string;

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

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

beforeAll(async () => {
  const port = await freePort();
  const metricsPort = await freePort();
  origin = `http://127.0.0.1:${port}`;
  metricsOrigin = `http://127.0.0.1:${metricsPort}`;
  child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', METRICS_PORT: String(metricsPort), WEB_CONCURRENCY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${origin}/readyz`, 45_000);
  await waitFor(`${metricsOrigin}/metrics`, 10_000);
}, 60_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});

describe('METRICS_PORT', () => {
  it('serves the exposition there, counting the site\'s requests', async () => {
    await (await fetch(`${origin}/about`)).arrayBuffer();
    const response = await fetch(`${metricsOrigin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/\*",status_code="200"\} [1-9]/);
    expect(text).toContain('nodejs_version_info');
  });

  it('the site\'s port has no /metrics', async () => {
    const response = await fetch(`${origin}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('nodejs_version_info');
  });
});
