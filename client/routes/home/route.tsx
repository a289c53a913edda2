import type { ReactElement } from 'react';
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { HomePageDto } from '#shared/api/dto.ts';
import { MONTHLY_REACH_DESIGNERS } from '#shared/constants.ts';
import { catalogueQueryString, defaultCatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { PageHead } from '../../app/shell/page-head.tsx';
import { JsonLd } from '../../app/shell/json-ld.tsx';
import { usePublicConfig } from '../../app/data/use-root-data.ts';
import { loadPageData } from '../../app/data/page-data.ts';
import { useLocalizedPath } from '../../app/i18n/use-language.ts';
import { AdBanners } from '../../components/ad-banners/ad-banners.tsx';
import { CountersStrip } from '../../components/counters-strip.tsx';
import { ModelGrid } from '../../components/model-grid.tsx';
import { ModelRow } from '../../components/model-row.tsx';

export function loader(args: LoaderFunctionArgs): Promise<HomePageDto> {
  return loadPageData(args, (env) => env.api.getHomePage());
}

function SearchIcon(): ReactElement {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </svg>
  );
}

function ArrowIcon(): ReactElement {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
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
          <ArrowIcon />
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
  const origin = (usePublicConfig()?.publicOrigin ?? '').replace(/\/+$/, '');
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
            <label htmlFor="home-search-input" className="visually-hidden">
              {t('homePage.searchLabel')}
            </label>
            <span className="hero-search__icon">
              <SearchIcon />
            </span>
            <input
              id="home-search-input"
              className="hero-search__input"
              type="search"
              name="search"
              maxLength={200}
              placeholder={t('homePage.searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className="button button--primary hero-search__submit">
              {t('homePage.searchSubmit')}
            </button>
          </Form>
          <div className="home-hero__actions">
            <Link to={cataloguePath} className="button button--secondary button--large" data-testid="home-catalogue-link">
              {t('homePage.toCatalogue')}
              <ArrowIcon />
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
            <ModelRow models={home.slider} label={t('homePage.sliderTitle')} variant="feature" testId="home-slider" eager />
          </div>
        </section>
      ) : null}

      {home.popular.length > 0 ? (
        <section className="section home-section" aria-labelledby="home-popular-title">
          <div className="container">
            <SectionHeader id="home-popular-title" title={t('homePage.popularTitle')} action={{ href: cataloguePath, label: t('homePage.seeAll') }} />
            <ModelGrid models={home.popular} testId="home-popular" />
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
          <ArrowIcon />
        </Link>
      </section>

      {home.recent.length > 0 ? (
        <section className="section home-section" aria-labelledby="home-recent-title">
          <div className="container">
            <SectionHeader id="home-recent-title" title={t('homePage.recentTitle')} action={{ href: cataloguePath + catalogueQueryString({ ...defaultCatalogueFilter(), sort: 'new' }), label: t('homePage.seeAll') }} />
            <ModelGrid models={home.recent} testId="home-recent" />
          </div>
        </section>
      ) : null}
    </>
  );
}
