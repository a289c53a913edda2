import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryItems, PAGES_PER_FILE, planFiles, SITEMAP_GZIP_MIN_URLS, SITEMAP_MAX_URLS, type SitemapEntry } from '#server/sitemap/plan.ts';
import { renderIndex, renderSitemap } from '#server/sitemap/render.ts';
import { createSitemaps } from '#server/sitemap/sitemaps.ts';
import type { SitemapSource } from '#server/services/sitemap.ts';

const ORIGIN = 'https://bim.example';
const none = { pages: 0, models: 0, manufacturers: 0, articles: 0, cases: 0 };

async function* inPages(entries: readonly SitemapEntry[], size = 500): AsyncIterable<SitemapEntry[]> {
  for (let at = 0; at < entries.length; at += size) yield entries.slice(at, at + size);
}

function countOf(xml: string, needle: string): number {
  return xml.split(needle).length - 1;
}

describe('sitemap plan', () => {
  it('lists every page in both languages; each names ru, en and x-default (the Russian page)', () => {
    const items = entryItems(`${ORIGIN}/`, { path: '/model/rozetka/7', lastmod: '2025-03-04T10:00:00Z' });
    expect(items.map((item) => item.url)).toEqual([`${ORIGIN}/model/rozetka/7`, `${ORIGIN}/en/model/rozetka/7`]);
    for (const item of items) {
      expect(item.links).toEqual([
        { lang: 'ru', url: `${ORIGIN}/model/rozetka/7` },
        { lang: 'en', url: `${ORIGIN}/en/model/rozetka/7` },
        { lang: 'x-default', url: `${ORIGIN}/model/rozetka/7` },
      ]);
      expect(item.lastmod).toBe('2025-03-04T10:00:00.000Z');
    }
    expect(entryItems(ORIGIN, { path: '/' }).map((item) => item.url)).toEqual([`${ORIGIN}/`, `${ORIGIN}/en`]);
    // A date the data does not really have is left out, not sent as garbage.
    expect(entryItems(ORIGIN, { path: '/about', lastmod: 'not a date' })[0]).not.toHaveProperty('lastmod');
  });

  it(`splits a kind into files of at most ${SITEMAP_MAX_URLS} URLs and gzips the large ones`, () => {
    expect(PAGES_PER_FILE * 2).toBe(SITEMAP_MAX_URLS);
    expect(planFiles({ ...none, models: PAGES_PER_FILE })).toEqual([{ name: 'models-1.xml.gz', kind: 'models', offset: 0, limit: PAGES_PER_FILE, gzip: true }]);
    const files = planFiles({ ...none, pages: 19, models: PAGES_PER_FILE * 2 + 1 });
    expect(files.map((file) => file.name)).toEqual(['pages-1.xml', 'models-1.xml.gz', 'models-2.xml.gz', 'models-3.xml']);
    expect(files.map((file) => [file.offset, file.limit])).toEqual([
      [0, 19],
      [0, PAGES_PER_FILE],
      [PAGES_PER_FILE, PAGES_PER_FILE],
      [PAGES_PER_FILE * 2, 1],
    ]);
    for (const file of files) expect(file.limit * 2).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    // A million models take 45 files.
    expect(planFiles({ ...none, models: 1_000_000 }).filter((file) => file.kind === 'models')).toHaveLength(Math.ceil(1_000_000 / PAGES_PER_FILE));
    expect(planFiles({ ...none, articles: SITEMAP_GZIP_MIN_URLS / 2 })[0]?.gzip).toBe(false);
    expect(planFiles(none)).toEqual([]);
  });
});

