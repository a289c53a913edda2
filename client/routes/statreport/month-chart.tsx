import { useId, useState, type PointerEvent } from 'react';
import type { MonthChartDto } from '#shared/api/dto.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { monthLabel } from '#shared/i18n/statistics-format.ts';
import type { SeriesPoint } from '#shared/domain/statistics.ts';
import type { Language } from '#shared/domain/language.ts';

// The server computes the geometry (server/services/statistics-charts.ts, docs/decisions/0012)
// in a fixed plot box stretched to the figure's width (preserveAspectRatio none,
// strokes that do not scale); the axis labels and the tooltip are HTML placed in
// percent of that box, so text keeps its size on a phone and on a wide screen alike.

export interface MonthChartProps {
  chart: MonthChartDto;
  lang: Language;
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

export function MonthChart({ chart, lang, valueLabel, label }: MonthChartProps) {
  const gradientId = useId();
  const [active, setActive] = useState<number | null>(null);
  const { series, plot } = chart;
  const left = (x: number): string => `${(x / plot.width) * 100}%`;
  const top = (y: number): string => `${(y / plot.height) * 100}%`;

  const onPointer = (event: PointerEvent<HTMLDivElement>): void => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || series.length === 0) return;
    const fraction = (event.clientX - box.left) / box.width;
    setActive(Math.min(series.length - 1, Math.max(0, Math.floor(fraction * series.length))));
  };

  const activePoint = active === null ? undefined : series[active];
  const activeSpot = active === null ? undefined : plot.points[active];
  const ticks = axisTicks(series);
  return (
    <div className={`month-chart month-chart--${plot.kind}`}>
      <div className="month-chart__plot" onPointerMove={onPointer} onPointerLeave={() => setActive(null)}>
        <svg className="month-chart__svg" viewBox={`0 0 ${plot.width} ${plot.height}`} preserveAspectRatio="none" role="img" aria-label={label} focusable="false">
          {plot.kind === 'area' ? (
            <defs>
              <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor="currentColor" stopOpacity="0.22" />
                <stop offset="100%" stopColor="currentColor" stopOpacity="0.02" />
              </linearGradient>
            </defs>
          ) : null}
          {plot.yTicks.map((tick) => (
            <line key={tick.value} className="month-chart__grid" x1={0} x2={plot.width} y1={tick.y} y2={tick.y} vectorEffect="non-scaling-stroke" />
          ))}
          {plot.kind === 'area' ? (
            <>
              <path d={plot.areaPath} fill={`url(#${gradientId})`} />
              <path className="month-chart__line" d={plot.linePath} vectorEffect="non-scaling-stroke" />
            </>
          ) : (
            plot.bars.map((bar, index) => (
              <rect key={series[index]?.period ?? index} className={`month-chart__bar${index === active ? ' is-active' : ''}`} x={bar.x} width={bar.width} y={bar.y} height={bar.height} rx={2} />
            ))
          )}
          {plot.kind === 'area' && activeSpot ? (
            <line className="month-chart__guide" x1={activeSpot.x} x2={activeSpot.x} y1={0} y2={plot.height} vectorEffect="non-scaling-stroke" />
          ) : null}
        </svg>
        <div className="month-chart__y" aria-hidden="true">
          {plot.yTicks.map((tick) => (
            <span key={tick.value} style={{ top: top(tick.y) }}>
              {formatNumber(lang, tick.value)}
            </span>
          ))}
        </div>
        {activePoint && activeSpot ? (
          <div
            className={`month-chart__tooltip month-chart__tooltip--${tooltipSide(activeSpot.x / plot.width)}`}
            style={{ left: left(activeSpot.x), top: top(activeSpot.y) }}
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
        {ticks.map((tick, index) => (
          <span key={tick.period} className={tick.major ? undefined : 'month-chart__x-minor'} style={{ left: left(plot.points[index]?.x ?? 0) }}>
            {monthLabel(tick.period, lang, 'short')}
            {tick.year ? <em>{tick.year}</em> : null}
          </span>
        ))}
      </div>
    </div>
  );
}
