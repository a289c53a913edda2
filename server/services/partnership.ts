// The partnership request of the manufacturer page (spec §2 partnership tab, §4,
// §7 'webhook partnership send').
import type { PartnershipInput, PartnershipResultDto } from '#shared/api/partnership.ts';
import { PARTNERSHIP_WEBHOOK_NAME, SUPPORT_SUBJECT_MAX } from '#shared/constants.ts';
import { validatePartnershipRequest, type ValidPartnershipRequest } from '#shared/domain/partnership-request.ts';
import { createSupportTicket } from '#server/upstream/calls/other.ts';
import { AppError } from '#shared/errors.ts';
import { postWebhook } from '#server/upstream/calls/analytics.ts';
import { getManufacturerPage } from './manufacturers.ts';
import { count } from './mappers.ts';
import type { Scope } from './scope.ts';

export const PARTNERSHIP_INVALID_MESSAGE = 'Invalid partnership request';

/**
 * Checks every field with the form's own rules (400 naming each bad field),
 * accepts requests only for a company whose partnership tab is offered (tariff
 * and PUBLISHED programme, else 404, as the tab's address is), and sends it to
 * the automation webhook. Spec §8: a webhook failure is logged only, never the
 * visitor's failure: the request is kept (handed to the help desk, and when that
 * fails too, written whole into the error log for replay) and confirmed.
 */
export async function requestPartnership(scope: Scope, rawId: string, input: PartnershipInput): Promise<PartnershipResultDto> {
  const checked = validatePartnershipRequest(input);
  if (!checked.ok) throw new AppError('bad_request', PARTNERSHIP_INVALID_MESSAGE, 400, { fields: checked.errors });
  const page = await getManufacturerPage(scope, rawId);
  if (!page.tabs.includes('partnership') || !page.partnership) throw new AppError('not_found', 'Page not found', 404);
  const body = {
    company_id: page.company.id,
    company_uuid: page.company.uuid,
    company_name: page.company.name,
    programme: page.partnership.title,
    ...checked.value,
    lang: scope.lang,
  };
  try {
    const answer = await postWebhook(scope.http, { name: PARTNERSHIP_WEBHOOK_NAME, body }, scope.publicCtx);
    return { id: count(answer.id) };
  } catch (error) {
    scope.log.warn({ situation: 'webhook', policy: 'tracking', outcome: 'logged only, no user effect', companyId: page.company.id, err: error }, 'partnership webhook failed: the request goes to the help desk');
    return { id: await keepRequest(scope, body, error) };
  }
}

/** The request as a help-desk ticket: someone forwards it by hand. 0 when even that fails (then it is in the error log). */
async function keepRequest(scope: Scope, body: PartnershipWebhookBody, webhookError: unknown): Promise<number> {
  const lines = [
    `Partnership request for ${body.company_name} (company ${body.company_id}, programme: ${body.programme}); the automation webhook did not take it.`,
    '',
    `Name: ${body.name}`,
    `E-mail: ${body.email}`,
    ...(body.phone ? [`Phone: ${body.phone}`] : []),
    ...(body.company ? [`Company: ${body.company}`] : []),
    `Language: ${body.lang}`,
    '',
    body.message,
  ];
  try {
    const ticket = await createSupportTicket(
      scope.http,
      { subject: `Partnership request: ${body.company_name}`.slice(0, SUPPORT_SUBJECT_MAX), content: lines.join('\n'), user_email: body.email, user_full_name: body.name, ...(body.phone ? { user_phone: body.phone } : {}) },
      scope.publicCtx,
    );
    return count(ticket.ticket_id);
  } catch (error) {
    // The last place it can be kept: whole, so it can be sent again by hand.
    scope.log.error({ situation: 'webhook', partnershipRequest: body, webhookError, err: error }, 'partnership request kept in the log only: neither the webhook nor the help desk took it');
    return 0;
  }
}

type PartnershipWebhookBody = {
  company_id: number;
  company_uuid: string;
  company_name: string;
  programme: string;
  lang: string;
} & ValidPartnershipRequest;
