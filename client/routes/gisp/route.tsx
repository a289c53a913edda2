import { Link } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { ContentHero, StepList } from '#client/components/content-page/content-hero.tsx';
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
      <section className="content-section">
        <div className="container">
          <h2 className="content-section__title">{t('content.gisp.whatTitle')}</h2>
          <p className="content-section__text">{t('content.gisp.what')}</p>
        </div>
      </section>
      <section className="content-section content-section--muted">
        <div className="container">
          <h2 className="content-section__title">{t('content.gisp.whyTitle')}</h2>
          <div className="content-grid content-grid--3">
            {WHY.map((key) => (
              <div key={key} className="content-card">
                <p className="content-card__text">{t(`content.gisp.why.${key}`)}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="content-section">
        <div className="container">
          <h2 className="content-section__title">{t('content.gisp.stepsTitle')}</h2>
          <StepList steps={STEPS.map((key) => ({ text: t(`content.gisp.steps.${key}`) }))} />
        </div>
      </section>
    </>
  );
}
