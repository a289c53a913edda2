import type { LoaderFunctionArgs } from 'react-router';
import { revalidateOn } from '#client/app/data/revalidation.ts';
import { Link, useLoaderData } from 'react-router';
import type { PartnersDto } from '#shared/api/dto.ts';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { loadPageData } from '#client/app/data/page-data.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { ContentHero } from '#client/components/content-page/content-hero.tsx';
import { contentPartnersTexts } from '#shared/i18n/texts/content-partners.ts';
import { localisePath } from '#shared/domain/language.ts';
import { useUploadsSrc } from '#client/components/uploads-src.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { PromoCode } from './promo-code.tsx';

registerTexts('content.partners', contentPartnersTexts);

export function loader(args: LoaderFunctionArgs): Promise<PartnersDto> {
  return loadPageData(args, (env) => env.api.getPartners());
}

/** The offers change only with the language. */
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
  const TitleTag = course ? 'h3' : 'h2';
  return (
    <li className={course ? 'partner-offer partner-offer--course' : 'partner-offer'} data-testid={course ? 'course-offer' : 'partner-offer'}>
      <div className="partner-offer__head">
        {offer.company.logo ? <img className="partner-offer__logo" src={uploads(sizedImage(offer.company.logo, 96)) ?? ''} alt="" width={48} height={48} loading="lazy" /> : null}
        <div>
          <Link className="partner-offer__company" to={localisePath(offer.company.href, lang)}>
            {offer.company.name}
          </Link>
          <TitleTag className="partner-offer__title">{offer.title}</TitleTag>
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
  return (
    <>
      <ContentHero page="partners" eyebrow={t('content.partners.eyebrow')} lead={t('content.partners.lead')} />
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
            <ul className="partners__list">
              {items.map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
            </ul>
          )}
          <p className="partners__join">
            {t('content.partners.becomePartner')} <Link to={localisePath('/partnership', lang)}>{t('content.partners.becomePartnerLink')}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
