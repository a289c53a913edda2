// The production entry point (node server/main.ts on the built bundle) as a child
// process, the way the container runs it: for tests that send it signals.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import packageJson from '../../package.json' with { type: 'json' };
import { probeReadiness } from '../../deploy/compose/upstream-watch.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitFor<T>(probe: () => Promise<T | null> | T | null, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface PortalProcess {
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
}

/** Starts the production server on a loopback port and waits until /readyz says 200. */
export async function startPortal(port: number, env: Record<string, string> = {}): Promise<PortalProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const heapFlags = packageJson.config.nodeOptions.split(' ');
  const child = spawn(process.execPath, [...heapFlags, 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitFor(async () => (child.exitCode !== null ? Promise.reject(new Error(`the portal on ${port} exited with ${child.exitCode}`)) : (await probeReadiness(origin)) === 'ready' ? true : null), 60_000, `the portal on ${origin} to be ready`);
  return { origin, child, exited };
}
