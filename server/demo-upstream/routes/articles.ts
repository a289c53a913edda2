// webApi2: the reading room, plugin posts, cases, views and likes.

import type { FastifyInstance } from 'fastify';
import type { Article, ArticleResponse } from '#shared/types/index.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import type { DemoContext, VoteState } from '../context.ts';
import { toArticleListItem } from '../context.ts';
import { badRequest, bodyObject, pathId, readFlag, readInt, readString } from '../params.ts';

const MAX_VOTE_KEYS = 50_000;

const isPublished = (article: Article): boolean => article.lang_versions[0]?.status_lang === 'Published';
const newestFirst = (a: Article, b: Article): number => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id);

function voteKey(value: unknown): string {
  if (typeof value !== 'string') throw badRequest('link is required');
  const link = value.trim();
  if (!link || link.length > 300) throw badRequest('link must be 1..300 characters');
  return link;
}

export function articleRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const { dataset } = ctx;

  const voteState = (link: string): VoteState => {
    let state = ctx.state.votes.get(link);
    if (!state) {
      if (ctx.state.votes.size >= MAX_VOTE_KEYS) ctx.state.votes.clear();
      // Start from the article's (or model's) stored counts, so likes look lived-in.
      const article = dataset.articleByUrl.get(link);
      const modelMatch = /^(?:model\/)?(\d+)$/.exec(link);
      const model = modelMatch ? dataset.entryById.get(Number(modelMatch[1]))?.model : undefined;
      const base = article?.like_dislike ?? model?.like_dislike ?? { like: 0, dislike: 0 };
      state = { like: base.like, dislike: base.dislike, votes: new Map() };
      ctx.state.votes.set(link, state);
    }
    return state;
  };
  const voteView = (state: VoteState, uuid: string | undefined) => ({
    status_code: 200 as const,
    like: state.like,
    dislike: state.dislike,
    user_choice: uuid ? (state.votes.get(uuid) ?? null) : null,
  });

  app.get('/article/:id', async (request): Promise<ArticleResponse> => {
    const raw = String((request.params as { id?: string }).id ?? '');
    // Numeric ids and url slugs both address an article.
    const article = /^\d{1,12}$/.test(raw) ? dataset.articleById.get(Number(raw)) : dataset.articleByUrl.get(raw);
    if (!article) return { status_code: 404, message: 'Article not found' };
    return { status_code: 200, data: article };
  });

  app.get('/article/all/:offset/:limit/:params', async (request) => {
    const params = request.params as { offset?: string; limit?: string; params?: string };
    const offset = pathId(params.offset, 'offset');
    const limit = Math.min(pathId(params.limit, 'limit'), 1000);
    const filter = params.params ?? 'all';
    let category: number | null = null;
    if (filter !== 'all') {
      const match = /^(?:category(?:_id)?=)?(\d{1,3})$/.exec(filter);
      if (!match) throw badRequest("params must be 'all' or a category id");
      category = Number(match[1]);
    }
    const matches = dataset.articles.filter((article) => isPublished(article) && (category === null || article.category_id === category)).sort(newestFirst);
    return { status_code: 200, data: matches.slice(offset, offset + limit).map(toArticleListItem), total: matches.length };
  });

  app.post('/article/search', async (request) => {
    const body = bodyObject(request.body);
    const limit = readInt(body, 'limit', { min: 1, max: 1000, clampMax: true }) ?? 4;
    const offset = readInt(body, 'offset', { max: 1_000_000 }) ?? 0;
    const sort = readString(body, 'sort', 20) || 'date';
    if (sort !== 'date' && sort !== 'views') throw badRequest('sort must be date or views');
    const words = (readString(body, 'name', 200) ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const onlyTop = readFlag(body, 'is_top');
    const onlyReadingRoom = readFlag(body, 'is_posted_reading_room');
    const onlyMainPage = readFlag(body, 'is_on_main_page');
    const onlyPromo = readFlag(body, 'promo');
    const allStatus = readFlag(body, 'all_status');
    const matches = dataset.articles.filter((article) => {
      if (article.category_id !== UPSTREAM_ARTICLE_CATEGORIES.articles) return false;
      if (!allStatus && !isPublished(article)) return false;
      if (onlyTop && !article.is_top) return false;
      if (onlyReadingRoom && !article.is_posted_reading_room) return false;
      if (onlyMainPage && !article.is_on_main_page) return false;
      if (onlyPromo && !article.promo) return false;
      if (words.length > 0) {
        const haystack = article.lang_versions.map((version) => `${version.title} ${version.description}`).join(' ').toLowerCase();
        if (!words.every((word) => haystack.includes(word))) return false;
      }
      return true;
    });
    matches.sort(sort === 'views' ? (a, b) => b.views - a.views || b.id - a.id : newestFirst);
    return { status_code: 200, data: matches.slice(offset, offset + limit).map(toArticleListItem), total: matches.length };
  });

  app.get('/article/category/:id', async (request) => {
    const category = pathId((request.params as { id?: string }).id);
    // Drafts included: the portal applies the status rules of spec §4/§5 itself.
    return { status_code: 200, posts: dataset.articles.filter((article) => article.category_id === category).sort(newestFirst) };
  });

  app.post('/like_dislike', async (request) => {
    const body = bodyObject(request.body);
    const link = voteKey(readString(body, 'url_post_content', 300));
    const type = readString(body, 'type', 10);
    const uuid = readString(body, 'uuid', 100);
    if (type !== 'like' && type !== 'dislike') throw badRequest('type must be like or dislike');
    if (!uuid) throw badRequest('uuid is required');
    const state = voteState(link);
    const previous = state.votes.get(uuid);
    if (previous) state[previous] -= 1;
    if (previous === type) state.votes.delete(uuid);
    else {
      state.votes.set(uuid, type);
      state[type] += 1;
    }
    return voteView(state, uuid);
  });

  const checkView = async (request: { params: unknown }) => {
    const params = request.params as { articleId?: string; uuid?: string };
    const id = pathId(params.articleId, 'articleId');
    const article = dataset.articleById.get(id);
    if (!article) return { status_code: 404, message: 'Article not found' };
    const key = params.uuid ? `article:${id}:${params.uuid}` : null;
    const counted = key === null || !ctx.state.views.has(key);
    if (counted) {
      if (key) ctx.state.views.add(key);
      article.views += 1;
    }
    return { status_code: 200, counted, views: article.views };
  };
  app.get('/article/check_view/:articleId', checkView);
  app.get('/article/check_view/:articleId/:uuid', checkView);

  const checkLike = async (request: { params: unknown }) => {
    const params = request.params as { link?: string; uuid?: string };
    return voteView(voteState(voteKey(params.link)), params.uuid);
  };
  app.get('/article/check_like_dislike/:link', checkLike);
  app.get('/article/check_like_dislike/:link/:uuid', checkLike);
}
