import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { LANGUAGE_QUERY } from '#shared/constants.ts';
import { pathLanguage } from '#shared/domain/language.ts';

/*
 * When a route's loader runs again (its shouldRevalidate). One rule for every page:
 * - a form's submission reloads no page: the forms send, they change nothing a page loaded
 *   (a sign-up's redirect is a navigation to another page, which loads anyway);
 * - a change of language reloads it (the path's, or the lang query the visitor just chose);
 * - otherwise it reloads when what its data depends on changed: `dataKey` of the address,
 *   the path by default (a query the page only shows, like a tab, reloads nothing);
 * - the same address again is an explicit revalidate(): React Router's default.
 */

type Args = Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'formMethod' | 'formAction' | 'actionResult' | 'defaultShouldRevalidate'>;

/** A form's submission (a GET form, like a search box, is a navigation). */
function isSubmission({ formMethod }: Args): boolean {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET';
}

function languageOf(url: URL): string {
  return `${pathLanguage(url.pathname)}|${url.searchParams.get(LANGUAGE_QUERY) ?? ''}`;
}

/** A page's shouldRevalidate: its data depends on its language and on `dataKey` of its address. */
export function revalidateOn(dataKey: (url: URL) => string = (url) => url.pathname): (args: Args) => boolean {
  return (args) => {
    if (isSubmission(args)) return false;
    if (args.currentUrl.href === args.nextUrl.href) return args.defaultShouldRevalidate;
    if (languageOf(args.currentUrl) !== languageOf(args.nextUrl)) return true;
    return dataKey(args.currentUrl) !== dataKey(args.nextUrl);
  };
}

/**
 * The root's: its data (language, session, agreement) changes with the language, and after
 * a submission that changed what it loaded: one answered with a redirect (sign-up done) or
 * whose action says so with `session: true` (the agreement recorded). A logout reloads the
 * page instead. Never for a revalidate() of the same address.
 */
export function rootShouldRevalidate(args: Args): boolean {
  if (isSubmission(args)) return args.actionResult === undefined || (args.actionResult as { session?: unknown } | null)?.session === true;
  return languageOf(args.currentUrl) !== languageOf(args.nextUrl);
}
