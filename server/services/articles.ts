// Articles, plugins and cases (spec §2, §5, §7).
import type { ArticleCardDto, ArticleDto, ArticlesDto, CasesDto, LikeInput, LikesDto, PluginPageDto, PluginsDto } from '#shared/api/dto.ts';
import type { Article, ArticleLangVersion, ArticleListResponse, LikeDislikeResponse } from '#shared/types/index.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import { ARTICLE_DESCRIPTION_LENGTH, ARTICLE_SEARCH_DEFAULT_LIMIT, READING_ROOM_PAGE_SIZE } from '#shared/constants.ts';
import { normaliseArticlesQuery, type ArticlesQuery } from '#shared/domain/list-queries.ts';
import { isPastLastPage } from '#shared/domain/list-page.ts';
import { isCaseVisible, readingRoomWindow, shownVersion } from '#shared/domain/articles.ts';
import { selectPlugins, type PluginProductName } from '#shared/domain/plugins.ts';
import { readPluginPost, type PluginPostParts } from '#shared/domain/plugin-post.ts';
import { summarise } from '#shared/domain/text.ts';
import { manufacturerPath } from '#shared/domain/links.ts';
import { slugify } from '#shared/domain/slug.ts';
import { isLikeKey } from '#shared/domain/likes.ts';
import * as articles from '#server/upstream/calls/articles.ts';
import { articleOrNotFound, notFound, pageData, withFallback } from './error-policy.ts';
import { count, list, pick, str, strOrNull, toArticleCard, toArticleCards } from './mappers.ts';
import { createArticleSanitiser, withoutRepeatedCover } from './article-html.ts';
import { parseId } from './ids.ts';
import { logged, type Scope } from './scope.ts';
import { loadBanners } from './banners.ts';

function search(scope: Scope, request: Parameters<typeof articles.searchArticles>[1]): Promise<ArticleListResponse> {
  return scope.cached('list', { host: 'webApi2', name: 'article.search' }, request, () => articles.searchArticles(scope.http, request, scope.publicCtx));
}

/**
 * Spec §2 articles page: a top article, the newest articles, and the reading-room
 * list (spec §9: 10 a page, the offset shifted by 3 when there is no search and
 * the sort is by date, since those 3 are shown as the newest).
 */
export function getArticles(scope: Scope, input: Partial<ArticlesQuery>): Promise<ArticlesDto> {
  return pageData(async () => {
    const query = normaliseArticlesQuery(input);
    const window = readingRoomWindow(query);
    const firstPage = query.page === 1 && !query.search;
    const [top, fresh, page] = await Promise.all([
      firstPage ? logged(scope, 'top article', () => search(scope, { is_top: 1, limit: 1, offset: 0 }), null) : Promise.resolve(null),
      firstPage && window.shift > 0
        ? logged(scope, 'newest articles', () => search(scope, { is_posted_reading_room: 1, sort: 'date', limit: window.shift, offset: 0 }), null)
        : Promise.resolve(null),
      search(scope, { is_posted_reading_room: 1, sort: query.sort, name: query.search || undefined, limit: window.limit, offset: window.offset }),
    ]);
    const { total, totalPages } = readingRoomWindow(query, count(page.total));
    // A page past the last is no page (shared/domain/list-page.ts).
    if (isPastLastPage(query.page, totalPages)) throw notFound();
    const topCard: ArticleCardDto | null = toArticleCards(top?.data, scope.lang)[0] ?? null;
    return {
      top: topCard,
      fresh: toArticleCards(fresh?.data, scope.lang),
      items: toArticleCards(page.data, scope.lang),
      total,
      totalPages,
      page: query.page,
      pageSize: READING_ROOM_PAGE_SIZE,
    };
  });
}

const sanitisers = new Map<string, (html: string) => string>();

