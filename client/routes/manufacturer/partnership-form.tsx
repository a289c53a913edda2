import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ErrorFields } from '#shared/errors.ts';
import { DOCUMENT_LINKS } from '#shared/links.ts';
import {
  checkPartnershipField,
  EMPTY_PARTNERSHIP_DRAFT,
  PARTNERSHIP_FIELDS,
  validatePartnershipRequest,
  type PartnershipDraft,
  type PartnershipErrors,
  type PartnershipField,
} from '#shared/domain/partnership-request.ts';
import { DATA_PATHS, type PartnershipResult } from '../../app/data/data-paths.ts';
import { TextField } from '../../components/request-model/text-field.tsx';

/**
 * The partnership request (spec §2): checked as the visitor leaves each field and
 * on submit with the server's own rules, sent through a data-route action. What
 * was typed stays in the form until the request is sent: a refused field, a
 * failed send or the rate limit only add a message.
 */
export function PartnershipForm({ companyId }: { companyId: number }): ReactElement {
  const { t } = useTranslation();
  const sender = useFetcher<PartnershipResult>();
  const [draft, setDraft] = useState<PartnershipDraft>({ ...EMPTY_PARTNERSHIP_DRAFT });
  const [errors, setErrors] = useState<PartnershipErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = sender.state !== 'idle';
  const answer = sender.state === 'idle' ? sender.data : undefined;

  // The server's verdict: field codes join the form's own; success clears the draft.
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      setSentTo(draft.email);
      setDraft({ ...EMPTY_PARTNERSHIP_DRAFT });
      setErrors({});
    } else if (answer.fields) {
      setErrors(answer.fields as ErrorFields as PartnershipErrors);
    }
    // Only a new answer matters; the draft it was sent with is the current one.
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validatePartnershipRequest(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = PARTNERSHIP_FIELDS.find((field) => checked.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`#partnership-${first}`)?.focus();
      return;
    }
    sender.submit({ ...draft }, { method: 'post', action: DATA_PATHS.partnership(companyId), encType: 'application/json' });
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
    <form ref={formRef} className="partnership-form" noValidate onSubmit={submit} data-testid="partnership-form" aria-labelledby="partnership-form-title">
      <h2 id="partnership-form-title" className="manufacturer-partnership__title">
        {t('manufacturerPartnership.formTitle')}
      </h2>
      <p className="partnership-form__lead">{t('manufacturerPartnership.formLead')}</p>
      <TextField id="partnership-name" label={t('manufacturerPartnership.fieldName')} value={draft.name} autoComplete="name" optionalText={t('manufacturerPartnership.optional')} error={message('name')} onChange={(v) => update('name', v)} onBlur={check('name')} />
      <TextField id="partnership-email" type="email" inputMode="email" label={t('manufacturerPartnership.fieldEmail')} value={draft.email} autoComplete="email" optionalText={t('manufacturerPartnership.optional')} error={message('email')} onChange={(v) => update('email', v)} onBlur={check('email')} />
      <TextField id="partnership-phone" type="tel" inputMode="tel" label={t('manufacturerPartnership.fieldPhone')} value={draft.phone} autoComplete="tel" optional optionalText={t('manufacturerPartnership.optional')} error={message('phone')} onChange={(v) => update('phone', v)} onBlur={check('phone')} />
      <TextField id="partnership-company" label={t('manufacturerPartnership.fieldCompany')} value={draft.company} autoComplete="organization" optional optionalText={t('manufacturerPartnership.optional')} error={message('company')} onChange={(v) => update('company', v)} onBlur={check('company')} />
      <TextField id="partnership-message" multiline rows={5} label={t('manufacturerPartnership.fieldMessage')} value={draft.message} optionalText={t('manufacturerPartnership.optional')} error={message('message')} onChange={(v) => update('message', v)} onBlur={check('message')} />
      <div className={`request-model__field${errors.consent ? ' request-model__field--invalid' : ''}`}>
        <label className="request-model__check request-model__check--consent">
          <input
            id="partnership-consent"
            type="checkbox"
            checked={draft.consent}
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'partnership-consent-error' : undefined}
            onChange={(event) => update('consent', event.target.checked)}
          />
          <span>
            <a href={DOCUMENT_LINKS.privacyPolicy} target="_blank" rel="noopener noreferrer">
              {t('manufacturerPartnership.fieldConsent')}
              <span className="visually-hidden"> {t('externalHint')}</span>
            </a>
            <span className="request-model__required" aria-hidden="true">
              {' '}*
            </span>
          </span>
        </label>
        {errors.consent ? (
          <p id="partnership-consent-error" className="request-model__error">
            {message('consent')}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="partnership-form__failure" role="alert" data-testid="partnership-failure">
          {failure.status === 429 ? t('manufacturerPartnership.rateLimited', { minutes: Math.max(1, Math.ceil((failure.retryAfterS ?? 60) / 60)) }) : t('manufacturerPartnership.sendFailed')}
        </p>
      ) : hasErrors ? (
        <p className="partnership-form__failure" role="alert">
          {t('manufacturerPartnership.fixErrors')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary partnership-form__submit" disabled={sending} aria-busy={sending || undefined} data-testid="partnership-submit">
        {sending ? t('manufacturerPartnership.sending') : t('manufacturerPartnership.send')}
      </button>
    </form>
  );
}
