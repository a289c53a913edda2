import { describe, expect, it } from 'vitest';
import type { UpstreamRequest } from '#server/upstream/http.ts';
import { ok, setup, timeout } from './fake-http.ts';

const accepted = () => ok({ status: 'accepted' }, 202);

describe('analytics (spec §5, §7, §8)', () => {
  it('skips events without a name', async () => {
    const s = setup();
    await s.port().sendEvent({ event: '  ' });
    expect(s.http.calls).toHaveLength(0);
  });
  it('sanitises and sends to /event, and to /rabbit only when asked', async () => {
    const s = setup();
    s.http.on('events', 'POST', '/event', accepted).on('events', 'POST', '/rabbit', accepted);
    await s.port().sendEvent({ event: 'download', page: '/model/a/1', eventOptions: { id: 1, agree: true, nested: { a: 1 }, list: [1], label: 'x' } });
    expect(s.http.find('events', 'POST', '/event')[0]?.json).toEqual({ user: null, page: '/model/a/1', event: 'download', eventOptions: { id: 1, label: 'x' }, timestamp: 1_700_000_000_000 });
    expect(s.http.count('events', 'POST', '/rabbit')).toBe(0);
    await s.port().sendEvent({ event: 'goal', rabbit: true });
    expect(s.http.count('events', 'POST', '/rabbit')).toBe(1);
  });
  it('attaches the logged-in user from the session', async () => {
    const s = setup();
    s.http.on('events', 'POST', '/event', accepted).on('api', 'GET', '/user/context', {
      id: 'u1',
      createdAt: '2024-01-01',
      context: { registered: true },
      user: { id: 'u1', email: 'a@b.c', firstName: 'A', lastName: 'B', avatar: '', count_new_message: 0, currentCompany: { id: 'c1', nameFull: 'F', nameShort: 'S' } },
      permissions: [],
      modulePermissions: {},
    });
    await s.port({ accessToken: 't' }).sendEvent({ event: 'view' });
    expect((s.http.find('events', 'POST', '/event')[0]?.json as { user: unknown }).user).toEqual({
      id: 'u1',
      email: 'a@b.c',
      firstName: 'A',
      lastName: 'B',
      currentCompanyId: 'c1',
      currentCompanyName: 'S',
    });
  });
  it('a failure is only logged', async () => {
    const s = setup();
    s.http.on('events', 'POST', '/event', timeout);
    await expect(s.port().sendEvent({ event: 'view' })).resolves.toBeUndefined();
    expect(s.logger.entries.some((e) => e.obj.situation === 'analytics')).toBe(true);
  });
  it('ad events go to /log with the popup id', async () => {
    const s = setup();
    s.http.on('events', 'POST', '/log', accepted);
    await s.port().sendAdEvent({ action: 'close', popupId: 301, page: '/' });
    expect(s.http.find('events', 'POST', '/log')[0]?.json).toMatchObject({ event: 'ads_close', eventOptions: { popup_id: 301 }, page: '/' });
  });
});

describe('likes, views and forms', () => {
  it('like/dislike and view logging: logged, empty fallback on failure (spec §8)', async () => {
    const s = setup();
    s.http
      .on('webApi2', 'POST', '/like_dislike', (req: UpstreamRequest) => ok({ status_code: 200, like: 2, dislike: 1, user_choice: (req.json as { type: string }).type }))
      .on('webApi2', 'POST', '/model/check_view_post', { status_code: 200, counted: true, views: 11 })
      .on('webApi2', 'GET', '/article/check_view/5/device-uuid-1', timeout);
    expect(await s.port().likeDislike({ url: 'article-5', type: 'like', uuid: 'device-uuid-1' })).toEqual({ like: 2, dislike: 1, userChoice: 'like' });
    expect(s.http.find('webApi2', 'POST', '/like_dislike')[0]?.json).toEqual({ url_post_content: 'article-5', type: 'like', uuid: 'device-uuid-1' });
    expect(await s.port().recordModelView('42', 'device-uuid-1')).toEqual({ counted: true, views: 11 });
    expect(await s.port().recordArticleView('5', 'device-uuid-1')).toBeNull();
    expect(s.logger.entries.some((e) => e.obj.situation === 'viewLogging')).toBe(true);
  });
  it('likes: a model key travels as one encoded segment; a value that is not a like key never reaches the upstream', async () => {
    const s = setup();
    s.http.on('webApi2', 'GET', '/article/check_like_dislike/model%2F42/device-uuid-1', { status_code: 200, like: 3, dislike: 0, user_choice: null });
    expect(await s.port().getLikes('model/42', 'device-uuid-1')).toEqual({ like: 3, dislike: 0, userChoice: null });
    for (const bad of ['', '..', 'model/1/2', 'a?b', 'a b', 'x'.repeat(201)]) expect(await s.port().getLikes(bad, 'device-uuid-1'), bad).toBeNull();
    expect(s.http.calls).toHaveLength(1);
  });
  it('request-model form: an upstream 400 is the visitor’s bad input', async () => {
    const s = setup();
    s.http.on('webApi2', 'POST', '/needmodel', (req: UpstreamRequest) =>
      (req.json as { email?: string }).email === 'bad@x' ? ok({ status_code: 400, message: 'bad' }, 400) : ok({ status_code: 200, id: 77 }),
    );
    const form = { description: 'Нужна дверь', name: 'Анна', email: 'a@b.c', files: ['rfa'], manufacturers: ['1001'], consent: true };
    expect(await s.port().requestModel(form)).toEqual({ id: 77 });
    expect(s.http.find('webApi2', 'POST', '/needmodel')[0]?.json).toMatchObject({ description: 'Нужна дверь', name: 'Анна', email: 'a@b.c', files_ext: 'rfa', companies: '1001', consent: true });
    // The upstream refusing the content is the visitor's 400 (without field names) ...
    await expect(s.port().requestModel({ ...form, email: 'bad@x' })).rejects.toMatchObject({ statusCode: 400, code: 'bad_request' });
    // ... and our own checks refuse an invalid form before any upstream call, naming the fields.
    await expect(s.port().requestModel({ description: 'x', email: 'a@b.c' })).rejects.toMatchObject({ statusCode: 400, fields: { description: 'too_short', name: 'required', consent: 'required' } });
  });
  it('support ticket', async () => {
    const s = setup();
    s.http.on('api', 'POST', '/omnidesk/create_ticket', { status_code: 200, ticket_id: 9 });
    const input = { subject: ' Нет модели ', content: 'Не могу найти модель двери.', email: 'anna@bureau.ru', name: 'Анна', page: '/about' };
    expect(await s.port().createSupportTicket(input)).toEqual({ ticketId: 9 });
    // Trimmed fields; the page the form was sent from ends the message for the support team.
    expect(s.http.find('api', 'POST', '/omnidesk/create_ticket')[0]?.json).toEqual({
      subject: 'Нет модели',
      content: 'Не могу найти модель двери.\n\n— /about',
      user_email: 'anna@bureau.ru',
      user_full_name: 'Анна',
    });
  });

  it('support ticket: the form rules answer 400 with each bad field and nothing reaches the upstream', async () => {
    const s = setup();
    await expect(s.port().createSupportTicket({ subject: 'S', content: 'C', email: 'a@b' })).rejects.toMatchObject({
      statusCode: 400,
      fields: { subject: 'too_short', content: 'too_short', email: 'invalid' },
    });
    expect(s.http.find('api', 'POST', '/omnidesk/create_ticket')).toHaveLength(0);
  });
});
