import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildAnalyticsEvent, sanitiseEventOptions } from '#shared/domain/analytics.ts';

describe('analytics sanitiser (spec §5)', () => {
  it('skips events without a name', () => {
    expect(buildAnalyticsEvent({ event: '', timestamp: 1 })).toBeNull();
    expect(buildAnalyticsEvent({ event: '   ', timestamp: 1 })).toBeNull();
    expect(buildAnalyticsEvent({ timestamp: 1 })).toBeNull();
    expect(buildAnalyticsEvent({ event: 42, timestamp: 1 })).toBeNull();
  });
  it('drops object values and the agree key', () => {
    expect(sanitiseEventOptions({ a: 1, b: 'x', c: true, d: { x: 1 }, e: [1], f: null, agree: true, g: Number.NaN })).toEqual({ a: 1, b: 'x', c: true });
  });
  it('builds the event with user, page and timestamp', () => {
    const user = { id: '1', email: 'a@b.c', firstName: 'A', lastName: 'B', currentCompanyId: null, currentCompanyName: null };
    expect(buildAnalyticsEvent({ event: ' download ', page: '/model/x/1', eventOptions: { id: 5, agree: 'yes' }, user, timestamp: 7 })).toEqual({
      user,
      page: '/model/x/1',
      event: 'download',
      eventOptions: { id: 5 },
      timestamp: 7,
    });
  });
  it('never lets an object or agree through, and never touches the prototype', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (options) => {
        const clean = sanitiseEventOptions(options);
        expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
        expect('agree' in clean).toBe(false);
        for (const value of Object.values(clean)) expect(['string', 'number', 'boolean']).toContain(typeof value);
      }),
    );
    expect(sanitiseEventOptions(JSON.parse('{"__proto__": "x", "ok": 1}'))).toEqual({ ok: 1 });
    expect(sanitiseEventOptions([1, 2])).toEqual({});
    expect(sanitiseEventOptions('text')).toEqual({});
  });
});
