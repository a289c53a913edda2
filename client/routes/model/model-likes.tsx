import { useEffect, useState, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '#client/app/i18n.ts';
import type { LikesDto } from '#shared/api/dto.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLanguage } from '#client/app/use-language.ts';
import { DATA_PATHS } from '#client/app/data-paths.ts';
import { deviceId } from './device-id.ts';

type Vote = 'like' | 'dislike';

/** The upstream's like key for a model (docs/upstream-contract.md, /like_dislike). */
export function modelLikeKey(modelId: number): string {
  return `model/${modelId}`;
}

/**
 * What a vote does, as the upstream counts it: the same vote again withdraws it,
 * the other one switches. Used for the optimistic counts before the answer.
 */
export function applyVote(state: LikesDto, vote: Vote): LikesDto {
  const next = { ...state };
  if (state.userChoice) next[state.userChoice] = Math.max(0, next[state.userChoice] - 1);
  if (state.userChoice === vote) next.userChoice = null;
  else {
    next[vote] += 1;
    next.userChoice = vote;
  }
  return next;
}

/** A thumb up; the dislike button's CSS turns it over. */
function ThumbIcon(): ReactElement {
  return (
    <svg className="model-vote__icon" width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M7 10v10H4V10h3Zm0 0 4-7a2.2 2.2 0 0 1 3 2.2L13.4 9H19a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 20H7" />
    </svg>
  );
}

/**
 * Like and dislike (spec §7 POST /like_dislike with the device UUID): counts
 * change at once; the answer corrects them. A failure changes nothing the
 * visitor sees (spec §8: logged on the server, no user effect).
 */
export function ModelLikes({ modelId, initial }: { modelId: number; initial: { like: number; dislike: number } }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [state, setState] = useState<LikesDto>({ like: initial.like, dislike: initial.dislike, userChoice: null });
  // One fetcher for the counts and the votes: a new call cancels the one in flight,
  // so only the answer to the latest request reaches the visitor.
  const fetcher = useFetcher<LikesDto | null>();
  const { load, submit } = fetcher;

  useEffect(() => {
    void load(DATA_PATHS.likes(modelLikeKey(modelId), deviceId()));
  }, [modelId, load]);

  useEffect(() => {
    if (fetcher.data) setState(fetcher.data);
  }, [fetcher.data]);

  const vote = (type: Vote) => {
    setState((current) => applyVote(current, type));
    void submit({ url: modelLikeKey(modelId), type, uuid: deviceId() }, { method: 'post', action: DATA_PATHS.vote, encType: 'application/json' });
  };

  const button = (type: Vote) => (
    <button
      type="button"
      className={`model-vote model-vote--${type}`}
      aria-pressed={state.userChoice === type}
      onClick={() => vote(type)}
      data-testid={`model-${type}`}
    >
      <ThumbIcon />
      <span className="visually-hidden">{t(type === 'like' ? 'modelPage.like' : 'modelPage.dislike')}</span>
      <span className="model-vote__count" data-testid={`model-${type}-count`}>
        {formatNumber(lang, state[type])}
      </span>
    </button>
  );

  return (
    <div className="model-votes" role="group" aria-label={t('modelPage.votes')} data-testid="model-votes">
      {button('like')}
      {button('dislike')}
    </div>
  );
}
