import { describe, expect, it } from 'vitest';
import { chooseLanguage, localisePath, stripLanguagePrefix } from '#shared/domain/language.ts';

describe('chooseLanguage (spec §4)', () => {
  it('takes the lang query first', () => {
    expect(chooseLanguage({ query: 'en', pathname: '/', cookie: 'ru', acceptLanguage: 'ru' })).toBe('en');
    expect(chooseLanguage({ query: 'ru', pathname: '/en/models', cookie: 'en' })).toBe('ru');
  });
  it('ignores a lang query other than ru or en', () => {
    expect(chooseLanguage({ query: 'de', pathname: '/', cookie: 'en' })).toBe('en');
    expect(chooseLanguage({ query: '<script>', pathname: '/', acceptLanguage: 'ru-RU' })).toBe('ru');
  });
  it('takes a path under /en/ next', () => {
    expect(chooseLanguage({ pathname: '/en', cookie: 'ru' })).toBe('en');
    expect(chooseLanguage({ pathname: '/en/model/chair/12', cookie: 'ru' })).toBe('en');
    expect(chooseLanguage({ pathname: '/english', cookie: 'ru' })).toBe('ru');
  });
  it('then the cookie, then Accept-Language', () => {
    expect(chooseLanguage({ pathname: '/', cookie: 'en', acceptLanguage: 'ru' })).toBe('en');
    expect(chooseLanguage({ pathname: '/', cookie: 'xx', acceptLanguage: 'de-DE,ru;q=0.5' })).toBe('ru');
    expect(chooseLanguage({ pathname: '/', acceptLanguage: 'en-US,en;q=0.9' })).toBe('en');
    expect(chooseLanguage({ pathname: '/', acceptLanguage: 'de' })).toBe('en');
  });
  it('defaults to Russian when nothing says otherwise', () => {
    expect(chooseLanguage({ pathname: '/' })).toBe('ru');
  });
});

describe('language paths', () => {
  it('strips and adds the /en prefix', () => {
    expect(stripLanguagePrefix('/en')).toBe('/');
    expect(stripLanguagePrefix('/en/models')).toBe('/models');
    expect(stripLanguagePrefix('/models')).toBe('/models');
    expect(localisePath('/models', 'en')).toBe('/en/models');
    expect(localisePath('/', 'en')).toBe('/en');
    expect(localisePath('/en/models', 'ru')).toBe('/models');
  });
});
