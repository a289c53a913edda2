// server/feeds/atom.ts: a valid Atom document whatever the texts hold.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { atomDocument, type AtomFeed } from '#server/feeds/atom.ts';
import { checkAtom } from '#test/support/atom-check.ts';

const base = (entries: AtomFeed['entries'], title = 'Читальный зал'): AtomFeed => ({
  self: 'https://bim.example/articles/feed.xml',
  alternate: 'https://bim.example/articles',
  title,
  lang: 'ru',
  author: { name: 'BIM-библиотека', uri: 'https://bim.example/' },
  entries,
  fallbackUpdated: new Date(0),
});

describe('atomDocument', () => {
  it('escapes markup and entities, sends text as text, and drops what XML cannot carry', () => {
    const hostile = `<script>alert("x")</script> & ]]> \u0001\u0008 \ud800 ' "`;
    const xml = atomDocument(
      base(
        [{ id: 'https://bim.example/articles/1?a=1&b=2', title: hostile, link: 'https://bim.example/articles/1?a=1&b="2"', updated: new Date('2024-05-01T10:00:00Z'), summary: hostile, author: hostile }],
        hostile,
      ),
    );
    const feed = checkAtom(xml);
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('type="text"');
    expect(feed.title).toContain('<script>alert("x")</script> & ]]>');
    expect(feed.items[0]!.title).toContain('<script>');
    expect(feed.items[0]!.url).toMatch(/^https:\/\/bim\.example\/articles\/1\?a=1&b=(?:"|%22)2(?:"|%22)$/);
    expect(feed.updated?.toISOString()).toBe('2024-05-01T10:00:00.000Z');
  });

  it('is a valid feed for any texts', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ title: fc.string({ minLength: 1 }), summary: fc.string() }), { maxLength: 5 }), (items) => {
        const entries = items.map((item, index) => ({
          id: `https://bim.example/articles/${index + 1}`,
          title: /[^\s\u0000-\u001f]/.test(item.title) ? item.title : `#${index}`,
          link: `https://bim.example/articles/${index + 1}`,
          updated: new Date(1_700_000_000_000 + index),
          summary: item.summary,
        }));
        checkAtom(atomDocument(base(entries)));
      }),
      { numRuns: 50 },
    );
  });

  it('an empty feed is still valid, dated by its fallback', () => {
    const feed = checkAtom(atomDocument(base([])));
    expect(feed.items).toEqual([]);
    expect(feed.updated?.getTime()).toBe(0);
  });
});
