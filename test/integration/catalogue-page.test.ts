// The catalogue page (/models) from the production build on the demo upstream:
// a filtered address renders exactly the matching cards in the server HTML,
// a non-canonical query (a no-script form submit) answers 301 to the canonical
// one, and garbage in the query is a clean 200 or 301, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { CatalogueFacetsDto, CatalogueSearchDto } from '#shared/api/dto.ts';
import { MODELS_PAGE_SIZE } from '#shared/constants.ts';
import { buildTestApp } from '#test/support/app.ts';

let app: FastifyInstance;
let facets: CatalogueFacetsDto;

beforeAll(async () => {
  app = await buildTestApp();
  facets = (await request(app.server).get('/api/catalogue/facets').expect(200)).body as CatalogueFacetsDto;
});
afterAll(async () => {
  await app?.close();
});

/** Crawlers get the whole document at once. */
const page = (path: string) => request(app.server).get(path).set('user-agent', 'Googlebot/2.1');
const search = async (query: string) => (await request(app.server).get(`/api/models${query}`).expect(200)).body as CatalogueSearchDto;
const cardIds = (text: string) => [...text.matchAll(/data-testid="model-card" data-model-id="(\d+)"/g)].map((match) => Number(match[1]));

function tagWith(text: string, marker: string): string {
  const at = text.indexOf(marker);
  if (at < 0) return '';
  return text.slice(text.lastIndexOf('<', at), text.indexOf('>', at) + 1);
}
const hrefOf = (tag: string) => /\shref="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&');

describe('catalogue page', () => {
  it('renders the cards of a filtered address in the server HTML, with the filter ticked; one facet is indexed under its own canonical, a combination is not (decision 0009)', async () => {
    const [first, second] = facets.files;
    expect(first && second).toBeTruthy();
    const query = `?files=${first!.value}-${second!.value}`;
    const data = await search(query);
    expect(data.models.length).toBeGreaterThan(0);
    const res = await page(`/models${query}`).expect(200);
    expect(cardIds(res.text)).toEqual(data.models.map((model) => model.id));
    const unfiltered = await search('');
    expect(data.total).toBeLessThan(unfiltered.total);
    for (const file of [first!, second!]) expect(tagWith(res.text, `value="${file.value}"`)).toContain('checked=""');
    // Two values of a facet: crawlers follow its links to the models but do not index the combination.
    expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(res.text).not.toContain('rel="canonical"');
    const single = await page(`/models?files=${first!.value}&page=2`).expect(200);
    expect(hrefOf(tagWith(single.text, 'rel="canonical"'))).toBe(`https://bim.example/models?files=${first!.value}&page=2`);
    expect(single.text).not.toContain('name="robots"');
    expect(res.text).toMatch(/<form[^>]*action="\/models"[^>]*method="get"/);
  });

  it('answers what a form without script submits with 301 to the canonical, hyphen-joined address', async () => {
    const [first, second] = facets.files;
    const res = await page(`/models?search=&sort=popular&files=${first!.value}&files=${second!.value}&categories=&view3d=1`).expect(301);
    expect(res.headers.location).toBe(`/models?files=${first!.value}-${second!.value}&view3d=1`);
    const english = await page(`/en/models?files=${first!.value}&files=${second!.value}&lang=en`).expect(301);
    expect(english.headers.location).toBe(`/en/models?files=${first!.value}-${second!.value}&lang=en`);
    // The canonical address itself is a page, not another redirect.
    await page(res.headers.location!).expect(200);
  });

  it('gives garbage in the query a clean page or redirect, never a 500', async () => {
    const paths = [
      '/models?page=-3&sort=evil&files=%3Cb%3E',
      '/models?page=abc&countModels=7',
      '/models?categories=%00%FF&types=..&classes=' + 'x'.repeat(500),
      '/models?manufacturers=' + Array.from({ length: 300 }, (_, index) => index).join('-'),
      '/models?search=' + encodeURIComponent('\u0000<script>alert(1)</script>'),
      '/models?view=grid&view3d=maybe&page=99999999999',
      '/models?files[]=rfa&files[x]=1',
      '/models?%E0%A4%A=1',
    ];
    for (const path of paths) {
      const res = await page(path);
      expect([200, 301], path).toContain(res.status);
      if (res.status === 301) {
        const next = await page(res.headers.location!);
        expect(next.status, `${path} -> ${res.headers.location}`).toBe(200);
        expect(next.text).toContain('data-testid="catalogue-form"');
      } else {
        expect(res.text).not.toContain('<script>alert(1)</script>');
      }
    }
  });

  it('shows 48 cards and the not-found state with the request button', async () => {
    const res = await page('/models').expect(200);
    expect(cardIds(res.text)).toHaveLength(MODELS_PAGE_SIZE);
    const empty = await page('/models?search=zzqqxxnothing').expect(200);
    expect(empty.text).toContain('data-testid="catalogue-not-found"');
    expect(empty.text).toContain('data-testid="request-model-toggle"');
    expect(empty.text).toContain('content="noindex, follow"');
  });
});