/** The uploads host as the browser reaches it (in demo mode a path on this site, relayed). */
const browserUploadsUrl = (scope: Scope): string => scope.deps.browserUploadsUrl ?? scope.http.urls.uploads;

/** One sanitiser per uploads host (there is one per process); building the allowlist once. */
function sanitiserFor(scope: Scope): (html: string) => string {
  const uploadsUrl = browserUploadsUrl(scope);
  let sanitise = sanitisers.get(uploadsUrl);
  if (!sanitise) {
    sanitise = createArticleSanitiser({ uploadsUrl });
    sanitisers.set(uploadsUrl, sanitise);
  }
  return sanitise;
}

/** An article whose bodies are already sanitised: what the cache holds. */
type SafeArticle = Article;

function sanitiseArticle(article: Article, sanitise: (html: string) => string): SafeArticle {
  return { ...article, lang_versions: list<ArticleLangVersion>(article.lang_versions).map((version) => ({ ...version, body: sanitise(str(version?.body)) })) };
}

function toArticleDto(article: SafeArticle, related: ArticleCardDto[], scope: Scope): Omit<ArticleDto, 'banners'> {
  const shown = shownVersion(article, scope.lang);
  const companyId = count(article.company_id);
  const companyName = str(article.companyNameShort);
  const shownCompanyName = pick(scope.lang, article.companyNameShort, article.companyNameShort_en);
  return {
    id: count(article.id),
    uuid: str(article.uuid),
    url: str(article.url),
    lang: shown?.lang ?? scope.lang,
    title: str(shown?.version.title),
    description: summarise(str(shown?.version.description) || str(shown?.version.body), ARTICLE_DESCRIPTION_LENGTH),
    // The page shows the cover above the body: a figure repeating it goes.
    body: withoutRepeatedCover(str(shown?.version.body), strOrNull(article.image)),
    image: strOrNull(article.image),
    company: companyId > 0 ? { id: companyId, name: shownCompanyName, logo: strOrNull(article.companyLogo), href: manufacturerPath(slugify(companyName), companyId) } : null,
    views: count(article.views),
    likeKey: str(article.url),
    likes: { like: count(article.like_dislike?.like), dislike: count(article.like_dislike?.dislike) },
    publishedAt: str(article.published_at) || str(article.created_at),
    categoryId: count(article.category_id),
    related,
  };
}

/** An article by id with its bodies sanitised once, when fetched (the cache keeps the safe version). */
function loadArticle(scope: Scope, id: number): Promise<{ status_code: number | string; data: SafeArticle | null }> {
  const sanitise = sanitiserFor(scope);
  return scope.cached('page', { host: 'webApi2', name: 'article.get' }, { id }, async () => {
    const answer = await articles.getArticle(scope.http, { id }, scope.publicCtx);
    return { status_code: answer.status_code, data: answer.data ? sanitiseArticle(answer.data, sanitise) : null };
  });
}

/** Other reading-room articles, newest first; optional (logged on failure). */
async function relatedArticles(scope: Scope, id: number): Promise<ArticleCardDto[]> {
  const answer = await logged(scope, 'related articles', () => search(scope, { is_posted_reading_room: 1, sort: 'date', limit: ARTICLE_SEARCH_DEFAULT_LIMIT + 1, offset: 0 }), null);
  return toArticleCards(answer?.data, scope.lang)
    .filter((card) => card.id !== id)
    .slice(0, ARTICLE_SEARCH_DEFAULT_LIMIT);
}

/**
 * 404 unless the id is a published article (spec §5), from the cached answer the
 * article page itself used. Other failures of the article call are thrown as they are.
 */
export async function requireArticle(scope: Scope, id: number): Promise<void> {
  const answer = await loadArticle(scope, id);
  articleOrNotFound(answer.status_code);
  if (!answer.data) throw notFound();
}

