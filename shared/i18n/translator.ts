// A message catalogue compiled once per language: key lookup, {{name}} and
// {{name, number}} interpolation, and plural forms chosen by Intl.PluralRules
// (the i18next JSON v4 suffixes _zero/_one/_two/_few/_many/_other are exactly
// Intl's plural categories). It replaces i18next in the renderer: see
// docs/decisions/0006-compiled-message-catalogue.md for why and what it cost.
import type { Language } from '../domain/language.ts';

export type TranslationValues = Readonly<Record<string, unknown>>;

export interface Translator {
  readonly language: Language;
  /** The text of `key`; with a numeric `count`, its plural form. A missing key returns the key itself. */
  t(key: string, values?: TranslationValues): string;
  /** True when the catalogue has `key` (or a plural form of it). */
  exists(key: string): boolean;
  /** Adds texts under `prefix` (a page's own texts, registered when its code loads). */
  add(prefix: string, tree: object): void;
}

type Part = string | { name: string; number: boolean };
type Compiled = string | Part[];

const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*(?:,\s*(number)\s*)?\}\}/g;

function compile(text: string): Compiled {
  if (!text.includes('{{')) return text;
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ name: match[1] as string, number: match[2] === 'number' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

function flatten(tree: unknown, prefix: string, out: Map<string, Compiled>): void {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, compile(value));
    else if (value !== null && typeof value === 'object') flatten(value, path, out);
  }
}

export function createTranslator(language: Language, locale: string, tree: object, formatNumber: (n: number) => string): Translator {
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
      const value = values?.[part.name];
      if (value === undefined || value === null) out += `{{${part.name}}}`;
      else if (part.number) {
        const n = typeof value === 'number' ? value : Number(value);
        out += Number.isFinite(n) ? formatNumber(n) : String(value);
      } else out += String(value);
    }
    return out;
  };

  const lookup = (key: string, values: TranslationValues | undefined): Compiled | undefined => {
    const count = values?.count;
    if (typeof count === 'number' && Number.isFinite(count)) {
      const plural = messages.get(`${key}_${plurals.select(count)}`) ?? messages.get(`${key}_other`);
      if (plural !== undefined) return plural;
    }
    return messages.get(key);
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
