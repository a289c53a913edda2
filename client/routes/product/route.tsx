import type { LoaderFunctionArgs } from 'react-router';
import { revalidateOn } from '#client/app/data/revalidation.ts';
import { Link, useLoaderData } from 'react-router';
import type { ProducerProductsDto } from '#shared/api/dto.ts';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { loadPageData, requireParam } from '#client/app/data/page-data.ts';
import { PageHead } from '#client/app/shell/page-head.tsx';
import { JsonLd } from '#client/app/shell/json-ld.tsx';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { ModelGridPart } from '#client/components/model-grid-part.tsx';
import { Breadcrumbs } from '#client/components/breadcrumbs.tsx';
import { useUploadsSrc } from '#client/app/data/use-root-data.ts';
import { mailingPagesTexts } from '#shared/i18n/texts/mailing-pages.ts';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';
import { localisePath } from '#shared/domain/language.ts';

registerTexts('mailing', mailingPagesTexts);

export function loader(args: LoaderFunctionArgs): Promise<ProducerProductsDto> {
  const id = requireParam(args.params.id, NUMERIC_ID_PATTERN);
  return loadPageData(args, (env) => env.api.getProducerProducts(id));
}

/** The products change with the producer and the language. */
export const shouldRevalidate = revalidateOn();

/** /product/{id}: the producer's products from GET /producer/products/{id} (spec §7); an unknown id is the 404 page. */
export function Component() {
  const data = useLoaderData() as ProducerProductsDto;
  const { t } = useTranslation();
  const lang = useLanguage();
  const uploads = useUploadsSrc();
  const title = t('mailing.product.title', { name: data.company.name });
  const logo = uploads(data.company.logo);
  const manufacturer = localisePath(data.company.href, lang);
  return (
    <>
      <PageHead title={title} description={t('mailing.product.description', { name: data.company.name, count: data.total })} {...(logo ? { image: logo } : {})} />
      <JsonLd
        kind="webPage"
        input={{
          kind: 'CollectionPage',
          name: title,
          description: t('mailing.product.description', { name: data.company.name, count: data.total }),
          items: data.items.map((model) => ({ name: model.name, url: localisePath(model.href, lang) })),
        }}
      />
      <header className="content-hero">
        <div className="container">
          <Breadcrumbs crumbs={[{ label: t('nav.manufacturers'), href: localisePath('/manufacturers', lang) }, { label: data.company.name, href: manufacturer }, { label: title }]} />
        </div>
        <div className="container product-hero">
          {logo ? <img className="product-hero__logo" src={logo} alt="" width={72} height={72} /> : null}
          <div>
            <p className="content-hero__eyebrow">{t('mailing.product.eyebrow')}</p>
            <h1 className="page-title">{title}</h1>
            <p className="content-hero__lead">{t('mailing.product.description', { name: data.company.name, count: data.total })}</p>
            <div className="content-hero__actions">
              <Link className="button button--primary" to={manufacturer}>
                {t('mailing.product.manufacturer')}
              </Link>
            </div>
          </div>
        </div>
      </header>
      <section className="content-section">
        <div className="container">
          {data.items.length === 0 ? (
            <p className="partners__empty">{t('mailing.product.empty')}</p>
          ) : (
            <>
              {data.total > data.items.length ? <p className="partners__count">{t('mailing.product.shown', { shown: data.items.length, total: data.total })}</p> : null}
              <ModelGridPart models={data.items} label={title} testId="producer-products" headingLevel={2} eagerCount={4} />
              {data.total > data.items.length ? (
                <p className="partners__join">
                  <Link to={`${manufacturer}${manufacturer.includes('?') ? '&' : '?'}tab=products`}>{t('mailing.product.all')} →</Link>
                </p>
              ) : null}
            </>
          )}
        </div>
      </section>
    </>
  );
}
