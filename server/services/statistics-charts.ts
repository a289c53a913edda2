// The open statistics' chart geometry (docs/decisions/0012): d3-scale and d3-shape
// run here, on the server, and the page gets coordinates and path strings ready to
// draw. The browser only renders them and places the hover details, so d3 never
// enters a client chunk (first-load budget, spec §9).
import { scaleBand, scaleLinear, scalePoint, scaleQuantile } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import type { MonthPlot, RegionsMapDto } from '#shared/api/dto.ts';
import type { Language } from '#shared/domain/language.ts';
import { REGION_GRID_COLUMNS, REGION_GRID_ROWS, REGION_TILES, tileFor } from '#shared/domain/region-tiles.ts';
import { rankBy, type MonthChartKind, type SeriesPoint } from '#shared/domain/statistics.ts';

/**
 * The plot box: stretched to the figure's width in the page (preserveAspectRatio
 * none, strokes that do not scale), with the axis labels as HTML placed in
 * percent of it, so text keeps its size on a phone and on a wide screen alike.
 */
export const PLOT_WIDTH = 1000;
export const PLOT_HEIGHT = 280;
const Y_TICKS = 4;
/** One decimal of a 1000-unit box is finer than any screen shows; more digits only grow the HTML. */
const DIGITS = 1;
const round = (value: number): number => Math.round(value * 10 ** DIGITS) / 10 ** DIGITS;

/** A series (valid months, oldest first) as a value axis, hover points and either bars or a line with its area. */
export function plotMonths(series: readonly SeriesPoint[], kind: MonthChartKind): MonthPlot {
  const periods = series.map((point) => point.period);
  const max = Math.max(0, ...series.map((point) => point.value));
  const y = scaleLinear().domain([0, max || 1]).nice(Y_TICKS).range([PLOT_HEIGHT, 0]);
  const band = scaleBand<string>().domain(periods).range([0, PLOT_WIDTH]).paddingInner(0.28).paddingOuter(0.14);
  const spots = scalePoint<string>().domain(periods).range([0, PLOT_WIDTH]).padding(0.5);
  const x = (period: string): number => (kind === 'bars' ? (band(period) ?? 0) + band.bandwidth() / 2 : (spots(period) ?? 0));
  const points = series.map((point) => ({ x: round(x(point.period)), y: round(y(point.value)) }));
  const bars =
    kind === 'bars'
      ? series.map((point) => ({ x: round(band(point.period) ?? 0), y: round(y(point.value)), width: round(band.bandwidth()), height: round(PLOT_HEIGHT - y(point.value)) }))
      : [];
  const linePath =
    kind === 'area'
      ? (line<SeriesPoint>()
          .x((point) => x(point.period))
          .y((point) => y(point.value))
          .curve(curveMonotoneX)
          .digits(DIGITS)(series) ?? '')
      : '';
  const areaPath =
    kind === 'area'
      ? (area<SeriesPoint>()
          .x((point) => x(point.period))
          .y0(PLOT_HEIGHT)
          .y1((point) => y(point.value))
          .curve(curveMonotoneX)
          .digits(DIGITS)(series) ?? '')
      : '';
  return {
    kind,
    width: PLOT_WIDTH,
    height: PLOT_HEIGHT,
    yTicks: y.ticks(Y_TICKS).map((value) => ({ value, y: round(y(value)) })),
    points,
    bars,
    linePath,
    areaPath,
  };
}

export interface RankedBar<T> {
  item: T;
  value: number;
  share: number;
  /** Bar length in percent of the track, the largest row filling it; never quite zero, so a row always shows its bar. */
  bar: number;
}

/** Largest first, the top `limit`, each with its share of the whole list and its bar length. */
export function rankWithBars<T>(items: readonly T[], valueOf: (item: T) => number, limit: number): Array<RankedBar<T>> {
  const ranked = rankBy(items, valueOf, limit);
  const length = scaleLinear().domain([0, ranked[0]?.value || 1]).range([0, 100]);
  return ranked.map((entry) => ({ ...entry, bar: Math.max(0.5, round(length(entry.value))) }));
}

/** One grid step; a tile is a step less the gap, so neighbours read as separate squares. */
const TILE_STEP = 10;
const TILE_GAP = 1;
/** Colour classes of the regions map. */
const REGION_LEVELS = 5;

export interface RegionRow {
  regionId: number;
  region: string;
  value: number;
  rank: number;
}

export interface SubjectRecord {
  id: number;
  code: string;
  name: string;
  name_en: string;
}

/**
 * The ranked regions on the tile grid: each row matched to its tile by the dictionary's subject
 * code for its id (else by name), coloured by the quantile class of its value. Tiles without data
 * are level 0. Null when no row finds its tile: the ranked list alone then shows the regions.
 */
export function plotRegions(rows: readonly RegionRow[], subjects: readonly SubjectRecord[], lang: Language): RegionsMapDto | null {
  const subjectById = new Map(subjects.map((subject) => [subject.id, subject]));
  const subjectByCode = new Map(subjects.map((subject) => [subject.code.padStart(2, '0'), subject]));
  const data = new Map<string, { value: number; rank: number }>();
  for (const row of rows) {
    const subject = subjectById.get(row.regionId);
    const tile = tileFor(subject?.code ?? null, [row.region, subject?.name ?? '', subject?.name_en ?? '']);
    if (tile && !data.has(tile.code)) data.set(tile.code, { value: row.value, rank: row.rank });
  }
  if (data.size === 0) return null;
  const values = [...data.values()].map((entry) => entry.value);
  const levels = Array.from({ length: REGION_LEVELS }, (_, index) => index + 1);
  const classOf = scaleQuantile<number>().domain(values).range(levels);
  const cuts = [Math.min(...values), ...classOf.quantiles(), Math.max(...values)];
  const legend = levels.map((level, index) => ({ level, from: Math.round(cuts[index] ?? 0), to: Math.round(cuts[index + 1] ?? 0) }));
  return {
    width: REGION_GRID_COLUMNS * TILE_STEP,
    height: REGION_GRID_ROWS * TILE_STEP,
    size: TILE_STEP - TILE_GAP,
    tiles: REGION_TILES.map((tile) => {
      const subject = subjectByCode.get(tile.code);
      const entry = data.get(tile.code);
      const name = subject ? (lang === 'en' ? subject.name_en || subject.name : subject.name || subject.name_en) : lang === 'en' ? tile.en : tile.ru;
      return {
        code: tile.code,
        name,
        x: tile.col * TILE_STEP,
        y: tile.row * TILE_STEP,
        value: entry?.value ?? null,
        rank: entry?.rank ?? null,
        level: entry ? classOf(entry.value) : 0,
      };
    }),
    // Fewer distinct values than levels leave empty classes: the legend shows only the ones in use.
    legend: legend.filter((item) => [...data.values()].some((entry) => classOf(entry.value) === item.level)),
  };
}
