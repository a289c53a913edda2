import { describe, expect, it } from 'vitest';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';

const isNumericId = (id: string) => NUMERIC_ID_PATTERN.test(id);

describe('the one id pattern (an upstream id in an address or query)', () => {
  it('accepts positive whole numbers of up to 12 digits', () => {
    for (const id of ['1', '42', '999999999', '123456789012']) expect(isNumericId(id)).toBe(true);
  });

  it('refuses zero, signs, leading zeros, fractions, exponents, words, blanks and over-long ids', () => {
    for (const id of ['0', '-5', '+5', '007', '12.5', '1e3', 'abc', '', ' 1', '1 ', '1234567890123', '١٢']) expect(isNumericId(id), id).toBe(false);
  });
});
