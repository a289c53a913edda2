import { stripLanguagePrefix } from './language.ts';

/**
 * Pages that serve one visitor's errand (logging in, confirming a sign-up,
 * leaving a mailing list, a mailing's statistics): worthless in search
 * results, so they carry noindex, stay out of the sitemap, and robots.txt
 * keeps crawlers away from those a link in an e-mail would lead them to.
 */
export const UTILITY_PATHS = ['/enter', '/oauth/code', '/validate', '/unsubscribe', '/statistic_email', '/compare'] as const;

/** The page at this path (either language) is a utility page. */
export function isUtilityPath(pathname: string): boolean {
  const neutral = stripLanguagePrefix(pathname).replace(/(.)\/+$/, '$1');
  return UTILITY_PATHS.some((path) => neutral === path || neutral.startsWith(`${path}/`));
}

/**
 * The pages without parameters that belong in search results and the sitemap,
 * as language-neutral paths. A test holds this equal to the route table's
 * pages without parameters, less the utility pages.
 */
export const INDEXABLE_STATIC_PATHS = [
  '/',
  '/models',
  '/manufacturers',
  '/articles',
  '/for-manufacturers',
  '/cases',
  '/statreport',
  '/about',
  '/services',
  '/gisp',
  '/partnership',
  '/plugins',
  '/partners',
  '/ifc',
  '/civil3d',
  '/renga',
  '/modelstudiocs',
  '/revit',
  '/archicad',
] as const;
