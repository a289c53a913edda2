// A catalogue page whose model search is slow (issue 23 §5): a person's browser gets the
// page once LIST_RESULTS_PAGE_WAIT_MS has passed, with the loading state and no results,
// never stored; the search goes on into the search cache, where the browser's next ask
// (or a reload) finds it. Crawlers, and later pages (whose status the search decides),
// wait for the search.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { CatalogueSearchDto } from '#shared/api/dto.ts';
import { LIST_RESULTS_PAGE_WAIT_MS } from '#shared/constants.ts';
import { buildTestApp } from '#test/support/app.ts';

let app: FastifyInstance;
let words: string[];

const SEARCH_DELAY_MS = LIST_RESULTS_PAGE_WAIT_MS + 2_000;
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeAll(async () => {
  app = await buildTestApp();
  // Words of model names: searches that find something, each cold until a test makes it.
  const some = (await request(app.server).get('/api/models').expect(200)).body as CatalogueSearchDto;
  words = [...new Set(some.models.flatMap((model) => model.name.split(/\s+/)).filter((word) => /^\p{L}{4,}$/u.test(word)))];
  expect(words.length).toBeGreaterThanOrEqual(4);
});
afterEach(() => app.demoUpstream!.faults.clear());
afterAll(async () => {
  await app?.close();
});

const slowSearch = () => app.demoUpstream!.faults.set('/web2/model/searchmodels*', { kind: 'delay', ms: SEARCH_DELAY_MS });
const page = (path: string, userAgent: string) => request(app.server).get(path).set('user-agent', userAgent).set('accept-encoding', 'identity');
const cardCount = (html: string) => [...html.matchAll(/data-testid="model-card"/g)].length;
const isPending = (html: string) => html.includes('data-testid="list-pending"');
const searchPath = (word: string) => `/models?search=${encodeURIComponent(word)}`;

describe('a slow model search', () => {
  it('sends a person the first page with the loading state and the filters, kept by no cache; the next ask finds the results', async () => {
    const path = searchPath(words[0]!);
    slowSearch();
    const sent = await page(path, PERSON).expect(200);
    expect(isPending(sent.text)).toBe(true);
    expect(cardCount(sent.text)).toBe(0);
    expect(sent.text).not.toContain('data-testid="catalogue-not-found"');
    // The page around the results is all there: title, filter form, the link for a browser without script.
    expect(sent.text).toContain('id="catalogue-filter-form"');
    expect(sent.text).toContain(`href="${path.replace(/&/g, '&amp;')}"`);
    expect(sent.headers['cache-control']).toBe('no-store');
    // The page data says so, and the browser asks again.
    expect(sent.text).toContain('\\"searchPending\\":true');

    // The browser's ask (the data route's API) joins the search still under way.
    const api = (await request(app.server).get(`/api/models?search=${encodeURIComponent(words[0]!)}`).expect(200)).body as CatalogueSearchDto;
    expect(api.models.length).toBeGreaterThan(0);
    const again = await page(path, PERSON).expect(200);
    expect(isPending(again.text)).toBe(false);
    expect(cardCount(again.text)).toBe(api.models.length);
    expect(again.headers['cache-control']).toContain('public');
  });

  it('makes a crawler wait for the results: no thin page', async () => {
    slowSearch();
    const crawled = await page(searchPath(words[1]!), CRAWLER).expect(200);
    expect(isPending(crawled.text)).toBe(false);
    expect(cardCount(crawled.text)).toBeGreaterThan(0);
  });

  it('gives a crawler that joins a person’s render one of its own that waits', async () => {
    const path = searchPath(words[2]!);
    slowSearch();
    const person = page(path, PERSON).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, LIST_RESULTS_PAGE_WAIT_MS / 4));
    const [personal, crawled] = await Promise.all([person, page(path, CRAWLER).then((res) => res)]);
    expect(isPending(personal.text)).toBe(true);
    expect(isPending(crawled.text)).toBe(false);
    expect(cardCount(crawled.text)).toBeGreaterThan(0);
  });

  it('waits on a later page, whose status only the search knows (past the end: 404)', async () => {
    slowSearch();
    const second = await page(`${searchPath(words[3]!)}&page=2`, PERSON);
    expect(isPending(second.text)).toBe(false);
    expect([200, 404]).toContain(second.status);
    if (second.status === 200) expect(cardCount(second.text)).toBeGreaterThan(0);
    const past = await page(`${searchPath(words[3]!)}&page=999`, PERSON).expect(404);
    expect(isPending(past.text)).toBe(false);
  });

  it('sends the manufacturers list the same way: the filters and row placeholders first, the entries at the next ask; a crawler waits', async () => {
    app.demoUpstream!.faults.set('/web2/company_search_elastic', { kind: 'delay', ms: SEARCH_DELAY_MS });
    const sent = await page('/manufacturers?search=%D0%BF%D1%80%D0%BE', PERSON).expect(200);
    expect(isPending(sent.text)).toBe(true);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.text).not.toContain('data-testid="manufacturers-not-found"');
    expect(sent.text).not.toContain('data-testid="manufacturers-list"');
    const crawled = await page('/manufacturers?search=%D1%82%D0%B5%D1%85', CRAWLER).expect(200);
    expect(isPending(crawled.text)).toBe(false);
    expect(crawled.text).toMatch(/data-testid="manufacturers-(list|not-found)"/);
    app.demoUpstream!.faults.clear();
    await request(app.server).get('/api/manufacturers?search=%D0%BF%D1%80%D0%BE').expect(200);
    const again = await page('/manufacturers?search=%D0%BF%D1%80%D0%BE', PERSON).expect(200);
    expect(isPending(again.text)).toBe(false);
    expect(again.text).toContain('data-testid="manufacturers-list"');
  });
});
