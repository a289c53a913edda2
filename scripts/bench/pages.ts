// Which pages are measured, and their bytes for the static reference.
import { BENCH_HEADERS } from './load.ts';
import type { StaticPage } from './static-server.ts';

/** The first model page linked from an HTML document (the catalogue lists model cards); Russian links first. */
export function findModelPath(html: string): string | null {
  const russian = /href="(\/model\/[^"/?#\s]+\/[^"/?#\s]+)"/.exec(html);
  const english = /href="(\/en\/model\/[^"/?#\s]+\/[^"/?#\s]+)"/.exec(html);
  return russian?.[1] ?? english?.[1] ?? null;
}

export interface FetchedPage {
  status: number;
  contentType: string;
  body: Uint8Array;
}

/** One GET with the bench's headers and no compression (identity bytes, as autocannon receives). */
export async function fetchPage(origin: string, path: string, timeoutMs = 15_000): Promise<FetchedPage> {
  const response = await fetch(`${origin}${path}`, {
    headers: BENCH_HEADERS,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, contentType: response.headers.get('content-type') ?? 'application/octet-stream', body };
}

/** Captures each page once; a page that is not a 200 would make the comparison meaningless. */
export async function capturePages(origin: string, paths: string[]): Promise<StaticPage[]> {
  const pages: StaticPage[] = [];
  for (const path of paths) {
    const page = await fetchPage(origin, path);
    if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}, not 200: nothing to benchmark`);
    pages.push({ path, contentType: page.contentType, body: page.body });
  }
  return pages;
}

/** `concurrency` identical GETs at once, each on its own connection; resolves to their statuses. */
export async function fireConcurrent(origin: string, path: string, concurrency: number, timeoutMs = 30_000): Promise<number[]> {
  return await Promise.all(
    Array.from({ length: concurrency }, async () => {
      try {
        const page = await fetchPage(origin, path, timeoutMs);
        return page.status;
      } catch {
        return 0;
      }
    }),
  );
}
