// An article's comments (spec §7 comments service, §9 'Comments shown max 10'): the
// thread read from the Remark42-compatible host, cut down to what the article page
// shows, and cached briefly in the shared cache (comments are public; nothing here
// depends on who asks). A failing or slow service is logged and answered as
// 'unavailable', which the block says in a sentence (spec §8 style, never a 500).
import sanitizeHtml from 'sanitize-html';
import type { ArticleCommentDto, ArticleCommentsDto } from '#shared/api/dto.ts';
import { COMMENTS_MAX, COMMENTS_TIMEOUT_MS } from '#shared/constants.ts';
import { commentsThreadUrl } from '#shared/domain/comments.ts';
import { AppError } from '#shared/errors.ts';
import type { RemarkNode, RemarkTree } from '#shared/types/index.ts';
import { findThread } from '#server/upstream/calls/comments.ts';
import { requireArticle } from './articles.ts';
import { notFound } from './error-policy.ts';
import { parseId } from './ids.ts';
import type { Scope } from './scope.ts';

/** Text formatting, code and links only: no images (their host would have to join the CSP), frames, scripts or styles. */
const COMMENT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 's', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Visitors' links: marked as user content, no authority or window passed on.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'ugc nofollow noopener noreferrer' }) },
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'svg', 'math', 'select', 'object', 'embed'],
  disallowedTagsMode: 'discard',
};

export function sanitiseCommentHtml(html: string): string {
  return html ? sanitizeHtml(html, COMMENT_HTML).trim() : '';
}

/** What a node's comment must have to be shown; anything else in it is ignored. */
function readable(node: unknown): node is RemarkNode {
  if (!node || typeof node !== 'object') return false;
  const comment = (node as { comment?: unknown }).comment as Record<string, unknown> | undefined;
  return !!comment && typeof comment.id === 'string' && comment.id !== '' && typeof comment.text === 'string' && typeof comment.time === 'string';
}

const authorName = (node: RemarkNode): string => (typeof node.comment.user?.name === 'string' ? node.comment.user.name.trim() : '');

/**
 * The thread as the page shows it: pinned comments first, then the service's order
 * (newest first); each comment followed by its replies (shown one level in, however
 * deep they are); deleted comments left out (their replies stay); at most COMMENTS_MAX.
 * `total` counts every comment the thread holds that is not deleted.
 */
export function toArticleComments(tree: RemarkTree, sanitise: (html: string) => string = sanitiseCommentHtml): ArticleCommentsDto {
  const nodes = Array.isArray(tree.comments) ? tree.comments : [];
  const ordered = [...nodes.filter((node) => readable(node) && node.comment.pin === true), ...nodes.filter((node) => !(readable(node) && node.comment.pin === true))];
  const comments: ArticleCommentDto[] = [];
  let total = 0;
  const walk = (list: readonly unknown[], depth: number) => {
    for (const node of list) {
      if (!readable(node)) continue;
      const { comment } = node;
      if (comment.delete !== true) {
        total += 1;
        const html = comments.length < COMMENTS_MAX ? sanitise(comment.text) : '';
        if (html !== '') {
          comments.push({ id: comment.id, author: authorName(node), html, time: comment.time, depth: Math.min(depth, 1), pinned: depth === 0 && comment.pin === true });
        }
      }
      // A deleted comment's replies answer nothing shown: they take its place.
      if (Array.isArray(node.replies)) walk(node.replies, comment.delete === true ? depth : depth + 1);
    }
  };
  walk(ordered, 0);
  return { available: true, comments, total };
}

export const UNAVAILABLE_COMMENTS: ArticleCommentsDto = { available: false, comments: [], total: 0 };

/**
 * The comments of a published article. 404 for a malformed or unknown id, or when
 * no comments service is configured; 'unavailable' when the service fails.
 */
export async function getArticleComments(scope: Scope, rawId: string): Promise<ArticleCommentsDto> {
  const comments = scope.deps.comments;
  const id = parseId(rawId);
  if (!comments) throw notFound();
  try {
    await requireArticle(scope, id);
  } catch (error) {
    // Only 'no such article' matters here: the thread does not depend on the article host being up.
    if (error instanceof AppError && error.statusCode === 404) throw error;
  }
  const url = commentsThreadUrl(comments.publicOrigin, id);
  try {
    return await scope.cached('short', { host: 'comments', name: 'comments.find' }, { site: comments.siteId, url }, async () =>
      toArticleComments(await findThread(comments.http, { site: comments.siteId, url, timeoutMs: COMMENTS_TIMEOUT_MS }, scope.publicCtx)),
    );
  } catch (error) {
    scope.log.warn({ situation: 'article comments', policy: 'other', requestId: scope.ctx.requestId, err: error }, 'article comments failed: the block says so');
    return UNAVAILABLE_COMMENTS;
  }
}
