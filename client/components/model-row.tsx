import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ModelCardDto } from '#shared/api/dto.ts';
import { ModelCard } from './model-card.tsx';
import { CompareTraySlot } from './compare-toggle.tsx';

export interface ModelRowProps {
  models: readonly ModelCardDto[];
  /** Accessible name of the scrolling row. */
  label: string;
  testId?: string;
  /** 'feature': wide slides (the home slider); 'cards': regular cards (similar models). */
  variant?: 'feature' | 'cards';
  eager?: boolean;
}

/**
 * Model cards in one horizontally scrolling row. CSS scroll-snap does the
 * sliding, so it needs no script and works before hydration; the row is
 * focusable so keyboard users can scroll it with the arrow keys. A group, not
 * a region: the section around it is the landmark, named by the same heading,
 * and two nested landmarks of one name confuse landmark navigation.
 */
export function ModelRow({ models, label, testId, variant = 'cards', eager = false }: ModelRowProps): ReactElement {
  const { t } = useTranslation();
  return (
    <div className={`model-row model-row--${variant}`} role="group" aria-label={label} tabIndex={0} data-testid={testId}>
      <ul className="model-row__list">
        {models.map((model, index) => (
          <li key={model.id} className="model-row__item">
            <ModelCard model={model} eager={eager && index < 4} />
          </li>
        ))}
      </ul>
      <p className="visually-hidden">{t('modelRow.scrollHint')}</p>
      <CompareTraySlot />
    </div>
  );
}
