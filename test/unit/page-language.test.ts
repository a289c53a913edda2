import { describe, expect, it } from 'vitest';
import { pageLanguage } from '#shared/domain/page-language.ts';

const person = { search: '', isBot: false } as const;

describe('one URL, one language (decision 0010)', () => {
  it('gives crawlers the language of the path, whatever they send', () => {
    for (const extra of [{}, { acceptLanguage: 'en-US,en;q=0.9' }, { query: 'en' }, { cookie: 'en' }]) {
      expect(pageLanguage({ pathname: '/models', search: '?lang=en', isBot: true, ...extra })).toEqual({ render: 'ru' });
      expect(pageLanguage({ pathname: '/en/models', search: '', isBot: true, ...extra, acceptLanguage: 'ru' })).toEqual({ render: 'en' });
    }
  });

  it('gives people who state no language the language of the path', () => {
    for (const acceptLanguage of [null, undefined, '', '*', ' * ']) {
      expect(pageLanguage({ ...person, pathname: '/', acceptLanguage }), String(acceptLanguage)).toEqual({ render: 'ru' });
      expect(pageLanguage({ ...person, pathname: '/en', acceptLanguage }), String(acceptLanguage)).toEqual({ render: 'en' });
    }
  });

  it('sends people whose §4 choice differs from the path to the same page in their language, query kept, lang dropped', () => {
    expect(pageLanguage({ ...person, pathname: '/models', search: '?files=rvt&page=2', acceptLanguage: 'en-GB,en;q=0.8' })).toEqual({ redirect: '/en/models?files=rvt&page=2' });
    expect(pageLanguage({ ...person, pathname: '/', acceptLanguage: 'de-DE' })).toEqual({ redirect: '/en' });
    expect(pageLanguage({ ...person, pathname: '/models', search: '?lang=en&page=3', query: 'en' })).toEqual({ redirect: '/en/models?page=3' });
    expect(pageLanguage({ ...person, pathname: '/en/models', search: '?lang=ru', query: 'ru' })).toEqual({ redirect: '/models' });
    expect(pageLanguage({ ...person, pathname: '/about', cookie: 'en', acceptLanguage: 'ru' })).toEqual({ redirect: '/en/about' });
  });

  it('keeps people on the page when their choice is the path language', () => {
    expect(pageLanguage({ ...person, pathname: '/models', acceptLanguage: 'ru-RU,ru;q=0.9,en;q=0.8' })).toEqual({ render: 'ru' });
    expect(pageLanguage({ ...person, pathname: '/models', acceptLanguage: 'en', cookie: 'ru' })).toEqual({ render: 'ru' });
    // The /en path outranks the cookie and the header (spec §4).
    expect(pageLanguage({ ...person, pathname: '/en/models', acceptLanguage: 'ru', cookie: 'ru' })).toEqual({ render: 'en' });
  });
});
