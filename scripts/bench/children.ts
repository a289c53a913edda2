// Child processes of the bench: every one is registered so that no exit path
// (error, Ctrl-C, SIGTERM) leaves a server listening behind us.
import type { ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

const live = new Set<ChildProcess>();

export function track(child: ChildProcess): void {
  live.add(child);
  child.once('exit', () => live.delete(child));
}

/** Synchronous, so it also works from process.on('exit'). */
export function killAll(): void {
  for (const child of live) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  live.clear();
}

let installed = false;

/** Kills the children on exit and turns SIGINT/SIGTERM into a prompt, clean exit. */
export function installExitHandlers(): void {
  if (installed) return;
  installed = true;
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.stderr.write(`\nbench: ${signal}, stopping\n`);
      killAll();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

/** Resolves when the child exits; SIGTERM first, SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A port the kernel just handed out on loopback (the child binds it a moment later). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port assigned'));
      });
    });
  });
}

export interface MemorySample {
  /** Resident set size now, bytes. */
  rssBytes: number;
  /** Highest resident set size of the process's life (VmHWM), bytes. */
  peakRssBytes: number;
}

/** Parses the VmRSS and VmHWM lines of /proc/<pid>/status (values in kB). */
export function parseProcStatus(text: string): MemorySample | null {
  const rss = /^VmRSS:\s+(\d+)\s+kB/m.exec(text);
  const hwm = /^VmHWM:\s+(\d+)\s+kB/m.exec(text);
  if (!rss || !hwm) return null;
  return { rssBytes: Number(rss[1]) * 1024, peakRssBytes: Number(hwm[1]) * 1024 };
}

/** Memory of another process, from /proc (Linux); null where that is unavailable. */
export async function readMemory(pid: number): Promise<MemorySample | null> {
  try {
    return parseProcStatus(await readFile(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return null;
  }
}

/** The parent pid from the text of /proc/<pid>/stat (the field after the parenthesised name). */
export function parseParentPid(statText: string): number | null {
  const match = /\)\s+\S+\s+(\d+)/.exec(statText.slice(statText.lastIndexOf(')')));
  return match ? Number(match[1]) : null;
}

/**
 * Memory of a process and its direct children (a cluster primary and its
 * workers), summed. The peak is the sum of each process's own peak: an upper
 * bound, since they need not peak at once.
 */
export async function readTreeMemory(pid: number): Promise<MemorySample | null> {
  const own = await readMemory(pid);
  if (!own) return null;
  let entries: string[] = [];
  try {
    entries = await readdir('/proc');
  } catch {
    return own;
  }
  const children = await Promise.all(
    entries
      .filter((name) => /^\d+$/.test(name))
      .map(async (name) => {
        try {
          return parseParentPid(await readFile(`/proc/${name}/stat`, 'utf8')) === pid ? readMemory(Number(name)) : null;
        } catch {
          return null;
        }
      }),
  );
  return children.reduce<MemorySample>(
    (sum, child) => (child ? { rssBytes: sum.rssBytes + child.rssBytes, peakRssBytes: sum.peakRssBytes + child.peakRssBytes } : sum),
    own,
  );
}

