// The download door (issue 23 §1, docs/decisions/0024): the production app on the
// demo upstream with anonymous, unregistered and registered sessions. Only a
// registered user's visit from the site gets bytes; the download is recorded
// (spec §7 /event, download_model); nobody else sees a file path anywhere; the
// relayed uploads folder has no model files; a file the host cannot deliver is
// the spec's error page, never a short 200.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { get as httpGet } from 'node:http';
import type { ModelPageDto } from '#shared/api/dto.ts';
import type { Model } from '#shared/types/index.ts';
import { DOWNLOAD_RATE_LIMIT_MAX } from '#shared/constants.ts';
import { parse as parseDisposition } from 'content-disposition';
import { buildTestApp } from '#test/support/app.ts';
import { logInCookies } from '#test/support/log-in.ts';

let app: FastifyInstance;
let model: Model;
let modelPage: string;
let designer: string;
let unregistered: string;

const demo = () => app.demoUpstream!;
const file = () => model.files[0]!;
const door = () => `/download/${model.id}/${file().id}`;
/** What a browser sends for a click on a link of the site. */
const FROM_SITE = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

beforeAll(async () => {
  app = await buildTestApp();
  // Listening, so one test can read a broken transfer with a plain HTTP client.
  await app.listen({ port: 0, host: '127.0.0.1' });
  model = demo().dataset.models.find((candidate) => candidate.files.length >= 2)!;
  const data = (await request(app.server).get(`/api/models/${model.id}?lang=ru`).expect(200)).body as ModelPageDto;
  modelPage = `/model/${data.model.alias}/${model.id}`;
  designer = await logInCookies(app, 'designer', '/');
  unregistered = await logInCookies(app, 'unregistered', '/');
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  demo().faults.clear();
});

const get = (path: string, headers: Record<string, string> = {}) => request(app.server).get(path).set(headers).buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});
const demoFile = async () => Buffer.from(await (await fetch(`${demo().urls.uploads}${file().url}`)).arrayBuffer());
const downloadEvents = () => demo().events().filter((event) => event.channel === 'event' && event.data.event === 'download_model');

