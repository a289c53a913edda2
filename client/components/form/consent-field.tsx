import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';

export interface ConsentFieldProps {
  id: string;
  /** The field's name in the posted form; a ticked box sends 'true'. */
  name: string;
  /** The BEM block of the form's stylesheet: its __field, __check, __error and __required classes style the box. */
  block: 'request-model' | 'validate-form' | 'agreement-popup';
  /** Controlled (the form keeps its draft), or left to the browser with defaultChecked. */
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** Required boxes (every consent) carry `required` and an asterisk; an optional one (a mailing) neither. */
  required?: boolean;
  error?: string | undefined;
  testId?: string;
  /** The label: what is agreed to, with its document links. */
  children: ReactNode;
}

/** A consent checkbox with its label, the required mark and its error, wired through aria-describedby. */
export function ConsentField({ id, name, block, checked, defaultChecked, onChange, required = true, error, testId, children }: ConsentFieldProps): ReactElement {
  const errorId = `${id}-error`;
  return (
    <div className={`${block}__field ${block}__consent${error ? ` ${block}__field--invalid` : ''}`}>
      <label className={`${block}__check ${block}__check--consent`}>
        <input
          id={id}
          name={name}
          type="checkbox"
          value="true"
          {...(checked === undefined ? { defaultChecked } : { checked })}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
          data-testid={testId}
        />
        <span>
          {children}
          {required ? (
            <span className={`${block}__required`} aria-hidden="true">
              {' '}*
            </span>
          ) : null}
        </span>
      </label>
      {error ? (
        <p id={errorId} className={`${block}__error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A document a consent names (the privacy policy, the user agreement): it opens in a new tab, and says so to a screen reader. */
export function ConsentDocumentLink({ href, children }: { href: string; children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('externalHint')}</span>
    </a>
  );
}
