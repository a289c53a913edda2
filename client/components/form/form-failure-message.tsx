import type { ReactElement, ReactNode } from 'react';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { retryMinutes, type FormFailure } from '#shared/domain/form-result.ts';
import { formTexts } from '#shared/i18n/texts/form.ts';

registerTexts('form', formTexts);

export interface FormFailureMessageProps {
  failure: FormFailure;
  /** The form's own sentence for a request that could not be sent (it may name a phone to call). */
  failed: ReactNode;
  className: string;
  id?: string;
  testId?: string;
  /** After the sentence, e.g. a retry button. */
  children?: ReactNode;
}

/**
 * Why a form was not sent, announced: the wait after too many submissions (a 429, in
 * minutes, said the same way by every form), or the form's own 'could not be sent'.
 * Field errors are shown by the fields, not here.
 */
export function FormFailureMessage({ failure, failed, className, id, testId, children }: FormFailureMessageProps): ReactElement {
  const { t } = useTranslation();
  const sentence = failure.status === 429 ? t('form.rateLimited', { count: retryMinutes(failure) }) : failed;
  return (
    <div id={id} className={className} role="alert" tabIndex={id ? -1 : undefined} data-testid={testId}>
      {children ? (
        <>
          <p>{sentence}</p>
          {children}
        </>
      ) : (
        sentence
      )}
    </div>
  );
}
