import { describe, expect, it } from 'vitest';
import { isModelMuted, isPartnershipVisible, isVipCompany, withoutExcludedCompanies } from '#shared/domain/companies.ts';
import { articleVersion, isArticleFound, isCaseVisible, isEmptyStatistics, sortRssNewestFirst } from '#shared/domain/articles.ts';
import { hasPluginPageTariff, parseTariffs, selectPlugins, type PluginPost } from '#shared/domain/plugins.ts';
import { safeSlug, slugify } from '#shared/domain/slug.ts';
import { articlePath, isManufacturerTab, manufacturerPath, modelPath, sizedImage } from '#shared/domain/links.ts';

describe('company rules', () => {
  it('drops the excluded company ids (spec §5)', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: '3' }, { id: 4 }];
    expect(withoutExcludedCompanies(items, ['2', '3'])).toEqual([{ id: 1 }, { id: 4 }]);
    expect(withoutExcludedCompanies(items, [])).toEqual(items);
  });
  it('VIP needs a VIP plan id and logo display (spec §6)', () => {
    expect(isVipCompany({ tariff_plan_id: 14, libraryDisplayLogo: true }, ['14', '15'])).toBe(true);
    expect(isVipCompany({ tariff_plan_id: 14, libraryDisplayLogo: false }, ['14', '15'])).toBe(false);
    expect(isVipCompany({ tariff_plan_id: 4, libraryDisplayLogo: true }, ['14', '15'])).toBe(false);
  });
  it('partnership only when PUBLISHED (spec §4)', () => {
    expect(isPartnershipVisible('PUBLISHED')).toBe(true);
    for (const status of ['DRAFT', 'published', null, undefined]) expect(isPartnershipVisible(status)).toBe(false);
  });
  it('muted: tariff allows muting and an active mute restriction (spec §4)', () => {
    const model = { restriction: [{ type_restriction: 'mute', active: true }] };
    expect(isModelMuted(model, true)).toBe(true);
    expect(isModelMuted(model, false)).toBe(false);
    expect(isModelMuted({ restriction: [{ type_restriction: 'mute', active: false }] }, true)).toBe(false);
    expect(isModelMuted({ restriction: [{ type_restriction: 'no_download', active: true }] }, true)).toBe(false);
    expect(isModelMuted({ restriction: null }, true)).toBe(false);
  });
});

describe('article rules', () => {
  const v = (status_lang: string, title = 't') => ({ status_lang, title });
  it('cases need the second language version Published (spec §5)', () => {
    expect(isCaseVisible({ lang_versions: [v('Draft'), v('Published')] })).toBe(true);
    expect(isCaseVisible({ lang_versions: [v('Published'), v('Draft')] })).toBe(false);
    expect(isCaseVisible({ lang_versions: [v('Published')] })).toBe(false);
    expect(isCaseVisible({})).toBe(false);
  });
  it('an article is found only with status_code 200 (spec §5)', () => {
    expect(isArticleFound({ status_code: 200 })).toBe(true);
    expect(isArticleFound({ status_code: 404 })).toBe(false);
    expect(isArticleFound(null)).toBe(false);
  });
  it('picks the language version with a fallback', () => {
    const article = { lang_versions: [v('Published', 'ru'), v('Published', 'en')] };
    expect(articleVersion(article, 'ru')?.title).toBe('ru');
    expect(articleVersion(article, 'en')?.title).toBe('en');
    expect(articleVersion({ lang_versions: [v('Published', 'ru')] }, 'en')?.title).toBe('ru');
    expect(articleVersion({}, 'en')).toBeUndefined();
  });
  it('sorts RSS newest first, undated last (spec §9)', () => {
    const items = [
      { id: 1, pubDate: 'Mon, 01 Jan 2024 10:00:00 GMT' },
      { id: 2, pubDate: 'garbage' },
      { id: 3, pubDate: 'Tue, 05 Mar 2024 10:00:00 GMT' },
      { id: 4, pubDate: null },
      { id: 5, pubDate: 'Wed, 01 Feb 2023 10:00:00 GMT' },
    ];
    expect(sortRssNewestFirst(items).map((item) => item.id)).toEqual([3, 1, 5, 2, 4]);
  });
  it('treats empty statistics as an error (spec §5)', () => {
    for (const value of [null, undefined, [], {}]) expect(isEmptyStatistics(value)).toBe(true);
    for (const value of [[1], { a: 1 }, 0]) expect(isEmptyStatistics(value)).toBe(false);
  });
});

