// Forms posted to their page without JavaScript (docs/decisions/0029), against the built app
// and the demo upstream: the same rules as the JSON API (validation, per-form limits with the
// same counter, the cross-site guard), the 303 with a one-read result, the page with the
// errors and the entries, refusals as short pages, never a 500 and never a shared cache entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { FORM_BODY_LIMIT_BYTES, SUPPORT_RATE_LIMIT_MAX } from '#shared/constants.ts';
import { buildTestApp } from '#test/support/app.ts';
import { logInCookies } from '#test/support/log-in.ts';

let app: FastifyInstance;
let client = 0;

beforeAll(async () => {
  // A page cache that outlives every test here, so a leak into it would show.
  app = await buildTestApp({ TRUST_PROXY: 'loopback', PAGE_CACHE_TTL_MS: '60000' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const demo = () => app.demoUpstream!;
const TICKET = { email: 'anna@bureau.ru', subject: 'Нет модели двери', content: 'Не могу найти модель противопожарной двери ДП-1.' };
/** A post as a browser sends it from our own page; each test is another client (rate limits count per client). */
const post = (path: string, fields: Record<string, string> | string, from = `10.7.0.${++client}`) =>
  request(app.server)
    .post(path)
    .set('x-forwarded-for', from)
    .set('sec-fetch-site', 'same-origin')
    .set('origin', 'https://bim.example')
    .type('form')
    .send(typeof fields === 'string' ? fields : new URLSearchParams(fields).toString());
const resultCookie = (res: request.Response) => [res.headers['set-cookie'] ?? []].flat().find((cookie: string) => cookie.startsWith('form_result='));
const tickets = () => demo().calls.count('/api/omnidesk');

describe('a form posted to its page', () => {
  it('sent: 303 to the page, the result in a one-read httpOnly cookie, shown on the page and then gone', async () => {
    const before = tickets();
    const sent = await post('/about', TICKET).expect(303);
    expect(sent.headers.location).toBe('/about');
    expect(sent.headers['cache-control']).toBe('private, no-store');
    expect(tickets()).toBe(before + 1);
    const cookie = resultCookie(sent)!;
    expect(cookie).toMatch(/; Max-Age=60; Path=\/; HttpOnly; Secure; SameSite=Lax$/);

    const shown = await request(app.server).get('/about').set('cookie', cookie.split(';')[0]!).expect(200);
    expect(shown.text).toMatch(/data-testid="support-sent"[^]*anna@bureau\.ru/);
    expect(shown.headers['cache-control']).toBe('private, no-cache');
    // Read once: the same reply clears it.
    expect(resultCookie(shown)).toMatch(/^form_result=;.*Expires=Thu, 01 Jan 1970/);
    // The action's data travels in the hydration payload, so the browser shows the same.
    expect(shown.text).toContain('actionData');
  });

  it('never puts a shown result in the anonymous page cache, nor takes one from it', async () => {
    const anonymous = () => request(app.server).get('/about?from=cache').expect(200);
    const cached = await anonymous();
    expect(cached.headers['cache-control']).toMatch(/^public, /);
    const sent = await post('/about?from=cache', TICKET).expect(303);
    const shown = await request(app.server).get('/about?from=cache').set('cookie', resultCookie(sent)!.split(';')[0]!).expect(200);
    expect(shown.text).toContain('data-testid="support-sent"');
    expect(shown.headers['cache-control']).toBe('private, no-cache');
    const after = await anonymous();
    expect(after.text).not.toContain('data-testid="support-sent"');
    expect(after.text).not.toContain('anna@bureau.ru');
    expect(after.headers.etag).toBe(cached.headers.etag);
  });

  it('a result for another page, or a forged one, shows nothing', async () => {
    const sent = await post('/about', TICKET).expect(303);
    const elsewhere = await request(app.server).get('/about?other=1').set('cookie', resultCookie(sent)!.split(';')[0]!).expect(200);
    expect(elsewhere.text).not.toContain('data-testid="support-sent"');
    const forged = Buffer.from(JSON.stringify({ p: '/about', r: 'about', d: { ok: true, ticketId: { x: 1 }, email: '<b>x</b>' } })).toString('base64url');
    const page = await request(app.server).get('/about').set('cookie', `form_result=${forged}`).expect(200);
    expect(page.text).not.toContain('data-testid="support-sent"');
  });

  it('not sent: the page itself (200) with the fields refused by the services and the entries kept', async () => {
    const before = tickets();
    const res = await post('/about', { ...TICKET, email: 'not-an-address' }).expect(200);
    expect(tickets()).toBe(before);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(resultCookie(res)).toBeUndefined();
    expect(res.text).toMatch(/aria-invalid="true"[^>]*name="email" value="not-an-address"/);
    expect(res.text).toContain('Нет модели двери');
  });

  it('an upstream failure is the page with the form’s own message, the entries kept, never a 500', async () => {
    demo().faults.set('/api/omnidesk/create_ticket', { kind: 'status', status: 500 }, { times: 1 });
    const res = await post('/about', TICKET).expect(200);
    expect(res.text).toContain('data-testid="support-failed"');
    expect(res.text).toContain('Нет модели двери');
  });

  it('the body schema of the form’s /api route applies too (a 400 without fields)', async () => {
    const res = await post('/unsubscribe', { email: 'a'.repeat(10_001) }).expect(200);
    expect(res.text).toContain('data-testid="unsubscribe-failed"');
  });

  it('sign-up, registered on its own form: the action’s redirect becomes a 303', async () => {
    const cookies = await logInCookies(app, 'unregistered', '/validate');
    const refused = await request(app.server).post('/validate?return=%2Fmodels').set('cookie', cookies).set('sec-fetch-site', 'same-origin').type('form').send('firstName=Мария&lastName=').expect(200);
    expect(refused.text).toContain('data-testid="validate-error"');
    expect(refused.text).toContain('value="Мария"');
    const done = await request(app.server).post('/validate?return=%2Fmodels').set('cookie', cookies).set('sec-fetch-site', 'same-origin').type('form').send('firstName=Мария&lastName=Новикова&privacyConsent=true').expect(303);
    expect(done.headers.location).toBe('/models');
  });

  it('the site-wide forms post to the root action and go back to their page, only on this site', async () => {
    const cookies = await logInCookies(app, 'manufacturer', '/about');
    const back = await request(app.server).post('/').set('cookie', cookies).set('sec-fetch-site', 'same-origin').type('form').send('intent=logout&back=%2Fmodels%3Fsearch%3Ddoor').expect(303);
    expect(back.headers.location).toBe('/models?search=door');
    expect([back.headers['set-cookie']].flat().join('\n')).toMatch(/access_token=;/);
    for (const elsewhere of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const res = await post('/', { intent: 'logout', back: elsewhere }).expect(303);
      expect(res.headers.location, elsewhere).toBe('/');
    }
  });
});

describe('what no action sees', () => {
  it('another site’s post is refused with a page saying why, by Sec-Fetch-Site or by Origin', async () => {
    const before = tickets();
    const bySite = await request(app.server).post('/about').set('sec-fetch-site', 'cross-site').type('form').send(new URLSearchParams(TICKET).toString()).expect(403);
    expect(bySite.headers['content-type']).toMatch(/^text\/html/);
    expect(bySite.text).toContain('data-reason="crossSite"');
    await request(app.server).post('/about').set('origin', 'https://evil.example').type('form').send(new URLSearchParams(TICKET).toString()).expect(403);
    await request(app.server).post('/about').set('origin', 'null').type('form').send(new URLSearchParams(TICKET).toString()).expect(403);
    expect(tickets()).toBe(before);
  });

  it('a same-origin post from the page itself passes (Origin alone, or Sec-Fetch-Site alone)', async () => {
    await request(app.server).post('/about').set('x-forwarded-for', '10.7.1.1').set('origin', 'https://bim.example').type('form').send(new URLSearchParams(TICKET).toString()).expect(303);
    await request(app.server).post('/about').set('x-forwarded-for', '10.7.1.2').set('sec-fetch-site', 'same-origin').set('origin', 'null').type('form').send(new URLSearchParams(TICKET).toString()).expect(303);
  });

  it('bad bodies are refused or answered with field errors, never a 500', async () => {
    const big = await post('/about', `content=${'x'.repeat(FORM_BODY_LIMIT_BYTES)}`).expect(413);
    expect(big.text).toContain('data-reason="tooLarge"');
    const json = await request(app.server).post('/about').set('sec-fetch-site', 'same-origin').set('content-type', 'application/json').send('{"email":"a@b.ru"}').expect(415);
    expect(json.text).toContain('data-reason="unsupported"');
    await request(app.server).post('/about').set('sec-fetch-site', 'same-origin').set('content-type', 'text/plain').send('email=a').expect(415);
    await request(app.server).post('/about').set('sec-fetch-site', 'same-origin').set('content-type', 'multipart/form-data; boundary=x').send('--y\r\nnonsense').expect(200);
    await post('/about', '%%%&&&=\u0000&email=%E0%A4%A').expect(200);
    await post('/about', '').expect(200);
    const noForm = await post('/articles', TICKET).expect(405);
    expect(noForm.headers.allow).toBe('GET, HEAD');
    expect(noForm.text).toContain('data-reason="noForm"');
    await post('/no/such/page', TICKET).expect(405);
    // An unknown /api path is still the JSON side's.
    const api = await request(app.server).post('/api/no-such-route').set('content-type', 'application/json').send('{}').expect(404);
    expect(api.body.error.code).toBe('not_found');
  });
});

describe('rate limits', () => {
  it('a form’s limit is one counter for its /api route and its page; past it the page shows the wait, entries kept', async () => {
    const from = '10.7.9.9';
    const apiPost = () => request(app.server).post('/api/support-tickets').set('x-forwarded-for', from).set('content-type', 'application/json').send(JSON.stringify({ ...TICKET, email: 'x' }));
    for (let n = 0; n < SUPPORT_RATE_LIMIT_MAX - 1; n += 1) await post('/about', { ...TICKET, email: 'x' }, from).expect(200);
    await apiPost().expect(400);
    const before = tickets();
    const limited = await post('/about', TICKET, from).expect(200);
    expect(limited.text).toMatch(/data-testid="support-failed"[^>]*>[^<]*через \d+ минут/);
    expect(limited.text).toContain('Нет модели двери');
    expect(tickets()).toBe(before);
    expect((await apiPost().expect(429)).headers['retry-after']).toBeDefined();
  });

  it('posts to pages have their own bound per client, refused with a page', async () => {
    const from = '10.7.8.8';
    let status = 0;
    for (let n = 0; n < 40 && status !== 429; n += 1) status = (await post('/articles', 'x=1', from)).status;
    expect(status).toBe(429);
    const refused = await post('/articles', 'x=1', from).expect(429);
    expect(refused.text).toContain('data-reason="tooMany"');
  });
});
