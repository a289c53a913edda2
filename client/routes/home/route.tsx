import type { ReactElement } from 'react';
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { HomePageDto } from '#shared/api/dto.ts';
import { MONTHLY_REACH_DESIGNERS } from '#shared/constants.ts';
import { catalogueLinkHref } from '#shared/domain/catalogue-link.ts';
import { PageHead } from '../../app/shell/page-head.tsx';
import { JsonLd } from '../../app/shell/json-ld.tsx';
import { usePublicOrigin } from '../../app/data/use-root-data.ts';
import { loadPageData } from '../../app/data/page-data.ts';
import { useLocalizedPath } from '../../app/i18n/use-language.ts';
import { AdBanners } from '../../components/ad-banners/ad-banners.tsx';
import { CountersStrip } from '../../components/counters-strip.tsx';
import { ModelGridPart, ModelRowPart } from '../../components/model-grid-part.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { SearchField } from '../../components/search-field.tsx';

export function loader(args: LoaderFunctionArgs): Promise<HomePageDto> {
  return loadPageData(args, (env) => env.api.getHomePage());
}

function SectionHeader({ id, title, lead, action }: { id: string; title: string; lead?: string; action?: { href: string; label: string } }): ReactElement {
  return (
    <div className="section-header home-section__header">
      <div>
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {lead ? <p className="home-section__lead">{lead}</p> : null}
      </div>
      {action ? (
        <Link to={action.href} className="home-section__more">
          {action.label}
          <ArrowRightIcon size={16} strokeWidth={2} />
        </Link>
      ) : null}
    </div>
  );
}

/** Spec §2 main page: search hero, counters, the slider, popular products and recently added models. */
export function Component(): ReactElement {
  const home = useLoaderData() as HomePageDto;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { counters } = home;
  const cataloguePath = localize('/models');
  const origin = usePublicOrigin();
  return (
    <>
      <PageHead title={t('pages.home.title')} description={t('pages.home.description')} />
      {/* The site and its catalogue search, for search engines' site search box. */}
      <JsonLd
        kind="website"
        input={{ name: t('site.name'), url: origin + localize('/'), searchUrlTemplate: `${origin}${cataloguePath}?search={search_term_string}` }}
      />
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero__inner">
          <p className="eyebrow home-hero__eyebrow">{t('homePage.eyebrow')}</p>
          <h1 id="home-title" className="home-hero__title">
            {t('pages.home.title')}
          </h1>
          <p className="home-hero__lead">{t('pages.home.description')}</p>
          <Form method="get" action={cataloguePath} role="search" className="hero-search" data-testid="home-search">
            <SearchField
              id="home-search-input"
              label={t('homePage.searchLabel')}
              icon="hero-search__icon"
              iconSize={20}
              className="hero-search__input"
              placeholder={t('homePage.searchPlaceholder')}
              submit={{ label: t('homePage.searchSubmit'), className: 'button button--primary hero-search__submit' }}
            />
          </Form>
          <div className="home-hero__actions">
            <Link to={cataloguePath} className="button button--secondary button--large" data-testid="home-catalogue-link">
              {t('homePage.toCatalogue')}
              <ArrowRightIcon size={16} strokeWidth={2} />
            </Link>
            <p className="home-hero__reach" data-testid="home-reach">
              {t('reach.claim', { count: MONTHLY_REACH_DESIGNERS })}
            </p>
          </div>
        </div>
      </section>

      <div className="container">
        <CountersStrip
          items={[
            { kind: 'models', value: counters.model_count, href: cataloguePath },
            { kind: 'manufacturers', value: counters.manufacturer_count, href: localize('/manufacturers') },
            { kind: 'designers', value: counters.designer_count },
            { kind: 'plugins', value: counters.plugin_count, href: localize('/plugins') },
          ]}
        />
      </div>

      {home.slider.length > 0 ? (
        <section className="section home-section" aria-labelledby="home-slider-title">
          <div className="container">
            <SectionHeader id="home-slider-title" title={t('homePage.sliderTitle')} lead={t('homePage.sliderLead')} />
          </div>
          <div className="container container--bleed">
            <ModelRowPart models={home.slider} label={t('homePage.sliderTitle')} variant="feature" testId="home-slider" eager />
          </div>
        </section>
      ) : null}

      {home.popular.length > 0 ? (
        <section className="section home-section" aria-labelledby="home-popular-title">
          <div className="container">
            <SectionHeader id="home-popular-title" title={t('homePage.popularTitle')} action={{ href: cataloguePath, label: t('homePage.seeAll') }} />
            <ModelGridPart models={home.popular} testId="home-popular" />
          </div>
        </section>
      ) : null}

      {home.banners.length > 0 ? (
        <div className="section home-section home-section--banners">
          <div className="container">
            <AdBanners banners={home.banners} testId="home-banners" />
          </div>
        </div>
      ) : null}

      <section className="container home-promo" aria-labelledby="home-promo-title">
        <div className="home-promo__text">
          <h2 id="home-promo-title" className="home-promo__title">
            {t('homePage.promoTitle')}
          </h2>
          <p className="home-promo__lead">{t('homePage.promoText')}</p>
        </div>
        <Link to={localize('/for-manufacturers')} className="button button--primary button--large home-promo__action">
          {t('homePage.promoAction')}
          <ArrowRightIcon size={16} strokeWidth={2} />
        </Link>
      </section>

      {home.recent.length > 0 ? (
        <section className="section home-section" aria-labelledby="home-recent-title">
          <div className="container">
            <SectionHeader id="home-recent-title" title={t('homePage.recentTitle')} action={{ href: catalogueLinkHref(cataloguePath, {}, 'new'), label: t('homePage.seeAll') }} />
            <ModelGridPart models={home.recent} testId="home-recent" />
          </div>
        </section>
      ) : null}
    </>
  );
}
