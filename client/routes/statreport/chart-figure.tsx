import type { ReactNode } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';

export interface ChartFigureProps {
  id: string;
  title: string;
  caption: string;
  /** False when the dataset failed (spec §5, §8): the figure says so and the rest of the page renders. */
  available: boolean;
  /** The data as a table for screen readers and keyboard users (and anyone who wants exact figures). */
  table?: ReactNode;
  /** Headline figures above the chart. */
  summary?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}

/** One chart: heading, caption, the SVG, and its data as a table behind a disclosure that works without JavaScript. */
export function ChartFigure({ id, title, caption, available, table, summary, children, wide }: ChartFigureProps) {
  const { t } = useTranslation();
  return (
    <figure className={`stat-chart${wide ? ' stat-chart--wide' : ''}`} aria-labelledby={`${id}-title`} id={id}>
      <figcaption>
        <h3 className="stat-chart__title" id={`${id}-title`}>
          {title}
        </h3>
        <p className="stat-chart__caption">{caption}</p>
      </figcaption>
      {available ? (
        <>
          {summary}
          {children}
          {table ? (
            <details className="stat-chart__data">
              <summary>{t('statreport.showTable')}</summary>
              <div className="stat-chart__table-scroll">{table}</div>
            </details>
          ) : null}
        </>
      ) : (
        <p className="stat-chart__unavailable" role="status">
          {t('statreport.unavailable')}
        </p>
      )}
    </figure>
  );
}
