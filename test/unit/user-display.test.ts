import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AVATAR_STOCK_MAX, AVATAR_STOCK_MIN } from '#shared/constants.ts';
import { avatarSrc, initials } from '#shared/domain/user-display.ts';

const publicDir = join(import.meta.dirname, '../../public');

describe('avatarSrc (spec §3)', () => {
  it('maps AvatarN with N in 1–15 to a stock image that exists', () => {
    for (let n = AVATAR_STOCK_MIN; n <= AVATAR_STOCK_MAX; n++) {
      expect(avatarSrc(`Avatar${n}`)).toBe(`/avatars/${n}.svg`);
      expect(existsSync(join(publicDir, 'avatars', `${n}.svg`)), `${n}.svg`).toBe(true);
    }
  });

  it('treats any other value as an uploaded image', () => {
    expect(avatarSrc('Avatar0')).toBe('/api/assets/images/Avatar0');
    expect(avatarSrc('Avatar16')).toBe('/api/assets/images/Avatar16');
    expect(avatarSrc('Avatar01')).toBe('/api/assets/images/Avatar01');
    expect(avatarSrc('avatar3')).toBe('/api/assets/images/avatar3');
    expect(avatarSrc(' 3f2a9c.png ')).toBe('/api/assets/images/3f2a9c.png');
  });

  it('puts uploaded avatars on the API host when one is given (spec §3), stock ones stay here', () => {
    expect(avatarSrc('3f2a9c.png', 'https://api.example')).toBe('https://api.example/api/assets/images/3f2a9c.png');
    expect(avatarSrc('3f2a9c.png', 'https://api.example/')).toBe('https://api.example/api/assets/images/3f2a9c.png');
    expect(avatarSrc('Avatar4', 'https://api.example')).toBe('/avatars/4.svg');
    expect(avatarSrc('3f2a9c.png', '')).toBe('/api/assets/images/3f2a9c.png');
  });

  it('has no image for empty values and for bare dot segments', () => {
    for (const value of ['', '   ', null, undefined, '.', '..', ' .. ']) expect(avatarSrc(value), String(value)).toBeNull();
  });

  it('any string gives null, a stock image, or one encoded segment under /api/assets/images/', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const src = avatarSrc(value);
        if (src === null) return;
        if (src.startsWith('/avatars/')) return expect(src).toMatch(/^\/avatars\/(?:[1-9]|1[0-5])\.svg$/);
        expect(src.startsWith('/api/assets/images/')).toBe(true);
        const rest = src.slice('/api/assets/images/'.length);
        expect(rest).not.toMatch(/[/?#\\\s]/);
        expect(['', '.', '..']).not.toContain(rest);
      }),
    );
  });
});

describe('initials', () => {
  it('takes the first letters of first and last name, upper-cased', () => {
    expect(initials({ firstName: 'иван', lastName: 'петров' })).toBe('ИП');
    expect(initials({ firstName: ' Anna ', lastName: '' })).toBe('A');
    expect(initials({ firstName: '𝒵eta', lastName: 'x' })).toBe('𝒵X');
  });

  it('is ? without a name', () => {
    expect(initials({})).toBe('?');
    expect(initials({ firstName: null, lastName: '  ' })).toBe('?');
  });
});
