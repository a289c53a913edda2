import { describe, expect, it } from 'vitest';
import { MONTHLY_REACH_DESIGNERS } from '#shared/constants.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { createI18n, PAGE_TEXT_IDS, TEXTS } from '../../support/i18n-texts.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (value !== null && typeof value === 'object') for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const ru = flatten(TEXTS.ru);
const en = flatten(TEXTS.en);
const baseKeys = (keys: Map<string, unknown>) => new Set([...keys.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));

describe('i18n resources', () => {
  it('ru and en have the same keys (plural suffixes aside)', () => {
    expect([...baseKeys(en)].sort()).toEqual([...baseKeys(ru)].sort());
  });

  it('every text is a non-empty string', () => {
    for (const [key, value] of [...ru, ...en]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('plural keys carry every form of their language (ru: one/few/many/other, en: one/other)', () => {
    const plurals = (keys: Map<string, unknown>) =>
      new Set([...keys.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
    expect(plurals(ru).size).toBeGreaterThan(0);
    expect([...plurals(ru)].sort()).toEqual([...plurals(en)].sort());
    for (const base of plurals(ru)) {
      for (const form of ['one', 'few', 'many', 'other']) expect(ru.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
      expect([...ru.keys()].filter((key) => key.startsWith(`${base}_`))).toHaveLength(4);
      for (const form of ['one', 'other']) expect(en.has(`${base}_${form}`), `en ${base}_${form}`).toBe(true);
      expect([...en.keys()].filter((key) => key.startsWith(`${base}_`))).toHaveLength(2);
    }
  });

  it('interpolation placeholders match between languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    for (const key of baseKeys(ru)) {
      const ruText = ru.get(key) ?? ru.get(`${key}_other`);
      const enText = en.get(key) ?? en.get(`${key}_other`);
      expect(placeholders(enText), key).toEqual(placeholders(ruText));
    }
  });

  it('has a title and a description for every route of spec §2', () => {
    const routes = [
      'home', 'forManufacturers', 'articles', 'article', 'models', 'model', 'manufacturers', 'manufacturer',
      'oauthCode', 'enter', 'statisticEmail', 'validate', 'product', 'statreport', 'unsubscribe', 'about', 'cases',
      'services', 'gisp', 'partnership', 'plugins', 'partners', 'ifc', 'civil3d', 'renga', 'modelstudiocs', 'revit',
      'archicad', 'notFound',
    ];
    for (const id of routes) {
      expect(PAGE_TEXT_IDS, id).toContain(id);
      for (const map of [ru, en]) {
        expect(map.get(`pages.${id}.title`), `${id}.title`).toEqual(expect.any(String));
        expect(map.get(`pages.${id}.description`), `${id}.description`).toEqual(expect.any(String));
      }
    }
  });

  it('holds the spec texts exactly', () => {
    expect(ru.get('errors.notFound.title')).toBe('Ошибка 404 — Страница не найдена');
    expect(ru.get('errors.notFound.text')).toBe('Ой, похоже такой страницы не существует\u2026');
    expect(ru.get('errors.notFound.home')).toBe('Вернуться на главную');
    expect(en.get('errors.notFound.title')).toBe('This page could not be found');
    expect(ru.get('header.login')).toBe('Войти');
    expect(en.get('header.login')).toBe('Log in');
    expect(ru.get('cookie.title')).toBe('Мы используем cookies');
    expect(ru.get('cookie.accept')).toBe('OK');
  });
});

describe('createI18n', () => {
  it('is ready synchronously and fixed to its language', () => {
    const ruI18n = createI18n('ru');
    const enI18n = createI18n('en');
    expect(ruI18n.language).toBe('ru');
    expect(ruI18n.t('nav.models')).toBe('Модели');
    expect(enI18n.t('nav.models')).toBe('Models');
    // Separate instances: one never changes the other.
    expect(ruI18n.t('nav.models')).toBe('Модели');
  });

  it('uses Russian plural rules for counts', () => {
    const { t } = createI18n('ru');
    expect(t('counts.models', { count: 1 })).toBe('1 модель');
    expect(t('counts.models', { count: 2 })).toBe('2 модели');
    expect(t('counts.models', { count: 5 })).toBe('5 моделей');
    expect(t('counts.models', { count: 21 })).toBe('21 модель');
    expect(t('counts.models', { count: 11 })).toBe('11 моделей');
    expect(t('counts.models', { count: 24 })).toBe('24 модели');
    expect(t('counts.articles', { count: 3 })).toBe('3 статьи');
    expect(t('counts.manufacturers', { count: 112 })).toBe('112 производителей');
  });

  it('uses English plural rules for counts', () => {
    const { t } = createI18n('en');
    expect(t('counts.models', { count: 1 })).toBe('1 model');
    expect(t('counts.models', { count: 2 })).toBe('2 models');
    expect(t('counts.models', { count: 21 })).toBe('21 models');
  });

  it('formats counts inside texts like formatNumber', () => {
    expect(createI18n('ru').t('reach.claim', { count: MONTHLY_REACH_DESIGNERS })).toBe(
      `Порталом ежемесячно пользуются ${formatNumber('ru', MONTHLY_REACH_DESIGNERS)} проектировщиков`,
    );
    expect(createI18n('en').t('reach.claim', { count: MONTHLY_REACH_DESIGNERS })).toBe(
      '27,000 designers use the portal every month',
    );
    expect(createI18n('ru').t('counts.models', { count: 1_234_567 })).toBe('1\u00a0234\u00a0567 моделей');
  });

  it('does not escape interpolated values (React escapes on render)', () => {
    expect(createI18n('en').t('phone.call', { phone: '<+7>' })).toBe('Call <+7>');
  });
});

describe('formatNumber', () => {
  it('formats Russian numbers like Intl ru-RU', () => {
    expect(formatNumber('ru', 27_000)).toBe(new Intl.NumberFormat('ru-RU').format(27_000));
    expect(formatNumber('ru', 27_000)).toBe('27\u00a0000');
    expect(formatNumber('ru', 1234.5)).toBe('1\u00a0234,5');
    expect(formatNumber('ru', 999)).toBe('999');
  });

  it('formats English numbers like Intl en-US', () => {
    expect(formatNumber('en', 27_000)).toBe('27,000');
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
  });
});
