import type { ActionFunctionArgs } from 'react-router';
import { formFailure, isTicked, readFormEntries, textOf, type FormResult } from '#shared/domain/form-result.ts';
import { loaderEnv } from './loader-env.ts';

/** Sent: where a post without JavaScript goes back to (the page the form was on), and whether the root's data must reload. */
export type SessionActionResult = FormResult<{ location: string; session?: true }>;

/**
 * The root route's action: the site-wide forms that change the session, posted to '/'
 * whatever the page (docs/decisions/0029) with an `intent` and the page to go `back` to.
 * - agreement: records the updated agreement (spec §4 §5: the consent required, the promo
 *   mailing optional); the root's data reloads (`session: true`), so the popup goes.
 * - logout: ends the session (spec §2); a failure is logged and the page reloads anyway (§8):
 *   the logout button reloads it, a post without JavaScript comes back with the 303.
 */
export async function sessionAction({ request, context }: ActionFunctionArgs): Promise<SessionActionResult> {
  const entries = await readFormEntries(request);
  const api = context.get(loaderEnv).api;
  // A post without JavaScript goes back there (the server keeps the path on the site).
  const location = textOf(entries, 'back');
  switch (textOf(entries, 'intent')) {
    case 'agreement': {
      if (!isTicked(entries, 'agreement')) return { ok: false, status: 400, fields: { agreement: 'required' }, entries };
      try {
        const answer = await api.setAgreement({ agreement: true, mailing: isTicked(entries, 'mailing') });
        return answer.agreement ? { ok: true, location, session: true } : { ok: false, status: 502, entries };
      } catch (error) {
        return { ...formFailure(error), entries };
      }
    }
    case 'logout': {
      try {
        await api.logout();
      } catch (error) {
        console.error('Logout failed', error);
      }
      return { ok: true, location };
    }
    default:
      return { ok: false, status: 400 };
  }
}
