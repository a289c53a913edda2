// Compiles native/malloc-trim.c into dist/server/native/malloc-trim.node (docs/decisions/0037).
// Runs after the server build (the SSR build empties dist/server). Linux only, since malloc_trim
// is glibc's. Without a C compiler the server still runs, keeping what glibc keeps, so this
// warns and goes on: the container's build checks that the addon is there and loads.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'native', 'malloc-trim.c');
const target = path.join(root, 'dist', 'server', 'native', 'malloc-trim.node');

/**
 * Node-API's headers from node-api-headers (published by the Node.js project), not the running
 * Node's: a Node binary need not ship its headers (the image's build stage has none), and a
 * Node-API addon built against them loads in every Node that has the functions it calls.
 */
function nodeApiHeaders(): string | null {
  try {
    const { include_dir: dir } = createRequire(import.meta.url)('node-api-headers') as { include_dir: string };
    return existsSync(path.join(dir, 'node_api.h')) ? dir : null;
  } catch {
    return null;
  }
}

function skip(reason: string): never {
  console.warn(`native: malloc-trim not built (${reason}); the server will run without returning freed memory`);
  process.exit(0);
}

if (process.platform !== 'linux') skip(`malloc_trim is glibc's, this is ${process.platform}`);
const headers = nodeApiHeaders();
if (!headers) skip('node-api-headers is not installed');
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
