// The JavaScript a first visit to a page downloads before it is interactive:
// the entry and its static imports, the page language's texts, and the page's
// route module with its static imports (what the server's modulepreload hints
// list). Dynamic imports (three.js, the request form) are not first load.
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'client/entry.client.tsx';

/** Manifest keys a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** Output files of a first load of `routeSource` in `locale`, entry first, without duplicates. */
export function firstLoadFiles(manifest: Manifest, routeSource: string, locale: 'ru' | 'en' = 'ru'): string[] {
  const keys = new Set<string>();
  for (const start of [CLIENT_ENTRY, `shared/i18n/locales/${locale}.ts`, routeSource]) staticClosure(manifest, start, keys);
  return [...keys].map((key) => manifest[key]?.file).filter((file): file is string => typeof file === 'string' && file.endsWith('.js'));
}

export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length;
}
