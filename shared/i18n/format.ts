// Number formatting shared by the translator and components. Kept apart from
// the resources so importing it never pulls every language's texts into a bundle.
import type { Language } from '../domain/language.ts';

/** The Intl locale of each UI language: numbers use Russian formatting on Russian pages. */
export const INTL_LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-US' };

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** A number formatted for the language: 27000 -> '27 000' (ru, no-break space) or '27,000' (en). */
export function formatNumber(lang: Language, n: number | bigint | string): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[lang]);
    numberFormats.set(lang, format);
  }
  // Intl formats a numeric string exactly (Intl.NumberFormat v3, as i18next's number format does); TypeScript's typing knows only number | bigint.
  return format.format(n as number);
}
