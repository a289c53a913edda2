import type { ReactElement } from 'react';
import { Form, Link, redirect, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { registerLanguageTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { ArticlesDto } from '#shared/api/dto.ts';
import { ATOM_MEDIA_TYPE, readingRoomFeedPath } from '#shared/domain/feeds.ts';
import { articlesRedirectSearch, decodeArticlesQuery, encodeArticlesQuery, type ArticlesQuery, type ArticleSortKey } from '#shared/domain/list-queries.ts';
import { PageHead } from '../../app/shell/page-head.tsx';
import { JsonLd } from '../../app/shell/json-ld.tsx';
import { loadPageData } from '../../app/data/page-data.ts';
import { usePublicOrigin } from '../../app/data/use-root-data.ts';
import { useLanguage, useLocalizedPath } from '../../app/i18n/use-language.ts';
import { ArticleCard, ArticleCardGrid } from '../../components/article-card.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { SearchField } from '../../components/search-field.tsx';

registerLanguageTexts('readingRoom', {
  ru: () => import('#shared/i18n/texts/reading-room.ts?lang=ru'),
  en: () => import('#shared/i18n/texts/reading-room.ts?lang=en'),
});

export interface ArticlesPageData {
  query: ArticlesQuery;
  articles: ArticlesDto;
}

/**
 * Spec §2 articles page: search, sort by novelty or views, 10 a page (spec §9). A query that is not
 * canonical (a malformed or explicit first page, an unknown sort, repeated keys) answers 301 to its
 * canonical form, as the catalogue's does: one address per list page, for the server's answer and a
 * client navigation alike.
 */
export function loader(args: LoaderFunctionArgs): Promise<ArticlesPageData> {
  const url = new URL(args.request.url);
  const canonical = articlesRedirectSearch(url.searchParams);
  if (canonical !== null) throw redirect(url.pathname + canonical, 301);
  const query = decodeArticlesQuery(url.searchParams);
  return loadPageData(args, (env) => env.api.getArticles(query).then((articles) => ({ query, articles })));
}

/** The fresh articles' and the list's grid: wide cards. */
const GRID_CLASS = 'card-grid card-grid--wide articles-grid';

function queryString(query: ArticlesQuery): string {
  const search = new URLSearchParams(encodeArticlesQuery(query)).toString();
  return search ? `?${search}` : '';
}

export function Component(): ReactElement {
  const { query, articles } = useLoaderData() as ArticlesPageData;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const lang = useLanguage();
  const origin = usePublicOrigin();
  const navigation = useNavigation();
  const base = localize('/articles');
  const hrefFor = (change: Partial<ArticlesQuery>) => base + queryString({ ...query, page: 1, ...change });
  const viewsText = (count: number) => t('readingRoom.views', { count });
  const editorial = t('readingRoom.editorial');
  const searching = query.search !== '';
  const loading = navigation.state === 'loading' && navigation.location.pathname === base;
  const empty = articles.items.length === 0 && articles.fresh.length === 0;
  const sorts: Array<[ArticleSortKey, string]> = [
    ['date', t('readingRoom.sortDate')],
    ['views', t('readingRoom.sortViews')],
  ];

  return (
    <>
      <PageHead title={t('pages.articles.title')} description={t('pages.articles.description')} canonicalSearch={queryString({ ...query, search: '' })} {...(searching || empty ? { noindex: true } : {})} />
      {/* Feed readers find the reading room's Atom feed here (React hoists the link into the head). */}
      <link rel="alternate" type={ATOM_MEDIA_TYPE} title={`${t('pages.articles.title')} — ${t('site.name')}`} href={origin + readingRoomFeedPath(lang)} />
      <JsonLd
        kind="webPage"
        input={{
          kind: 'CollectionPage',
          name: t('pages.articles.title'),
          description: t('pages.articles.description'),
          search: queryString({ ...query, search: '' }),
          items: [...(articles.top ? [articles.top] : []), ...articles.fresh, ...articles.items].map((article) => ({ name: article.title, url: localize(article.href) })),
        }}
      />
      <div className="container articles-page" data-testid="articles-page" aria-busy={loading}>
        <header className="articles-head">
          <div>
            <h1 className="page-title">{t('pages.articles.title')}</h1>
            <p className="page-lead">{t('pages.articles.description')}</p>
          </div>
          <Form method="get" action={base} role="search" className="articles-search" data-testid="articles-search">
            <SearchField id="articles-search-input" label={t('readingRoom.searchLabel')} className="input articles-search__input" defaultValue={query.search} key={query.search} placeholder={t('readingRoom.searchPlaceholder')} />
            {query.sort !== 'date' ? <input type="hidden" name="sort" value={query.sort} /> : null}
            <button type="submit" className="button button--primary">
              {t('readingRoom.searchSubmit')}
            </button>
          </Form>
        </header>

        {articles.top ? (
          <section className="articles-section" aria-labelledby="articles-top-title" data-testid="articles-top">
            <h2 id="articles-top-title" className="visually-hidden">
              {t('readingRoom.top')}
            </h2>
            <ArticleCard article={articles.top} viewsText={viewsText} editorial={editorial} featured eager />
          </section>
        ) : null}

        {articles.fresh.length > 0 ? (
          <section className="articles-section" aria-labelledby="articles-fresh-title" data-testid="articles-fresh">
            <h2 id="articles-fresh-title" className="section-title">
              {t('readingRoom.fresh')}
            </h2>
            <ArticleCardGrid articles={articles.fresh} viewsText={viewsText} editorial={editorial} className={GRID_CLASS} />
          </section>
        ) : null}

        <section className="articles-section" aria-labelledby="articles-all-title" data-testid="articles-list">
          <div className="section-header">
            <h2 id="articles-all-title" className="section-title">
              {searching ? t('readingRoom.found', { count: articles.total }) : t('readingRoom.all')}
            </h2>
            <nav className="cluster articles-sort" aria-label={t('readingRoom.sortLabel')} data-testid="articles-sort">
              {sorts.map(([sort, label]) => (
                <Link key={sort} to={hrefFor({ sort })} className={`chip${query.sort === sort ? ' is-active' : ''}`} aria-current={query.sort === sort ? 'page' : undefined} data-testid={`articles-sort-${sort}`}>
                  {label}
                </Link>
              ))}
            </nav>
          </div>
          {articles.items.length > 0 ? (
            <ArticleCardGrid articles={articles.items} viewsText={viewsText} editorial={editorial} className={GRID_CLASS} testId="articles-items" />
          ) : (
            <div className="articles-empty" data-testid="articles-empty">
              <p className="articles-empty__title">{t('readingRoom.emptyTitle')}</p>
              <p className="muted">{t('readingRoom.emptyText')}</p>
              <Link to={base} className="button button--secondary">
                {t('readingRoom.emptyAction')}
              </Link>
            </div>
          )}
          <Pagination page={articles.page} totalPages={articles.totalPages} hrefFor={(page) => hrefFor({ page, sort: query.sort, search: query.search })} />
        </section>
      </div>
    </>
  );
}
