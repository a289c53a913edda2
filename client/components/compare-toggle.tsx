import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { COMPARE_MAX_MODELS } from '#shared/constants.ts';
import { setComparedIds, useComparedIds } from '#client/hooks/use-compared-ids.ts';
import { COMPARE_IDS_QUERY, COMPARE_PATH, toggleCompared } from '#shared/domain/compare-set.ts';
import { localisePath } from '#shared/domain/language.ts';

// The toggle on cards and the tray's slot in one module: every page with model cards shows both.

/**
 * "Compare": adds the model to the visitor's comparison set or takes it out (issue 24 §4).
 * A form, so that without JavaScript it still opens the comparison of this model.
 */
export function CompareToggle({ id, className = '' }: { id: number; className?: string }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ids = useComparedIds();
  const key = String(id);
  const selected = ids.includes(key);
  const full = !selected && ids.length >= COMPARE_MAX_MODELS;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!full) setComparedIds(toggleCompared(ids, key));
  };
  return (
    <form className={className ? `compare-toggle ${className}` : 'compare-toggle'} method="get" action={localisePath(COMPARE_PATH, lang)} onSubmit={onSubmit}>
      <input type="hidden" name={COMPARE_IDS_QUERY} value={key} />
      <button
        type="submit"
        className="compare-toggle__button"
        aria-pressed={selected}
        aria-disabled={full || undefined}
        title={full ? t('modelCard.compareFull', { count: COMPARE_MAX_MODELS }) : undefined}
        data-testid="compare-toggle"
      >
        {t('modelCard.compare')}
      </button>
    </form>
  );
}

// The tray's code and texts load once the visitor has something to compare.
const CompareTray = lazy(() => import('./compare-tray/compare-tray.tsx').then((module) => ({ default: module.CompareTray })));

// Every grid and row of cards (and the model page) renders a slot; the first one mounted shows the tray.
let trayOwner: object | null = null;
const claimants = new Set<() => void>();

/**
 * The comparison tray (issue 24 §4) wherever model cards are. One tray a page however many slots
 * it has, and at the end of the body (a portal), not inside the list that rendered it.
 */
export function CompareTraySlot(): ReactElement | null {
  const ids = useComparedIds();
  const [self] = useState(() => ({}));
  const [owner, setOwner] = useState(false);
  useEffect(() => {
    const claim = () => {
      if (trayOwner !== null) return;
      trayOwner = self;
      setOwner(true);
    };
    claim();
    claimants.add(claim);
    return () => {
      claimants.delete(claim);
      if (trayOwner !== self) return;
      trayOwner = null;
      for (const next of claimants) next();
    };
  }, [self]);
  if (!owner || ids.length === 0) return null;
  return createPortal(
    <Suspense fallback={null}>
      <CompareTray ids={ids} />
    </Suspense>,
    document.body,
  );
}
