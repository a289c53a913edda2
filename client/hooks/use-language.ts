import { useCallback } from 'react';
import { useTranslation } from '#client/app/i18n.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '#shared/constants.ts';
import { isLanguage, localisePath, type Language } from '#shared/domain/language.ts';
import { useRootData } from './use-root-data.ts';

/** The page language: from the root data, else the i18n instance (fixed per language), else the default. */
export function useLanguage(): Language {
  const root = useRootData();
  const { i18n } = useTranslation();
  if (root && isLanguage(root.lang)) return root.lang;
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Maps a language-neutral site path to the current language's path (/models -> /en/models on English pages). */
export function useLocalizedPath(): (path: string) => string {
  const lang = useLanguage();
  return useCallback((path: string) => localisePath(path, lang), [lang]);
}

/** The Set-Cookie-style string that remembers the chosen language for the whole site (spec §4, §9). */
export function languageCookie(lang: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
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
  params.set(LANGUAGE_COOKIE, lang);
  return `${localisePath(location.pathname, lang)}?${params.toString()}`;
}

/** Where the full reload after a UI language switch goes: the localised path, search kept without lang, hash kept. */
export function languageReloadTarget(location: LocationParts, lang: Language): string {
  return `${localisePath(location.pathname, lang)}${searchWithout(location.search, LANGUAGE_COOKIE)}${location.hash ?? ''}`;
}

/** Spec §4: choosing a language in the UI saves it in the cookie and reloads the page in that language. */
export function switchLanguage(lang: Language): void {
  document.cookie = languageCookie(lang, window.location.protocol === 'https:');
  const target = languageReloadTarget(window.location, lang);
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (target === current) window.location.reload();
  else window.location.assign(target);
}
