// Spec §4 registration gate, §5 sign-up consent, §6 downloads: the built app on the demo upstream.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelPageDto, SessionView } from '#shared/api/port.ts';
import { buildTestApp } from '#test/support/app.ts';
import { logInCookies } from '#test/support/log-in.ts';

let app: FastifyInstance;
let modelId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const search = await app.inject({ method: 'GET', url: '/api/models?lang=ru' });
  const ids = (search.json().models as Array<{ id: number }>).map((model) => String(model.id));
  for (const id of ids) {
    const res = await app.inject({ method: 'GET', url: `/api/models/${id}?lang=ru` });
    if ((res.json() as ModelPageDto).model.files.length > 0) {
      modelId = id;
      break;
    }
  }
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('registration gate for documents', () => {
  it('redirects an unfinished sign-up from every page to /validate with 302, never cached, keeping the page asked for', async () => {
    const cookie = await logInCookies(app, 'unregistered', '/');
    for (const path of ['/', '/models?search=%D0%BA%D1%80%D0%B0%D0%BD', '/about', `/model/x/${modelId}`, '/en/articles']) {
      const res = await get(path, cookie);
      expect(res.statusCode, path).toBe(302);
      expect(String(res.headers['cache-control'])).toContain('no-store');
      const location = new URL(String(res.headers.location), 'https://bim.example');
      expect(location.pathname).toBe(path.startsWith('/en') ? '/en/validate' : '/validate');
      if (path !== '/') expect(location.searchParams.get('return')).toBe(path);
    }
  });

  it('shows /validate itself (no loop) with the form and the privacy consent', async () => {
    const cookie = await logInCookies(app, 'unregistered', '/');
    const res = await get('/validate?return=%2Fabout', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="validate-form"');
    const consent = /<input[^>]*name="privacyConsent"[^>]*>/.exec(res.body)?.[0] ?? '';
    expect(consent).toContain('type="checkbox"');
    expect(consent).toContain('required=""');
    expect(res.body).toContain('Что будет дальше');
  });

  it('lets anonymous visitors and registered users through', async () => {
    expect((await get('/about')).statusCode).toBe(200);
    const designer = await logInCookies(app, 'designer', '/');
    expect((await get('/about', designer)).statusCode).toBe(200);
    const validate = await get('/validate', designer);
    expect(validate.statusCode).toBe(200);
    expect(validate.body).toContain('data-testid="validate-done"');
    expect((await get('/validate')).body).toContain('data-testid="validate-login"');
  });
});

describe('downloads for registered users only', () => {
  it('gives no file links to an unfinished sign-up in the API, links to a registered designer', async () => {
    const unregistered = await logInCookies(app, 'unregistered', '/');
    const hidden = await app.inject({ method: 'GET', url: `/api/models/${modelId}?lang=ru`, headers: { cookie: unregistered } });
    expect(hidden.statusCode).toBe(200);
    expect((hidden.json() as ModelPageDto).model.files.every((file) => file.href === null && file.name === null)).toBe(true);
    const designer = await logInCookies(app, 'designer', '/');
    const shown = await app.inject({ method: 'GET', url: `/api/models/${modelId}?lang=ru`, headers: { cookie: designer } });
    expect((shown.json() as ModelPageDto).model.files.every((file) => file.href !== null)).toBe(true);
  });
});

describe('POST /api/registration', () => {
  const post = (body: unknown, cookie?: string) =>
    app.inject({ method: 'POST', url: '/api/registration?lang=ru', payload: body as Record<string, unknown>, headers: cookie ? { cookie } : {} });

  it('is 401 for anonymous visitors', async () => {
    expect((await post({ firstName: 'A', lastName: 'B', privacyConsent: true })).statusCode).toBe(401);
  });

  it('refuses a form without the privacy consent or names, naming the fields, never a 500', async () => {
    const cookie = await logInCookies(app, 'unregistered', '/');
    // The process now remembers this token's context as 'unregistered' (session checks).
    const before = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect((before.json() as SessionView).user?.registered).toBe(false);
    const res = await post({ firstName: ' ', lastName: 'Иванов', privacyConsent: false }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ firstName: 'required', privacyConsent: 'required' });
    expect(res.headers['cache-control']).toContain('no-store');
    expect((await post({ firstName: 1, lastName: [] }, cookie)).statusCode).toBe(400);
    expect((await post('not json', cookie)).statusCode).toBeLessThan(500);
  });

  it('completes sign-up: the session is registered, the gate opens and downloads appear', async () => {
    const cookie = await logInCookies(app, 'unregistered', '/');
    // The process now remembers this token's context as 'unregistered' (session checks).
    const before = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect((before.json() as SessionView).user?.registered).toBe(false);
    const res = await post({ firstName: 'Мария', lastName: 'Новикова', privacyConsent: true, mailing: true }, cookie);
    expect(res.statusCode).toBe(200);
    const view = res.json() as SessionView;
    expect(view.user?.registered).toBe(true);
    expect(view.user?.firstName).toBe('Мария');
    // What the next page asks straight after must not be the remembered, stale answer.
    const after = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect((after.json() as SessionView).user?.registered).toBe(true);
    expect((await get('/about', cookie)).statusCode).toBe(200);
    const model = await app.inject({ method: 'GET', url: `/api/models/${modelId}?lang=ru`, headers: { cookie } });
    expect((model.json() as ModelPageDto).model.files.some((file) => file.href !== null)).toBe(true);
  });
});
