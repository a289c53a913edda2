import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import type { PartnersDto } from '#shared/api/dto.ts';
import { registerTexts, useTranslation } from '#client/app/i18n.ts';
import { loadPageData } from '#client/app/page-data.ts';
import { useLanguage } from '#client/app/use-language.ts';
import { ContentHero } from '#client/components/content-page/content-hero.tsx';
import { contentPartnersTexts } from '#shared/i18n/texts/content-partners.ts';
import { isEnglishPath, localisePath } from '#shared/domain/language.ts';
import { useUploadsSrc } from '#client/components/model-card.tsx';
import { sizedImage } from '#shared/domain/links.ts';
import { PromoCode } from './promo-code.tsx';

registerTexts('content.partners', contentPartnersTexts);

export function loader(args: LoaderFunctionArgs): Promise<PartnersDto> {
  return loadPageData(args, (env) => env.api.getPartners());
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (isEnglishPath(currentUrl.pathname) !== isEnglishPath(nextUrl.pathname)) return true;
  if (currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang')) return true;
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

/** Only http(s) links leave the portal from an offer; anything else is not shown as a link. */
function safeHref(link: string): string | null {
  return /^https?:\/\//i.test(link) ? link : null;
}

export function Component() {
  const { items } = useLoaderData() as PartnersDto;
  const { t } = useTranslation();
  const lang = useLanguage();
  const uploads = useUploadsSrc();
  return (
    <>
      <ContentHero page="partners" eyebrow={t('content.partners.eyebrow')} lead={t('content.partners.lead')} />
      <section className="content-section partners" aria-labelledby="partners-count">
        <div className="container">
          <p className="partners__count" id="partners-count">
            {t('content.partners.count', { count: items.length })}
          </p>
          {items.length === 0 ? (
            <p className="partners__empty">{t('content.partners.empty')}</p>
          ) : (
            <ul className="partners__list">
              {items.map((offer) => {
                const href = safeHref(offer.link);
                return (
                  <li key={offer.id} className="partner-offer" data-testid="partner-offer">
                    <div className="partner-offer__head">
                      {offer.company.logo ? <img className="partner-offer__logo" src={uploads(sizedImage(offer.company.logo, 96)) ?? ''} alt="" width={48} height={48} loading="lazy" /> : null}
                      <div>
                        <Link className="partner-offer__company" to={localisePath(offer.company.href, lang)}>
                          {offer.company.name}
                        </Link>
                        <h2 className="partner-offer__title">{offer.title}</h2>
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
                        {t('content.partners.go')}
                      </a>
                    ) : null}
                  </li>
                );
              })}
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