async function waitFor(check: () => boolean, ms = 2_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('who gets the file', () => {
  it('anonymous: 401 with the sign-in page for a browser, returning to the model page, and no byte of the file', async () => {
    const bytes = await demoFile();
    const res = await get(door(), FROM_SITE);
    expect(res.status).toBe(401);
    const html = (res.body as Buffer).toString('utf8');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(html).toContain('data-testid="door-sign-in"');
    expect(html).toContain('Чтобы скачать модель, войдите или зарегистрируйтесь');
    expect(html).toContain(`href="/auth/login?return=${encodeURIComponent(modelPage).replace(/%2F/g, '%2F')}"`);
    expect(html).toContain('noindex');
    expect(html).not.toContain(bytes.toString('utf8').slice(0, 30));
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('anonymous, not a browser: 401 JSON', async () => {
    const res = await request(app.server).get(door()).set('accept', 'application/json');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('a forged or junk session is anonymous', async () => {
    const res = await get(door(), { ...FROM_SITE, cookie: 'access_token=at_forgedforgedforgedforgedforged; refresh_token=nope' });
    expect(res.status).toBe(401);
  });

  it('unregistered: 403 with the finish-registration page, returning to the model page', async () => {
    const res = await get(door(), { ...FROM_SITE, cookie: unregistered });
    expect(res.status).toBe(403);
    const html = (res.body as Buffer).toString('utf8');
    expect(html).toContain('data-testid="door-finish-registration"');
    expect(html).toContain(`href="/validate?return=${encodeURIComponent(modelPage)}"`);
    const api = await request(app.server).get(door()).set('cookie', unregistered).set('accept', 'application/json');
    expect(api.status).toBe(403);
    expect(api.body.error.code).toBe('forbidden');
  });

  it('registered: the file as the uploads host has it, as an attachment, never stored by a shared cache; the download is recorded', async () => {
    const before = downloadEvents().length;
    const bytes = await demoFile();
    const res = await get(door(), { ...FROM_SITE, cookie: designer });
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(parseDisposition(String(res.headers['content-disposition']))).toEqual({ type: 'attachment', parameters: { filename: file().file_name } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    await waitFor(() => downloadEvents().length > before);
    const event = downloadEvents().at(-1)!.data as { user: { email: string } | null; page: string; eventOptions: Record<string, unknown> };
    expect(downloadEvents().length).toBe(before + 1);
    expect(event.user?.email).toBeTruthy();
    expect(event.page).toBe(modelPage);
    expect(event.eventOptions).toMatchObject({ model_id: model.id, file_id: file().id, ext: file().ext });
  });

  it('registered, HEAD: the headers without the body, and no download recorded', async () => {
    const before = downloadEvents().length;
    const res = await request(app.server).head(door()).set({ ...FROM_SITE, cookie: designer });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(downloadEvents().length).toBe(before);
  });

  it('a browser-sent download_model event is not forwarded: only the door records downloads', async () => {
    const before = downloadEvents().length;
    const res = await request(app.server).post('/api/events?lang=ru').set('content-type', 'application/json').set('cookie', designer).send({ event: 'download_model', page: modelPage, eventOptions: { file_id: '1' } });
    expect(res.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(downloadEvents().length).toBe(before);
  });

  it('a link from another site sends a browser to the model page (303) and downloads nothing; a script from another site gets 403', async () => {
    const before = downloadEvents().length;
    const res = await get(door(), { ...FROM_SITE, 'sec-fetch-site': 'cross-site', cookie: designer });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(modelPage);
    const fetched = await request(app.server).get(door()).set({ 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'empty', cookie: designer });
    expect(fetched.status).toBe(403);
    expect(fetched.body.error.code).toBe('cross_site');
    expect(downloadEvents().length).toBe(before);
    // Typed or bookmarked (Sec-Fetch-Site: none) is the user's own visit.
    expect((await get(door(), { ...FROM_SITE, 'sec-fetch-site': 'none', cookie: designer })).status).toBe(200);
  });

  it('an unknown model or file, or a malformed id, is the 404 page', async () => {
    for (const path of [`/download/${model.id}/999999999`, '/download/999999999/1', '/download/abc/1', `/download/${model.id}/0`]) {
      const res = await get(path, { ...FROM_SITE, cookie: designer });
      expect(res.status, path).toBe(404);
      expect((res.body as Buffer).toString('utf8'), path).toContain('Ошибка 404 — Страница не найдена');
    }
  });
});

describe('no file path outside the door', () => {
  it('anonymous HTML and JSON of a model page carry the files’ facts but no path, no name and no door address', async () => {
    const json = await request(app.server).get(`/api/models/${model.id}?lang=ru`).expect(200);
    const files = (json.body as ModelPageDto).model.files;
    expect(files.length).toBe(model.files.length);
    for (const shown of files) expect(shown).toMatchObject({ href: null, name: null });
    expect(files.map((shown) => shown.ext)).toEqual(model.files.map((source) => source.ext));
    const html = await request(app.server).get(modelPage).set('accept', 'text/html').expect(200);
    for (const text of [json.text, html.text]) {
      for (const source of model.files) {
        expect(text).not.toContain(source.url);
        expect(text).not.toContain(source.file_name);
      }
      expect(text).not.toContain('/download/');
    }
    expect(html.text).toContain('data-testid="download-login"');
  });

  it('the relayed uploads folder answers 404 for model files, in any spelling; images still load', async () => {
    for (const path of [`/uploads${file().url}`, `/uploads/files/${model.id}`, `/uploads/%66iles${file().url.slice('/files'.length)}`, `/uploads/Files${file().url.slice('/files'.length)}`]) {
      const res = await request(app.server).get(path).set('cookie', designer);
      expect(res.status, path).toBe(404);
    }
    expect((await request(app.server).get(`/uploads/images/companies/${model.company_id}.svg?size=64x64`)).status).toBe(200);
  });
});

describe('a file the uploads host cannot deliver', () => {
  it('a 500 from the host is the 500 page, a 404 the 404 page, a timeout-like failure the 404 page: never a 200', async () => {
    for (const [fault, status] of [
      [{ kind: 'status', status: 500 }, 500],
      [{ kind: 'status', status: 404 }, 404],
      [{ kind: 'status', status: 503 }, 404],
      [{ kind: 'reset' }, 404],
    ] as const) {
      demo().faults.set(`/uploads${file().url}`, fault);
      const res = await get(door(), { ...FROM_SITE, cookie: designer });
      expect(res.status, JSON.stringify(fault)).toBe(status);
      expect(res.headers['content-disposition'], JSON.stringify(fault)).toBeUndefined();
      expect((res.body as Buffer).toString('utf8')).toContain(status === 500 ? 'Ошибка 500' : 'Ошибка 404');
    }
  });

  it('a body cut off after its first bytes is cut off for the visitor too, never completed as a short 200', async () => {
    demo().faults.set(`/uploads${file().url}`, { kind: 'truncated' });
    const { address, port } = app.server.address() as AddressInfo;
    const outcome = await new Promise<{ status: number; length: string | undefined; received: number; complete: boolean }>((resolve, reject) => {
      const req = httpGet({ host: address, port, path: door(), headers: { ...FROM_SITE, cookie: designer } }, (res) => {
        let received = 0;
        res.on('data', (chunk: Buffer) => (received += chunk.length));
        res.on('error', () => undefined);
        res.on('close', () => resolve({ status: res.statusCode ?? 0, length: res.headers['content-length'], received, complete: res.complete }));
      });
      req.on('error', reject);
    });
    expect(outcome.status).toBe(200);
    // The promised length never arrives, and the message is not complete: a browser marks the download failed.
    expect(outcome.received).toBeLessThan(Number(outcome.length));
    expect(outcome.complete).toBe(false);
  });

});

describe('limits', () => {
  it('counts downloads per user: past the limit a browser gets the busy page with Retry-After, and another user is not affected', async () => {
    const heavy = await logInCookies(app, 'newcomer', '/');
    let last = 200;
    for (let n = 0; n <= DOWNLOAD_RATE_LIMIT_MAX && last !== 429; n += 1) last = (await request(app.server).head(door()).set({ ...FROM_SITE, cookie: heavy })).status;
    expect(last).toBe(429);
    const refused = await get(door(), { ...FROM_SITE, cookie: heavy });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect((refused.body as Buffer).toString('utf8')).toContain('data-testid="door-busy"');
    expect((await request(app.server).head(door()).set({ ...FROM_SITE, cookie: designer })).status).toBe(200);
  });
});
