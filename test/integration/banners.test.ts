// Spec §1 banner advertising on the main page, in the catalogue and on articles: in the page data and the server's HTML, marked, sponsored; a failing call is no banner.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDto, ArticlesDto, BannerDto, HomePageDto } from '#shared/api/dto.ts';
import { buildTestApp } from '#test/support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await app?.close();
});

describe('banners on the main page', () => {
  it('come with the page data, at most two, each with advertiser, INN, erid and a web link', async () => {
    const home = (await app.inject({ method: 'GET', url: '/api/pages/home?lang=ru' })).json() as HomePageDto;
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.banners.length).toBeLessThanOrEqual(2);
    for (const banner of home.banners) {
      expect(banner.erid).not.toBe('');
      expect(banner.advertiser).not.toBe('');
      expect(banner.href).toMatch(/^https?:\/\//);
    }
  });

  it('are in the server’s HTML, marked and sponsored, with a sized image', async () => {
    const html = (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
    const block = /<aside class="ad-banners"[^>]*>[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    expect(block).toContain('aria-label="Реклама"');
    expect(block).toMatch(/rel="sponsored noopener"/);
    expect(block).toMatch(/erid: \S+/);
    expect(block).toMatch(/<img[^>]+width="640"[^>]+height="360"/);
  });

  it('are simply absent when the upstream fails, and the page still answers 200', async () => {
    // A fresh server: the first one has the banners cached already.
    const failing = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
    try {
      failing.demoUpstream!.faults.set('/web2/company_advertise', { kind: 'status', status: 500 });
      const res = await failing.inject({ method: 'GET', url: '/api/pages/home?lang=en' });
      expect(res.statusCode).toBe(200);
      expect((res.json() as HomePageDto).banners).toEqual([]);
      const page = await failing.inject({ method: 'GET', url: '/en', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('class="ad-banners"');
    } finally {
      await failing.close();
    }
  });
});

const html = { accept: 'text/html' };
const bannerBlock = (page: string, testId: string): string => new RegExp(`<aside class="ad-banners"[^>]*data-testid="${testId}"[^>]*>[\\s\\S]*?</aside>`).exec(page)?.[0] ?? '';

async function firstArticleId(server: FastifyInstance): Promise<number> {
  const list = (await server.inject({ method: 'GET', url: '/api/articles?lang=ru' })).json() as ArticlesDto;
  const id = list.items[0]?.id;
  expect(id).toBeGreaterThan(0);
  return id!;
}

describe('banners in the catalogue and on articles', () => {
  it('GET /api/banners answers one placement and refuses an unknown one', async () => {
    const catalog = (await app.inject({ method: 'GET', url: '/api/banners?position=catalog' })).json() as BannerDto[];
    expect(catalog.length).toBeGreaterThan(0);
    expect(catalog.length).toBeLessThanOrEqual(2);
    expect((await app.inject({ method: 'GET', url: '/api/banners?position=sidebar' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/banners' })).statusCode).toBe(400);
  });

  it('/models has the catalogue banners in its HTML after the cards and before the pagination', async () => {
    const page = (await app.inject({ method: 'GET', url: '/models', headers: html })).body;
    const block = bannerBlock(page, 'catalogue-banners');
    expect(block).toContain('aria-label="Реклама"');
    expect(block).toMatch(/rel="sponsored noopener"/);
    expect(block).toMatch(/ИНН \d{10,12}/);
    expect(block).toMatch(/erid: \S+/);
    const grid = page.indexOf('data-testid="catalogue-grid"');
    const banners = page.indexOf('data-testid="catalogue-banners"');
    const pagination = page.indexOf('class="pagination"', grid);
    expect(grid).toBeGreaterThan(0);
    expect(banners).toBeGreaterThan(grid);
    expect(pagination).toBeGreaterThan(banners);
    // The catalogue's own data carries them for client-side navigation.
    const api = (await app.inject({ method: 'GET', url: '/api/banners?position=catalog&lang=ru' })).json() as BannerDto[];
    expect(block).toContain(api[0]!.erid);
  });

  it('the not-found catalogue keeps its request offer first, the banners after it', async () => {
    const page = (await app.inject({ method: 'GET', url: '/models?search=%D1%89%D1%89%D1%89%D1%89%D1%89%D1%89%D1%89%D1%89', headers: html })).body;
    const notFound = page.indexOf('data-testid="catalogue-not-found"');
    expect(notFound).toBeGreaterThan(0);
    expect(page.indexOf('data-testid="catalogue-banners"')).toBeGreaterThan(page.indexOf('data-testid="request-model-toggle"'));
  });

  it('an article has the article banners after its text, and stays no-cache', async () => {
    const id = await firstArticleId(app);
    const res = await app.inject({ method: 'GET', url: `/articles/${id}`, headers: html });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['cache-control'])).toMatch(/no-cache|no-store/);
    const block = bannerBlock(res.body, 'article-banners');
    expect(block).toContain('aria-label="Реклама"');
    expect(block).toMatch(/erid: \S+/);
    expect(res.body.indexOf('data-testid="article-banners"')).toBeGreaterThan(res.body.indexOf('data-testid="article-body"'));
    const english = (await app.inject({ method: 'GET', url: `/api/articles/${id}?lang=en` })).json() as ArticleDto;
    expect(english.banners[0]?.title).toMatch(/BIM models/);
    expect(bannerBlock((await app.inject({ method: 'GET', url: `/en/articles/${id}`, headers: html })).body, 'article-banners')).toContain('aria-label="Advertisement"');
  });

  it('are absent from the catalogue and the article when the call fails, and both pages answer 200', async () => {
    const failing = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
    try {
      failing.demoUpstream!.faults.set('/web2/company_advertise', { kind: 'status', status: 500 });
      const models = await failing.inject({ method: 'GET', url: '/models', headers: html });
      expect(models.statusCode).toBe(200);
      expect(models.body).toContain('data-testid="catalogue-grid"');
      expect(models.body).not.toContain('class="ad-banners"');
      const id = await firstArticleId(failing);
      const article = await failing.inject({ method: 'GET', url: `/articles/${id}`, headers: html });
      expect(article.statusCode).toBe(200);
      expect(article.body).toContain('data-testid="article-body"');
      expect(article.body).not.toContain('class="ad-banners"');
      expect(((await failing.inject({ method: 'GET', url: '/api/banners?position=article' })).json() as BannerDto[])).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});
