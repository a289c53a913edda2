// One URL, one language (decision 0010) on the built app: crawlers and requests
// naming no language get the URL's language; people whose spec §4 choice differs
// are sent to the same page in their language, and that answer is never shared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const page = (path: string, headers: Record<string, string>) => request(app.server).get(path).set(headers).redirects(0);
const htmlLang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

describe('one URL, one language', () => {
  it('gives crawlers the URL\'s language whatever they send', async () => {
    const crawlers: Array<Record<string, string>> = [{ 'user-agent': GOOGLEBOT }, { 'user-agent': BINGBOT, 'accept-language': 'en-US' }, { 'user-agent': GOOGLEBOT, cookie: 'lang=en' }];
    for (const headers of crawlers) {
      const ru = await page('/models?lang=en', headers).expect(200);
      expect(htmlLang(ru.text), JSON.stringify(headers)).toBe('ru');
      expect(ru.text).toContain('<link rel="canonical" href="https://bim.example/models"/>');
      const en = await page('/en/models', { ...headers, 'accept-language': 'ru' }).expect(200);
      expect(htmlLang(en.text)).toBe('en');
    }
  });

  it('gives a request that names no language the URL\'s language', async () => {
    const unstated: Array<Record<string, string>> = [{ 'user-agent': CHROME }, { 'user-agent': CHROME, 'accept-language': '*' }, { 'user-agent': 'undici' }];
    for (const headers of unstated) {
      expect(htmlLang((await page('/', headers).expect(200)).text), JSON.stringify(headers)).toBe('ru');
      expect(htmlLang((await page('/en', headers).expect(200)).text)).toBe('en');
    }
  });

  it('sends a person whose choice differs to the page in their language, never to be cached for others', async () => {
    const res = await page('/models?files=rvt&page=2', { 'user-agent': CHROME, 'accept-language': 'en-GB,en;q=0.9' }).expect(302);
    expect(res.headers.location).toBe('/en/models?files=rvt&page=2');
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    expect(res.headers.vary).toMatch(/Cookie/i);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The cookie outranks the header (spec §4).
    expect(htmlLang((await page('/models', { 'user-agent': CHROME, 'accept-language': 'en', cookie: 'lang=ru' }).expect(200)).text)).toBe('ru');
    const toRussian = await page('/en/about', { 'user-agent': CHROME, cookie: 'lang=en' }).expect(200);
    expect(htmlLang(toRussian.text)).toBe('en');
  });

  it('saves a lang query and sends the person to that language\'s URL without it', async () => {
    const res = await page('/about?lang=en&utm_source=x', { 'user-agent': CHROME, 'accept-language': 'ru' }).expect(302);
    expect(res.headers.location).toBe('/en/about?utm_source=x');
    expect(String(res.headers['set-cookie'])).toMatch(/^lang=en;/);
    const back = await page('/en/about?lang=ru', { 'user-agent': CHROME, 'accept-language': 'en' }).expect(302);
    expect(back.headers.location).toBe('/about');
    // The switch's own links land where they point.
    expect(htmlLang((await page('/about?lang=ru', { 'user-agent': CHROME, 'accept-language': 'en' }).expect(200)).text)).toBe('ru');
  });

  it('leaves the API to answer in the language asked for, crawler or not', async () => {
    const res = await request(app.server).get('/api/pages/home').set({ 'user-agent': GOOGLEBOT, 'accept-language': 'en' }).expect(200);
    expect((res.body as { popular: Array<{ href: string }> }).popular[0]?.href).toMatch(/^\/en\//);
  });
});

describe('a page\'s own texts in its language only (docs/decisions/0018)', () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? '');
  it('hints the texts chunk of the page language and not the other', async () => {
    for (const [path, lang, other] of [['/models', 'ru', 'en'], ['/en/models', 'en', 'ru'], ['/manufacturers', 'ru', 'en'], ['/en/statreport', 'en', 'ru']] as const) {
      const hints = preloads((await page(path, { 'user-agent': GOOGLEBOT }).expect(200)).text);
      expect(hints.some((href) => /\/texts-[\w-]+\.(ru|en)-/.test(href) && href.includes(`.${lang}-`)), path).toBe(true);
      expect(hints.some((href) => /\/texts-[\w-]+\./.test(href) && href.includes(`.${other}-`)), path).toBe(false);
    }
  });
});

// Decision 0027: the document carries the visitor's preference for a path that names no
// language, so the browser decides a client navigation's language as the server would.
describe('neutralLang in the document', () => {
  const neutralLang = (html: string) => /"neutralLang":"(\w+)"/.exec(html)?.[1];

  it('is the preference from cookie or Accept-Language, kept apart in the page cache; a crawler has none', async () => {
    // /en/about is English for all three; only what a neutral path would get differs.
    const byCookie = await page('/en/about', { 'user-agent': CHROME, cookie: 'lang=en' }).expect(200);
    const byOtherCookie = await page('/en/about', { 'user-agent': CHROME, cookie: 'lang=ru' }).expect(200);
    const byHeader = await page('/en/about', { 'user-agent': CHROME, 'accept-language': 'en-GB' }).expect(200);
    const crawler = await page('/en/about', { 'user-agent': GOOGLEBOT, cookie: 'lang=en', 'accept-language': 'en' }).expect(200);
    expect([byCookie, byOtherCookie, byHeader, crawler].map((res) => htmlLang(res.text))).toEqual(['en', 'en', 'en', 'en']);
    expect([byCookie, byOtherCookie, byHeader, crawler].map((res) => neutralLang(res.text))).toEqual(['en', 'ru', 'en', 'ru']);
  });
});
