import type { ReactElement } from 'react';
import type { ArticleCardDto } from '#shared/api/dto.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { formatDate, formatNumber } from '#shared/i18n/format.ts';
import { useLanguage, useLocalizedPath } from '#client/app/i18n/use-language.ts';
import { useUploadsSrc } from '#client/app/data/use-root-data.ts';
import { EyeIcon } from './icons.tsx';

/** Article covers are asked for at this width from the uploads host (spec §7 size=WxH), 16:9. */
const COVER_WIDTH = 640;
const COVER_HEIGHT = 360;

export interface ArticleCardProps {
  article: ArticleCardDto;
  /** Texts of the page that shows the card: the views line and the editorial byline. */
  viewsText: (count: number) => string;
  editorial: string;
  headingLevel?: 2 | 3;
  /** A featured card: wide, with its summary. */
  featured?: boolean;
  eager?: boolean;
}

/** An article as a card: cover, title, company, date and views (spec §2 articles page). */
export function ArticleCard({ article, viewsText, editorial, headingLevel = 3, featured = false, eager = false }: ArticleCardProps): ReactElement {
  const lang = useLanguage();
  const localize = useLocalizedPath();
  const src = useUploadsSrc();
  const cover = sizedImage(src(article.image), COVER_WIDTH, COVER_HEIGHT);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatDate(lang, article.publishedAt);
  return (
    <article className={`card article-card${featured ? ' article-card--featured' : ''}`} data-testid="article-card" data-article-id={article.id}>
      <div className="article-card__media">
        {cover ? <img src={cover} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} loading={eager ? 'eager' : 'lazy'} decoding="async" /> : null}
      </div>
      <div className="card__body article-card__body">
        <p className="article-card__company">{article.companyName ?? editorial}</p>
        <Heading className="card__title article-card__title">
          <a href={localize(article.href)} className="card__link" data-nav="" data-testid="article-card-link">
            {article.title}
          </a>
        </Heading>
        {featured && article.summary ? <p className="card__text article-card__summary">{article.summary}</p> : null}
        <p className="card__meta article-card__meta">
          {date ? <time dateTime={article.publishedAt}>{date}</time> : null}
          <ArticleViews views={article.views} viewsText={viewsText} className="article-card__views" iconSize={14} titled />
        </p>
      </div>
    </article>
  );
}

export interface ArticleViewsProps extends Pick<ArticleCardProps, 'viewsText'> {
  views: number;
  className: string;
  iconSize: number;
  /** The views text as a tooltip too (a card, where the figure stands alone). */
  titled?: boolean;
  testId?: string;
}

/** An article's views: the eye and the figure, read out as the page's views text (a card and the article page). */
export function ArticleViews({ views, viewsText, className, iconSize, titled = false, testId }: ArticleViewsProps): ReactElement {
  const lang = useLanguage();
  return (
    <span className={className} title={titled ? viewsText(views) : undefined} data-testid={testId}>
      <EyeIcon size={iconSize} />
      <span aria-hidden="true">{formatNumber(lang, views)}</span>
      <span className="visually-hidden">{viewsText(views)}</span>
    </span>
  );
}

export interface ArticleCardGridProps extends Pick<ArticleCardProps, 'viewsText' | 'editorial'> {
  articles: readonly ArticleCardDto[];
  className?: string;
  testId?: string;
}

/** Article cards as a grid list: the reading room's sections and an article's related ones. */
export function ArticleCardGrid({ articles, viewsText, editorial, className = 'card-grid', testId }: ArticleCardGridProps): ReactElement {
  return (
    <ul className={className} data-testid={testId}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} viewsText={viewsText} editorial={editorial} />
        </li>
      ))}
    </ul>
  );
}
