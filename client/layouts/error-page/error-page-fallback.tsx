import type { ReactElement } from 'react';
import { ERROR_PAGE_FAILURE_MESSAGE } from '#shared/errors.ts';

/**
 * Shown when rendering the error page itself failed (spec §2, §8). Plain
 * markup only: no i18n, router or data hooks, any of which may be what broke.
 */
export function ErrorPageFallback(): ReactElement {
  return (
    <main id="main" className="error-page error-page--fallback" data-testid="error-page-fallback">
      <title>Error</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="error-page__card">
        <h1 className="error-page__title">{ERROR_PAGE_FAILURE_MESSAGE}</h1>
        <p className="error-page__actions">
          <a href="/" className="button button--primary">
            Go to the home page
          </a>
        </p>
      </div>
    </main>
  );
}
