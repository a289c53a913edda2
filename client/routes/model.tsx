import type { ReactElement } from 'react';
import { Link, redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '#client/app/i18n.ts';
import type { CompanyCardDto, ModelDetailDto, ModelPageDto } from '#shared/api/dto.ts';
import { catalogueQueryString, defaultCatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { isEnglishPath } from '#shared/domain/language.ts';
import { modelPath, sizedImage } from '#shared/domain/links.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { loginHref } from '#shared/links.ts';
import { PageHead } from '../app/page-head.tsx';
import { ALIAS_PATTERN, ID_PATTERN, loadPageData, requireParam } from '../app/page-data.ts';
import { useLanguage, useLocalizedPath } from '../hooks/use-language.ts';
import { useSessionUser } from '../hooks/use-root-data.ts';
import { DownloadIcon, EyeIcon, useUploadsSrc } from '../components/model-card.tsx';
import { ModelBreadcrumbs, type Crumb } from '../components/model-breadcrumbs.tsx';
import { ModelFiles } from '../components/model-files.tsx';
import { ModelGallery } from '../components/model-gallery.tsx';
import { decodeEntities, ModelOverview } from '../components/model-overview.tsx';
import { ModelClassification, PropertyList, groupAttributes, useDimensionRows } from '../components/model-properties.tsx';
import { ModelRow } from '../components/model-row.tsx';

/**
 * Validates the route, loads the model, and sends a visitor who came by an
 * outdated or mistyped alias to the one canonical address
 * with a permanent redirect, keeping the /en prefix and the query.
 */
export async function loader(args: LoaderFunctionArgs): Promise<ModelPageDto> {
  requireParam(args.params.alias, ALIAS_PATTERN);
  const id = requireParam(args.params.id, ID_PATTERN);
  const page = await loadPageData(args, (env) => env.api.getModel(id));
  const url = new URL(args.request.url);
  const canonical = modelPath(page.model.alias, page.model.id, isEnglishPath(url.pathname) ? 'en' : 'ru');
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  return page;
}

/** A company link without the trailing slash, which the server would only redirect away. */
function companyPath(company: CompanyCardDto): string {
  return company.href.replace(/\/+(?=$|[?#])/, '');
}

function HeartIcon(): ReactElement {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />
    </svg>
  );
}

function DocumentIcon(): ReactElement {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </svg>
  );
}

function ModelStats({ model }: { model: ModelDetailDto }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const stats = [
    { key: 'views', icon: <EyeIcon />, value: model.views, text: t('modelCard.views', { count: model.views }) },
    { key: 'downloads', icon: <DownloadIcon />, value: model.downloads, text: t('modelCard.downloads', { count: model.downloads }) },
    { key: 'likes', icon: <HeartIcon />, value: model.likes.like, text: t('modelPage.likes', { count: model.likes.like }) },
  ];
  return (
    <ul className="model-stats" aria-label={t('modelPage.stats')}>
      {stats.map((stat) => (
        <li key={stat.key} className="model-stats__item" title={stat.text}>
          {stat.icon}
          <span aria-hidden="true">{formatNumber(lang, stat.value)}</span>
          <span className="visually-hidden">{stat.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The few facts a designer checks first, next to the picture: overall size, weight, class. */
function ModelFacts({ model }: { model: ModelDetailDto }): ReactElement | null {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { width, height, length, weight } = model.dimensions;
  const sides = [width, height, length].filter((side): side is number => side !== null && side > 0);
  const rows: Array<{ key: string; label: string; value: string }> = [];
  if (sides.length === 3) rows.push({ key: 'size', label: t('modelPage.dimensions'), value: t('modelPage.millimetres', { value: sides.map((side) => formatNumber(lang, side)).join(' × ') }) });
  if (weight !== null && weight > 0) rows.push({ key: 'weight', label: t('modelPage.weight'), value: t('modelPage.kilograms', { value: formatNumber(lang, weight) }) });
  const kind = model.classification.class ?? model.classification.type;
  if (kind) rows.push({ key: 'kind', label: model.classification.class ? t('modelPage.class') : t('modelPage.type'), value: kind.label });
  if (rows.length === 0) return null;
  return (
    <dl className="model-facts" data-testid="model-facts">
      {rows.map((row) => (
        <div key={row.key} className="model-facts__item">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ModelDocuments({ links }: { links: ModelDetailDto['links'] }): ReactElement | null {
  const { t } = useTranslation();
  const items = [
    { key: 'catalog', href: links.catalog, label: t('modelPage.docCatalog') },
    { key: 'instruction', href: links.instruction, label: t('modelPage.docInstruction') },
    { key: 'certificate', href: links.certificate, label: t('modelPage.docCertificate') },
    { key: 'product', href: links.product, label: t('modelPage.docProduct') },
  ].filter((item): item is { key: string; href: string; label: string } => typeof item.href === 'string' && /^https?:\/\//i.test(item.href));
  if (items.length === 0) return null;
  return (
    <section className="panel model-documents" aria-labelledby="model-documents-title" data-testid="model-documents">
      <h2 id="model-documents-title" className="panel__title">
        {t('modelPage.documents')}
      </h2>
      <ul className="doc-list">
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href} className="doc-list__link" target="_blank" rel="noopener noreferrer" data-doc={item.key}>
              <DocumentIcon />
              <span>{item.label}</span>
              <span className="visually-hidden"> {t('externalHint')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec §2 model page. */
export function Component(): ReactElement {
  const { model, company, similar, companyModels } = useLoaderData() as ModelPageDto;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const src = useUploadsSrc();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const dimensionRows = useDimensionRows(model.dimensions);

  const cataloguePath = localize('/models');
  const { category, type } = model.classification;
  const crumbs: Crumb[] = [{ label: t('modelPage.catalogue'), href: cataloguePath }];
  if (category) crumbs.push({ label: category.label, href: cataloguePath + catalogueQueryString({ ...defaultCatalogueFilter(), categories: [category.value] }) });
  if (category && type) {
    crumbs.push({ label: type.label, href: cataloguePath + catalogueQueryString({ ...defaultCatalogueFilter(), categories: [category.value], types: [type.value] }) });
  }
  crumbs.push({ label: model.name });

  const attributes = groupAttributes(model.attributes);
  const formats = [...new Set(model.files.map((file) => file.ext.toUpperCase()).filter(Boolean))];
  const image = src(model.images[0]);
  const description = decodeEntities(model.summary) || t('pages.model.description');
  const companyHref = company ? localize(companyPath(company)) : null;
  const companyLogo = company ? sizedImage(src(company.logo), 96) : null;

  return (
    <>
      <PageHead title={model.name} description={description} {...(image ? { image } : {})} />
      <div className="container model-page" data-testid="model-page" data-model-id={model.id}>
        <ModelBreadcrumbs crumbs={crumbs} />

        <div className="model-hero">
          <ModelGallery key={model.id} images={model.images} name={model.name} />
          <div className="model-summary">
            {company && companyHref ? (
              <Link to={companyHref} className="model-company" data-testid="model-company">
                {companyLogo ? <img src={companyLogo} alt="" width={48} height={48} className="model-company__logo" /> : null}
                <span className="model-company__text">
                  <span className="model-company__label">{t('modelPage.manufacturer')}</span>
                  <span className="model-company__name">{company.name}</span>
                </span>
              </Link>
            ) : null}
            <h1 className="model-summary__title">{model.name}</h1>
            {model.code ? (
              <p className="model-summary__code">
                <span className="model-summary__code-label">{t('modelPage.code')}</span> <span className="model-summary__code-value" data-testid="model-code">{model.code}</span>
              </p>
            ) : null}
            <ModelStats model={model} />
            <ModelFacts model={model} />
            {model.has3d || model.hasAr ? (
              <ul className="model-summary__features">
                {model.has3d ? <li className="model-badge model-badge--inline">{t('modelCard.badge3dHint')}</li> : null}
                {model.hasAr ? <li className="model-badge model-badge--inline model-badge--ar">{t('modelCard.badgeArHint')}</li> : null}
              </ul>
            ) : null}
            {formats.length > 0 ? (
              <div className="model-summary__formats">
                <p className="model-summary__formats-label">{t('modelPage.formats')}</p>
                <ul className="tag-list">
                  {formats.map((format) => (
                    <li key={format} className="tag tag--format">
                      {format}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {model.files.length > 0 ? (
              <a href="#files" className="button button--primary button--large model-summary__cta">
                <DownloadIcon size={18} />
                {t('modelPage.toFiles')}
              </a>
            ) : null}
          </div>
        </div>

        <div className="model-layout">
          <div className="model-layout__main">
            <section className="model-section" aria-labelledby="model-overview-title" data-testid="model-overview">
              <h2 id="model-overview-title" className="model-section__title">
                {t('modelPage.overview')}
              </h2>
              <ModelOverview description={model.description} />
            </section>

            {dimensionRows.length > 0 ? (
              <section className="model-section" aria-labelledby="model-main-title">
                <h2 id="model-main-title" className="model-section__title">
                  {t('modelPage.mainProperties')}
                </h2>
                <PropertyList rows={dimensionRows} testId="model-dimensions" />
              </section>
            ) : null}

            {attributes.length > 0 ? (
              <section className="model-section" aria-labelledby="model-technical-title">
                <h2 id="model-technical-title" className="model-section__title">
                  {t('modelPage.technicalProperties')}
                </h2>
                <PropertyList rows={attributes.map((attribute) => ({ key: attribute.name, label: attribute.name, value: attribute.values.join(', ') }))} testId="model-attributes" />
              </section>
            ) : null}

            <section className="model-section" aria-labelledby="model-classification-title">
              <h2 id="model-classification-title" className="model-section__title">
                {t('modelPage.classification')}
              </h2>
              <ModelClassification model={model} />
            </section>

            {model.video ? (
              <section className="model-section" aria-labelledby="model-video-title">
                <h2 id="model-video-title" className="model-section__title">
                  {t('modelPage.video')}
                </h2>
                <div className="video-frame">
                  <iframe
                    src={model.video.embedUrl}
                    title={t('modelPage.videoTitle', { name: model.name })}
                    loading="lazy"
                    allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                    allowFullScreen
                    referrerPolicy="strict-origin-when-cross-origin"
                  />
                </div>
              </section>
            ) : null}
          </div>

          <aside className="model-layout__aside">
            <section id="files" className="panel model-files-panel" aria-labelledby="model-files-title">
              <h2 id="model-files-title" className="panel__title">
                {t('modelPage.files')}
              </h2>
              <ModelFiles files={model.files} canDownload={user !== null} loginHref={loginHref(`${pathname}${search}`)} />
            </section>
            <ModelDocuments links={model.links} />
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
      </div>
    </>
  );
}
