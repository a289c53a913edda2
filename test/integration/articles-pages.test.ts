// The reading room, the article page, plugins, plugin pages and cases rendered by the
// production build on the demo upstream (issue 11; spec §2, §5, §7, §8, §9).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { ArticleDto, ArticlesDto, CasesDto, PluginPageDto, PluginsDto } from '#shared/api/dto.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import { buildTestApp } from '#test/support/app.ts';

const ORIGIN = 'https://bim.example';
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';

let app: FastifyInstance;
let fresh = 0;

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_ORIGIN: ORIGIN, PAGE_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  app.demoUpstream!.faults.clear();
});

const demo = () => app.demoUpstream!;
const page = (path: string) => request(app.server).get(`${path}${path.includes('?') ? '&' : '?'}fresh=${++fresh}`).set('user-agent', BOT);
const api = <T>(path: string) => request(app.server).get(path).expect(200).then((res) => res.body as T);
const count = (text: string, needle: string) => text.split(needle).length - 1;
const jsonLd = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const value = JSON.parse(match[1]!) as unknown;
    return Array.isArray(value) ? value : [value];
  }) as Array<Record<string, unknown>>;

describe('/articles', () => {
  it('server-renders the top article, 3 new articles, 10 more, sort links and pagination; no-cache', async () => {
    const data = await api<ArticlesDto>('/api/articles');
    const res = await page('/articles').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(res.text).toContain('data-testid="articles-top"');
    expect(count(res.text, 'data-testid="article-card"')).toBe(1 + 3 + 10);
    expect(res.text).toContain(`data-article-id="${data.items[0]!.id}"`);
    expect(res.text).toContain('href="/articles?sort=views"');
    expect(res.text).toMatch(/<a[^>]*href="\/articles\?page=2"/);
    expect(res.text).toContain('<link rel="canonical" href="https://bim.example/articles"/>');
  });

  it('page 2 continues the list after the shifted 10; sort by views; English', async () => {
    const res = await page('/articles?page=2').expect(200);
    expect(count(res.text, 'data-testid="article-card"')).toBe(10);
    expect(res.text).not.toContain('data-testid="articles-fresh"');
    expect(res.text).toContain('<link rel="canonical" href="https://bim.example/articles?page=2"/>');
    const en = await page('/en/articles?sort=views').expect(200);
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain('Most read');
  });

  it('a search with no result shows the empty state, noindex', async () => {
    const res = await page('/articles?search=zzzqqqxx').expect(200);
    expect(res.text).toContain('data-testid="articles-empty"');
    expect(res.text).toContain('Ничего не найдено');
    expect(res.text).toContain('<meta name="robots" content="noindex');
  });

  it('junk in the query answers one 301 to the canonical address, as the catalogue does; never a 500', async () => {
    for (const query of ['page=-1', 'page=abc', 'sort=<script>', 'page=1']) {
      const res = await page(`/articles?${query}`);
      expect(res.status, query).toBe(301);
      // The page helper adds a cache-busting key of its own, which the redirect keeps.
      expect(res.headers.location, query).toMatch(/^\/articles\?fresh=\d+$/);
    }
    expect((await page('/articles?search=%E0%A4%A')).status).toBe(200);
  });
});

