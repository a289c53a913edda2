// The home page, the catalogue, the model page and the Business page rendered
// by the production build on the demo upstream: real data, statuses, redirects,
// head tags and the download rule of spec §6.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { CatalogueSearchDto, HomePageDto, ModelCardDto, ModelPageDto } from '#shared/api/dto.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { MONTHLY_REACH_DESIGNERS, MODELS_PAGE_SIZE } from '#shared/constants.ts';
import { buildTestApp } from '#test/support/app.ts';
import { logInCookies } from '#test/support/log-in.ts';

let app: FastifyInstance;
let home: HomePageDto;

beforeAll(async () => {
  app = await buildTestApp();
  home = (await request(app.server).get('/api/pages/home').expect(200)).body as HomePageDto;
});
afterAll(async () => {
  await app?.close();
});

const server = () => app.server;
/** Crawlers get the whole document at once (onAllReady). */
const page = (path: string, cookie = '') => request(server()).get(path).set('user-agent', 'Googlebot/2.1').set('cookie', cookie);

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** The opening tag of the first element carrying `marker` (an attribute), e.g. 'rel="prev"'. */
function tagWith(text: string, marker: string): string {
  const at = text.indexOf(marker);
  if (at < 0) return '';
  const start = text.lastIndexOf('<', at);
  const end = text.indexOf('>', at);
  return text.slice(start, end + 1);
}

function hrefOf(tag: string): string | undefined {
  return /\shref="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&');
}

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

/** Attribute values in document order, e.g. every href of the pagination. */
function attributeValues(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => (match[1] ?? match[0]).replace(/&amp;/g, '&'));
}

/** A model from the demo data that has files, so the download rules can be checked. */
async function modelWithFiles(): Promise<{ card: ModelCardDto; page: ModelPageDto }> {
  for (const card of [...home.slider, ...home.popular, ...home.recent]) {
    const res = await request(server()).get(`/api/models/${card.id}`).expect(200);
    const data = res.body as ModelPageDto;
    if (data.model.files.length > 0 && data.model.classification.category && data.similar.length > 0) return { card, page: data };
  }
  throw new Error('the demo data has no model with files on the home page');
}

describe('home page', () => {
  it('shows the slider, popular and recent models of the demo data as links to their pages', async () => {
    expect(home.slider.length).toBeGreaterThan(0);
    expect(home.popular.length).toBeGreaterThan(0);
    expect(home.recent.length).toBeGreaterThan(0);
    const res = await page('/').expect(200);
    for (const model of [...home.slider, ...home.popular, ...home.recent]) {
      expect(res.text).toContain(html(model.name));
      expect(res.text).toContain(`href="${model.href}"`);
    }
    expect(count(res.text, 'data-testid="model-card"')).toBe(home.slider.length + home.popular.length + home.recent.length);
    expect(res.text).toContain('Популярные продукты');
    expect(res.text).toContain('Недавно добавленные');
    expect(res.text).toContain('href="/models?sort=new"');
  });

  it('has a search form that sends a GET to the catalogue, and the reach claim', async () => {
    const res = await page('/').expect(200);
    expect(res.text).toMatch(/<form[^>]*method="get"[^>]*action="\/models"|<form[^>]*action="\/models"[^>]*method="get"/);
    expect(res.text).toContain('name="search"');
    expect(res.text).toContain(`Порталом ежемесячно пользуются ${formatNumber('ru', MONTHLY_REACH_DESIGNERS)} проектировщиков`);
  });

  it('formats the counters the Russian way with plural-aware labels, linked into the catalogue and the manufacturers', async () => {
    const res = await page('/').expect(200);
    const { model_count: models, manufacturer_count: manufacturers, designer_count: designers } = home.counters;
    expect(models).toBeGreaterThan(0);
    expect(res.text).toMatch(new RegExp(`${formatNumber('ru', models)}</span><a class="counters-strip__label counters-strip__link"[^>]*href="/models"[^>]*>модел(ь|и|ей)</a>`));
    expect(res.text).toMatch(new RegExp(`${formatNumber('ru', manufacturers)}</span><a class="counters-strip__label counters-strip__link"[^>]*href="/manufacturers"[^>]*>производител(ь|я|ей)</a>`));
    expect(res.text).toMatch(new RegExp(`${formatNumber('ru', designers)}</span><span class="counters-strip__label">проектировщик(а|ов)?</span>`));
    // The main page leads into the catalogue, the manufacturers and the Business page.
    expect(res.text).toContain('href="/for-manufacturers"');
    // 10 400 in Russian is written with a no-break space, never a comma.
    if (models >= 1000) expect(formatNumber('ru', models)).toMatch(/\d\u00a0\d{3}$/);
  });

  it('is English under /en with English links', async () => {
    const res = await page('/en').expect(200);
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toContain('Popular products');
    expect(res.text).toContain('action="/en/models"');
    const first = home.popular[0]!;
    expect(res.text).toContain(`href="/en${first.href}"`);
  });
});

