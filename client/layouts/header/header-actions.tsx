import type { ReactElement } from 'react';
import { accountHref } from '#shared/links.ts';
import { usePublicConfig, useSessionUser } from '#client/app/data/use-root-data.ts';
import { LoginLink } from './login-link.tsx';
import { NotificationLink } from './notification-link.tsx';
import { UserMenu } from './user-menu.tsx';
// The user menu's panel opens only once this chunk has run, so its styles come with it (decision 0031).
import './user-menu.css';
import './account-links.css';

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
