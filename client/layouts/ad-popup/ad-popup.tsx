import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { DATA_PATHS, type LoadResult } from '#client/app/data/data-paths.ts';
import { postBeacon } from '#client/app/tracking/beacon.ts';
import type { AdPopupDto, AdsDto } from '#shared/api/dto.ts';
import { AD_RECORDS_STORAGE_KEY } from '#shared/constants.ts';
import { countdown, currentAd, nextRotationIn, parseAdRecords, recordAdClose, refreshAdRecords, type LocalAdsRecord } from '#shared/domain/ad-rotation.ts';
import { adPopupTexts } from '#shared/i18n/texts/ad-popup.ts';
import { useBottomOverlay } from '#client/hooks/use-bottom-overlay.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { useUploadsSrc } from '../../components/uploads-src.ts';
import { COOKIE_NOTICE_ACCEPTED_EVENT, readCookieNoticeAccepted } from '../cookie-notice.tsx';
import './ad-popup.css';

registerTexts('adPopup', adPopupTexts);

type AdAction = 'show' | 'follow' | 'close';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRecords(): LocalAdsRecord[] {
  try {
    return parseAdRecords(storage()?.getItem(AD_RECORDS_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

function writeRecords(records: readonly LocalAdsRecord[]): void {
  try {
    storage()?.setItem(AD_RECORDS_STORAGE_KEY, JSON.stringify(records));
  } catch {
    // blocked or full storage: the limits then hold for this page view only
  }
}

/** Spec §7 ad events (show, follow, close with popup_id), as beacons: a click on the ad never waits for them. */
function sendAdEvent(action: AdAction, popupId: number, lang: string): void {
  postBeacon(`/api/events/ads?lang=${lang}`, { action, popupId, page: window.location.pathname + window.location.search });
}

/** Whether something the popup must never cover is open: the cookie notice or a modal (the agreement popup). */
function blocked(): boolean {
  return !readCookieNoticeAccepted(storage()) || document.body.classList.contains('has-modal');
}

/**
 * Spec §2 advertising popup, bottom-right (392 px; full width on phones): the ad
 * of the current rotation slot (shared/domain/ad-rotation.ts), with its countdown,
 * the advertiser's name, INN and erid as Russian advertising law requires.
 */
export function AdPopup(): ReactElement | null {
  const fetcher = useFetcher<LoadResult<AdsDto>>({ key: 'ads' });
  const { load } = fetcher;
  const location = useLocation();
  const lang = useLanguage();
  const [now, setNow] = useState(() => Date.now());
  // Read at once, not after the ads arrive: a render with the ads but no records yet would flash (and count a show of) an ad closed this slot.
  const [records, setRecords] = useState<LocalAdsRecord[]>(readRecords);
  const [waiting, setWaiting] = useState(true);
  const shown = useRef(new Set<number>());

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data === undefined) void load(DATA_PATHS.ads);
  }, [fetcher.state, fetcher.data, load]);

  const ads = fetcher.data?.ok ? fetcher.data.data.items : [];
  const servedIds = ads.map((ad) => ad.id).join(',');

  // The stored records, refreshed (daily reset, old records dropped) once the served ads are known.
  useEffect(() => {
    if (!servedIds) return;
    const fresh = refreshAdRecords(readRecords(), servedIds.split(',').map(Number), Date.now());
    writeRecords(fresh);
    setRecords(fresh);
  }, [servedIds]);

  // Never over the cookie notice or the agreement popup: looked at again on each page and when the notice is accepted.
  useEffect(() => {
    const check = () => setWaiting(blocked());
    check();
    window.addEventListener(COOKIE_NOTICE_ACCEPTED_EVENT, check);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => {
      window.removeEventListener(COOKIE_NOTICE_ACCEPTED_EVENT, check);
      observer.disconnect();
    };
  }, [location.pathname]);

  const ad = waiting ? null : currentAd(ads, records, now);

  // The countdown's second hand while one is on screen (it also sees the next rotation); otherwise one wake-up at the next rotation.
  const ticking = ad?.timer === true;
  useEffect(() => {
    if (ads.length === 0) return;
    const tick = () => setNow(Date.now());
    if (ticking) {
      const interval = setInterval(tick, 1_000);
      return () => clearInterval(interval);
    }
    const timeout = setTimeout(tick, nextRotationIn(Date.now()));
    return () => clearTimeout(timeout);
  }, [ads.length, ticking, ticking ? 0 : now]);

  useEffect(() => {
    if (ad && !shown.current.has(ad.id)) {
      shown.current.add(ad.id);
      sendAdEvent('show', ad.id, lang);
    }
  }, [ad, lang]);

  const close = useCallback(
    (id: number) => {
      const next = recordAdClose(readRecords(), id, Date.now());
      writeRecords(next);
      setRecords(next);
      sendAdEvent('close', id, lang);
    },
    [lang],
  );

  if (!ad) return null;
  return <AdCard ad={ad} now={now} onClose={() => close(ad.id)} onFollow={() => sendAdEvent('follow', ad.id, lang)} />;
}

function AdCard({ ad, now, onClose, onFollow }: { ad: AdPopupDto; now: number; onClose: () => void; onFollow: () => void }): ReactElement {
  const { t } = useTranslation();
  const src = useUploadsSrc();
  const ref = useRef<HTMLElement>(null);
  // Focus moving through the page scrolls clear of the popup (WCAG 2.4.11), as for the cookie notice.
  useBottomOverlay(ref, 'ad-popup');
  const left = ad.timer ? countdown(ad.dateTimer, now) : null;
  const image = ad.images[0];
  const imageSrc = image ? src(image.src) : null;
  return (
    <aside ref={ref} className="ad-popup" aria-label={t('adPopup.label')} data-testid="ad-popup" data-ad-id={ad.id}>
      <button type="button" className="ad-popup__close" aria-label={t('adPopup.close')} onClick={onClose} data-testid="ad-popup-close">
        <CloseIcon size={18} />
      </button>
      {imageSrc ? <img className="ad-popup__image" src={imageSrc} alt={image?.name ?? ''} width={392} height={220} loading="lazy" /> : null}
      <div className="ad-popup__body">
        <p className="ad-popup__marker">{t('adPopup.marker')}</p>
        <h2 className="ad-popup__title">{ad.title}</h2>
        {ad.description ? <p className="ad-popup__text">{ad.description}</p> : null}
        {left ? (
          <p className="ad-popup__timer" data-testid="ad-popup-timer">
            {t('adPopup.left', { days: left.days, hours: left.hours, minutes: left.minutes, seconds: left.seconds })}
          </p>
        ) : null}
        {ad.ctaLink && ad.buttonText ? (
          <a className="button button--primary ad-popup__cta" href={ad.ctaLink} target="_blank" rel="sponsored noopener" onClick={onFollow} data-testid="ad-popup-cta">
            {ad.buttonText}
            <span className="visually-hidden"> {t('adPopup.newTab')}</span>
          </a>
        ) : null}
        <p className="ad-popup__legal">
          {ad.companyName ? <span>{t('adPopup.advertiser', { name: ad.companyName, inn: ad.inn })}</span> : null}
          {ad.erid ? <span>{t('adPopup.erid', { erid: ad.erid })}</span> : null}
        </p>
      </div>
    </aside>
  );
}
