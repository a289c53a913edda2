// The site-wide quality gate (issue 16): every page of the route table, in both
// languages, read by a crawler and by a browser, against the production build
// on the demo upstream. A page added to client/routes.ts is crawled without
// touching this file; a parameterised one gets real ids from the links the
// read API hands out (every DTO link is an `href`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { matchPath } from 'react-router';
import { routes } from '#client/routes.ts';
import { isUtilityPath } from '#shared/domain/indexing.ts';
import { buildTestApp } from '#test/support/app.ts';
import { fillPattern, isParameterised, pagePatterns } from '#test/support/route-table.ts';
import { isNoindex, jsonLdTypes, pageFacts, type PageFacts } from '#test/support/page-facts.ts';
import { LINK_SOURCES, neutralPattern, samplePages } from '#test/support/page-samples.ts';

const ORIGIN = 'https://bim.example';
const AGENTS = {
  crawler: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  browser: {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8',
  },
} as const;
type Agent = keyof typeof AGENTS;

/** Real pages per parameterised pattern: enough to see that titles differ, few enough to stay fast. */
const SAMPLES_PER_PATTERN = 2;
/** Internal links are grouped by shape (path with numbers masked, query keys); this many of each are followed. */
const LINKS_PER_SHAPE = 3;
/** schema.org types a page type must carry (language-neutral patterns); every deep (parameterised) page also has a BreadcrumbList. */
const STRUCTURED_DATA: Record<string, string[]> = {
  '/': ['WebSite'],
  '/models': ['ItemList'],
  '/model/:alias/:id': ['Product'],
  '/articles': ['CollectionPage'],
  '/articles/:id': ['Article'],
  '/cases': ['CollectionPage'],
  '/manufacturers': ['CollectionPage'],
  '/manufacturer/:alias/:id': ['Organization'],
  '/plugins': ['CollectionPage'],
  '/partners': ['CollectionPage'],
  '/product/:id': ['CollectionPage'],
  '/statreport': ['Dataset'],
  '/about': ['AboutPage'],
  '/for-manufacturers': ['WebPage'],
  '/services': ['WebPage'],
  '/gisp': ['WebPage'],
  '/partnership': ['WebPage'],
  '/ifc': ['SoftwareApplication'],
  '/civil3d': ['SoftwareApplication'],
  '/renga': ['SoftwareApplication'],
  '/modelstudiocs': ['SoftwareApplication'],
  '/revit': ['SoftwareApplication'],
  '/archicad': ['SoftwareApplication'],
};

const PATTERNS = pagePatterns(routes);
const STATIC = PATTERNS.filter((pattern) => !isParameterised(pattern));
const PARAMETERISED = PATTERNS.filter(isParameterised);

// Reads the repository's .htmlvalidate.json (found from the file name's folder), as the CLI would.
const validator = new HtmlValidate(new FileSystemConfigLoader());
const pageFile = (url: string) => resolve(`crawl${url === '/' ? '/index' : url}.html`);
let app: FastifyInstance;
const samples = new Map<string, string[]>();

interface Crawled {
  url: string;
  facts: PageFacts;
}
const crawled: Crawled[] = [];
/** Internal link -> a page it was found on. */
const internalLinks = new Map<string, string>();
let validationErrors = 0;

beforeAll(async () => {
  app = await buildTestApp();
  const neutral = PARAMETERISED.filter((pattern) => neutralPattern(pattern) === pattern);
  const found = await samplePages(neutral, async (path) => {
    const res = await request(app.server).get(path);
    return res.status === 200 ? (res.body as unknown) : null;
  }, SAMPLES_PER_PATTERN);
  for (const [pattern, paths] of found) samples.set(pattern, paths);
});
afterAll(async () => {
  // One line for the closing note of issue 16.
  console.info(`crawl: ${PATTERNS.length} route patterns, ${crawled.length} pages, ${internalLinks.size} distinct internal links, ${validationErrors} html-validate errors`);
  await app?.close();
});

