import { useCallback, useMemo, type ReactElement } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ManufacturerTabProps } from './manufacturer-tab-panel.tsx';
import { catalogueQueryString, changeCatalogueFilter, decodeCatalogueQuery, isCatalogueSort, type CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { ModelGrid } from '../../components/model-grid.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { SelectFilter } from '../../components/select-filter.tsx';
import { SearchIcon } from '../../components/icons.tsx';
import { useQueryDraft } from '../../hooks/use-query-draft.ts';

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

  const set = useCallback(
    (name: string, value: string) => {
      let next: CatalogueFilter = draft;
      if (name === 'search') next = changeCatalogueFilter(draft, { key: 'search', value });
      else if (name === 'sort' && isCatalogueSort(value)) next = changeCatalogueFilter(draft, { key: 'sort', value });
      else if (name === 'categories' || name === 'types' || name === 'classes' || name === 'sections') next = changeCatalogueFilter(draft, { key: name, value });
      else if (name === 'files') next = changeCatalogueFilter(draft, { key: 'files', value: value ? [value] : [] });
      update(next, { immediate: name !== 'search' });
    },
    [draft, update],
  );

  const hrefFor = (change: Partial<CatalogueFilter>) => path + catalogueQueryString({ ...address, page: 1, ...change });
  const hrefForPage = (page: number) => path + catalogueQueryString({ ...address, page });
  const typesReady = draft.categories !== '' && draft.categories === address.categories;
  const classesReady = draft.types !== '' && draft.types === address.types;
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
          <label htmlFor="products-search" className="filter-select__label">
            {t('manufacturer.productsSearch')}
          </label>
          <span className="manufacturers-search">
            <SearchIcon size={18} />
            <input
              id="products-search"
              className="input manufacturers-search__input"
              type="search"
              name="search"
              value={draft.search}
              maxLength={200}
              autoComplete="off"
              data-testid="products-search"
              onChange={(event) => set('search', event.target.value)}
            />
          </span>
        </div>
        <SelectFilter id="products-category" name="categories" label={t('manufacturer.category')} value={draft.categories} options={options.categories} anyLabel={t('manufacturer.any')} onChange={set} />
        <SelectFilter
          id="products-type"
          name="types"
          label={t('manufacturer.type')}
          value={draft.types}
          options={typesReady ? options.types : []}
          anyLabel={t('manufacturer.anyType')}
          placeholder={draft.categories ? undefined : t('manufacturer.chooseCategory')}
          disabled={!draft.categories}
          busy={draft.categories !== '' && !typesReady}
          onChange={set}
        />
        <SelectFilter
          id="products-class"
          name="classes"
          label={t('manufacturer.class')}
          value={draft.classes}
          options={classesReady ? options.classes : []}
          anyLabel={t('manufacturer.anyType')}
          placeholder={draft.types ? undefined : t('manufacturer.chooseType')}
          disabled={!draft.types}
          busy={draft.types !== '' && !classesReady}
          onChange={set}
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
