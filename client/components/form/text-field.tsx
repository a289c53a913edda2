import type { ReactElement, ReactNode } from 'react';

export interface TextFieldProps {
  id: string;
  /** The field's name in the posted form (docs/decisions/0029). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's error message; marks it invalid and is announced with it. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Optional fields say so in words; required ones carry an asterisk and `required` (the form is noValidate). */
  optional?: boolean;
  optionalText: string;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  placeholder?: string;
  /** Extra line under the control, e.g. a character counter. */
  meta?: ReactNode;
}

/**
 * A labelled text input or textarea with its hint and error wired through aria-describedby
 * (the form kit's text field; its looks are the request form's, request-model.css).
 */
export function TextField(props: TextFieldProps): ReactElement {
  const { id, name, label, value, onChange, onBlur, error, hint, optional = false, multiline = false } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    className: `input request-model__control${multiline ? ' request-model__control--area' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    required: !optional,
    placeholder: props.placeholder,
    autoComplete: props.autoComplete,
    onBlur,
  } as const;
  return (
    <div className={`request-model__field${error ? ' request-model__field--invalid' : ''}`}>
      <label htmlFor={id} className="request-model__label">
        {label}
        {optional ? (
          <span className="request-model__optional"> ({props.optionalText})</span>
        ) : (
          // The control's `required` tells assistive technology; the asterisk is for the eye.
          <span className="request-model__required" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      {hint ? (
        <p id={hintId} className="request-model__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={props.rows ?? 4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={props.type ?? 'text'} inputMode={props.inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {props.meta}
      {error ? (
        <p id={errorId} className="request-model__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
