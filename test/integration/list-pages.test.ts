// No soft 404s (issue 23 §2): on every paged list a page past the last answers
// 404 with the 404 page and noindex, a malformed page value answers the same 301
// everywhere (shared/domain/list-page.ts), and pages without list state name the
// front host plus their path as canonical whatever query they were asked with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { ArticlesDto, CatalogueSearchDto, ManufacturersDto } from '#shared/api/dto.ts';
import { routes } from '#client/routes.ts';
import { isPagedListPath } from '#shared/domain/list-page.ts';
import { buildTestApp } from '#test/support/app.ts';
import { isNoindex, pageFacts } from '#test/support/page-facts.ts';
import { isParameterised, pagePatterns } from '#test/support/route-table.ts';

const ORIGIN = 'https://bim.example';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
let app: FastifyInstance;
let manufacturerPath: string;

beforeAll(async () => {
  app = await buildTestApp();
  const list = (await request(app.server).get('/api/manufacturers?lang=ru').expect(200)).body as ManufacturersDto;
  manufacturerPath = list.items[0]!.href.replace(/\/+$/, '');
});
afterAll(async () => {
  await app?.close();
});

async function firstFileFormat(): Promise<string> {
  const facets = (await request(app.server).get('/api/catalogue/facets?lang=ru').expect(200)).body as { files: Array<{ value: string }> };
  return facets.files[0]!.value;
}

const page = (path: string) => request(app.server).get(path).set('user-agent', BROWSER).set('accept', 'text/html');

async function expectNotAPage(path: string): Promise<void> {
  const res = await page(path);
  expect(res.status, path).toBe(404);
  const facts = pageFacts(res.text);
  expect(isNoindex(facts), path).toBe(true);
  expect(facts.canonicals, path).toHaveLength(0);
  expect(res.text, path).toMatch(/Ошибка 404 — Страница не найдена|This page could not be found/);
  // No "page 9 999 of 146" with a link further on.
  expect(res.text, path).not.toContain('rel="next"');
}

describe('a page past the last is a 404, on every list', () => {
  it('/models?page=9999 (and in English), while the last page is a page', async () => {
    const first = (await request(app.server).get('/api/models?lang=ru').expect(200)).body as CatalogueSearchDto;
    await expectNotAPage('/models?page=9999');
    await expectNotAPage('/en/models?page=9999');
    await expectNotAPage(`/models?page=${first.totalPages + 1}`);
    expect((await page(`/models?page=${first.totalPages}`)).status).toBe(200);
  });

  it('a narrow catalogue filter past its own last page', async () => {
    const file = await firstFileFormat();
    const narrow = (await request(app.server).get(`/api/models?lang=ru&files=${file}`).expect(200)).body as CatalogueSearchDto;
    expect(narrow.totalPages).toBeGreaterThan(0);
    await expectNotAPage(`/models?files=${file}&page=${narrow.totalPages + 1}`);
    expect((await page(`/models?files=${file}&page=${narrow.totalPages}`)).status).toBe(narrow.totalPages > 1 ? 200 : 301);
  });

  it('/manufacturers?page=999', async () => {
    const first = (await request(app.server).get('/api/manufacturers?lang=ru').expect(200)).body as ManufacturersDto;
    await expectNotAPage('/manufacturers?page=999');
    await expectNotAPage('/en/manufacturers?page=999');
    expect((await page(`/manufacturers?page=${first.totalPages}`)).status).toBe(200);
  });

  it("a manufacturer's products ?page=999", async () => {
    await expectNotAPage(`${manufacturerPath}?page=999`);
    await expectNotAPage(`/en${manufacturerPath}?page=999`);
    expect((await page(manufacturerPath)).status).toBe(200);
  });

  it('/articles?page=999', async () => {
    const first = (await request(app.server).get('/api/articles?lang=ru').expect(200)).body as ArticlesDto;
    await expectNotAPage('/articles?page=999');
    await expectNotAPage('/en/articles?page=999');
    expect((await page(`/articles?page=${first.totalPages}`)).status).toBe(200);
  });

  it('the JSON API answers the same 404 for the lists a client navigation loads', async () => {
    for (const path of ['/api/models?page=9999', '/api/manufacturers?page=999', '/api/articles?page=999']) {
      const res = await request(app.server).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code, path).toBe('not_found');
    }
  });

  it('keeps page 1 of a list that found nothing: the empty state, not a 404', async () => {
    expect((await page('/models?search=zzzqqqxxnothing')).status).toBe(200);
    expect((await page('/articles?search=zzzqqqxxnothing')).status).toBe(200);
    expect((await page('/manufacturers?search=zzzqqqxxnothing')).status).toBe(200);
  });

  it('a failed search is not a 404: the catalogue shows its not-found state (spec §8)', async () => {
    app.demoUpstream!.faults.set('/web2/model/searchmodels*', { kind: 'status', status: 503 });
    try {
      const res = await page('/models?sort=new&page=3');
      expect(res.status).toBe(200);
      expect(isNoindex(pageFacts(res.text))).toBe(true);
    } finally {
      app.demoUpstream!.faults.clear();
    }
  });
});

describe('a malformed page value gets one answer on every list', () => {
  it.each(['/models', '/en/models', '/articles', '/en/articles', '/manufacturers', 'manufacturer'])('%s?page=abc answers 301 to the list itself', async (list) => {
    const path = list === 'manufacturer' ? manufacturerPath : list;
    for (const [query, expected] of [
      ['?page=abc', ''],
      ['?page=0', ''],
      ['?page=1', ''],
      ['?page=-3', ''],
    ] as const) {
      const res = await page(`${path}${query}`);
      expect(res.status, `${path}${query}`).toBe(301);
      expect(res.headers.location, `${path}${query}`).toBe(`${path}${expected}`);
    }
  });

  it('keeps the other keys of the address', async () => {
    const res = await page('/articles?sort=views&page=abc');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/articles?sort=views');
  });
});

describe('canonical: the front host plus the path on every page without list state', () => {
  // The login callback is no page: without its code it goes home.
  const STATIC = pagePatterns(routes).filter((pattern) => !isParameterised(pattern) && !isPagedListPath(pattern) && !/\/oauth\/code$/.test(pattern));

  it.each(STATIC)('%s asked with a stray query names itself without it', async (path) => {
    const res = await page(`${path}?utm_source=mail&page=2&sort=views`);
    expect(res.status, path).toBe(200);
    const facts = pageFacts(res.text);
    if (isNoindex(facts)) expect(facts.canonicals, path).toHaveLength(0);
    else expect(facts.canonicals, path).toEqual([ORIGIN + path]);
  });

  it('the catalogue keeps its query in its canonical (decision 0009)', async () => {
    const file = await firstFileFormat();
    const res = await page(`/models?files=${file}&utm_source=mail`);
    expect(pageFacts(res.text).canonicals).toEqual([`${ORIGIN}/models?files=${file}`]);
  });
});
