import { absoluteOn } from '#shared/domain/url.ts';
import type { ReactElement } from 'react';
import { redirect, useLoaderData, useLocation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { registerLanguageTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { ModelDetailDto, ModelPageDto } from '#shared/api/dto.ts';
import type { ClassificationHrefs } from './model-properties.tsx';
import type { ModelIfcData } from './model-ifc-load.ts';

/** The model and what its IFC file holds (issue 24 §2). */
export type ModelPageData = ModelPageDto & { ifc: ModelIfcData };
import { catalogueLinkHref } from '#shared/domain/catalogue-link.ts';
import { pathLanguage } from '#shared/domain/language.ts';
import { companyPath, modelPath, sizedImage } from '#shared/domain/links.ts';
import { loginHref } from '#shared/links.ts';
import { PageHead } from '../../app/shell/page-head.tsx';
import { ALIAS_PATTERN, loadPageData, requireParam } from '../../app/data/page-data.ts';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';
import { revalidateOn } from '../../app/data/revalidation.ts';
import { useLanguage, useLocalizedPath } from '../../app/i18n/use-language.ts';
import { usePublicOrigin, useSessionUser } from '../../app/data/use-root-data.ts';
import { useUploadsSrc } from '#client/app/data/use-root-data.ts';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs.tsx';
import { decodeEntities, descriptionParagraphs, ModelOverview } from './model-overview.tsx';
import { JsonLd } from '#client/app/shell/json-ld.tsx';
import { usePageView } from '../../app/tracking/use-page-view.ts';
import { ModelAsidePart, ModelDetailsPart, ModelGalleryPart, ModelRelatedPart, ModelSummaryPart, RequestModelPart } from './model-parts.tsx';
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
export async function loader(args: LoaderFunctionArgs): Promise<ModelPageData> {
  requireParam(args.params.alias, ALIAS_PATTERN);
  const id = requireParam(args.params.id, NUMERIC_ID_PATTERN);
  // The IFC facts' code is not in the first load; it never throws.
  const ifc = import('./model-ifc-load.ts').then((module) => module.loadModelIfc(args, id));
  const page = await loadPageData(args, (env) => env.api.getModel(id));
  const url = new URL(args.request.url);
  const canonical = modelPath(page.model.alias, page.model.id, pathLanguage(url.pathname));
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  return { ...page, ifc: await ifc };
}

/** A vote, a view or a model request changes nothing the page loaded: the heavy model data is not fetched again. */
export const shouldRevalidate = revalidateOn();

/** The request form's send and the IDS upload (their code loads with the first submission). */
export const action = (args: ActionFunctionArgs) => import('./model-action.ts').then((module) => module.modelAction(args));

/** The catalogue filtered by the model's category, its type and its class, each only under its parent. */
function classificationLinks(cataloguePath: string, { category, type, class: klass }: ModelDetailDto['classification']): ClassificationHrefs {
  const categoryHref = category ? catalogueLinkHref(cataloguePath, { categories: category.value }) : null;
  const typeHref = category && type ? catalogueLinkHref(cataloguePath, { categories: category.value, types: type.value }) : null;
  const classHref = category && type && klass ? catalogueLinkHref(cataloguePath, { categories: category.value, types: type.value, classes: klass.value }) : null;
  return { category: categoryHref, type: typeHref, class: classHref };
}

/** Spec §2 model page. */
export function Component(): ReactElement {
  const { model, company, similar, companyModels, ifc } = useLoaderData() as ModelPageData;
  const { t } = useTranslation();
  const lang = useLanguage();
  const localize = useLocalizedPath();
  const src = useUploadsSrc();
  const user = useSessionUser();
  const origin = usePublicOrigin();
  const { pathname, search } = useLocation();
  usePageView('model', model.id);

  const cataloguePath = localize('/models');
  const { category, type } = model.classification;
  const classificationHrefs = classificationLinks(cataloguePath, model.classification);
  const crumbs: Crumb[] = [{ label: t('modelPage.catalogue'), href: cataloguePath }];
  if (category && classificationHrefs.category) crumbs.push({ label: category.label, href: classificationHrefs.category });
  if (type && classificationHrefs.type) crumbs.push({ label: type.label, href: classificationHrefs.type });
  crumbs.push({ label: model.name });

  const canonicalUrl = origin + modelPath(model.alias, model.id, lang);
  // Crawlers need absolute addresses; in demo mode the uploads are paths on this site.
  const images = model.images
    .map((image) => src(image))
    .filter((image): image is string => image !== null)
    .map((image) => (origin ? absoluteOn(origin, image) : image));
  const ogImage = sizedImage(images[0], OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT);

  const description = decodeEntities(model.summary) || t('pages.model.description');
  const companyHref = company ? localize(companyPath(company.href)) : null;

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
          ifc,
        }}
      />
      <div className="container model-page" data-testid="model-page" data-model-id={model.id}>
        <Breadcrumbs crumbs={crumbs} />

        <div className="model-hero">
          <ModelGalleryPart key={model.id} images={model.images} name={model.name} />
          <ModelSummaryPart model={model} company={company} companyHref={companyHref} />
        </div>

        <div className="model-layout">
          <div className="model-layout__main">
            <section className="model-section" aria-labelledby="model-overview-title" data-testid="model-overview">
              <h2 id="model-overview-title" className="model-section__title">
                {t('modelPage.overview')}
              </h2>
              <ModelOverview description={model.description} />
            </section>

            <ModelDetailsPart key={model.id} model={model} classificationHrefs={classificationHrefs} ifc={ifc} />
          </div>

          <aside className="model-layout__aside">
            <ModelAsidePart model={model} canDownload={canDownload(user)} loginHref={loginHref(`${pathname}${search}`)} />
          </aside>
        </div>

        <ModelRelatedPart key={model.id} modelId={model.id} similar={similar} company={company} companyModels={companyModels} companyHref={companyHref} />

        <div className="model-page__request">
          <RequestModelPart origin="model" modelId={model.id} />
        </div>
      </div>
    </>
  );
}
