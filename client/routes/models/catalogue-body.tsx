import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { useAskWhenPending } from '../../hooks/use-ask-when-pending.ts';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { catalogueQueryString, changeCatalogueFilter, decodeCatalogueQuery, type CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { toggleQuickTag, type QuickTag } from '#shared/domain/quick-tags.ts';
import { useLocalizedPath } from '../../app/i18n/use-language.ts';
import { useCatalogueDraft } from './use-catalogue-draft.ts';
import { useMediumWidthPageSize } from './use-catalogue-page-size.ts';
import { useAllManufacturers, useDependentOptions } from '#client/app/data/use-dependent-options.ts';
import { useQuickTags } from './use-catalogue-quick-tags.ts';
import { CatalogueFilters } from './catalogue-filters.tsx';
import { CatalogueToolbar, CatalogueViewSwitch } from './catalogue-toolbar.tsx';
import { CatalogueResults } from './catalogue-results.tsx';
import { QuickTags } from './quick-tags.tsx';
import type { CataloguePageData } from './catalogue-data.ts';

export interface CatalogueBodyProps {
  /** The route's loader data, as it came: a new object only with a navigation. */
  data: CataloguePageData;
}

/**
 * Spec §2 catalogue screen below its title: filters, quick tags, toolbar, results and
 * pagination, all in the address. A deferred part of the page (docs/decisions/0018):
 * the server renders it whole, the browser keeps that HTML (links and the filter form
 * work without script) until this chunk arrives. Its one prop and the address it reads
 * change only with a navigation, which React Router runs as a transition React holds,
 * so it is never rendered again before it has hydrated; the filter draft is its own state.
 */
export default function CatalogueBody({ data }: CatalogueBodyProps): ReactElement {
  const { search: result, facets, vipIds: vipList, manufacturersTotal, banners, searchPending } = data;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const location = useLocation();
  const navigation = useNavigation();
  const basePath = localize('/models');

  // The address is the source of truth (the loader may have used a window-sized page).
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const address = useMemo(() => decodeCatalogueQuery(params), [params]);
  const explicitPageSize = params.has('countModels');
  useMediumWidthPageSize(result.pageSize, explicitPageSize);

  const { draft, update } = useCatalogueDraft(address, basePath);
  const vipIds = useMemo(() => new Set(vipList), [vipList]);
  const allManufacturers = useAllManufacturers(facets.manufacturers, manufacturersTotal);
  const manufacturers = useMemo(() => ({ ...allManufacturers, total: manufacturersTotal }), [allManufacturers, manufacturersTotal]);
  const tagFacets = useMemo(() => ({ ...facets, manufacturers: allManufacturers.options }), [facets, allManufacturers.options]);
  const quickTags = useQuickTags(tagFacets);
  // A remembered manufacturer outside the light list is labelled from the full (HTTP-cached) list, asked for once.
  const askedForTagLabels = useRef(false);
  const { requestAll: requestAllManufacturers, complete: manufacturersComplete } = allManufacturers;
  useEffect(() => {
    if (!quickTags.missesManufacturers || manufacturersComplete || askedForTagLabels.current) return;
    askedForTagLabels.current = true;
    requestAllManufacturers();
  }, [quickTags.missesManufacturers, manufacturersComplete, requestAllManufacturers]);
  const { remember } = quickTags;
  const onChange = useCallback(
    (next: CatalogueFilter, options?: { immediate?: boolean }) => {
      remember(draft, next);
      update(next, options);
    },
    [draft, remember, update],
  );
  const onToggleTag = useCallback((tag: QuickTag) => onChange(toggleQuickTag(draft, tag)), [draft, onChange]);

  const types = useDependentOptions(draft.categories, { parentId: address.categories, options: facets.types }, 'types');
  const classes = useDependentOptions(draft.types, { parentId: address.types, options: facets.classes }, 'classes');

  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    // Opened before hydration through the #catalogue-filters fragment (CSS :target): drop it.
    if (window.location.hash === '#catalogue-filters') window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);
  const openFilters = useCallback(() => setFiltersOpen(true), []);

  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  useAskWhenPending(searchPending);

  const search = address.search;
  const pageStatus = result.totalPages > 1 ? t('pagination.status', { page: result.page, total: result.totalPages }) : '';
  const hrefForPage = useCallback((page: number) => basePath + catalogueQueryString(changeCatalogueFilter(address, { key: 'page', value: page })), [address, basePath]);
  const resetSearch = basePath + catalogueQueryString(changeCatalogueFilter(address, { key: 'search', value: '' }));
  const found = !result.notFound && result.models.length > 0;
  const formId = 'catalogue-filter-form';

  return (
    <div className="container catalogue-layout">
      <CatalogueFilters
        formId={formId}
        basePath={basePath}
        draft={draft}
        address={address}
        explicitPageSize={explicitPageSize}
        facets={facets}
        vipIds={vipIds}
        manufacturers={manufacturers}
        types={types}
        classes={classes}
        onChange={onChange}
        open={filtersOpen}
        onClose={closeFilters}
      />
      <section id="catalogue-results" className="catalogue-main catalogue-results" aria-label={t('catalogue.gridLabel')} tabIndex={-1}>
        <CatalogueToolbar formId={formId} draft={draft} onChange={onChange} filtersOpen={filtersOpen} onOpenFilters={openFilters} />
        <QuickTags tags={quickTags.tags} draft={draft} onToggle={onToggleTag} />
        <div className="catalogue-summary">
          <p className="catalogue-summary__total" aria-live="polite" data-testid="catalogue-total">
            {found ? t('catalogue.total', { count: result.total }) : ''}
          </p>
          {search ? (
            <Link to={resetSearch} className="chip catalogue-summary__reset" data-testid="search-reset">
              <span aria-hidden="true">×</span>
              {t('catalogue.searchReset')}
            </Link>
          ) : null}
          {found && pageStatus ? <p className="catalogue-summary__page">{pageStatus}</p> : null}
          {found ? <CatalogueViewSwitch basePath={basePath} draft={draft} address={address} onChange={onChange} /> : null}
        </div>
        <CatalogueResults result={result} view={address.view} busy={busy} pending={searchPending} selfHref={basePath + location.search} hrefForPage={hrefForPage} resetHref={basePath} search={search} banners={banners} />
      </section>
    </div>
  );
}
