import type { LoaderFunctionArgs } from 'react-router';
import { revalidateOn } from '#client/app/data/revalidation.ts';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { PartnersDto } from '#shared/api/dto.ts';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { loadPageData } from '#client/app/data/page-data.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { ContentHero } from '#client/components/content-page/content-hero.tsx';
import { contentPartnersTexts } from '#shared/i18n/texts/content-partners.ts';
import { localisePath } from '#shared/domain/language.ts';
import { useUploadsSrc } from '#client/app/data/use-root-data.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { PromoCode } from './promo-code.tsx';
import { groupOffers, isOfferKind, OFFER_KIND_QUERY } from '#shared/domain/partner-offers.ts';

registerTexts('content.partners', contentPartnersTexts);

export function loader(args: LoaderFunctionArgs): Promise<PartnersDto> {
  return loadPageData(args, (env) => env.api.getPartners());
}

/** The offers change only with the language; the kind chips filter them in place. */
export const shouldRevalidate = revalidateOn();

/** Only http(s) links leave the portal from an offer; anything else is not shown as a link. */
function safeHref(link: string): string | null {
  return /^https?:\/\//i.test(link) ? link : null;
}

type Offer = PartnersDto['items'][number];

/** One partner offer: company, offer, discount, promo code with copy, link. A course carries its badge. */
function OfferCard({ offer, course }: { offer: Offer; course?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const uploads = useUploadsSrc();
  const href = safeHref(offer.link);
  return (
    <li className={course ? 'partner-offer partner-offer--course' : 'partner-offer'} data-testid={course ? 'course-offer' : 'partner-offer'}>
      <div className="partner-offer__head">
        {offer.company.logo ? <img className="partner-offer__logo" src={uploads(sizedImage(offer.company.logo, 96)) ?? ''} alt="" width={48} height={48} loading="lazy" /> : null}
        <div>
          <Link className="partner-offer__company" to={localisePath(offer.company.href, lang)}>
            {offer.company.name}
          </Link>
          {/* Under its section's heading: the courses' or its kind's. */}
          <h3 className="partner-offer__title">{offer.title}</h3>
        </div>
        {offer.discount ? (
          <span className="partner-offer__discount">
            <span className="visually-hidden">{t('content.partners.discount')}: </span>
            {offer.discount}
          </span>
        ) : null}
      </div>
      <p className="partner-offer__text">{offer.description}</p>
      {offer.promoCode ? <PromoCode code={offer.promoCode} /> : <p className="partner-offer__no-code">{t('content.partners.noCode')}</p>}
      {href ? (
        <a className="button button--secondary partner-offer__go" href={href} target="_blank" rel="noopener noreferrer sponsored">
          {course ? t('content.partners.courseGo') : t('content.partners.go')}
        </a>
      ) : null}
    </li>
  );
}

export function Component() {
  const { items, courses } = useLoaderData() as PartnersDto;
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  const asked = new URLSearchParams(search).get(OFFER_KIND_QUERY);
  const groups = groupOffers(items);
  // An unknown kind, or one with no offers now, shows them all.
  const kind = isOfferKind(asked) && groups.some((group) => group.kind === asked) ? asked : null;
  const shown = kind === null ? groups : groups.filter((group) => group.kind === kind);
  const kindHref = (next: string | null) => (next === null ? pathname : `${pathname}?${OFFER_KIND_QUERY}=${next}`);
  return (
    <>
      <ContentHero
        page="partners"
        eyebrow={t('content.partners.eyebrow')}
        lead={t('content.partners.lead')}
        structuredData={{ kind: 'CollectionPage', items: [...courses, ...items].map((offer) => ({ name: `${offer.company.name}: ${offer.title}`, url: safeHref(offer.link) ?? localisePath(offer.company.href, lang) })) }}
      />
      {courses.length > 0 ? (
        <section className="content-section partners partners--courses" aria-labelledby="partners-courses" data-testid="course-showcase">
          <div className="container">
            <h2 className="content-section__title" id="partners-courses">
              {t('content.partners.coursesTitle')}
            </h2>
            <p className="partners__lead">{t('content.partners.coursesLead')}</p>
            <ul className="partners__list">
              {courses.map((offer) => (
                <OfferCard key={offer.id} offer={offer} course />
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <section className="content-section partners" aria-labelledby="partners-count">
        <div className="container">
          <p className="partners__count" id="partners-count">
            {t('content.partners.count', { count: items.length })}
          </p>
          {items.length === 0 ? (
            courses.length === 0 ? <p className="partners__empty">{t('content.partners.empty')}</p> : null
          ) : (
            <>
              {groups.length > 1 ? (
                // Links, not buttons: each kind has an address, and the filter works without JavaScript.
                <nav className="partners__filter" aria-label={t('content.partners.filter')} data-testid="partners-filter">
                  <Link className={kind === null ? 'chip is-active' : 'chip'} to={kindHref(null)} aria-current={kind === null ? 'page' : undefined} preventScrollReset>
                    {t('content.partners.all')} <span className="partners__chip-count">{formatNumber(lang, items.length)}</span>
                  </Link>
                  {groups.map((group) => (
                    <Link key={group.kind} className={kind === group.kind ? 'chip is-active' : 'chip'} to={kindHref(group.kind)} aria-current={kind === group.kind ? 'page' : undefined} preventScrollReset>
                      {t(`content.partners.kinds.${group.kind}`)} <span className="partners__chip-count">{formatNumber(lang, group.offers.length)}</span>
                    </Link>
                  ))}
                </nav>
              ) : null}
              {shown.map((group) => (
                <section key={group.kind} className="partners__group" aria-labelledby={`partners-${group.kind}`} data-testid="partners-group" data-kind={group.kind}>
                  <h2 className="partners__group-title" id={`partners-${group.kind}`}>
                    {t(`content.partners.kinds.${group.kind}`)} <span className="partners__group-count">{formatNumber(lang, group.offers.length)}</span>
                  </h2>
                  <ul className="partners__list">
                    {group.offers.map((offer) => (
                      <OfferCard key={offer.id} offer={offer} />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )}
          <p className="partners__join">
            {t('content.partners.becomePartner')} <Link to={localisePath('/partnership', lang)}>{t('content.partners.becomePartnerLink')}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
