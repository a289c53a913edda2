// The statistics' chart geometry, computed on the server (docs/decisions/0012).
import { describe, expect, it } from 'vitest';
import { PLOT_HEIGHT, PLOT_WIDTH, plotMonths, plotRegions, rankWithBars } from '#server/services/statistics-charts.ts';

const series = [
  { period: '2025-01', value: 100 },
  { period: '2025-02', value: 400 },
  { period: '2025-03', value: 250 },
  { period: '2025-04', value: 0 },
];

describe('month plots', () => {
  it('draws bars: one per month, in order, inside the box, the tallest for the largest value, zero at the bottom', () => {
    const plot = plotMonths(series, 'bars');
    expect(plot).toMatchObject({ kind: 'bars', width: PLOT_WIDTH, height: PLOT_HEIGHT, linePath: '', areaPath: '' });
    expect(plot.bars).toHaveLength(4);
    expect(plot.points).toHaveLength(4);
    const xs = plot.bars.map((bar) => bar.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    for (const bar of plot.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(PLOT_WIDTH);
      expect(bar.y + bar.height).toBeCloseTo(PLOT_HEIGHT, 1);
    }
    expect(Math.max(...plot.bars.map((bar) => bar.height))).toBe(plot.bars[1]!.height);
    expect(plot.bars[3]!.height).toBe(0);
    // The hover point sits at the middle of its bar, at its top.
    expect(plot.points[1]!.x).toBeCloseTo(plot.bars[1]!.x + plot.bars[1]!.width / 2, 0);
    expect(plot.points[1]!.y).toBe(plot.bars[1]!.y);
  });

  it('draws an area: a line and a closed area through every month, no bars', () => {
    const plot = plotMonths(series, 'area');
    expect(plot.bars).toEqual([]);
    expect(plot.linePath).toMatch(/^M[\d.]+,[\d.]+C/);
    expect(plot.areaPath).toMatch(/Z$/);
    expect(plot.points[0]!.x).toBeGreaterThan(0);
    expect(plot.points.at(-1)!.x).toBeLessThan(PLOT_WIDTH);
  });

  it('gives the value axis round ticks from zero covering the largest value, with their grid positions', () => {
    const plot = plotMonths(series, 'area');
    expect(plot.yTicks[0]).toEqual({ value: 0, y: PLOT_HEIGHT });
    const top = plot.yTicks.at(-1)!;
    expect(top.value).toBeGreaterThanOrEqual(400);
    expect(top.y).toBeGreaterThanOrEqual(0);
    expect(plot.yTicks.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps at most one decimal, so the HTML stays small', () => {
    const plot = plotMonths(
      Array.from({ length: 24 }, (_, index) => ({ period: `20${24 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`, value: 1000 + index * 37.123 })),
      'area',
    );
    expect(plot.linePath).not.toMatch(/\.\d\d/);
    for (const point of plot.points) expect(point.x * 10).toBe(Math.round(point.x * 10));
  });

  it('draws an all-zero series flat at the bottom instead of failing', () => {
    const plot = plotMonths([{ period: '2025-01', value: 0 }], 'bars');
    expect(plot.bars[0]).toMatchObject({ height: 0, y: PLOT_HEIGHT });
  });
});

describe('ranked bars', () => {
  it('ranks largest first, cuts to the limit, and scales bars to the largest', () => {
    const rows = rankWithBars([{ n: 5 }, { n: 20 }, { n: 10 }, { n: 0 }], (row) => row.n, 3);
    expect(rows.map((row) => row.value)).toEqual([20, 10, 5]);
    expect(rows.map((row) => row.bar)).toEqual([100, 50, 25]);
    expect(rows[0]!.share).toBeCloseTo(20 / 35);
  });

  it('keeps a sliver of bar for a zero row and answers an empty list with an empty list', () => {
    expect(rankWithBars([{ n: 0 }], (row) => row.n, 5)[0]!.bar).toBe(0.5);
    expect(rankWithBars([], () => 1, 5)).toEqual([]);
  });
});

describe('the regions map', () => {
  const subjects = [
    { id: 1, code: '77', name: 'Москва', name_en: 'Moscow' },
    { id: 2, code: '78', name: 'Санкт-Петербург', name_en: 'Saint Petersburg' },
  ];
  const rows = [
    { regionId: 1, region: 'Москва', value: 900, rank: 1 },
    { regionId: 2, region: 'Санкт-Петербург', value: 300, rank: 2 },
    // Not in the dictionary: found by its name.
    { regionId: 99, region: 'Новосибирская область', value: 100, rank: 3 },
    { regionId: 98, region: 'Атлантида', value: 50, rank: 4 },
  ];

  it('puts each ranked region on its tile with its value and rank; the rest are level 0', () => {
    const map = plotRegions(rows, subjects, 'ru')!;
    expect(map.tiles).toHaveLength(85);
    const moscow = map.tiles.find((tile) => tile.code === '77')!;
    expect(moscow).toMatchObject({ name: 'Москва', value: 900, rank: 1 });
    expect(map.tiles.find((tile) => tile.code === '54')).toMatchObject({ value: 100, rank: 3 });
    expect(map.tiles.filter((tile) => tile.value !== null)).toHaveLength(3);
    expect(map.tiles.filter((tile) => tile.level === 0)).toHaveLength(82);
    expect(moscow.level).toBeGreaterThan(map.tiles.find((tile) => tile.code === '54')!.level);
    expect(map.width).toBeGreaterThan(map.height);
    // Tiles sit on a 10-unit step with a gap between neighbours.
    expect(map.size).toBeLessThan(10);
  });

  it('names tiles in the page language, from the dictionary where it has the subject', () => {
    const map = plotRegions(rows, subjects, 'en')!;
    expect(map.tiles.find((tile) => tile.code === '78')!.name).toBe('Saint Petersburg');
    expect(map.tiles.find((tile) => tile.code === '05')!.name).toBe('Republic of Dagestan');
  });

  it('gives a legend of the classes in use, lowest first, covering every value', () => {
    const map = plotRegions(rows, subjects, 'ru')!;
    expect(map.legend.length).toBeGreaterThan(0);
    expect(map.legend[0]!.from).toBe(100);
    expect(map.legend.at(-1)!.to).toBe(900);
    for (const [index, item] of map.legend.entries()) if (index > 0) expect(item.from).toBeGreaterThanOrEqual(map.legend[index - 1]!.from);
  });

  it('is null when no region finds its tile', () => {
    expect(plotRegions([{ regionId: 98, region: 'Атлантида', value: 5, rank: 1 }], subjects, 'ru')).toBeNull();
    expect(plotRegions([], subjects, 'ru')).toBeNull();
  });
});
