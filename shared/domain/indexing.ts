import { stripLanguagePrefix } from './language.ts';

/**
 * Pages that serve one visitor's errand (logging in, confirming a sign-up,
 * leaving a mailing list, a mailing's statistics): worthless in search
 * results, so they carry noindex, stay out of the sitemap, and robots.txt
 * keeps crawlers away from those a link in an e-mail would lead them to.
 */
export const UTILITY_PATHS = ['/enter', '/oauth/code', '/validate', '/unsubscribe', '/statistic_email'] as const;

/** The page at this path (either language) is a utility page. */
export function isUtilityPath(pathname: string): boolean {
  const neutral = stripLanguagePrefix(pathname).replace(/(.)\/+$/, '$1');
  return UTILITY_PATHS.some((path) => neutral === path || neutral.startsWith(`${path}/`));
}