describe('catalogue', () => {
  it('shows 48 cards, the total with its plural and a real link to page 2', async () => {
    const data = (await request(server()).get('/api/models').expect(200)).body as CatalogueSearchDto;
    expect(data.total).toBeGreaterThan(MODELS_PAGE_SIZE);
    const res = await page('/models').expect(200);
    expect(count(res.text, 'data-testid="model-card"')).toBe(MODELS_PAGE_SIZE);
    expect(res.text).toMatch(new RegExp(`data-testid="catalogue-total">Найдено ${formatNumber('ru', data.total)} модел(ь|и|ей)<`));
    for (const model of data.models) expect(res.text).toContain(html(model.name));
    const pages = attributeValues(res.text, /<nav class="pagination"[\s\S]*?<\/nav>/g);
    expect(pages).toHaveLength(1);
    const links = attributeValues(pages[0]!, /href="([^"]+)"/g);
    expect(links).toContain('/models?page=2');
    expect(links).toContain(`/models?page=${data.totalPages}`);
    expect(pages[0]).toContain('aria-current="page"');
  });

  it('page 2 shows the next 48 models, a link back to page 1 without ?page, and the page in the title', async () => {
    const first = (await request(server()).get('/api/models').expect(200)).body as CatalogueSearchDto;
    const second = (await request(server()).get('/api/models?page=2').expect(200)).body as CatalogueSearchDto;
    const res = await page('/models?page=2').expect(200);
    expect(count(res.text, 'data-testid="model-card"')).toBe(second.models.length);
    expect(res.text).toContain(html(second.models[0]!.name));
    expect(second.models[0]!.id).not.toBe(first.models[0]!.id);
    expect(hrefOf(tagWith(res.text, 'rel="prev"'))).toBe('/models');
    expect(hrefOf(tagWith(res.text, 'rel="next"'))).toBe('/models?page=3');
    expect(res.text).toMatch(/<title>[^<]*Страница 2 из/);
  });

  it('keeps the search in the page links and offers to reset it', async () => {
    const query = encodeURIComponent('Розетка');
    const data = (await request(server()).get(`/api/models?search=${query}`).expect(200)).body as CatalogueSearchDto;
    const res = await page(`/models?search=${query}`).expect(200);
    expect(res.text).toContain('Результаты поиска «Розетка»');
    expect(hrefOf(tagWith(res.text, 'data-testid="search-reset"'))).toBe('/models');
    if (data.totalPages > 1) {
      const links = attributeValues(res.text, /href="(\/models\?[^"]*page=2[^"]*)"/g);
      expect(links[0]).toBe(`/models?search=${new URLSearchParams({ search: 'Розетка' }).toString().slice('search='.length)}&page=2`);
    }
  });

  it('shows the not-found state when nothing matches; a page past the end is no page (404)', async () => {
    expect((await page('/models?page=99999')).status).toBe(404);
    for (const path of ['/models?search=zzqqxxnothing']) {
      const res = await page(path).expect(200);
      expect(res.text, path).toContain('Ничего не найдено');
      expect(res.text, path).toContain('data-testid="catalogue-not-found"');
      expect(count(res.text, 'data-testid="model-card"'), path).toBe(0);
      expect(res.text, path).not.toContain('data-testid="pagination"');
    }
  });

  it('answers garbage in the query with one redirect to the clean catalogue, never a failure', async () => {
    for (const path of ['/models?page=-3&sort=evil&files=%3Cb%3E', '/models?page=abc&countModels=7']) {
      const res = await page(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe('/models');
      const clean = await page(res.headers.location ?? '').expect(200);
      expect(count(clean.text, 'data-testid="model-card"'), path).toBe(MODELS_PAGE_SIZE);
    }
  });

  it('is English under /en/models', async () => {
    const res = await page('/en/models').expect(200);
    expect(res.text).toContain('BIM model catalogue');
    expect(res.text).toMatch(/data-testid="catalogue-total">[\d,]+ models found</);
    expect(res.text).toContain('href="/en/models?page=2"');
  });
});

