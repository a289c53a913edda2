import type { ReactElement, ReactNode } from 'react';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { CountersDto } from '#shared/api/dto.ts';
import { MONTHLY_REACH_DESIGNERS, SUPPORT_PHONE } from '#shared/constants.ts';
import { phoneHref } from '#shared/domain/phone.ts';
import { EXTERNAL_LINKS, loginHref } from '#shared/links.ts';
import { PageHead } from '../../app/shell/page-head.tsx';
import { JsonLd } from '../../app/shell/json-ld.tsx';
import { loaderEnv } from '../../app/data/loader-env.ts';
import { useLocalizedPath } from '../../app/i18n/use-language.ts';
import { useSessionUser } from '../../app/data/use-root-data.ts';
import { StepList } from '#client/components/step-list.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { CountersStrip, type CounterItem } from '../../components/counters-strip.tsx';
import { CheckIcon, ExternalIcon, Icon, PhoneIcon } from '../../components/icons.tsx';
import { businessPageTexts } from '#shared/i18n/texts/business-page.ts';
import { TagList } from '../../components/tag-list.tsx';

// This page's own texts come with its code (see registerTexts).
registerTexts('businessPage', businessPageTexts);

interface BusinessData {
  /** Site counters for the figures; null when they could not be loaded (the page stands without them). */
  counters: CountersDto | null;
}

/** A marketing page must not fail because of a figure: counters are optional here. */
export async function loader({ context }: LoaderFunctionArgs): Promise<BusinessData> {
  const env = context.get(loaderEnv);
  const counters = await env.api.getHomePage().then(
    (home) => home.counters,
    () => null,
  );
  return { counters };
}

const BENEFITS = ['projects', 'contacts', 'statistics', 'plugins', 'articles', 'advertising'] as const;
const STEPS = ['request', 'development', 'publication', 'results'] as const;
const ANALYTICS = ['downloads', 'regions', 'companies', 'formats', 'mailings'] as const;
const FORMATS = ['Revit · RFA, RVT', 'Archicad · GSM', 'Renga · RNP', 'IFC', 'AutoCAD · DWG', 'SketchUp · SKP', 'Civil 3D', 'Model Studio CS'] as const;

/** A benefit's picture: the sprite's `benefit-<kind>` symbol. */
function BenefitIcon({ kind }: { kind: (typeof BENEFITS)[number] }): ReactElement {
  return <Icon name={`benefit-${kind}`} size={24} />;
}

type Cube = { i: number; j: number; k: number; accent?: boolean };

// A corner of stacked blocks: 6 on the floor, 3 on them, 1 on top, plus one
// loose accent block. Painted back to front (i + j + k ascending).
const CUBES: Cube[] = [
  ...[[0, 0], [1, 0], [0, 1], [2, 0], [1, 1], [0, 2]].map(([i, j]) => ({ i: i!, j: j!, k: 0 })),
  ...[[0, 0], [1, 0], [0, 1]].map(([i, j]) => ({ i: i!, j: j!, k: 1 })),
  { i: 0, j: 0, k: 2 },
  { i: 3, j: 0, k: 0, accent: true },
].sort((a, b) => a.i + a.j + a.k - (b.i + b.j + b.k));

const CUBE = 56;
const DX = CUBE * 0.866;

function cubeFaces({ i, j, k }: Cube): { top: string; left: string; right: string } {
  const cx = (i - j) * DX;
  const cy = (i + j) * (CUBE / 2) - k * CUBE;
  const p = (x: number, y: number) => `${(cx + x).toFixed(1)},${(cy + y).toFixed(1)}`;
  return {
    top: [p(0, -CUBE), p(DX, -CUBE / 2), p(0, 0), p(-DX, -CUBE / 2)].join(' '),
    left: [p(-DX, -CUBE / 2), p(0, 0), p(0, CUBE), p(-DX, CUBE / 2)].join(' '),
    right: [p(0, 0), p(DX, -CUBE / 2), p(DX, CUBE / 2), p(0, CUBE)].join(' '),
  };
}

/** Decorative building blocks for the hero: a catalogue of products assembling into a building. */
function BlocksArt(): ReactElement {
  return (
    <svg className="business-hero__art" viewBox="-160 -180 370 330" aria-hidden="true" focusable="false">
      {CUBES.map((cube) => {
        const faces = cubeFaces(cube);
        const key = `${cube.i}-${cube.j}-${cube.k}`;
        return (
          <g key={key} className={cube.accent ? 'blocks-art__cube blocks-art__cube--accent' : 'blocks-art__cube'}>
            <polygon points={faces.top} className="blocks-art__top" />
            <polygon points={faces.left} className="blocks-art__left" />
            <polygon points={faces.right} className="blocks-art__right" />
          </g>
        );
      })}
    </svg>
  );
}

/** The two calls to action of the page: call us, or log in (returning here) to publish models. */
function BusinessActions({ inverse = false }: { inverse?: boolean }): ReactElement {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  return (
    <div className="business-actions">
      {user ? null : (
        <a href={loginHref(`${pathname}${search}`)} className="button button--primary button--large" data-testid="business-login">
          {t('businessPage.ctaLogin')}
        </a>
      )}
      <a href={phoneHref(SUPPORT_PHONE)} className={`button button--large ${inverse ? 'button--on-dark' : 'button--secondary'}`} data-testid="business-phone" aria-label={t('phone.call', { phone: SUPPORT_PHONE })}>
        <PhoneIcon size={18} />
        <span>{SUPPORT_PHONE}</span>
      </a>
    </div>
  );
}

