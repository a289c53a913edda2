import { Link } from 'react-router';
import { formatNumber } from '#shared/i18n/format.ts';
import { formatShare } from '#shared/i18n/statistics-format.ts';
import type { Language } from '#shared/domain/language.ts';

export interface RankedBarsProps<T> {
  /** Ranked by the server, each with its bar length in percent (server/services/statistics-charts.ts). */
  items: ReadonlyArray<{ item: T; value: number; share: number; bar: number }>;
  lang: Language;
  labelOf: (item: T) => string;
  hrefOf?: (item: T) => string | null;
  /** A second line under the label ('128 models'). */
  detailOf?: (item: T) => string | null;
  showShare?: boolean;
}

/** A ranked list (leaders, countries, regions): each row its label, figure and an SVG bar scaled to the largest. */
export function RankedBars<T>({ items, lang, labelOf, hrefOf, detailOf, showShare }: RankedBarsProps<T>) {
  return (
    <ol className="ranked-bars">
      {items.map((entry, index) => {
        const href = hrefOf?.(entry.item) ?? null;
        const detail = detailOf?.(entry.item) ?? null;
        const label = labelOf(entry.item);
        return (
          <li key={index} className="ranked-bars__row" title={`${label}: ${formatNumber(lang, entry.value)}`}>
            <span className="ranked-bars__rank">{index + 1}</span>
            <span className="ranked-bars__label">
              {href ? (
                <Link to={href}>{label}</Link>
              ) : (
                label
              )}
              {detail ? <small>{detail}</small> : null}
            </span>
            <span className="ranked-bars__value">
              {formatNumber(lang, entry.value)}
              {showShare ? <small>{formatShare(lang, entry.share)}</small> : null}
            </span>
            <svg className="ranked-bars__bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect x={0} y={0} width={100} height={8} rx={1} className="ranked-bars__track" />
              <rect x={0} y={0} width={entry.bar} height={8} rx={1} className="ranked-bars__fill" />
            </svg>
          </li>
        );
      })}
    </ol>
  );
}
