import type { ReactElement } from 'react';

export interface StepListProps {
  steps: ReadonlyArray<{ title?: string; text: string }>;
  /** The list's class; its parts are `<block>__item`, `__number`, `__title` and `__text`. */
  block?: string;
}

/** Numbered steps ('how it works'). */
export function StepList({ steps, block = 'content-steps' }: StepListProps): ReactElement {
  return (
    <ol className={block}>
      {steps.map((step, index) => (
        <li key={index} className={`${block}__item`}>
          <span className={`${block}__number`} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            {step.title ? <h3 className={`${block}__title`}>{step.title}</h3> : null}
            <p className={`${block}__text`}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
