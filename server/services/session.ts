// The logged-in user's session (spec §3 User context, §4, §8 'Context fetch failure:
// ignored silently'). Per user: NOTHING here goes through the shared response cache.
import { createHmac } from 'node:crypto';
import type { SessionUser, SessionView } from '#shared/api/port.ts';
import type { AgreementDto, SetAgreementInput } from '#shared/api/dto.ts';
import type { RegisterRequest, TokenResponse, UserContext } from '#shared/types/index.ts';
import type { RegistrationBody } from '#shared/api/registration.ts';
import { checkRegistration } from '#shared/domain/registration-form.ts';
import type { AnalyticsUser } from '#shared/domain/analytics.ts';
import { AppError } from '#shared/errors.ts';
import * as user from '#server/upstream/calls/user.ts';
import { withFallback } from './error-policy.ts';
import { bool, count, list, str } from './mappers.ts';
import type { Scope } from './scope.ts';
import type { SessionChecks } from './session-checks.ts';

/** How long a finished refresh stays shareable: parallel requests of one browser carry the same old refresh token. */
export const REFRESH_SHARE_MS = 10_000;

/**
 * Refreshes in flight (and just finished), by refresh token. The upstream rotates
 * refresh tokens, so two parallel requests refreshing with the same token would
 * see the second fail and log the user out; sharing the first answer prevents it.
 * Keyed by the secret itself, so only a holder of that token gets the result.
 */
export class RefreshCoalescer {
  private readonly flights = new Map<string, Promise<TokenResponse>>();

  run(refreshToken: string, refresh: () => Promise<TokenResponse>): Promise<TokenResponse> {
    const existing = this.flights.get(refreshToken);
    if (existing) return existing;
    const flight = refresh();
    this.flights.set(refreshToken, flight);
    const forget = () => {
      const timer = setTimeout(() => {
        if (this.flights.get(refreshToken) === flight) this.flights.delete(refreshToken);
      }, REFRESH_SHARE_MS);
      timer.unref?.();
    };
    flight.then(forget, () => {
      // A failed refresh is not shared: the next request may try again.
      if (this.flights.get(refreshToken) === flight) this.flights.delete(refreshToken);
    });
    return flight;
  }

  get size(): number {
    return this.flights.size;
  }
}

export function toSessionUser(context: UserContext): SessionUser {
  const store = (context.user ?? {}) as Partial<UserContext['user']>;
  const company = store.currentCompany && typeof store.currentCompany === 'object' ? store.currentCompany : null;
  const modulePermissions: Record<string, string[]> = {};
  const rawModules = context.modulePermissions;
  if (rawModules && typeof rawModules === 'object' && !Array.isArray(rawModules)) {
    for (const [module, actions] of Object.entries(rawModules)) modulePermissions[module] = list(actions).map(str).filter(Boolean);
  }
  return {
    id: str(store.id) || str(context.id),
    email: str(store.email),
    firstName: str(store.firstName),
    lastName: str(store.lastName),
    avatar: str(store.avatar),
    countNewMessage: count(store.count_new_message),
    registered: bool(context.context?.registered),
    createdAt: str(context.createdAt),
    company: company ? { id: str(company.id), nameFull: str(company.nameFull), nameShort: str(company.nameShort) } : null,
    permissions: list(context.permissions).map(str).filter(Boolean),
    modulePermissions,
  };
}

export function toAnalyticsUser(sessionUser: SessionUser | null): AnalyticsUser | null {
  if (!sessionUser) return null;
  return {
    id: sessionUser.id,
    email: sessionUser.email,
    firstName: sessionUser.firstName,
    lastName: sessionUser.lastName,
    currentCompanyId: sessionUser.company?.id ?? null,
    currentCompanyName: sessionUser.company?.nameShort ?? null,
  };
}

/** 401/403 from the user service: the token is not (or no longer) good. */
export function isUnauthorised(error: unknown): boolean {
  return error instanceof AppError && (error.upstreamStatus === 401 || error.upstreamStatus === 403);
}

/** A refresh the upstream refused (not one that merely failed to reach it). */
function isRefreshRejected(error: unknown): boolean {
  return error instanceof AppError && error.upstreamStatus !== undefined && error.upstreamStatus >= 400 && error.upstreamStatus < 500;
}

export const NOT_LOGGED_IN = 'Not logged in';

/**
 * One request's view of the user's tokens. `call` runs a user-service call with
 * the access token; on 401 it refreshes once (shared across parallel requests),
 * reports the new tokens through ctx.onTokens, and retries. Refused refresh ->
 * onTokens(null) so the route clears the dead cookies.
 */
export class UserTokens {
  private accessToken: string | undefined;
  private refreshToken: string | undefined;
  /** The one refresh of this request; callers that hit 401 at the same time all wait for it. */
  private refreshing: Promise<string> | undefined;
  private readonly scope: Scope;
  private readonly coalescer: RefreshCoalescer;
  /** The process's recent verdicts on tokens (see session-checks.ts). */
  readonly checks: SessionChecks;

  constructor(scope: Scope, coalescer: RefreshCoalescer, checks: SessionChecks) {
    this.scope = scope;
    this.coalescer = coalescer;
    this.checks = checks;
    this.accessToken = scope.ctx.accessToken || undefined;
    this.refreshToken = scope.ctx.refreshToken || undefined;
  }

  get hasTokens(): boolean {
    return this.accessToken !== undefined || this.refreshToken !== undefined;
  }

  get current(): string | undefined {
    return this.accessToken;
  }

  get currentRefresh(): string | undefined {
    return this.refreshToken;
  }

