import { useTranslation } from '#client/app/i18n/i18n.ts';
import { useLocation, useMatches } from 'react-router';
import { PageIntro } from '../components/page-intro.tsx';

/** The login screen (/enter) and the landing of a failed login callback (/oauth/code). */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const page = (useMatches().at(-1)?.handle as { page?: string } | undefined)?.page ?? 'enter';
  const returnTo = new URLSearchParams(location.search).get('return') ?? '/';
  const safeReturn = returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
  return (
    <PageIntro page={page}>
      <p>
        <a className="button button--primary" href={`/auth/login?return=${encodeURIComponent(safeReturn)}`} data-testid="enter-login">
          {t('header.login')}
        </a>
      </p>
    </PageIntro>
  );
}
