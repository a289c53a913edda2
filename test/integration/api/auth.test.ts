// The login flow against the demo user service: /auth/login -> lk login page -> /oauth/code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { safeReturnPath } from '#server/routes/auth.ts';
import { logIn, startStack, type Stack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const cookiesOf = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);

describe('GET /auth/login', () => {
  it('redirects to the lk login page with our callback and a state kept in a short httpOnly cookie', async () => {
    const res = await request(stack.app.server).get('/auth/login?return=/models?files=rfa').expect(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${stack.demo.urls.lk}/login`);
    expect(location.searchParams.get('redirect_uri')).toBe(`${stack.publicOrigin}/oauth/code`);
    const state = location.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [cookie] = cookiesOf(res);
    expect(cookie).toMatch(new RegExp(`^oauth_state=${state}\\.`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/oauth/code');
    expect(cookie).toContain('Max-Age=600');
  });
});

describe('GET /oauth/code', () => {
  it('exchanges the code, sets httpOnly SameSite=Lax token cookies and returns to the saved path', async () => {
    const { location, setCookies, cookie } = await logIn(stack, 'designer', '/models?files=rfa#top');
    expect(location).toBe('/models?files=rfa#top');
    const access = setCookies.find((line) => line.startsWith('access_token='));
    const refresh = setCookies.find((line) => line.startsWith('refresh_token='));
    for (const line of [access, refresh]) {
      expect(line).toContain('HttpOnly');
      expect(line).toContain('SameSite=Lax');
      expect(line).toContain('Path=/');
      expect(line).not.toContain('Secure');
    }
    expect(setCookies.some((line) => line.startsWith('oauth_state=;'))).toBe(true);
    const session = await request(stack.app.server).get('/api/session').set('cookie', cookie).expect(200);
    expect(session.body.user.email).toContain('@');
  });

  it('only same-site paths are returned to', async () => {
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect((await logIn(stack, 'designer', target)).location).toBe('/');
    }
  });

  it('a missing or wrong state, or a bad code, goes home without cookies', async () => {
    const start = await request(stack.app.server).get('/auth/login').expect(302);
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const stateCookie = cookiesOf(start)[0]?.split(';')[0] ?? '';
    const cases = [
      { url: `/oauth/code?code=abc&state=${state}`, cookie: '' },
      { url: '/oauth/code?code=abc&state=wrong-state-wrong-state-wrong-state', cookie: stateCookie },
      { url: `/oauth/code?state=${state}`, cookie: stateCookie },
      { url: `/oauth/code?code=not-issued&state=${state}`, cookie: stateCookie },
      { url: `/oauth/code?code=${'x'.repeat(5000)}&state=${state}`, cookie: stateCookie },
      { url: '/oauth/code', cookie: 'oauth_state=garbage' },
    ];
    for (const { url, cookie } of cases) {
      const res = await request(stack.app.server).get(url).set('cookie', cookie).expect(302);
      expect(res.headers.location).toBe('/');
      expect(cookiesOf(res).some((line) => /^(access|refresh)_token=[^;]/.test(line))).toBe(false);
    }
  });

  it('cookies are Secure when the site is https', async () => {
    const secure = await startStack({ demo: stack.demo, publicOrigin: 'https://bim.example' });
    try {
      const { setCookies } = await logIn(secure, 'designer');
      expect(setCookies.filter((line) => /^(access|refresh)_token=/.test(line)).every((line) => line.includes('Secure'))).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('session refresh and logout', () => {
  it('an expired access token is refreshed once and the new tokens are set as cookies', async () => {
    const { cookie } = await logIn(stack, 'manufacturer');
    const refresh = cookie.split('; ').find((pair) => pair.startsWith('refresh_token=')) ?? '';
    const res = await request(stack.app.server).get('/api/session').set('cookie', `access_token=expired-token; ${refresh}`).expect(200);
    expect(res.body.user).not.toBeNull();
    const set = cookiesOf(res);
    const newAccess = set.find((line) => line.startsWith('access_token='))?.split(';')[0];
    const newRefresh = set.find((line) => line.startsWith('refresh_token='))?.split(';')[0];
    expect(newAccess).toMatch(/^access_token=at_/);
    expect(newRefresh).not.toBe(refresh);
    const again = await request(stack.app.server).get('/api/session').set('cookie', `${newAccess}; ${newRefresh}`).expect(200);
    expect(again.body.user.id).toBe(res.body.user.id);
    expect(cookiesOf(again)).toEqual([]);
  });

  it('dead tokens are cleared and the visitor is anonymous', async () => {
    const res = await request(stack.app.server).get('/api/session').set('cookie', 'access_token=dead; refresh_token=dead').expect(200);
    expect(res.body).toEqual({ user: null });
    expect(cookiesOf(res).some((line) => line.startsWith('access_token=;') && line.includes('Max-Age=0'))).toBe(true);
  });

  it('logout ends the session upstream and clears the cookies', async () => {
    const { cookie } = await logIn(stack, 'designer');
    const res = await request(stack.app.server).post('/api/auth/logout').set('cookie', cookie).send({}).expect(204);
    expect(cookiesOf(res).filter((line) => line.includes('Max-Age=0')).length).toBe(2);
    const access = cookie.split('; ').find((pair) => pair.startsWith('access_token=')) ?? '';
    expect((await request(stack.app.server).get('/api/session').set('cookie', access).expect(200)).body).toEqual({ user: null });
    await request(stack.app.server).post('/api/auth/logout').send({}).expect(204);
  });
});

describe('safeReturnPath', () => {
  it('keeps same-site paths and rejects everything else', () => {
    expect(safeReturnPath('/models?x=1#y')).toBe('/models?x=1#y');
    expect(safeReturnPath('/en/model/a/1')).toBe('/en/model/a/1');
    for (const bad of ['', 'models', '//x.example', '/\\x.example', 'http://x.example/', '/a\nb', 42, null, `/${'a'.repeat(3000)}`]) {
      expect(safeReturnPath(bad)).toBe('/');
    }
    expect(safeReturnPath('/../../etc/passwd')).toBe('/etc/passwd');
  });
});
