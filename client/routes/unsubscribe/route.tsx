import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useFetcher, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { ContentHero } from '#client/components/content-page/content-hero.tsx';
import { FormFailureMessage } from '#client/components/form/form-failure-message.tsx';
import { useFormAnswer } from '#client/components/form/use-form-answer.ts';
import { textOf } from '#shared/domain/form-result.ts';
import type { UnsubscribeFormResult } from './unsubscribe-action.ts';
import { mailingPagesTexts } from '#shared/i18n/texts/mailing-pages.ts';
import { emailFromQuery, UNSUBSCRIBE_EMAIL_MAX, UNSUBSCRIBE_REASONS, validateUnsubscribe, type UnsubscribeReason } from '#shared/domain/unsubscribe.ts';
import { localisePath } from '#shared/domain/language.ts';

registerTexts('mailing', mailingPagesTexts);

/** The form's send (its code loads with the first submission). */
export const action = (args: ActionFunctionArgs) => import('./unsubscribe-action.ts').then((module) => module.unsubscribe(args));

const emailError = (result: UnsubscribeFormResult | undefined): 'required' | 'invalid' | null =>
  result && !result.ok && result.fields?.email ? (result.fields.email === 'required' ? 'required' : 'invalid') : null;

/**
 * /unsubscribe (spec §2, contents not shown; docs/decisions/0013-mailing-pages.md):
 * a mailing link may bring ?email= and ?token=; the address is prefilled, never
 * sent without the visitor pressing the button, and the answer is confirmed on the page.
 * The form posts to the page's action, by a fetcher or as a plain post (docs/decisions/0029).
 */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const uid = useId();
  const sender = useFetcher<UnsubscribeFormResult>();
  const result = useFormAnswer(sender);
  const entries = result && !result.ok ? result.entries : undefined;
  const [email, setEmail] = useState(() => (entries ? textOf(entries, 'email') : emailFromQuery(params.get('email'))));
  const [reason, setReason] = useState<UnsubscribeReason | ''>(() => {
    const sent = entries ? textOf(entries, 'reason') : '';
    return (UNSUBSCRIBE_REASONS as readonly string[]).includes(sent) ? (sent as UnsubscribeReason) : '';
  });
  const [error, setError] = useState<'required' | 'invalid' | null>(() => emailError(result));
  const sending = sender.state !== 'idle';

  useEffect(() => {
    const code = emailError(result);
    if (code) setError(code);
  }, [result]);

  // A valid form goes on to the fetcher (the form's own submit); an invalid one stays with its error.
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    const checked = validateUnsubscribe({ email, reason });
    setError(checked.ok ? null : (checked.errors.email ?? null));
    if (!checked.ok) event.preventDefault();
  };

  const failure = result && !result.ok && !result.fields ? result : null;
  return (
    <>
      <ContentHero page="unsubscribe" eyebrow={t('mailing.unsubscribe.eyebrow')} lead={t('mailing.unsubscribe.lead')} />
      <section className="content-section">
        <div className="container">
          <div className="mailing-card">
            {result?.ok ? (
              <div className="mailing-card__done" role="status" data-testid="unsubscribe-done">
                <p className="mailing-card__done-title">{t('mailing.unsubscribe.done', { email: result.email })}</p>
                <p>{t('mailing.unsubscribe.doneNote')}</p>
                <Link className="button button--secondary" to={localisePath('/', lang)}>
                  {t('mailing.unsubscribe.home')}
                </Link>
              </div>
            ) : (
              <sender.Form className="mailing-card__form" method="post" noValidate onSubmit={submit} aria-busy={sending} data-testid="unsubscribe-form">
                <div className="support-form__field">
                  <label className="support-form__label" htmlFor={`${uid}-email`}>
                    {t('mailing.unsubscribe.email')}
                  </label>
                  <input
                    id={`${uid}-email`}
                    className="support-form__input"
                    type="email"
                    name="email"
                    autoComplete="email"
                    maxLength={UNSUBSCRIBE_EMAIL_MAX}
                    required
                    value={email}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${uid}-email-error` : undefined}
                    onChange={(event) => setEmail(event.currentTarget.value)}
                  />
                  {error ? (
                    <p id={`${uid}-email-error`} className="support-form__error">
                      {t(`mailing.unsubscribe.errors.${error}`)}
                    </p>
                  ) : null}
                </div>
                <fieldset className="mailing-card__reasons">
                  <legend className="support-form__label">{t('mailing.unsubscribe.reasonLegend')}</legend>
                  {UNSUBSCRIBE_REASONS.map((value) => (
                    <label key={value} className="mailing-card__reason">
                      <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
                      {t(`mailing.unsubscribe.reasons.${value}`)}
                    </label>
                  ))}
                </fieldset>
                {failure ? <FormFailureMessage className="support-form__alert" testId="unsubscribe-failed" failure={failure} failed={t('mailing.unsubscribe.failed')} /> : null}
                <div className="support-form__actions">
                  <button type="submit" className="button button--primary" disabled={sending}>
                    {sending ? t('mailing.unsubscribe.sending') : t('mailing.unsubscribe.submit')}
                  </button>
                </div>
              </sender.Form>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
