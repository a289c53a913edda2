import type { CSSProperties, ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';

/** Which plural label (countersStrip.<kind>) a figure carries. */
export type CounterKind = 'models' | 'manufacturers' | 'designers' | 'designersMonthly' | 'designCompanies' | 'plugins' | 'articles';

export interface CounterItem {
  kind: CounterKind;
  value: number;
  /** Where the figure leads (the catalogue, the manufacturers), already localised. */
  href?: string;
}

export interface CountersStripProps {
  items: readonly CounterItem[];
  label?: string;
  variant?: 'default' | 'inverse';
  testId?: string;
}

/**
 * Key figures with Russian (or English) number formatting and plural-aware
 * labels: '10 400 моделей'. A zero is the spec §8 fallback of a failed counters
 * call, not a real figure, so it is left out; with nothing left there is no strip.
 */
export function CountersStrip({ items, label, variant = 'default', testId = 'counters' }: CountersStripProps): ReactElement | null {
  const { t } = useTranslation();
  const lang = useLanguage();
  const shown = items.filter((item) => Number.isFinite(item.value) && item.value > 0);
  if (shown.length === 0) return null;
  // The column count rides on the list's opening tag: a phone that paints while the HTML is still
  // being parsed lays out two cells as two wide columns, and the later cells would push them aside
  // (a layout shift seen on a 4x slower CPU, issue 26).
  const columns = { '--counters-strip-columns': shown.length } as CSSProperties;
  return (
    <ul className={`counters-strip counters-strip--${variant}`} style={columns} aria-label={label ?? t('countersStrip.label')} data-testid={testId}>
      {shown.map((item) => (
        <li key={item.kind} className="counters-strip__item" data-counter={item.kind}>
          <span className="counters-strip__value">{formatNumber(lang, item.value)}</span>
          {item.href ? (
            <Link to={item.href} className="counters-strip__label counters-strip__link">
              {t(`countersStrip.${item.kind}`, { count: item.value })}
            </Link>
          ) : (
            <span className="counters-strip__label">{t(`countersStrip.${item.kind}`, { count: item.value })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