describe('model page', () => {
  it('shows the model: name in <title>, code, manufacturer, breadcrumbs, properties, files, similar models', async () => {
    const { card, page: data } = await modelWithFiles();
    const { model, company } = data;
    const res = await page(card.href).expect(200);
    expect(res.text).toContain(`<title>${html(model.name)} — BIM-библиотека</title>`);
    expect(res.text).toMatch(new RegExp(`<h1[^>]*>${html(model.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(res.text).toContain(`<meta name="description" content="${html(model.summary)}"/>`);
    // Absolute on the front host: demo mode relays the uploads under it.
    expect(res.text).toMatch(/<meta property="og:image" content="https:\/\/bim\.example\/uploads\/images\/models\//);
    expect(res.text).toContain(`<link rel="canonical" href="https://bim.example${card.href}"/>`);
    if (model.code) expect(res.text).toContain(html(model.code));
    if (company) {
      expect(res.text).toContain(html(company.name));
      expect(res.text).toContain(`href="${company.href.replace(/\/$/, '')}"`);
    }
    expect(res.text).toContain('data-testid="breadcrumbs"');
    expect(res.text).toContain('href="/models"');
    expect(res.text).toContain(`href="/models?categories=${model.classification.category!.value}"`);
    expect(res.text).toContain('Основные характеристики');
    if (model.dimensions.width) expect(res.text).toContain(`${formatNumber('ru', model.dimensions.width)} мм`);
    expect(count(res.text, 'data-testid="model-file"')).toBe(model.files.length);
    for (const similar of data.similar) expect(res.text).toContain(`href="${similar.href}"`);
    // Upstream HTML is shown as plain text: its tags are neither injected nor escaped into view.
    expect(model.description).toMatch(/<p>/);
    expect(res.text).not.toContain('&lt;p&gt;');
  });

  it('asks anonymous visitors to log in before downloading and gives them no file links', async () => {
    const { card, page: data } = await modelWithFiles();
    const res = await page(card.href).expect(200);
    expect(res.text).toContain('Чтобы скачать модель, войдите или зарегистрируйтесь');
    expect(res.text).toContain(`href="/auth/login?return=${encodeURIComponent(card.href)}"`);
    expect(res.text).not.toContain('data-testid="model-file-download"');
    expect(data.model.files.length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(/href="[^"]*\/uploads\/files\//);
    // Not in the hydration data either.
    expect(res.text).not.toMatch(/\/files\/\d+\//);
  });

  it('gives logged-in users the download door\'s links, never an uploads address', async () => {
    const { card } = await modelWithFiles();
    const cookie = await logInCookies(app, 'designer', card.href);
    // Anonymous visitors get no file links at all, so read the list as the logged-in user.
    const data = (await request(server()).get(`/api/models/${card.id}`).set('cookie', cookie).expect(200)).body as ModelPageDto;
    expect(data.model.files.every((file) => file.href === `/download/${card.id}/${file.id}`)).toBe(true);
    const res = await page(card.href, cookie).expect(200);
    expect(res.text).not.toContain('Чтобы скачать модель, войдите или зарегистрируйтесь');
    expect(count(res.text, 'data-testid="model-file-download"')).toBe(data.model.files.length);
    for (const file of data.model.files) expect(res.text).toContain(`href="/download/${card.id}/${file.id}"`);
    expect(res.text).not.toMatch(/\/uploads\/files\//);
  });

  it('formats file sizes with one decimal and Russian units', async () => {
    const { card, page: data } = await modelWithFiles();
    const res = await page(card.href).expect(200);
    const big = data.model.files.find((file) => file.size >= 1024 * 1024);
    if (big) {
      const value = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(big.size / 1024 / 1024);
      expect(res.text).toContain(`${value} МБ`);
    }
  });

  it('redirects a wrong alias to the canonical address with 301, keeping /en and the query', async () => {
    const { card } = await modelWithFiles();
    const wrong = await request(server()).get(`/model/not-the-alias/${card.id}`).expect(301);
    expect(wrong.headers.location).toBe(card.href);
    const english = await request(server()).get(`/en/model/not-the-alias/${card.id}?lang=en`).expect(301);
    expect(english.headers.location).toBe(`/en${card.href}?lang=en`);
    // The canonical address itself is served, not redirected again.
    await request(server()).get(card.href).expect(200);
  });

  it('answers an unknown or malformed id with the 404 page', async () => {
    for (const path of ['/model/some-model/999999999', '/model/some-model/abc', '/model/some-model/0', '/en/model/x/999999999']) {
      const res = await request(server()).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toMatch(/Ошибка 404|This page could not be found/);
    }
  });

  it('is English under /en/model/...', async () => {
    const { card, page: data } = await modelWithFiles();
    const en = (await request(server()).get(`/api/models/${card.id}?lang=en`).expect(200)).body as ModelPageDto;
    const res = await page(`/en${card.href}`).expect(200);
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toContain(`<title>${html(en.model.name)} — BIM Library</title>`);
    expect(res.text).toContain('To download the model, you need to log in or register');
    expect(res.text).toContain('Model files');
    expect(res.text).toContain('href="/en/models"');
    expect(data.model.id).toBe(en.model.id);
  });
});

describe('Business page', () => {
  it('is a full marketing page with the reach claim, figures, phone and login', async () => {
    const res = await page('/for-manufacturers').expect(200);
    expect(res.text).toContain('Разместите BIM-модели вашей продукции');
    expect(res.text).toContain(`Порталом ежемесячно пользуются ${formatNumber('ru', MONTHLY_REACH_DESIGNERS)} проектировщиков`);
    expect(res.text).toMatch(new RegExp(`${formatNumber('ru', home.counters.model_count)}</span><span class="counters-strip__label">модел`));
    expect(res.text).toContain('href="tel:+74951500085"');
    expect(res.text).toContain('href="/auth/login?return=%2Ffor-manufacturers"');
    expect(res.text).toContain('Что вы получаете');
    expect(res.text).toContain('Как это работает');
    expect(res.text).toContain('<title>Производителям — BIM-библиотека</title>');
    const en = await page('/en/for-manufacturers').expect(200);
    expect(en.text).toContain('Publish BIM models of your products');
  });
});
