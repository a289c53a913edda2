// Spec §1 banner advertising: only legally marked banners with web links are shown.
import { describe, expect, it } from 'vitest';
import { BANNERS_PER_PLACEMENT, toBanners } from '#server/services/banners.ts';

const banner = {
  id: 401,
  company_id: 7,
  company_name: 'ВолгаИндустрия',
  title: 'ВолгаИндустрия: BIM-модели всей продукции',
  title_en: 'VolgaIndustry: BIM models of the whole range',
  image: '/images/ads/401.svg',
  link: 'https://volga.example/?utm_source=bim-portal',
  position: 'main',
  erid: '2VtzqfDvPHWLWRz',
  inn: '5306630171',
};

describe('banners', () => {
  it('are shown in the page language with advertiser, INN and erid', () => {
    expect(toBanners([banner], 'ru')).toEqual([
      { id: 401, title: banner.title, image: banner.image, href: banner.link, advertiser: 'ВолгаИндустрия', inn: '5306630171', erid: '2VtzqfDvPHWLWRz' },
    ]);
    expect(toBanners([banner], 'en')[0]?.title).toBe(banner.title_en);
    expect(toBanners([{ ...banner, title_en: '' }], 'en')[0]?.title).toBe(banner.title);
  });

  it('leave out banners without the legal marking or with a link that is not a web address', () => {
    expect(toBanners([{ ...banner, erid: '' }], 'ru')).toEqual([]);
    expect(toBanners([{ ...banner, company_name: '' }], 'ru')).toEqual([]);
    expect(toBanners([{ ...banner, link: 'javascript:alert(1)' }], 'ru')).toEqual([]);
    expect(toBanners([{ ...banner, link: 'data:text/html,x' }], 'ru')).toEqual([]);
    expect(toBanners([{ ...banner, image: '' }], 'ru')).toEqual([]);
    expect(toBanners([null, 'x', 42, { ...banner, id: 'abc' }], 'ru')).toEqual([]);
    expect(toBanners('not a list', 'ru')).toEqual([]);
  });

  it('are at most two per placement', () => {
    expect(toBanners([1, 2, 3].map((n) => ({ ...banner, id: 400 + n })), 'ru').map((b) => b.id)).toHaveLength(BANNERS_PER_PLACEMENT);
  });
});
