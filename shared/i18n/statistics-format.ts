// The statistics page's months and shares in the page's language (spec §1: Russian number
// formatting on Russian pages). Apart from format.ts, which every page loads first, since only
// /statreport needs these; apart from shared/domain/statistics.ts, whose rules know no language.
import type { Language } from '../domain/language.ts';
import { parsePeriod } from '../domain/statistics.ts';
import { INTL_LOCALES } from './format.ts';

const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthFormat(lang: Language, style: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${lang}:${style}`;
  let format = monthFormats.get(key);
  if (!format) {
    // UTC: a month label never shifts with the server's or the visitor's time zone.
    format = new Intl.DateTimeFormat(INTL_LOCALES[lang], style === 'short' ? { month: 'short', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(key, format);
  }
  return format;
}

/**
 * A month in the page's language: 'short' is the axis tick ('янв.', 'Jan'),
 * 'long' the table row and tooltip ('январь 2025 г.', 'January 2025').
 * An unparseable period is shown as it came.
 */
export function monthLabel(period: string, lang: Language, style: 'short' | 'long'): string {
  const parsed = parsePeriod(period);
  if (!parsed) return period;
  return monthFormat(lang, style).format(new Date(Date.UTC(parsed.year, parsed.month - 1, 1)));
}

const percentFormats = new Map<Language, Intl.NumberFormat>();

/** 0.243 -> '24,3 %' (ru) or '24.3%' (en). */
export function formatShare(lang: Language, share: number): string {
  let format = percentFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[lang], { style: 'percent', maximumFractionDigits: 1 });
    percentFormats.set(lang, format);
  }
  return format.format(share);
}

/** A signed change in percent: '+12,4 %' / '−3 %'. */
export function formatChange(lang: Language, percent: number): string {
  const text = formatShare(lang, Math.abs(percent) / 100);
  return percent > 0 ? `+${text}` : percent < 0 ? `−${text}` : text;
}
