import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTranslator } from '#shared/i18n/translator.ts';
import { formatNumber } from '#shared/i18n/format.ts';

const texts = {
  plain: 'Модели',
  nested: { deep: { key: 'Глубоко' } },
  hello: 'Привет, {{name}}! Ещё раз, {{ name }}.',
  total: 'Всего {{total, number}}',
  files_one: '{{count, number}} файл',
  files_few: '{{count, number}} файла',
  files_many: '{{count, number}} файлов',
  files_other: '{{count, number}} файла',
  onlyOther_other: 'всегда {{count}}',
};
const ru = createTranslator('ru', 'ru-RU', texts, (n) => formatNumber('ru', n));

describe('createTranslator', () => {
  it('looks up plain and nested keys', () => {
    expect(ru.t('plain')).toBe('Модели');
    expect(ru.t('nested.deep.key')).toBe('Глубоко');
    expect(ru.language).toBe('ru');
  });

  it('returns the key itself for a missing key, as i18next does', () => {
    expect(ru.t('nope.missing')).toBe('nope.missing');
    expect(ru.t('nested.deep')).toBe('nested.deep');
    expect(ru.exists('nested.deep.key')).toBe(true);
    expect(ru.exists('files')).toBe(true);
    expect(ru.exists('nested')).toBe(false);
  });

  it('interpolates every occurrence and leaves a missing value visible as written, as i18next does', () => {
    expect(ru.t('hello', { name: 'Анна' })).toBe('Привет, Анна! Ещё раз, Анна.');
    expect(ru.t('hello')).toBe('Привет, {{name}}! Ещё раз, {{ name }}.');
    // A value given as undefined or null is empty, not missing.
    expect(ru.t('hello', { name: undefined })).toBe('Привет, ! Ещё раз, .');
    expect(ru.t('total', { total: null })).toBe('Всего ');
  });

  it('formats {{x, number}} with the language number format', () => {
    expect(ru.t('total', { total: 1234567 })).toBe('Всего 1\u00a0234\u00a0567');
    // Intl.NumberFormat formats whatever it is given, as i18next's number format does.
    expect(ru.t('total', { total: '1234.5' })).toBe('Всего 1\u00a0234,5');
    expect(ru.t('total', { total: 'много' })).toBe(`Всего ${new Intl.NumberFormat('ru-RU').format(Number.NaN)}`);
  });

  it('chooses the plural form with Intl.PluralRules (ru: one/few/many/other)', () => {
    expect(ru.t('files', { count: 1 })).toBe('1 файл');
    expect(ru.t('files', { count: 3 })).toBe('3 файла');
    expect(ru.t('files', { count: 25 })).toBe('25 файлов');
    expect(ru.t('files', { count: 111 })).toBe('111 файлов');
    expect(ru.t('files', { count: 1.5 })).toBe('1,5 файла');
    expect(ru.t('onlyOther', { count: 1 })).toBe('всегда 1');
  });

  it('looks plural forms up in i18next v4 order: _zero for 0, the Intl form, the bare key, _other', () => {
    const translator = createTranslator('en', 'en-US', { a_zero: 'none', a_one: 'one', a_other: '{{count}} a', b: 'bare {{count}}', b_other: 'other {{count}}', c_other: 'c {{count}}', empty: '' }, (n) => formatNumber('en', n));
    expect(translator.t('a', { count: 0 })).toBe('none');
    expect(translator.t('a', { count: 1 })).toBe('one');
    expect(translator.t('a', { count: 2 })).toBe('2 a');
    expect(translator.t('b', { count: 1 })).toBe('bare 1');
    expect(translator.t('b', { count: 2 })).toBe('other 2');
    expect(translator.t('c', { count: 1 })).toBe('c 1');
    // A numeric string is not a count.
    expect(translator.t('a', { count: '1' })).toBe('a');
    // An empty text counts as missing (i18next's returnEmptyString: false).
    expect(translator.t('empty')).toBe('empty');
    expect(translator.exists('empty')).toBe(false);
  });

  it('takes a page’s own texts under a prefix when its code loads', () => {
    const translator = createTranslator('ru', 'ru-RU', { plain: 'Модели' }, (n) => formatNumber('ru', n));
    expect(translator.exists('page.items')).toBe(false);
    translator.add('page', { title: 'Страница', items_one: '{{count}} элемент', items_few: '{{count}} элемента', items_many: '{{count}} элементов', items_other: '{{count}} элемента' });
    expect(translator.t('page.title')).toBe('Страница');
    expect(translator.t('page.items', { count: 5 })).toBe('5 элементов');
    expect(translator.t('plain')).toBe('Модели');
  });

  it('never throws, whatever the key and values', () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.string(), fc.anything()), (key, values) => {
        expect(typeof ru.t(key, values)).toBe('string');
      }),
    );
  });
});
