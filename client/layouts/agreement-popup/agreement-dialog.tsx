import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { SessionActionResult } from '#client/app/data/session-actions.ts';
import { ConsentDocumentLink, ConsentField } from '#client/components/form/consent-field.tsx';
import { useFormAnswer } from '#client/components/form/use-form-answer.ts';
import { isTicked, textOf } from '#shared/domain/form-result.ts';
import { DOCUMENT_LINKS } from '#shared/links.ts';
import { agreementTexts } from '#shared/i18n/texts/agreement.ts';
import { trapTabKey } from '../../hooks/focus-trap.ts';

registerTexts('agreement', agreementTexts);

/**
 * The popup itself: loaded only for a user who must accept (agreement-popup.tsx decides).
 * Its form goes to the root's action (app/data/session-actions.ts) through a fetcher, or,
 * without JavaScript, as a plain post whose 303 brings the visitor back to this page.
 */
export function AgreementDialog(): ReactElement | null {
  const { t } = useTranslation();
  const uid = useId();
  const { pathname, search } = useLocation();
  const submit = useFetcher<SessionActionResult>({ key: 'agreement-submit' });
  const answer = useFormAnswer(submit);
  const entries = answer && !answer.ok ? answer.entries : undefined;
  const [consent, setConsent] = useState(() => (entries ? isTicked(entries, 'agreement') : false));
  const [mailing, setMailing] = useState(() => (entries ? isTicked(entries, 'mailing') : false));
  // Until the page's code runs, the box's `required` holds the form back (a post without JavaScript); then the button waits for the tick (spec §5).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const panel = useRef<HTMLDivElement>(null);
  const busy = submit.state !== 'idle';
  const failed = answer?.ok === false;

  // Focus starts inside and is pulled back whenever it leaves (a click on the page behind, a screen reader's jump).
  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>('input[type="checkbox"]');
    first?.focus();
    const keepInside = (event: FocusEvent) => {
      if (panel.current && event.target instanceof Node && !panel.current.contains(event.target)) panel.current.querySelector<HTMLElement>('input[type="checkbox"]')?.focus();
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

  if (answer?.ok === true) return null;

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
          action="/"
          className="agreement-popup__form"
          onSubmit={(event) => {
            if (!consent || busy) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="agreement" />
          {/* A refused post without JavaScript is answered at '/': the page to go back to is still the first one. */}
          <input type="hidden" name="back" value={entries ? textOf(entries, 'back') : pathname + search} />
          <ConsentField id={`${uid}-consent`} name="agreement" block="agreement-popup" checked={consent} onChange={setConsent} testId="agreement-consent">
            {t('agreement.consentText')}{' '}
            <ConsentDocumentLink href={DOCUMENT_LINKS.userAgreement}>{t('agreement.consentAgreement')}</ConsentDocumentLink>{' '}
            {t('agreement.consentAnd')}{' '}
            <ConsentDocumentLink href={DOCUMENT_LINKS.privacyPolicy}>{t('agreement.consentPrivacy')}</ConsentDocumentLink>
          </ConsentField>
          <ConsentField id={`${uid}-mailing`} name="mailing" block="agreement-popup" required={false} checked={mailing} onChange={setMailing} testId="agreement-mailing">
            {t('agreement.mailing')}
          </ConsentField>
          {failed ? (
            <p className="agreement-popup__error" role="alert" data-testid="agreement-error">
              {t('agreement.failed')}
            </p>
          ) : null}
          <button type="submit" className="button button--primary agreement-popup__submit" disabled={hydrated && (!consent || busy)} data-testid="agreement-submit">
            {busy ? t('agreement.submitting') : t('agreement.submit')}
          </button>
        </submit.Form>
      </div>
    </div>
  );
}
