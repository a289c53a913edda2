// The compile step's rewrite of `new URL('./…', import.meta.url)` (decision 0035): a worker
// module becomes its own chunk at the same place, a folder's files are copied beside it, and
// a reference the build cannot follow fails the build instead of the running server.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rewriteModuleUrls, type ReferencedFile } from '../../scripts/server-build/module-urls.ts';

let base: string;
let root: string;

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'module-urls-'));
  root = path.join(base, 'server');
  await mkdir(path.join(base, 'shared'), { recursive: true });
  await writeFile(path.join(base, 'shared', 'outside.ts'), 'export {};\n');
  await mkdir(path.join(root, 'ifc', 'library'), { recursive: true });
  await writeFile(path.join(root, 'ifc', 'worker.ts'), 'export {};\n');
  await writeFile(path.join(root, 'ifc', 'library', 'a.ids'), '<ids/>');
  await writeFile(path.join(root, 'ifc', 'library', 'b.ids'), '<ids/>');
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

function rewrite(code: string) {
  const emitted: ReferencedFile[] = [];
  const result = rewriteModuleUrls(code, path.join(root, 'ifc', 'pool.ts'), root, (file) => {
    emitted.push(file);
    return `ref${emitted.length}`;
  });
  return { result, emitted };
}

describe('rewriteModuleUrls', () => {
  it('makes a worker module a chunk at its own place, named .js, and points the URL at it', () => {
    const { result, emitted } = rewrite("const url = new URL('./worker.ts', import.meta.url);\n");
    expect(emitted).toEqual([{ kind: 'chunk', file: path.join(root, 'ifc', 'worker.ts'), fileName: 'ifc/worker.js' }]);
    expect(result).toBe('const url = new URL(import.meta.ROLLUP_FILE_URL_ref1);\n');
  });

  it('copies a folder read at run time and points the URL at the folder', () => {
    const { result, emitted } = rewrite("createLibrary(new URL('./library/', import.meta.url));");
    expect(emitted.map((file) => [file.kind, file.fileName])).toEqual([
      ['asset', 'ifc/library/a.ids'],
      ['asset', 'ifc/library/b.ids'],
    ]);
    expect(result).toBe("createLibrary(new URL('./', import.meta.ROLLUP_FILE_URL_ref1));");
  });

  it('leaves a module without such a URL alone, createRequire included', () => {
    expect(rewrite("const require = createRequire(import.meta.url);").result).toBeNull();
  });

  it('fails the build on a reference it cannot follow', () => {
    expect(() => rewrite('new URL(name, import.meta.url)')).toThrow(/cannot be followed/);
    expect(() => rewrite("new URL('./missing.ts', import.meta.url)")).toThrow(/does not exist/);
    expect(() => rewrite("new URL('../../shared/outside.ts', import.meta.url)")).toThrow(/outside/);
  });
});
