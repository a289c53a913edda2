import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ErrorFields } from '#shared/errors.ts';
import { DOCUMENT_LINKS } from '#shared/links.ts';
import { isTicked, textOf, type FormEntries } from '#shared/domain/form-result.ts';
import {
  checkPartnershipField,
  EMPTY_PARTNERSHIP_DRAFT,
  PARTNERSHIP_FIELDS,
  validatePartnershipRequest,
  type PartnershipDraft,
  type PartnershipErrors,
  type PartnershipField,
} from '#shared/domain/partnership-request.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { ConsentDocumentLink, ConsentField } from '../../components/form/consent-field.tsx';
import { FormFailureMessage } from '../../components/form/form-failure-message.tsx';
import { useFormAnswer } from '../../components/form/use-form-answer.ts';
import type { PartnershipResult } from './partnership-action.ts';

function draftOf(entries: FormEntries | undefined): PartnershipDraft {
  if (!entries) return { ...EMPTY_PARTNERSHIP_DRAFT };
  const text = (field: Exclude<PartnershipField, 'consent'>) => textOf(entries, field);
  return { name: text('name'), email: text('email'), phone: text('phone'), company: text('company'), message: text('message'), consent: isTicked(entries, 'consent') };
}

/**
 * The partnership request (spec §2): checked as the visitor leaves each field and
 * on submit with the server's own rules, sent to the manufacturer page's action (by a
 * fetcher, or as a plain post without JavaScript: docs/decisions/0029). What was typed
 * stays in the form until the request is sent: a refused field, a failed send or the
 * rate limit only add a message.
 */
export function PartnershipForm(): ReactElement {
  const { t } = useTranslation();
  const sender = useFetcher<PartnershipResult>();
  const answer = useFormAnswer(sender);
  const [draft, setDraft] = useState<PartnershipDraft>(() => draftOf(answer && !answer.ok ? answer.entries : undefined));
  const [errors, setErrors] = useState<PartnershipErrors>(() => (answer && !answer.ok ? ((answer.fields ?? {}) as ErrorFields as PartnershipErrors) : {}));
  const [sentTo, setSentTo] = useState<string | null>(() => (answer?.ok ? answer.email : null));
  const formRef = useRef<HTMLFormElement>(null);
  const sending = sender.state !== 'idle';

  // The server's verdict: field codes join the form's own; success clears the draft.
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      setSentTo(answer.email);
      setDraft({ ...EMPTY_PARTNERSHIP_DRAFT });
      setErrors({});
    } else if (answer.fields) {
      setErrors(answer.fields as ErrorFields as PartnershipErrors);
    }
  }, [answer]);

  const update = <K extends PartnershipField>(field: K, value: PartnershipDraft[K]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: checkPartnershipField(field, value) ?? undefined }));
  };
  const check = (field: PartnershipField) => () => {
    const code = checkPartnershipField(field, draft[field]);
    setErrors((previous) => ({ ...previous, [field]: draft[field] === '' && field !== 'consent' ? previous[field] : (code ?? undefined) }));
  };
  const message = (field: PartnershipField): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    return field === 'consent' ? t('manufacturerPartnership.error_consent') : t(`manufacturerPartnership.error_${code}`);
  };

  // A valid form goes on to the fetcher (the form's own submit); an invalid one stays with its errors.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const checked = validatePartnershipRequest(draft);
    if (checked.ok) return;
    event.preventDefault();
    setErrors(checked.errors);
    const first = PARTNERSHIP_FIELDS.find((field) => checked.errors[field]);
    formRef.current?.querySelector<HTMLElement>(`#partnership-${first}`)?.focus();
  };

  if (sentTo !== null) {
    return (
      <div className="partnership-form partnership-form--sent" role="status" data-testid="partnership-sent">
        <p>{t('manufacturerPartnership.sent', { email: sentTo })}</p>
        <button type="button" className="button" onClick={() => setSentTo(null)}>
          {t('manufacturerPartnership.sendAnother')}
        </button>
      </div>
    );
  }

  const failure = answer && !answer.ok && !answer.fields ? answer : null;
  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <sender.Form ref={formRef} method="post" className="partnership-form" noValidate onSubmit={submit} data-testid="partnership-form" aria-labelledby="partnership-form-title">
      <h2 id="partnership-form-title" className="manufacturer-partnership__title">
        {t('manufacturerPartnership.formTitle')}
      </h2>
      <p className="partnership-form__lead">{t('manufacturerPartnership.formLead')}</p>
      <TextField id="partnership-name" name="name" label={t('manufacturerPartnership.fieldName')} value={draft.name} autoComplete="name" optionalText={t('manufacturerPartnership.optional')} error={message('name')} onChange={(v) => update('name', v)} onBlur={check('name')} />
      <TextField id="partnership-email" name="email" type="email" inputMode="email" label={t('manufacturerPartnership.fieldEmail')} value={draft.email} autoComplete="email" optionalText={t('manufacturerPartnership.optional')} error={message('email')} onChange={(v) => update('email', v)} onBlur={check('email')} />
      <TextField id="partnership-phone" name="phone" type="tel" inputMode="tel" label={t('manufacturerPartnership.fieldPhone')} value={draft.phone} autoComplete="tel" optional optionalText={t('manufacturerPartnership.optional')} error={message('phone')} onChange={(v) => update('phone', v)} onBlur={check('phone')} />
      <TextField id="partnership-company" name="company" label={t('manufacturerPartnership.fieldCompany')} value={draft.company} autoComplete="organization" optional optionalText={t('manufacturerPartnership.optional')} error={message('company')} onChange={(v) => update('company', v)} onBlur={check('company')} />
      <TextField id="partnership-message" name="message" multiline rows={5} label={t('manufacturerPartnership.fieldMessage')} value={draft.message} optionalText={t('manufacturerPartnership.optional')} error={message('message')} onChange={(v) => update('message', v)} onBlur={check('message')} />
      <ConsentField id="partnership-consent" name="consent" block="request-model" checked={draft.consent} error={message('consent')} onChange={(checked) => update('consent', checked)}>
        <ConsentDocumentLink href={DOCUMENT_LINKS.privacyPolicy}>{t('manufacturerPartnership.fieldConsent')}</ConsentDocumentLink>
      </ConsentField>
      {failure ? (
        <FormFailureMessage className="partnership-form__failure" testId="partnership-failure" failure={failure} failed={t('manufacturerPartnership.sendFailed')} />
      ) : hasErrors ? (
        <p className="partnership-form__failure" role="alert">
          {t('manufacturerPartnership.fixErrors')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary partnership-form__submit" disabled={sending} aria-busy={sending || undefined} data-testid="partnership-submit">
        {sending ? t('manufacturerPartnership.sending') : t('manufacturerPartnership.send')}
      </button>
    </sender.Form>
  );
}
