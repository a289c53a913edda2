import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n.ts';
import type { ModelCardDto } from '#shared/api/dto.ts';
import { ANALOGUES_ROOT_MARGIN } from '#shared/constants.ts';
import { ModelRow } from '../model-row.tsx';
import { browserPort } from './browser-port.ts';
import { useNearViewport } from './use-near-viewport.ts';

type AnaloguesState = { status: 'idle' | 'loading' } | { status: 'done'; items: ModelCardDto[]; error: boolean };

/**
 * Analogues from other manufacturers (spec §7 GET /model/get_analogue, a very
 * slow call): never part of the page data, asked for by the browser once the
 * section comes near the viewport. Until they arrive, and when there are none
 * or the call failed (spec §8: error flag, empty list), the section takes no room.
 */
export function ModelAnalogues({ modelId }: { modelId: number }): ReactElement {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, { rootMargin: ANALOGUES_ROOT_MARGIN });
  const [state, setState] = useState<AnaloguesState>({ status: 'idle' });

  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    setState({ status: 'loading' });
    browserPort()
      .getAnalogues(String(modelId))
      .then(
        (answer) => current && setState({ status: 'done', items: answer.items, error: answer.error }),
        () => current && setState({ status: 'done', items: [], error: true }),
      );
    return () => {
      current = false;
    };
  }, [near, modelId]);

  const items = state.status === 'done' ? state.items : [];
  const title = t('modelPage.analogues');
  return (
    <section
      ref={ref}
      className={`model-section model-section--row model-analogues${items.length === 0 ? ' model-analogues--empty' : ''}`}
      aria-labelledby={items.length > 0 ? 'model-analogues-title' : undefined}
      data-testid="model-analogues"
      data-state={state.status === 'done' ? (state.error ? 'error' : 'done') : state.status}
    >
      {items.length > 0 ? (
        <>
          <h2 id="model-analogues-title" className="section-title">
            {title}
          </h2>
          <ModelRow models={items} label={title} testId="model-analogues-row" />
        </>
      ) : null}
    </section>
  );
}
