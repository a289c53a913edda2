// The registration gate (spec §4 'a logged-in user whose context.registered is false
// is sent to /validate, unless already there'; §6 downloading), for the server (document
// redirect) and the browser (router gate, which every page loads). The sign-up form's rules
// are in ./registration-form.ts, which only /validate and the server need.
import { localisePath, pathLanguage, stripLanguagePrefix } from './language.ts';

export const VALIDATE_PATH = '/validate';
/** The query naming the page the user wanted, to return to after completing registration. */
export const RETURN_QUERY = 'return';

interface GateUser {
  registered: boolean;
}

export function isValidatePath(pathname: string): boolean {
  return stripLanguagePrefix(pathname).replace(/\/+$/, '') === VALIDATE_PATH;
}

/** Registered users only: an anonymous visitor or an unfinished sign-up gets no file links. */
export function canDownload(user: GateUser | null | undefined): boolean {
  return user?.registered === true;
}

/**
 * Where a request for `url` must go instead, or null when it may proceed: a
 * logged-in user who has not completed registration goes to /validate (in the
 * page's language), carrying the page asked for so /validate can return there.
 */
export function registrationRedirect(user: GateUser | null | undefined, url: URL): string | null {
  if (!user || user.registered || isValidatePath(url.pathname)) return null;
  const target = localisePath(VALIDATE_PATH, pathLanguage(url.pathname));
  const wanted = `${url.pathname}${url.search}`;
  if (stripLanguagePrefix(url.pathname) === '/' && url.search === '') return target;
  return `${target}?${new URLSearchParams({ [RETURN_QUERY]: wanted })}`;
}
