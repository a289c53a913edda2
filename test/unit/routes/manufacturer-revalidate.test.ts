// The manufacturer page reloads its data only when the products filter (or the language)
// changes: the tabs' data came with the page, so a tab switch reloads nothing. The rule
// compares addresses without the catalogue's codec (docs/decisions/0018, third pass).
import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { shouldRevalidate } from '#client/routes/manufacturer/route.tsx';

const BASE = 'http://portal.test/manufacturer/liftkonstruktsiya/1098';
function args(from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}): ShouldRevalidateFunctionArgs {
  return { currentUrl: new URL(BASE + from), nextUrl: new URL(BASE + to), defaultShouldRevalidate: true, ...extra } as ShouldRevalidateFunctionArgs;
}

describe('manufacturer page shouldRevalidate', () => {
  it('keeps the data on a tab switch, with or without a products filter, and on a hash', () => {
    expect(shouldRevalidate(args('', '?tab=about'))).toBe(false);
    expect(shouldRevalidate(args('?tab=about', '?tab=plugins'))).toBe(false);
    expect(shouldRevalidate(args('?tab=plugins', ''))).toBe(false);
    expect(shouldRevalidate(args('?search=kf&page=2', '?tab=about'))).toBe(true);
    expect(shouldRevalidate(args('?tab=plugins', '?tab=plugins#42'))).toBe(false);
  });

  it('reloads when the products filter, the language or the company changes', () => {
    expect(shouldRevalidate(args('', '?search=kf'))).toBe(true);
    expect(shouldRevalidate(args('?search=kf', '?search=kf&page=2'))).toBe(true);
    expect(shouldRevalidate(args('?sections=s1', '?sections=s2'))).toBe(true);
    expect(shouldRevalidate(args('', '?lang=en'))).toBe(true);
    expect(shouldRevalidate({ ...args('', ''), nextUrl: new URL('http://portal.test/manufacturer/other/7') })).toBe(true);
  });

  it('keeps the data after the partnership request (the page’s own action) and leaves a same-address reload to the default', () => {
    const formAction = '/manufacturer/liftkonstruktsiya/1098?tab=partnership';
    expect(shouldRevalidate(args('?tab=partnership', '?tab=partnership', { formAction, formMethod: 'POST', actionResult: { ok: true, id: 1, email: 'a@b.ru' } }))).toBe(false);
    expect(shouldRevalidate(args('?tab=partnership', '?tab=partnership', { formAction, formMethod: 'POST', actionResult: { ok: false, status: 400 } }))).toBe(false);
    expect(shouldRevalidate(args('?tab=about', '?tab=about', { defaultShouldRevalidate: false }))).toBe(false);
    expect(shouldRevalidate(args('?tab=about', '?tab=about'))).toBe(true);
  });
});
