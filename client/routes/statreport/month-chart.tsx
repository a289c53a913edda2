import { useId, useMemo, useState, type PointerEvent } from 'react';
import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import { formatNumber } from '#shared/i18n/format.ts';
import { monthLabel, type SeriesPoint } from '#shared/domain/statistics.ts';
import type { Language } from '#shared/domain/language.ts';

// The plot is drawn in a fixed coordinate box stretched to the figure's width
// (preserveAspectRatio none, strokes that do not scale); the axis labels and the
// tooltip are HTML placed in percent of that box, so text keeps its size on a
// phone and on a wide screen alike.
const WIDTH = 1000;
const HEIGHT = 280;
const Y_TICKS = 4;

export interface MonthChartProps {
  series: readonly SeriesPoint[];
  lang: Language;
  kind: 'area' | 'bars';
  /** What a value is, for the tooltip ('Visits'). */
  valueLabel: string;
  /** Accessible name of the picture (the figure's title); the table carries the data. */
  label: string;
}

/**
 * Every third month, counted back from the newest, is a major tick (always
 * labelled); the others show only where the chart is wide. The year goes under
 * the first major tick of each year.
 */
function axisTicks(series: readonly SeriesPoint[]): Array<{ period: string; major: boolean; year: string | null }> {
  let lastYear = '';
  return series.map((point, index) => {
    const major = (series.length - 1 - index) % 3 === 0;
    const year = point.period.slice(0, 4);
    const showYear = major && year !== lastYear;
    if (major) lastYear = year;
    return { period: point.period, major, year: showYear ? year : null };
  });
}

/** The tooltip hangs towards the middle near either edge, so it never leaves the chart (or the screen). */
function tooltipSide(fraction: number): 'start' | 'center' | 'end' {
  return fraction < 0.25 ? 'start' : fraction > 0.75 ? 'end' : 'center';
}

export function MonthChart({ series, lang, kind, valueLabel, label }: MonthChartProps) {
  const gradientId = useId();
  const [active, setActive] = useState<number | null>(null);
  const geometry = useMemo(() => {
    const periods = series.map((point) => point.period);
    const max = Math.max(0, ...series.map((point) => point.value));
    const y = scaleLinear().domain([0, max || 1]).nice(Y_TICKS).range([HEIGHT, 0]);
    const band = scaleBand<string>().domain(periods).range([0, WIDTH]).paddingInner(0.28).paddingOuter(0.14);
    const points = scalePoint<string>().domain(periods).range([0, WIDTH]).padding(0.5);
    const x = (period: string): number => (kind === 'bars' ? (band(period) ?? 0) + band.bandwidth() / 2 : (points(period) ?? 0));
    const linePath = line<SeriesPoint>().x((point) => x(point.period)).y((point) => y(point.value)).curve(curveMonotoneX)(series) ?? '';
    const areaPath = area<SeriesPoint>().x((point) => x(point.period)).y0(HEIGHT).y1((point) => y(point.value)).curve(curveMonotoneX)(series) ?? '';
    return { y, band, x, linePath, areaPath, ticks: y.ticks(Y_TICKS) };
  }, [series, kind]);

  const onPointer = (event: PointerEvent<HTMLDivElement>): void => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || series.length === 0) return;
    const fraction = (event.clientX - box.left) / box.width;
    setActive(Math.min(series.length - 1, Math.max(0, Math.floor(fraction * series.length))));
  };

  const activePoint = active === null ? undefined : series[active];
  const ticks = axisTicks(series);
  return (
    <div className={`month-chart month-chart--${kind}`}>
      <div className="month-chart__plot" onPointerMove={onPointer} onPointerLeave={() => setActive(null)}>
        <svg className="month-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label} focusable="false">
          <defs>
            <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor="currentColor" stopOpacity="0.22" />
              <stop offset="100%" stopColor="currentColor" stopOpacity="0.02" />
            </linearGradient>
          </defs>
          {geometry.ticks.map((tick) => (
            <line key={tick} className="month-chart__grid" x1={0} x2={WIDTH} y1={geometry.y(tick)} y2={geometry.y(tick)} vectorEffect="non-scaling-stroke" />
          ))}
          {kind === 'area' ? (
            <>
              <path d={geometry.areaPath} fill={`url(#${gradientId})`} />
              <path className="month-chart__line" d={geometry.linePath} vectorEffect="non-scaling-stroke" />
            </>
          ) : (
            series.map((point, index) => (
              <rect
                key={point.period}
                className={`month-chart__bar${index === active ? ' is-active' : ''}`}
                x={geometry.band(point.period) ?? 0}
                width={geometry.band.bandwidth()}
                y={geometry.y(point.value)}
                height={HEIGHT - geometry.y(point.value)}
                rx={2}
              />
            ))
          )}
          {kind === 'area' && activePoint ? (
            <line className="month-chart__guide" x1={geometry.x(activePoint.period)} x2={geometry.x(activePoint.period)} y1={0} y2={HEIGHT} vectorEffect="non-scaling-stroke" />
          ) : null}
        </svg>
        <div className="month-chart__y" aria-hidden="true">
          {geometry.ticks.map((tick) => (
            <span key={tick} style={{ top: `${(geometry.y(tick) / HEIGHT) * 100}%` }}>
              {formatNumber(lang, tick)}
            </span>
          ))}
        </div>
        {activePoint ? (
          <div
            className={`month-chart__tooltip month-chart__tooltip--${tooltipSide(geometry.x(activePoint.period) / WIDTH)}`}
            style={{ left: `${(geometry.x(activePoint.period) / WIDTH) * 100}%`, top: `${(geometry.y(activePoint.value) / HEIGHT) * 100}%` }}
            aria-hidden="true"
          >
            <span className="month-chart__tooltip-month">{monthLabel(activePoint.period, lang, 'long')}</span>
            <span>
              {valueLabel}: <strong>{formatNumber(lang, activePoint.value)}</strong>
            </span>
          </div>
        ) : null}
      </div>
      <div className="month-chart__x" aria-hidden="true">
        {ticks.map((tick) => (
          <span key={tick.period} className={tick.major ? undefined : 'month-chart__x-minor'} style={{ left: `${(geometry.x(tick.period) / WIDTH) * 100}%` }}>
            {monthLabel(tick.period, lang, 'short')}
            {tick.year ? <em>{tick.year}</em> : null}
          </span>
        ))}
      </div>
    </div>
  );
}
