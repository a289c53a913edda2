// A message catalogue compiled once per language: key lookup, {{name}} and
// {{name, number}} interpolation, and plural forms chosen by Intl.PluralRules
// (the i18next JSON v4 suffixes _one/_two/_few/_many/_other are exactly Intl's plural
// categories; _zero is i18next's extra form for a count of 0). It replaces i18next in
// the renderer (docs/decisions/0007-compiled-message-catalogue.md) and answers as
// i18next does with escapeValue off, which test/unit/i18n/i18next-agreement.test.ts
// checks for every key of both languages.
import type { Language } from '../domain/language.ts';

export type TranslationValues = Readonly<Record<string, unknown>>;

/** What {{x, number}} accepts: Intl.NumberFormat formats numbers, bigints and numeric strings. */
export type NumberFormatter = (value: number | bigint | string) => string;

export interface Translator {
  readonly language: Language;
  /** The text of `key`; with a `count`, its plural form. A missing key returns the key itself. */
  t(key: string, values?: TranslationValues): string;
  /** True when the catalogue has `key` (or a plural form of it). */
  exists(key: string): boolean;
  /** Adds texts under `prefix` (a page's own texts, registered when its code loads). */
  add(prefix: string, tree: object): void;
}

/** A placeholder keeps its source: i18next leaves a placeholder with no value as it was written. */
type Part = string | { name: string; number: boolean; source: string };
type Compiled = string | Part[];

const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*(?:,\s*(number)\s*)?\}\}/g;

function compile(text: string): Compiled {
  if (!text.includes('{{')) return text;
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ name: match[1] as string, number: match[2] === 'number', source: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

function flatten(tree: unknown, prefix: string, out: Map<string, Compiled>): void {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    // i18next treats an empty text as missing (returnEmptyString: false).
    if (value === '') out.delete(path);
    else if (typeof value === 'string') out.set(path, compile(value));
    else if (value !== null && typeof value === 'object') flatten(value, path, out);
  }
}

/** Intl's input for a value i18next's number formatter would hand it (Intl coerces the rest the same way). */
function numeric(value: unknown): number | bigint | string {
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  return typeof value === 'symbol' ? Number.NaN : Number(value);
}

export function createTranslator(language: Language, locale: string, tree: object, formatNumber: NumberFormatter): Translator {
  const messages = new Map<string, Compiled>();
  flatten(tree, '', messages);
  const plurals = new Intl.PluralRules(locale);

  const render = (message: Compiled, values: TranslationValues | undefined): string => {
    if (typeof message === 'string') return message;
    let out = '';
    for (const part of message) {
      if (typeof part === 'string') {
        out += part;
        continue;
      }
      // As i18next: no such value leaves the placeholder; a value of undefined or null is empty.
      if (values === undefined || !Object.hasOwn(values, part.name)) out += part.source;
      else {
        const value = values[part.name];
        if (value === undefined || value === null) continue;
        out += part.number ? formatNumber(numeric(value)) : String(value);
      }
    }
    return out;
  };

  // i18next v4's order for a count: _zero (count 0 only), the Intl form, the bare key, then _other.
  const lookup = (key: string, values: TranslationValues | undefined): Compiled | undefined => {
    const count = values?.count;
    if (count === undefined || typeof count === 'string') return messages.get(key);
    const form = plurals.select(typeof count === 'number' ? count : Number(numeric(count)));
    return (
      (count === 0 ? messages.get(`${key}_zero`) : undefined) ??
      messages.get(`${key}_${form}`) ??
      messages.get(key) ??
      messages.get(`${key}_other`)
    );
  };

  return {
    language,
    t(key, values) {
      const message = lookup(key, values);
      return message === undefined ? key : render(message, values);
    },
    exists(key) {
      return messages.has(key) || messages.has(`${key}_other`);
    },
    add(prefix, tree) {
      flatten(tree, prefix, messages);
    },
  };
}
