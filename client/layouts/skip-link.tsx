import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';

/** First focusable element of every layout: jumps keyboard users past the header. */
export function SkipLink(): ReactElement {
  const { t } = useTranslation();
  return (
    <a href="#main" className="skip-link">
      {t('skipToContent')}
    </a>
  );
}
