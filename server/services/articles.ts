// Articles, plugins and cases (spec §2, §5, §7).
import type { ArticleCardDto, ArticleDto, ArticlesDto, CasesDto, LikeInput, LikesDto, PluginsDto, ViewResultDto } from '#shared/api/dto.ts';
import type { Article, ArticleListResponse, LikeDislikeResponse } from '#shared/types/index.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import { READING_ROOM_DATE_OFFSET_SHIFT, READING_ROOM_PAGE_SIZE } from '#shared/constants.ts';
import { normaliseArticlesQuery, type ArticlesQuery } from '#shared/domain/list-queries.ts';
import { articleVersion, isCaseVisible } from '#shared/domain/articles.ts';
import { selectPlugins } from '#shared/domain/plugins.ts';
import { manufacturerPath } from '#shared/domain/links.ts';
import { slugify } from '#shared/domain/slug.ts';
import * as articles from '#server/upstream/calls/articles.ts';
import { articleOrNotFound, notFound, pageData, withFallback } from './error-policy.ts';
import { count, str, strOrNull, toArticleCard, toArticleCards } from './mappers.ts';
import { parseId } from './ids.ts';
import { logged, type Scope } from './scope.ts';

function search(scope: Scope, request: Parameters<typeof articles.searchArticles>[1]): Promise<ArticleListResponse> {
  return scope.cached('list', { host: 'webApi2', name: 'article.search' }, request, () => articles.searchArticles(scope.http, request, scope.publicCtx));
}

/**
 * Spec §2 articles page: a top article, the newest articles, and the reading-room
 * list (10 a page; spec §9 shifts the offset by 3 when there is no search and the
 * sort is by date, since those 3 are shown as the newest).
 */
export function getArticles(scope: Scope, input: Partial<ArticlesQuery>): Promise<ArticlesDto> {
  return pageData(async () => {
    const query = normaliseArticlesQuery(input);
    const shift = !query.search && query.sort === 'date' ? READING_ROOM_DATE_OFFSET_SHIFT : 0;
    const firstPage = query.page === 1 && !query.search;
    const [top, fresh, page] = await Promise.all([
      firstPage ? logged(scope, 'top article', () => search(scope, { is_top: 1, limit: 1, offset: 0 }), null) : Promise.resolve(null),
      firstPage && shift > 0
        ? logged(scope, 'newest articles', () => search(scope, { is_posted_reading_room: 1, sort: 'date', limit: shift, offset: 0 }), null)
        : Promise.resolve(null),
      search(scope, {
        is_posted_reading_room: 1,
        sort: query.sort,
        name: query.search || undefined,
        limit: READING_ROOM_PAGE_SIZE,
        offset: (query.page - 1) * READING_ROOM_PAGE_SIZE + shift,
      }),
    ]);
    const total = Math.max(0, count(page.total) - shift);
    const topCard: ArticleCardDto | null = toArticleCards(top?.data, scope.lang)[0] ?? null;
    return {
      top: topCard,
      fresh: toArticleCards(fresh?.data, scope.lang),
      items: toArticleCards(page.data, scope.lang),
      total,
      totalPages: Math.ceil(total / READING_ROOM_PAGE_SIZE),
      page: query.page,
      pageSize: READING_ROOM_PAGE_SIZE,
    };
  });
}

function toArticleDto(article: Article, scope: Scope): ArticleDto {
  const version = articleVersion(article, scope.lang);
  const companyId = count(article.company_id);
  const companyName = str(article.companyNameShort);
  return {
    id: count(article.id),
    uuid: str(article.uuid),
    url: str(article.url),
    title: str(version?.title),
    description: str(version?.description),
    body: str(version?.body),
    image: strOrNull(article.image),
    company: companyId > 0 ? { id: companyId, name: companyName, logo: strOrNull(article.companyLogo), href: manufacturerPath(slugify(companyName), companyId) } : null,
    views: count(article.views),
    likes: { like: count(article.like_dislike?.like), dislike: count(article.like_dislike?.dislike) },
    publishedAt: str(article.published_at) || str(article.created_at),
    categoryId: count(article.category_id),
  };
}

/** Spec §5: a status_code other than 200 in the answer is the 404 page. */
export function getArticle(scope: Scope, rawId: string): Promise<ArticleDto> {
  return pageData(async () => {
    const id = parseId(rawId);
    const answer = await scope.cached('page', { host: 'webApi2', name: 'article.get' }, { id }, () => articles.getArticle(scope.http, { id }, scope.publicCtx));
    articleOrNotFound(answer.status_code);
    if (!answer.data) throw notFound();
    return toArticleDto(answer.data, scope);
  });
}

function category(scope: Scope, categoryId: number): Promise<Article[]> {
  return scope.cached('list', { host: 'webApi2', name: 'article.category' }, { categoryId }, () => articles.getArticleCategory(scope.http, { categoryId }, scope.publicCtx));
}

/** Spec §5/§9: plugin posts with a plugin-page tariff, Published, by weight ascending. */
export function getPlugins(scope: Scope): Promise<PluginsDto> {
  return pageData(async () => ({ items: selectPlugins(await category(scope, UPSTREAM_ARTICLE_CATEGORIES.plugins), scope.lang) }));
}

/** Spec §5: cases kept only when the second language version is Published; §8: failure is an empty list. */
export async function getCases(scope: Scope): Promise<CasesDto> {
  const posts = await withFallback('cases', () => category(scope, UPSTREAM_ARTICLE_CATEGORIES.cases), [] as Article[], scope.log);
  return { items: posts.filter(isCaseVisible).map((post) => toArticleCard(post, scope.lang)) };
}

function toLikes(answer: LikeDislikeResponse): LikesDto {
  const choice = answer.user_choice;
  return { like: count(answer.like), dislike: count(answer.dislike), userChoice: choice === 'like' || choice === 'dislike' ? choice : null };
}

/** Spec §8 'like/dislike ... failures: logged, empty fallback'. Per device: not cached. */
export function likeDislike(scope: Scope, input: LikeInput): Promise<LikesDto | null> {
  return withFallback(
    'likeDislike',
    async () => toLikes(await articles.likeDislike(scope.http, { url_post_content: input.url, type: input.type, uuid: input.uuid }, scope.publicCtx)),
    null,
    scope.log,
  );
}

export function getLikes(scope: Scope, url: string, uuid: string | undefined): Promise<LikesDto | null> {
  return withFallback(
    'likeDislike',
    async () => toLikes(await articles.checkLikeDislike(scope.http, uuid ? { link: url, uuid } : { link: url }, scope.publicCtx)),
    null,
    scope.log,
  );
}

/** Spec §8 'view logging failures: logged, empty fallback'. */
export function recordArticleView(scope: Scope, rawId: string, uuid: string): Promise<ViewResultDto | null> {
  return withFallback(
    'viewLogging',
    async () => {
      const answer = await articles.checkArticleView(scope.http, { articleId: parseId(rawId), uuid }, scope.publicCtx);
      return { counted: answer.counted === true, views: count(answer.views) };
    },
    null,
    scope.log,
  );
}
