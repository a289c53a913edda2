import type { ReactElement } from 'react';
import type { Language } from '#shared/domain/language.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { DownloadIcon, EyeIcon } from './icons.tsx';

type Counter = 'models' | 'views' | 'downloads';

const ICONS: Record<Counter, ReactElement | null> = { models: null, views: <EyeIcon size={14} />, downloads: <DownloadIcon size={14} /> };
const ORDER: readonly Counter[] = ['models', 'views', 'downloads'];

export interface ManufacturerCountersProps {
  lang: Language;
  labels: Record<Counter, string>;
  values: Record<Counter, number>;
  className: string;
  /** Each counter's block, when the page styles it by class. */
  itemClassName?: string;
  testId?: string;
}

/** A manufacturer's models, views and downloads as a description list (spec §2, §3): the list's rows and the manufacturer page's header. */
export function ManufacturerCounters({ lang, labels, values, className, itemClassName, testId }: ManufacturerCountersProps): ReactElement {
  return (
    <dl className={className} data-testid={testId}>
      {ORDER.map((counter) => (
        <div key={counter} className={itemClassName}>
          <dt>
            {ICONS[counter]}
            {labels[counter]}
          </dt>
          <dd>{formatNumber(lang, values[counter])}</dd>
        </div>
      ))}
    </dl>
  );
}
