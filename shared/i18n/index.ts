import i18next, { type i18n } from 'i18next';
import type { Language } from '../domain/language.ts';
import { I18N_NAMESPACE, resources } from './resources.ts';

export { I18N_NAMESPACE, PAGE_TEXT_IDS, resources, type PageTextId } from './resources.ts';

/** The Intl locale of each UI language: numbers use Russian formatting on Russian pages. */
export const INTL_LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-US' };

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** A number formatted for the language: 27000 -> '27 000' (ru, no-break space) or '27,000' (en). */
export function formatNumber(lang: Language, n: number): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[lang]);
    numberFormats.set(lang, format);
  }
  return format.format(n);
}

/**
 * A ready i18next instance fixed to one language. Resources are inline and
 * init is synchronous, so `t` works as soon as this returns, on the server and
 * before hydration alike. The caller keeps one instance per language and never
 * changes its language (a shared server instance must not flip between requests).
 */
export function createI18n(lang: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: ['ru', 'en'],
    resources,
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  // {{count, number}} goes through formatNumber so plural texts and plain
  // numbers are formatted the same way (Intl ru-RU / en-US).
  instance.services.formatter?.add('number', (value: unknown) => {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? formatNumber(lang, n) : String(value);
  });
  return instance;
}
