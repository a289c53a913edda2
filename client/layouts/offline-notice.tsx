import { useTranslation } from '#client/app/i18n/i18n.ts';
import { useNetworkStatus } from '../app/browser/network-status.ts';

/** Tells the visitor the connection dropped; navigation keeps working once it is back. */
export function OfflineNotice() {
  const { online } = useNetworkStatus();
  const { t } = useTranslation();
  // Online on the server and during hydration (the store's server snapshot), so the markup matches.
  if (online) return null;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      {t('network.offline')}
    </div>
  );
}
