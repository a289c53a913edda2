import { DEFAULT_LANGUAGE, ENGLISH_PATH_PREFIX, LANGUAGES } from '../constants.ts';

export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'ru' || value === 'en';
}

export interface LanguageInputs {
  /** The `lang` query parameter, if any (only ru and en are accepted). */
  query?: string | null | undefined;
  pathname: string;
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}

export function isEnglishPath(pathname: string): boolean {
  return pathname === ENGLISH_PATH_PREFIX || pathname.startsWith(`${ENGLISH_PATH_PREFIX}/`);
}

/**
 * Spec §4: the lang query, then a path under /en/, then the saved cookie, then
 * Accept-Language (ru if it mentions ru at all, else en).
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
