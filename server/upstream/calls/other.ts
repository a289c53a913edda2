// Other calls of spec §7: the support ticket (api host) and the RSS feeds (webApi).
import { Type } from 'typebox';
import type { CreateTicketRequest, CreateTicketResponse, RssResponse } from '#shared/types/index.ts';
import type { UpstreamHttp } from '../http.ts';
import { expectShape } from '../shape.ts';
import { fromContext, okBody, type CallContext } from './common.ts';

const TicketShape = Type.Object({ ticket_id: Type.Integer() });
// status_code decides validity (spec §5), so only it is required; the items are checked by the service.
const RssShape = Type.Object({ status_code: Type.Union([Type.Number(), Type.String()]) });

/** POST {api}/omnidesk/create_ticket. */
export async function createSupportTicket(http: UpstreamHttp, params: CreateTicketRequest, ctx: CallContext): Promise<CreateTicketResponse> {
  const endpoint = 'omnidesk.create_ticket';
  const res = await http.request({ host: 'api', method: 'POST', path: '/omnidesk/create_ticket', json: params, endpoint, ...fromContext(ctx) });
  return expectShape<CreateTicketResponse>(okBody(res, endpoint), TicketShape, endpoint);
}

export const RSS_ACTIONS = { renga: 'GetRssRenga', archicad: 'GetRssArchicad' } as const;
export type RssFeed = keyof typeof RSS_ACTIONS;

/** GET {webApi}/?m=statics&a=GetRssRenga|GetRssArchicad: the answer as sent; status_code is the service's to judge. */
export async function getRss(http: UpstreamHttp, params: { product: RssFeed }, ctx: CallContext): Promise<RssResponse> {
  const endpoint = 'statics.rss';
  const res = await http.request({
    host: 'webApi',
    method: 'GET',
    path: '/',
    query: { m: 'statics', a: RSS_ACTIONS[params.product] },
    responseType: 'json',
    endpoint,
    ...fromContext(ctx),
  });
  return expectShape<RssResponse>(okBody(res, endpoint), RssShape, endpoint);
}
