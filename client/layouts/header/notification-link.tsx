import type { ReactElement } from 'react';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { BellIcon } from '../../components/icons.tsx';
import { accountTexts } from '#shared/i18n/texts/account.ts';

registerTexts('account', accountTexts);

const BADGE_MAX = 99;

/** Bell linking to the account's messages, with the new-message count (spec §2). */
export function NotificationLink({ count, href }: { count: number; href: string }): ReactElement {
  const { t } = useTranslation();
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const label = n === 0 ? t('account.notificationsNone') : t('account.notifications', { count: n });
  return (
    <a href={href} className="icon-button notification-link" aria-label={label} title={label} data-testid="notifications">
      <BellIcon size={22} />
      {n > 0 ? (
        <span className="notification-link__badge" aria-hidden="true" data-testid="notifications-count">
          {n > BADGE_MAX ? `${BADGE_MAX}+` : n}
        </span>
      ) : null}
    </a>
  );
}
