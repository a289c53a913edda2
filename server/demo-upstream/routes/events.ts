// events host (/rabbit, /event, /log) and the automation webhook host (/{name}).

import type { FastifyInstance } from 'fastify';
import type { DemoContext } from '../context.ts';
import { pushBounded } from '../context.ts';
import type { Input } from '../params.ts';
import { badRequest, bodyObject } from '../params.ts';

const WEBHOOK_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_WEBHOOK_NAMES = 100;

export function eventRoutes(app: FastifyInstance, ctx: DemoContext): void {
  for (const channel of ['rabbit', 'event', 'log'] as const) {
    app.post(`/${channel}`, async (request, reply) => {
      const body = bodyObject(request.body);
      if (channel !== 'log' && (typeof body.event !== 'string' || body.event === '')) throw badRequest('event is required');
      pushBounded(ctx.state.events, { channel, received_at: new Date().toISOString(), data: body }, 1000);
      return reply.code(202).send({ status: 'accepted' });
    });
  }
}

export function webhookRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const checkName = (raw: unknown): string => {
    const name = String(raw ?? '');
    if (!WEBHOOK_NAME.test(name)) throw badRequest('bad webhook name');
    return name;
  };

  app.post('/:name', async (request) => {
    const name = checkName((request.params as { name?: string }).name);
    const body = bodyObject(request.body);
    let list = ctx.state.webhooks.get(name);
    if (!list) {
      if (ctx.state.webhooks.size >= MAX_WEBHOOK_NAMES) throw badRequest('too many webhook names');
      list = [];
      ctx.state.webhooks.set(name, list);
    }
    const id = ctx.state.nextId++;
    pushBounded(list, { id, received_at: new Date().toISOString(), data: body });
    return { status: 'accepted', id };
  });

  app.get('/:name', async (request) => {
    const name = checkName((request.params as { name?: string }).name);
    const filters = Object.entries(request.query as Input).filter(([, value]) => typeof value === 'string');
    const items = (ctx.state.webhooks.get(name) ?? []).filter((item) => filters.every(([key, value]) => String(item.data[key] ?? '') === value));
    return { name, items };
  });
}
