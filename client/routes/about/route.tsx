import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { CountersDto } from '#shared/api/dto.ts';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { loadPageData } from '#client/app/data/page-data.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { revalidateOn } from '#client/app/data/revalidation.ts';
import { ContentHero } from '#client/components/content-page/content-hero.tsx';
import { ContentCard } from '#client/components/content-page/content-card.tsx';
import { StepList } from '#client/components/step-list.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { CountersStrip } from '#client/components/counters-strip.tsx';
import { PhoneLink } from '#client/components/phone-link.tsx';
import { deferred } from '#client/app/deferred/deferred.tsx';
import { contentAboutTexts } from '#shared/i18n/texts/content-about.ts';
import { localisePath } from '#shared/domain/language.ts';
import { MONTHLY_REACH_DESIGNERS, SUPPORT_EMAIL, SUPPORT_PHONE } from '#shared/constants.ts';

// The support form at the foot of the page, out of its first load (docs/decisions/0018).
const SupportFormSlot = deferred(() => import('./support-form.tsx'), 'SupportForm');

registerTexts('content.about', contentAboutTexts);

export function loader(args: LoaderFunctionArgs): Promise<CountersDto> {
  return loadPageData(args, (env) => env.api.getCounters());
}

/** The support form's send (its code loads with the first submission, out of the page's first load). */
export const action = (args: ActionFunctionArgs) => import('./support-action.ts').then((module) => module.sendSupportTicket(args));

/** The counters change only with the language; the support form's send changes nothing here. */
export const shouldRevalidate = revalidateOn();

const DESIGNERS = ['search', 'free', 'plugins', 'request'] as const;
const MANUFACTURERS = ['publish', 'statistics', 'articles', 'promote'] as const;
const STEPS = ['one', 'two', 'three'] as const;

export function Component() {
  const counters = useLoaderData() as CountersDto;
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const localize = (path: string): string => localisePath(path, lang);
  return (
    <>
      <ContentHero
        page="about"
        eyebrow={t('content.about.eyebrow')}
        lead={t('content.about.lead')}
        structuredData={{
          kind: 'AboutPage',
          about: { name: t('site.name'), description: t('content.about.orgDescription'), url: localize('/'), logo: '/favicon.svg', telephone: SUPPORT_PHONE, email: SUPPORT_EMAIL },
        }}
      >
        <Link className="button button--primary" to={localize('/models')}>
          {t('nav.models')}
        </Link>
        <Link className="button button--secondary" to={localize('/for-manufacturers')}>
          {t('content.about.forManufacturers.cta')}
        </Link>
      </ContentHero>
      <TitledSection title={t('content.about.reachTitle')}>
        <p className="content-section__text">{t('content.about.reach', { count: MONTHLY_REACH_DESIGNERS })}</p>
        <CountersStrip
          label={t('content.about.countersLabel')}
          items={[
            { kind: 'designersMonthly', value: MONTHLY_REACH_DESIGNERS },
            { kind: 'models', value: counters.model_count, href: localize('/models') },
            { kind: 'manufacturers', value: counters.manufacturer_count, href: localize('/manufacturers') },
            { kind: 'designers', value: counters.designer_count },
            { kind: 'designCompanies', value: counters.des_eng_company_count },
            { kind: 'articles', value: counters.articles_count, href: localize('/articles') },
            { kind: 'plugins', value: counters.plugin_count, href: localize('/plugins') },
          ]}
        />
      </TitledSection>
      <section className="content-section content-section--muted">
        <div className="container content-grid content-grid--2">
          <ContentCard title={t('content.about.forDesigners.title')} items={DESIGNERS.map((key) => t(`content.about.forDesigners.items.${key}`))} />
          <ContentCard
            title={t('content.about.forManufacturers.title')}
            items={MANUFACTURERS.map((key) => t(`content.about.forManufacturers.items.${key}`))}
            action={<Link to={localize('/services')}>{t('pages.services.title')} →</Link>}
          />
        </div>
      </section>
      <TitledSection title={t('content.about.howTitle')}>
        <StepList steps={STEPS.map((key) => ({ title: t(`content.about.how.${key}.title`), text: t(`content.about.how.${key}.text`) }))} />
      </TitledSection>
      <TitledSection title={t('content.about.contactsTitle')}>
        <dl className="content-contacts">
          <div>
            <dt>{t('content.about.contacts.phone')}</dt>
            <dd>
              <PhoneLink phone={SUPPORT_PHONE} />
            </dd>
          </div>
          <div>
            <dt>{t('content.about.contacts.email')}</dt>
            <dd>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </dd>
          </div>
          <div>
            <dt>{t('content.about.contacts.hours')}</dt>
            <dd>{t('content.about.contacts.hoursValue')}</dd>
          </div>
        </dl>
        <p className="content-section__text about__stat-link">
          <Link to={localize('/statreport')}>{t('content.about.contacts.statistics')} →</Link>
        </p>
        <div className="about__support">
          <SupportFormSlot key={pathname} />
        </div>
      </TitledSection>
    </>
  );
}
