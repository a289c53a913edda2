import type { i18n as I18n } from 'i18next';
import { createI18n } from '#shared/i18n/index.ts';
import type { Language } from '#shared/domain/language.ts';

// One instance per language, created once and never switched: safe to share
// between concurrent server renders, and free of per-request set-up cost.
const instances: Partial<Record<Language, I18n>> = {};

export function i18nFor(lang: Language): I18n {
  return (instances[lang] ??= createI18n(lang));
}
