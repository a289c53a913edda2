// Reads an Atom document twice: with a real feed reader's parser (@rowanmanning/feed-parser)
// and strictly against RFC 4287's required elements (well-formed XML, one id, title and
// updated per feed and entry, RFC 3339 dates, absolute IRIs, a self link).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseFeed } from '@rowanmanning/feed-parser';
import { expect } from 'vitest';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => ['entry', 'link', 'author'].includes(name), processEntities: true, parseTagValue: false, trimValues: false });

type Node = Record<string, unknown>;
const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ((value as Node | undefined)?.['#text'] as string | undefined) ?? '');
const absolute = (value: string) => URL.canParse(value) && /^(https?|urn|tag):/.test(value);

export function checkAtom(xml: string): ReturnType<typeof parseFeed> {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml) as { feed?: Node };
  const feed = doc.feed!;
  expect(feed, 'root element <feed>').toBeDefined();
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(absolute(textOf(feed.id)), 'feed id is an absolute IRI').toBe(true);
  expect(textOf(feed.title).length).toBeGreaterThan(0);
  expect(textOf(feed.updated)).toMatch(RFC3339);
  const links = (feed.link as Node[] | undefined) ?? [];
  expect(links.some((link) => link['@_rel'] === 'self' && absolute(String(link['@_href'])))).toBe(true);
  const entries = (feed.entry as Node[] | undefined) ?? [];
  const feedHasAuthor = ((feed.author as Node[] | undefined) ?? []).some((author) => textOf(author.name) !== '');
  const ids = new Set<string>();
  for (const entry of entries) {
    const id = textOf(entry.id);
    expect(absolute(id), `entry id ${id}`).toBe(true);
    expect(ids.has(id), `entry id ${id} is unique`).toBe(false);
    ids.add(id);
    expect(textOf(entry.title).length).toBeGreaterThan(0);
    expect(textOf(entry.updated)).toMatch(RFC3339);
    if (entry.published !== undefined) expect(textOf(entry.published)).toMatch(RFC3339);
    const entryLinks = (entry.link as Node[] | undefined) ?? [];
    expect(entryLinks.some((link) => (link['@_rel'] ?? 'alternate') === 'alternate' && absolute(String(link['@_href'])))).toBe(true);
    expect(feedHasAuthor || ((entry.author as Node[] | undefined) ?? []).length > 0).toBe(true);
  }
  const parsed = parseFeed(xml);
  expect(parsed.meta.type).toBe('atom');
  return parsed;
}
