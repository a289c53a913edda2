import type { ActionFunctionArgs } from 'react-router';
import { loaderEnv } from '#client/app/data/loader-env.ts';
import { formFailure, readFormEntries, textOf, type FormResult } from '#shared/domain/form-result.ts';

export type UnsubscribeFormResult = FormResult<{ email: string }>;

/**
 * /unsubscribe's action (docs/decisions/0013): the address and the optional reason from the
 * form, the mailing link's token from the page's address as it came. The services check
 * the address again (400 with `fields`).
 */
export async function unsubscribe({ request, context }: ActionFunctionArgs): Promise<UnsubscribeFormResult> {
  const entries = await readFormEntries(request);
  const token = new URL(request.url).searchParams.get('token');
  const reason = textOf(entries, 'reason');
  const input = { email: textOf(entries, 'email'), ...(reason ? { reason } : {}), ...(token ? { token } : {}) };
  try {
    return { ok: true, email: (await context.get(loaderEnv).api.unsubscribe(input)).email };
  } catch (error) {
    return { ...formFailure(error), entries };
  }
}
