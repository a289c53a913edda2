// XML of one sitemap file and of the index, written by the `sitemap` package
// (it escapes every value), one page of entries at a time.
import { once } from 'node:events';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { ErrorLevel, SitemapIndexStream, SitemapStream } from 'sitemap';
import { entryItems, type SitemapEntry } from './plan.ts';

const gzip = promisify(gzipCallback);

/**
 * Collects the XML while items are written, honouring backpressure. A file is
 * bounded (SITEMAP_MAX_URLS URLs, about 11 MB of XML); it is compressed in one
 * call, since zlib fed one small chunk per URL is ten times slower.
 */
async function produce(stream: Transform, write: (push: (item: unknown) => Promise<void>) => Promise<void>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer | string) => chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)));
  const done = once(stream, 'end');
  const push = async (item: unknown) => {
    if (!stream.write(item)) await once(stream, 'drain');
  };
  await write(push);
  stream.end();
  await done;
  return Buffer.concat(chunks);
}

/** One sitemap file (urlset with hreflang alternates) from pages of entries. */
export async function renderSitemap(origin: string, pages: AsyncIterable<readonly SitemapEntry[]>, compress: boolean): Promise<Buffer> {
  // Our own URLs need no per-item validation.
  const stream = new SitemapStream({ level: ErrorLevel.SILENT, xmlns: { xhtml: true, news: false, image: false, video: false } });
  const xml = await produce(stream, async (push) => {
    for await (const page of pages) for (const entry of page) for (const item of entryItems(origin, entry)) await push(item);
  });
  return compress ? gzip(xml) : xml;
}

/** The sitemap index naming every file. */
export function renderIndex(urls: readonly string[], lastmod: string): Promise<Buffer> {
  return produce(new SitemapIndexStream(), async (push) => {
    for (const url of urls) await push({ url, lastmod });
  });
}