/** The URLs of one pattern: itself, or its sampled real pages. */
function urlsOf(pattern: string): string[] {
  if (!isParameterised(pattern)) return [pattern];
  const neutral = pattern.replace(/^\/en(?=\/|$)/, '') || '/';
  const english = neutral !== pattern;
  return (samples.get(neutral) ?? samples.get(pattern) ?? []).map((path) => (english ? `/en${path}` : path));
}

function get(path: string, agent: Agent) {
  return request(app.server).get(path).set(AGENTS[agent]).redirects(0);
}

function localised(path: string, lang: 'ru' | 'en'): string {
  const neutral = path.replace(/^\/en(?=\/|$)/, '') || '/';
  if (lang === 'ru') return neutral;
  return neutral === '/' ? '/en' : `/en${neutral}`;
}

async function checkPage(url: string, agent: Agent, pattern: string): Promise<void> {
  const res = await get(url, agent);
  if (isUtilityPath(url) && [302, 303].includes(res.status)) {
    // A login step without its parameters sends the visitor on (e.g. /oauth/code without a code).
    const target = internalPath(String(res.headers.location));
    expect(target, `${url} redirects off the site`).not.toBeNull();
    expect((await get(target!, agent)).status, `${url} -> ${target}`).toBe(200);
    return;
  }
  expect(res.status, `${url} (${agent})`).toBe(200);
  const facts = pageFacts(res.text);
  const english = /^\/en(\/|$)/.test(url);
  const where = `${url} (${agent})`;

  expect(facts.lang, where).toBe(english ? 'en' : 'ru');
  expect(facts.titles, where).toHaveLength(1);
  expect(facts.titles[0], where).not.toBe('');
  expect(facts.descriptions, where).toHaveLength(1);
  expect(facts.descriptions[0], where).not.toBe('');
  expect(facts.h1, where).toHaveLength(1);
  for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name', 'og:locale']) expect(facts.openGraph[key], `${where} ${key}`).toBeTruthy();

  if (isNoindex(facts)) {
    // A page kept out of the index names no canonical: the two signals would contradict each other.
    expect(facts.canonicals, where).toHaveLength(0);
  } else {
    expect(facts.canonicals, where).toEqual([ORIGIN + url]);
    expect(facts.openGraph['og:url'], where).toBe(ORIGIN + url);
    const alternates = Object.fromEntries(facts.alternates.map((alternate) => [alternate.hrefLang, alternate.href]));
    expect(facts.alternates, where).toHaveLength(3);
    expect(alternates, where).toEqual({ ru: ORIGIN + localised(url, 'ru'), en: ORIGIN + localised(url, 'en'), 'x-default': ORIGIN + localised(url, 'ru') });
  }

  for (const block of facts.jsonLd) {
    const parsed = JSON.parse(block) as unknown;
    for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
      expect(item, where).toMatchObject({ '@context': 'https://schema.org' });
      expect(typeof (item as { '@type'?: unknown })['@type'], where).toBe('string');
    }
  }

  const neutral = neutralPattern(pattern);
  const types = jsonLdTypes(facts);
  // Soft: the page's other checks still run and report.
  for (const type of STRUCTURED_DATA[neutral] ?? []) expect.soft(types, `${where} JSON-LD`).toContain(type);
  if (isParameterised(pattern)) {
    // A deep page shows where it sits, to people and in structured data.
    expect.soft(facts.breadcrumbs, `${where} breadcrumbs`).toBe(true);
    expect.soft(types, `${where} JSON-LD`).toContain('BreadcrumbList');
  }

  if (agent === 'crawler') {
    const report = await validator.validateString(res.text, pageFile(url));
    const messages = report.results.flatMap((result) => result.messages.filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`));
    validationErrors += messages.length;
    expect(messages, `html-validate ${url}`).toEqual([]);
    crawled.push({ url, facts });
    for (const href of facts.links) {
      const internal = internalPath(href);
      if (internal && !internalLinks.has(internal)) internalLinks.set(internal, url);
    }
  }
}

/** A same-site link as path + query (no fragment), or null for other hosts and schemes. */
function internalPath(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, `${ORIGIN}/`);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  return url.pathname + url.search;
}

/** Links of one shape: same path with numbers masked and the same query keys. */
function shapeOf(path: string): string {
  const url = new URL(path, ORIGIN);
  const keys = [...new Set(url.searchParams.keys())].sort().join('&');
  return `${url.pathname.replace(/\d+/g, '#').replace(/\/[^/]*-[^/]*(?=\/#)/g, '/*')}?${keys}`;
}

describe('crawl of the route table', () => {
  it('covers every page of the route table in both languages', () => {
    expect(STATIC).toContain('/');
    expect(STATIC).toContain('/en');
    for (const pattern of PATTERNS) {
      const neutral = pattern.replace(/^\/en(?=\/|$)/, '') || '/';
      expect(PATTERNS, `the English twin of ${pattern}`).toContain(neutral === '/' ? '/en' : `/en${neutral}`);
    }
  });

  it.each(PARAMETERISED.filter((pattern) => !pattern.startsWith('/en/')))('finds real pages for %s in the read API', (pattern) => {
    expect(samples.get(pattern)?.length, `no link in ${LINK_SOURCES.join(', ')} matches ${pattern}`).toBeGreaterThan(0);
  });

  it.each(PATTERNS)('%s answers 200 with one canonical, hreflang, title, description, Open Graph, parseable JSON-LD and valid HTML', async (pattern) => {
    const urls = urlsOf(pattern);
    expect(urls.length, pattern).toBeGreaterThan(0);
    for (const url of urls) {
      for (const agent of ['crawler', 'browser'] as const) await checkPage(url, agent, pattern);
    }
  });

  it.each(PARAMETERISED)('%s answers 404 (noindex) for an unknown or malformed id, never an empty 200', async (pattern) => {
    const sample = urlsOf(pattern)[0];
    expect(sample, pattern).toBeDefined();
    const params = matchPath(pattern, sample!)?.params ?? {};
    for (const id of ['99999999', 'abc', '1x']) {
      const filled = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, name === 'id' ? id : (value ?? '')]));
      const url = fillPattern(pattern, filled)!;
      for (const agent of ['crawler', 'browser'] as const) {
        const res = await get(url, agent);
        expect(res.status, `${url} (${agent})`).toBe(404);
        expect(isNoindex(pageFacts(res.text)), url).toBe(true);
      }
    }
  });

  it('gives every indexable page its own title and description, per language', () => {
    const indexable = crawled.filter((page) => !isNoindex(page.facts));
    expect(indexable.length).toBeGreaterThan(STATIC.length / 2);
    for (const field of ['titles', 'descriptions'] as const) {
      const seen = new Map<string, string>();
      for (const page of indexable) {
        const value = page.facts[field][0]!;
        const first = seen.get(value);
        expect(first === undefined ? undefined : `${first} and ${page.url}`, `${field} «${value}»`).toBeUndefined();
        seen.set(value, page.url);
      }
    }
  });

  it('follows the internal links of every page: none answers 400 or above', async () => {
    expect(internalLinks.size).toBeGreaterThan(0);
    const perShape = new Map<string, number>();
    const broken: string[] = [];
    for (const [link, from] of internalLinks) {
      const shape = shapeOf(link);
      const seen = perShape.get(shape) ?? 0;
      if (seen >= LINKS_PER_SHAPE) continue;
      perShape.set(shape, seen + 1);
      const res = await get(link, 'crawler');
      if (res.status >= 400) broken.push(`${link} -> ${res.status} (on ${from})`);
    }
    expect(broken).toEqual([]);
  }, 120_000);

  it('answers an unknown path with the 404 page, noindex', async () => {
    for (const path of ['/no-such-page', '/en/no-such-page', '/model', '/articles/1/2']) {
      const res = await get(path, 'crawler');
      expect(res.status, path).toBe(404);
      expect(isNoindex(pageFacts(res.text)), path).toBe(true);
    }
  });
});
