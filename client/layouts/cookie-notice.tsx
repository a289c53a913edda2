import { useEffect, useRef, useState, type ReactElement } from 'react';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { useBottomOverlay } from '#client/hooks/use-bottom-overlay.ts';
import { cookieNoticeTexts } from '#shared/i18n/texts/cookie-notice.ts';

registerTexts('cookie', cookieNoticeTexts);

export const COOKIE_NOTICE_STORAGE_KEY = 'cookie-notice-accepted';
/** Dispatched on window when the notice is accepted: the ad popup waits for it (never over the notice). */
export const COOKIE_NOTICE_ACCEPTED_EVENT = 'cookie-notice-accepted';

/** Whether this browser already accepted the notice; storage that throws (private mode, blocked) counts as not yet. */
export function readCookieNoticeAccepted(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(COOKIE_NOTICE_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers the acceptance; returns false when storage refused (the notice then just closes for this page view). */
export function writeCookieNoticeAccepted(storage: Pick<Storage, 'setItem'> | null): boolean {
  try {
    storage?.setItem(COOKIE_NOTICE_STORAGE_KEY, '1');
    return storage !== null;
  } catch {
    return false;
  }
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Spec §2: 'Мы используем cookies' popup with an OK button, once per browser.
 * Rendered only after mount, so the server HTML and the first client render
 * match whatever the storage holds. The layouts put it right after the skip
 * link: a keyboard user reaches its OK button before the page, not after it.
 */
export function CookieNotice(): ReactElement | null {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLElement>(null);
  // Focus moving through the page scrolls clear of the notice, never under it.
  useBottomOverlay(ref, 'cookie-notice', visible);

  useEffect(() => {
    if (!readCookieNoticeAccepted(browserStorage())) setVisible(true);
  }, []);

  if (!visible) return null;
  return (
    <section ref={ref} className="cookie-notice" aria-label={t('cookie.label')} data-testid="cookie-notice">
      <h2 className="cookie-notice__title">{t('cookie.title')}</h2>
      <p className="cookie-notice__text">{t('cookie.text')}</p>
      <button
        type="button"
        className="button button--primary cookie-notice__ok"
        onClick={() => {
          writeCookieNoticeAccepted(browserStorage());
          setVisible(false);
          window.dispatchEvent(new Event(COOKIE_NOTICE_ACCEPTED_EVENT));
        }}
      >
        {t('cookie.accept')}
      </button>
    </section>
  );
}
