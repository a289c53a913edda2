import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ModelCardDto } from '#shared/api/dto.ts';
import { CubeIcon } from './icons.tsx';
import { CompareToggle } from './compare-toggle.tsx';
import { IFC_BADGE_MIN_PERCENT } from '#shared/constants.ts';
import { manufacturerPath, sizedImage } from '#shared/domain/links.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLanguage, useLocalizedPath } from '#client/app/i18n/use-language.ts';
import type { Language } from '#shared/domain/language.ts';

/** Card thumbnails are asked for at this size from the uploads host (spec §7 size=WxH). */
const CARD_IMAGE_SIZE = 480;

import { useUploadsSrc } from '#client/app/data/use-root-data.ts';

export interface ModelCardProps {
  model: ModelCardDto;
  /** Heading level of the card title: h3 under a section heading, h2 directly under the page h1. */
  headingLevel?: 2 | 3;
  /** Cards above the fold load their image eagerly. */
  eager?: boolean;
}

/**
 * A count with its icon (drawn by CSS, so a grid of cards carries no inline SVG) and
 * its full text for screen readers and the tooltip. Two elements, not a wrapper and
 * two: a grid renders 96 of these on the server for every catalogue page.
 */
function Stat({ kind, value, text, lang }: { kind: 'views' | 'downloads'; value: number; text: string; lang: Language }): ReactElement {
  return (
    <>
      <span className={`model-card__stat model-card__stat--${kind}`} title={text} aria-hidden="true">
        {formatNumber(lang, value)}
      </span>
      <span className="visually-hidden">{text}</span>
    </>
  );
}

/**
 * One model in a grid or a row: image, name (the link; the whole card is its
 * click target), product code, manufacturer, views and downloads, 3D/AR badges.
 * Grids render 48 of these per page on the server, so the markup is kept lean:
 * icons come from CSS, and each text is translated once.
 */
export function ModelCard({ model, headingLevel = 3, eager = false }: ModelCardProps): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localize = useLocalizedPath();
  const src = useUploadsSrc();
  const image = sizedImage(src(model.image), CARD_IMAGE_SIZE);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ifcFilled = (model.ifcPercent ?? 0) >= IFC_BADGE_MIN_PERCENT;
  return (
    <article className={`card model-card${model.muted ? ' model-card--muted' : ''}`} data-testid="model-card" data-model-id={model.id}>
      <div className="card__media model-card__media">
        {image ? (
          <img src={image} alt="" width={CARD_IMAGE_SIZE} height={CARD_IMAGE_SIZE} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <span className="model-card__placeholder">
            <CubeIcon />
            <span className="visually-hidden">{t('modelCard.noImage')}</span>
          </span>
        )}
        {model.has3d || model.hasAr || ifcFilled ? (
          <span className="model-card__badges">
            {model.has3d ? (
              <abbr className="model-badge" title={t('modelCard.badge3dHint')}>
                {t('modelCard.badge3d')}
              </abbr>
            ) : null}
            {model.hasAr ? (
              <abbr className="model-badge model-badge--ar" title={t('modelCard.badgeArHint')}>
                {t('modelCard.badgeAr')}
              </abbr>
            ) : null}
            {ifcFilled ? (
              <abbr className="model-badge model-badge--ifc" title={t('modelCard.badgeIfcHint', { percent: model.ifcPercent })} data-testid="model-card-ifc">
                {t('modelCard.badgeIfc', { percent: model.ifcPercent })}
              </abbr>
            ) : null}
          </span>
        ) : null}
      </div>
      <div className="card__body model-card__body">
        {model.companyName ? (
          <p className="model-card__company">
            {model.companyId > 0 ? (
              // Above the card's stretched link, so the name opens the manufacturer page (spec §2 links in).
              <a href={localize(manufacturerPath(model.companyAlias, model.companyId))} className="model-card__company-link" data-nav="" data-testid="model-card-company">
                {model.companyName}
              </a>
            ) : (
              model.companyName
            )}
          </p>
        ) : null}
        <Heading className="card__title model-card__title">
          {/* A plain anchor: client navigation comes from the root's delegated listener (see link-delegation.ts). */}
          <a href={localize(model.href)} className="card__link" data-nav="" data-testid="model-card-link">
            {model.name}
          </a>
        </Heading>
        {model.code ? <p className="model-card__code">{t('modelCard.code', { code: model.code })}</p> : null}
        <div className="model-card__foot">
          <p className="card__meta model-card__stats">
            <Stat kind="views" value={model.views} text={t('modelCard.views', { count: model.views })} lang={lang} />
            <Stat kind="downloads" value={model.downloads} text={t('modelCard.downloads', { count: model.downloads })} lang={lang} />
          </p>
          <CompareToggle id={model.id} />
        </div>
      </div>
    </article>
  );
}
