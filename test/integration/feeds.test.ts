// Atom feeds (issue 23 §3): the reading room and the two CAD news feeds of spec §7,
// in both languages, parsed by a feed reader's parser and checked against RFC 4287.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { ArticlesDto, RssDto } from '#shared/api/dto.ts';
import { buildTestApp } from '#test/support/app.ts';
import { checkAtom } from '#test/support/atom-check.ts';
import { pageFacts } from '#test/support/page-facts.ts';

const ORIGIN = 'https://bim.example';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (path: string) => request(app.server).get(path).buffer(true).parse((res, done) => {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
});

describe('the reading room feed', () => {
  it.each([
    ['ru', '/articles/feed.xml', ''],
    ['en', '/en/articles/feed.xml', '/en'],
  ] as const)('%s: %s lists the newest articles the first page shows, with absolute links in its language', async (lang, path, prefix) => {
    const list = (await request(app.server).get(`/api/articles?lang=${lang}`).expect(200)).body as ArticlesDto;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = res.body as string;
    expect(xml).toContain(`xml:lang="${lang}"`);
    const feed = checkAtom(xml);
    const expected = [...list.fresh, ...list.items];
    expect(feed.items.map((item) => item.url)).toEqual(expected.map((card) => `${ORIGIN}${prefix}${card.href}`));
    expect(feed.items[0]!.title).toBe(expected[0]!.title);
    expect(feed.self).toBe(`${ORIGIN}${path}`);
    expect(feed.url).toBe(`${ORIGIN}${prefix}/articles`);
    // Newest first, and the feed is as new as its newest entry.
    const dates = feed.items.map((item) => item.published?.getTime() ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(feed.updated?.getTime()).toBe(Math.max(...dates));
  });

  it('answers a repeat poll with 304 by its ETag', async () => {
    const first = await get('/articles/feed.xml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(app.server).get('/articles/feed.xml').set('if-none-match', etag);
    expect(again.status).toBe(304);
  });
});

describe('the CAD news feeds (spec §7 GetRssRenga, GetRssArchicad)', () => {
  it.each([
    ['renga', '/renga/feed.xml', 'ru'],
    ['archicad', '/archicad/feed.xml', 'ru'],
    ['renga', '/en/renga/feed.xml', 'en'],
  ] as const)('%s: %s is a real feed, newest first', async (product, path, lang) => {
    const news = (await request(app.server).get(`/api/rss/${product}?lang=${lang}`).expect(200)).body as RssDto;
    const res = await get(path);
    expect(res.status).toBe(200);
    const feed = checkAtom(res.body as string);
    expect(feed.items.map((item) => item.title)).toEqual(news.items.map((item) => item.title || item.link));
    const dates = feed.items.map((item) => item.updated?.getTime() ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(feed.url).toBe(`${ORIGIN}${lang === 'en' ? '/en' : ''}/${product}`);
    expect(feed.title).toContain(product === 'renga' ? 'Renga' : 'Archicad');
  });

  it("a news source whose status_code is not 200 (spec §8) asks the reader to come back later: 503, Retry-After, never an emptied feed", async () => {
    app.demoUpstream!.faults.set('/web1/?m=statics&a=GetRssArchicad', { kind: 'status', status: 404 });
    try {
      const res = await get('/en/archicad/feed.xml');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('600');
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      app.demoUpstream!.faults.clear();
    }
  });
});

describe('the pages that show a feed link to it (feed autodiscovery)', () => {
  it.each([
    ['/articles', '/articles/feed.xml'],
    ['/en/articles', '/en/articles/feed.xml'],
    ['/articles?sort=views', '/articles/feed.xml'],
    ['/renga', '/renga/feed.xml'],
    ['/archicad', '/archicad/feed.xml'],
    ['/en/archicad', '/en/archicad/feed.xml'],
  ])('%s links %s in its head, and the link gives a feed that parses', async (page, feedPath) => {
    const html = await request(app.server).get(page).expect(200);
    const head = html.text.slice(0, html.text.indexOf('</head>'));
    const { feeds } = pageFacts(head + '</head><body></body></html>');
    expect(feeds).toHaveLength(1);
    expect(feeds[0]!.href).toBe(`${ORIGIN}${feedPath}`);
    expect(feeds[0]!.title).not.toBe('');
    const res = await get(new URL(feeds[0]!.href).pathname);
    expect(res.status).toBe(200);
    const feed = checkAtom(res.body as string);
    expect(feed.title).toBe(feeds[0]!.title);
    expect(feed.items.length).toBeGreaterThan(0);
  });

  it.each(['/revit', '/ifc', '/models', '/articles/feed'])('%s names no feed', async (page) => {
    const res = await request(app.server).get(page);
    expect(pageFacts(res.text).feeds).toEqual([]);
  });
});
