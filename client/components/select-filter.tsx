import type { ReactElement, ReactNode, SelectHTMLAttributes } from 'react';
import type { OptionDto } from '#shared/api/dto.ts';
import type { DependentOptions } from '#client/app/data/use-dependent-options.ts';
import { ChevronDownIcon } from './icons.tsx';

export interface SelectFilterProps {
  /** Query key: the field name, so the form works without script. */
  name: string;
  id: string;
  label: string;
  value: string;
  options: readonly OptionDto[];
  /** Text of the empty choice ('any'). */
  anyLabel: string;
  onChange: (name: string, value: string) => void;
  /** Shown as the empty choice while the options of a new parent load, or when there is no parent. */
  placeholder?: string;
  disabled?: boolean;
  busy?: boolean;
  /** A reset link shown next to the label while a value is chosen. */
  reset?: ReactNode;
}

/**
 * One plain filter as a native select (good on phones, no script needed). A
 * value missing from the options (a stale address) stays selectable so the
 * control never lies about the active filter.
 */
export function SelectFilter({ name, id, label, value, options, anyLabel, onChange, placeholder, disabled = false, busy = false, reset }: SelectFilterProps): ReactElement {
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className="filter-select" data-testid={`filter-${name}`}>
      <div className="filter-select__head">
        <label htmlFor={id} className="filter-select__label">
          {label}
        </label>
        {value !== '' ? reset : null}
      </div>
      <SelectControl id={id} name={name} value={value} disabled={disabled} aria-busy={busy || undefined} onChange={(event) => onChange(name, event.target.value)}>
        <option value="">{placeholder ?? anyLabel}</option>
        {known ? null : <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectControl>
    </div>
  );
}

/** A native select with the site's chevron; `block` names its classes (`<block>__control`, `<block>__select`). */
export function SelectControl({ block = 'filter-select', children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { block?: string }): ReactElement {
  return (
    <span className={`${block}__control`}>
      <select className={`select ${block}__select`} {...select}>
        {children}
      </select>
      <span className="filter-select__chevron">
        <ChevronDownIcon size={16} />
      </span>
    </span>
  );
}

type Level = 'categories' | 'types' | 'classes';

export interface ClassificationSelectsProps {
  /** The three selects' ids (the labels point at them). */
  ids: Record<Level, string>;
  /** The three selects' query keys, when the list's query does not name them by level (the manufacturer list's category, type, class). */
  names?: Record<Level, string>;
  value: Record<Level, string>;
  categories: readonly OptionDto[];
  /** A type's and a class's options, loaded when their parent is chosen (useDependentOptions). */
  types: DependentOptions;
  classes: DependentOptions;
  /** `loading`: shown while a parent's list is on its way (lists that load on demand). */
  texts: Record<Level, string> & { any: string; anyDependent: string; chooseCategory: string; chooseType: string; loading?: string };
  onChange: (name: string, value: string) => void;
}

const LEVEL_NAMES: Record<Level, string> = { categories: 'categories', types: 'types', classes: 'classes' };

/**
 * Category, type and class (spec §3 classification) as three selects, each of the last two
 * waiting for its parent: the catalogue's filters, a manufacturer's products tab and the manufacturer list.
 */
export function ClassificationSelects({ ids, names = LEVEL_NAMES, value, categories, types, classes, texts, onChange }: ClassificationSelectsProps): ReactElement {
  const dependent = (level: Level, parent: string, list: DependentOptions, chooseParent: string) => (
    <SelectFilter
      {...{ id: ids[level], name: names[level], label: texts[level], value: value[level], options: list.options, anyLabel: texts.anyDependent, onChange, busy: list.loading }}
      disabled={parent === '' || list.loading}
      placeholder={parent === '' ? chooseParent : list.loading ? texts.loading : undefined}
    />
  );
  return (
    <>
      <SelectFilter id={ids.categories} name={names.categories} label={texts.categories} value={value.categories} options={categories} anyLabel={texts.any} onChange={onChange} />
      {dependent('types', value.categories, types, texts.chooseCategory)}
      {dependent('classes', value.types, classes, texts.chooseType)}
    </>
  );
}
