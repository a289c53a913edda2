// Compiles native/malloc-trim.c into dist/server/native/malloc-trim.node (docs/decisions/0037).
// Runs after the server build (the SSR build empties dist/server). Node-API only, so the
// headers of any Node 24 do; glibc only, since malloc_trim is glibc's. Without a C compiler or
// Node's headers the server still runs, keeping what glibc keeps, so this warns and goes on:
// the container's build checks that the addon is there and loads.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'native', 'malloc-trim.c');
const target = path.join(root, 'dist', 'server', 'native', 'malloc-trim.node');

/** Where this Node's headers are: npm's nodedir (scripts/with-node24.sh sets it), beside the binary, or the system's. */
function nodeHeaders(): string | null {
  const execDir = path.dirname(realpathSync(process.execPath));
  const candidates = [
    process.env.npm_config_nodedir && path.join(process.env.npm_config_nodedir, 'include', 'node'),
    path.join(execDir, '..', 'include', 'node'),
    '/usr/local/include/node',
    '/usr/include/node',
  ];
  return candidates.find((dir): dir is string => !!dir && existsSync(path.join(dir, 'node_api.h'))) ?? null;
}

function skip(reason: string): never {
  console.warn(`native: malloc-trim not built (${reason}); the server will run without returning freed memory`);
  process.exit(0);
}

if (process.platform !== 'linux') skip(`malloc_trim is glibc's, this is ${process.platform}`);
const headers = nodeHeaders();
if (!headers) skip("Node's headers (node_api.h) were not found");
const compiler = process.env.CC || 'cc';
mkdirSync(path.dirname(target), { recursive: true });
const started = performance.now();
try {
  execFileSync(compiler, ['-O2', '-Wall', '-Werror', '-shared', '-fPIC', `-I${headers}`, '-o', target, source], { stdio: ['ignore', 'inherit', 'inherit'] });
} catch (error) {
  skip(`${compiler} failed: ${(error as Error).message}`);
}
// Built is not enough: it must load in this Node and do its one job.
const addon = createRequire(import.meta.url)(target) as { trim?: () => boolean };
if (typeof addon.trim !== 'function' || typeof addon.trim() !== 'boolean') throw new Error(`${target} loaded but has no working trim()`);
console.log(`native: ${path.relative(root, target)} built with ${compiler} in ${Math.round(performance.now() - started)} ms`);
