import { describe, expect, it } from 'vitest';
import { languageLinkHref, languageReloadTarget } from '#client/app/i18n/use-language.ts';
import { languageCookie } from '#shared/domain/language.ts';
import {
  COOKIE_NOTICE_STORAGE_KEY,
  readCookieNoticeAccepted,
  writeCookieNoticeAccepted,
} from '#client/layouts/cookie-notice.tsx';
import { LANGUAGE_COOKIE_MAX_AGE_S } from '#shared/constants.ts';

describe('language switch targets', () => {
  it('links to the same page in the other language with ?lang', () => {
    expect(languageLinkHref({ pathname: '/models', search: '?files=rvt' }, 'en')).toBe('/en/models?files=rvt&lang=en');
    expect(languageLinkHref({ pathname: '/en/models', search: '' }, 'ru')).toBe('/models?lang=ru');
    expect(languageLinkHref({ pathname: '/', search: '?lang=ru' }, 'en')).toBe('/en?lang=en');
    expect(languageLinkHref({ pathname: '/en', search: '' }, 'ru')).toBe('/?lang=ru');
  });

  it('reloads to the localised path without the lang query, keeping the rest', () => {
    expect(languageReloadTarget({ pathname: '/model/chair/12', search: '?lang=ru&tab=docs', hash: '#specs' }, 'en')).toBe(
      '/en/model/chair/12?tab=docs#specs',
    );
    expect(languageReloadTarget({ pathname: '/en/articles', search: '' }, 'ru')).toBe('/articles');
  });

  it('remembers the language for three years on the whole site', () => {
    expect(LANGUAGE_COOKIE_MAX_AGE_S).toBe(3 * 365 * 24 * 3600);
    expect(languageCookie('en', false)).toBe(`lang=en; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`);
    expect(languageCookie('ru', true)).toMatch(/^lang=ru; .*Path=\/; SameSite=Lax; Secure$/);
  });
});

describe('cookie notice storage', () => {
  it('is accepted only after OK was stored', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(readCookieNoticeAccepted(storage)).toBe(false);
    expect(writeCookieNoticeAccepted(storage)).toBe(true);
    expect(data.get(COOKIE_NOTICE_STORAGE_KEY)).toBe('1');
    expect(readCookieNoticeAccepted(storage)).toBe(true);
  });

  it('survives storage that throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(readCookieNoticeAccepted(throwing)).toBe(false);
    expect(writeCookieNoticeAccepted(throwing)).toBe(false);
    expect(readCookieNoticeAccepted(null)).toBe(false);
    expect(writeCookieNoticeAccepted(null)).toBe(false);
  });
});
