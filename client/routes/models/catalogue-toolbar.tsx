import { useState, type MouseEvent, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { catalogueFilterCount, catalogueQueryString, changeCatalogueFilter, type CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { FILTERS_PANEL_ID } from './catalogue-filters.tsx';
import { FilterIcon, GridIcon, ListIcon } from '../../components/icons.tsx';
import { SelectControl } from '../../components/select-filter.tsx';
import { SearchField } from '../../components/search-field.tsx';

type Sort = CatalogueFilter['sort'];
type View = CatalogueFilter['view'];
const SORTS: readonly Sort[] = ['popular', 'new', 'name'];
const VIEWS: ReadonlyArray<{ view: View; Icon: typeof GridIcon }> = [
  { view: 'card', Icon: GridIcon },
  { view: 'list', Icon: ListIcon },
];

export interface CatalogueToolbarProps {
  formId: string;
  draft: CatalogueFilter;
  onChange: (next: CatalogueFilter, options?: { immediate?: boolean }) => void;
  filtersOpen: boolean;
  onOpenFilters: () => void;
}

const plainClick = (event: MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Search box and sort above the results, plus the 'Filters (N)'
 * button that opens the drawer on narrow screens. Search and sort belong to
 * the filter form (form attribute) so a submit without script carries them.
 */
export function CatalogueToolbar({ formId, draft, onChange, filtersOpen, onOpenFilters }: CatalogueToolbarProps): ReactElement {
  const { t } = useTranslation();
  // The box keeps what is typed (spaces included); the filter gets the normalised text.
  const [text, setText] = useState(draft.search);
  const [textFor, setTextFor] = useState(draft.search);
  if (textFor !== draft.search) {
    setTextFor(draft.search);
    if (text.trim() !== draft.search) setText(draft.search);
  }
  const count = catalogueFilterCount(draft);

  const onOpen = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!plainClick(event)) return;
    event.preventDefault();
    onOpenFilters();
  };

  return (
    <div className="catalogue-toolbar" role="group" aria-label={t('catalogue.toolbarLabel')} data-testid="catalogue-toolbar">
      <div className="catalogue-search" role="search">
        <SearchField
          id="catalogue-search-input"
          label={t('catalogue.search.label')}
          icon="catalogue-search__icon"
          className="input catalogue-search__input"
          form={formId}
          placeholder={t('catalogue.search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(changeCatalogueFilter(draft, { key: 'search', value: event.target.value }));
          }}
          data-testid="catalogue-search"
        />
        <button type="submit" form={formId} className="button button--primary catalogue-search__submit">
          {t('catalogue.search.submit')}
        </button>
      </div>
      <div className="catalogue-toolbar__row">
        <a
          href={`#${FILTERS_PANEL_ID}`}
          className="button button--secondary catalogue-toolbar__filters"
          aria-controls={FILTERS_PANEL_ID}
          aria-expanded={filtersOpen}
          aria-label={count > 0 ? t('catalogue.filters.openCount', { count }) : t('catalogue.filters.open')}
          onClick={onOpen}
          data-testid="filters-toggle"
        >
          <FilterIcon size={18} />
          <span aria-hidden="true">{t('catalogue.filters.open')}</span>
          {count > 0 ? (
            <span className="filter-count" aria-hidden="true" data-testid="filters-count">
              {count}
            </span>
          ) : null}
        </a>
        <div className="catalogue-sort">
          <label htmlFor="catalogue-sort" className="catalogue-sort__label">
            {t('catalogue.sort.label')}
          </label>
          <SelectControl
            block="catalogue-sort"
            id="catalogue-sort"
            name="sort"
            form={formId}
            value={draft.sort}
            onChange={(event) => onChange(changeCatalogueFilter(draft, { key: 'sort', value: event.target.value as Sort }))}
            data-testid="catalogue-sort"
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalogue.sort.${sort}`)}
              </option>
            ))}
          </SelectControl>
        </div>
      </div>
    </div>
  );
}

export interface CatalogueViewSwitchProps {
  basePath: string;
  draft: CatalogueFilter;
  address: CatalogueFilter;
  onChange: (next: CatalogueFilter, options?: { immediate?: boolean }) => void;
}

/**
 * Cards or list (spec §2 view). Real links (the same address with view=...),
 * so it works without script; the view is presentation only, so switching
 * neither searches again nor leaves the page.
 */
export function CatalogueViewSwitch({ basePath, draft, address, onChange }: CatalogueViewSwitchProps): ReactElement {
  const { t } = useTranslation();
  return (
    <nav className="catalogue-view" aria-label={t('catalogue.view.label')} data-testid="catalogue-view">
      {VIEWS.map(({ view, Icon }) => {
        const active = draft.view === view;
        return (
          <Link
            key={view}
            to={basePath + catalogueQueryString(changeCatalogueFilter(address, { key: 'view', value: view }))}
            className={active ? 'catalogue-view__option is-active' : 'catalogue-view__option'}
            aria-current={active ? 'true' : undefined}
            title={t(`catalogue.view.${view}`)}
            preventScrollReset
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              if (!active) onChange(changeCatalogueFilter(draft, { key: 'view', value: view }), { immediate: true });
            }}
            data-testid={`view-${view}`}
          >
            <Icon size={18} />
            <span className="catalogue-view__text">{t(`catalogue.view.${view}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
