import { lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { DATA_PATHS } from '#client/app/data/data-paths.ts';
import { usePublicConfig } from '#client/app/data/use-root-data.ts';
import type { ArticleCommentsDto } from '#shared/api/dto.ts';
import { COMMENTS_PRELOAD_MARGIN_PX } from '#shared/constants.ts';
import { commentsDiscussionUrl, commentsThreadUrl } from '#shared/domain/comments.ts';

import { articleCommentsTexts } from '#shared/i18n/texts/article-comments.ts';

// A deferred part (article-comments-slot.tsx): its texts must be in the translator the moment its
// module runs, so both languages come with it (registerLanguageTexts is for page modules).
registerTexts('articleComments', articleCommentsTexts);

// The list is its own chunk: nothing of it is in the page's first load.
const ArticleCommentList = lazy(() => import('./article-comment-list.tsx'));

/**
 * The article's comments (spec §7 comments service, §9 at most 10). Nothing is asked
 * for until the block comes within COMMENTS_PRELOAD_MARGIN_PX of the viewport; then a
 * fetcher loads the thread through the BFF. Rendered only when a comments service is
 * configured (no dead widget); a failing service is a sentence, never a broken page.
 * Writing happens on the service's own page, linked here (docs/decisions/0016).
 */
export function ArticleComments({ articleId }: { articleId: number }): ReactElement | null {
  const config = usePublicConfig();
  const service = config?.comments ?? null;
  const { t } = useTranslation();
  const fetcher = useFetcher<ArticleCommentsDto>();
  const { load } = fetcher;
  const block = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const node = block.current;
    if (!service || !node) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${COMMENTS_PRELOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [service]);

  useEffect(() => {
    if (near) void load(DATA_PATHS.articleComments(articleId));
  }, [near, articleId, load]);

  if (!service) return null;
  const discussionUrl = commentsDiscussionUrl(service, commentsThreadUrl(config?.publicOrigin ?? '', articleId));
  const data = fetcher.data;
  const state = !near ? 'waiting' : !data ? 'loading' : !data.available ? 'unavailable' : data.comments.length === 0 ? 'empty' : 'loaded';
  const loading = <p className="article-comments__status" role="status">{t('readingRoom.commentsLoading')}</p>;

  return (
    <section ref={block} className="article-comments" aria-labelledby="article-comments-title" data-testid="article-comments" data-state={state}>
      <div className="article-comments__head">
        <h2 id="article-comments-title" className="article-comments__title">
          {t('readingRoom.comments')}
        </h2>
        <a className="button button--secondary article-comments__write" href={discussionUrl} target="_blank" rel="noopener" data-testid="article-comments-write">
          {t('articleComments.write')}
          <span className="visually-hidden"> {t('articleComments.newTab')}</span>
        </a>
      </div>
      {/* Before the thread is asked for (and without script) the block still says what it is for. */}
      {state === 'waiting' ? (
        <p className="article-comments__status" data-testid="article-comments-waiting">
          {t('articleComments.waiting')}
        </p>
      ) : null}
      {state === 'loading' ? loading : null}
      {state === 'unavailable' ? (
        <p className="article-comments__status" role="status" data-testid="article-comments-unavailable">
          {t('articleComments.unavailable')}
        </p>
      ) : null}
      {state === 'empty' ? <p className="article-comments__status" data-testid="article-comments-empty">{t('articleComments.empty')}</p> : null}
      {state === 'loaded' && data ? (
        <Suspense fallback={loading}>
          <ArticleCommentList data={data} discussionUrl={discussionUrl} />
        </Suspense>
      ) : null}
    </section>
  );
}
