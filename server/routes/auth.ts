// The login flow (spec §2 /oauth/code, §7 user service): the browser goes to the
// lk host's login page, comes back to /oauth/code with a code, and we keep the
// tokens in httpOnly cookies. Nothing here is cached.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Services } from '#server/services/index.ts';
import { clearTokenCookies, isSecureRequest, readCookie, setTokenCookies } from '#server/session/token-cookies.ts';
import { ERROR_RESPONSES } from './api/context.ts';
import { loginOrigin } from './login-origin.ts';
import { sameSitePath } from '#shared/domain/url.ts';

export const OAUTH_STATE_COOKIE = 'oauth_state';
/** The login round trip should take minutes, not hours. */
export const OAUTH_STATE_MAX_AGE_S = 10 * 60;
export const OAUTH_CALLBACK_PATH = '/oauth/code';

export interface AuthRoutesOptions {
  services: Services;
  /** The front host, e.g. https://bim.example; the lk host sends the browser back to {publicOrigin}/oauth/code. */
  publicOrigin: string;
  /** false when PUBLIC_ORIGIN is the local default: the callback returns to the host the login started on (login-origin.ts). */
  publicOriginFixed?: boolean;
  /** The address the browser is sent to for an upstream URL (demo mode: a path on this site). */
  toBrowser?: (url: string) => string;
  /** The lk host (the login page lives there); used for the log line only, the URL comes from the services. */
  lkUrl: string;
}

const MAX_RETURN_LENGTH = 2_000;

/**
 * Only a same-site path may be the place to return to after login (see
 * sameSitePath); anything else is '/'.
 */
export function safeReturnPath(value: unknown): string {
  return sameSitePath(value, MAX_RETURN_LENGTH);
}

const STATE_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
const CODE_PATTERN = /^[A-Za-z0-9._~+/=-]{1,1024}$/;

function encodeStateCookie(state: string, returnPath: string): string {
  return `${state}.${Buffer.from(returnPath, 'utf8').toString('base64url')}`;
}

function decodeStateCookie(value: string | undefined): { state: string; returnPath: string } | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const state = value.slice(0, dot);
  if (!STATE_PATTERN.test(state)) return null;
  const returnPath = safeReturnPath(Buffer.from(value.slice(dot + 1), 'base64url').toString('utf8'));
  return { state, returnPath };
}

function sameState(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const LoginQuery = Type.Object({ return: Type.Optional(Type.String({ maxLength: 4000 })), lang: Type.Optional(Type.String({ maxLength: 8 })) });
// Lenient on purpose: a bad or missing code or state is a redirect home, never a 400
// page; the handler checks both against strict patterns (the URL length bounds them).
const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  lang: Type.Optional(Type.String({ maxLength: 8 })),
});
const RedirectResponse = { 302: Type.Null() };

/**
 * GET /auth/login?return=/path, GET /oauth/code, POST /api/auth/logout.
 * Register at the root (no prefix), after @fastify/cookie.
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (root, options) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const { services, publicOrigin } = options;
  const callbackUri = (request: FastifyRequest) => `${loginOrigin(request, { publicOrigin, fixed: options.publicOriginFixed ?? true })}${OAUTH_CALLBACK_PATH}`;
  const stateCookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: OAUTH_CALLBACK_PATH });

  function home(reply: FastifyReply, path = '/') {
    reply.header('cache-control', 'private, no-store');
    return reply.redirect(path, 302);
  }

  app.get('/auth/login', { schema: { querystring: LoginQuery, response: RedirectResponse } }, async (request, reply) => {
    const secure = isSecureRequest(request, publicOrigin);
    const state = randomBytes(24).toString('base64url');
    const returnPath = safeReturnPath(request.query.return);
    reply.setCookie(OAUTH_STATE_COOKIE, encodeStateCookie(state, returnPath), { ...stateCookieOptions(secure), maxAge: OAUTH_STATE_MAX_AGE_S });
    reply.header('cache-control', 'private, no-store');
    const loginPage = services.auth.loginPageUrl({ redirectUri: callbackUri(request), state });
    return reply.redirect(options.toBrowser ? options.toBrowser(loginPage) : loginPage, 302);
  });

  app.get(OAUTH_CALLBACK_PATH, { schema: { querystring: CallbackQuery, response: RedirectResponse } }, async (request, reply) => {
    const secure = isSecureRequest(request, publicOrigin);
    const saved = decodeStateCookie(readCookie(request, OAUTH_STATE_COOKIE));
    reply.clearCookie(OAUTH_STATE_COOKIE, stateCookieOptions(secure));
    const { code, state } = request.query;
    if (!saved || !code || !state || !CODE_PATTERN.test(code) || !STATE_PATTERN.test(state) || !sameState(state, saved.state)) {
      // The usual cause of a missing state cookie: the login started on another host name than this callback's.
      request.log.info(
        { hasCode: !!code, hasState: !!state, hasSavedState: !!saved, host: request.host },
        saved ? 'login callback rejected: bad code or state' : 'login callback rejected: no login state cookie on this host (did the login start on another host name?)',
      );
      return home(reply);
    }
    try {
      const tokens = await services.auth.exchangeCode({ code, redirectUri: callbackUri(request), requestId: request.id });
      setTokenCookies(reply, tokens, secure);
    } catch (error) {
      request.log.warn({ err: error, lk: options.lkUrl }, 'login callback: code exchange failed');
      return home(reply);
    }
    return home(reply, saved.returnPath);
  });

  // Spec §8 'Logout error: logged, page reloads anyway': the cookies go whatever the upstream says.
  app.post('/api/auth/logout', { schema: { querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) }), response: { 204: Type.Null(), ...ERROR_RESPONSES } } }, async (request, reply) => {
    await request.api.logout();
    clearTokenCookies(reply, isSecureRequest(request, publicOrigin));
    reply.header('cache-control', 'private, no-store');
    return reply.code(204).send(null);
  });
};

