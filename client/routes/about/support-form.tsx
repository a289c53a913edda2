import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { identifyContact, trackGoal } from '#client/app/tracking/track.ts';
import { FormFailureMessage } from '#client/components/form/form-failure-message.tsx';
import { useFormAnswer } from '#client/components/form/use-form-answer.ts';
import { textOf } from '#shared/domain/form-result.ts';
import type { SupportTicketResult } from './support-action.ts';
import { supportFormTexts } from '#shared/i18n/texts/support-form.ts';
import {
  EMPTY_SUPPORT_DRAFT,
  readSupportDraft,
  SUPPORT_BOUNDS,
  SUPPORT_FIELDS,
  validateSupportTicket,
  type SupportDraft,
  type SupportErrors,
  type SupportField,
} from '#shared/domain/support-ticket.ts';
import { SUPPORT_PHONE } from '#shared/constants.ts';

/** The analytics goal of a sent support request (spec §7 goals). */
export const SUPPORT_TICKET_GOAL = 'support_ticket';

registerTexts('supportForm', supportFormTexts);

const DRAFT_KEY = 'support.draft';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What the page shows right after a post without JavaScript: the entries and errors of a refused send. */
function draftOf(answer: SupportTicketResult | undefined): SupportDraft {
  const entries = answer && !answer.ok ? answer.entries : undefined;
  return entries ? readSupportDraft(Object.fromEntries(SUPPORT_FIELDS.map((field) => [field, textOf(entries, field)]))) : EMPTY_SUPPORT_DRAFT;
}

/**
 * The support request form (spec §7 /omnidesk/create_ticket), sent to the /about page's
 * action: by a fetcher, or as a plain post when JavaScript is off or not in yet
 * (docs/decisions/0029). Checked here as the visitor types and again on the server; the
 * draft stays in sessionStorage until a ticket is created, so a failure, a 429 or a
 * reload loses nothing typed.
 */
export function SupportForm() {
  const { t } = useTranslation();
  const uid = useId();
  const sender = useFetcher<SupportTicketResult>();
  const answer = useFormAnswer(sender);
  const [draft, setDraft] = useState<SupportDraft>(() => draftOf(answer));
  const [errors, setErrors] = useState<SupportErrors>(() => (answer && !answer.ok ? ((answer.fields ?? {}) as SupportErrors) : {}));
  const [done, setDone] = useState<{ id: number; email: string } | null>(() => (answer?.ok ? { id: answer.ticketId, email: answer.email } : null));
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = sender.state !== 'idle';

  // The stored draft is read after hydration, so the server's HTML and the first client render agree;
  // the entries of a post the page answered come first.
  useEffect(() => {
    const stored = answer && !answer.ok && answer.entries ? null : storage()?.getItem(DRAFT_KEY);
    if (!stored) return;
    try {
      setDraft(readSupportDraft(JSON.parse(stored)));
    } catch {
      storage()?.removeItem(DRAFT_KEY);
    }
  }, []);

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      trackGoal(SUPPORT_TICKET_GOAL);
      identifyContact({ name: draft.name, email: answer.email });
      storage()?.removeItem(DRAFT_KEY);
      setDraft(EMPTY_SUPPORT_DRAFT);
      setDone({ id: answer.ticketId, email: answer.email });
    } else if (answer.fields) {
      setErrors(answer.fields as SupportErrors);
    }
  }, [answer]);

  const update = (field: SupportField, value: string): void => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    try {
      storage()?.setItem(DRAFT_KEY, JSON.stringify(next));
    } catch {
      // A full or refused storage only loses the reload safety net, never the typed text.
    }
    if (errors[field]) {
      const checked = validateSupportTicket(next);
      setErrors((current) => ({ ...current, [field]: checked.ok ? undefined : checked.errors[field] }));
    }
  };

  // A valid form goes on to the fetcher (the form's own submit); an invalid one stays here with its errors.
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    const checked = validateSupportTicket(draft);
    if (checked.ok) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(checked.errors);
    const first = SUPPORT_FIELDS.find((field) => checked.errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const failure = answer && !answer.ok && !answer.fields ? answer : null;
  const message = (field: SupportField): string | null => {
    const code = errors[field];
    if (!code) return null;
    const bounds = SUPPORT_BOUNDS[field];
    return t(`supportForm.errors.${code}`, { min: bounds.min ?? 0, max: bounds.max });
  };

  return (
    <section id="support" className="support-form" aria-labelledby={`${uid}-title`} data-testid="support-form">
      <h2 className="support-form__title" id={`${uid}-title`}>
        {t('supportForm.title')}
      </h2>
      <p className="support-form__lead">{t('supportForm.lead')}</p>
      {done ? (
        <div className="support-form__done" role="status" data-testid="support-sent">
          <p>{t('supportForm.sent', { id: String(done.id), email: done.email })}</p>
          <button type="button" className="button button--secondary" onClick={() => setDone(null)}>
            {t('supportForm.another')}
          </button>
        </div>
      ) : (
        <sender.Form ref={formRef} className="support-form__form" method="post" noValidate onSubmit={submit} aria-busy={sending}>
          {Object.keys(errors).some((key) => errors[key as SupportField]) ? (
            <div ref={summaryRef} className="support-form__alert" role="alert">
              {t('supportForm.summary')}
            </div>
          ) : null}
          <div className="support-form__grid">
            {SUPPORT_FIELDS.map((field) => {
              const id = `${uid}-${field}`;
              const error = message(field);
              const hint = field === 'email' || field === 'content' ? t(`supportForm.hints.${field}`) : null;
              const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
              const common = {
                id,
                name: field,
                value: draft[field],
                maxLength: SUPPORT_BOUNDS[field].max,
                required: SUPPORT_BOUNDS[field].required,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': describedBy,
                onChange: (event: { currentTarget: { value: string } }) => update(field, event.currentTarget.value),
                className: 'support-form__input',
              };
              return (
                <div key={field} className={`support-form__field support-form__field--${field}`}>
                  <label htmlFor={id} className="support-form__label">
                    {t(`supportForm.fields.${field}`)}
                    {SUPPORT_BOUNDS[field].required ? null : <span className="support-form__optional"> ({t('supportForm.optional')})</span>}
                  </label>
                  {field === 'content' ? (
                    <textarea {...common} rows={6} />
                  ) : (
                    <input {...common} type={field === 'email' ? 'email' : 'text'} autoComplete={field === 'email' ? 'email' : field === 'name' ? 'name' : 'off'} />
                  )}
                  {hint ? (
                    <p id={`${id}-hint`} className="support-form__hint">
                      {hint}
                    </p>
                  ) : null}
                  {error ? (
                    <p id={`${id}-error`} className="support-form__error">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
          {failure ? <FormFailureMessage className="support-form__alert" testId="support-failed" failure={failure} failed={t('supportForm.failed', { phone: SUPPORT_PHONE })} /> : null}
          <div className="support-form__actions">
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? t('supportForm.sending') : t('supportForm.submit')}
            </button>
            <p className="support-form__note">{t('supportForm.draftKept')}</p>
          </div>
        </sender.Form>
      )}
    </section>
  );
}
