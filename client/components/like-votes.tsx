import { useEffect, useState, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { likesTexts } from '#shared/i18n/texts/likes.ts';
import type { LikesDto } from '#shared/api/dto.ts';
import { applyVote, type LikeVote } from '#shared/domain/likes.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { DATA_PATHS } from '#client/app/data/data-paths.ts';
import { deviceId } from '#client/app/tracking/device-id.ts';
import { ThumbIcon } from './icons.tsx';

registerTexts('likes', likesTexts);

export interface LikeVotesProps {
  /** The upstream's like key (shared/domain/likes.ts): `model/{id}` or an article's url. */
  likeKey: string;
  initial: { like: number; dislike: number };
  /** data-testid prefix: `{prefix}-like`, `{prefix}-like-count`, ... */
  testId: string;
}

/**
 * Like and dislike for a model or an article (spec §7 POST /like_dislike and
 * check_like_dislike with the device UUID): after hydration the visitor's own
 * vote is asked for, so it survives a reload; a vote changes the counts at once
 * and the answer corrects them. A failure changes nothing the visitor sees
 * (spec §8: logged on the server, no user effect).
 */
export function LikeVotes({ likeKey, initial, testId }: LikeVotesProps): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [state, setState] = useState<LikesDto>({ like: initial.like, dislike: initial.dislike, userChoice: null });
  // One fetcher for the counts and the votes: a new call cancels the one in flight,
  // so only the answer to the latest request reaches the visitor.
  const fetcher = useFetcher<LikesDto | null>();
  const { load, submit } = fetcher;

  useEffect(() => {
    void load(DATA_PATHS.likes(likeKey, deviceId()));
  }, [likeKey, load]);

  useEffect(() => {
    if (fetcher.data) setState(fetcher.data);
  }, [fetcher.data]);

  const vote = (type: LikeVote) => {
    setState((current) => applyVote(current, type));
    void submit({ url: likeKey, type, uuid: deviceId() }, { method: 'post', action: DATA_PATHS.vote, encType: 'application/json' });
  };

  const button = (type: LikeVote) => (
    <button type="button" className={`like-vote like-vote--${type}`} aria-pressed={state.userChoice === type} onClick={() => vote(type)} data-testid={`${testId}-${type}`}>
      <ThumbIcon className="like-vote__icon" size={18} />
      <span className="visually-hidden">{t(type === 'like' ? 'likes.like' : 'likes.dislike')}</span>
      <span className="like-vote__count" data-testid={`${testId}-${type}-count`}>
        {formatNumber(lang, state[type])}
      </span>
    </button>
  );

  return (
    <div className="like-votes" role="group" aria-label={t('likes.votes')} data-testid={`${testId}-votes`}>
      {button('like')}
      {button('dislike')}
    </div>
  );
}
