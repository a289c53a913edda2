// Rolldown plugin: `new URL('./x', import.meta.url)` in the server's sources names a file beside
// the module, and in a bundle the module's code no longer sits beside it. Each such reference is
// given an output file of its own at the same place under the source root (a .ts module becomes
// a chunk, `ifc/parse-worker.ts` → `ifc/parse-worker.js`; a folder's files are copied as they
// are), and the expression is rewritten to that file's URL relative to the chunk it lands in.
// So the sources keep one form that Node's type stripping runs unchanged (tests, `npm run dev`),
// and a reference the plugin cannot follow fails the build rather than the running server.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'rolldown';

/** A literal relative URL resolved against the module's own URL: the one form that can be followed. */
const MODULE_URL = /new URL\(\s*(['"])(\.{1,2}\/[^'"]*)\1\s*,\s*import\.meta\.url\s*\)/g;
/** Any `new URL(…, import.meta.url)`, to find the ones MODULE_URL does not cover. */
const ANY_MODULE_URL = /new URL\([^()]*import\.meta\.url\s*\)/g;

export type ReferencedFile =
  | { kind: 'chunk'; file: string; fileName: string }
  | { kind: 'asset'; file: string; fileName: string };

/** Emits the output file for a referenced source file and answers its reference id. */
export type Emit = (file: ReferencedFile) => string;

/** The output name of a referenced file: its path under the source root, a module's extension .js. */
function outputName(root: string, file: string): string {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`${file} is outside ${root}: it has no place in the build's output`);
  return relative.split(path.sep).join('/').replace(/\.tsx?$/, '.js');
}

/**
 * The module's code with every `new URL('./…', import.meta.url)` rewritten to the emitted file's
 * URL, or null when it has none. Throws on a reference it cannot follow.
 */
export function rewriteModuleUrls(code: string, moduleFile: string, root: string, emit: Emit): string | null {
  const followed = [...code.matchAll(MODULE_URL)].length;
  const all = [...code.matchAll(ANY_MODULE_URL)].length;
  if (all > followed) throw new Error(`${moduleFile}: new URL(…, import.meta.url) with other than a literal './' path cannot be followed into the build`);
  if (followed === 0) return null;
  return code.replace(MODULE_URL, (_match, _quote: string, reference: string) => {
    const target = path.resolve(path.dirname(moduleFile), reference);
    const stats = statSync(target, { throwIfNoEntry: false });
    if (!stats) throw new Error(`${moduleFile}: ${reference} does not exist`);
    if (stats.isDirectory()) {
      // A folder read at run time (the IDS library): its files, and the URL of the folder they are in.
      const files = readdirSync(target, { withFileTypes: true }).filter((entry) => entry.isFile());
      if (files.length === 0) throw new Error(`${moduleFile}: ${reference} is an empty folder`);
      const ids = files.map((entry) => {
        const file = path.join(target, entry.name);
        return emit({ kind: 'asset', file, fileName: outputName(root, file) });
      });
      return `new URL('./', import.meta.ROLLUP_FILE_URL_${ids[0]})`;
    }
    const kind = /\.tsx?$/.test(target) ? 'chunk' : 'asset';
    return `new URL(import.meta.ROLLUP_FILE_URL_${emit({ kind, file: target, fileName: outputName(root, target) })})`;
  });
}

export function moduleUrls(root: string): Plugin {
  return {
    name: 'bim-portal:module-urls',
    transform: {
      filter: { code: 'import.meta.url' },
      handler(code, id) {
        const rewritten = rewriteModuleUrls(code, id, root, (file) =>
          file.kind === 'chunk'
            ? this.emitFile({ type: 'chunk', id: file.file, fileName: file.fileName })
            : this.emitFile({ type: 'asset', fileName: file.fileName, source: readFileSync(file.file) }),
        );
        // Each rewrite stays on its line, so the module's lines (what a stack trace names) still map.
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
  };
}
