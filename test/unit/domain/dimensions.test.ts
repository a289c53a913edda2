import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dimensionEntries, formatMeasure, formatSizes, isMeasure, overallSize, type ModelDimensions } from '#shared/domain/dimensions.ts';

const NBSP = '\u00a0';
const none: ModelDimensions = { width: null, height: null, length: null, weight: null, diametr: null };

describe('formatMeasure', () => {
  it('writes Russian numbers with a no-break group separator and a comma, and Russian units', () => {
    expect(formatMeasure('ru', 1200, 'mm')).toBe(`1${NBSP}200 мм`);
    expect(formatMeasure('ru', 12.5, 'kg')).toBe('12,5 кг');
    expect(formatMeasure('ru', 600, 'mm')).toBe('600 мм');
  });

  it('writes English numbers with a comma group separator and a point', () => {
    expect(formatMeasure('en', 1200, 'mm')).toBe('1,200 mm');
    expect(formatMeasure('en', 12.5, 'kg')).toBe('12.5 kg');
  });

  it('keeps small weights readable and rounds sizes to a tenth of a millimetre', () => {
    expect(formatMeasure('en', 0.35, 'kg')).toBe('0.35 kg');
    expect(formatMeasure('en', 0.004, 'kg')).toBe('0 kg');
    expect(formatMeasure('en', 12.345, 'mm')).toBe('12.3 mm');
  });
});

describe('isMeasure', () => {
  it('accepts finite positive numbers only', () => {
    for (const value of [1, 0.5, 12_000]) expect(isMeasure(value)).toBe(true);
    for (const value of [0, -3, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, '12']) expect(isMeasure(value)).toBe(false);
  });
});

describe('dimensionEntries (spec §2 main properties)', () => {
  it('lists width, height, length, diameter and weight in that order with units', () => {
    const entries = dimensionEntries({ width: 600, height: 2100, length: 45, weight: 28.4, diametr: 120 }, 'ru');
    expect(entries.map((entry) => entry.key)).toEqual(['width', 'height', 'length', 'diameter', 'weight']);
    expect(entries.map((entry) => entry.text)).toEqual(['600 мм', `2${NBSP}100 мм`, '45 мм', '120 мм', '28,4 кг']);
    expect(entries.map((entry) => entry.unit)).toEqual(['mm', 'mm', 'mm', 'mm', 'kg']);
  });

  it('leaves out unknown, zero and negative values (the upstream sends 0 or null for unknown)', () => {
    expect(dimensionEntries(none, 'en')).toEqual([]);
    expect(dimensionEntries({ width: 0, height: -1, length: null, weight: Number.NaN, diametr: 250 }, 'en')).toEqual([
      { key: 'diameter', value: 250, unit: 'mm', text: '250 mm' },
    ]);
  });

  it('never throws and only returns positive finite values, whatever the input', () => {
    const value = fc.oneof(fc.constant(null), fc.double(), fc.integer());
    fc.assert(
      fc.property(fc.record({ width: value, height: value, length: value, weight: value, diametr: value }), fc.constantFrom('ru' as const, 'en' as const), (dimensions, lang) => {
        for (const entry of dimensionEntries(dimensions, lang)) {
          expect(Number.isFinite(entry.value) && entry.value > 0).toBe(true);
          expect(entry.text).toMatch(lang === 'ru' ? / (мм|кг)$/ : / (mm|kg)$/);
        }
      }),
    );
  });
});

describe('formatSizes', () => {
  it('joins millimetres with × in the language’s number format, one decimal at most', () => {
    expect(formatSizes('ru', [900, 60, 2100])).toBe(`900 × 60 × 2${NBSP}100 мм`);
    expect(formatSizes('en', [900, 12.54, 2100])).toBe('900 × 12.5 × 2,100 mm');
  });
});

describe('overallSize', () => {
  it('is W × H × L when all three sides are known', () => {
    expect(overallSize({ ...none, width: 600, height: 2100, length: 45 }, 'ru')).toBe(`600 × 2${NBSP}100 × 45 мм`);
    expect(overallSize({ ...none, width: 600, height: 2100, length: 45 }, 'en')).toBe('600 × 2,100 × 45 mm');
  });

  it('is ø D × H for round products', () => {
    expect(overallSize({ ...none, diametr: 160, height: 900 }, 'en')).toBe('ø160 × 900 mm');
  });

  it('is null when the sides are incomplete', () => {
    expect(overallSize({ ...none, width: 600, height: 2100 }, 'ru')).toBeNull();
    expect(overallSize({ ...none, diametr: 160 }, 'ru')).toBeNull();
    expect(overallSize(none, 'en')).toBeNull();
  });
});
