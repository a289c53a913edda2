import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_QUERY } from '#shared/constants.ts';
import { languageCookie, localisePath, type Language } from '#shared/domain/language.ts';
import { useRootData } from '../data/use-root-data.ts';

/**
 * The language the document was served in: the server's choice (render inputs), and
 * in the browser the boot data's. The Document provides it, for the rare render
 * without root data (the root loader failed).
 */
export const DocumentLanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** The page language: the root loader's data, else the document's. Never read back from the DOM. */
export function useLanguage(): Language {
  const root = useRootData();
  const documentLang = useContext(DocumentLanguageContext);
  return root?.lang ?? documentLang;
}

/** Maps a language-neutral site path to the current language's path (/models -> /en/models on English pages). */
export function useLocalizedPath(): (path: string) => string {
  const lang = useLanguage();
  return useCallback((path: string) => localisePath(path, lang), [lang]);
}

export interface LocationParts {
  pathname: string;
  search: string;
  hash?: string;
}

function searchWithout(search: string, key: string): string {
  const params = new URLSearchParams(search);
  params.delete(key);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/**
 * The same page in `lang`, carrying ?lang= so the server remembers the choice
 * even when the link is followed before hydration (spec §4: a lang query sets
 * the cookie). Used as the href of the language links.
 */
export function languageLinkHref(location: LocationParts, lang: Language): string {
  const params = new URLSearchParams(location.search);
  params.set(LANGUAGE_QUERY, lang);
  return `${localisePath(location.pathname, lang)}?${params.toString()}`;
}

/** Where the full reload after a UI language switch goes: the localised path, search kept without lang, hash kept. */
export function languageReloadTarget(location: LocationParts, lang: Language): string {
  return `${localisePath(location.pathname, lang)}${searchWithout(location.search, LANGUAGE_QUERY)}${location.hash ?? ''}`;
}

/** Spec §4: choosing a language in the UI saves it in the cookie and reloads the page in that language. */
export function switchLanguage(lang: Language): void {
  document.cookie = languageCookie(lang, window.location.protocol === 'https:');
  const target = languageReloadTarget(window.location, lang);
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (target === current) window.location.reload();
  else window.location.assign(target);
}
