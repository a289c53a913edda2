import { useDeferredValue, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { OptionDto } from '#shared/api/dto.ts';
import { CloseIcon } from '#client/components/icons.tsx';
import { searchKey, searchOptions } from '#shared/domain/option-search.ts';

/** However long the list (the real upstream has thousands of companies), at most this many rows are rendered. */
export const MANUFACTURER_ROWS_SHOWN = 50;

function toggle(list: readonly string[], value: string, on: boolean): string[] {
  if (on) return list.includes(value) ? list.slice() : [...list, value];
  return list.filter((item) => item !== value);
}

interface GroupProps {
  /** The id of the first control: focus goes there when the group is invalid. */
  id: string;
  /** The checkboxes' name in the posted form (each checked one sends its value). */
  name: string;
  legend: string;
  hint: string;
  optionalText: string;
  error?: string | undefined;
}

/** 'Revit Family (.rfa)' -> 'Revit Family': the extension is already shown beside it. */
function formatName(label: string): string {
  return label.replace(/\s*\(\.[A-Za-z0-9]+\)\s*$/, '') || label;
}

function describedBy(id: string, error: string | undefined): string {
  return error ? `${id}-hint ${id}-error` : `${id}-hint`;
}

/** The frame both pickers share: legend with the optional mark, hint, and the error the hint and error ids describe. */
function PickerGroup({ id, legend, hint, optionalText, error, children }: Omit<GroupProps, 'name'> & { children: ReactNode }): ReactElement {
  return (
    <fieldset className={`request-model__group${error ? ' request-model__group--invalid' : ''}`} aria-describedby={describedBy(id, error)}>
      <legend className="request-model__label">
        {legend} <span className="request-model__optional">({optionalText})</span>
      </legend>
      <p id={`${id}-hint`} className="request-model__hint">
        {hint}
      </p>
      {children}
      {error ? (
        <p id={`${id}-error`} className="request-model__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface FormatChecklistProps extends GroupProps {
  options: readonly OptionDto[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}

/** CAD file formats: a handful of options, shown as checkable chips. */
export function FormatChecklist({ id, name, legend, hint, optionalText, error, options, selected, onChange }: FormatChecklistProps): ReactElement {
  return (
    <PickerGroup id={id} legend={legend} hint={hint} optionalText={optionalText} error={error}>
      <ul className="request-model__formats">
        {options.map((option, index) => {
          const checked = selected.includes(option.value);
          return (
            <li key={option.value}>
              <label className={`request-model__format${checked ? ' is-checked' : ''}`}>
                <input
                  id={index === 0 ? id : undefined}
                  type="checkbox"
                  name={name}
                  className="request-model__format-input"
                  value={option.value}
                  checked={checked}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => onChange(toggle(selected, option.value, event.target.checked))}
                />
                <span className="request-model__format-ext">{option.value}</span>
                <span className="request-model__format-name" title={option.label}>
                  {formatName(option.label)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </PickerGroup>
  );
}

export interface ManufacturerPickerProps extends GroupProps {
  options: readonly OptionDto[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}

/** Manufacturers: a search box over a bounded, scrollable checkbox list; the chosen ones stay visible as removable chips. */
export function ManufacturerPicker({ id, name, legend, hint, optionalText, error, options, selected, onChange }: ManufacturerPickerProps): ReactElement {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  // Typing stays responsive however long the list: filtering renders at lower priority.
  const deferredQuery = useDeferredValue(query);
  const labels = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  const matches = useMemo(() => searchOptions(options, deferredQuery), [options, deferredQuery]);
  const shown = matches.slice(0, MANUFACTURER_ROWS_SHOWN);
  const chosen = selected.filter((value) => labels.has(value));
  // Chosen ones the list does not show now are posted all the same.
  const unlisted = selected.filter((value) => !shown.some((option) => option.value === value));

  return (
    <PickerGroup id={id} legend={legend} hint={hint} optionalText={optionalText} error={error}>
      {chosen.length > 0 ? (
        <div className="request-model__chosen">
          <p className="request-model__chosen-count" aria-live="polite">
            {t('requestModel.fields.manufacturers.selected', { count: chosen.length })}
          </p>
          <ul className="request-model__chips" aria-label={t('requestModel.fields.manufacturers.selectedLabel')}>
            {chosen.map((value) => {
              const name = labels.get(value) ?? value;
              return (
                <li key={value}>
                  <button
                    type="button"
                    className="chip is-active request-model__chip"
                    aria-label={t('requestModel.fields.manufacturers.remove', { name })}
                    onClick={() => onChange(toggle(selected, value, false))}
                  >
                    <span className="request-model__chip-text">{name}</span>
                    <CloseIcon size={14} />
                  </button>
                </li>
              );
            })}
            <li>
              <button type="button" className="request-model__link-button" onClick={() => onChange([])}>
                {t('requestModel.fields.manufacturers.clear')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
      <label htmlFor={id} className="request-model__sublabel">
        {t('requestModel.fields.manufacturers.search')}
      </label>
      <input
        id={id}
        type="search"
        className="input request-model__control request-model__search"
        value={query}
        placeholder={t('requestModel.fields.manufacturers.searchPlaceholder')}
        autoComplete="off"
        aria-controls={`${id}-list`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setQuery(event.target.value)}
        // Enter in the search box must not submit the step.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <div id={`${id}-list`} className="request-model__list" role="group" aria-label={t('requestModel.fields.manufacturers.listLabel')}>
        {shown.length > 0 ? (
          <ul className="request-model__list-items">
            {shown.map((option) => (
              <li key={option.value}>
                <label className="request-model__check">
                  <input
                    type="checkbox"
                    name={name}
                    value={option.value}
                    checked={selected.includes(option.value)}
                    onChange={(event) => onChange(toggle(selected, option.value, event.target.checked))}
                  />
                  <span>{option.label}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="request-model__list-empty">
            {searchKey(deferredQuery) ? t('requestModel.fields.manufacturers.noMatch', { query: deferredQuery.trim() }) : t('requestModel.options.empty')}
          </p>
        )}
      </div>
      {unlisted.map((value) => (
        <input key={value} type="hidden" name={name} value={value} />
      ))}
      {matches.length > shown.length ? (
        <p className="request-model__hint request-model__more">
          {t('requestModel.fields.manufacturers.more', { shown: shown.length, total: matches.length })}
        </p>
      ) : null}
    </PickerGroup>
  );
}
