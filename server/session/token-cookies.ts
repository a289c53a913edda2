// The user's session lives in two httpOnly cookies holding the upstream's tokens.
// Their names and how they are written, read and cleared are decided here only.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse } from '#shared/types/index.ts';

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

/** A cookie's value, or undefined when it is missing or empty (also when @fastify/cookie is not registered). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const value = (request as { cookies?: Record<string, string | undefined> }).cookies?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function tokenCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
}

/** Stores the tokens as httpOnly, SameSite=Lax cookies (Secure over https). */
export function setTokenCookies(reply: FastifyReply, tokens: TokenResponse, secure: boolean): void {
  const accessMaxAge = Number.isFinite(tokens.expires_in) && tokens.expires_in > 0 ? Math.min(Math.floor(tokens.expires_in), ACCESS_TOKEN_MAX_AGE_CAP_S) : ACCESS_TOKEN_MAX_AGE_CAP_S;
  reply.setCookie(ACCESS_TOKEN_COOKIE, tokens.access_token, { ...tokenCookieOptions(secure), maxAge: accessMaxAge });
  reply.setCookie(REFRESH_TOKEN_COOKIE, tokens.refresh_token, { ...tokenCookieOptions(secure), maxAge: REFRESH_TOKEN_MAX_AGE_S });
}

export function clearTokenCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, tokenCookieOptions(secure));
  reply.clearCookie(REFRESH_TOKEN_COOKIE, tokenCookieOptions(secure));
}

/** Shortest and longest token the portal passes on: opaque tokens and JWTs of any real issuer fit. */
export const TOKEN_MIN_LENGTH = 16;
export const TOKEN_MAX_LENGTH = 4096;
/** RFC 6750's b64token: what a bearer token is made of (JWTs, base64url and opaque tokens alike). */
const TOKEN_FORM = /^[A-Za-z0-9\-._~+/]+=*$/;

/**
 * Whether a cookie value can be a token at all. One that cannot never reaches the
 * user service: a junk cookie that changes on every request would otherwise cost
 * one upstream call each (issue 23 §5).
 */
export function isWellFormedToken(value: string): boolean {
  return value.length >= TOKEN_MIN_LENGTH && value.length <= TOKEN_MAX_LENGTH && TOKEN_FORM.test(value);
}

/**
 * The tokens the browser sent, each only when present, non-empty and well formed;
 * `malformedTokens` says a token cookie was there but could not be a token (the
 * session then clears the cookies without asking anyone).
 */
export function readTokenCookies(request: FastifyRequest): { accessToken?: string; refreshToken?: string; malformedTokens?: true } {
  const tokens: { accessToken?: string; refreshToken?: string; malformedTokens?: true } = {};
  const accessToken = readCookie(request, ACCESS_TOKEN_COOKIE);
  const refreshToken = readCookie(request, REFRESH_TOKEN_COOKIE);
  if (accessToken !== undefined) {
    if (isWellFormedToken(accessToken)) tokens.accessToken = accessToken;
    else tokens.malformedTokens = true;
  }
  if (refreshToken !== undefined) {
    if (isWellFormedToken(refreshToken)) tokens.refreshToken = refreshToken;
    else tokens.malformedTokens = true;
  }
  return tokens;
}
