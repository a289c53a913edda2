import type { ReactElement } from 'react';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { BannerDto } from '#shared/api/dto.ts';
import { adBannersTexts } from '#shared/i18n/texts/ad-banners.ts';
import { useUploadsSrc } from '../uploads-src.ts';

registerTexts('adBanners', adBannersTexts);

/**
 * Paid banners of a placement (spec §1), in the page's HTML so they never move
 * it: marked «Реклама» with the advertiser, INN and erid as Russian advertising
 * law asks, linked with rel="sponsored". Nothing at all when none is served.
 */
export function AdBanners({ banners, testId }: { banners: readonly BannerDto[]; testId: string }): ReactElement | null {
  const { t } = useTranslation();
  const src = useUploadsSrc();
  if (banners.length === 0) return null;
  return (
    <aside className="ad-banners" aria-label={t('adBanners.label')} data-testid={testId}>
      {banners.map((banner) => (
        <a key={banner.id} className="ad-banner" href={banner.href} target="_blank" rel="sponsored noopener" data-testid="ad-banner">
          <img className="ad-banner__image" src={src(banner.image) ?? ''} alt="" width={640} height={360} loading="lazy" decoding="async" />
          <span className="ad-banner__body">
            <span className="ad-banner__marker">{t('adBanners.marker')}</span>
            <span className="ad-banner__title">
              {banner.title}
              <span className="visually-hidden"> {t('adBanners.newTab')}</span>
            </span>
            <span className="ad-banner__legal">
              {banner.inn
                ? t('adBanners.legal', { advertiser: banner.advertiser, inn: banner.inn, erid: banner.erid })
                : t('adBanners.legalNoInn', { advertiser: banner.advertiser, erid: banner.erid })}
            </span>
          </span>
        </a>
      ))}
    </aside>
  );
}
