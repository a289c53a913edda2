// The image is built from an allowlisted context (.dockerignore): every local module the
// Vite config imports must be in it, or `npm run build` fails inside the image only.
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

describe('the image build context', () => {
  it('holds every local module vite.config.ts imports', () => {
    const config = readFileSync('vite.config.ts', 'utf8');
    const locals = [...config.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].map((match) => path.normalize(match[1] ?? ''));
    const entries = allowed();
    const missing = locals.filter((file) => !entries.some((entry) => file === entry || file.startsWith(`${entry}/`)));
    expect(missing).toEqual([]);
  });
});
