import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { SessionUser } from '#shared/api/port.ts';
import { accountLabel } from '#shared/domain/person-name.ts';
import { useDismiss } from '#client/hooks/use-dismiss.ts';
import { AccountLinks, LogoutFields } from './account-links.tsx';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { accountTexts } from '#shared/i18n/texts/account.ts';

registerTexts('account', accountTexts);

/** Avatar, short name and the private menu (a disclosure: button + list of links). */
export function UserMenu({ user, lkUrl }: { user: SessionUser; lkUrl: string }): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname, search } = useLocation();
  const name = accountLabel(user);

  const close = useCallback(() => {
    setOpen(false);
    if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.openMenu', { name })}
        data-testid="user-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <UserAvatar user={user} size={32} />
        <span className="user-menu__name">{name}</span>
        <ChevronDownIcon size={16} className="user-menu__chevron" />
      </button>
      <nav id={menuId} className="user-menu__panel" aria-label={t('account.menuLabel')} hidden={!open}>
        <div className="user-menu__who">
          <span className="user-menu__who-name">{name}</span>
          {user.email ? <span className="user-menu__who-email">{user.email}</span> : null}
        </div>
        <AccountLinks lkUrl={lkUrl} user={user} />
      </nav>
      {/* The menu opens with JavaScript; without it, logging out is still a plain post (docs/decisions/0029). */}
      <noscript>
        <form method="post" action="/" className="user-menu__logout">
          <LogoutFields />
          <button type="submit" className="button button--secondary" data-testid="logout-noscript">
            {t('account.logout')}
          </button>
        </form>
      </noscript>
    </div>
  );
}
