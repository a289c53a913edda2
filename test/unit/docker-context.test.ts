// The image is built from an allowlisted context (.dockerignore): every local module the
// Vite config imports, and every script `npm run build` runs with what it imports, must be
// in it, or `npm run build` fails inside the image only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Paths the allowlist lets into the build context (its `!` lines, without a trailing slash). */
function allowed(): string[] {
  return readFileSync('.dockerignore', 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('!'))
    .map((line) => line.slice(1).replace(/\/$/, ''));
}

const isAllowed = (file: string, entries: string[]) => entries.some((entry) => file === entry || file.startsWith(`${entry}/`));

/** A script and the local modules it imports, followed through their own imports. */
function withLocalImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) withLocalImports(path.normalize(path.join(path.dirname(file), match[1] ?? '')), seen);
  return seen;
}

describe('the image build context', () => {
  it('holds every local module vite.config.ts imports', () => {
    const config = readFileSync('vite.config.ts', 'utf8');
    const locals = [...config.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].map((match) => path.normalize(match[1] ?? ''));
    const entries = allowed();
    const missing = locals.filter((file) => !isAllowed(file, entries));
    expect(missing).toEqual([]);
  });

  it('holds every script npm run build runs (the server compile step) and what it imports', () => {
    const build = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.build ?? '';
    const scripts = [...build.matchAll(/\bnode\s+(scripts\/\S+\.ts)/g)].map((match) => match[1] ?? '');
    expect(scripts).toContain('scripts/build-server.ts');
    const files = [...new Set(scripts.flatMap((script) => [...withLocalImports(script)]))];
    expect(files.filter((file) => !isAllowed(file, allowed()))).toEqual([]);
  });
});
