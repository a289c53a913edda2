import { LANGUAGE_QUERY } from '../constants.ts';
import { chooseLanguage, localisePath, pathLanguage, type Language } from './language.ts';

export { pathLanguage };

export interface PageLanguageInputs {
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
  query?: string | null | undefined;
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
  /** A search engine or other crawler (isbot). */
  isBot: boolean;
}

export type PageLanguage = { render: Language } | { redirect: string };

/** 'Accept-Language: *' (what fetch and many tools send) or an empty header names no language. */
function namesALanguage(header: string | null | undefined): header is string {
  return typeof header === 'string' && /(^|[\s,])[a-z]{2,3}(-[a-z0-9]+)*\s*(;|,|$)/i.test(header);
}

/**
 * What spec §4's rule may read for a page request: nothing but the path for a
 * crawler, and no header that names no language for anyone.
 */
export function languageInputs(input: Omit<PageLanguageInputs, 'pathname' | 'search'>): { query: string | null; cookie: string | null; acceptLanguage: string | null } {
  if (input.isBot) return { query: null, cookie: null, acceptLanguage: null };
  return { query: input.query ?? null, cookie: input.cookie ?? null, acceptLanguage: namesALanguage(input.acceptLanguage) ? input.acceptLanguage : null };
}

/**
 * One URL, one language (docs/decisions/0010). A page's path decides its
 * language for crawlers and for anyone who states no preference, so what is
 * indexed under a URL is that URL's language. A person whose spec §4 choice
 * (lang query, then the /en path, cookie, Accept-Language) differs from the
 * path's language is sent to the same page in their language, the lang
 * parameter dropped (it has been saved in the cookie by then).
 */
export function pageLanguage(input: PageLanguageInputs): PageLanguage {
  const own = pathLanguage(input.pathname);
  const chosen = chooseLanguage({ ...languageInputs(input), pathname: input.pathname });
  if (chosen === own) return { render: own };
  return { redirect: languageRedirect(input.pathname, input.search, chosen) };
}

/** The same page and query in `lang`, without the lang parameter. */
export function languageRedirect(pathname: string, search: string, lang: Language): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_QUERY);
  const query = params.toString();
  return localisePath(pathname, lang) + (query ? `?${query}` : '');
}
