import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, parseParentPid, parseProcStatus, readMemory, readTreeMemory, stopChild, track, killAll } from '../children.ts';

describe('parseProcStatus', () => {
  it('reads VmRSS and VmHWM in bytes', () => {
    const text = 'Name:\tnode\nVmPeak:\t 999 kB\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\nThreads:\t11\n';
    expect(parseProcStatus(text)).toEqual({ rssBytes: 100 * 1024 * 1024, peakRssBytes: 200 * 1024 * 1024 });
  });

  it('is null without both lines', () => {
    expect(parseProcStatus('VmRSS:\t 1 kB\n')).toBeNull();
  });
});

describe('readMemory', () => {
  it.runIf(process.platform === 'linux')('reads a live process', async () => {
    const memory = await readMemory(process.pid);
    expect(memory!.rssBytes).toBeGreaterThan(1024 * 1024);
    expect(memory!.peakRssBytes).toBeGreaterThanOrEqual(memory!.rssBytes);
  });

  it('is null for a process that does not exist', async () => {
    expect(await readMemory(2 ** 30)).toBeNull();
  });
});

describe('freePort', () => {
  it('returns a port that can be bound on loopback', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(port).toBeGreaterThan(0);
  });
});

describe('child lifecycle', () => {
  it('stopChild escalates to SIGKILL when SIGTERM is ignored', async () => {
    const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); console.log('up'); setInterval(() => {}, 1000)"], { stdio: ['ignore', 'pipe', 'ignore'] });
    track(child);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const started = Date.now();
    await stopChild(child, 200);
    expect(child.signalCode).toBe('SIGKILL');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('killAll kills every tracked child', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    track(child);
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    killAll();
    expect(await exited).toBe('SIGKILL');
  });
});

describe('readTreeMemory', () => {
  it('reads the parent pid out of /proc/<pid>/stat, even with spaces and parentheses in the name', () => {
    expect(parseParentPid('4242 (node) S 17 4242 4242 0 -1')).toBe(17);
    expect(parseParentPid('4242 (my (odd) name) R 99 1 1')).toBe(99);
    expect(parseParentPid('garbage')).toBeNull();
  });

  it('adds the memory of direct children to their parent', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const own = await readMemory(process.pid);
      const tree = await readTreeMemory(process.pid);
      const childMemory = await readMemory(child.pid!);
      expect(own && tree && childMemory).toBeTruthy();
      expect(tree!.rssBytes).toBeGreaterThanOrEqual(own!.rssBytes + childMemory!.rssBytes * 0.5);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
