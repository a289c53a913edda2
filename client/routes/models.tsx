import type { ReactElement } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '#client/app/i18n.ts';
import type { CatalogueDto } from '#shared/api/dto.ts';
import { catalogueQueryString, changeCatalogueFilter, decodeCatalogueQuery, type CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { PageHead } from '../app/page-head.tsx';
import { loadPageData } from '../app/page-data.ts';
import { useLocalizedPath } from '../hooks/use-language.ts';
import { ModelGrid } from '../components/model-grid.tsx';
import { Pagination } from '../components/pagination.tsx';
import { CubeIcon } from '../components/model-card.tsx';

/** Spec §2: the filter lives in the address query and is restored from it on load. */
export function loader(args: LoaderFunctionArgs): Promise<CatalogueDto> {
  const filter = decodeCatalogueQuery(new URL(args.request.url).searchParams);
  return loadPageData(args, (env) => env.api.getCatalogue(filter));
}

/** The same filter on another page: every other query key is kept. */
function pageQuery(filter: CatalogueFilter, page: number): string {
  return catalogueQueryString(changeCatalogueFilter(filter, { key: 'page', value: page }));
}

/** Spec §2 catalogue screen: heading, total, the card grid, the not-found state and pagination. */
export function Component(): ReactElement {
  const catalogue = useLoaderData() as CatalogueDto;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { filter } = catalogue;
  const basePath = localize('/models');
  const search = filter.search;
  const title = search ? t('catalogue.searchTitle', { search }) : t('pages.models.title');
  const headTitle = catalogue.page > 1 ? `${title} — ${t('pagination.status', { page: catalogue.page, total: catalogue.totalPages })}` : title;
  const resetSearch = basePath + catalogueQueryString(changeCatalogueFilter(filter, { key: 'search', value: '' }));
  const showModels = !catalogue.notFound && catalogue.models.length > 0;
  return (
    <>
      <PageHead title={headTitle} description={t('pages.models.description')} />
      <section className="container page-intro catalogue-intro">
        <h1 className="page-title" data-testid="catalogue-title">
          {title}
        </h1>
        {search ? null : <p className="page-lead">{t('pages.models.description')}</p>}
        <div className="catalogue-summary">
          {showModels ? (
            <p className="catalogue-summary__total" data-testid="catalogue-total">
              {t('counts.models', { count: catalogue.total })}
            </p>
          ) : null}
          {search ? (
            <Link to={resetSearch} className="chip catalogue-summary__reset" data-testid="search-reset">
              <span aria-hidden="true">×</span>
              {t('catalogue.searchReset')}
            </Link>
          ) : null}
          {showModels && catalogue.totalPages > 1 ? (
            <p className="catalogue-summary__page">{t('pagination.status', { page: catalogue.page, total: catalogue.totalPages })}</p>
          ) : null}
        </div>
      </section>
      <section className="container catalogue-results" aria-label={t('catalogue.gridLabel')}>
        {showModels ? (
          <>
            <ModelGrid models={catalogue.models} headingLevel={2} testId="catalogue-grid" eagerCount={4} />
            <Pagination page={catalogue.page} totalPages={catalogue.totalPages} hrefFor={(page) => basePath + pageQuery(filter, page)} />
          </>
        ) : (
          <div className="empty-state catalogue-empty" data-testid="catalogue-not-found">
            <span className="catalogue-empty__icon">
              <CubeIcon size={48} />
            </span>
            <h2 className="catalogue-empty__title">{t('catalogue.notFoundTitle')}</h2>
            <p className="catalogue-empty__text">{t('catalogue.notFoundText')}</p>
            <Link to={basePath} className="button button--primary">
              {t('catalogue.showAll')}
            </Link>
          </div>
        )}
      </section>
    </>
  );
}
