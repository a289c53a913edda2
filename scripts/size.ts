// `npm run size`: first-load JavaScript of every page type from the production build
// (gzip level 9), against the budget; exits 1 when a page is over it (or, for a page
// still over the budget, over its recorded ceiling).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadFiles, firstLoadLimit, gzipSize, OVER_BUDGET_CEILINGS_BYTES, pageSources, type Manifest } from './size/first-load.ts';

const dist = path.resolve('dist/client');
const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const pages = pageSources(await readFile(path.resolve('client/routes.ts'), 'utf8'));
const sizes = new Map<string, number>();
const sizeOf = async (file: string) => {
  if (!sizes.has(file)) sizes.set(file, gzipSize(await readFile(path.join(dist, file))));
  return sizes.get(file) ?? 0;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const over: string[] = [];
console.log(`First-load JavaScript per page (gzip -9), budget ${kb(FIRST_LOAD_BUDGET_BYTES)}:`);
for (const { id, source } of pages) {
  if (!manifest[source]) {
    over.push(`${id}: ${source} is not in the build manifest`);
    continue;
  }
  const files = firstLoadFiles(manifest, source);
  let total = 0;
  for (const file of files) total += await sizeOf(file);
  const limit = firstLoadLimit(id);
  const fits = total <= limit;
  const ceiling = OVER_BUDGET_CEILINGS_BYTES[id];
  if (!fits) over.push(`${id} ${kb(total)}${ceiling === undefined ? '' : ` (its ceiling is ${ceiling} bytes)`}`);
  // A page that fits the budget again leaves the ceilings list, so it cannot grow back unnoticed.
  if (ceiling !== undefined && total <= FIRST_LOAD_BUDGET_BYTES) over.push(`${id} fits the budget now (${kb(total)}): remove it from OVER_BUDGET_CEILINGS_BYTES`);
  const note = !fits ? '  OVER ITS LIMIT' : ceiling !== undefined ? `  over the budget, held to ${kb(ceiling)} (issue 15)` : '';
  console.log(`${id.padEnd(20)} ${kb(total).padStart(9)}  (${files.length} files)${note}`);
}
// Code loaded after the first load: deferred parts (docs/decisions/0018), code run on first use, three.js, forms.
const firstLoadSources = new Set([...pages.map((page) => page.source), 'shared/i18n/locales/ru.ts', 'shared/i18n/locales/en.ts']);
// A page's texts in one language (`?lang=`) are counted in its first load above.
const onDemand = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && !firstLoadSources.has(key) && !/\?lang=(ru|en)$/.test(key));
for (const [key, chunk] of onDemand) console.log(`  on demand: ${key} ${kb(await sizeOf(chunk.file))} gzip`);
if (over.length > 0) {
  console.error(`First-load JavaScript over its limit (budget ${kb(FIRST_LOAD_BUDGET_BYTES)}): ${over.join(', ')}`);
  process.exitCode = 1;
}