  async call<T>(run: (accessToken: string) => Promise<T>): Promise<T> {
    const used = this.accessToken;
    if (used) {
      try {
        return await run(used);
      } catch (error) {
        if (!isUnauthorised(error)) throw error;
      }
    }
    // Another caller may have refreshed while this one waited: use its token before refreshing.
    if (this.accessToken && this.accessToken !== used) return run(this.accessToken);
    return run(await (this.refreshing ??= this.refresh(used !== undefined)));
  }

  private async refresh(accessWasRejected: boolean): Promise<string> {
    const refreshToken = this.refreshToken;
    if (!refreshToken) {
      if (accessWasRejected) this.forget();
      throw new AppError('upstream_status', NOT_LOGGED_IN, 401, { upstreamStatus: 401 });
    }
    const refused = this.checks.refusedRefresh(refreshToken);
    if (refused !== undefined) {
      this.forget();
      throw new AppError('upstream_status', NOT_LOGGED_IN, 401, { upstreamStatus: 401, cause: refused });
    }
    // Past the client's budget of user-service checks: anonymous for now, the cookies kept (the token may be good).
    if (!this.checks.admit(this.scope.ctx.clientAddress)) throw new AppError('rate_limited', 'Too many session checks from this client', 429);
    try {
      const tokens = await this.coalescer.run(refreshToken, () => user.refreshTokens(this.scope.http, { refreshToken }, this.scope.publicCtx));
      this.accessToken = tokens.access_token;
      this.refreshToken = tokens.refresh_token;
      this.scope.ctx.onTokens?.(tokens);
      return tokens.access_token;
    } catch (error) {
      if (isRefreshRejected(error)) {
        this.checks.rememberRefusedRefresh(refreshToken, error);
        this.forget();
        throw new AppError('upstream_status', NOT_LOGGED_IN, 401, { upstreamStatus: 401, cause: error });
      }
      throw error;
    }
  }

  private forget(): void {
    this.accessToken = undefined;
    this.refreshToken = undefined;
    this.scope.ctx.onTokens?.(null);
  }
}

/** The chat tool's user-auth signature: HMAC-SHA256 of the user id with the vendor's key, as its identity verification asks. */
export function chatUserHash(key: string, userId: string): string {
  return createHmac('sha256', key).update(userId).digest('hex');
}

/** Spec §4/§8: the user once the context fetch succeeds; any failure is an anonymous visitor. */
export async function loadSession(scope: Scope, tokens: UserTokens): Promise<SessionView> {
  if (!tokens.hasTokens) {
    // Token cookies that cannot be tokens: cleared at once, nobody asked (issue 23 §5).
    if (scope.ctx.malformedTokens) scope.ctx.onTokens?.(null);
    return { user: null };
  }
  return withFallback(
    'context',
    async () => {
      const sessionUser = toSessionUser(
        await tokens.call((accessToken) => tokens.checks.context(accessToken, () => user.getUserContext(scope.http, scope.userCtx(accessToken)), scope.ctx.clientAddress)),
      );
      const key = scope.deps.chatAuthKey;
      return sessionUser && key ? { user: sessionUser, chatHash: chatUserHash(key, sessionUser.id) } : { user: sessionUser };
    },
    { user: null } as SessionView,
    scope.log,
    { requestId: scope.ctx.requestId },
  );
}

function requireLogin(tokens: UserTokens): void {
  if (!tokens.hasTokens) throw new AppError('upstream_status', NOT_LOGGED_IN, 401, { upstreamStatus: 401 });
}

export async function loadAgreement(scope: Scope, tokens: UserTokens): Promise<AgreementDto> {
  requireLogin(tokens);
  const agreement = await tokens.call((accessToken) => user.getAgreement(scope.http, scope.userCtx(accessToken)));
  return { agreement: agreement.agreement === true };
}

export async function saveAgreement(scope: Scope, tokens: UserTokens, input: SetAgreementInput): Promise<AgreementDto> {
  requireLogin(tokens);
  const params = input.mailing === undefined ? { agreement: true } : { agreement: true, mailing: input.mailing };
  const agreement = await tokens.call((accessToken) => user.setAgreement(scope.http, params, scope.userCtx(accessToken)));
  return { agreement: agreement.agreement === true };
}

export const REGISTRATION_INVALID_MESSAGE = 'Invalid registration form';

/** Completes sign-up (spec §4 §5): the shared rule is the authority on every field. */
export async function completeRegistration(scope: Scope, tokens: UserTokens, input: RegistrationBody): Promise<SessionView> {
  requireLogin(tokens);
  const checked = checkRegistration(input);
  if (!checked.ok) throw new AppError('bad_request', REGISTRATION_INVALID_MESSAGE, 400, { fields: checked.errors });
  const { firstName, lastName, mailing } = checked.value;
  const params: RegisterRequest = { firstName, lastName, privacy_consent: true, ...(mailing ? { mailing } : {}) };
  const context = await tokens.call(async (accessToken) => {
    const updated = await user.register(scope.http, params, scope.userCtx(accessToken));
    // The token's remembered context still says 'unregistered'; without this the
    // gate would send the user straight back to /validate for SESSION_CHECK_TTL_MS.
    tokens.checks.forget(accessToken);
    return updated;
  });
  return { user: toSessionUser(context) };
}

/** Spec §8 'Logout error: logged, page reloads anyway'. */
export async function endSession(scope: Scope, tokens: UserTokens): Promise<void> {
  const accessToken = tokens.current;
  if (tokens.currentRefresh) tokens.checks.forget(tokens.currentRefresh);
  // The session's cookies go with it, whoever asked (the /api route, a page's form posted without JavaScript).
  scope.ctx.onTokens?.(null);
  if (!accessToken) return;
  tokens.checks.forget(accessToken);
  await withFallback('logout', () => user.logout(scope.http, scope.userCtx(accessToken)), undefined, scope.log, { requestId: scope.ctx.requestId });
}
