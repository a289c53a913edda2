import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Translator, type TranslationValues } from '#shared/i18n/translator.ts';
import { formatNumber, INTL_LOCALES } from '#shared/i18n/format.ts';
import type { Language } from '#shared/domain/language.ts';

// Each language's texts are their own chunk: the browser downloads only the
// page language (the server preloads it next to the entry script).
const LOCALES: Record<Language, () => Promise<object>> = {
  ru: () => import('#shared/i18n/locales/ru.ts').then((module) => module.ru),
  en: () => import('#shared/i18n/locales/en.ts').then((module) => module.en),
};

/** Source paths of the locale modules, for the server's modulepreload hints. */
export const LOCALE_SOURCES: Record<Language, string> = {
  ru: 'shared/i18n/locales/ru.ts',
  en: 'shared/i18n/locales/en.ts',
};

// One translator per language, compiled once and never switched: safe to share
// between concurrent server renders.
const translators: Partial<Record<Language, Translator>> = {};
const loading: Partial<Record<Language, Promise<Translator>>> = {};
// Each translator from the moment it exists, while its areas may still be loading: an area
// registered then must join it too (the first page's module registers while the language loads).
const created: Partial<Record<Language, Translator>> = {};

type AreaTexts = Readonly<Record<Language, object>>;
const areas = new Map<string, AreaTexts>();

/**
 * Texts that only one page or lazy component uses travel in that code's chunk:
 * its module registers them when it loads (before it renders: route modules load
 * before their loaders run and before hydration). Both languages come with it.
 */
export function registerTexts(prefix: string, texts: AreaTexts): void {
  if (areas.has(prefix)) return;
  areas.set(prefix, texts);
  for (const lang of Object.keys(created) as Language[]) created[lang]?.add(prefix, texts[lang]);
}

/** One language's texts of an area: `import('#shared/i18n/texts/<area>.ts?lang=<lang>')` (scripts/vite/texts-by-language.ts). */
export type LanguageTexts = Readonly<Record<Language, () => Promise<{ default: object }>>>;
const languageAreas = new Map<string, LanguageTexts>();
const languageAreaLoads = new Map<string, Promise<void>>();

/**
 * Like registerTexts, for a page's texts that are worth a chunk per language (docs/decisions/0018):
 * only the page language's chunk is loaded. They are in the translator before the page renders:
 * the page's route `lazy` waits for them (loadRegisteredTexts), and so does loadTranslator when
 * a navigation changes the language.
 */
export function registerLanguageTexts(prefix: string, texts: LanguageTexts): void {
  if (!languageAreas.has(prefix)) languageAreas.set(prefix, texts);
}

// How many registered areas each language's translator holds: every server render and navigation
// asks for the translator, and once it holds every area that is all it needs to know.
const areasLoaded: Partial<Record<Language, number>> = {};

function loadLanguageAreas(lang: Language, translator: Translator): Promise<void> {
  const registered = languageAreas.size;
  return Promise.all(
    [...languageAreas].map(([prefix, texts]) => {
      const key = `${lang}:${prefix}`;
      let load = languageAreaLoads.get(key);
      if (!load) {
        load = texts[lang]().then((module) => translator.add(prefix, module.default));
        // A failed chunk load may be retried by the next navigation.
        load.catch(() => languageAreaLoads.delete(key));
        languageAreaLoads.set(key, load);
      }
      return load;
    }),
  ).then(() => {
    areasLoaded[lang] = Math.max(areasLoaded[lang] ?? 0, registered);
  });
}

/**
 * Loads one language's texts registered with registerLanguageTexts (a page's route `lazy`, in its
 * page language). Only that language: a page module registered while another language's
 * translator is loaded must not bring that language's chunk too.
 */
export function loadRegisteredTexts(lang: Language): Promise<void> {
  return loadTranslator(lang).then(() => undefined);
}

/** Loads (once) and returns the translator of a language, holding every area registered so far. */
export function loadTranslator(lang: Language): Promise<Translator> {
  const ready = translators[lang];
  if (ready && areasLoaded[lang] === languageAreas.size) return Promise.resolve(ready);
  const base = ready
    ? Promise.resolve(ready)
    : (loading[lang] ??= LOCALES[lang]().then(async (texts) => {
        const translator = createTranslator(lang, INTL_LOCALES[lang], texts, (n) => formatNumber(lang, n));
        for (const [prefix, area] of areas) translator.add(prefix, area[lang]);
        created[lang] = translator;
        await loadLanguageAreas(lang, translator);
        translators[lang] = translator;
        return translator;
      }));
  // Areas registered since it loaded, or while it was loading, join it first: the first page's
  // module registers its area while the client entry is still loading the language, and the page
  // must not hydrate with that area missing (its texts would not match the server's HTML).
  return base.then((loaded) => (areasLoaded[lang] === languageAreas.size ? loaded : loadLanguageAreas(lang, loaded).then(() => loaded)));
}

/** The translator of a language already loaded by loadTranslator (the root loader and the client entry wait for it). */
export function translatorFor(lang: Language): Translator {
  const translator = translators[lang];
  if (!translator) throw new Error(`texts for '${lang}' are not loaded`);
  return translator;
}

const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

export type TFunction = (key: string, values?: TranslationValues) => string;

/** The page language's texts. The language itself comes from useLanguage (root data), never from here. */
export interface TranslationHandle {
  t: TFunction;
}

const fallback: TranslationHandle = { t: (key) => key };

/** The page language's `t`; stable per language, so it is safe in hook dependencies. */
export function useTranslation(): TranslationHandle {
  const translator = useContext(TranslatorContext);
  return useMemo(() => (translator ? { t: translator.t } : fallback), [translator]);
}
