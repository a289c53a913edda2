// Analytics (spec §7): the event-logging host (/rabbit, /event, /log) and the automation webhook.
import type { AnalyticsEvent, WebhookGetResponse, WebhookPostResponse } from '#shared/types/index.ts';
import type { QueryValue, UpstreamHttp } from '../http.ts';
import { ensureOk, fromContext, okBody, segment, type CallContext } from './common.ts';
import { expectShape } from '../shape.ts';
import { Type } from 'typebox';

/** Events are fire-and-forget for the user; a slow logging host must not hold a request for 15 s. */
export const EVENT_TIMEOUT_MS = 5_000;

type EventPath = '/rabbit' | '/event' | '/log';

async function post(http: UpstreamHttp, path: EventPath, endpoint: string, event: AnalyticsEvent, ctx: CallContext): Promise<void> {
  const res = await http.request({ host: 'events', method: 'POST', path, json: event, timeoutMs: EVENT_TIMEOUT_MS, endpoint, ...fromContext(ctx) });
  ensureOk(res, endpoint);
}

/** POST {events}/rabbit {user, page, event, eventOptions, timestamp}. */
export function sendRabbit(http: UpstreamHttp, event: AnalyticsEvent, ctx: CallContext): Promise<void> {
  return post(http, '/rabbit', 'events.rabbit', event, ctx);
}

/** POST {events}/event: same payload (after a page view or goal). */
export function sendEvent(http: UpstreamHttp, event: AnalyticsEvent, ctx: CallContext): Promise<void> {
  return post(http, '/event', 'events.event', event, ctx);
}

/** POST {events}/log: other actions (ad show/follow/close with popup_id). */
export function sendLog(http: UpstreamHttp, event: AnalyticsEvent, ctx: CallContext): Promise<void> {
  return post(http, '/log', 'events.log', event, ctx);
}

const WebhookPostShape = Type.Object({ status: Type.String() });
const WebhookGetShape = Type.Object({ items: Type.Array(Type.Object({})) });

/** POST {webhook}/{name}: e.g. the partnership form. */
export async function postWebhook(http: UpstreamHttp, params: { name: string; body: Record<string, unknown> }, ctx: CallContext): Promise<WebhookPostResponse> {
  const endpoint = 'webhook.post';
  const res = await http.request({ host: 'webhook', method: 'POST', path: `/${segment(params.name)}`, json: params.body, timeoutMs: EVENT_TIMEOUT_MS, endpoint, ...fromContext(ctx) });
  return expectShape<WebhookPostResponse>(okBody(res, endpoint), WebhookPostShape, endpoint);
}

/** GET {webhook}/{name}?field=value: stored submissions (partnership 'get'). */
export async function getWebhook(http: UpstreamHttp, params: { name: string; query?: Record<string, QueryValue> }, ctx: CallContext): Promise<WebhookGetResponse> {
  const endpoint = 'webhook.get';
  const res = await http.request({ host: 'webhook', method: 'GET', path: `/${segment(params.name)}`, query: params.query ?? {}, endpoint, ...fromContext(ctx) });
  return expectShape<WebhookGetResponse>(okBody(res, endpoint), WebhookGetShape, endpoint);
}