describe('sitemap XML', () => {
  it('escapes what the data puts in a URL', async () => {
    const xml = (await renderSitemap(ORIGIN, inPages([{ path: "/model/a&b<'\">/1" }]), false)).toString('utf8');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml).not.toContain("a&b<'\">");
    expect(countOf(xml, '<url>')).toBe(2);
    expect(countOf(xml, '<xhtml:link rel="alternate" hreflang=')).toBe(6);
  });

  it(`writes a full file of ${SITEMAP_MAX_URLS} URLs, gzipped, from pages of entries`, async () => {
    const entries = Array.from({ length: PAGES_PER_FILE }, (_, index) => ({ path: `/model/m/${index + 1}` }));
    const gz = await renderSitemap(ORIGIN, inPages(entries), true);
    const xml = gunzipSync(gz).toString('utf8');
    expect(countOf(xml, '<url>')).toBe(SITEMAP_MAX_URLS);
    expect(xml).toContain(`<loc>${ORIGIN}/en/model/m/${PAGES_PER_FILE}</loc>`);
    expect(gz.length).toBeLessThan(xml.length / 5);
    // A full file is real work (about a second on a quiet machine); shared CI machines need room.
  }, 30_000);

  it('writes an index of the files', async () => {
    const xml = (await renderIndex([`${ORIGIN}/sitemaps/pages-1.xml`, `${ORIGIN}/sitemaps/models-1.xml.gz`], '2026-01-02T00:00:00.000Z')).toString('utf8');
    expect(xml).toContain('<sitemapindex');
    expect(countOf(xml, '<sitemap>')).toBe(2);
    expect(xml).toContain(`<loc>${ORIGIN}/sitemaps/models-1.xml.gz</loc>`);
  });
});

describe('sitemap cache', () => {
  function source(counts: Record<keyof typeof none, number>, calls: string[]): SitemapSource {
    return {
      async count(kind) {
        calls.push(`count:${kind}`);
        return counts[kind];
      },
      async *entries(kind, offset, limit) {
        calls.push(`entries:${kind}:${offset}:${limit}`);
        yield Array.from({ length: limit }, (_, index) => ({ path: `/${kind}/${offset + index}` }));
      },
    };
  }

  it('generates each file once, answers unknown names without generating, and serves the kept copy while it regenerates', async () => {
    const calls: string[] = [];
    let clock = 0;
    const sitemaps = createSitemaps({ source: source({ ...none, pages: 3 }, calls), publicOrigin: ORIGIN, ttlMs: 1000, now: () => clock });
    const index = (await sitemaps.index()).body.toString('utf8');
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/pages-1.xml</loc>`);
    expect(await sitemaps.file('models-1.xml.gz')).toBeNull();
    const first = await sitemaps.file('pages-1.xml');
    await sitemaps.file('pages-1.xml');
    expect(calls.filter((call) => call.startsWith('entries'))).toEqual(['entries:pages:0:3']);
    expect(countOf(first!.body.toString('utf8'), '<url>')).toBe(6);
    expect(first!.gzip).toBe(false);
  });

  it('serves the kept copy once it is stale while a new one is generated in the background, and keeps it when the upstream fails', async () => {
    const calls: string[] = [];
    const counts = { ...none, pages: 3 };
    let clock = 1_000;
    let failing = false;
    const base = source(counts, calls);
    const flaky: SitemapSource = {
      count: async (kind) => {
        if (failing) throw new Error('upstream down');
        return base.count(kind);
      },
      entries: (kind, offset, limit) => base.entries(kind, offset, limit),
    };
    const sitemaps = createSitemaps({ source: flaky, publicOrigin: ORIGIN, ttlMs: 1000, now: () => clock });
    const before = (await sitemaps.index()).body.toString('utf8');
    counts.articles = 2;
    clock += 2_000;
    // Stale: answered at once with the old index, regenerated meanwhile.
    expect((await sitemaps.index()).body.toString('utf8')).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await sitemaps.index()).body.toString('utf8')).toContain('/sitemaps/articles-1.xml');
    failing = true;
    clock += 2_000;
    await sitemaps.index();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await sitemaps.index()).body.toString('utf8')).toContain('/sitemaps/articles-1.xml');
  });
});
