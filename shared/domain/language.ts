import { DEFAULT_LANGUAGE, ENGLISH_PATH_PREFIX, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGES } from '../constants.ts';

export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'ru' || value === 'en';
}

export interface LanguageInputs {
  /** The `lang` query parameter, if any (only ru and en are accepted). */
  query?: string | null | undefined;
  pathname: string;
  /**
   * The saved `lang` cookie. In the browser's root loader, the visitor's preference
   * the document came with stands in for it: that is what the cookie holds after the
   * document's request (a lang query has been saved by then), or what Accept-Language
   * gave when nothing was saved, so the answer is the one the server would give.
   */
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}

export function isEnglishPath(pathname: string): boolean {
  return pathname === ENGLISH_PATH_PREFIX || pathname.startsWith(`${ENGLISH_PATH_PREFIX}/`);
}

/** The language a URL's own path names: /en... is English, every other page Russian. */
export function pathLanguage(pathname: string): Language {
  return isEnglishPath(pathname) ? 'en' : 'ru';
}

/**
 * The one rule that decides the language (spec §4): the lang query, then a path
 * under /en/, then the saved cookie, then Accept-Language (ru if it mentions ru at
 * all, else en). The server applies it once per request (server/plugins/language.ts)
 * and sends the answer with the document; the browser applies it only to choose the
 * language of a new URL on client navigation (client/app/shell/root.tsx).
 */
export function chooseLanguage(input: LanguageInputs): Language {
  if (isLanguage(input.query)) return input.query;
  if (isEnglishPath(input.pathname)) return 'en';
  if (isLanguage(input.cookie)) return input.cookie;
  if (input.acceptLanguage !== undefined && input.acceptLanguage !== null) {
    return /(^|[\s,;])ru\b/i.test(input.acceptLanguage) ? 'ru' : 'en';
  }
  return DEFAULT_LANGUAGE;
}

/** The path without its /en prefix: the language-neutral route path. */
export function stripLanguagePrefix(pathname: string): string {
  if (!isEnglishPath(pathname)) return pathname;
  const rest = pathname.slice(ENGLISH_PATH_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** The path of the same page in the given language. */
export function localisePath(pathname: string, lang: Language): string {
  const neutral = stripLanguagePrefix(pathname);
  if (lang === 'ru') return neutral;
  return neutral === '/' ? ENGLISH_PATH_PREFIX : `${ENGLISH_PATH_PREFIX}${neutral}`;
}

/**
 * The lang cookie that remembers a choice for the whole site (spec §4, §9): 3 years,
 * path /, SameSite=Lax, Secure over https. The only place it is formatted: the server
 * sends it as a Set-Cookie header when a lang query arrives, the browser assigns it
 * to document.cookie when the UI switch is used.
 */
export function languageCookie(lang: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
