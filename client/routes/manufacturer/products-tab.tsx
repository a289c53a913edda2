import { useCallback, useMemo, type ReactElement } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ManufacturerTabProps } from './manufacturer-tab-panel.tsx';
import { catalogueFieldChange, catalogueQueryString, changeCatalogueFilter, decodeCatalogueQuery, type CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { useDependentOptions } from '#client/app/data/use-dependent-options.ts';
import { ModelGrid } from '../../components/model-grid.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { ClassificationSelects, SelectFilter } from '../../components/select-filter.tsx';
import { useQueryDraft } from '../../hooks/use-query-draft.ts';
import { ListSearchField } from '../../components/list-search.tsx';

const EAGER_COUNT = 4;

/**
 * Spec §2 products tab: the company's models with the catalogue's filter, sort
 * and pagination (the catalogue's codec in the address, the search scoped by
 * company on the server), and its catalogue sections in their positions.
 */
export function ProductsTab({ data, path }: ManufacturerTabProps): ReactElement {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const { products, productOptions: options } = data;
  const address = useMemo(() => decodeCatalogueQuery(new URLSearchParams(location.search)), [location.search]);
  const { draft, update } = useQueryDraft(address, catalogueQueryString, path);
  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  // The catalogue's rule (spec §4): a new category clears type and class, a new type clears class.
  const set = useCallback(
    (name: string, value: string) => {
      const change = catalogueFieldChange(name, value);
      if (change) update(changeCatalogueFilter(draft, change), { immediate: name !== 'search' });
    },
    [draft, update],
  );
  // The catalogue's dependent lists: a newly chosen parent's list loads at once.
  const types = useDependentOptions(draft.categories, { parentId: address.categories, options: options.types }, 'types');
  const classes = useDependentOptions(draft.types, { parentId: address.types, options: options.classes }, 'classes');

  const hrefFor = (change: Partial<CatalogueFilter>) => path + catalogueQueryString({ ...address, page: 1, ...change });
  const hrefForPage = (page: number) => path + catalogueQueryString({ ...address, page });
  const empty = products.notFound || products.models.length === 0;

  return (
    <div className="manufacturer-products">
      {options.sections.length > 0 ? (
        <nav className="manufacturer-sections" aria-label={t('manufacturer.sections')} data-testid="manufacturer-sections">
          <Link to={hrefFor({ sections: '' })} className={address.sections === '' ? 'chip is-active' : 'chip'} aria-current={address.sections === '' ? 'true' : undefined} preventScrollReset>
            {t('manufacturer.allSections')}
          </Link>
          {options.sections.map((section) => (
            <Link
              key={section.value}
              to={hrefFor({ sections: section.value })}
              className={address.sections === section.value ? 'chip is-active' : 'chip'}
              aria-current={address.sections === section.value ? 'true' : undefined}
              preventScrollReset
            >
              {section.label}
              {section.count !== undefined ? <span className="chip__count">{section.count}</span> : null}
            </Link>
          ))}
        </nav>
      ) : null}
      <Form
        method="get"
        action={path}
        className="manufacturer-filter"
        role="search"
        data-testid="products-filter"
        preventScrollReset
        onSubmit={(event) => {
          event.preventDefault();
          update(draft, { immediate: true });
        }}
      >
        {address.sections ? <input type="hidden" name="sections" value={address.sections} /> : null}
        <div className="manufacturer-filter__search">
          <ListSearchField
            id="products-search"
            label={t('manufacturer.productsSearch')}
            value={draft.search}
            testId="products-search"
            onChange={(event) => set('search', event.target.value)}
          />
        </div>
        <ClassificationSelects
          ids={{ categories: 'products-category', types: 'products-type', classes: 'products-class' }}
          {...{ value: draft, categories: options.categories, types, classes, onChange: set }}
          texts={{ categories: t('manufacturer.category'), types: t('manufacturer.type'), classes: t('manufacturer.class'), any: t('manufacturer.any'), anyDependent: t('manufacturer.anyType'), chooseCategory: t('manufacturer.chooseCategory'), chooseType: t('manufacturer.chooseType'), loading: t('manufacturer.loadingOptions') }}
        />
        <SelectFilter id="products-files" name="files" label={t('manufacturer.files')} value={draft.files[0] ?? ''} options={options.files} anyLabel={t('manufacturer.any')} onChange={set} />
        <SelectFilter
          id="products-sort"
          name="sort"
          label={t('manufacturer.sort')}
          value={draft.sort === 'popular' ? '' : draft.sort}
          options={[
            { value: 'new', label: t('manufacturer.sortNew') },
            { value: 'name', label: t('manufacturer.sortName') },
          ]}
          anyLabel={t('manufacturer.sortPopular')}
          onChange={(name, value) => set(name, value || 'popular')}
        />
        <div className="manufacturer-filter__actions">
          <button type="submit" className="button button--primary">
            {t('manufacturer.apply')}
          </button>
          {catalogueQueryString({ ...address, sections: '' }) !== '' ? (
            <Link to={hrefFor({ search: '', categories: '', types: '', classes: '', files: [], sort: 'popular' })} className="button" preventScrollReset data-testid="products-reset">
              {t('manufacturer.reset')}
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="manufacturers-summary__total" aria-live="polite" data-testid="products-total">
        {empty ? '' : t('manufacturer.productsTotal', { count: products.total })}
      </p>
      <div className={busy ? 'manufacturer-products__body is-busy' : 'manufacturer-products__body'} aria-busy={busy}>
        {empty ? (
          <div className="manufacturers-empty" data-testid="products-not-found">
            <h2 className="manufacturers-empty__title">{t('manufacturer.noProducts')}</h2>
            <p>{t('manufacturer.noProductsText')}</p>
          </div>
        ) : (
          <>
            <ModelGrid models={products.models} headingLevel={2} testId="products-grid" eagerCount={EAGER_COUNT} />
            <Pagination page={products.page} totalPages={products.totalPages} hrefFor={hrefForPage} />
          </>
        )}
      </div>
    </div>
  );
}
