import type { InputHTMLAttributes, ReactElement, Ref } from 'react';
import { SEARCH_MAX_LENGTH } from '#shared/constants.ts';
import { SearchIcon } from './icons.tsx';

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: string;
  /** Hidden but read out by default: the field's placeholder and icon say what it is. */
  labelClassName?: string;
  /** The search icon: a class for the span around it, '' for the bare icon, absent for none. */
  icon?: string;
  iconSize?: number;
  /** A span around the icon and the input, when the field draws them as one box. */
  fieldClassName?: string;
  /** A submit button, so the form works with a keyboard and without JavaScript. */
  submit?: { label: string; className: string };
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A search box's label, icon, input and submit button: one `search` input named `search`, bounded
 * like the catalogue's search, for the header, the catalogue, the lists and the home page. The caller
 * owns the form around it (a GET form to the list it searches, so it works without JavaScript).
 */
export function SearchField({ id, label, labelClassName = 'visually-hidden', icon, iconSize = 18, fieldClassName, submit, inputRef, ...input }: SearchFieldProps): ReactElement {
  const iconElement = icon === undefined ? null : icon === '' ? <SearchIcon size={iconSize} /> : <span className={icon}><SearchIcon size={iconSize} /></span>;
  const inputElement = <input ref={inputRef} id={id} type="search" name="search" maxLength={SEARCH_MAX_LENGTH} autoComplete="off" enterKeyHint="search" {...input} />;
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {fieldClassName ? (
        <span className={fieldClassName}>
          {iconElement}
          {inputElement}
        </span>
      ) : (
        <>
          {iconElement}
          {inputElement}
        </>
      )}
      {submit ? (
        <button type="submit" className={submit.className}>
          {submit.label}
        </button>
      ) : null}
    </>
  );
}
