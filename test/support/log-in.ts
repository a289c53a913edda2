import type { FastifyInstance } from 'fastify';

/**
 * The demo's login flow for a built app (lk login page -> choose account ->
 * /oauth/code), as a visitor's browser follows it. Returns the session cookies
 * to send with page requests.
 */
export async function logInCookies(app: FastifyInstance, account: string, returnPath: string): Promise<string> {
  const start = await app.inject({ method: 'GET', url: `/auth/login?return=${encodeURIComponent(returnPath)}` });
  const loginPage = new URL(String(start.headers.location));
  const stateCookie = String(([] as string[]).concat(start.headers['set-cookie'] ?? [])[0]).split(';')[0] ?? '';
  const choose = new URL(`${loginPage.origin}${loginPage.pathname}/choose`);
  choose.searchParams.set('account', account);
  choose.searchParams.set('redirect_uri', loginPage.searchParams.get('redirect_uri') ?? '');
  choose.searchParams.set('state', loginPage.searchParams.get('state') ?? '');
  const chosen = await fetch(choose, { redirect: 'manual' });
  const back = new URL(chosen.headers.get('location') ?? '');
  const callback = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: stateCookie } });
  const cookie = ([] as string[])
    .concat(callback.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => /^(access_token|refresh_token)=./.test(pair))
    .join('; ');
  if (!cookie.includes('access_token=')) throw new Error(`logging in as ${account} gave no session cookie`);
  return cookie;
}
