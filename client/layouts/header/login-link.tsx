import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { loginHref } from '#shared/links.ts';
import { LoginIcon } from '../../components/icons.tsx';

/**
 * The 'Войти' button for anonymous users: a link to the login route with the
 * current page to come back to. The hash is left out: the server never sees
 * it, so including it would make the server and client hrefs differ.
 */
export function LoginLink({ testId = 'login', className = '' }: { testId?: string; className?: string }): ReactElement {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <a href={loginHref(`${pathname}${search}`)} className={`button button--primary login-link ${className}`.trim()} data-testid={testId} title={t('header.loginHint')}>
      <LoginIcon size={18} />
      <span>{t('header.login')}</span>
    </a>
  );
}
