// Issue 22, "one English name per manufacturer used everywhere in English": the English pages
// that name a company outside the model lists (the reading room, cases, plugins, partner offers,
// the catalogue's manufacturer filter, the VIP logos of the home page) show its English name,
// never its Russian short name; the Russian pages keep the Russian one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/support/app.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const html = async (path: string) => (await request(app.server).get(path).set('accept-language', path.startsWith('/en') ? 'en' : 'ru').expect(200)).text;

/** Companies whose Russian short name differs from the English one, with both names as they appear in HTML text. */
function bilingualCompanies(): Array<{ ru: string; en: string }> {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return app
    .demoUpstream!.dataset.companies.filter((company) => company.name_en && company.name_en !== company.name_short)
    .map((company) => ({ ru: escape(company.name_short), en: escape(company.name_en) }));
}

/** The Russian short names shown as a whole text node (`>name<`) or an option label on the page. */
function russianNamesShown(page: string, companies: Array<{ ru: string }>): string[] {
  return companies.filter((company) => page.includes(`>${company.ru}<`)).map((company) => company.ru);
}

describe('English pages name companies in English', () => {
  const pages = ['/en/articles', '/en/cases', '/en/plugins', '/en/revit', '/en/partners', '/en/models', '/en'];

  for (const path of pages) {
    it(`${path} shows no company's Russian short name, and names companies in English`, async () => {
      const companies = bilingualCompanies();
      const page = await html(path);
      expect(russianNamesShown(page, companies)).toEqual([]);
      expect(companies.some((company) => page.includes(`>${company.en}<`))).toBe(true);
    });
  }

  it('an article page names its company in English on the English page and in Russian on the Russian one', async () => {
    const dataset = app.demoUpstream!.dataset;
    const article = dataset.articles.find(
      (item) => item.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles && item.company_id && item.lang_versions[1]?.status_lang === 'Published' && item.lang_versions[0]?.status_lang === 'Published',
    )!;
    const company = dataset.companies.find((item) => item.id === article.company_id)!;
    expect(company.name_en).not.toBe(company.name_short);
    const en = await html(`/en/articles/${article.id}`);
    expect(en).toContain(`>${company.name_en}<`);
    expect(en).not.toContain(`>${company.name_short}<`);
    const ru = await html(`/articles/${article.id}`);
    expect(ru).toContain(`>${company.name_short}<`);
  });

  it('a partner offer whose discount is words shows it in the page language', async () => {
    const offer = app.demoUpstream!.dataset.partnerOffers.find((item) => item.status === 'PUBLISHED' && item.discount_en && item.discount_en !== item.discount)!;
    expect(offer).toBeDefined();
    expect(await html('/en/partners')).toContain(`>${offer.discount_en}<`);
    expect(await html('/partners')).toContain(`>${offer.discount}<`);
  });
});
