import type { FastifyInstance } from 'fastify';

/**
 * The lk login page's choice of a demo account, as a browser makes it: on the lk host
 * itself (an absolute login-page address), or through the app when the demo's lk pages
 * are relayed under the front host (demo mode, a relative one). Returns where the lk host
 * sends the browser back to.
 */
function callbackHost(loginPage: URL): string {
  const redirectUri = loginPage.searchParams.get('redirect_uri') ?? '';
  return URL.canParse(redirectUri) ? new URL(redirectUri).host : 'localhost';
}

export async function chooseDemoAccount(app: FastifyInstance, loginPageLocation: string, account: string): Promise<URL> {
  const loginPage = new URL(loginPageLocation, 'http://front.invalid');
  const choose = new URL(`${loginPage.origin}${loginPage.pathname}/choose`);
  choose.searchParams.set('account', account);
  choose.searchParams.set('redirect_uri', loginPage.searchParams.get('redirect_uri') ?? '');
  choose.searchParams.set('state', loginPage.searchParams.get('state') ?? '');
  const location = loginPage.origin === 'http://front.invalid'
    ? // Relayed under the front host (demo mode): the browser asks the host it is on, which the callback names.
      String((await app.inject({ method: 'GET', url: `${choose.pathname}${choose.search}`, headers: { host: callbackHost(loginPage) } })).headers.location ?? '')
    : ((await fetch(choose, { redirect: 'manual' })).headers.get('location') ?? '');
  return new URL(location);
}

/**
 * The demo's login flow for a built app (lk login page -> choose account ->
 * /oauth/code), as a visitor's browser follows it. Returns the session cookies
 * to send with page requests.
 */
export async function logInCookies(app: FastifyInstance, account: string, returnPath: string): Promise<string> {
  const start = await app.inject({ method: 'GET', url: `/auth/login?return=${encodeURIComponent(returnPath)}` });
  const stateCookie = String(([] as string[]).concat(start.headers['set-cookie'] ?? [])[0]).split(';')[0] ?? '';
  const back = await chooseDemoAccount(app, String(start.headers.location), account);
  const callback = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: stateCookie } });
  const cookie = ([] as string[])
    .concat(callback.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => /^(access_token|refresh_token)=./.test(pair))
    .join('; ');
  if (!cookie.includes('access_token=')) throw new Error(`logging in as ${account} gave no session cookie`);
  return cookie;
}
