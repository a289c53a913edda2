// Atom 1.0 (RFC 4287) documents, built with fast-xml-parser's builder: every text is
// escaped by it and sent as type="text", so nothing from the upstream is read as
// markup by a feed reader; characters XML 1.0 cannot carry are dropped first.
import { XMLBuilder } from 'fast-xml-parser';

export interface AtomEntry {
  /** An absolute IRI, stable for this entry. */
  id: string;
  title: string;
  /** Where the entry is read (absolute). */
  link: string;
  updated: Date;
  published?: Date;
  summary?: string;
  author?: string;
}

export interface AtomFeed {
  /** The feed's own absolute address: its id and rel="self". */
  self: string;
  /** The page that shows the same list (rel="alternate"). */
  alternate: string;
  title: string;
  subtitle?: string;
  lang: string;
  author: { name: string; uri: string };
  entries: readonly AtomEntry[];
  /** When nothing in the feed carries a date. */
  fallbackUpdated: Date;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true, processEntities: true });

// XML 1.0 Char: no C0 controls but tab, LF and CR; no U+FFFE/U+FFFF; no lone surrogates.
const NOT_XML_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHAR, '');
}

const text = (value: string) => ({ '@_type': 'text', '#text': xmlText(value) });
const when = (date: Date) => date.toISOString();

/** The newest date in the feed, or the fallback: Atom's feed-level <updated>. */
function newest(feed: AtomFeed): Date {
  let latest: Date | null = null;
  for (const entry of feed.entries) if (!latest || entry.updated > latest) latest = entry.updated;
  return latest ?? feed.fallbackUpdated;
}

export function atomDocument(feed: AtomFeed): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' },
    feed: {
      '@_xmlns': 'http://www.w3.org/2005/Atom',
      '@_xml:lang': feed.lang,
      id: xmlText(feed.self),
      title: text(feed.title),
      ...(feed.subtitle ? { subtitle: text(feed.subtitle) } : {}),
      updated: when(newest(feed)),
      author: { name: xmlText(feed.author.name), uri: xmlText(feed.author.uri) },
      link: [
        { '@_rel': 'self', '@_type': 'application/atom+xml', '@_href': xmlText(feed.self) },
        { '@_rel': 'alternate', '@_type': 'text/html', '@_href': xmlText(feed.alternate) },
      ],
      entry: feed.entries.map((entry) => ({
        id: xmlText(entry.id),
        title: text(entry.title),
        link: { '@_rel': 'alternate', '@_type': 'text/html', '@_href': xmlText(entry.link) },
        updated: when(entry.updated),
        ...(entry.published ? { published: when(entry.published) } : {}),
        ...(entry.summary ? { summary: text(entry.summary) } : {}),
        ...(entry.author ? { author: { name: xmlText(entry.author) } } : {}),
      })),
    },
  }) as string;
}
