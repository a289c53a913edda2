import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';

const QR_SIZE = 148;

/** The QR route's address; the language goes in ?lang so the shared-cacheable image depends on the URL alone. */
export function modelQrSrc(modelId: number, lang: 'ru' | 'en'): string {
  return `/api/models/${modelId}/qr.svg${lang === 'en' ? '?lang=en' : ''}`;
}

/**
 * Spec §2 'augmented-reality QR hint': a code that opens this page on a phone,
 * where a model with AR (armodels) can be viewed in augmented reality.
 */
export function ModelQr({ modelId, hasAr }: { modelId: number; hasAr: boolean }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section className="model-qr" aria-labelledby="model-qr-title" data-testid="model-qr" data-ar={hasAr ? 'true' : 'false'}>
      <img className="model-qr__code" src={modelQrSrc(modelId, lang)} alt={t('modelPage.qrAlt')} width={QR_SIZE} height={QR_SIZE} loading="lazy" decoding="async" data-testid="model-qr-image" />
      <div className="model-qr__text">
        <h2 id="model-qr-title" className="model-qr__title">
          {hasAr ? t('modelPage.qrTitleAr') : t('modelPage.qrTitlePhone')}
        </h2>
        <p className="model-qr__hint">{hasAr ? t('modelPage.qrHintAr') : t('modelPage.qrHintPhone')}</p>
      </div>
    </section>
  );
}
