import type { ReactElement } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { registerLanguageTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { ArticleDto } from '#shared/api/dto.ts';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';
import { articlePath, sizedImage } from '#shared/domain/links.ts';
import { absoluteOn } from '#shared/domain/url.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import { formatDate } from '#shared/i18n/format.ts';
import { PageHead } from '../../app/shell/page-head.tsx';
import { JsonLd } from '../../app/shell/json-ld.tsx';
import { loadPageData, requireParam } from '../../app/data/page-data.ts';
import { revalidateOn } from '../../app/data/revalidation.ts';
import { useLanguage, useLocalizedPath } from '../../app/i18n/use-language.ts';
import { usePublicOrigin } from '../../app/data/use-root-data.ts';
import { ArticleCardGrid, ArticleViews } from '../../components/article-card.tsx';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs.tsx';
import { LikeVotesSlot } from '../../components/like-votes-slot.tsx';
import { AdBanners } from '../../components/ad-banners/ad-banners.tsx';
import { useUploadsSrc } from '#client/app/data/use-root-data.ts';
import { usePageView } from '../../app/tracking/use-page-view.ts';
import { deferred } from '#client/app/deferred/deferred.tsx';

// The comments block below the article, out of its first load (docs/decisions/0018): nothing of it runs before the visitor scrolls near it.
const ArticleCommentsSlot = deferred(() => import('./article-comments.tsx'), 'ArticleComments');

registerLanguageTexts('readingRoom', {
  ru: () => import('#shared/i18n/texts/reading-room.ts?lang=ru'),
  en: () => import('#shared/i18n/texts/reading-room.ts?lang=en'),
});

const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;
const LOGO_SIZE = 96;

/** Spec §5: an answer whose status_code is not 200 is the 404 page; a non-numeric id too. */
export function loader(args: LoaderFunctionArgs): Promise<ArticleDto> {
  const id = requireParam(args.params.id, NUMERIC_ID_PATTERN);
  return loadPageData(args, (env) => env.api.getArticle(id));
}

/** A vote or a view changes nothing the page loaded. */
export const shouldRevalidate = revalidateOn();

export function Component(): ReactElement {
  const article = useLoaderData() as ArticleDto;
  const { t } = useTranslation();
  const lang = useLanguage();
  const localize = useLocalizedPath();
  const src = useUploadsSrc();
  const origin = usePublicOrigin();
  usePageView('article', article.id);

  const isCase = article.categoryId === UPSTREAM_ARTICLE_CATEGORIES.cases;
  const section = isCase ? { label: t('pages.cases.title'), href: localize('/cases') } : { label: t('pages.articles.title'), href: localize('/articles') };
  const crumbs: Crumb[] = [section, { label: article.title }];
  const canonicalUrl = origin + localize(articlePath(article.id));
  const cover = sizedImage(src(article.image), COVER_WIDTH, COVER_HEIGHT);
  const logo = sizedImage(src(article.company?.logo), LOGO_SIZE);
  const publisher = article.company?.name || t('site.name');
  const date = formatDate(lang, article.publishedAt);
  const viewsText = (count: number) => t('readingRoom.views', { count });

  return (
    <>
      <PageHead title={article.title} description={article.description || t('pages.article.description')} {...(cover ? { image: cover } : {})} />
      <JsonLd kind="article" input={{ headline: article.title, description: article.description, images: cover ? [absoluteOn(origin, cover)] : [], datePublished: article.publishedAt, url: canonicalUrl, publisher: { name: publisher, logo: logo === null ? null : absoluteOn(origin, logo) } }} />
      <div className="container article-page" data-testid="article-page" data-article-id={article.id}>
        <Breadcrumbs crumbs={crumbs} />
        <article className="article" lang={article.lang === lang ? undefined : article.lang}>
          <header className="article__head">
            <h1 className="article__title">{article.title}</h1>
            <div className="article__meta">
              {article.company ? (
                <Link to={localize(article.company.href)} className="article__company" data-testid="article-company">
                  {logo ? <img src={logo} alt="" width={40} height={40} className="article__logo" /> : null}
                  <span>{article.company.name}</span>
                </Link>
              ) : (
                <span className="article__company">{t('readingRoom.editorial')}</span>
              )}
              <span className="article__facts">
                {date ? (
                  <time dateTime={article.publishedAt} data-testid="article-date">
                    {date}
                  </time>
                ) : null}
                <ArticleViews views={article.views} viewsText={viewsText} className="article__views" iconSize={15} testId="article-views" />
              </span>
            </div>
            {article.lang !== lang ? <p className="article__notice">{t('readingRoom.otherLanguage')}</p> : null}
          </header>
          {cover ? <img className="article__cover" src={cover} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} decoding="async" fetchPriority="high" /> : null}
          {/* Sanitised on the server when it was fetched (server/services/article-html.ts). */}
          <div className="article-body" data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.body }} />
          <footer className="article__foot">
            <LikeVotesSlot key={article.id} likeKey={article.likeKey} initial={article.likes} testId="article" />
          </footer>
        </article>

        {article.banners.length > 0 ? (
          <div className="article-banners">
            <AdBanners banners={article.banners} testId="article-banners" />
          </div>
        ) : null}

        <ArticleCommentsSlot key={article.id} articleId={article.id} />

        {article.related.length > 0 ? (
          <section className="article-related" aria-labelledby="article-related-title" data-testid="article-related">
            <h2 id="article-related-title" className="section-title">
              {t('readingRoom.related')}
            </h2>
            <ArticleCardGrid articles={article.related} viewsText={viewsText} editorial={t('readingRoom.editorial')} />
          </section>
        ) : null}
      </div>
    </>
  );
}
