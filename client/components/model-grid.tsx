import type { ReactElement } from 'react';
import type { ModelCardDto } from '#shared/api/dto.ts';
import { ModelCard } from './model-card.tsx';
import { CompareTraySlot } from './compare-toggle.tsx';

export interface ModelGridProps {
  models: readonly ModelCardDto[];
  /** Accessible name of the list (the visible section heading usually says the same). */
  label?: string;
  testId?: string;
  headingLevel?: 2 | 3;
  /** How many leading cards load their image eagerly (the first row above the fold). */
  eagerCount?: number;
}

/** A responsive grid of model cards: 1 column on phones up to 4 on wide screens. */
export function ModelGrid({ models, label, testId, headingLevel = 3, eagerCount = 0 }: ModelGridProps): ReactElement {
  return (
    <ul className="card-grid model-grid" aria-label={label} data-testid={testId}>
      {models.map((model, index) => (
        <li key={model.id} className="model-grid__item">
          <ModelCard model={model} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
      <CompareTraySlot />
    </ul>
  );
}
