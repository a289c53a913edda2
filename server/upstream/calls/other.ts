// Other calls of spec §7: the support ticket (api host) and the RSS feeds (webApi).
import { Type } from 'typebox';
import type { CreateTicketRequest, CreateTicketResponse, RssResponse } from '#shared/types/index.ts';
import type { UpstreamHttp } from '../http.ts';
import { expectShape } from '../shape.ts';
import { fromContext, okBody, type CallContext } from './common.ts';
import { AppError } from '#shared/errors.ts';

const TicketShape = Type.Object({ ticket_id: Type.Integer() });

/** POST {api}/omnidesk/create_ticket. */
export async function createSupportTicket(http: UpstreamHttp, params: CreateTicketRequest, ctx: CallContext): Promise<CreateTicketResponse> {
  const endpoint = 'omnidesk.create_ticket';
  const res = await http.request({ host: 'api', method: 'POST', path: '/omnidesk/create_ticket', json: params, endpoint, ...fromContext(ctx) });
  return expectShape<CreateTicketResponse>(okBody(res, endpoint), TicketShape, endpoint);
}

export const RSS_ACTIONS = { renga: 'GetRssRenga', archicad: 'GetRssArchicad' } as const;
export type RssFeed = keyof typeof RSS_ACTIONS;

/**
 * GET {webApi}/?m=statics&a=GetRssRenga|GetRssArchicad: the answer as sent, JSON
 * (the contract) or the feed's XML text; the service reads it (services/rss-feed.ts)
 * and judges its status_code.
 */
export async function getRss(http: UpstreamHttp, params: { product: RssFeed }, ctx: CallContext): Promise<RssResponse | string> {
  const endpoint = 'statics.rss';
  const res = await http.request({
    host: 'webApi',
    method: 'GET',
    path: '/',
    query: { m: 'statics', a: RSS_ACTIONS[params.product] },
    responseType: 'auto',
    endpoint,
    ...fromContext(ctx),
  });
  const body = okBody(res, endpoint);
  if (typeof body === 'string' || (!!body && typeof body === 'object')) return body as RssResponse | string;
  throw new AppError('upstream_bad_response', `Upstream ${endpoint} sent neither JSON nor text`, 502);
}
