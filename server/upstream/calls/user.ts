// User service (spec §7: paths not shown; ours are in docs/upstream-contract.md).
// Everything here depends on the login: never cache it.
import { Type } from 'typebox';
import type { Agreement, RegisterRequest, SetAgreementRequest, TokenResponse, UserContext } from '#shared/types/index.ts';
import type { UpstreamHttp } from '../http.ts';
import { expectShape } from '../shape.ts';
import { ensureOk, fromContext, okBody, type CallContext } from './common.ts';

const TokenShape = Type.Object({
  access_token: Type.String({ minLength: 1 }),
  refresh_token: Type.String({ minLength: 1 }),
  expires_in: Type.Number(),
});

const ContextShape = Type.Object({
  id: Type.Union([Type.String(), Type.Number()]),
  createdAt: Type.String(),
  context: Type.Object({ registered: Type.Boolean() }),
  user: Type.Object({
    id: Type.Union([Type.String(), Type.Number()]),
    email: Type.String(),
    firstName: Type.Union([Type.String(), Type.Null()]),
    lastName: Type.Union([Type.String(), Type.Null()]),
  }),
});

const AgreementShape = Type.Object({ agreement: Type.Boolean() });

/** The lk host's login page ('web'): the browser goes there, so this is a URL, not a call. */
export function loginPageUrl(http: Pick<UpstreamHttp, 'urls'>, params: { redirectUri: string; state: string }): string {
  const query = new URLSearchParams({ redirect_uri: params.redirectUri, state: params.state });
  return `${http.urls.lk}/login?${query.toString()}`;
}

/** POST {api}/user/token: the login code for tokens. */
export async function exchangeCode(http: UpstreamHttp, params: { code: string; redirectUri: string }, ctx: CallContext): Promise<TokenResponse> {
  const endpoint = 'user.token';
  const res = await http.request({
    host: 'api',
    method: 'POST',
    path: '/user/token',
    json: { code: params.code, redirect_uri: params.redirectUri },
    endpoint,
    ...fromContext({ ...ctx, accessToken: undefined }),
  });
  return expectShape<TokenResponse>(okBody(res, endpoint), TokenShape, endpoint);
}

/** POST {api}/user/refresh: a refresh token for new tokens (the old refresh token stops working). */
export async function refreshTokens(http: UpstreamHttp, params: { refreshToken: string }, ctx: CallContext): Promise<TokenResponse> {
  const endpoint = 'user.refresh';
  const res = await http.request({
    host: 'api',
    method: 'POST',
    path: '/user/refresh',
    json: { refresh_token: params.refreshToken },
    endpoint,
    ...fromContext({ ...ctx, accessToken: undefined }),
  });
  return expectShape<TokenResponse>(okBody(res, endpoint), TokenShape, endpoint);
}

/** GET {api}/user/context with the Bearer token; 401 (thrown as AppError 401) when not logged in. */
export async function getUserContext(http: UpstreamHttp, ctx: CallContext): Promise<UserContext> {
  const endpoint = 'user.context';
  const res = await http.request({ host: 'api', method: 'GET', path: '/user/context', endpoint, ...fromContext(ctx) });
  return expectShape<UserContext>(okBody(res, endpoint), ContextShape, endpoint);
}

/** POST {api}/user/logout: revokes the tokens upstream. */
export async function logout(http: UpstreamHttp, ctx: CallContext): Promise<void> {
  const endpoint = 'user.logout';
  const res = await http.request({ host: 'api', method: 'POST', path: '/user/logout', endpoint, ...fromContext(ctx) });
  ensureOk(res, endpoint);
}

/** GET {api}/user/agreement (spec §7). */
export async function getAgreement(http: UpstreamHttp, ctx: CallContext): Promise<Agreement> {
  const endpoint = 'user.agreement.get';
  const res = await http.request({ host: 'api', method: 'GET', path: '/user/agreement', endpoint, ...fromContext(ctx) });
  return expectShape<Agreement>(okBody(res, endpoint), AgreementShape, endpoint);
}

/** POST {api}/user/agreement {agreement: true} (spec §7), with the optional promo-mailing consent. */
export async function setAgreement(http: UpstreamHttp, params: SetAgreementRequest, ctx: CallContext): Promise<Agreement> {
  const endpoint = 'user.agreement.set';
  const json: SetAgreementRequest = { agreement: params.agreement };
  if (params.mailing !== undefined) json.mailing = params.mailing;
  const res = await http.request({ host: 'api', method: 'POST', path: '/user/agreement', json, endpoint, ...fromContext(ctx) });
  return expectShape<Agreement>(okBody(res, endpoint), AgreementShape, endpoint);
}

/** POST {api}/user/register (our path, docs/upstream-contract.md): completes sign-up; answers the updated context. */
export async function register(http: UpstreamHttp, params: RegisterRequest, ctx: CallContext): Promise<UserContext> {
  const endpoint = 'user.register';
  const res = await http.request({ host: 'api', method: 'POST', path: '/user/register', json: params, endpoint, ...fromContext(ctx) });
  return expectShape<UserContext>(okBody(res, endpoint), ContextShape, endpoint);
}
