import { Link } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { ContentHero } from '#client/components/content-page/content-hero.tsx';
import { ContentCard } from '#client/components/content-page/content-card.tsx';
import { PhoneLink } from '#client/components/phone-link.tsx';
import { contentServicesTexts } from '#shared/i18n/texts/content-services.ts';
import { localisePath } from '#shared/domain/language.ts';
import { EXTERNAL_LINKS } from '#shared/links.ts';
import { SUPPORT_PHONE } from '#shared/constants.ts';

registerTexts('content.services', contentServicesTexts);

const SERVICES = [
  { id: 'development', points: ['formats', 'check', 'update'], href: EXTERNAL_LINKS.bimDevelopment },
  { id: 'promotion', points: ['top', 'mailing', 'articles'], href: EXTERNAL_LINKS.promotion },
  { id: 'banners', points: ['places', 'targeting', 'reports'], href: EXTERNAL_LINKS.promotion },
  { id: 'analytics', points: ['views', 'regions', 'contacts'], href: null },
] as const;

export function Component() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <>
      <ContentHero page="services" eyebrow={t('content.services.eyebrow')} lead={t('content.services.lead')}>
        <a className="button button--primary" href={EXTERNAL_LINKS.bimDevelopment} target="_blank" rel="noopener noreferrer">
          {t('content.services.storeLink')}
        </a>
        <Link className="button button--secondary" to={localisePath('/for-manufacturers', lang)}>
          {t('content.services.businessLink')}
        </Link>
      </ContentHero>
      <section className="content-section">
        <div className="container content-grid content-grid--2">
          {SERVICES.map((service) => (
            <ContentCard
              key={service.id}
              id={service.id}
              title={t(`content.services.items.${service.id}.title`)}
              text={t(`content.services.items.${service.id}.text`)}
              items={service.points.map((point) => t(`content.services.items.${service.id}.points.${point}`))}
              action={
                service.href ? (
                  <a href={service.href} target="_blank" rel="noopener noreferrer">
                    {t('content.services.order')} →
                  </a>
                ) : (
                  <Link to={localisePath('/for-manufacturers', lang)}>{t('content.services.businessLink')} →</Link>
                )
              }
            />
          ))}
        </div>
      </section>
      <section className="content-section">
        <div className="container">
          <div className="content-cta">
            <div>
              <h2 className="content-cta__title">{t('content.services.ctaTitle')}</h2>
              <p className="content-cta__text">{t('content.services.ctaText')}</p>
            </div>
            <div className="content-cta__actions">
              <PhoneLink phone={SUPPORT_PHONE} className="phone-link--footer" />
              <Link className="button button--primary" to={`${localisePath('/about', lang)}#support`}>
                {t('content.services.supportLink')}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
