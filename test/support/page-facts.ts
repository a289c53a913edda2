import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

/** What a crawler reads in a page: the head's indexing tags, structured data and the links. */
export interface PageFacts {
  lang: string | undefined;
  titles: string[];
  descriptions: string[];
  robots: string[];
  canonicals: string[];
  alternates: Array<{ hrefLang: string; href: string }>;
  /** Feeds the page offers to feed readers: <link rel="alternate" type="application/atom+xml">. */
  feeds: Array<{ href: string; title: string }>;
  openGraph: Record<string, string>;
  jsonLd: string[];
  /** href of every <a>, in document order. */
  links: string[];
  h1: string[];
  /** A visible breadcrumb trail (nav[data-testid=breadcrumbs]). */
  breadcrumbs: boolean;
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function text(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  const children = 'childNodes' in node ? node.childNodes : [];
  const content = node.nodeName === 'template' ? ((node as DefaultTreeAdapterTypes.Template).content.childNodes ?? []) : [];
  return [...children, ...content].map(text).join('');
}

function* walk(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* walk(child);
  if (node.nodeName === 'template') for (const child of (node as DefaultTreeAdapterTypes.Template).content.childNodes) yield* walk(child);
}

export function pageFacts(html: string): PageFacts {
  const document = parse(html);
  const facts: PageFacts = { lang: undefined, titles: [], descriptions: [], robots: [], canonicals: [], alternates: [], feeds: [], openGraph: {}, jsonLd: [], links: [], h1: [], breadcrumbs: false };
  for (const element of walk(document)) {
    switch (element.tagName) {
      case 'html':
        facts.lang = attr(element, 'lang');
        break;
      case 'title':
        facts.titles.push(text(element).trim());
        break;
      case 'meta': {
        const name = attr(element, 'name');
        const property = attr(element, 'property');
        const content = attr(element, 'content') ?? '';
        if (name === 'description') facts.descriptions.push(content.trim());
        if (name === 'robots') facts.robots.push(content);
        if (property?.startsWith('og:')) facts.openGraph[property] = content;
        break;
      }
      case 'link': {
        const rel = attr(element, 'rel');
        const href = attr(element, 'href') ?? '';
        if (rel === 'canonical') facts.canonicals.push(href);
        if (rel === 'alternate' && attr(element, 'hreflang')) facts.alternates.push({ hrefLang: attr(element, 'hreflang')!, href });
        if (rel === 'alternate' && attr(element, 'type') === 'application/atom+xml') facts.feeds.push({ href, title: attr(element, 'title') ?? '' });
        break;
      }
      case 'script':
        if (attr(element, 'type') === 'application/ld+json') facts.jsonLd.push(text(element));
        break;
      case 'a': {
        const href = attr(element, 'href');
        if (href !== undefined) facts.links.push(href);
        break;
      }
      case 'nav':
        if (attr(element, 'data-testid') === 'breadcrumbs') facts.breadcrumbs = true;
        break;
      case 'h1':
        facts.h1.push(text(element).trim());
        break;
    }
  }
  return facts;
}

/** The schema.org @type of every JSON-LD item on the page (blocks may hold one item or a list). */
export function jsonLdTypes(facts: PageFacts): string[] {
  return facts.jsonLd.flatMap((block) => {
    const parsed = JSON.parse(block) as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]).map((item) => String((item as { '@type'?: unknown })['@type']));
  });
}

/** The page is kept out of search results. */
export function isNoindex(facts: PageFacts): boolean {
  return facts.robots.some((content) => /\bnoindex\b/i.test(content));
}
