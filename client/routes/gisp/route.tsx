import { Link } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { ContentHero } from '#client/components/content-page/content-hero.tsx';
import { ContentCardGrid } from '#client/components/content-page/content-card.tsx';
import { StepList } from '#client/components/step-list.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { contentGispTexts } from '#shared/i18n/texts/content-gisp.ts';
import { localisePath } from '#shared/domain/language.ts';
import { GISP_REGISTRY_URL } from '#shared/links.ts';

registerTexts('content.gisp', contentGispTexts);

const WHY = ['projects', 'search', 'data'] as const;
const STEPS = ['one', 'two', 'three'] as const;

export function Component() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const support = `${localisePath('/about', lang)}#support`;
  return (
    <>
      <ContentHero page="gisp" eyebrow={t('content.gisp.eyebrow')} lead={t('content.gisp.lead')}>
        <Link className="button button--primary" to={support}>
          {t('content.gisp.cta')}
        </Link>
        <a className="button button--secondary" href={GISP_REGISTRY_URL} target="_blank" rel="noopener noreferrer">
          {t('content.gisp.registryLink')}
        </a>
      </ContentHero>
      <TitledSection title={t('content.gisp.whatTitle')}>
        <p className="content-section__text">{t('content.gisp.what')}</p>
      </TitledSection>
      <TitledSection className="content-section content-section--muted" title={t('content.gisp.whyTitle')}>
        <ContentCardGrid columns={3} cards={WHY.map((key) => ({ key, text: t(`content.gisp.why.${key}`) }))} />
      </TitledSection>
      <TitledSection title={t('content.gisp.stepsTitle')}>
        <StepList steps={STEPS.map((key) => ({ text: t(`content.gisp.steps.${key}`) }))} />
      </TitledSection>
    </>
  );
}
