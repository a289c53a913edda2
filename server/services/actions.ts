// Writes on behalf of the visitor: analytics, model and article views, the request-model form and support tickets.
import type {
  AdEventInput,
  AnalyticsEventInput,
  NeedModelInput,
  NeedModelOptionsDto,
  NeedModelResultDto,
  SupportTicketInput,
  SupportTicketResultDto,
  ViewResultDto,
} from '#shared/api/dto.ts';
import type { AnalyticsEvent } from '#shared/types/index.ts';
import { buildAnalyticsEvent, type AnalyticsUser } from '#shared/domain/analytics.ts';
import { SERVER_RECORDED_GOALS } from '#shared/domain/downloads.ts';
import { AppError } from '#shared/errors.ts';
import { validateNeedModel } from '#shared/domain/need-model.ts';
import { validateSupportTicket } from '#shared/domain/support-ticket.ts';
import * as analytics from '#server/upstream/calls/analytics.ts';
import * as articles from '#server/upstream/calls/articles.ts';
import * as models from '#server/upstream/calls/models.ts';
import * as other from '#server/upstream/calls/other.ts';
import { withFallback } from './error-policy.ts';
import { allCadExtensions, manufacturerOptions } from './dictionaries.ts';
import { count } from './mappers.ts';
import { parseId } from './ids.ts';
import type { Scope } from './scope.ts';

/**
 * Spec §5/§7: skip events without a name, drop object values and 'agree', then
 * POST /event (and /rabbit when asked). Spec §8: failures are logged only. A goal
 * the server records itself when it happens (a download, SERVER_RECORDED_GOALS) is
 * not taken from a browser: it would count twice, and anyone could send it.
 */
export async function sendEvent(scope: Scope, input: AnalyticsEventInput, user: AnalyticsUser | null, now: number): Promise<AnalyticsEvent | null> {
  if (SERVER_RECORDED_GOALS.includes(typeof input.event === 'string' ? input.event.trim() : '')) return null;
  return forwardEvent(scope, input, user, now);
}

