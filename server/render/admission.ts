/**
 * Admission of page requests when more work is offered than the server can render
 * (issue 25, docs/decisions/0025). A page is rendered only if its turn would come
 * within a bound; otherwise the visitor gets the stale copy the page cache still
 * holds, or at once a small busy page (503, Retry-After). Nothing waits for seconds.
 */

/** How a page request is answered. */
export type PageAnswer =
  /** The page cache's fresh copy. */
  | 'hit'
  /** Wait for the render of this page already under way (it costs nothing more). */
  | 'join'
  /** Render it (and, for an anonymous page, keep it in the page cache). */
  | 'render'
  /** The page cache's copy past its TTL: the server is too busy to render it again. */
  | 'stale'
  /** 503 with Retry-After and the busy page: too busy, and no copy to fall back on. */
  | 'busy';

export interface PageSituation {
  /** The page cache holds a fresh copy (anonymous visitors only). */
  fresh: boolean;
  /** The page cache holds a copy past its TTL but within its stale window (anonymous visitors only). */
  stale: boolean;
  /** A render of this very page is under way (anonymous visitors only). */
  rendering: boolean;
  /** A new render would wait longer than the bound for its turn. */
  overloaded: boolean;
}

/**
 * The one rule. A visitor (crawlers included) is never sent a 503 for a page that
 * has a copy to fall back on; a logged-in visitor's situation has no copies at all
 * (nothing that depends on the login is shared), so overload means the busy page.
 */
export function answerFor(situation: PageSituation): PageAnswer {
  if (situation.fresh) return 'hit';
  if (situation.overloaded) {
    if (situation.stale) return 'stale';
    // Joining adds no work; the render it joins gives up at the bound and falls back then.
    return situation.rendering ? 'join' : 'busy';
  }
  return situation.rendering ? 'join' : 'render';
}

/**
 * Whether a new render would be answered later than its share of the bound: its wait
 * for a turn plus the length of a turn. A page that finds a turn free is always admitted, so
 * pages are rendered however slow turns have become (otherwise a machine too busy
 * for one turn within the bound would shed everything and never learn it got faster).
 */
export function isOverloaded(expectedWaitMs: number, averageTurnMs: number, boundMs: number): boolean {
  return expectedWaitMs > 0 && expectedWaitMs + averageTurnMs > boundMs * ADMISSION_SHARE;
}

/**
 * The share of the bound a page admitted now is expected to use. An estimate is
 * sometimes short, and a page admitted right at the bound then waits past its budget
 * and is shed after most of a second (the busy answer comes late, the wait was lost),
 * or it is answered past the bound. Admitting to this share while letting pages wait to
 * the whole bound leaves the estimate room to err. Measured at 200 connections on
 * /models (docs/bench.md, 2026-12-03): at 1.0, 623 of 992 pages were answered after 1 s;
 * at 0.85, 70 of 1,043; at 0.7, 8 of 933, with more pages refused.
 */
export const ADMISSION_SHARE = 0.85;

/**
 * How long an admitted page may still wait for its turn so that it is answered within the
 * bound: the bound less the time the request has already taken (its loaders ran while it held
 * its place) and less one turn, the render still to come. Waiting the whole bound after the
 * loaders, then rendering, could answer the page as late as the bound plus a turn plus its loaders.
 */
export function turnWaitBudgetMs(boundMs: number, elapsedMs: number, averageTurnMs: number): number {
  return Math.max(0, boundMs - elapsedMs - averageTurnMs);
}

/** The answer to a render that gave up its place in the line (RenderShedError). */
export function answerAfterShed(hasStaleCopy: boolean): 'stale' | 'busy' {
  return hasStaleCopy ? 'stale' : 'busy';
}
