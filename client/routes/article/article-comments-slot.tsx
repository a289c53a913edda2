import { deferred } from '#client/app/deferred/deferred.tsx';

/**
 * The comments block below the article, rendered whole by the server and hydrated from its
 * own chunk (docs/decisions/0018): nothing of it runs before the visitor scrolls near it.
 * Its only prop, the article id, changes only with a navigation.
 */
export const ArticleCommentsSlot = deferred(() => import('./article-comments.tsx').then((module) => ({ default: module.ArticleComments })), { pagePart: true });
