import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n.ts';
import { localisePath } from '#shared/domain/language.ts';
import { useLanguage } from '#client/app/use-language.ts';
import { ErrorIllustration } from './error-illustration.tsx';
import { ArrowLeftIcon, HomeIcon } from './icons.tsx';
import { LogoMark } from './logo.tsx';

/**
 * The 404 page of spec §2, a complete page with its own <main> (the empty
 * layout: render it directly, not inside another layout). Russian: title,
 * text and 'Вернуться на главную' to '/'; English: 'This page could not be
 * found' with a back button and a home link. Never indexed.
 */
export function NotFoundPage(): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t('errors.notFound.title');
  return (
    <main id="main" className="error-page" data-testid="not-found-page" tabIndex={-1}>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <a href={localisePath('/', lang)} className="error-page__logo" aria-label={t('site.homeLabel')}>
        <LogoMark size={36} />
      </a>
      <div className="error-page__card">
        <ErrorIllustration code={t('errors.notFound.code')} />
        <h1 className="error-page__title">{title}</h1>
        <p className="error-page__text">{t('errors.notFound.text')}</p>
        <div className="error-page__actions">
          {lang === 'en' ? (
            <button type="button" className="button button--secondary" data-testid="back" onClick={() => window.history.back()}>
              <ArrowLeftIcon size={18} />
              <span>{t('errors.notFound.back')}</span>
            </button>
          ) : null}
          <a href={localisePath('/', lang)} className="button button--primary" data-testid="home-link">
            <HomeIcon size={18} />
            <span>{t('errors.notFound.home')}</span>
          </a>
        </div>
      </div>
    </main>
  );
}
