import type { ChangeEvent, ReactElement } from 'react';
import { SearchField } from './search-field.tsx';

export interface ListSearchFieldProps {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  testId: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A list's search field: a shown label over the input with its icon (list-search.css, which the
 * pages using it bring): the manufacturer list and a manufacturer's products tab.
 */
export function ListSearchField({ id, label, value, placeholder, testId, onChange }: ListSearchFieldProps): ReactElement {
  return (
    <SearchField
      id={id}
      label={label}
      labelClassName="filter-select__label"
      icon=""
      fieldClassName="manufacturers-search"
      className="input manufacturers-search__input"
      value={value}
      placeholder={placeholder}
      data-testid={testId}
      onChange={onChange}
    />
  );
}
