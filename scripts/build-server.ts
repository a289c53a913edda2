// The production server compiled to JavaScript: dist/server/main.js, beside the SSR build's
// entry.server.js (run after `vite build --ssr`, which empties dist/server). Node then runs plain
// JavaScript and never loads its TypeScript stripper: about 15 MB less RSS
// (docs/decisions/0035). Tests and `npm run dev` keep running the .ts sources.
//
// Rolldown directly rather than a third Vite build: this is a Node program with nothing of
// Vite's (no HTML, CSS or client assets), and Vite's SSR build would also apply the client's
// plugins and config.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'rolldown';
import { moduleUrls } from './server-build/module-urls.ts';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'server');
const outDir = path.join(root, 'dist', 'server');

/**
 * Packages stay in node_modules (the runtime image installs the production dependencies) and
 * Node's built-ins (`node:…`) are Node's: only the project's own modules (relative, absolute or
 * a package.json `#` import) are compiled in.
 */
const isExternal = (id: string): boolean => !(id.startsWith('.') || id.startsWith('#') || path.isAbsolute(id));

// Only what this step wrote before: the SSR build owns the rest of dist/server.
await Promise.all(['main.js', 'main.js.map', 'chunks', 'ifc', 'demo-upstream'].map((name) => rm(path.join(outDir, name), { recursive: true, force: true })));

const started = performance.now();
const output = await build({
  cwd: root,
  input: { main: path.join(source, 'main.ts') },
  platform: 'node',
  external: isExternal,
  tsconfig: path.join(root, 'tsconfig.json'),
  plugins: [moduleUrls(source)],
  // A warning here is a module the bundle may get wrong: fail rather than ship it.
  onLog(level, log, handler) {
    if (level === 'warn') handler('error', log);
    else handler(level, log);
  },
  output: {
    dir: outDir,
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
    // Readable stack traces and heap snapshots: names are the sources' own.
    minify: false,
  },
});
const chunks = output.output.filter((file) => file.type === 'chunk').length;
const copied = output.output.filter((file) => file.type === 'asset' && !file.fileName.endsWith('.map')).length;
console.log(`server compiled to ${path.relative(root, outDir)}/main.js: ${chunks} chunks, ${copied} files copied, in ${Math.round(performance.now() - started)} ms`);
