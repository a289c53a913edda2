import { useState, type ReactElement } from 'react';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { accountLinks } from '#shared/links.ts';
import type { SessionUser } from '#shared/api/port.ts';
import { canSeeAccountArea } from '#shared/domain/account-access.ts';
import { logout } from '#client/hooks/logout.ts';
import { LogoutIcon } from '../../components/icons.tsx';
import { accountTexts } from '#shared/i18n/texts/account.ts';

registerTexts('account', accountTexts);

/** The private-menu entries of spec §2 (account host) the user's company and permissions allow, and the logout button. */
export function AccountLinks({ lkUrl, user, className = '' }: { lkUrl: string; user: SessionUser; className?: string }): ReactElement {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <ul className={`account-links ${className}`.trim()}>
      {accountLinks(lkUrl, (area) => canSeeAccountArea(user, area)).map((link) => (
        <li key={link.id}>
          <a href={link.href} className="account-links__link" data-account-link={link.id}>
            {t(link.labelKey)}
          </a>
        </li>
      ))}
      <li className="account-links__separator" role="presentation" />
      <li>
        <button
          type="button"
          className="account-links__link account-links__logout"
          data-testid="logout"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          <LogoutIcon size={18} />
          <span>{t('account.logout')}</span>
        </button>
      </li>
    </ul>
  );
}
