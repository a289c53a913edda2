import type { ReactElement } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ManufacturersDto } from '#shared/api/dto.ts';
import type { ManufacturersQuery } from '#shared/domain/list-queries.ts';
import { ClassificationSelects, SelectFilter } from '../../components/select-filter.tsx';
import { ListSearchField } from '../../components/list-search.tsx';

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
        <ListSearchField
          id="manufacturers-search"
          label={t('manufacturers.searchLabel')}
          value={draft.search}
          placeholder={t('manufacturers.searchPlaceholder')}
          testId="manufacturers-search"
          onChange={(event) => onChange('search', event.target.value)}
        />
      </div>
      <div className="manufacturers-filters__selects">
        <ClassificationSelects
          ids={{ categories: 'manufacturers-category', types: 'manufacturers-type', classes: 'manufacturers-class' }}
          names={{ categories: 'category', types: 'type', classes: 'class' }}
          value={{ categories: draft.category, types: draft.type, classes: draft.class }}
          categories={facets.categories}
          // The facets hold the chosen parent's types and classes; a select without its parent offers none.
          types={{ options: draft.category ? facets.types : [], loading: false }}
          classes={{ options: draft.type ? facets.classes : [], loading: false }}
          texts={{ categories: t('manufacturers.category'), types: t('manufacturers.type'), classes: t('manufacturers.class'), any: t('manufacturers.any'), anyDependent: t('manufacturers.anyType'), chooseCategory: t('manufacturers.chooseCategory'), chooseType: t('manufacturers.chooseType') }}
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
