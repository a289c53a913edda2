import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n.ts';
import { localisePath } from '#shared/domain/language.ts';
import { useLanguage } from '#client/app/use-language.ts';
import { ErrorIllustration } from './error-illustration.tsx';
import { HomeIcon, RefreshIcon } from './icons.tsx';
import { LogoMark } from './logo.tsx';

/** The 500 page ('Internal Server Error', spec §4, §8): a complete page with its own <main>; never indexed. */
export function ServerErrorPage(): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t('errors.serverError.title');
  return (
    <main id="main" className="error-page" data-testid="server-error-page" tabIndex={-1}>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <a href={localisePath('/', lang)} className="error-page__logo" aria-label={t('site.homeLabel')}>
        <LogoMark size={36} />
      </a>
      <div className="error-page__card">
        <ErrorIllustration code={t('errors.serverError.code')} />
        <h1 className="error-page__title">{title}</h1>
        <p className="error-page__text">{t('errors.serverError.text')}</p>
        <div className="error-page__actions">
          <button type="button" className="button button--secondary" data-testid="retry" onClick={() => window.location.reload()}>
            <RefreshIcon size={18} />
            <span>{t('errors.serverError.retry')}</span>
          </button>
          <a href={localisePath('/', lang)} className="button button--primary" data-testid="home-link">
            <HomeIcon size={18} />
            <span>{t('errors.serverError.home')}</span>
          </a>
        </div>
      </div>
    </main>
  );
}
