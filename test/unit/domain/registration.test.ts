import { describe, expect, it } from 'vitest';
import { canDownload, isValidatePath, registrationRedirect } from '#shared/domain/registration.ts';
import { checkRegistration, registrationReturnPath } from '#shared/domain/registration-form.ts';
import { REGISTRATION_NAME_MAX } from '#shared/constants.ts';

const unregistered = { registered: false };
const registered = { registered: true };
const at = (path: string) => new URL(path, 'https://portal.example');

describe('registration gate (spec §4)', () => {
  it('lets anonymous visitors and registered users through', () => {
    expect(registrationRedirect(null, at('/models'))).toBeNull();
    expect(registrationRedirect(undefined, at('/models'))).toBeNull();
    expect(registrationRedirect(registered, at('/models?search=x'))).toBeNull();
  });

  it('sends an unfinished sign-up to /validate with the page asked for', () => {
    const target = at(registrationRedirect(unregistered, at('/models?search=кран&page=2')) ?? '');
    expect(target.pathname).toBe('/validate');
    expect(decodeURIComponent(target.searchParams.get('return') ?? '')).toBe('/models?search=кран&page=2');
    expect(registrationRedirect(unregistered, at('/'))).toBe('/validate');
  });

  it('keeps the English copy in English', () => {
    expect(registrationRedirect(unregistered, at('/en/about'))).toBe(`/validate?return=${encodeURIComponent('/en/about')}`.replace('/validate', '/en/validate'));
    expect(registrationRedirect(unregistered, at('/en'))).toBe('/en/validate');
  });

  it('never redirects /validate itself (no loop), in either language', () => {
    for (const path of ['/validate', '/validate/', '/en/validate', '/validate?return=/models']) {
      expect(isValidatePath(at(path).pathname)).toBe(true);
      expect(registrationRedirect(unregistered, at(path))).toBeNull();
    }
    expect(isValidatePath('/validated')).toBe(false);
  });

  it('offers downloads to registered users only', () => {
    expect(canDownload(null)).toBe(false);
    expect(canDownload(unregistered)).toBe(false);
    expect(canDownload(registered)).toBe(true);
  });
});

describe('return path after sign-up', () => {
  it('keeps a local path and refuses anything else', () => {
    expect(registrationReturnPath('/models?search=x', '/validate')).toBe('/models?search=x');
    expect(registrationReturnPath('https://evil.example/', '/validate')).toBe('/');
    expect(registrationReturnPath('//evil.example/', '/validate')).toBe('/');
    expect(registrationReturnPath(null, '/en/validate')).toBe('/en');
    expect(registrationReturnPath('/en/validate', '/en/validate')).toBe('/en');
  });
});

describe('sign-up form (spec §5: privacy-policy consent required)', () => {
  it('accepts names with consent, the mailing optional', () => {
    expect(checkRegistration({ firstName: '  Анна ', lastName: 'Соколова', privacyConsent: 'true' })).toEqual({
      ok: true,
      value: { firstName: 'Анна', lastName: 'Соколова', privacyConsent: true, mailing: false },
    });
    const withMailing = checkRegistration({ firstName: 'A', lastName: 'B', privacyConsent: true, mailing: true });
    expect(withMailing.ok && withMailing.value.mailing).toBe(true);
  });

  it('refuses without the consent, naming every bad field', () => {
    expect(checkRegistration({ firstName: 'A', lastName: 'B' })).toEqual({ ok: false, errors: { privacyConsent: 'required' } });
    expect(checkRegistration({ firstName: 'A', lastName: 'B', privacyConsent: false })).toEqual({ ok: false, errors: { privacyConsent: 'required' } });
    expect(checkRegistration({})).toEqual({ ok: false, errors: { firstName: 'required', lastName: 'required', privacyConsent: 'required' } });
  });

  it('refuses blank and overlong names and odd types without throwing', () => {
    expect(checkRegistration({ firstName: '   ', lastName: 'x'.repeat(REGISTRATION_NAME_MAX + 1), privacyConsent: 'on' })).toEqual({
      ok: false,
      errors: { firstName: 'required', lastName: 'too_long' },
    });
    expect(checkRegistration({ firstName: 42, lastName: ['x'], privacyConsent: {} }).ok).toBe(false);
  });
});
