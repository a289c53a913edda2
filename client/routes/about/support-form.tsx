import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { DATA_PATHS, type SupportTicketResult } from '#client/app/data/data-paths.ts';
import { identifyContact, trackGoal } from '#client/app/tracking/track.ts';
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
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '#shared/constants.ts';

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

/**
 * The support request form (spec §7 /omnidesk/create_ticket). Checked here as the
 * visitor types and again on the server; the draft stays in sessionStorage until
 * a ticket is created, so a failure, a 429 or a reload loses nothing typed.
 */
export function SupportForm() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const uid = useId();
  const sender = useFetcher<SupportTicketResult>();
  const [draft, setDraft] = useState<SupportDraft>(EMPTY_SUPPORT_DRAFT);
  const [errors, setErrors] = useState<SupportErrors>({});
  const [done, setDone] = useState<{ id: number; email: string } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = sender.state !== 'idle';
  // Sending needs the page's code; until it runs, the button waits and the contacts stay the way to write.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // The stored draft is read after hydration, so the server's HTML and the first client render agree.
  useEffect(() => {
    const stored = storage()?.getItem(DRAFT_KEY);
    if (!stored) return;
    try {
      setDraft(readSupportDraft(JSON.parse(stored)));
    } catch {
      storage()?.removeItem(DRAFT_KEY);
    }
  }, []);

  useEffect(() => {
    const result = sender.data;
    if (!result || sender.state !== 'idle') return;
    if (result.ok) {
      trackGoal(SUPPORT_TICKET_GOAL);
      identifyContact({ name: draft.name, email: result.email });
      storage()?.removeItem(DRAFT_KEY);
      setDraft(EMPTY_SUPPORT_DRAFT);
      setDone({ id: result.ticketId, email: result.email });
    } else if (result.fields) {
      setErrors(result.fields as SupportErrors);
    }
  }, [sender.data, sender.state]);

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

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const checked = validateSupportTicket(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = SUPPORT_FIELDS.find((field) => checked.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    void sender.submit({ ...checked.value, page: pathname }, { method: 'post', action: DATA_PATHS.supportTicket, encType: 'application/json' });
  };

  const result = sender.state === 'idle' ? sender.data : undefined;
  const failure = result && !result.ok && !result.fields ? result : null;
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
        <form ref={formRef} className="support-form__form" method="post" noValidate onSubmit={submit} aria-busy={sending}>
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
          {failure ? (
            <div className="support-form__alert" role="alert" data-testid="support-failed">
              {failure.status === 429
                ? t('supportForm.rateLimited', { minutes: Math.max(1, Math.ceil((failure.retryAfterS ?? 60) / 60)) })
                : t('supportForm.failed', { phone: SUPPORT_PHONE })}
            </div>
          ) : null}
          <div className="support-form__actions">
            <button type="submit" className="button button--primary" disabled={sending || !ready}>
              {sending ? t('supportForm.sending') : t('supportForm.submit')}
            </button>
            <p className="support-form__note">{t('supportForm.draftKept')}</p>
            <noscript>
              <p className="support-form__note">{t('supportForm.noScript', { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE })}</p>
            </noscript>
          </div>
        </form>
      )}
    </section>
  );
}
