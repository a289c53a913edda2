import { Link } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { ContentHero } from '#client/components/content-page/content-hero.tsx';
import { ContentCard, ContentCardGrid } from '#client/components/content-page/content-card.tsx';
import { StepList } from '#client/components/step-list.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { contentPartnershipTexts } from '#shared/i18n/texts/content-partnership.ts';
import { localisePath } from '#shared/domain/language.ts';

registerTexts('content.partnership', contentPartnershipTexts);

const WHO = ['designers', 'dealers', 'agencies'] as const;
const STEPS = ['one', 'two', 'three'] as const;
const TERMS = ['reward', 'payout', 'report'] as const;

export function Component() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const support = `${localisePath('/about', lang)}#support`;
  return (
    <>
      <ContentHero page="partnership" eyebrow={t('content.partnership.eyebrow')} lead={t('content.partnership.lead')}>
        <Link className="button button--primary" to={support}>
          {t('content.partnership.cta')}
        </Link>
      </ContentHero>
      <TitledSection title={t('content.partnership.whoTitle')}>
        <ContentCardGrid columns={3} cards={WHO.map((key) => ({ key, text: t(`content.partnership.who.${key}`) }))} />
      </TitledSection>
      <TitledSection className="content-section content-section--muted" title={t('content.partnership.howTitle')}>
        <StepList steps={STEPS.map((key) => ({ title: t(`content.partnership.how.${key}.title`), text: t(`content.partnership.how.${key}.text`) }))} />
      </TitledSection>
      <section className="content-section">
        <div className="container content-grid content-grid--2">
          <div>
            <h2 className="content-section__title">{t('content.partnership.termsTitle')}</h2>
            <ul className="content-list">
              {TERMS.map((key) => (
                <li key={key}>{t(`content.partnership.terms.${key}`)}</li>
              ))}
            </ul>
          </div>
          <ContentCard
            as="div"
            title={t('content.partnership.offersTitle')}
            text={t('content.partnership.offersText')}
            action={<Link to={localisePath('/partners', lang)}>{t('content.partnership.offersLink')} →</Link>}
          />
        </div>
      </section>
    </>
  );
}
