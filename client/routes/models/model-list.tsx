import { memo, useMemo, type ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ModelCardDto } from '#shared/api/dto.ts';
import { manufacturerPath, sizedImage } from '#shared/domain/links.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import type { Language } from '#shared/domain/language.ts';
import { useLanguage, useLocalizedPath } from '#client/app/i18n/use-language.ts';
import { useUploadsSrc } from '#client/app/data/use-root-data.ts';
import { CubeIcon, DownloadIcon, EyeIcon } from '../../components/icons.tsx';

/** Thumbnails are asked for at twice their largest display size (96 px). */
const THUMB_SIZE = 192;

/** Texts every row shares: looked up once per list, never per row. */
interface RowTexts {
  views: string;
  downloads: string;
  badge3d: string;
  badge3dHint: string;
  badgeAr: string;
  badgeArHint: string;
  noImage: string;
  code: string;
}

interface RowProps {
  model: ModelCardDto;
  texts: RowTexts;
  lang: Language;
  href: string;
  companyHref: string | null;
  image: string | null;
  eager: boolean;
}

/** A row's 3D or AR mark: the short word shown, the hint read out and as its tooltip. */
function InlineBadge({ className, label, hint }: { className: string; label: string; hint: string }): ReactElement {
  return (
    <span className={className} title={hint}>
      <span aria-hidden="true">{label}</span>
      <span className="visually-hidden">{hint}</span>
    </span>
  );
}

function ModelListRowView({ model, texts, lang, href, companyHref, image, eager }: RowProps): ReactElement {
  return (
    <article className={model.muted ? 'model-list-item model-list-item--muted' : 'model-list-item'} data-testid="model-list-item" data-model-id={model.id}>
      <div className="model-list-item__media">
        {image ? (
          <img src={image} alt="" width={96} height={96} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <span className="model-list-item__placeholder">
            <CubeIcon size={32} />
            <span className="visually-hidden">{texts.noImage}</span>
          </span>
        )}
      </div>
      <div className="model-list-item__body">
        {model.companyName ? (
          <p className="model-list-item__company">
            {companyHref ? (
              <a href={companyHref} className="model-card__company-link" data-nav="" data-testid="model-card-company">
                {model.companyName}
              </a>
            ) : (
              model.companyName
            )}
          </p>
        ) : null}
        <h2 className="model-list-item__title">
          {/* Client navigation comes from the root's delegated listener (client/app/browser/link-delegation.ts). */}
          <a href={href} className="model-list-item__link" data-nav="" data-testid="model-card-link">
            {model.name}
          </a>
        </h2>
        {model.code ? (
          <p className="model-list-item__code">
            {texts.code} {model.code}
          </p>
        ) : null}
        {model.has3d || model.hasAr ? (
          <p className="model-list-item__badges">
            {model.has3d ? <InlineBadge className="model-badge model-badge--inline" label={texts.badge3d} hint={texts.badge3dHint} /> : null}
            {model.hasAr ? <InlineBadge className="model-badge model-badge--inline model-badge--ar" label={texts.badgeAr} hint={texts.badgeArHint} /> : null}
          </p>
        ) : null}
      </div>
      <p className="model-list-item__stats">
        <span className="model-list-item__stat">
          <EyeIcon />
          <span className="visually-hidden">{texts.views}</span>
          {formatNumber(lang, model.views)}
        </span>
        <span className="model-list-item__stat">
          <DownloadIcon />
          <span className="visually-hidden">{texts.downloads}</span>
          {formatNumber(lang, model.downloads)}
        </span>
      </p>
    </article>
  );
}

const ModelListRow = memo(ModelListRowView);

export interface ModelListProps {
  models: readonly ModelCardDto[];
  eagerCount?: number;
  testId?: string;
}

/**
 * The catalogue's list view: one row per model with thumbnail, name,
 * manufacturer, product code, 3D/AR badges, views and downloads.
 */
export function ModelList({ models, eagerCount = 0, testId }: ModelListProps): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localize = useLocalizedPath();
  const src = useUploadsSrc();
  const texts = useMemo<RowTexts>(
    () => ({
      views: t('catalogue.listItem.views'),
      downloads: t('catalogue.listItem.downloads'),
      badge3d: t('modelCard.badge3d'),
      badge3dHint: t('modelCard.badge3dHint'),
      badgeAr: t('modelCard.badgeAr'),
      badgeArHint: t('modelCard.badgeArHint'),
      noImage: t('modelCard.noImage'),
      code: t('catalogue.listItem.code'),
    }),
    [t],
  );
  return (
    <ul className="model-list" data-testid={testId}>
      {models.map((model, index) => (
        <li key={model.id} className="model-list__item">
          <ModelListRow model={model} texts={texts} lang={lang} href={localize(model.href)} companyHref={model.companyId > 0 ? localize(manufacturerPath(model.companyAlias, model.companyId)) : null} image={sizedImage(src(model.image), THUMB_SIZE)} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
