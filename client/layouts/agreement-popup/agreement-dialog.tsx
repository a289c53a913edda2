import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { DATA_PATHS, type AgreementResult } from '#client/app/data/data-paths.ts';
import { DOCUMENT_LINKS } from '#shared/links.ts';
import { agreementTexts } from '#shared/i18n/texts/agreement.ts';
import { trapTabKey } from '../../hooks/focus-trap.ts';

registerTexts('agreement', agreementTexts);

/** The popup itself: loaded only for a user who must accept (agreement-popup.tsx decides). */
export function AgreementDialog(): ReactElement | null {
  const { t } = useTranslation();
  const uid = useId();
  const submit = useFetcher<AgreementResult>({ key: 'agreement-submit' });
  const [consent, setConsent] = useState(false);
  const [mailing, setMailing] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const busy = submit.state !== 'idle';
  const failed = submit.state === 'idle' && submit.data?.ok === false;

  // Focus starts inside and is pulled back whenever it leaves (a click on the page behind, a screen reader's jump).
  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>('input');
    first?.focus();
    const keepInside = (event: FocusEvent) => {
      if (panel.current && event.target instanceof Node && !panel.current.contains(event.target)) panel.current.querySelector<HTMLElement>('input')?.focus();
    };
    const swallowEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    document.addEventListener('focusin', keepInside);
    // Capture phase: no other Escape handler on the page (menus, drawers) gets to act behind the popup.
    window.addEventListener('keydown', swallowEscape, true);
    document.body.classList.add('has-modal');
    return () => {
      document.removeEventListener('focusin', keepInside);
      window.removeEventListener('keydown', swallowEscape, true);
      document.body.classList.remove('has-modal');
    };
  }, []);

  if (submit.data?.ok === true) return null;

  return (
    <div className="agreement-popup" data-testid="agreement-popup">
      <div
        ref={panel}
        className="agreement-popup__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${uid}-title`}
        aria-describedby={`${uid}-text`}
        onKeyDown={(event) => trapTabKey(event, panel.current)}
      >
        <h2 id={`${uid}-title`} className="agreement-popup__title">
          {t('agreement.title')}
        </h2>
        <p id={`${uid}-text`} className="agreement-popup__text">
          {t('agreement.text')}
        </p>
        <submit.Form
          method="post"
          action={DATA_PATHS.agreement}
          className="agreement-popup__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!consent || busy) return;
            void submit.submit({ agreement: true, mailing }, { method: 'post', action: DATA_PATHS.agreement, encType: 'application/json' });
          }}
        >
          <label className="agreement-popup__check">
            <input type="checkbox" checked={consent} required onChange={(event) => setConsent(event.target.checked)} data-testid="agreement-consent" />
            <span>
              {t('agreement.consentText')}{' '}
              <a href={DOCUMENT_LINKS.userAgreement} target="_blank" rel="noopener noreferrer">
                {t('agreement.consentAgreement')}
                <span className="visually-hidden"> {t('externalHint')}</span>
              </a>{' '}
              {t('agreement.consentAnd')}{' '}
              <a href={DOCUMENT_LINKS.privacyPolicy} target="_blank" rel="noopener noreferrer">
                {t('agreement.consentPrivacy')}
                <span className="visually-hidden"> {t('externalHint')}</span>
              </a>
            </span>
          </label>
          <label className="agreement-popup__check">
            <input type="checkbox" checked={mailing} onChange={(event) => setMailing(event.target.checked)} data-testid="agreement-mailing" />
            <span>{t('agreement.mailing')}</span>
          </label>
          {failed ? (
            <p className="agreement-popup__error" role="alert" data-testid="agreement-error">
              {t('agreement.failed')}
            </p>
          ) : null}
          <button type="submit" className="button button--primary agreement-popup__submit" disabled={!consent || busy} data-testid="agreement-submit">
            {busy ? t('agreement.submitting') : t('agreement.submit')}
          </button>
        </submit.Form>
      </div>
    </div>
  );
}
