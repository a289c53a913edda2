import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { PendingResults } from '../../components/pending-results.tsx';
import { useAskWhenPending } from '../../hooks/use-ask-when-pending.ts';

/** Row-shaped placeholders while the entries are on their way: a first screen's worth. */
const PENDING_ROWS = 6;

/**
 * The list sent before its search answered (docs/decisions/0034): placeholders in the rows'
 * shape, and the browser asks for the entries as soon as this part runs. A deferred part:
 * only a page that needs it loads it, so it costs the list's first load nothing.
 */
export default function ManufacturersPending({ selfHref }: { selfHref: string }): ReactElement {
  const { t } = useTranslation();
  useAskWhenPending(true);
  return (
    <PendingResults status={t('manufacturers.pending')} selfHref={selfHref} reloadLabel={t('manufacturers.pendingRefresh')}>
      <ul className="manufacturers-list manufacturers-pending">
        {Array.from({ length: PENDING_ROWS }, (_, index) => (
          <li key={index} className="manufacturer-row manufacturers-pending__row">
            <span className="manufacturers-pending__logo pending-results__shimmer" />
            <span className="manufacturers-pending__text" />
          </li>
        ))}
      </ul>
    </PendingResults>
  );
}
