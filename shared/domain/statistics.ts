// Shaping the open statistics (spec §3 nine datasets) for the charts: series in
// time order with their headline change, ranked lists with shares. Pure, so the
// server render, the browser and the tests agree on every figure; how months and
// shares are written in the page's language is shared/i18n/format.ts's.
import type { Language } from './language.ts';

/** How each month dataset is drawn: visits and downloads as a filled line, new users as bars. */
export const MONTH_CHART_KINDS = { chartMonthVisits: 'area', chartNewUsers: 'bars', chartDownloadModels: 'area' } as const;
export type MonthChartKey = keyof typeof MONTH_CHART_KINDS;
export type MonthChartKind = (typeof MONTH_CHART_KINDS)[MonthChartKey];

export interface SeriesPoint {
  period: string;
  value: number;
}

/** 'YYYY-MM' as the upstream sends months; anything else is not a month. */
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parsePeriod(period: string): { year: number; month: number } | null {
  const match = PERIOD.exec(period);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** Valid months only (a bad row is dropped, not drawn at zero), oldest first, one point per month. */
export function toSeries(points: readonly SeriesPoint[]): SeriesPoint[] {
  const byPeriod = new Map<string, number>();
  for (const point of points) {
    if (parsePeriod(point.period) && Number.isFinite(point.value) && point.value >= 0) byPeriod.set(point.period, point.value);
  }
  return [...byPeriod.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([period, value]) => ({ period, value }));
}

export interface SeriesSummary {
  /** The newest month. */
  last: SeriesPoint;
  /** Sum of the last twelve months (or of all, when fewer). */
  lastYearTotal: number;
  /** Change of the newest month against the same month a year before, in percent; null without that month. */
  yearOverYear: number | null;
}

export function summariseSeries(series: readonly SeriesPoint[]): SeriesSummary | null {
  const last = series.at(-1);
  if (!last) return null;
  const lastYearTotal = series.slice(-12).reduce((sum, point) => sum + point.value, 0);
  const lastPeriod = parsePeriod(last.period);
  const before = lastPeriod ? series.find((point) => point.period === `${lastPeriod.year - 1}-${String(lastPeriod.month).padStart(2, '0')}`) : undefined;
  const yearOverYear = before && before.value > 0 ? ((last.value - before.value) / before.value) * 100 : null;
  return { last, lastYearTotal, yearOverYear };
}

export interface RankedItem<T> {
  item: T;
  value: number;
  /** Share of the total of all items, 0..1. */
  share: number;
}

/** Largest first (ties keep the upstream order), the top `limit`, each with its share of the whole list's total. */
export function rankBy<T>(items: readonly T[], valueOf: (item: T) => number, limit: number): Array<RankedItem<T>> {
  const valued = items.map((item) => ({ item, value: valueOf(item) })).filter((entry) => Number.isFinite(entry.value) && entry.value >= 0);
  const total = valued.reduce((sum, entry) => sum + entry.value, 0);
  return valued
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ item, value }) => ({ item, value, share: total > 0 ? value / total : 0 }));
}
