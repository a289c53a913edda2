import type { ActionFunctionArgs } from 'react-router';
import { loaderEnv } from '#client/app/data/loader-env.ts';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';
import { formFailure, isTicked, readFormEntries, textOf, type FormResult } from '#shared/domain/form-result.ts';

export type PartnershipResult = FormResult<{ id: number; email: string }>;

/**
 * The partnership request (the manufacturer page's partnership tab, spec §2), the page's
 * action: the services check it again with the shared validator (400 with `fields`).
 */
export async function requestPartnership({ request, params, context }: ActionFunctionArgs): Promise<PartnershipResult> {
  const entries = await readFormEntries(request);
  const id = params.id ?? '';
  if (!NUMERIC_ID_PATTERN.test(id)) return { ok: false, status: 404, entries };
  const input = {
    name: textOf(entries, 'name'),
    email: textOf(entries, 'email'),
    phone: textOf(entries, 'phone'),
    company: textOf(entries, 'company'),
    message: textOf(entries, 'message'),
    consent: isTicked(entries, 'consent'),
  };
  try {
    return { ok: true, id: (await context.get(loaderEnv).api.requestPartnership(id, input)).id, email: input.email.trim() };
  } catch (error) {
    return { ...formFailure(error), entries };
  }
}
