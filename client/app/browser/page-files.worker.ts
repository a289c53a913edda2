// Runs on a worker thread: fetches other pages' files into the browser's HTTP cache, so that
// following a header link finds them there, without the main thread running, parsing or applying
// any of them (prefetch.ts, issue 26). One file at a time, at the lowest priority; each body is read
// to its end, or the cache would keep a cut copy. Ends itself when done.
import { PAGE_FILES_PATH } from '#shared/api/render.ts';
import type { PageFilesRequest } from './page-files-request.ts';

const filesOf = async (lang: string, sources: readonly string[]): Promise<string[]> => {
  const response = await fetch(`${PAGE_FILES_PATH}/${lang}`, { priority: 'low' });
  if (!response.ok) return [];
  const { files } = (await response.json()) as { files: Record<string, string[]> };
  return sources.flatMap((source) => files[source] ?? []);
};

self.onmessage = async (event: MessageEvent<PageFilesRequest>) => {
  const { pages, present } = event.data;
  const skip = new Set(present);
  try {
    for (const { lang, sources } of pages) {
      for (const file of await filesOf(lang, sources)) {
        if (skip.has(file)) continue;
        skip.add(file);
        await fetch(file, { priority: 'low' })
          .then((response) => response.arrayBuffer())
          .catch(() => undefined);
      }
    }
  } catch {
    // A prefetch that fails costs the next navigation its usual fetch, nothing else.
  } finally {
    self.close();
  }
};
