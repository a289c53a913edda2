// What every /api route (and the login flow) reads from a request: the language,
// the user's tokens from the httpOnly cookies, and how refreshed tokens get back
// to the browser. The one place to change if the language source changes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { TokenResponse } from '#shared/types/index.ts';
import type { RequestContext } from '#server/services/index.ts';

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
/** The refresh token's lifetime is the upstream's business; the cookie just must not outlive a sensible session. */
export const REFRESH_TOKEN_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Upper bound for the access cookie whatever expires_in says. */
const ACCESS_TOKEN_MAX_AGE_CAP_S = 24 * 60 * 60;

/** Cookies are Secure when the site is served over https (directly or behind a proxy that says so). */
export function isSecureRequest(request: FastifyRequest, publicOrigin?: string): boolean {
  return request.protocol === 'https' || (publicOrigin?.startsWith('https:') ?? false);
}

function cookie(request: FastifyRequest, name: string): string | undefined {
  const value = (request as { cookies?: Record<string, string | undefined> }).cookies?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function tokenCookieOptions(secure: boolean, maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge };
}

/** Stores the tokens as httpOnly, SameSite=Lax cookies (Secure over https). */
export function setTokenCookies(reply: FastifyReply, tokens: TokenResponse, secure: boolean): void {
  const accessMaxAge = Number.isFinite(tokens.expires_in) && tokens.expires_in > 0 ? Math.min(Math.floor(tokens.expires_in), ACCESS_TOKEN_MAX_AGE_CAP_S) : ACCESS_TOKEN_MAX_AGE_CAP_S;
  reply.setCookie(ACCESS_TOKEN_COOKIE, tokens.access_token, tokenCookieOptions(secure, accessMaxAge));
  reply.setCookie(REFRESH_TOKEN_COOKIE, tokens.refresh_token, tokenCookieOptions(secure, REFRESH_TOKEN_MAX_AGE_S));
}

export function clearTokenCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  reply.clearCookie(REFRESH_TOKEN_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/**
 * The services' RequestContext for a request: language, request id, tokens from
 * the cookies, and a token sink that writes refreshed tokens (or clears dead
 * ones) on this reply. Use it for SSR too, so a refresh during a page render
 * reaches the browser.
 */
export function requestContext(request: FastifyRequest, reply: FastifyReply, options: { publicOrigin?: string } = {}): RequestContext {
  const secure = isSecureRequest(request, options.publicOrigin);
  const ctx: RequestContext = {
    // Chosen by the language plugin in spec §4's order.
    lang: request.lang,
    requestId: request.id,
    logger: request.log,
    onTokens: (tokens) => {
      if (reply.sent) return;
      if (tokens) setTokenCookies(reply, tokens, secure);
      else clearTokenCookies(reply, secure);
    },
  };
  const accessToken = cookie(request, ACCESS_TOKEN_COOKIE);
  const refreshToken = cookie(request, REFRESH_TOKEN_COOKIE);
  if (accessToken !== undefined) ctx.accessToken = accessToken;
  if (refreshToken !== undefined) ctx.refreshToken = refreshToken;
  return ctx;
}

/** Public data: the browser may reuse it briefly; nothing per user is in it. */
export const PUBLIC_CACHE_CONTROL = 'private, max-age=30';
/** Anything that depends on the login. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Spec §2: paths under /articles/ are sent with no-cache headers; the article data follows. */
export const NO_CACHE = 'no-cache';

// Schema pieces shared by the route files.
export const LangQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) });
/** Ids are checked by the services, so a malformed one is the 404 of spec §4, not a 400. */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const ErrorBodySchema = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String(), statusCode: Type.Integer() }),
});
export const ERROR_RESPONSES = { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema } as const;
