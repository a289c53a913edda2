import { useEffect, useRef, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { AnaloguesDto } from '#shared/api/dto.ts';
import { DATA_PATHS } from '#client/app/data/data-paths.ts';
import { ANALOGUES_ROOT_MARGIN } from '#shared/constants.ts';
import { ModelRow } from '../../components/model-row.tsx';
import { useNearViewport } from './use-near-viewport.ts';

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
  const fetcher = useFetcher<AnaloguesDto>();
  const load = fetcher.load;

  useEffect(() => {
    if (near) void load(DATA_PATHS.analogues(modelId));
  }, [near, modelId, load]);

  // The page keys this section by model, so the fetcher's answer is this model's.
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const items = answer?.items ?? [];
  const status = answer ? (answer.error ? 'error' : 'done') : near ? 'loading' : 'idle';
  const title = t('modelPage.analogues');
  return (
    <section
      ref={ref}
      className={`model-section model-section--row model-analogues${items.length === 0 ? ' model-analogues--empty' : ''}`}
      aria-labelledby={items.length > 0 ? 'model-analogues-title' : undefined}
      data-testid="model-analogues"
      data-state={status}
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
