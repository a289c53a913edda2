import { readdirSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18next } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/constants.ts';
import type { Language } from '#shared/domain/language.ts';
import { AREA_TEXTS, createI18n, TEXTS, UNREGISTERED_TEXT_MODULES } from '../../support/i18n-texts.ts';

// Decision 0007: i18next stays the reference for the texts. They are i18next JSON v4,
// and the compiled translator must say exactly what i18next itself says, for every key
// of both languages, every plural form and every placeholder. i18next is configured as
// react-i18next is: values are not escaped (React escapes on render).

const SAMPLE_COUNTS = [0, 1, 2, 3, 5, 11, 21, 101, 1.5];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
// {{name}} and {{name, format}}; the only format the texts may use is number.
const PLACEHOLDER = /\{\{\s*([^,}]+?)\s*(?:,\s*([^}]*?)\s*)?\}\}/g;

function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => {
    const full = prefix === '' ? key : `${prefix}.${key}`;
    return value !== null && typeof value === 'object' ? leaves(value, full) : [[full, value] as [string, unknown]];
  });
}

interface KeyInfo {
  key: string;
  plain: string[];
  numeric: string[];
}

/** Each key as t() is called with it (plural suffixes stripped), with the placeholders of all its forms. */
function keysOf(lang: Language): KeyInfo[] {
  const byKey = new Map<string, { plain: Set<string>; numeric: Set<string> }>();
  for (const [leaf, text] of leaves(TEXTS[lang])) {
    const key = leaf.replace(PLURAL_SUFFIX, '');
    const info = byKey.get(key) ?? { plain: new Set<string>(), numeric: new Set<string>() };
    byKey.set(key, info);
    for (const match of String(text).matchAll(PLACEHOLDER)) {
      const name = match[1] as string;
      if (name === 'count') continue;
      (match[2] === undefined ? info.plain : info.numeric).add(name);
    }
  }
  return [...byKey].map(([key, info]) => ({ key, plain: [...info.plain], numeric: [...info.numeric] }));
}

/** The calls each key is checked with: no values, count alone, and every placeholder filled with strings and with numbers. */
function sampleValues(info: KeyInfo): Array<Record<string, unknown> | undefined> {
  const calls: Array<Record<string, unknown> | undefined> = [undefined, {}];
  for (const count of SAMPLE_COUNTS) {
    const strings: Record<string, unknown> = { count };
    for (const name of info.plain) strings[name] = `${name} «Алёнка» <b>&amp;</b> "q"`;
    for (const name of info.numeric) strings[name] = count * 1234.5;
    const numbers: Record<string, unknown> = { count };
    for (const name of [...info.plain, ...info.numeric]) numbers[name] = count * 1000;
    calls.push({ count }, strings, numbers);
  }
  return calls;
}

const reference: Partial<Record<Language, I18next>> = {};

beforeAll(async () => {
  for (const lang of LANGUAGES) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: lang,
      resources: { [lang]: { translation: TEXTS[lang] } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    reference[lang] = instance;
  }
});

describe('the texts are i18next JSON v4', () => {
  it('every module of shared/i18n/texts/ is registered by client code, so it is among the areas checked here', async () => {
    expect(UNREGISTERED_TEXT_MODULES).toEqual([]);
    const dir = path.join(import.meta.dirname, '../../../shared/i18n/texts');
    const modules = await Promise.all(readdirSync(dir).map((file) => import(path.join(dir, file)) as Promise<Record<string, unknown>>));
    const exported = modules.flatMap((module) => Object.values(module));
    expect(exported.length).toBeGreaterThan(0);
    for (const texts of exported) expect(Object.values(AREA_TEXTS)).toContain(texts);
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: only strings, v4 plural suffixes and number-formatted placeholders`, () => {
      const categories = new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
      for (const [key, text] of leaves(TEXTS[lang])) {
        expect(typeof text, key).toBe('string');
        // No ':' (i18next's namespace separator) or other surprises in a key.
        expect(key, key).toMatch(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/);
        const suffix = PLURAL_SUFFIX.exec(key)?.[1];
        // i18next v4 picks _zero for a count of 0 in any language; the other suffixes must be the language's categories.
        if (suffix !== undefined && suffix !== 'zero') expect(categories.has(suffix as Intl.LDMLPluralRule), `${key}: ${lang} has no '${suffix}' form`).toBe(true);
        for (const match of String(text).matchAll(PLACEHOLDER)) {
          expect(match[1], `${key}: ${match[0]}`).toMatch(/^[A-Za-z_$][\w$]*$/);
          if (match[2] !== undefined) expect(match[2], `${key}: ${match[0]}`).toBe('number');
        }
        expect(String(text), key).not.toContain('$t(');
      }
    });
  }
});

describe('the compiled translator says what i18next says', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: every key, with counts ${SAMPLE_COUNTS.join(', ')} and sample values`, () => {
      const i18n = reference[lang] as I18next;
      const compiled = createI18n(lang);
      const keys = keysOf(lang);
      expect(keys.length).toBeGreaterThan(300);
      const disagreements: string[] = [];
      let checked = 0;
      for (const info of keys) {
        for (const values of sampleValues(info)) {
          const expected = values === undefined ? i18n.t(info.key) : i18n.t(info.key, values);
          const actual = compiled.t(info.key, values);
          checked += 1;
          if (actual !== expected) disagreements.push(`${info.key} ${JSON.stringify(values)}: i18next '${expected}', compiled '${actual}'`);
        }
      }
      expect(checked).toBeGreaterThan(keys.length * SAMPLE_COUNTS.length);
      expect(disagreements).toEqual([]);
    });

    it(`${lang}: a missing key returns the key, as i18next does`, () => {
      const i18n = reference[lang] as I18next;
      const compiled = createI18n(lang);
      for (const key of ['nope', 'nav', 'nav.models.deeper', 'catalogue.total_few', 'catalogue.total_zero']) {
        expect(compiled.t(key, { count: 0 }), key).toBe(i18n.t(key, { count: 0 }));
        expect(compiled.t(key), key).toBe(i18n.t(key));
      }
    });
  }
});
