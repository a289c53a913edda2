import { lazy, memo, Suspense, useId, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { deferred } from '#client/app/deferred/deferred.tsx';
import type { BannerDto, CatalogueDto } from '#shared/api/dto.ts';
import { AdBanners } from '../../components/ad-banners/ad-banners.tsx';
import { ModelGrid } from '../../components/model-grid.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { ModelList } from './model-list.tsx';
import { CubeIcon } from '../../components/icons.tsx';
import { PendingResults } from '../../components/pending-results.tsx';

type SearchResult = CatalogueDto['search'];

// The request form is large and opened by few visitors: its own chunk, fetched on demand.
const RequestModelForm = lazy(() => import('../../components/request-model/request-model-form.tsx').then((module) => ({ default: module.RequestModelForm })));

// The same form for a visitor without JavaScript (the toggle needs it): the server renders it whole
// inside <noscript>, which the browser's React never renders (docs/decisions/0029).
const RequestModelFormWithoutScript = deferred(() => import('../../components/request-model/request-model-form.tsx'), 'RequestModelForm');

/** Warms the form's chunk when the visitor shows intent, so it opens without a wait. */
function preloadRequestForm(): void {
  void import('../../components/request-model/request-model-form.tsx');
}

export interface CatalogueResultsProps {
  result: SearchResult;
  view: 'card' | 'list';
  /** A search for this page is on its way: old cards stay, dimmed. */
  busy: boolean;
  /** The page came before its search answered (issue 23 §5): placeholders until the browser has the results. */
  pending: boolean;
  /** This page's own address: without JavaScript, the way to the results once they are in. */
  selfHref: string;
  hrefForPage: (page: number) => string;
  /** The catalogue without any filter. */
  resetHref: string;
  search: string;
  /** Paid banners of the catalogue placement: after the cards, before the pagination; after the request offer when nothing is found. */
  banners: readonly BannerDto[];
}

/** Cards or rows above the fold load their images eagerly. */
const EAGER_COUNT = 4;

/**
 * Spec §2/§4 results: the model grid or list, real pagination links, the loading state.
 * Memoised: the filter drawer's opening and every tick of the filter draft re-render the
 * catalogue body, and 48 cards need not come along (issue 26, INP of the filters).
 */
export const CatalogueResults = memo(function CatalogueResults({ result, view, busy, pending, selfHref, hrefForPage, resetHref, search, banners }: CatalogueResultsProps): ReactElement {
  const { t } = useTranslation();
  const empty = result.notFound || result.models.length === 0;
  if (pending) return <PendingCards selfHref={selfHref} />;
  return (
    <div className={busy ? 'catalogue-results__body is-busy' : 'catalogue-results__body'} aria-busy={busy} data-testid="catalogue-results">
      {busy ? (
        <div className="catalogue-spinner" role="status">
          <span className="catalogue-spinner__wheel" aria-hidden="true" />
          <span className="visually-hidden">{t('catalogue.loading')}</span>
        </div>
      ) : null}
      {empty ? (
        <>
          <CatalogueNotFound resetHref={resetHref} search={search} />
          <AdBanners banners={banners} testId="catalogue-banners" />
        </>
      ) : (
        <>
          {view === 'list' ? (
            <ModelList models={result.models} eagerCount={EAGER_COUNT} testId="catalogue-list" />
          ) : (
            <ModelGrid models={result.models} headingLevel={2} testId="catalogue-grid" eagerCount={EAGER_COUNT} />
          )}
          <AdBanners banners={banners} testId="catalogue-banners" />
          <Pagination page={result.page} totalPages={result.totalPages} hrefFor={hrefForPage} />
        </>
      )}
    </div>
  );
});

/** Card-shaped placeholders in the grid's columns, so the results take their place without moving the page. */
const PLACEHOLDER_COUNT = 8;

/** Spec §3 loadingModels, for a page sent before its search answered (docs/decisions/0034). */
function PendingCards({ selfHref }: { selfHref: string }): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="catalogue-results__body" aria-busy="true" data-testid="catalogue-results">
      <PendingResults status={t('catalogue.pending')} selfHref={selfHref} reloadLabel={t('catalogue.pendingRefresh')}>
        <ul className="card-grid model-grid catalogue-pending__grid">
          {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
            <li key={index} className="catalogue-pending__card" />
          ))}
        </ul>
      </PendingResults>
    </div>
  );
}

/**
 * Spec §4/§8 not-found state: nothing matched or the search failed. Offers to
 * reset the filters and to request the model; the request form opens inline.
 */
export function CatalogueNotFound({ resetHref, search }: { resetHref: string; search: string }): ReactElement {
  const { t } = useTranslation();
  const [requesting, setRequesting] = useState(false);
  const formId = useId();
  return (
    <div className="catalogue-not-found" data-testid="catalogue-not-found">
      <div className="empty-state catalogue-empty">
        <span className="catalogue-empty__icon">
          <CubeIcon size={48} />
        </span>
        <h2 className="catalogue-empty__title">{t('catalogue.notFoundTitle')}</h2>
        <p className="catalogue-empty__text">{t('catalogue.notFoundText')}</p>
        <div className="catalogue-empty__actions">
          <Link to={resetHref} className="button button--secondary" data-testid="not-found-reset">
            {t('catalogue.resetFilters')}
          </Link>
          <button
            type="button"
            className="button button--primary"
            aria-expanded={requesting}
            aria-controls={formId}
            onClick={() => setRequesting((open) => !open)}
            onPointerEnter={preloadRequestForm}
            onFocus={preloadRequestForm}
            data-testid="request-model-toggle"
          >
            {t('catalogue.requestModel')}
          </button>
        </div>
      </div>
      <div id={formId} className="catalogue-request" hidden={!requesting}>
        {requesting ? (
          <Suspense
            fallback={
              <div className="catalogue-request__loading" role="status">
                <span className="catalogue-spinner__wheel" aria-hidden="true" />
                <span className="visually-hidden">{t('catalogue.filters.loadingOptions')}</span>
              </div>
            }
          >
            <RequestModelForm origin="catalogue" search={search} />
          </Suspense>
        ) : null}
      </div>
      <noscript>
        <RequestModelFormWithoutScript origin="catalogue" search={search} />
      </noscript>
    </div>
  );
}
