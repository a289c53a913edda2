import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// client/routes.ts names each page's source file twice: for the lazy import and for
// the server's modulepreload hints (Vite's manifest is keyed by source path). A page
// moved into its folder with only one of the two updated loses its preload hint.
describe('client/routes.ts page sources', () => {
  const text = readFileSync('client/routes.ts', 'utf8');
  const entries = [...text.matchAll(/source: '([^']+)', lazy: \(\) => import\('\.\/([^']+)'\)/g)].map((m) => ({ source: m[1]!, lazy: `client/${m[2]!}` }));

  it('every page declares the file its lazy import loads, and the file exists', () => {
    expect(entries.length).toBeGreaterThan(20);
    for (const { source, lazy } of entries) {
      expect(source).toBe(lazy);
      expect(existsSync(source), source).toBe(true);
    }
    // Every lazy import of a page is covered by the pattern above.
    expect(entries.length).toBe([...text.matchAll(/lazy: \(\) => import\(/g)].length);
  });
});
