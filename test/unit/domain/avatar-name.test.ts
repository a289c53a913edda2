import { describe, expect, it } from 'vitest';
import { avatarSource } from '#shared/domain/avatar.ts';
import { accountLabel, displayName, fullName } from '#shared/domain/person-name.ts';
import { needsAgreement } from '#shared/domain/agreement.ts';

describe('avatarSource (spec §3)', () => {
  it('maps Avatar1..Avatar15 to stock images', () => {
    expect(avatarSource('Avatar1')).toEqual({ kind: 'stock', index: 1 });
    expect(avatarSource('Avatar15')).toEqual({ kind: 'stock', index: 15 });
  });
  it('loads anything else from /api/assets/images/', () => {
    expect(avatarSource('Avatar16')).toEqual({ kind: 'uploaded', path: '/api/assets/images/Avatar16' });
    expect(avatarSource('Avatar0')).toEqual({ kind: 'uploaded', path: '/api/assets/images/Avatar0' });
    expect(avatarSource('Avatar01')).toEqual({ kind: 'uploaded', path: '/api/assets/images/Avatar01' });
    expect(avatarSource('me.png')).toEqual({ kind: 'uploaded', path: '/api/assets/images/me.png' });
    expect(avatarSource('../x?y')).toEqual({ kind: 'uploaded', path: '/api/assets/images/..%2Fx%3Fy' });
  });
  it('has nothing for an empty value', () => {
    expect(avatarSource('')).toEqual({ kind: 'none' });
    expect(avatarSource(null)).toEqual({ kind: 'none' });
  });
});

describe('person names (spec §3)', () => {
  it('display name is first name and last-name initial, or -', () => {
    expect(displayName({ firstName: 'Иван', lastName: 'петров' })).toBe('Иван П.');
    expect(displayName({ firstName: 'Ivan' })).toBe('Ivan');
    expect(displayName({ firstName: '  ', lastName: 'Petrov' })).toBe('-');
    expect(displayName(null)).toBe('-');
  });
  it("the header's account label falls back to the e-mail's local part, then to -", () => {
    expect(accountLabel({ firstName: 'Анна', lastName: 'Соколова', email: 'anna@demo.example' })).toBe('Анна С.');
    expect(accountLabel({ firstName: '', lastName: '', email: 'new.user@demo.example' })).toBe('new.user');
    expect(accountLabel({ firstName: null, email: '  @demo.example' })).toBe('-');
    expect(accountLabel({ firstName: null, email: null })).toBe('-');
    expect(accountLabel(null)).toBe('-');
  });
  it('full name joins first, last and father names that exist', () => {
    expect(fullName({ firstName: 'Иван', lastName: 'Петров', fatherName: 'Сергеевич' })).toBe('Иван Петров Сергеевич');
    expect(fullName({ firstName: 'Иван', lastName: null, fatherName: 'Сергеевич' })).toBe('Иван Сергеевич');
    expect(fullName(undefined)).toBe('');
  });
});

describe('needsAgreement (spec §4, cutoff 2024-04-16)', () => {
  it('shows for users created before the cutoff without an agreement', () => {
    expect(needsAgreement('2024-04-15T23:59:59Z', false)).toBe(true);
    expect(needsAgreement('2020-01-01', undefined)).toBe(true);
  });
  it('does not show after the cutoff, with an agreement, or for unreadable dates', () => {
    expect(needsAgreement('2024-04-16T00:00:00Z', false)).toBe(false);
    expect(needsAgreement('2020-01-01', true)).toBe(false);
    expect(needsAgreement('yesterday', false)).toBe(false);
    expect(needsAgreement(null, false)).toBe(false);
  });
});
