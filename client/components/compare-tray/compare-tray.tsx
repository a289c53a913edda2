import { useRef, type ReactElement } from 'react';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { useBottomOverlay } from '#client/hooks/use-bottom-overlay.ts';
import { setComparedIds } from '#client/hooks/use-compared-ids.ts';
import { COMPARE_MAX_MODELS } from '#shared/constants.ts';
import { compareHref } from '#shared/domain/compare-address.ts';
import { compareTrayTexts } from '#shared/i18n/texts/compare-tray.ts';
import './compare-tray.css';

registerTexts('compareTray', compareTrayTexts);

/** How many models are set aside, the way to their comparison, and a way to start over. */
export function CompareTray({ ids }: { ids: readonly string[] }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ref = useRef<HTMLElement>(null);
  useBottomOverlay(ref, 'compare-tray');
  return (
    <aside ref={ref} className="compare-tray" aria-label={t('compareTray.label')} data-testid="compare-tray">
      <p className="compare-tray__count" aria-live="polite">
        {t('compareTray.count', { count: ids.length, max: COMPARE_MAX_MODELS })}
      </p>
      <a className="button button--primary compare-tray__open" href={compareHref(ids, lang)} data-nav="" data-testid="compare-tray-open">
        {t('compareTray.open')}
      </a>
      {/* Its name from aria-label: a phone shows only the mark. */}
      <button type="button" className="compare-tray__clear" onClick={() => setComparedIds([])} aria-label={t('compareTray.clear')} title={t('compareTray.clear')} data-testid="compare-tray-clear">
        <span aria-hidden="true" className="compare-tray__clear-mark">
          ×
        </span>
        <span aria-hidden="true" className="compare-tray__clear-text">
          {t('compareTray.clear')}
        </span>
      </button>
    </aside>
  );
}
