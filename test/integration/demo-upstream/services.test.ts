import { gltfExtent } from '#test/support/gltf.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RssResponse, TokenResponse, UserContext } from '#shared/types/index.ts';
import { STATISTICS_PATHS } from '#shared/types/index.ts';
import type { DemoUpstream } from '#server/demo-upstream/start.ts';
import { startDemoUpstream } from '#server/demo-upstream/start.ts';
import { DEMO_ACCOUNT_LOGINS } from '#server/demo-upstream/dataset/index.ts';
import { call } from './helpers.ts';

let upstream: DemoUpstream;
beforeAll(async () => {
  upstream = await startDemoUpstream();
});
afterAll(async () => {
  await upstream.close();
});

const REDIRECT = 'http://127.0.0.1:3000/oauth/code';

async function login(account: string): Promise<TokenResponse> {
  const choose = await call(upstream, 'GET', `/lk/login/choose?${new URLSearchParams({ account, redirect_uri: REDIRECT, state: 's1' })}`);
  expect(choose.status).toBe(302);
  const location = new URL(choose.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
  expect(location.searchParams.get('state')).toBe('s1');
  const code = location.searchParams.get('code') ?? '';
  const tokens = await call<TokenResponse>(upstream, 'POST', '/api/user/token', { json: { code, redirect_uri: REDIRECT } });
  expect(tokens.status).toBe(200);
  expect((await call(upstream, 'POST', '/api/user/token', { json: { code, redirect_uri: REDIRECT } })).status).toBe(400);
  return tokens.body;
}

describe('user service', () => {
  it('shows a login page listing every demo account', async () => {
    const page = await call(upstream, 'GET', `/lk/login?redirect_uri=${encodeURIComponent(REDIRECT)}&state=abc`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    for (const loginName of DEMO_ACCOUNT_LOGINS) expect(page.text).toContain(`data-login="${loginName}"`);
    // Following a link from the page completes the login round trip.
    const href = /<a class="account"[^>]*href="([^"]+)"/.exec(page.text)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(href.startsWith('/lk/login/choose?')).toBe(true);
    const chosen = await call(upstream, 'GET', href);
    expect(chosen.status).toBe(302);
    expect(new URL(chosen.headers.get('location') ?? '').searchParams.get('state')).toBe('abc');
    expect((await call(upstream, 'GET', '/lk/login?redirect_uri=javascript:alert(1)')).status).toBe(400);
    expect((await call(upstream, 'GET', `/lk/login/choose?account=nobody&redirect_uri=${encodeURIComponent(REDIRECT)}`)).status).toBe(400);
  });

  it('exchanges a code for tokens and serves the context', async () => {
    const tokens = await login('designer');
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const context = await call<UserContext>(upstream, 'GET', '/api/user/context', { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(context.body).toMatchObject({ context: { registered: true }, user: { firstName: 'Анна', currentCompany: null } });
    expect((await call(upstream, 'GET', '/api/user/context')).status).toBe(401);
    expect((await call(upstream, 'GET', '/api/user/context', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it('gives each account its own shape', async () => {
    const manufacturer = await login('manufacturer');
    const context = await call<UserContext>(upstream, 'GET', '/api/user/context', { headers: { authorization: `Bearer ${manufacturer.access_token}` } });
    expect(context.body.user.currentCompany?.nameShort).toBeTruthy();
    const unregistered = await login('unregistered');
    const other = await call<UserContext>(upstream, 'GET', '/api/user/context', { headers: { authorization: `Bearer ${unregistered.access_token}` } });
    expect(other.body.context.registered).toBe(false);
  });

  it('records the agreement', async () => {
    const tokens = await login('newcomer');
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    expect((await call(upstream, 'GET', '/api/user/agreement', { headers: auth })).body).toEqual({ agreement: false });
    expect((await call(upstream, 'POST', '/api/user/agreement', { headers: auth, json: { agreement: true } })).body).toEqual({ agreement: true });
    expect((await call(upstream, 'GET', '/api/user/agreement', { headers: auth })).body).toEqual({ agreement: true });
    expect((await call(upstream, 'POST', '/api/user/agreement', { headers: auth, json: { agreement: 'sure' } })).status).toBe(400);
    expect((await call(upstream, 'GET', '/api/user/agreement')).status).toBe(401);
  });

  it('rotates refresh tokens and revokes on logout', async () => {
    const tokens = await login('designer');
    const refreshed = await call<TokenResponse>(upstream, 'POST', '/api/user/refresh', { form: { refresh_token: tokens.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(tokens.access_token);
    expect((await call(upstream, 'POST', '/api/user/refresh', { json: { refresh_token: tokens.refresh_token } })).status).toBe(401);
    expect((await call(upstream, 'GET', '/api/user/context', { headers: { authorization: `Bearer ${tokens.access_token}` } })).status).toBe(401);
    const auth = { authorization: `Bearer ${refreshed.body.access_token}` };
    expect((await call(upstream, 'POST', '/api/user/logout', { headers: auth })).status).toBe(200);
    expect((await call(upstream, 'GET', '/api/user/context', { headers: auth })).status).toBe(401);
    expect((await call(upstream, 'POST', '/api/user/refresh', { json: { refresh_token: refreshed.body.refresh_token } })).status).toBe(401);
  });

  it('serves lk and admin pages and non-stock avatars', async () => {
    expect((await call(upstream, 'GET', '/lk/messages/')).status).toBe(200);
    expect((await call(upstream, 'GET', '/admin/')).text).toContain('<h1>');
    const avatar = await call(upstream, 'GET', '/api/assets/images/avatar-10004.svg?size=64x64');
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
    expect(avatar.text).toContain('width="64"');
    expect((await call(upstream, 'GET', '/api/assets/images/unknown.svg')).status).toBe(404);
  });
});

describe('other calls', () => {
  it('serves both RSS feeds', async () => {
    for (const action of ['GetRssRenga', 'GetRssArchicad']) {
      const rss = await call<RssResponse>(upstream, 'GET', `/web1/?m=statics&a=${action}`);
      expect(rss.body.status_code).toBe(200);
      expect(rss.body.rss.channel.item.length).toBeGreaterThan(5);
      for (const item of rss.body.rss.channel.item) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
    expect((await call(upstream, 'GET', '/web1/?m=statics&a=GetRssOther')).status).toBe(400);
  });

  it('serves the nine statistics datasets', async () => {
    for (const path of Object.values(STATISTICS_PATHS)) {
      const response = await call<{ status_code: number; data: unknown }>(upstream, 'GET', `/web1/elastic/${path}`);
      expect(response.body.status_code, path).toBe(200);
      const data = response.body.data;
      expect(Array.isArray(data) ? data.length : Object.keys(data as object).length, path).toBeGreaterThan(0);
    }
    expect((await call(upstream, 'GET', '/web1/elastic/nothing')).status).toBe(404);
    // Host assignment: statistics live on the first web API host only.
    expect((await call(upstream, 'GET', '/web2/elastic/topcountry')).status).toBe(404);
  });

  it('accepts analytics events and support tickets', async () => {
    const event = { user: null, page: '/models', event: 'show', eventOptions: { popup_id: 301 }, timestamp: Date.now() };
    for (const channel of ['rabbit', 'event', 'log']) {
      const response = await call(upstream, 'POST', `/events/${channel}`, { json: event });
      expect(response.status).toBe(202);
    }
    expect((await call(upstream, 'POST', '/events/rabbit', { json: { ...event, event: '' } })).status).toBe(400);
    const ticket = await call<{ ticket_id: number }>(upstream, 'POST', '/api/omnidesk/create_ticket', { json: { subject: 'Не скачивается модель', content: 'Ошибка 403', user_email: 'a@b.example' } });
    expect(ticket.body.ticket_id).toBeGreaterThan(0);
    expect((await call(upstream, 'POST', '/api/omnidesk/create_ticket', { json: { subject: 'x' } })).status).toBe(400);
  });

  it('stores and lists webhook calls', async () => {
    await call(upstream, 'POST', '/webhook/partnership', { json: { company_id: '1001', email: 'a@b.example' } });
    await call(upstream, 'POST', '/webhook/partnership', { form: { company_id: '1002' } });
    const all = await call<{ items: unknown[] }>(upstream, 'GET', '/webhook/partnership');
    expect(all.body.items).toHaveLength(2);
    const one = await call<{ items: Array<{ data: { company_id: string } }> }>(upstream, 'GET', '/webhook/partnership?company_id=1002');
    expect(one.body.items.map((i) => i.data.company_id)).toEqual(['1002']);
    expect((await call(upstream, 'POST', '/webhook/bad%20name', { json: {} })).status).toBe(400);
  });

  it('serves generated images, glTF previews and files from uploads', async () => {
    const model = upstream.dataset.models.find((m) => m.is_viewer3d && m.width !== null && m.length !== null)!;
    const image = await call(upstream, 'GET', `/uploads${model.images[0]?.url}?size=270x270`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.text).toContain('width="270"');
    expect((await call(upstream, 'GET', `/uploads${model.images[0]?.url}?size=huge`)).status).toBe(400);
    expect((await call(upstream, 'GET', `/uploads/images/models/${model.id}/99.svg`)).status).toBe(404);
    const company = upstream.dataset.companies[0]!;
    expect((await call(upstream, 'GET', `/uploads${company.logo}`)).text).toContain('<svg');
    const article = upstream.dataset.articles[0]!;
    expect((await call(upstream, 'GET', `/uploads${article.image}`)).status).toBe(200);
    const ad = upstream.dataset.adPopups[0]!;
    expect((await call(upstream, 'GET', `/uploads${ad.data.images[0]?.src}`)).status).toBe(200);

    const gltf = await call<{ asset: { version: string }; accessors: Array<{ min?: number[]; max?: number[] }> }>(upstream, 'GET', `/uploads${model.viewer3d_url}`);
    expect(gltf.headers.get('content-type')).toContain('model/gltf+json');
    expect(gltf.body.asset.version).toBe('2.0');
    expect(gltfExtent(gltf.body).max).toEqual([(model.width ?? 0) / 2000, (model.height ?? 0) / 1000, (model.length ?? 0) / 2000].map(Math.fround));
    const flat = upstream.dataset.models.find((m) => !m.is_viewer3d)!;
    expect((await call(upstream, 'GET', `/uploads/models/${flat.id}/model.gltf`)).status).toBe(404);

    const file = model.files[0]!;
    const download = await call(upstream, 'GET', `/uploads${file.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(file.file_name);
    expect((await call(upstream, 'GET', `/uploads/files/${model.id}/other.rfa`)).status).toBe(404);
  });
});
