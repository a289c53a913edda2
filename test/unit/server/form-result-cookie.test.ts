// A sent form's result across its 303 (server/routes/form-result-cookie.ts): read back only
// for its own page, and only as the plain record a form sends; anything else is ignored.
import { describe, expect, it } from 'vitest';
import { decodeFormResult, encodeFormResult } from '#server/routes/form-result-cookie.ts';

const sent = { routeId: 'about', data: { ok: true, ticketId: 12, email: 'anna@bureau.ru' } };
const raw = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('the form result cookie', () => {
  it('comes back for its own page only', () => {
    const value = encodeFormResult(sent, '/about');
    expect(value).not.toBeNull();
    expect(decodeFormResult(value!, '/about')).toEqual(sent);
    expect(decodeFormResult(value!, '/about?x=1')).toBeNull();
    expect(decodeFormResult(value!, '/en/about')).toBeNull();
    expect(decodeFormResult(undefined, '/about')).toBeNull();
  });

  it('is dropped when it would not fit a cookie', () => {
    expect(encodeFormResult({ routeId: 'about', data: { ok: true, note: 'x'.repeat(3_000) } }, '/about')).toBeNull();
  });

  it('ignores a hand-made or broken value: not sent, nested, long, odd route ids, not JSON', () => {
    for (const value of [
      raw({ p: '/about', r: 'about', d: { ok: false, status: 400 } }),
      raw({ p: '/about', r: 'about', d: { ok: true, nested: { a: 1 } } }),
      raw({ p: '/about', r: 'about', d: { ok: true, list: [1, 2] } }),
      raw({ p: '/about', r: 'about', d: { ok: true, text: 'x'.repeat(600) } }),
      raw({ p: '/about', r: '<script>', d: { ok: true } }),
      raw({ p: '/about', r: 'about', d: Object.fromEntries([...Array.from({ length: 20 }, (_, i): [string, unknown] => [`k${i}`, 1]), ['ok', true]]) }),
      raw(null),
      raw([1, 2]),
      'not base64 json',
      '',
    ]) {
      expect(decodeFormResult(value, '/about'), value).toBeNull();
    }
  });
});
