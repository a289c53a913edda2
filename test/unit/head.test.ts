import { describe, expect, it } from 'vitest';
import { isUtilityPath } from '#shared/domain/indexing.ts';
import { buildHeadTags } from '#shared/domain/head.ts';

const base = { origin: 'https://bim.example', title: 'Каталог', description: 'Все модели', siteName: 'BIM-портал' };

describe('buildHeadTags', () => {
  it('makes the canonical the public origin plus the path', () => {
    const head = buildHeadTags({ ...base, pathname: '/models', lang: 'ru' });
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://bim.example/models' });
  });

  it('lists ru, en and x-default alternates for a Russian page', () => {
    const head = buildHeadTags({ ...base, pathname: '/model/door/42', lang: 'ru' });
    expect(head.links.filter((l) => l.rel === 'alternate')).toEqual([
      { rel: 'alternate', hrefLang: 'ru', href: 'https://bim.example/model/door/42' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://bim.example/en/model/door/42' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://bim.example/model/door/42' },
    ]);
  });

  it('points the alternates of an English page back at both versions', () => {
    const head = buildHeadTags({ ...base, origin: 'https://bim.example/', pathname: '/en', lang: 'en' });
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://bim.example/en' });
    expect(head.links).toContainEqual({ rel: 'alternate', hrefLang: 'ru', href: 'https://bim.example/' });
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'en_US' });
  });

  it('adds the site name to the title and Open Graph tags', () => {
    const head = buildHeadTags({ ...base, pathname: '/', lang: 'ru' });
    expect(head.title).toBe('Каталог — BIM-портал');
    expect(head.meta).toContainEqual({ name: 'description', content: 'Все модели' });
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://bim.example/' });
    expect(head.meta).toContainEqual({ property: 'og:title', content: 'Каталог' });
  });

  it('marks noindex pages and gives them no canonical', () => {
    const head = buildHeadTags({ ...base, pathname: '/nope', lang: 'ru', noindex: true });
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(head.links).toEqual([]);
  });

  it('lets crawlers follow the links of a noindex page that leads to indexed ones', () => {
    const head = buildHeadTags({ ...base, pathname: '/models', lang: 'ru', noindex: true, follow: true });
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(head.links).toEqual([]);
    expect(buildHeadTags({ ...base, pathname: '/models', lang: 'ru', follow: true }).meta.some((tag) => tag.name === 'robots')).toBe(false);
  });
});

describe('utility pages', () => {
  it('are the login steps, /validate, /unsubscribe and /statistic_email in both languages, nothing else', () => {
    for (const path of ['/enter', '/oauth/code', '/validate', '/unsubscribe', '/statistic_email', '/en/validate', '/en/oauth/code', '/validate/']) expect(isUtilityPath(path), path).toBe(true);
    for (const path of ['/', '/en', '/models', '/validator', '/en/models', '/articles/1']) expect(isUtilityPath(path), path).toBe(false);
  });
});
