import { absoluteOn } from '#shared/domain/url.ts';
import type { ReactElement } from 'react';
import { Link, redirect, useLoaderData, useLocation, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { registerLanguageTexts, useTranslation } from '#client/app/i18n.ts';
import type { CompanyCardDto, ModelPageDto } from '#shared/api/dto.ts';
import { catalogueLinkHref } from '#shared/domain/catalogue-link.ts';
import { isEnglishPath } from '#shared/domain/language.ts';
import { modelPath, sizedImage } from '#shared/domain/links.ts';
import { loginHref } from '#shared/links.ts';
import { PageHead } from '../../app/page-head.tsx';
import { ALIAS_PATTERN, loadPageData, requireParam } from '../../app/page-data.ts';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';
import { isDataSubmission } from '../../app/data-paths.ts';
import { useLanguage, useLocalizedPath } from '../../app/use-language.ts';
import { usePublicConfig, useSessionUser } from '../../app/use-root-data.ts';
import { useUploadsSrc } from '../../components/model-card.tsx';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs.tsx';
import { ModelFiles } from './model-files.tsx';
import { ModelGallery } from './model-gallery.tsx';
import { decodeEntities, descriptionParagraphs, ModelOverview } from './model-overview.tsx';
import { ModelClassification, PropertyList, groupAttributes, useDimensionRows } from './model-properties.tsx';
import { ModelRow } from '../../components/model-row.tsx';
import { ModelAnalogues } from './model-analogues.tsx';
import { ModelDocuments } from './model-documents.tsx';
import { ModelQr } from './model-qr.tsx';
import { JsonLd } from '#client/app/json-ld.tsx';
import { ModelSummary } from './model-summary.tsx';
import { ModelVideo } from './model-video.tsx';
import { usePageView } from '../../components/use-page-view.ts';
import { ModelViewer } from './model-viewer/model-viewer.tsx';
import { RequestModelSlot } from '../../components/request-model/request-model-slot.tsx';
import { canDownload } from '#shared/domain/registration.ts';

// This page's own texts, in the page language only (see registerLanguageTexts).
registerLanguageTexts('modelPage', {
  ru: () => import('#shared/i18n/texts/model-page.ts?lang=ru'),
  en: () => import('#shared/i18n/texts/model-page.ts?lang=en'),
});

/** Open Graph's recommended picture size. */
const OG_IMAGE_WIDTH = 1200;
const OG_IMAGE_HEIGHT = 630;

/**
 * Validates the route, loads the model, and sends a visitor who came by an
 * outdated or mistyped alias to the one canonical address
 * with a permanent redirect, keeping the /en prefix and the query.
 * The analogues are not loaded here: their upstream call is very slow, so
 * the page asks for them from the browser (ModelAnalogues).
 */
export async function loader(args: LoaderFunctionArgs): Promise<ModelPageDto> {
  requireParam(args.params.alias, ALIAS_PATTERN);
  const id = requireParam(args.params.id, NUMERIC_ID_PATTERN);
  const page = await loadPageData(args, (env) => env.api.getModel(id));
  const url = new URL(args.request.url);
  const canonical = modelPath(page.model.alias, page.model.id, isEnglishPath(url.pathname) ? 'en' : 'ru');
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  return page;
}

/** A vote, a view or a model request changes nothing the page loaded: the heavy model data is not fetched again. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  return isDataSubmission(args) ? false : args.defaultShouldRevalidate;
}

/** A company link without the trailing slash, which the server would only redirect away. */
function companyPath(company: CompanyCardDto): string {
  return company.href.replace(/\/+(?=$|[?#])/, '');
}

/** Spec §2 model page. */
export function Component(): ReactElement {
  const { model, company, similar, companyModels } = useLoaderData() as ModelPageDto;
  const { t } = useTranslation();
  const lang = useLanguage();
  const localize = useLocalizedPath();
  const src = useUploadsSrc();
  const user = useSessionUser();
  const origin = (usePublicConfig()?.publicOrigin ?? '').replace(/\/+$/, '');
  const { pathname, search } = useLocation();
  const dimensionRows = useDimensionRows(model.dimensions);
  usePageView('model', model.id);

  const cataloguePath = localize('/models');
  const { category, type } = model.classification;
  const crumbs: Crumb[] = [{ label: t('modelPage.catalogue'), href: cataloguePath }];
  if (category) crumbs.push({ label: category.label, href: catalogueLinkHref(cataloguePath, { categories: category.value }) });
  if (category && type) crumbs.push({ label: type.label, href: catalogueLinkHref(cataloguePath, { categories: category.value, types: type.value }) });
  crumbs.push({ label: model.name });

  const canonicalUrl = origin + modelPath(model.alias, model.id, lang);
  // Crawlers need absolute addresses; in demo mode the uploads are paths on this site.
  const images = model.images
    .map((image) => src(image))
    .filter((image): image is string => image !== null)
    .map((image) => (origin ? absoluteOn(origin, image) : image));
  const ogImage = sizedImage(images[0], OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT);

  const attributes = groupAttributes(model.attributes);
  const description = decodeEntities(model.summary) || t('pages.model.description');
  const companyHref = company ? localize(companyPath(company)) : null;

  return (
    <>
      <PageHead title={model.name} description={description} {...(ogImage ? { image: ogImage } : {})} />
      <JsonLd
        kind="product"
        testId="model-jsonld"
        input={{
          name: model.name,
          description: descriptionParagraphs(model.description).join(' '),
          images,
          brand: company?.name ?? null,
          category: [category?.label, type?.label, model.classification.class?.label].filter(Boolean).join(' > ') || null,
          url: canonicalUrl,
          sku: model.code || null,
        }}
      />
      <div className="container model-page" data-testid="model-page" data-model-id={model.id}>
        <Breadcrumbs crumbs={crumbs} />

        <div className="model-hero">
          <ModelGallery key={model.id} images={model.images} name={model.name} />
          <ModelSummary model={model} company={company} companyHref={companyHref} />
        </div>

        <div className="model-layout">
          <div className="model-layout__main">
            <section className="model-section" aria-labelledby="model-overview-title" data-testid="model-overview">
              <h2 id="model-overview-title" className="model-section__title">
                {t('modelPage.overview')}
              </h2>
              <ModelOverview description={model.description} />
            </section>

            {model.viewer3d ? <ModelViewer key={model.id} viewer3d={model.viewer3d} name={model.name} image={model.images[0] ?? null} /> : null}

            {dimensionRows.length > 0 ? (
              <section className="model-section" aria-labelledby="model-main-title" data-testid="model-main-properties">
                <h2 id="model-main-title" className="model-section__title">
                  {t('modelPage.mainProperties')}
                </h2>
                <PropertyList rows={dimensionRows} testId="model-dimensions" />
              </section>
            ) : null}

            {attributes.length > 0 ? (
              <section className="model-section" aria-labelledby="model-technical-title" data-testid="model-technical-properties">
                <h2 id="model-technical-title" className="model-section__title">
                  {t('modelPage.technicalProperties')}
                </h2>
                <PropertyList rows={attributes.map((attribute) => ({ key: attribute.name, label: attribute.name, value: attribute.values.join(', ') }))} testId="model-attributes" />
              </section>
            ) : null}

            <section className="model-section" aria-labelledby="model-classification-title" data-testid="model-classification-section">
              <h2 id="model-classification-title" className="model-section__title">
                {t('modelPage.classification')}
              </h2>
              <ModelClassification model={model} />
            </section>

            <ModelVideo model={model} />
          </div>

          <aside className="model-layout__aside">
            <section id="files" className="panel model-files-panel" aria-labelledby="model-files-title">
              <h2 id="model-files-title" className="panel__title">
                {t('modelPage.files')}
              </h2>
              <ModelFiles files={model.files} canDownload={canDownload(user)} loginHref={loginHref(`${pathname}${search}`)} />
            </section>
            <ModelDocuments links={model.links} />
            <ModelQr modelId={model.id} hasAr={model.hasAr} />
          </aside>
        </div>

        {similar.length > 0 ? (
          <section className="model-section model-section--row" aria-labelledby="model-similar-title">
            <h2 id="model-similar-title" className="section-title">
              {t('modelPage.similar')}
            </h2>
            <ModelRow models={similar} label={t('modelPage.similar')} testId="model-similar" />
          </section>
        ) : null}

        {company && companyModels.length > 0 ? (
          <section className="model-section model-section--row" aria-labelledby="model-company-title">
            <div className="section-header">
              <h2 id="model-company-title" className="section-title">
                {t('modelPage.companyModels', { company: company.name })}
              </h2>
              {companyHref ? (
                <Link to={companyHref} className="home-section__more">
                  {t('modelPage.companyModelsAll')}
                </Link>
              ) : null}
            </div>
            <ModelRow models={companyModels} label={t('modelPage.companyModels', { company: company.name })} testId="model-company-models" />
          </section>
        ) : null}

        <ModelAnalogues key={model.id} modelId={model.id} />

        <div className="model-page__request">
          <RequestModelSlot origin="model" modelId={model.id} />
        </div>
      </div>
    </>
  );
}
