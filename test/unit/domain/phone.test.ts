import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from '#shared/domain/phone.ts';
import { SUPPORT_PHONE } from '#shared/constants.ts';

describe('formatPhone (spec §5: country (area) xxx-xx-xx)', () => {
  it('formats Russian numbers written in any way', () => {
    expect(formatPhone('74951500085')).toBe('+7 (495) 150-00-85');
    expect(formatPhone('+7 495 150 00 85')).toBe('+7 (495) 150-00-85');
    expect(formatPhone('8 (495) 150-00-85')).toBe('+7 (495) 150-00-85');
    expect(formatPhone('4951500085')).toBe('+7 (495) 150-00-85');
    expect(formatPhone(74951500085)).toBe('+7 (495) 150-00-85');
  });
  it('matches the support phone constant', () => {
    expect(formatPhone(SUPPORT_PHONE)).toBe(SUPPORT_PHONE);
  });
  it('keeps a longer country code', () => {
    expect(formatPhone('375291234567')).toBe('+37 (529) 123-45-67');
  });
  it('returns what it cannot read unchanged and empty for nothing', () => {
    expect(formatPhone(' 112 ')).toBe('112');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
  it('builds a tel: link', () => {
    expect(phoneHref('8 495 150 00 85')).toBe('tel:+74951500085');
    expect(phoneHref('')).toBe('');
  });
});
