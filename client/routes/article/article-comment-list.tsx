import type { ReactElement } from 'react';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import type { ArticleCommentsDto } from '#shared/api/dto.ts';
import { commenterInitials } from '#shared/domain/commenter-initials.ts';
import { formatDate } from '#shared/i18n/format.ts';
import { articleCommentListTexts } from '#shared/i18n/texts/article-comment-list.ts';

// Only the loaded list says these: they come with its chunk.
registerTexts('articleCommentList', articleCommentListTexts);

/**
 * The loaded comments (a chunk of its own, loaded with them): replies one step in,
 * the author's initials instead of a picture (so no image of the comments host is
 * loaded or allowed), and when the thread holds more, how many and a link to all.
 */
export default function ArticleCommentList({ data, discussionUrl }: { data: ArticleCommentsDto; discussionUrl: string }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <>
      <ol className="article-comments__list" data-testid="article-comments-list">
        {data.comments.map((comment) => (
          <li key={comment.id} className={comment.depth > 0 ? 'comment comment--reply' : 'comment'} data-testid="article-comment">
            <span className="comment__avatar" aria-hidden="true">
              {commenterInitials(comment.author)}
            </span>
            <div className="comment__main">
              <p className="comment__meta">
                {comment.depth > 0 ? <span className="visually-hidden">{t('articleCommentList.reply')}: </span> : null}
                <span className="comment__author">{comment.author || '—'}</span>
                <time className="comment__time" dateTime={comment.time}>
                  {formatDate(lang, comment.time)}
                </time>
                {comment.pinned ? <span className="comment__pinned">{t('articleCommentList.pinned')}</span> : null}
              </p>
              {/* Cut down on the server to text formatting and safe links (server/services/comments.ts). */}
              <div className="comment__text" dangerouslySetInnerHTML={{ __html: comment.html }} />
            </div>
          </li>
        ))}
      </ol>
      {data.total > data.comments.length ? (
        <p className="article-comments__more" data-testid="article-comments-more">
          <span>{t('articleCommentList.shown', { shown: data.comments.length, count: data.total })}</span>
          <a href={discussionUrl} target="_blank" rel="noopener">
            {t('articleCommentList.readAll')}
            <span className="visually-hidden"> {t('articleComments.newTab')}</span>
          </a>
        </p>
      ) : null}
    </>
  );
}