/** Spec §5: a status_code other than 200 in the answer is the 404 page. */
export function getArticle(scope: Scope, rawId: string): Promise<ArticleDto> {
  return pageData(async () => {
    const id = parseId(rawId);
    const [answer, related, banners] = await Promise.all([loadArticle(scope, id), relatedArticles(scope, id), loadBanners(scope, 'article')]);
    articleOrNotFound(answer.status_code);
    if (!answer.data) throw notFound();
    return { ...toArticleDto(answer.data, related, scope), banners };
  });
}

function category(scope: Scope, categoryId: number): Promise<Article[]> {
  return scope.cached('list', { host: 'webApi2', name: 'article.category' }, { categoryId }, () => articles.getArticleCategory(scope.http, { categoryId }, scope.publicCtx));
}

/** Plugin posts (category 8) with their bodies sanitised once, when fetched. */
function pluginPosts(scope: Scope): Promise<SafeArticle[]> {
  const sanitise = sanitiserFor(scope);
  return scope.cached('list', { host: 'webApi2', name: 'article.category.safe' }, { categoryId: UPSTREAM_ARTICLE_CATEGORIES.plugins }, async () => {
    const posts = await articles.getArticleCategory(scope.http, { categoryId: UPSTREAM_ARTICLE_CATEGORIES.plugins }, scope.publicCtx);
    return posts.map((post) => sanitiseArticle(post, sanitise));
  });
}

/**
 * Each plugin post's release facts, changes and installer, read from the body of the version the
 * page language shows: once per fill of the posts' cache, not on every build of a plugin page
 * (a logged-in view, a page-cache miss). Keyed by post id; a plain object, so the cache can size it.
 */
function pluginPostParts(scope: Scope): Promise<Record<string, PluginPostParts>> {
  return scope.cached('list', { host: 'webApi2', name: 'article.category.plugin-parts' }, { categoryId: UPSTREAM_ARTICLE_CATEGORIES.plugins }, async () => {
    const uploadsUrl = browserUploadsUrl(scope);
    const posts = await pluginPosts(scope);
    return Object.fromEntries(posts.map((post) => [String(post.id), readPluginPost(str(shownVersion(post, scope.lang)?.version?.body), { uploadsUrl })]));
  });
}

/** Spec §5/§9: plugin posts with a plugin-page tariff, Published, by weight ascending. */
export function getPlugins(scope: Scope): Promise<PluginsDto> {
  return pageData(async () => ({ items: selectPlugins(await pluginPosts(scope), scope.lang) }));
}

/** One CAD's plugin page: its plugins (the same gate and order) with their description and instructions. */
export function getPluginPage(scope: Scope, product: PluginProductName): Promise<PluginPageDto> {
  return pageData(async () => {
    const [posts, partsById] = await Promise.all([pluginPosts(scope), pluginPostParts(scope)]);
    const byId = new Map(posts.map((post) => [post.id, post]));
    const items = selectPlugins(posts, scope.lang)
      .filter((card) => card.products.includes(product))
      .map((card) => {
        const version = shownVersion(byId.get(card.id) ?? {}, scope.lang)?.version;
        // The release's facts, changes and installer are written in the post; the page shows them apart from the prose.
        const { facts, changelog, download, body } = partsById[String(card.id)] ?? readPluginPost(str(version?.body), { uploadsUrl: browserUploadsUrl(scope) });
        return { ...card, summary: summarise(str(version?.description)), body, facts, changelog, download };
      });
    return { product, items };
  });
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

/** The counts of a like key (shared/domain/likes.ts); anything else is a 404 before any upstream call, so logged with the empty fallback. */
export function getLikes(scope: Scope, url: string, uuid: string | undefined): Promise<LikesDto | null> {
  return withFallback(
    'likeDislike',
    async () => {
      if (!isLikeKey(url)) throw notFound();
      return toLikes(await articles.checkLikeDislike(scope.http, uuid ? { link: url, uuid } : { link: url }, scope.publicCtx));
    },
    null,
    scope.log,
  );
}

