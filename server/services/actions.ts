// Writes on behalf of the visitor: analytics, model views, the request-model form and support tickets.
import type { AdEventInput, AnalyticsEventInput, NeedModelInput, NeedModelResultDto, SupportTicketInput, SupportTicketResultDto, ViewResultDto } from '#shared/api/dto.ts';
import type { AnalyticsEvent } from '#shared/types/index.ts';
import { buildAnalyticsEvent, type AnalyticsUser } from '#shared/domain/analytics.ts';
import { AppError } from '#shared/errors.ts';
import * as analytics from '#server/upstream/calls/analytics.ts';
import * as models from '#server/upstream/calls/models.ts';
import * as other from '#server/upstream/calls/other.ts';
import { withFallback } from './error-policy.ts';
import { count } from './mappers.ts';
import { parseId } from './ids.ts';
import type { Scope } from './scope.ts';

/**
 * Spec §5/§7: skip events without a name, drop object values and 'agree', then
 * POST /event (and /rabbit when asked). Spec §8: failures are logged only.
 */
export async function sendEvent(scope: Scope, input: AnalyticsEventInput, user: AnalyticsUser | null, now: number): Promise<AnalyticsEvent | null> {
  const event = buildAnalyticsEvent({ event: input.event, page: input.page, eventOptions: input.eventOptions, user, timestamp: now });
  if (!event) return null;
  const sends = [withFallback('analytics', () => analytics.sendEvent(scope.http, event, scope.publicCtx), undefined, scope.log, { target: '/event' })];
  if (input.rabbit === true) sends.push(withFallback('analytics', () => analytics.sendRabbit(scope.http, event, scope.publicCtx), undefined, scope.log, { target: '/rabbit' }));
  await Promise.all(sends);
  return event;
}

/** Spec §7: ad events show, follow, close with popup_id, logged at /log. */
export async function sendAdEvent(scope: Scope, input: AdEventInput, user: AnalyticsUser | null, now: number): Promise<AnalyticsEvent | null> {
  const event = buildAnalyticsEvent({ event: `ads_${input.action}`, page: input.page, eventOptions: { popup_id: input.popupId }, user, timestamp: now });
  if (!event) return null;
  await withFallback('analytics', () => analytics.sendLog(scope.http, event, scope.publicCtx), undefined, scope.log, { target: '/log' });
  return event;
}

/** Spec §8 'view logging failures: logged, empty fallback'. */
export function recordModelView(scope: Scope, rawId: string, uuid: string): Promise<ViewResultDto | null> {
  return withFallback(
    'viewLogging',
    async () => {
      const answer = await models.checkModelView(scope.http, { modelId: parseId(rawId), uuid }, scope.publicCtx);
      return { counted: answer.counted === true, views: count(answer.views) };
    },
    null,
    scope.log,
  );
}

/** An upstream 400 on a form is the visitor's input, not our failure. */
function formError(error: unknown): never {
  if (error instanceof AppError && error.upstreamStatus === 400) throw new AppError('bad_request', 'The form was rejected', 400, { cause: error });
  throw error;
}

/** POST /needmodel: the request-model form (spec §1, §5 description required). */
export async function requestModel(scope: Scope, input: NeedModelInput): Promise<NeedModelResultDto> {
  try {
    const answer = await models.requestModel(
      scope.http,
      {
        description: input.description,
        email: input.email,
        ...(input.files?.length ? { files_ext: input.files.join(',') } : {}),
        ...(input.manufacturers?.length ? { companies: input.manufacturers.join(',') } : {}),
        ...(input.name ? { name: input.name } : {}),
        ...(input.phone ? { phone: input.phone } : {}),
        ...(input.company ? { company: input.company } : {}),
      },
      scope.publicCtx,
    );
    return { id: count(answer.id) };
  } catch (error) {
    return formError(error);
  }
}

/** POST {api}/omnidesk/create_ticket. */
export async function createSupportTicket(scope: Scope, input: SupportTicketInput): Promise<SupportTicketResultDto> {
  try {
    const answer = await other.createSupportTicket(
      scope.http,
      {
        subject: input.subject,
        content: input.content,
        user_email: input.email,
        ...(input.name ? { user_full_name: input.name } : {}),
        ...(input.phone ? { user_phone: input.phone } : {}),
      },
      scope.publicCtx,
    );
    return { ticketId: count(answer.ticket_id) };
  } catch (error) {
    return formError(error);
  }
}
