import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ManufacturerTabProps } from './manufacturer-tab-panel.tsx';
import { formatDate, formatNumber } from '#shared/i18n/format.ts';
import { useLanguage, useLocalizedPath } from '../../app/i18n/use-language.ts';
import { useUploadsSrc } from '../../components/uploads-src.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { EyeIcon } from '../../components/icons.tsx';

/** Spec §2 publications tab: the company's articles, linking to the article pages. */
export function PublicationsTab({ data }: ManufacturerTabProps): ReactElement {
  const { articles } = data;
  const { t } = useTranslation();
  const lang = useLanguage();
  const localize = useLocalizedPath();
  const src = useUploadsSrc();
  if (articles.length === 0) return <p className="manufacturer-empty-tab">{t('manufacturer.noPublications')}</p>;
  return (
    <ul className="manufacturer-articles" data-testid="manufacturer-articles">
      {articles.map((article) => {
        const image = sizedImage(src(article.image), 480, 270);
        return (
          <li key={article.id} className="manufacturer-article">
            {image ? <img className="manufacturer-article__image" src={image} alt="" width={480} height={270} loading="lazy" decoding="async" /> : null}
            <div className="manufacturer-article__body">
              <h2 className="manufacturer-article__title">
                <Link to={localize(article.href)} className="manufacturer-article__link">
                  {article.title}
                </Link>
              </h2>
              {article.summary ? <p className="manufacturer-article__summary">{article.summary}</p> : null}
              <p className="manufacturer-article__meta">
                {article.publishedAt ? <time dateTime={article.publishedAt}>{formatDate(lang, article.publishedAt)}</time> : null}
                <span className="manufacturer-article__views">
                  <EyeIcon size={14} />
                  {formatNumber(lang, article.views)}
                </span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
