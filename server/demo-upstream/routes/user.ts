// The user service (api host) and the login page (lk host). Paths are ours (the spec
// does not show them); docs/upstream-contract.md lists them. Tokens live in memory.

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse, UserContext } from '#shared/types/index.ts';
import type { DemoContext } from '../context.ts';
import type { DemoAccount } from '../dataset/index.ts';
import { escapeXml } from '../graphics.ts';
import type { Input } from '../params.ts';
import { DemoHttpError, badRequest, bodyObject, readString } from '../params.ts';

export const ACCESS_TOKEN_TTL_S = 3600;
const CODE_TTL_MS = 5 * 60_000;
const REFRESH_TTL_MS = 30 * 24 * 3600_000;
const MAX_SESSIONS = 10_000;

interface Grant {
  login: string;
  expires: number;
}

export interface AuthStore {
  codes: Map<string, Grant & { redirectUri: string }>;
  access: Map<string, Grant & { refresh: string }>;
  refresh: Map<string, Grant>;
  agreement: Map<string, boolean>;
  /** Sign-ups completed since start (by login): the names given on /validate. */
  registrations: Map<string, { firstName: string; lastName: string }>;
}

function token(prefix: string): string {
  return `${prefix}_${randomBytes(24).toString('base64url')}`;
}

function bounded<K, V>(map: Map<K, V>): void {
  // Oldest entries first: a Map iterates in insertion order.
  while (map.size > MAX_SESSIONS) {
    const first = map.keys().next();
    if (first.done) break;
    map.delete(first.value);
  }
}

function validRedirect(value: string | undefined): string {
  if (!value) throw badRequest('redirect_uri is required');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('redirect_uri must be an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('redirect_uri must be http or https');
  return url.toString();
}

function unauthorized(): DemoHttpError {
  return new DemoHttpError(401, 'Unauthorized');
}

export function createAuthStore(accounts: readonly DemoAccount[]): AuthStore {
  return { codes: new Map(), access: new Map(), refresh: new Map(), agreement: new Map(accounts.map((account) => [account.login, account.agreement])), registrations: new Map() };
}

function issueTokens(store: AuthStore, login: string): TokenResponse {
  const access = token('at');
  const refresh = token('rt');
  const now = Date.now();
  store.access.set(access, { login, expires: now + ACCESS_TOKEN_TTL_S * 1000, refresh });
  store.refresh.set(refresh, { login, expires: now + REFRESH_TTL_MS });
  bounded(store.access);
  bounded(store.refresh);
  return { access_token: access, refresh_token: refresh, expires_in: ACCESS_TOKEN_TTL_S, token_type: 'Bearer' };
}

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeXml(title)}</title><style>body{font-family:Arial,sans-serif;max-width:640px;margin:40px auto;padding:0 16px;color:#263238}a.account{display:block;padding:14px 16px;margin:10px 0;border:1px solid #cfd8dc;border-radius:8px;text-decoration:none;color:inherit}a.account:hover{border-color:#1e88e5}small{color:#607d8b}</style></head><body>${body}</body></html>`;

/** lk host: the login page and the personal-account pages the private menu links to. */
export function lkRoutes(app: FastifyInstance, ctx: DemoContext, store: AuthStore): void {
  const accounts = ctx.dataset.accounts;

  app.get('/login', async (request, reply) => {
    const query = request.query as Input;
    const redirectUri = validRedirect(readString(query, 'redirect_uri', 2000));
    const state = readString(query, 'state', 500) ?? '';
    const links = accounts
      .map((account) => {
        const href = `${app.prefix}/login/choose?${new URLSearchParams({ account: account.login, redirect_uri: redirectUri, state }).toString()}`;
        const user = account.context.user;
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
        return `<a class="account" data-login="${escapeXml(account.login)}" href="${escapeXml(href)}"><strong>${escapeXml(name)}</strong> — ${escapeXml(account.login)}<br><small>${escapeXml(account.description)}</small></a>`;
      })
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Вход — демо', `<h1>Вход в личный кабинет</h1><p>Демо-режим: выберите учётную запись.</p>${links}`));
  });

  app.get('/login/choose', async (request, reply) => {
    const query = request.query as Input;
    const login = readString(query, 'account', 100);
    const redirectUri = validRedirect(readString(query, 'redirect_uri', 2000));
    const state = readString(query, 'state', 500) ?? '';
    if (!accounts.some((account) => account.login === login) || !login) throw badRequest('unknown account');
    const code = token('code');
    store.codes.set(code, { login, redirectUri, expires: Date.now() + CODE_TTL_MS });
    bounded(store.codes);
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    if (state) target.searchParams.set('state', state);
    return reply.redirect(target.toString(), 302);
  });

  const account = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(page('Личный кабинет — демо', `<h1>Личный кабинет</h1><p>Демо-страница личного кабинета: ${escapeXml(request.url)}</p>`));
  // The host root needs its own route: '/*' does not match the bare prefix.
  app.get('/', account);
  app.get('/*', account);
}

export function adminRoutes(app: FastifyInstance): void {
  const admin = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').send(page('Администрирование — демо', '<h1>Администрирование</h1><p>Демо-страница.</p>'));
  app.get('/', admin);
  app.get('/*', admin);
}

function bearer(request: FastifyRequest, store: AuthStore): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw unauthorized();
  const grant = store.access.get(match[1] as string);
  if (!grant || grant.expires < Date.now()) throw unauthorized();
  return grant.login;
}

