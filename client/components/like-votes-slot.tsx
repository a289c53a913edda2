import { deferred } from '#client/app/deferred/deferred.tsx';

/**
 * Like and dislike, rendered whole by the server and hydrated from their own chunk
 * (docs/decisions/0018). The props change only with a navigation: the page view logged
 * at hydration and the votes are data submissions, which revalidate neither the model
 * page nor the article (their shouldRevalidate), so the part is never re-rendered
 * before its code has arrived.
 */
export const LikeVotesSlot = deferred(() => import('./like-votes.tsx'), 'LikeVotes');
