// The partnership request of the manufacturer page (spec §2 partnership tab, §4,
// §7 'webhook partnership send').
import type { PartnershipInput, PartnershipResultDto } from '#shared/api/partnership.ts';
import { PARTNERSHIP_WEBHOOK_NAME } from '#shared/constants.ts';
import { validatePartnershipRequest } from '#shared/domain/partnership-request.ts';
import { AppError } from '#shared/errors.ts';
import { postWebhook } from '#server/upstream/calls/analytics.ts';
import { getManufacturerPage } from './manufacturers.ts';
import { count } from './mappers.ts';
import type { Scope } from './scope.ts';

export const PARTNERSHIP_INVALID_MESSAGE = 'Invalid partnership request';
export const PARTNERSHIP_FAILED_MESSAGE = 'The partnership request could not be sent';

/**
 * Checks every field with the form's own rules (400 naming each bad field),
 * accepts requests only for a company whose partnership tab is offered (tariff
 * and PUBLISHED programme, else 404, as the tab's address is), and sends it to
 * the automation webhook. Spec §8 keeps webhook failures away from users where
 * they are side effects (analytics); here the request is the visitor's whole
 * action, so its failure is logged and answered 502/504 and the form keeps
 * what was typed.
 */
export async function requestPartnership(scope: Scope, rawId: string, input: PartnershipInput): Promise<PartnershipResultDto> {
  const checked = validatePartnershipRequest(input);
  if (!checked.ok) throw new AppError('bad_request', PARTNERSHIP_INVALID_MESSAGE, 400, { fields: checked.errors });
  const page = await getManufacturerPage(scope, rawId);
  if (!page.tabs.includes('partnership') || !page.partnership) throw new AppError('not_found', 'Page not found', 404);
  try {
    const answer = await postWebhook(
      scope.http,
      {
        name: PARTNERSHIP_WEBHOOK_NAME,
        body: {
          company_id: page.company.id,
          company_uuid: page.company.uuid,
          company_name: page.company.name,
          programme: page.partnership.title,
          ...checked.value,
          lang: scope.lang,
        },
      },
      scope.publicCtx,
    );
    return { id: count(answer.id) };
  } catch (error) {
    scope.log.warn({ err: error, companyId: page.company.id }, 'partnership request failed');
    if (error instanceof AppError) throw new AppError(error.code.startsWith('upstream_') ? error.code : 'upstream_status', PARTNERSHIP_FAILED_MESSAGE, error.statusCode === 504 ? 504 : 502, { cause: error });
    throw error;
  }
}
