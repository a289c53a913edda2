import type { RenderAssets } from '#shared/api/render.ts';
import type { Language } from '#shared/domain/language.ts';

/**
 * Every page module's files that a first load of another page does not bring, in one language: its
 * chunks, its texts in that language and its stylesheets, keyed by the module's source path. The
 * browser's idle prefetch has a worker fetch them into the HTTP cache at the lowest priority, so
 * they are neither run nor applied on the main thread (client/app/browser/prefetch.ts, issue 26).
 */
export function pageFilesOf(assets: RenderAssets, lang: Language): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  const sources = new Set([...Object.keys(assets.routeChunks), ...Object.keys(assets.routeStyles)].filter((key) => key.startsWith('client/routes/') && !key.includes('?')));
  for (const source of sources) {
    const list = [...(assets.routeChunks[source] ?? []), ...(assets.routeChunks[`${source}?lang=${lang}`] ?? []), ...(assets.routeStyles[source] ?? [])];
    if (list.length > 0) files[source] = [...new Set(list)];
  }
  return files;
}
