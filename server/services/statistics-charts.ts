// The open statistics' chart geometry (docs/decisions/0012): d3-scale and d3-shape
// run here, on the server, and the page gets coordinates and path strings ready to
// draw. The browser only renders them and places the hover details, so d3 never
// enters a client chunk (first-load budget, spec §9).
import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import type { MonthPlot } from '#shared/api/dto.ts';
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
