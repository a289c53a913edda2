import { describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/errors.ts';
import type { TokenResponse } from '#shared/types/index.ts';
import type { UpstreamRequest } from '#server/upstream/http.ts';
import { ok, setup, timeout } from './fake-http.ts';

const CONTEXT = {
  id: 'u1',
  createdAt: '2023-05-01T00:00:00Z',
  context: { registered: true },
  user: { id: 'u1', email: 'a@b.c', firstName: 'Анна', lastName: 'Иванова', fatherName: null, avatar: 'Avatar3', count_new_message: 2, currentCompany: { id: 'c1', nameFull: 'ООО «К»', nameShort: 'К' } },
  permissions: ['models.read'],
  modulePermissions: { statistic: ['view'] },
};
const unauthorised = () => ok({ status_code: 401, message: 'unauthorised' }, 401);
const tokens = (n: number): TokenResponse => ({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: 3600, token_type: 'Bearer' });
const bearer = (req: UpstreamRequest) => req.accessToken;

describe('session (spec §3, §4, §8)', () => {
  it('anonymous without tokens, without any upstream call', async () => {
    const s = setup();
    expect(await s.port().getSession()).toEqual({ user: null });
    expect(s.http.calls).toHaveLength(0);
  });

  it('maps the user context with the access token; only that token\'s holder reuses the check, the shared cache holds nothing', async () => {
    const s = setup();
    s.http.on('api', 'GET', '/user/context', (req: UpstreamRequest) => (bearer(req) === 'good' ? ok(CONTEXT) : unauthorised()));
    const session = await s.port({ accessToken: 'good' }).getSession();
    expect(session.user).toEqual({
      id: 'u1',
      email: 'a@b.c',
      firstName: 'Анна',
      lastName: 'Иванова',
      avatar: 'Avatar3',
      countNewMessage: 2,
      registered: true,
      createdAt: '2023-05-01T00:00:00Z',
      company: { id: 'c1', nameFull: 'ООО «К»', nameShort: 'К' },
      permissions: ['models.read'],
      modulePermissions: { statistic: ['view'] },
    });
    await s.port({ accessToken: 'good' }).getSession();
    expect(s.http.count('api', 'GET', '/user/context')).toBe(1);
    expect((await s.port({ accessToken: 'other' }).getSession()).user).toBeNull();
    expect((await s.port({ accessToken: 'other' }).getSession()).user).toBeNull();
    expect(s.http.count('api', 'GET', '/user/context')).toBe(2);
    expect(s.cache.stats.size).toBe(0);
  });

  it('one context fetch per request however many callers ask', async () => {
    const s = setup();
    s.http.on('api', 'GET', '/user/context', CONTEXT);
    const port = s.port({ accessToken: 'good' });
    await Promise.all([port.getSession(), port.getSession(), port.getSession()]);
    expect(s.http.count('api', 'GET', '/user/context')).toBe(1);
  });

  it('on 401 refreshes once, hands the new tokens to the route and retries', async () => {
    const s = setup();
    s.http
      .on('api', 'GET', '/user/context', (req: UpstreamRequest) => (bearer(req) === 'access-2' ? ok(CONTEXT) : unauthorised()))
      .on('api', 'POST', '/user/refresh', (req: UpstreamRequest) => ((req.json as { refresh_token: string }).refresh_token === 'refresh-1' ? ok(tokens(2)) : unauthorised()));
    const onTokens = vi.fn();
    const session = await s.port({ accessToken: 'expired', refreshToken: 'refresh-1', onTokens }).getSession();
    expect(session.user?.id).toBe('u1');
    expect(onTokens).toHaveBeenCalledExactlyOnceWith(tokens(2));
    expect(s.http.find('api', 'POST', '/user/refresh')[0]?.accessToken).toBeUndefined();
  });

  it('refreshes with only a refresh token (the access cookie expired)', async () => {
    const s = setup();
    s.http.on('api', 'GET', '/user/context', (req: UpstreamRequest) => (bearer(req) === 'access-2' ? ok(CONTEXT) : unauthorised())).on('api', 'POST', '/user/refresh', tokens(2));
    const onTokens = vi.fn();
    expect((await s.port({ refreshToken: 'refresh-1', onTokens }).getSession()).user?.id).toBe('u1');
    expect(onTokens).toHaveBeenCalledWith(tokens(2));
    expect(s.http.count('api', 'GET', '/user/context')).toBe(1);
  });

  it('parallel requests with the same refresh token share one refresh (the upstream rotates them)', async () => {
    const s = setup();
    let issued = 1;
    s.http
      .on('api', 'GET', '/user/context', (req: UpstreamRequest) => (bearer(req)?.startsWith('access-') && bearer(req) !== 'access-1' ? ok(CONTEXT) : unauthorised()))
      .on('api', 'POST', '/user/refresh', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        issued += 1;
        return ok(tokens(issued));
      });
    const results = await Promise.all([1, 2, 3].map(() => s.port({ accessToken: 'access-1', refreshToken: 'refresh-1' }).getSession()));
    expect(results.every((r) => r.user?.id === 'u1')).toBe(true);
    expect(s.http.count('api', 'POST', '/user/refresh')).toBe(1);
  });

  it('a refused refresh clears the cookies and the visitor is anonymous', async () => {
    const s = setup();
    s.http.on('api', 'GET', '/user/context', unauthorised).on('api', 'POST', '/user/refresh', unauthorised);
    const onTokens = vi.fn();
    expect(await s.port({ accessToken: 'old', refreshToken: 'dead', onTokens }).getSession()).toEqual({ user: null });
    expect(onTokens).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('401 without a refresh token clears the cookies', async () => {
    const s = setup();
    s.http.on('api', 'GET', '/user/context', unauthorised);
    const onTokens = vi.fn();
    expect(await s.port({ accessToken: 'old', onTokens }).getSession()).toEqual({ user: null });
    expect(onTokens).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('spec §8: a context failure (timeout, 5xx, bad shape) is anonymous, silently, cookies untouched', async () => {
    for (const handler of [timeout, () => ok({ nonsense: true }), () => { throw new AppError('upstream_status', '500', 502, { upstreamStatus: 500 }); }]) {
      const s = setup();
      s.http.on('api', 'GET', '/user/context', handler);
      const onTokens = vi.fn();
      expect(await s.port({ accessToken: 'good', refreshToken: 'r', onTokens }).getSession()).toEqual({ user: null });
      expect(onTokens).not.toHaveBeenCalled();
      expect(s.logger.entries.filter((e) => e.level !== 'debug')).toEqual([]);
    }
  });

  it('a refresh that cannot reach the upstream keeps the cookies', async () => {
    const s = setup();
    s.http.on('api', 'GET', '/user/context', unauthorised).on('api', 'POST', '/user/refresh', timeout);
    const onTokens = vi.fn();
    expect(await s.port({ accessToken: 'old', refreshToken: 'r', onTokens }).getSession()).toEqual({ user: null });
    expect(onTokens).not.toHaveBeenCalled();
  });
});

describe('agreement and logout', () => {
  it('reads and records the agreement with the token', async () => {
    const s = setup();
    s.http.on('api', 'GET', '/user/agreement', { agreement: false }).on('api', 'POST', '/user/agreement', (req: UpstreamRequest) => ok({ agreement: (req.json as { agreement: boolean }).agreement }));
    const port = s.port({ accessToken: 'good' });
    expect(await port.getAgreement()).toEqual({ agreement: false });
    expect(await port.setAgreement({ agreement: true, mailing: true })).toEqual({ agreement: true });
    expect(s.http.find('api', 'POST', '/user/agreement')[0]).toMatchObject({ accessToken: 'good', json: { agreement: true, mailing: true } });
  });
  it('anonymous agreement is a 401', async () => {
    const s = setup();
    await expect(s.port().getAgreement()).rejects.toMatchObject({ statusCode: 401 });
    expect(s.http.calls).toHaveLength(0);
  });
  it('spec §8: a logout error is logged, never thrown', async () => {
    const s = setup();
    s.http.on('api', 'POST', '/user/logout', timeout);
    await expect(s.port({ accessToken: 'good' }).logout()).resolves.toBeUndefined();
    expect(s.logger.entries.some((e) => e.obj.situation === 'logout')).toBe(true);
  });
  it('builds the login page URL and exchanges the code', async () => {
    const s = setup();
    s.http.on('api', 'POST', '/user/token', (req: UpstreamRequest) => ok((req.json as { code: string }).code === 'c1' ? tokens(1) : { status_code: 400 }));
    expect(s.services.auth.loginPageUrl({ redirectUri: 'http://front/oauth/code', state: 's' })).toBe(
      'http://upstream.test/lk/login?redirect_uri=http%3A%2F%2Ffront%2Foauth%2Fcode&state=s',
    );
    expect(await s.services.auth.exchangeCode({ code: 'c1', redirectUri: 'http://front/oauth/code' })).toEqual(tokens(1));
    await expect(s.services.auth.exchangeCode({ code: 'bad', redirectUri: 'x' })).rejects.toBeInstanceOf(AppError);
  });
});

describe('one refresh per request', () => {
  it('the session and the agreement hitting 401 together share one refresh and both succeed', async () => {
    const s = setup();
    s.http
      .on('api', 'GET', '/user/context', (req: UpstreamRequest) => (bearer(req) === 'access-2' ? ok(CONTEXT) : unauthorised()))
      .on('api', 'GET', '/user/agreement', (req: UpstreamRequest) => (bearer(req) === 'access-2' ? ok({ agreement: true }) : unauthorised()))
      .on('api', 'POST', '/user/refresh', async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return ok(tokens(2));
      });
    const onTokens = vi.fn();
    const port = s.port({ accessToken: 'expired', refreshToken: 'refresh-1', onTokens });
    const [session, agreement] = await Promise.all([port.getSession(), port.getAgreement()]);
    expect(session.user?.id).toBe('u1');
    expect(agreement).toEqual({ agreement: true });
    expect(s.http.count('api', 'POST', '/user/refresh')).toBe(1);
    expect(onTokens).toHaveBeenCalledTimes(1);
  });
});
