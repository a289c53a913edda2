import type { Language } from './language.ts';

/** Spec §3 model fields: sizes in millimetres, weight in kilograms ('diametr' is the upstream's spelling). */
export interface ModelDimensions {
  width: number | null;
  height: number | null;
  length: number | null;
  weight: number | null;
  diametr: number | null;
}

export type DimensionKey = 'width' | 'height' | 'length' | 'diameter' | 'weight';
export type MeasureUnit = 'mm' | 'kg';

export interface DimensionEntry {
  key: DimensionKey;
  value: number;
  unit: MeasureUnit;
  /** '1 200 мм', '12,5 kg': the number in the language's format and the unit. */
  text: string;
}

const UNIT_LABELS: Record<Language, Record<MeasureUnit, string>> = {
  ru: { mm: 'мм', kg: 'кг' },
  en: { mm: 'mm', kg: 'kg' },
};

// The same locales as shared/i18n's formatNumber, so sizes read like every other number on the page.
const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-US' };

// Intl objects are expensive to build; one per language and unit for the process.
const FORMATS = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Language, unit: MeasureUnit): Intl.NumberFormat {
  const key = `${lang}:${unit}`;
  let format = FORMATS.get(key);
  if (!format) {
    // Millimetres rarely carry fractions; a weight of 0.35 kg must not read as 0.
    format = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: unit === 'kg' ? 2 : 1 });
    FORMATS.set(key, format);
  }
  return format;
}

/** A usable measure: a finite number above zero (the upstream sends 0 or null for 'unknown'). */
export function isMeasure(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** '1 200 мм' in Russian (no-break group separator), '1,200 mm' in English. */
export function formatMeasure(lang: Language, value: number, unit: MeasureUnit): string {
  return `${numberFormat(lang, unit).format(value)} ${UNIT_LABELS[lang][unit]}`;
}

/**
 * Spec §2 'main properties': width, height, length, diameter and weight, in
 * that order, each formatted with its unit; unknown values are left out.
 */
export function dimensionEntries(dimensions: ModelDimensions, lang: Language): DimensionEntry[] {
  const candidates: Array<[DimensionKey, number | null, MeasureUnit]> = [
    ['width', dimensions.width, 'mm'],
    ['height', dimensions.height, 'mm'],
    ['length', dimensions.length, 'mm'],
    ['diameter', dimensions.diametr, 'mm'],
    ['weight', dimensions.weight, 'kg'],
  ];
  const entries: DimensionEntry[] = [];
  for (const [key, value, unit] of candidates) {
    if (isMeasure(value)) entries.push({ key, value, unit, text: formatMeasure(lang, value, unit) });
  }
  return entries;
}

/** Sizes in millimetres as the page writes an overall size: '900 × 60 × 2 100 мм', '900 × 60 × 2,100 mm'. */
export function formatSizes(lang: Language, values: readonly number[]): string {
  const format = numberFormat(lang, 'mm');
  return `${values.map((value) => format.format(value)).join(' × ')} ${UNIT_LABELS[lang].mm}`;
}

/**
 * The overall size a designer checks first: 'W × H × L мм' when all three are
 * known, 'ø D × H мм' for round products; null otherwise.
 */
export function overallSize(dimensions: ModelDimensions, lang: Language): string | null {
  const { width, height, length, diametr } = dimensions;
  if (isMeasure(width) && isMeasure(height) && isMeasure(length)) return formatSizes(lang, [width, height, length]);
  if (isMeasure(diametr) && isMeasure(height)) return `ø${formatSizes(lang, [diametr, height])}`;
  return null;
}
