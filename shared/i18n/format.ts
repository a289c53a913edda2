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

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** An ISO date as the language writes it ('5 марта 2024 г.', 'March 5, 2024'); '' when it is not a date. In UTC, so server and browser agree. */
export function formatDate(lang: Language, iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(lang, format);
  }
  return format.format(time);
}
