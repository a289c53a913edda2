// `npm run size`: first-load JavaScript and CSS of every page type from the production build
// (gzip level 9, each file on its own as it travels), against the budgets; exits 1 when a page is
// over one (or, for a page still over the JavaScript budget, over its recorded ceiling).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { assetsFromManifest } from '#server/render/manifest.ts';
import { FIRST_LOAD_BUDGET_BYTES, FIRST_LOAD_CSS_BUDGET_BYTES, firstLoadFiles, firstLoadLimit, gzipSize, OVER_BUDGET_CEILINGS_BYTES, pageSources, type Manifest } from './size/first-load.ts';

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
// The stylesheets the server links in a page's head: the shell's and the page's own (decision 0031).
const assets = assetsFromManifest(manifest as Parameters<typeof assetsFromManifest>[0]);
console.log(`First-load JavaScript and CSS per page (gzip -9), budgets ${kb(FIRST_LOAD_BUDGET_BYTES)} and ${kb(FIRST_LOAD_CSS_BUDGET_BYTES)}:`);
console.log(`${'page'.padEnd(20)} ${'JS'.padStart(9)}          ${'CSS'.padStart(9)}`);
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
  const stylesheets = [...assets.styles, ...(assets.routeStyles[source] ?? [])].map((href) => href.slice(1));
  let css = 0;
  for (const file of stylesheets) css += await sizeOf(file);
  if (css > FIRST_LOAD_CSS_BUDGET_BYTES) over.push(`${id} CSS ${kb(css)}`);
  const note = !fits ? '  JS OVER ITS LIMIT' : ceiling !== undefined ? `  over the budget, held to ${kb(ceiling)} (issue 15)` : '';
  const cssNote = css > FIRST_LOAD_CSS_BUDGET_BYTES ? '  CSS OVER THE BUDGET' : '';
  console.log(`${id.padEnd(20)} ${kb(total).padStart(9)} (${String(files.length).padStart(2)} files) ${kb(css).padStart(9)} (${stylesheets.length} files)${note}${cssNote}`);
}
// Code loaded after the first load: deferred parts (docs/decisions/0018), code run on first use, three.js, forms.
const firstLoadSources = new Set([...pages.map((page) => page.source), 'shared/i18n/locales/ru.ts', 'shared/i18n/locales/en.ts']);
// A page's texts in one language (`?lang=`) are counted in its first load above.
// A page's styles.ts is its stylesheets, counted above.
const onDemand = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && !firstLoadSources.has(key) && !/\?lang=(ru|en)$/.test(key) && !key.endsWith('/styles.ts'));
for (const [key, chunk] of onDemand) console.log(`  on demand: ${key} ${kb(await sizeOf(chunk.file))} gzip`);
if (over.length > 0) {
  console.error(`First load over its limit (budgets: JavaScript ${kb(FIRST_LOAD_BUDGET_BYTES)}, CSS ${kb(FIRST_LOAD_CSS_BUDGET_BYTES)}): ${over.join(', ')}`);
  process.exitCode = 1;
}
