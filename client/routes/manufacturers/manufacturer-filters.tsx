import type { ReactElement } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ManufacturersDto } from '#shared/api/dto.ts';
import type { ManufacturersQuery } from '#shared/domain/list-queries.ts';
import { SelectFilter } from '../../components/select-filter.tsx';
import { SearchField } from '../../components/search-field.tsx';

export interface ManufacturerFiltersProps {
  basePath: string;
  draft: ManufacturersQuery;
  facets: ManufacturersDto['facets'];
  onChange: (key: keyof ManufacturersQuery, value: string) => void;
}

/**
 * Search, category → type → class and sort as one GET form: without script the
 * button submits it (the loader answers 301 to the canonical address); with
 * script each change applies in place (the search after the 1 s pause).
 */
export function ManufacturerFilters({ basePath, draft, facets, onChange }: ManufacturerFiltersProps): ReactElement {
  const { t } = useTranslation();
  const set = (name: string, value: string) => onChange(name as keyof ManufacturersQuery, value);
  const filtered = draft.search !== '' || draft.category !== '' || draft.sort !== 'sort_by_models';
  return (
    <Form method="get" action={basePath} className="manufacturers-filters" role="search" data-testid="manufacturers-filters" onSubmit={(event) => {
      // With script the changes are already applied; the button stays for keyboards and no-script.
      event.preventDefault();
      onChange('search', draft.search);
    }}>
      <div className="manufacturers-filters__search">
        <SearchField
          id="manufacturers-search"
          label={t('manufacturers.searchLabel')}
          labelClassName="filter-select__label"
          icon=""
          fieldClassName="manufacturers-search"
          className="input manufacturers-search__input"
          value={draft.search}
          placeholder={t('manufacturers.searchPlaceholder')}
          data-testid="manufacturers-search"
          onChange={(event) => onChange('search', event.target.value)}
        />
      </div>
      <div className="manufacturers-filters__selects">
        <SelectFilter id="manufacturers-category" name="category" label={t('manufacturers.category')} value={draft.category} options={facets.categories} anyLabel={t('manufacturers.any')} onChange={set} />
        <SelectFilter
          id="manufacturers-type"
          name="type"
          label={t('manufacturers.type')}
          value={draft.type}
          options={draft.category ? facets.types : []}
          anyLabel={t('manufacturers.anyType')}
          placeholder={draft.category ? undefined : t('manufacturers.chooseCategory')}
          disabled={!draft.category}
          onChange={set}
        />
        <SelectFilter
          id="manufacturers-class"
          name="class"
          label={t('manufacturers.class')}
          value={draft.class}
          options={draft.type ? facets.classes : []}
          anyLabel={t('manufacturers.anyType')}
          placeholder={draft.type ? undefined : t('manufacturers.chooseType')}
          disabled={!draft.type}
          onChange={set}
        />
        <SelectFilter
          id="manufacturers-sort"
          name="sort"
          label={t('manufacturers.sort')}
          value={draft.sort === 'sort_by_models' ? '' : draft.sort}
          options={[{ value: 'created_at', label: t('manufacturers.sortByDate') }]}
          anyLabel={t('manufacturers.sortByModels')}
          onChange={(name, value) => set(name, value || 'sort_by_models')}
        />
      </div>
      <div className="manufacturers-filters__actions">
        <button type="submit" className="button button--primary manufacturers-filters__submit">
          {t('manufacturers.searchSubmit')}
        </button>
        {filtered ? (
          <Link to={basePath} className="button manufacturers-filters__reset" data-testid="manufacturers-reset">
            {t('manufacturers.reset')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