describe('plugins (spec §5, §9)', () => {
  const post = (id: number, status: string, weight: number | null, tariffs: string, extra: Partial<PluginPost> = {}): PluginPost => ({
    id,
    url: `p-${id}`,
    logo: `/logo/${id}.svg`,
    company_id: 10,
    companyNameShort: 'Компания',
    tariffs,
    lang_versions: [{ title: `ru ${id}`, status_lang: 'Published', weight: null }, { title: `en ${id}`, status_lang: status, weight }],
    ...extra,
  });
  const allowed = JSON.stringify([{ allowPluginPage: true }]);
  it('reads the tariffs JSON safely', () => {
    expect(parseTariffs('not json')).toEqual([]);
    expect(parseTariffs(JSON.stringify({ allowPluginPage: true }))).toEqual([{ allowPluginPage: true }]);
    expect(hasPluginPageTariff({ tariffs: allowed })).toBe(true);
    expect(hasPluginPageTariff({ tariffs: JSON.stringify([{ allowPluginPage: false }, { allowPlugin: true }]) })).toBe(false);
    expect(hasPluginPageTariff({ tariffs: null })).toBe(false);
  });
  it('keeps published posts with the tariff, sorted by weight, missing weight 1', () => {
    const posts = [
      post(1, 'Published', 3, allowed),
      post(2, 'Published', null, allowed),
      post(3, 'Draft', 0, allowed),
      post(4, 'Published', 0, JSON.stringify([{ allowPluginPage: false }])),
      post(5, 'Published', 0.5, allowed),
      post(6, 'Published', 1, allowed),
    ];
    const cards = selectPlugins(posts, 'ru');
    expect(cards.map((card) => card.id)).toEqual([5, 2, 6, 1]);
    expect(cards[1]).toMatchObject({ weight: 1, status: 'Published', isPublished: true, isDraft: false, title: 'ru 2' });
    expect(selectPlugins(posts, 'en')[0]?.title).toBe('en 5');
  });
  it('links to the company plugins tab with the article id in the hash (spec §2)', () => {
    const [card] = selectPlugins([post(7, 'Published', 1, allowed)], 'ru');
    expect(card?.href).toBe('/manufacturer/kompaniya/10?tab=plugins#7');
  });
  it('flags the products a plugin is for', () => {
    const [card] = selectPlugins([post(8, 'Published', 1, allowed, { product: 'revit', companyNameShort: 'Renga' })], 'ru');
    expect(card?.products).toEqual(['revit', 'renga']);
  });
});

describe('slugs and links', () => {
  it('transliterates Russian and falls back to company', () => {
    expect(slugify('Компания «Окна-Плюс» 2')).toBe('kompaniya-okna-plyus-2');
    expect(slugify('')).toBe('company');
    expect(slugify('«»')).toBe('company');
    expect(safeSlug('good-slug')).toBe('good-slug');
    expect(safeSlug('../x')).toBe('x');
  });
  it('builds the spec §2 paths', () => {
    expect(modelPath('door', 5)).toBe('/model/door/5');
    expect(modelPath('door', 5, 'en')).toBe('/en/model/door/5');
    expect(manufacturerPath('', 7)).toBe('/manufacturer/company/7');
    expect(manufacturerPath('acme', 7, { tab: 'videos' })).toBe('/manufacturer/acme/7?tab=videos');
    expect(articlePath(3)).toBe('/articles/3');
    expect(isManufacturerTab('partnership')).toBe(true);
    expect(isManufacturerTab('admin')).toBe(false);
  });
  it('adds the size suffix to absolute image URLs only', () => {
    expect(sizedImage('https://up.example/a.png', 100)).toBe('https://up.example/a.png?size=100x100');
    // A path on this site (demo mode's relayed uploads) is sized too and stays a path.
    expect(sizedImage('/uploads/a.png', 100, 50)).toBe('/uploads/a.png?size=100x50');
    expect(sizedImage('/uploads/a.png?x=1', 100)).toBe('/uploads/a.png?x=1&size=100x100');
    expect(sizedImage('//other.example/a.png', 100)).toBe('//other.example/a.png');
    expect(sizedImage(null, 100)).toBeNull();
  });
});
