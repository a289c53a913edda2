// Debian's redis-server on a loopback port, in memory only, for the tests of state shared across replicas.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { freePort, waitFor } from './portal-process.ts';

export const REDIS_SERVER_PATH = '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  close(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'));
    socket.setTimeout(500, () => socket.destroy());
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER_PATH)) throw new Error(`${REDIS_SERVER_PATH} is missing: run sh scripts/ensure-test-tools.sh (it says how to install Debian's redis-server)`);
  const port = await freePort();
  const child: ChildProcess = spawn(REDIS_SERVER_PATH, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes', '--loglevel', 'warning'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    return (await answersPing(port)) ? true : null;
  }, 10_000, 'redis-server to answer');
  return {
    url: `redis://127.0.0.1:${port}`,
    async close() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
