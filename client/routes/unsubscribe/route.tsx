import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { DATA_PATHS, type UnsubscribeFormResult } from '#client/app/data/data-paths.ts';
import { ContentHero } from '#client/components/content-page/content-hero.tsx';
import { mailingPagesTexts } from '#shared/i18n/texts/mailing-pages.ts';
import { emailFromQuery, UNSUBSCRIBE_EMAIL_MAX, UNSUBSCRIBE_REASONS, validateUnsubscribe, type UnsubscribeReason } from '#shared/domain/unsubscribe.ts';
import { localisePath } from '#shared/domain/language.ts';
import { SUPPORT_EMAIL } from '#shared/constants.ts';

registerTexts('mailing', mailingPagesTexts);

/**
 * /unsubscribe (spec §2, contents not shown; docs/decisions/0013-mailing-pages.md):
 * a mailing link may bring ?email= and ?token=; the address is prefilled, never
 * sent without the visitor pressing the button, and the answer is confirmed on the page.
 */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const uid = useId();
  const sender = useFetcher<UnsubscribeFormResult>();
  const [email, setEmail] = useState(() => emailFromQuery(params.get('email')));
  const [reason, setReason] = useState<UnsubscribeReason | ''>('');
  const [error, setError] = useState<'required' | 'invalid' | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const token = params.get('token') ?? undefined;
  const sending = sender.state !== 'idle';
  const result = sender.state === 'idle' ? sender.data : undefined;

  useEffect(() => {
    if (result && !result.ok && result.fields?.email) setError(result.fields.email === 'required' ? 'required' : 'invalid');
  }, [result]);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const checked = validateUnsubscribe({ email, reason });
    if (!checked.ok) {
      setError(checked.errors.email ?? null);
      return;
    }
    setError(null);
    void sender.submit({ email: checked.value.email, ...(reason ? { reason } : {}), ...(token ? { token } : {}) }, { method: 'post', action: DATA_PATHS.unsubscribe, encType: 'application/json' });
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
              <form className="mailing-card__form" method="post" noValidate onSubmit={submit} aria-busy={sending} data-testid="unsubscribe-form">
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
                {failure ? (
                  <div className="support-form__alert" role="alert" data-testid="unsubscribe-failed">
                    {failure.status === 429
                      ? t('mailing.unsubscribe.rateLimited', { minutes: Math.max(1, Math.ceil((failure.retryAfterS ?? 60) / 60)) })
                      : t('mailing.unsubscribe.failed')}
                  </div>
                ) : null}
                <div className="support-form__actions">
                  <button type="submit" className="button button--primary" disabled={sending || !ready}>
                    {sending ? t('mailing.unsubscribe.sending') : t('mailing.unsubscribe.submit')}
                  </button>
                  <noscript>
                    <p className="support-form__note">{t('mailing.unsubscribe.noScript', { email: SUPPORT_EMAIL })}</p>
                  </noscript>
                </div>
              </form>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
