// A news feed (spec §7 GetRssRenga / GetRssArchicad) read into plain-text items.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeHTML } from 'entities';
import type { RssDto } from '#shared/api/dto.ts';
import { stripTags } from '#shared/domain/text.ts';

export type RssFeedItem = RssDto['items'][number];

/** What the feed answer holds once read: its status_code and the items (unsorted). */
export interface RssFeed {
  status_code: unknown;
  items: RssFeedItem[];
}

const parser = new XMLParser({
  ignoreAttributes: true,
  // Entities are decoded once, below, together with the HTML ones RSS descriptions carry.
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  trimValues: true,
  isArray: (name, jpath) => name === 'item' && String(jpath) === 'rss.channel.item',
});

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

/** The text of a field as parsed: a string, a number, or an element object with '#text'. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (isNode(value) && '#text' in value) return text(value['#text']);
  return '';
}

/**
 * Feed text as plain words: tags (descriptions are often HTML, in CDATA or
 * escaped) stripped and entities decoded. It is only ever shown as text, never
 * as HTML, so no markup from a feed reaches the page.
 */
export function plainText(value: unknown): string {
  const raw = text(value).replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1');
  // Escaped markup (&lt;p&gt;) is markup too: decode, strip, then decode what the text itself escaped.
  return decodeHTML(stripTags(decodeHTML(stripTags(raw)))).replace(/\s+/g, ' ').trim();
}

/** Only http(s) links are followed from a feed. */
function safeLink(value: unknown): string {
  const href = plainText(value);
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}

function toItems(items: unknown): RssFeedItem[] {
  const rows = Array.isArray(items) ? items : isNode(items) ? [items] : [];
  return rows.filter(isNode).map((item) => {
    const link = safeLink(item.link);
    return { title: plainText(item.title), link, description: plainText(item.description), pubDate: plainText(item.pubDate), guid: plainText(item.guid) || link };
  });
}

/** An RSS 2.0 document; throws when it is not well-formed XML or not RSS. */
export function parseRssXml(xml: string): RssFeedItem[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`RSS feed is not well-formed XML: ${valid.err.msg}`);
  const doc: unknown = parser.parse(xml);
  const channel = isNode(doc) && isNode(doc.rss) ? doc.rss.channel : undefined;
  if (!isNode(channel)) throw new Error('RSS feed has no rss/channel');
  return toItems(channel.item);
}

/**
 * The upstream's answer (docs/upstream-contract.md: {status_code, rss:{channel:{item}}})
 * as a feed. Hosts that pass the feed through as RSS XML (the whole body, or
 * the `rss` field as text) are read with the XML parser; the HTTP call already
 * succeeded then, so such a feed counts as status 200. Throws for anything else.
 */
export function readRssAnswer(body: unknown): RssFeed {
  if (typeof body === 'string') return { status_code: 200, items: parseRssXml(body) };
  if (!isNode(body)) throw new Error('RSS answer is not an object');
  if (typeof body.rss === 'string') return { status_code: body.status_code, items: parseRssXml(body.rss) };
  const channel = isNode(body.rss) ? body.rss.channel : undefined;
  return { status_code: body.status_code, items: isNode(channel) ? toItems(channel.item) : [] };
}
