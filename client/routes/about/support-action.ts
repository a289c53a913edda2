import type { ActionFunctionArgs } from 'react-router';
import { loaderEnv } from '#client/app/data/loader-env.ts';
import { formFailure, readFormEntries, textOf, type FormResult } from '#shared/domain/form-result.ts';

export type SupportTicketResult = FormResult<{ ticketId: number; email: string }>;

/**
 * The support form's send (spec §7 /omnidesk/create_ticket), the /about page's action: from
 * a fetcher in the browser, or run by the server for the form posted without JavaScript.
 * The services check every field again; the page it was sent from goes with it.
 */
export async function sendSupportTicket({ request, context }: ActionFunctionArgs): Promise<SupportTicketResult> {
  const entries = await readFormEntries(request);
  const input = {
    name: textOf(entries, 'name'),
    email: textOf(entries, 'email'),
    subject: textOf(entries, 'subject'),
    content: textOf(entries, 'content'),
    page: new URL(request.url).pathname,
  };
  try {
    const answer = await context.get(loaderEnv).api.createSupportTicket(input);
    return { ok: true, ticketId: answer.ticketId, email: input.email.trim() };
  } catch (error) {
    return { ...formFailure(error), entries };
  }
}