/** A section of the page: a header block of title and lead above the content. */
const SECTION = { className: 'container business-section', titleClassName: 'business-section__title', headerClassName: 'business-section__header', contained: false } as const;

/** Spec §1/§2 Business page: why and how manufacturers publish their catalogue as BIM models. */
export function Component(): ReactElement {
  const { counters } = useLoaderData() as BusinessData;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const figures: CounterItem[] = [
    { kind: 'designersMonthly', value: MONTHLY_REACH_DESIGNERS },
    { kind: 'models', value: counters?.model_count ?? 0 },
    { kind: 'manufacturers', value: counters?.manufacturer_count ?? 0 },
    { kind: 'designCompanies', value: counters?.des_eng_company_count ?? 0 },
  ];
  return (
    <>
      <PageHead title={t('pages.forManufacturers.title')} description={t('pages.forManufacturers.description')} />
      <JsonLd kind="webPage" input={{ kind: 'WebPage', name: t('pages.forManufacturers.title'), description: t('pages.forManufacturers.description') }} />

      <section className="business-hero" aria-labelledby="business-title">
        <div className="container business-hero__inner">
          <BlocksArt />
          <p className="eyebrow business-hero__eyebrow">{t('businessPage.eyebrow')}</p>
          <h1 id="business-title" className="business-hero__title">
            {t('businessPage.title')}
          </h1>
          <p className="business-hero__lead">{t('businessPage.lead')}</p>
          <p className="business-hero__reach" data-testid="business-reach">
            {t('reach.claim', { count: MONTHLY_REACH_DESIGNERS })}
          </p>
          <BusinessActions />
        </div>
      </section>

      <TitledSection className="container business-section business-stats" titleClassName="visually-hidden" contained={false} title={t('businessPage.statsTitle')}>
        <CountersStrip items={figures} label={t('businessPage.statsTitle')} testId="business-counters" />
      </TitledSection>

      <TitledSection {...SECTION} title={t('businessPage.benefitsTitle')} lead={<p className="business-section__lead">{t('businessPage.benefitsLead')}</p>}>
        <ul className="benefit-grid">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="benefit">
              <span className="benefit__icon">
                <BenefitIcon kind={benefit} />
              </span>
              <h3 className="benefit__title">{t(`businessPage.benefits.${benefit}.title`)}</h3>
              <p className="benefit__text">{t(`businessPage.benefits.${benefit}.text`)}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <div className="business-band">
        <TitledSection {...SECTION} title={t('businessPage.stepsTitle')}>
          <StepList block="business-steps" steps={STEPS.map((step) => ({ title: t(`businessPage.steps.${step}.title`), text: t(`businessPage.steps.${step}.text`) }))} />
        </TitledSection>
      </div>

      <TitledSection
        {...SECTION}
        className="container business-section business-analytics"
        headerClassName="business-analytics__text"
        title={t('businessPage.analyticsTitle')}
        lead={
          <>
            <p className="business-section__lead">{t('businessPage.analyticsLead')}</p>
            <Link to={localize('/statreport')} className="home-section__more">
              {t('businessPage.analyticsLink')}
            </Link>
          </>
        }
      >
        <ul className="check-list">
          {ANALYTICS.map((item) => (
            <li key={item} className="check-list__item">
              <span className="check-list__icon">
                <CheckIcon strokeWidth={2.2} />
              </span>
              <span>{t(`businessPage.analytics.${item}`)}</span>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection {...SECTION} title={t('businessPage.formatsTitle')} lead={<p className="business-section__lead">{t('businessPage.formatsLead')}</p>}>
        <TagList tags={FORMATS} modifier="tag-list--large" tagModifier="tag--format" />
      </TitledSection>

      <section className="container business-section" aria-labelledby="business-services-title">
        <div className="business-services">
          <div>
            <h2 id="business-services-title" className="business-services__title">
              {t('businessPage.servicesTitle')}
            </h2>
            <p className="business-services__text">{t('businessPage.servicesText')}</p>
          </div>
          <ul className="business-services__links">
            <li>
              <a href={EXTERNAL_LINKS.bimDevelopment} className="button button--secondary" target="_blank" rel="noopener noreferrer">
                {t('businessPage.servicesDevelopment')}
                <ExternalIcon size={14} />
                <span className="visually-hidden"> {t('externalHint')}</span>
              </a>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.promotion} className="button button--secondary" target="_blank" rel="noopener noreferrer">
                {t('businessPage.servicesPromotion')}
                <ExternalIcon size={14} />
                <span className="visually-hidden"> {t('externalHint')}</span>
              </a>
            </li>
            <li>
              <Link to={localize('/cases')} className="button button--secondary">
                {t('businessPage.servicesCases')}
              </Link>
            </li>
          </ul>
        </div>
      </section>

      <TitledSection
        {...SECTION}
        headerClassName="business-final"
        titleClassName="business-final__title"
        title={t('businessPage.finalTitle')}
        lead={
          <>
            <p className="business-final__text">{t('businessPage.finalText')}</p>
            <BusinessActions inverse />
          </>
        }
      />
    </>
  );
}
