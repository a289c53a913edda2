import { useEffect, useRef, type ReactElement } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { DATA_PATHS, type ModelIfcFetch } from '#client/app/data/data-paths.ts';
import type { IfcFactsDto } from '#shared/api/dto.ts';
import { modelIfcTexts } from '#shared/i18n/texts/model-ifc.ts';
import { IfcFactsView } from './model-ifc-facts.tsx';
import { ModelIds } from './model-ids.tsx';
import type { ModelIfcData } from './model-ifc-load.ts';

registerTexts('modelIfc', modelIfcTexts);

/** A file still being read is asked for again this many times (each ask waits for the read up to the route's bound). */
const REFRESH_TRIES = 8;
/** The pause between two asks, as the route's Retry-After says. */
const REFRESH_PAUSE_MS = 2_000;

const stillReading = (facts: IfcFactsDto | null | undefined) => facts === null || facts?.state === 'pending';

/**
 * The facts as the page had them, refreshed in the browser while the file is being read
 * (a cold read outlasts the page's short wait): a fetcher asks the facts route again until
 * it answers something other than 'pending', or gives up after REFRESH_TRIES.
 */
function useFreshFacts(modelId: number, initial: ModelIfcData) {
  const fetcher = useFetcher<ModelIfcFetch>();
  const tries = useRef(0);
  const facts = fetcher.data?.facts !== undefined ? fetcher.data.facts : initial.facts;
  const reading = stillReading(facts);
  const idle = fetcher.state === 'idle';
  useEffect(() => {
    if (!reading || !idle || tries.current >= REFRESH_TRIES) return;
    const timer = setTimeout(
      () => {
        tries.current += 1;
        fetcher.load(DATA_PATHS.modelIfc(modelId, 'facts&offered'));
      },
      tries.current === 0 ? 0 : REFRESH_PAUSE_MS,
    );
    return () => clearTimeout(timer);
    // fetcher.load is stable per fetcher; a new answer (fetcher.data) schedules the next ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reading, idle, fetcher.data, modelId]);
  return { facts, offered: fetcher.data?.offered ?? initial.offered, gaveUp: reading && idle && tries.current >= REFRESH_TRIES };
}

/**
 * Issue 24 §2: "What's in the file", the model's IFC file as the server read it, for
 * anonymous visitors too (facts, never the file or its address). A deferred part of
 * the model page (ModelIfcPart): rendered whole on the server, keyed by the model.
 * No IFC file: nothing. Being read: a line that refreshes itself (and a link that
 * reloads the page without JavaScript). Could not be read: the reason in words.
 */
export function ModelIfc({ modelId, ifc }: { modelId: number; ifc: ModelIfcData }): ReactElement | null {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { facts, offered, gaveUp } = useFreshFacts(modelId, ifc);
  if (facts?.state === 'none') return null;
  const state = facts === null ? 'pending' : facts.state;
  return (
    <section className="model-section model-ifc" id="model-ifc" aria-labelledby="model-ifc-title" data-testid="model-ifc" data-state={state}>
      <h2 id="model-ifc-title" className="model-section__title">
        {t('modelIfc.title')}
      </h2>
      {state === 'read' && facts ? (
        <>
          <p className="model-ifc__note">{t('modelIfc.lead')}</p>
          <IfcFactsView dto={facts} />
          <ModelIds modelId={modelId} offered={offered} serverCheck={ifc.check} />
        </>
      ) : state === 'unreadable' ? (
        <p className="model-ifc__message" data-testid="ifc-unreadable" data-reason={facts?.reason ?? ''}>
          {t('modelIfc.unreadable', { reason: t(`modelIfc.reason_${facts?.reason ?? 'malformed'}`) })}
        </p>
      ) : (
        <p className="model-ifc__message" role="status" data-testid="ifc-pending">
          {t(gaveUp ? 'modelIfc.pendingLong' : 'modelIfc.pending')}{' '}
          <a href={`${pathname}${search}#model-ifc`}>{t('modelIfc.refresh')}</a>
        </p>
      )}
    </section>
  );
}
