import { useEffect, type ReactElement } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { SessionActionResult } from '#client/app/data/session-actions.ts';
import { accountLinks } from '#shared/links.ts';
import type { SessionUser } from '#shared/api/port.ts';
import { canSeeAccountArea } from '#shared/domain/account-access.ts';
import { LogoutIcon } from '../../components/icons.tsx';
import { accountTexts } from '#shared/i18n/texts/account.ts';

registerTexts('account', accountTexts);

/** The private-menu entries of spec §2 (account host) the user's company and permissions allow, and the logout button. */
export function AccountLinks({ lkUrl, user, className = '' }: { lkUrl: string; user: SessionUser; className?: string }): ReactElement {
  const { t } = useTranslation();
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
        <LogoutForm label={t('account.logout')} />
      </li>
    </ul>
  );
}

/** The fields that send a logout to the root's action (app/data/session-actions.ts) and bring the visitor back here. */
export function LogoutFields(): ReactElement {
  const { pathname, search } = useLocation();
  return (
    <>
      <input type="hidden" name="intent" value="logout" />
      <input type="hidden" name="back" value={pathname + search} />
    </>
  );
}

/**
 * Spec §2 'logout (logs out, then reloads)': the root's action ends the session through a
 * fetcher, then the page reloads, whatever the answer (spec §8: a failure is logged, the
 * page reloads anyway).
 */
function LogoutForm({ label }: { label: string }): ReactElement {
  const logout = useFetcher<SessionActionResult>();
  const done = logout.state === 'idle' && logout.data !== undefined;
  useEffect(() => {
    if (done) window.location.reload();
  }, [done]);
  return (
    <logout.Form method="post" action="/" className="account-links__form">
      <LogoutFields />
      <button type="submit" className="account-links__link account-links__logout" data-testid="logout" disabled={logout.state !== 'idle' || done}>
        <LogoutIcon size={18} />
        <span>{label}</span>
      </button>
    </logout.Form>
  );
}
