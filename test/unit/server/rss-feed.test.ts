import { describe, expect, it } from 'vitest';
import { parseRssXml, plainText, readRssAnswer } from '#server/services/rss-feed.ts';

const GOOD = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Новости Renga</title><link>https://renga.example/</link>
<item><title>Вышла Renga 8.3 &amp; новые функции</title><link>https://renga.example/news/1</link>
<description><![CDATA[<p>Новая версия <b>ускоряет</b> работу&nbsp;с моделями.</p><script>alert(1)</script>]]></description>
<pubDate>Tue, 05 Mar 2024 10:00:00 GMT</pubDate><guid>renga-1</guid></item>
<item><title>Вебинар</title><link>javascript:alert(1)</link><description>&lt;img src=x onerror=alert(1)&gt;Покажем армирование</description><pubDate>Mon, 01 Apr 2024 09:00:00 GMT</pubDate></item>
</channel></rss>`;

describe('RSS feed reading', () => {
  it('reads a good XML feed into plain-text items; markup and unsafe links never pass', () => {
    const items = parseRssXml(GOOD);
    expect(items).toEqual([
      { title: 'Вышла Renga 8.3 & новые функции', link: 'https://renga.example/news/1', description: 'Новая версия ускоряет работу\u00a0с моделями.'.replace('\u00a0', ' '), pubDate: 'Tue, 05 Mar 2024 10:00:00 GMT', guid: 'renga-1' },
      { title: 'Вебинар', link: '', description: 'Покажем армирование', pubDate: 'Mon, 01 Apr 2024 09:00:00 GMT', guid: '' },
    ]);
  });

  it('a feed with one item is a list of one', () => {
    expect(parseRssXml('<rss><channel><item><title>A</title></item></channel></rss>')).toHaveLength(1);
  });

  it.each([
    ['not XML', 'Internal error'],
    ['unclosed', '<rss><channel><item><title>A</title></channel></rss>'],
    ['not RSS', '<html><body>oops</body></html>'],
  ])('a bad feed (%s) throws', (_name, xml) => {
    expect(() => parseRssXml(xml)).toThrow();
  });

  it('never expands entity declarations (no entity bomb)', () => {
    const bomb = '<!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><rss><channel><item><title>&b;</title></item></channel></rss>';
    let items: ReturnType<typeof parseRssXml> = [];
    try {
      items = parseRssXml(bomb);
    } catch {
      // refusing the feed is fine too
    }
    expect(items.every((item) => !item.title.includes('aaaa'))).toBe(true);
  });

  it('reads the contract JSON answer, keeping its status_code for the service to judge', () => {
    const answer = { status_code: 200, rss: { channel: { title: 't', item: [{ title: 'A &amp; B', link: 'https://x.example/a', description: '<p>text</p>', pubDate: 'Mon, 01 Apr 2024 09:00:00 GMT', guid: 'g' }] } } };
    expect(readRssAnswer(answer)).toEqual({ status_code: 200, items: [{ title: 'A & B', link: 'https://x.example/a', description: 'text', pubDate: 'Mon, 01 Apr 2024 09:00:00 GMT', guid: 'g' }] });
    expect(readRssAnswer({ status_code: 500, message: 'down' })).toEqual({ status_code: 500, items: [] });
    expect(readRssAnswer(GOOD).status_code).toBe(200);
    expect(() => readRssAnswer(42)).toThrow();
  });

  it('plain text of odd values is empty, never an object', () => {
    expect(plainText({ a: 1 })).toBe('');
    expect(plainText(null)).toBe('');
    expect(plainText(2024)).toBe('2024');
  });
});
