// The form kit's pure rules (shared/domain/form-result.ts): a failure as a form shows it,
// whatever was thrown; the wait in minutes; reading what a form posted, whatever came.
import { describe, expect, it } from 'vitest';
import { ApiError, AppError } from '#shared/errors.ts';
import { formFailure, isSentForm, isTicked, listOf, readFormEntries, retryMinutes, sentFormLocation, textOf } from '#shared/domain/form-result.ts';

const posted = (body: BodyInit, type?: string) => new Request('http://portal.test/about', { method: 'POST', body, ...(type ? { headers: { 'content-type': type } } : {}) });

describe('formFailure', () => {
  it('keeps a 400’s fields and a 429’s wait, from the server’s AppError and the browser’s ApiError alike', () => {
    expect(formFailure(new AppError('bad_request', 'Invalid', 400, { fields: { email: 'invalid' } }))).toEqual({ ok: false, status: 400, fields: { email: 'invalid' } });
    expect(formFailure(new AppError('rate_limited', 'Too many', 429, { retryAfterS: 150 }))).toEqual({ ok: false, status: 429, retryAfterS: 150 });
    expect(formFailure(new ApiError('Too many', 429, 'rate_limited', { retryAfterS: 30 }))).toEqual({ ok: false, status: 429, retryAfterS: 30 });
    expect(formFailure(new ApiError('Invalid', 400, 'bad_request', { fields: { name: 'required' } }))).toEqual({ ok: false, status: 400, fields: { name: 'required' } });
  });

  it('names no fields for a 5xx and treats anything else thrown as a 500', () => {
    expect(formFailure(new AppError('upstream_status', 'Down', 502, { fields: { email: 'invalid' } }))).toEqual({ ok: false, status: 502 });
    expect(formFailure(new TypeError('boom'))).toEqual({ ok: false, status: 500 });
    expect(formFailure(undefined)).toEqual({ ok: false, status: 500 });
    expect(formFailure({ statusCode: 429, retryAfterS: -5 })).toEqual({ ok: false, status: 429 });
  });

  it('says the wait in whole minutes, at least one', () => {
    expect(retryMinutes({ retryAfterS: 150 })).toBe(3);
    expect(retryMinutes({ retryAfterS: 1 })).toBe(1);
    expect(retryMinutes({ retryAfterS: 0 })).toBe(1);
    expect(retryMinutes({})).toBe(1);
    expect(retryMinutes({ retryAfterS: 600 })).toBe(10);
  });
});

describe('a sent form', () => {
  it('is an answer with ok: true, nothing else', () => {
    expect(isSentForm({ ok: true, id: 1 })).toBe(true);
    for (const other of [{ ok: false, status: 400 }, { ok: 'true' }, { step: 2 }, null, undefined, 'ok', 1]) expect(isSentForm(other)).toBe(false);
  });

  it('goes back to its page, or where the action names', () => {
    expect(sentFormLocation({ ok: true } as { location?: unknown }, '/about')).toBe('/about');
    expect(sentFormLocation({ location: '/models?search=x' }, '/')).toBe('/models?search=x');
    expect(sentFormLocation({ location: '' }, '/about')).toBe('/about');
    expect(sentFormLocation({ location: 42 }, '/about')).toBe('/about');
  });
});

describe('readFormEntries', () => {
  it('reads an urlencoded and a multipart form, repeated names as lists, files dropped', async () => {
    const urlencoded = await readFormEntries(posted(new URLSearchParams([['email', 'a@b.ru'], ['files', 'rfa'], ['files', 'ifc'], ['consent', 'true']])));
    expect(urlencoded).toEqual({ email: 'a@b.ru', files: ['rfa', 'ifc'], consent: 'true' });
    const multipart = new FormData();
    multipart.append('name', 'Анна');
    multipart.append('manufacturers', '1');
    multipart.append('manufacturers', '2');
    multipart.append('attachment', new Blob(['x']), 'x.txt');
    expect(await readFormEntries(posted(multipart))).toEqual({ name: 'Анна', manufacturers: ['1', '2'] });
  });

  it('is an empty form for a body that is not one or is broken, never an error', async () => {
    expect(await readFormEntries(posted('{"email":"a@b.ru"}', 'application/json'))).toEqual({});
    expect(await readFormEntries(posted('--x\r\nbroken', 'multipart/form-data; boundary=y'))).toEqual({});
    expect(await readFormEntries(new Request('http://portal.test/', { method: 'POST' }))).toEqual({});
  });

  it('stops at a bound on the number of fields', async () => {
    const many = new URLSearchParams(Array.from({ length: 1000 }, (_, i) => [`f${i}`, 'x']));
    expect(Object.keys(await readFormEntries(posted(many))).length).toBe(400);
  });

  it('reads fields as text, lists and ticks', () => {
    const entries = { email: 'a@b.ru', files: ['rfa', 'ifc'], consent: 'true', mailing: 'false', bare: 'on' };
    expect(textOf(entries, 'email')).toBe('a@b.ru');
    expect(textOf(entries, 'files')).toBe('rfa');
    expect(textOf(entries, 'missing')).toBe('');
    expect(listOf(entries, 'files')).toEqual(['rfa', 'ifc']);
    expect(listOf(entries, 'email')).toEqual(['a@b.ru']);
    expect(listOf(entries, 'missing')).toEqual([]);
    expect([isTicked(entries, 'consent'), isTicked(entries, 'bare'), isTicked(entries, 'mailing'), isTicked(entries, 'missing')]).toEqual([true, true, false, false]);
  });
});
