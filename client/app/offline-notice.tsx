import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkStatus } from './network-status.ts';

/** Tells the visitor the connection dropped; navigation keeps working once it is back. */
export function OfflineNotice() {
  const { online } = useNetworkStatus();
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || online) return null;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      {t('network.offline')}
    </div>
  );
}