/** An event built by the server (spec §7 event calls), forwarded like a browser's. */
export async function forwardEvent(scope: Scope, input: AnalyticsEventInput, user: AnalyticsUser | null, now: number): Promise<AnalyticsEvent | null> {
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

/** Spec §8 'view logging failures: logged, empty fallback': a model's and an article's view alike, whichever call logs it. */
function recordView(scope: Scope, check: () => Promise<{ counted?: unknown; views?: unknown }>): Promise<ViewResultDto | null> {
  return withFallback(
    'viewLogging',
    async () => {
      const answer = await check();
      return { counted: answer.counted === true, views: count(answer.views) };
    },
    null,
    scope.log,
  );
}

export function recordModelView(scope: Scope, rawId: string, uuid: string): Promise<ViewResultDto | null> {
  return recordView(scope, () => models.checkModelView(scope.http, { modelId: parseId(rawId), uuid }, scope.publicCtx));
}

export function recordArticleView(scope: Scope, rawId: string, uuid: string): Promise<ViewResultDto | null> {
  return recordView(scope, () => articles.checkArticleView(scope.http, { articleId: parseId(rawId), uuid }, scope.publicCtx));
}

/** An upstream 400 on a form is the visitor's input, not our failure. */
function formError(error: unknown): never {
  if (error instanceof AppError && error.upstreamStatus === 400) throw new AppError('bad_request', 'The form was rejected', 400, { cause: error });
  throw error;
}

export const NEED_MODEL_INVALID_MESSAGE = 'Invalid request-model form';
export const NEED_MODEL_FAILED_MESSAGE = 'The request could not be sent';

/**
 * POST /needmodel: the request-model form (spec §1, §5 description required).
 * Every field is checked here with the form's own rules, whatever the browser
 * did: a 400 names each invalid field. The upstream's failures become a clean
 * 5xx (spec §8 'normalised to message plus statusCode'), never its wording.
 */
export async function requestModel(scope: Scope, input: NeedModelInput): Promise<NeedModelResultDto> {
  const checked = validateNeedModel(input);
  if (!checked.ok) throw new AppError('bad_request', NEED_MODEL_INVALID_MESSAGE, 400, { fields: checked.errors });
  const form = checked.value;
  try {
    const answer = await models.requestModel(
      scope.http,
      {
        description: form.description,
        ...(form.links ? { links: form.links } : {}),
        email: form.email,
        name: form.name,
        ...(form.files.length ? { files_ext: form.files.join(',') } : {}),
        ...(form.manufacturers.length ? { companies: form.manufacturers.join(',') } : {}),
        ...(form.phone ? { phone: form.phone } : {}),
        ...(form.company ? { company: form.company } : {}),
        consent: true,
        ...(form.origin ? { source: form.origin } : {}),
        ...(form.modelId !== undefined ? { model_id: form.modelId } : {}),
        ...(form.search ? { search: form.search } : {}),
        lang: scope.lang,
      },
      scope.publicCtx,
    );
    return { id: count(answer.id) };
  } catch (error) {
    if (error instanceof AppError && error.upstreamStatus === 400) return formError(error);
    if (error instanceof AppError && error.code.startsWith('upstream_')) {
      // A timeout stays a 504; any other upstream failure (5xx, 404, malformed answer) is a 502.
      throw new AppError(error.code, NEED_MODEL_FAILED_MESSAGE, error.statusCode === 504 ? 504 : 502, { cause: error });
    }
    if (error instanceof AppError && error.code === 'not_found') throw new AppError('upstream_status', NEED_MODEL_FAILED_MESSAGE, 502, { cause: error });
    throw error;
  }
}

/** Alphabetical in the page's language, so the searchable list reads like an index; one collator per language. */
const collators: Partial<Record<Scope['lang'], Intl.Collator>> = {};

/**
 * The form's second step: CAD file formats and manufacturers, from cached
 * dictionaries; each falls back to an empty list (spec §8). The formats are all
 * the library knows (/listcadext/all), not only the catalogue's filter formats: a
 * model may be wanted in a format nobody filters by yet.
 */
export async function getNeedModelOptions(scope: Scope): Promise<NeedModelOptionsDto> {
  const [extensions, manufacturers] = await Promise.all([allCadExtensions(scope), manufacturerOptions(scope)]);
  const files = extensions.map((item) => ({ value: String(item.ext), label: String(item.name || item.ext) })).filter((option) => option.value !== '');
  const collator = (collators[scope.lang] ??= new Intl.Collator(scope.lang, { sensitivity: 'base', numeric: true }));
  return { files, manufacturers: manufacturers.slice().sort((a, b) => collator.compare(a.label, b.label)) };
}

export const SUPPORT_INVALID_MESSAGE = 'Invalid support request';
export const SUPPORT_FAILED_MESSAGE = 'The support request could not be sent';

/**
 * POST {api}/omnidesk/create_ticket (spec §7; payload not shown: subject, content,
 * user_email, user_full_name as the help desk names them). Every field is checked
 * with the form's rules (400 with `fields`); upstream failures become a clean 5xx.
 */
export async function createSupportTicket(scope: Scope, input: SupportTicketInput): Promise<SupportTicketResultDto> {
  const checked = validateSupportTicket(input);
  if (!checked.ok) throw new AppError('bad_request', SUPPORT_INVALID_MESSAGE, 400, { fields: checked.errors });
  const form = checked.value;
  const page = typeof input.page === 'string' && input.page.startsWith('/') ? input.page : null;
  try {
    const answer = await other.createSupportTicket(
      scope.http,
      {
        subject: form.subject,
        content: page ? `${form.content}\n\n— ${page}` : form.content,
        user_email: form.email,
        ...(form.name ? { user_full_name: form.name } : {}),
        ...(input.phone?.trim() ? { user_phone: input.phone.trim() } : {}),
      },
      scope.publicCtx,
    );
    return { ticketId: count(answer.ticket_id) };
  } catch (error) {
    if (error instanceof AppError && error.upstreamStatus === 400) return formError(error);
    if (error instanceof AppError && (error.code.startsWith('upstream_') || error.code === 'not_found')) {
      throw new AppError(error.code === 'not_found' ? 'upstream_status' : error.code, SUPPORT_FAILED_MESSAGE, error.statusCode === 504 ? 504 : 502, { cause: error });
    }
    throw error;
  }
}
