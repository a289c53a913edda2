import { describe, expect, it } from 'vitest';
import { parsePeriod, rankBy, summariseSeries, toSeries } from '#shared/domain/statistics.ts';
import { formatChange, formatShare, monthLabel } from '#shared/i18n/statistics-format.ts';
import { isEmptyStatistics } from '#shared/domain/articles.ts';

describe('statistics dataset validation (spec §5: empty or missing is an error)', () => {
  it('treats missing, empty lists and empty objects as empty', () => {
    expect(isEmptyStatistics(undefined)).toBe(true);
    expect(isEmptyStatistics(null)).toBe(true);
    expect(isEmptyStatistics([])).toBe(true);
    expect(isEmptyStatistics({})).toBe(true);
    expect(isEmptyStatistics([{ period: '2025-01', value: 1 }])).toBe(false);
    expect(isEmptyStatistics({ users: 1 })).toBe(false);
  });
});

describe('month periods', () => {
  it('parses YYYY-MM only', () => {
    expect(parsePeriod('2025-06')).toEqual({ year: 2025, month: 6 });
    expect(parsePeriod('2025-13')).toBeNull();
    expect(parsePeriod('2025-6')).toBeNull();
    expect(parsePeriod('June')).toBeNull();
  });

  it('labels months in the page language, independent of the time zone', () => {
    expect(monthLabel('2025-01', 'ru', 'short')).toMatch(/^янв/);
    expect(monthLabel('2025-01', 'en', 'short')).toBe('Jan');
    expect(monthLabel('2025-06', 'ru', 'long')).toMatch(/^июнь 2025/);
    expect(monthLabel('2025-06', 'en', 'long')).toBe('June 2025');
    expect(monthLabel('garbage', 'en', 'long')).toBe('garbage');
  });
});

describe('series shaping', () => {
  it('keeps valid months, oldest first, one point per month', () => {
    const series = toSeries([
      { period: '2025-03', value: 30 },
      { period: '2025-01', value: 10 },
      { period: 'bad', value: 99 },
      { period: '2025-02', value: Number.NaN },
      { period: '2025-04', value: -5 },
      { period: '2025-01', value: 11 },
    ]);
    expect(series).toEqual([
      { period: '2025-01', value: 11 },
      { period: '2025-03', value: 30 },
    ]);
  });

  it('summarises the newest month, the last twelve and the change against a year before', () => {
    const points = Array.from({ length: 24 }, (_, i) => ({ period: `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`, value: i < 12 ? 100 : 150 }));
    const summary = summariseSeries(toSeries(points));
    expect(summary?.last).toEqual({ period: '2025-12', value: 150 });
    expect(summary?.lastYearTotal).toBe(1800);
    expect(summary?.yearOverYear).toBeCloseTo(50);
    expect(summariseSeries([{ period: '2025-01', value: 5 }])?.yearOverYear).toBeNull();
    expect(summariseSeries([])).toBeNull();
  });
});

describe('ranking', () => {
  it('orders largest first, keeps ties in upstream order, cuts to the limit, with shares of the whole list', () => {
    const rows = [
      { name: 'a', n: 10 },
      { name: 'b', n: 50 },
      { name: 'c', n: 10 },
      { name: 'd', n: 30 },
    ];
    const ranked = rankBy(rows, (row) => row.n, 3);
    expect(ranked.map((entry) => entry.item.name)).toEqual(['b', 'd', 'a']);
    expect(ranked[0]?.share).toBeCloseTo(0.5);
    expect(rankBy([{ n: 0 }], (row) => row.n, 5)[0]?.share).toBe(0);
    expect(rankBy(rows, (row) => row.n, 0)).toEqual([]);
  });

  it('formats shares and changes in Russian and English', () => {
    expect(formatShare('ru', 0.243)).toBe('24,3\u00a0%');
    expect(formatShare('en', 0.243)).toBe('24.3%');
    expect(formatChange('en', 12.5)).toBe('+12.5%');
    expect(formatChange('en', -3)).toBe('−3%');
  });
});
