import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { localisePath } from '#shared/domain/language.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { ErrorIllustration } from './error-illustration.tsx';
import { ArrowLeftIcon, HomeIcon, RefreshIcon } from '../../components/icons.tsx';
import { LogoMark } from '../../components/logo.tsx';

type ErrorKind = 'notFound' | 'serverError';

/**
 * An error page of spec §2/§4/§8: a complete page with its own <main> (the
 * empty layout: render it directly, not inside another layout), never indexed.
 * The 404 sends home ('Вернуться на главную'; English adds a back button); the
 * 500 offers a retry and home.
 */
function ErrorPage({ kind }: { kind: ErrorKind }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t(`errors.${kind}.title`);
  const home = localisePath('/', lang);
  return (
    <main id="main" className="error-page" data-testid={kind === 'notFound' ? 'not-found-page' : 'server-error-page'} tabIndex={-1}>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <a href={home} className="error-page__logo" aria-label={t('site.homeLabel')}>
        <LogoMark size={36} />
      </a>
      <div className="error-page__card">
        <ErrorIllustration code={t(`errors.${kind}.code`)} />
        <h1 className="error-page__title">{title}</h1>
        <p className="error-page__text">{t(`errors.${kind}.text`)}</p>
        <div className="error-page__actions">
          {kind === 'serverError' ? (
            <button type="button" className="button button--secondary" data-testid="retry" onClick={() => window.location.reload()}>
              <RefreshIcon size={18} />
              <span>{t('errors.serverError.retry')}</span>
            </button>
          ) : lang === 'en' ? (
            <button type="button" className="button button--secondary" data-testid="back" onClick={() => window.history.back()}>
              <ArrowLeftIcon size={18} />
              <span>{t('errors.notFound.back')}</span>
            </button>
          ) : null}
          <a href={home} className="button button--primary" data-testid="home-link">
            <HomeIcon size={18} />
            <span>{t(`errors.${kind}.home`)}</span>
          </a>
        </div>
      </div>
    </main>
  );
}

export function NotFoundPage(): ReactElement {
  return <ErrorPage kind="notFound" />;
}

/** 'Internal Server Error' (spec §4, §8). */
export function ServerErrorPage(): ReactElement {
  return <ErrorPage kind="serverError" />;
}
