// Articles (spec §7), all on webApi2.
import { Type } from 'typebox';
import type {
  Article,
  ArticleListResponse,
  ArticleSearchRequest,
  CheckViewResponse,
  LikeDislikeRequest,
  LikeDislikeResponse,
} from '#shared/types/index.ts';
import type { UpstreamHttp } from '../http.ts';
import { expectShape } from '../shape.ts';
import { encodedSegment, fromContext, okBody, segment, type CallContext } from './common.ts';
import { ARTICLES_DEFAULT_LIMIT } from '#shared/constants.ts';

const VersionShape = Type.Object({ title: Type.String() });
const ArticleShape = Type.Object({ id: Type.Integer(), url: Type.String(), lang_versions: Type.Array(VersionShape) });
const ArticleAnswerShape = Type.Object({ status_code: Type.Union([Type.Number(), Type.String()]) });
const ListShape = Type.Object({ data: Type.Array(ArticleShape), total: Type.Number() });
const CategoryShape = Type.Object({ posts: Type.Array(ArticleShape) });
const LikesShape = Type.Object({ like: Type.Number(), dislike: Type.Number() });
const ViewShape = Type.Object({ counted: Type.Boolean(), views: Type.Number() });

/**
 * GET /article/{id}: the answer's status_code and, when it is 200, the article.
 * Spec §5's rule (status_code other than 200 means not found) is applied by the
 * service with articleOrNotFound.
 */
export async function getArticle(
  http: UpstreamHttp,
  params: { id: number | string },
  ctx: CallContext,
): Promise<{ status_code: number | string; data: Article | null }> {
  const endpoint = 'article.get';
  const res = await http.request({ host: 'webApi2', method: 'GET', path: `/article/${segment(params.id)}`, endpoint, ...fromContext(ctx) });
  if (res.status === 404) return { status_code: 404, data: null };
  const body = expectShape<{ status_code: number | string; data?: unknown }>(okBody(res, endpoint), ArticleAnswerShape, endpoint);
  if (body.status_code !== 200 && body.status_code !== '200') return { status_code: body.status_code, data: null };
  return { status_code: body.status_code, data: expectShape<Article>(body.data, ArticleShape, endpoint) };
}

/** GET /article/all/{offset}/{limit}/{params}: published articles, newest first; params is 'all' or a category id. Offset and limit default to 0 and 8 (spec §9). */
export async function listArticles(
  http: UpstreamHttp,
  params: { offset?: number; limit?: number; params: 'all' | number },
  ctx: CallContext,
): Promise<ArticleListResponse> {
  const endpoint = 'article.all';
  // Spec §9 'Articles default limit 8', from the start.
  const path = `/article/all/${segment(params.offset ?? 0)}/${segment(params.limit ?? ARTICLES_DEFAULT_LIMIT)}/${segment(params.params)}`;
  const res = await http.request({ host: 'webApi2', method: 'GET', path, endpoint, ...fromContext(ctx) });
  return expectShape<ArticleListResponse>(okBody(res, endpoint), ListShape, endpoint);
}

/** POST /article/search {is_top, limit, sort, is_posted_reading_room, name, offset, is_on_main_page, promo, all_status}. */
export async function searchArticles(http: UpstreamHttp, params: ArticleSearchRequest, ctx: CallContext): Promise<ArticleListResponse> {
  const endpoint = 'article.search';
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') json[key] = value;
  const res = await http.request({ host: 'webApi2', method: 'POST', path: '/article/search', json, endpoint, ...fromContext(ctx) });
  return expectShape<ArticleListResponse>(okBody(res, endpoint), ListShape, endpoint);
}

/** GET /article/category/{id}: 7 articles, 8 plugin posts, 9 cases (drafts included; the services filter). */
export async function getArticleCategory(http: UpstreamHttp, params: { categoryId: number }, ctx: CallContext): Promise<Article[]> {
  const endpoint = 'article.category';
  const res = await http.request({ host: 'webApi2', method: 'GET', path: `/article/category/${segment(params.categoryId)}`, endpoint, ...fromContext(ctx) });
  return expectShape<{ posts: Article[] }>(okBody(res, endpoint), CategoryShape, endpoint).posts;
}

/** POST /like_dislike {url_post_content, type, uuid}. */
export async function likeDislike(http: UpstreamHttp, params: LikeDislikeRequest, ctx: CallContext): Promise<LikeDislikeResponse> {
  const endpoint = 'article.like_dislike';
  const res = await http.request({ host: 'webApi2', method: 'POST', path: '/like_dislike', json: params, endpoint, ...fromContext(ctx) });
  return expectShape<LikeDislikeResponse>(okBody(res, endpoint), LikesShape, endpoint);
}

/** GET /article/check_view/{articleId}[/{uuid}]: logs an article view. */
export async function checkArticleView(http: UpstreamHttp, params: { articleId: number | string; uuid?: string }, ctx: CallContext): Promise<CheckViewResponse> {
  const endpoint = 'article.check_view';
  const path = `/article/check_view/${segment(params.articleId)}${params.uuid ? `/${segment(params.uuid)}` : ''}`;
  const res = await http.request({ host: 'webApi2', method: 'GET', path, endpoint, ...fromContext(ctx) });
  return expectShape<CheckViewResponse>(okBody(res, endpoint), ViewShape, endpoint);
}

/** GET /article/check_like_dislike/{link}[/{uuid}]: the like counts and this device's vote. */
export async function checkLikeDislike(http: UpstreamHttp, params: { link: string; uuid?: string }, ctx: CallContext): Promise<LikeDislikeResponse> {
  const endpoint = 'article.check_like_dislike';
  const path = `/article/check_like_dislike/${encodedSegment(params.link)}${params.uuid ? `/${segment(params.uuid)}` : ''}`;
  const res = await http.request({ host: 'webApi2', method: 'GET', path, endpoint, ...fromContext(ctx) });
  return expectShape<LikeDislikeResponse>(okBody(res, endpoint), LikesShape, endpoint);
}
