import { chooseLanguage, isEnglishPath, localisePath, type Language } from './language.ts';

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

/** The language a URL's own path names: /en... is English, every other page Russian. */
export function pathLanguage(pathname: string): Language {
  return isEnglishPath(pathname) ? 'en' : 'ru';
}

/** 'Accept-Language: *' (what fetch and many tools send) or an empty header names no language. */
function namesALanguage(header: string | null | undefined): header is string {
  return typeof header === 'string' && /(^|[\s,])[a-z]{2,3}(-[a-z0-9]+)*\s*(;|,|$)/i.test(header);
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
  if (input.isBot) return { render: own };
  const chosen = chooseLanguage({
    query: input.query,
    pathname: input.pathname,
    cookie: input.cookie,
    acceptLanguage: namesALanguage(input.acceptLanguage) ? input.acceptLanguage : null,
  });
  if (chosen === own) return { render: own };
  const params = new URLSearchParams(input.search);
  params.delete('lang');
  const query = params.toString();
  return { redirect: localisePath(input.pathname, chosen) + (query ? `?${query}` : '') };
}
