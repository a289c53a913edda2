// `npm run size`: first-load JavaScript per page from the production build, gzip level 9.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { firstLoadFiles, gzipSize, type Manifest } from './size/first-load.ts';

const dist = path.resolve('dist/client');
const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const pages: Array<[string, string]> = [
  ['/', 'client/routes/home.tsx'],
  ['/models', 'client/routes/models/route.tsx'],
  ['/model/…', 'client/routes/model/route.tsx'],
  ['/for-manufacturers', 'client/routes/for-manufacturers/route.tsx'],
];
const sizes = new Map<string, number>();
const sizeOf = async (file: string) => {
  if (!sizes.has(file)) sizes.set(file, gzipSize(await readFile(path.join(dist, file))));
  return sizes.get(file) ?? 0;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const [label, source] of pages) {
  const files = firstLoadFiles(manifest, source);
  let total = 0;
  for (const file of files) total += await sizeOf(file);
  console.log(`${label.padEnd(20)} ${kb(total).padStart(9)} gzip  (${files.length} files)`);
}
const lazy = Object.entries(manifest).filter(([key]) => key.includes('model-viewer') || key.includes('request-model-form') || key.includes('node_modules/three'));
for (const [key, chunk] of lazy) console.log(`  on demand: ${key} ${kb(await sizeOf(chunk.file))} gzip`);