/** api host: tokens, context, logout and the agreement. */
export function userRoutes(app: FastifyInstance, ctx: DemoContext, store: AuthStore): void {
  const accountOf = (login: string): DemoAccount => {
    const account = ctx.dataset.accounts.find((candidate) => candidate.login === login);
    if (!account) throw unauthorized();
    return account;
  };

  app.post('/user/token', async (request) => {
    const body = bodyObject(request.body);
    const code = readString(body, 'code', 200);
    const redirectUri = readString(body, 'redirect_uri', 2000);
    if (!code) throw badRequest('code is required');
    const grant = store.codes.get(code);
    // Codes are single use, whatever the outcome.
    store.codes.delete(code);
    if (!grant || grant.expires < Date.now()) throw badRequest('invalid or expired code');
    if (redirectUri !== undefined && validRedirect(redirectUri) !== grant.redirectUri) throw badRequest('redirect_uri does not match');
    return issueTokens(store, grant.login);
  });

  app.post('/user/refresh', async (request) => {
    const refresh = readString(bodyObject(request.body), 'refresh_token', 200);
    if (!refresh) throw badRequest('refresh_token is required');
    const grant = store.refresh.get(refresh);
    store.refresh.delete(refresh);
    if (!grant || grant.expires < Date.now()) throw unauthorized();
    for (const [access, value] of store.access) if (value.refresh === refresh) store.access.delete(access);
    return issueTokens(store, grant.login);
  });

  const contextOf = (login: string): UserContext => {
    const { context } = accountOf(login);
    const registration = store.registrations.get(login);
    if (!registration) return context;
    return { ...context, context: { registered: true }, user: { ...context.user, ...registration } };
  };

  app.get('/user/context', async (request) => contextOf(bearer(request, store)));

  app.post('/user/register', async (request) => {
    const login = bearer(request, store);
    const body = bodyObject(request.body);
    const firstName = readString(body, 'firstName', 200)?.trim();
    const lastName = readString(body, 'lastName', 200)?.trim();
    if (!firstName || !lastName) throw badRequest('firstName and lastName are required');
    if (body.privacy_consent !== true) throw badRequest('privacy_consent must be true');
    store.registrations.set(login, { firstName, lastName });
    return contextOf(login);
  });

  app.post('/user/logout', async (request) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const grant = match ? store.access.get(match[1] as string) : undefined;
    if (!grant || !match) throw unauthorized();
    store.access.delete(match[1] as string);
    store.refresh.delete(grant.refresh);
    return { status_code: 200, ok: true };
  });

  app.get('/user/agreement', async (request) => ({ agreement: store.agreement.get(bearer(request, store)) ?? false }));

  app.post('/user/agreement', async (request) => {
    const login = bearer(request, store);
    const body = bodyObject(request.body);
    const raw = body.agreement;
    const agreement = raw === true || raw === 'true' || raw === '1' || raw === 1;
    if (!agreement && raw !== false && raw !== 'false' && raw !== '0' && raw !== 0) throw badRequest('agreement must be a boolean');
    store.agreement.set(login, agreement);
    return { agreement };
  });
}
