// "Builds if needed": the production build is redone when an output is missing or
// older than the newest file it is built from.
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** What `npm run build` reads: the client, shared and server trees, public assets, Vite's config, the server's compile step and the native addon's. */
export const BUILD_SOURCES = ['client', 'shared', 'server', 'public', 'vite.config.ts', 'scripts/build-server.ts', 'scripts/server-build', 'native', 'scripts/build-native.ts'];
/** What the production server loads (the compiled server itself last); the server refuses to start without them. */
export const BUILD_OUTPUTS = ['dist/client/.vite/manifest.json', 'dist/server/entry.server.js', 'dist/server/main.js'];

/** Newest modification time (ms) of the files under `entry` (a file or a folder); 0 when absent. */
export async function newestMtime(entry: string): Promise<number> {
  let info;
  try {
    info = await stat(entry);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const child of await readdir(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules' || child.name.startsWith('.')) continue;
    newest = Math.max(newest, await newestMtime(path.join(entry, child.name)));
  }
  return newest;
}

export interface BuildState {
  stale: boolean;
  reason: string;
}

export async function buildState(root: string): Promise<BuildState> {
  let oldestOutput = Number.POSITIVE_INFINITY;
  for (const output of BUILD_OUTPUTS) {
    try {
      oldestOutput = Math.min(oldestOutput, (await stat(path.join(root, output))).mtimeMs);
    } catch {
      return { stale: true, reason: `${output} is missing` };
    }
  }
  for (const source of BUILD_SOURCES) {
    const newest = await newestMtime(path.join(root, source));
    if (newest > oldestOutput) return { stale: true, reason: `${source} changed after the last build` };
  }
  return { stale: false, reason: 'dist is newer than every source' };
}

/** Runs `npm run build` on the Node running the bench (so Vite gets Node 24 too). */
export async function runBuild(root: string, timeoutMs = 300_000): Promise<void> {
  const nodeBin = path.dirname(process.execPath);
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: root,
      env: { ...process.env, PATH: `${nodeBin}${path.delimiter}${process.env.PATH ?? ''}` },
      // Vite's output goes to stderr with the bench's progress; stdout is kept for the table.
      stdio: ['ignore', 2, 2],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`npm run build did not finish within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Builds when stale; returns what happened, for the report. */
export async function ensureBuild(root: string, log: (line: string) => void): Promise<string> {
  const state = await buildState(root);
  if (!state.stale) return `build is fresh (${state.reason})`;
  log(`building: ${state.reason}`);
  const started = Date.now();
  await runBuild(root);
  // A build that exits 0 but leaves an output missing or old would bench a stale bundle.
  const problem = await outputsWrittenSince(root, started);
  if (problem) throw new Error(`npm run build succeeded but ${problem}`);
  return `built (${state.reason})`;
}

/** Names the first output not (re)written since `since`; null when all were. */
export async function outputsWrittenSince(root: string, since: number): Promise<string | null> {
  for (const output of BUILD_OUTPUTS) {
    let mtime: number;
    try {
      mtime = (await stat(path.join(root, output))).mtimeMs;
    } catch {
      return `${output} is missing`;
    }
    // Some file systems keep whole seconds.
    if (mtime < since - 1_000) return `${output} was not rewritten`;
  }
  return null;
}
