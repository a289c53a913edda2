import type { Language } from '../domain/language.ts';
import { I18N_NAMESPACE, resources } from './resources.ts';
import { createTranslator, type Translator } from './translator.ts';
import { formatNumber, INTL_LOCALES } from './format.ts';

export { formatNumber, INTL_LOCALES } from './format.ts';

export { createTranslator, type Translator, type TranslationValues } from './translator.ts';

export { I18N_NAMESPACE, PAGE_TEXT_IDS, resources, type PageTextId } from './resources.ts';

/** The translator of one language over the shared resources (server, tests; the browser loads one language, see client/app/i18n.ts). */
export function createI18n(lang: Language): Translator {
  return createTranslator(lang, INTL_LOCALES[lang], resources[lang][I18N_NAMESPACE], (n) => formatNumber(lang, n));
}
