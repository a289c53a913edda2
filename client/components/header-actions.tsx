import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '#client/app/i18n.ts';
import { SUPPORT_PHONE } from '#shared/constants.ts';
import { accountHref } from '#shared/links.ts';
import { usePublicConfig, useSessionUser } from '#client/app/use-root-data.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { LoginLink } from './login-link.tsx';
import { NotificationLink } from './notification-link.tsx';
import { PhoneLink } from './phone-link.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The thin bar above the header's main row on wide screens: `start` on the
 * left, the support phone and (optionally) the language switch on the right.
 * It scrolls away while the main row stays stuck; below 960 px it is hidden and
 * the mobile menu carries the same things.
 */
export function HeaderTopBar({ start, showLanguage }: { start: ReactNode; showLanguage: boolean }): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="site-header__top">
      <div className="container site-header__top-inner">
        <div className="site-header__top-start">{start}</div>
        <div className="site-header__top-end">
          <PhoneLink phone={SUPPORT_PHONE} label={t('phone.support')} className="phone-link--inline" />
          {showLanguage ? <LanguageSwitch className="lang-switch--compact" /> : null}
        </div>
      </div>
    </div>
  );
}

/**
 * Right side of the header's main row, at every width: the notification bell
 * and user menu for a logged-in user, or the login button for a visitor.
 */
export function HeaderActions(): ReactElement {
  const user = useSessionUser();
  const config = usePublicConfig();
  return (
    <div className="header-actions">
      {user && config ? (
        <>
          <NotificationLink count={user.countNewMessage} href={accountHref(config.lkUrl, '/messages/')} />
          <UserMenu user={user} lkUrl={config.lkUrl} />
        </>
      ) : (
        <LoginLink />
      )}
    </div>
  );
}
