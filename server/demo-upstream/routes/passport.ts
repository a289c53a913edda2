// api host: passport (tariffs, affiliate programme, producers search), support tickets
// and uploaded avatars.

import type { FastifyInstance } from 'fastify';
import type { DemoContext } from '../context.ts';
import { pushBounded } from '../context.ts';
import { logoSvg, parseSize } from '../graphics.ts';
import type { Input } from '../params.ts';
import { badRequest, bodyObject, notFound, pathId, readString } from '../params.ts';
import { readPaging, searchCompanies } from './companies.ts';

export function passportRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const { dataset } = ctx;

  app.get('/passport/companies/search/producers', async (request) => {
    const query = request.query as Input;
    const { page, size } = readPaging(query, 30);
    const { items, totalPages, total } = searchCompanies(ctx, {
      page,
      size,
      sort: readString(query, 'sort', 40) || 'sort_by_models',
      search: readString(query, 'search', 200) ?? '',
      companyIds: null,
      categories: null,
      types: null,
      classes: null,
    });
    return { items, totalPages, page, total };
  });

  app.get('/passport/companies/:id/tariffs', async (request) => {
    const company = dataset.companyById.get(pathId((request.params as { id?: string }).id));
    if (!company) throw notFound('company not found');
    return company.tariffs;
  });

  app.get('/passport/companies/:id/affprogram', async (request) => {
    const id = pathId((request.params as { id?: string }).id);
    const program = dataset.affPrograms.get(id);
    if (!program) throw notFound('affiliate programme not found');
    return program;
  });

  app.post('/omnidesk/create_ticket', async (request) => {
    const body = bodyObject(request.body);
    const subject = readString(body, 'subject', 300);
    const content = readString(body, 'content', 10_000);
    const email = readString(body, 'user_email', 200);
    if (!subject) throw badRequest('subject is required');
    if (!content) throw badRequest('content is required');
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('a valid user_email is required');
    const id = ctx.state.nextId++;
    pushBounded(ctx.state.tickets, {
      id,
      received_at: new Date().toISOString(),
      data: { subject, content, user_email: email, user_full_name: readString(body, 'user_full_name', 200) ?? null, user_phone: readString(body, 'user_phone', 50) ?? null },
    });
    return { status_code: 200, ticket_id: 40_000 + id };
  });

  // Avatars that are not stock 'AvatarN' images (spec §3).
  app.get('/assets/images/:name', async (request, reply) => {
    const name = String((request.params as { name?: string }).name ?? '');
    if (!/^[\w.-]{1,100}$/.test(name)) throw badRequest('bad image name');
    const size = parseSize((request.query as Input).size);
    if (size === null) throw badRequest('size must be WxH');
    const account = dataset.accounts.find((candidate) => candidate.context.user.avatar === name);
    if (!account) throw notFound('image not found');
    const user = account.context.user;
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(logoSvg({ id: Number(user.id), name: `${user.firstName} ${user.lastName}`.trim() || user.email }, size));
  });
}
