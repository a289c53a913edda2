/**
 * The upstream's like keys (spec §7 POST /like_dislike, GET /article/check_like_dislike/{link}):
 * an article is voted on by its url slug, a model by `model/{id}`
 * (docs/upstream-contract.md). One pattern for both, used by the API schema and
 * the upstream call, so a key the portal makes is never refused on the way.
 */
export const LIKE_KEY_PATTERN = '^(?:model/[0-9]{1,12}|[A-Za-z0-9_-]{1,200})$';

const LIKE_KEY = new RegExp(LIKE_KEY_PATTERN);

export type LikeVote = 'like' | 'dislike';

export interface LikeState {
  like: number;
  dislike: number;
  userChoice: LikeVote | null;
}

export function modelLikeKey(modelId: number | string): string {
  return `model/${modelId}`;
}

export function isLikeKey(value: unknown): value is string {
  return typeof value === 'string' && LIKE_KEY.test(value);
}

/**
 * What a vote does, as the upstream counts it: the same vote again withdraws it,
 * the other one switches. Used for the optimistic counts before the answer.
 */
export function applyVote<T extends LikeState>(state: T, vote: LikeVote): T {
  const next = { ...state };
  if (state.userChoice) next[state.userChoice] = Math.max(0, next[state.userChoice] - 1);
  if (state.userChoice === vote) next.userChoice = null;
  else {
    next[vote] += 1;
    next.userChoice = vote;
  }
  return next;
}
