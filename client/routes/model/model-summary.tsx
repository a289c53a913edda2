import { CompareToggle, CompareTraySlot } from '#client/components/compare-toggle.tsx';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { CompanyCardDto, ModelDetailDto } from '#shared/api/dto.ts';
import { overallSize, isMeasure, formatMeasure } from '#shared/domain/dimensions.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { useUploadsSrc } from '#client/app/data/use-root-data.ts';
import { LikeVotesSlot } from '../../components/like-votes-slot.tsx';
import { modelLikeKey } from '#shared/domain/likes.ts';
import { DownloadIcon, EyeIcon } from '../../components/icons.tsx';
import { TagList } from '../../components/tag-list.tsx';

const LOGO_SIZE = 48;

function ModelStats({ model }: { model: ModelDetailDto }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const stats = [
    { key: 'views', icon: <EyeIcon />, value: model.views, text: t('modelCard.views', { count: model.views }) },
    { key: 'downloads', icon: <DownloadIcon />, value: model.downloads, text: t('modelCard.downloads', { count: model.downloads }) },
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
  const rows: Array<{ key: string; label: string; value: string }> = [];
  const size = overallSize(model.dimensions, lang);
  if (size) rows.push({ key: 'size', label: t('modelPage.dimensions'), value: size });
  if (isMeasure(model.dimensions.weight)) rows.push({ key: 'weight', label: t('modelPage.weight'), value: formatMeasure(lang, model.dimensions.weight, 'kg') });
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

export interface ModelSummaryProps {
  model: ModelDetailDto;
  company: CompanyCardDto | null;
  /** The manufacturer page in the page's language (spec §2 /manufacturer/{alias}/{id}). */
  companyHref: string | null;
}

/** The hero's text column: manufacturer, name, product code, counters, likes, key facts, formats and the way to the files. */
export function ModelSummary({ model, company, companyHref }: ModelSummaryProps): ReactElement {
  const { t } = useTranslation();
  const src = useUploadsSrc();
  const formats = [...new Set(model.files.map((file) => file.ext.toUpperCase()).filter(Boolean))];
  const companyLogo = company ? sizedImage(src(company.logo), LOGO_SIZE * 2) : null;
  return (
    <div className="model-summary">
      {company && companyHref ? (
        <Link to={companyHref} className="model-company" data-testid="model-company">
          {companyLogo ? <img src={companyLogo} alt="" width={LOGO_SIZE} height={LOGO_SIZE} className="model-company__logo" decoding="async" /> : null}
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
      <div className="model-summary__meta">
        <ModelStats model={model} />
        <LikeVotesSlot key={model.id} likeKey={modelLikeKey(model.id)} initial={model.likes} testId="model" />
        <CompareToggle id={model.id} className="compare-toggle--page" />
        <CompareTraySlot />
      </div>
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
          <TagList tags={formats} tagModifier="tag--format" />
        </div>
      ) : null}
      {model.files.length > 0 ? (
        <a href="#files" className="button button--primary button--large model-summary__cta">
          <DownloadIcon size={18} />
          {t('modelPage.toFiles')}
        </a>
      ) : null}
    </div>
  );
}