describe('/articles/{id}', () => {
  const source = () =>
    demo().dataset.articles.find((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles && a.id % 2 === 0 && a.company_id !== null && a.lang_versions[0]?.status_lang === 'Published')!;

  it('renders the sanitised body, company, date, views, likes, related, head and JSON-LD; no-cache', async () => {
    const article = await api<ArticleDto>(`/api/articles/${source().id}`);
    const res = await page(`/articles/${article.id}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(res.text).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(res.text).toContain(`<h1 class="article__title">`);
    expect(res.text).toContain('data-testid="article-body"');
    expect(res.text).toContain('<table>');
    expect(res.text).toContain('data-testid="article-company"');
    expect(res.text).toContain('data-testid="article-like-count"');
    expect(res.text).toContain('data-testid="article-related"');
    expect(res.text).toContain(`<link rel="canonical" href="https://bim.example/articles/${article.id}"/>`);
    expect(res.text).toContain(`<link rel="alternate" href="https://bim.example/en/articles/${article.id}" hrefLang="en"/>`);
    // Demo uploads are relayed under the front host (server/browser-upstream.ts); crawlers get the absolute address.
    expect(res.text).toMatch(/<meta property="og:image" content="https:\/\/bim\.example\/uploads\/images\/articles\/\d+\.svg\?size=1200x630"\/>/);
    const ld = jsonLd(res.text);
    const articleLd = ld.find((item) => item['@type'] === 'Article')!;
    expect(articleLd).toMatchObject({ headline: article.title, url: `https://bim.example/articles/${article.id}`, publisher: { name: article.company!.name } });
    expect(articleLd.datePublished).toBe(article.publishedAt);
    expect(ld.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();
    expect(res.text).toContain('data-testid="breadcrumbs"');
  });

  it('is the 404 page with status 404 when the answer status_code is not 200', async () => {
    const res = await page('/articles/99999999').expect(404);
    expect(res.text).toContain('Ошибка 404');
    expect(res.text).toContain('noindex');
  });

  it('never renders hostile markup from the upstream, and keeps what is allowed', async () => {
    const target = demo().dataset.articles.filter((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles).at(-1)!;
    target.lang_versions[0]!.body =
      '<p>Текст <a href="https://vendor.example/x">ссылка</a></p><script>alert(1)</script><img src="/images/articles/1.svg" onerror="alert(2)" width="10"><a href="javascript:alert(3)">js</a><iframe src="https://evil.example/"></iframe><iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe><form action="/x"><input name="p"></form><style>body{display:none}</style>';
    const res = await page(`/articles/${target.id}`).expect(200);
    const body = /data-testid="article-body">([\s\S]*?)<\/div><footer/.exec(res.text)?.[1] ?? '';
    expect(body).toContain('<a href="https://vendor.example/x" rel="noopener nofollow" target="_blank">ссылка</a>');
    expect(body).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(body).toMatch(/<img src="\/uploads\/images\/articles\/1\.svg"/);
    expect(body).not.toMatch(/<script|<style|<form|<input|\son\w+=|javascript:|evil\.example|alert/i);
  });
});

describe('/plugins and the plugin pages', () => {
  it('/plugins renders every card, in the API order, linking to the plugins tab', async () => {
    const { items } = await api<PluginsDto>('/api/plugins');
    const res = await page('/plugins').expect(200);
    const ids = [...res.text.matchAll(/data-testid="plugin-card" data-plugin-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toEqual(items.map((p) => p.id));
    expect(res.text).toContain(`href="${items[0]!.href.replace('?', '?').replace(/&/g, '&amp;')}"`);
    expect(res.text).toMatch(/\?size=100x100/);
  });

  it('/ifc shows its plugins with their instructions and a download button each, and no news', async () => {
    const data = await api<PluginPageDto>('/api/plugins/ifc');
    const res = await page('/ifc').expect(200);
    expect(count(res.text, 'data-testid="plugin-entry"')).toBe(data.items.length);
    expect(count(res.text, 'data-testid="plugin-download"')).toBe(data.items.length);
    expect(res.text).toContain('<h2>Установка</h2>');
    expect(res.text).not.toContain('data-testid="plugin-news"');
  });

  it('/renga and /archicad show the news newest first', async () => {
    for (const product of ['renga', 'archicad']) {
      const res = await page(`/${product}`).expect(200);
      const dates = [...res.text.matchAll(/data-testid="plugin-news-item"><time dateTime="([^"]+)"/g)].map((m) => Date.parse(m[1]!));
      expect(dates.length, product).toBeGreaterThan(1);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it("a feed whose status_code is not 200 reads 'Something went wrong' (English page)", async () => {
    demo().faults.set('/web1/?m=statics&a=GetRssArchicad', { kind: 'status', status: 404 });
    const res = await page('/en/archicad').expect(200);
    expect(res.text).toContain('data-testid="plugin-news-error"');
    expect(res.text).toContain('Something went wrong');
    expect(res.text).toContain('data-testid="plugin-entry"');
  });

  // Issue 22: each plugin its own facts, changes and a download button whose file is there.
  // (After the feed-fault test: a page visited earlier would keep its feed in the cache.)
  for (const [path, lang, versionLabel, changes] of [
    ['/revit', 'ru', 'Скачать версию', 'Что нового'],
    ['/en/archicad', 'en', 'Download version', 'What’s new'],
  ] as const) {
    it(`${path}: per-plugin facts, a folded changelog and a download button answering the file`, async () => {
      const product = path.split('/').pop()!;
      const data = await api<PluginPageDto>(`/api/plugins/${product}${lang === 'en' ? '?lang=en' : ''}`);
      expect(data.items.length).toBeGreaterThan(1);
      const res = await page(path).expect(200);
      const entries = res.text.split('data-testid="plugin-entry"').slice(1);
      expect(entries).toHaveLength(data.items.length);
      const versions = new Set<string>();
      for (const [index, item] of data.items.entries()) {
        const html = entries[index]!;
        const version = item.facts.find((fact) => fact.kind === 'version')!.value;
        const size = item.facts.find((fact) => fact.kind === 'size')!.value;
        versions.add(`${version} ${size} ${item.download}`);
        expect(item.facts.map((fact) => fact.kind)).toEqual(['version', 'cad', 'size', 'released']);
        expect(item.changelog.length).toBeGreaterThanOrEqual(2);
        expect(html).toContain('data-testid="plugin-facts"');
        expect(html).toContain(`<dd>${version}</dd>`);
        expect(html).toMatch(new RegExp(`<a class="button[^"]*" href="${item.download!.replace(/[.]/g, '\\.')}" download="" data-testid="plugin-download">`));
        expect(html).toContain(`${versionLabel} ${version}`);
        expect(html).toContain(size);
        // Folded by default, and the body no longer repeats the table, the changes or the link.
        expect(html).toMatch(new RegExp(`<details class="plugin-changes" data-testid="plugin-changes"><summary[^>]*>${changes}</summary>`));
        expect(item.body).not.toMatch(/<table|<h3|\/uploads\/plugins\//);
        const file = await request(app.server).get(item.download!).responseType('blob').expect(200);
        expect(file.headers['content-type']).toBe('application/zip');
        expect(file.headers['content-disposition']).toBe(`attachment; filename="${item.download!.split('/').pop()}"`);
        expect((file.body as Buffer).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
      }
      // No two plugins share their release.
      expect(versions.size).toBe(data.items.length);
    });
  }

  it('a plugin installer that no post links is a 404', async () => {
    await request(app.server).get('/uploads/plugins/nobody-revit-9.9.9.zip').expect(404);
  });
});

describe('/cases', () => {
  it('renders a card for each visible case, each opening its article page', async () => {
    const { items } = await api<CasesDto>('/api/cases');
    const res = await page('/cases').expect(200);
    expect(count(res.text, 'data-testid="article-card"')).toBe(items.length);
    expect(res.text).toContain(`href="/articles/${items[0]!.id}"`);
    await page(`/articles/${items[0]!.id}`).expect(200);
  });
});
