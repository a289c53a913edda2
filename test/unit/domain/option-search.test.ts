import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { labelMatches, searchKey, searchOptions } from '#shared/domain/option-search.ts';

const makers = [
  { value: '1', label: 'Алёнка' },
  { value: '2', label: 'ACME Ёлки' },
  { value: '3', label: 'Еловый дом' },
  { value: '4', label: 'Knauf' },
];

describe('option search (catalogue manufacturer filter and the request form share it)', () => {
  it("finds 'Алёнка' from 'аленка' and from 'алёнка', whatever the case", () => {
    expect(searchOptions(makers, 'аленка').map((m) => m.value)).toEqual(['1']);
    expect(searchOptions(makers, 'АЛЁНКА').map((m) => m.value)).toEqual(['1']);
    expect(labelMatches('Алёнка', '  ален ')).toBe(true);
  });

  it("treats 'е' and 'ё' as one letter both ways, keeping list order", () => {
    expect(searchOptions(makers, 'ел').map((m) => m.value)).toEqual(['2', '3']);
    expect(searchOptions(makers, 'ёл').map((m) => m.value)).toEqual(['2', '3']);
  });

  it('an empty or blank query matches everything; no match is an empty list', () => {
    expect(searchOptions(makers, '   ')).toEqual(makers);
    expect(searchOptions(makers, 'zzz')).toEqual([]);
    expect(searchKey(' ЁЖИК ')).toBe('ежик');
  });

  it('every label matches itself and its own search key, for any text', () => {
    fc.assert(fc.property(fc.string(), (label) => labelMatches(label, label) && labelMatches(label, searchKey(label))));
  });
});
