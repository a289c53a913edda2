import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild, track } from './children.ts';
import type { StaticPage } from './static-server.ts';

export interface StaticChild {
  readonly origin: string;
  readonly pid: number;
  stop(): Promise<void>;
}

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'static-child.ts');

/** Starts the static reference in its own process and hands it the pages. */
export async function startStaticChild(pages: StaticPage[], timeoutMs = 15_000): Promise<StaticChild> {
  const child = fork(ENTRY, [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  track(child);
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the static reference did not start within ${timeoutMs / 1000} s`)), timeoutMs);
      child.once('message', (message: { origin?: string; error?: string }) => {
        clearTimeout(timer);
        if (message.origin) resolve(message.origin);
        else reject(new Error(`the static reference failed: ${message.error ?? 'unknown error'}`));
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the static reference exited while starting (exit code ${code})`));
      });
      child.send({ pages });
    });
    return { origin, pid: child.pid!, stop: () => stopChild(child, 3_000) };
  } catch (error) {
    await stopChild(child, 1_000);
    throw error;
  }
}
