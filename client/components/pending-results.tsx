import type { ReactElement, ReactNode } from 'react';

export interface PendingResultsProps {
  /** What is being looked for, said in the status line ("Searching for models…"). */
  status: string;
  /** This page's own address: without JavaScript, the way to the results once they are in. */
  selfHref: string;
  /** The words of that link (each page's own texts: the component adds none to every first load). */
  reloadLabel: string;
  /** Placeholders in the shape of the results (cards, rows), so the results take their place without moving the page. */
  children: ReactNode;
}

/**
 * Spec §3 loading state of a list page sent before its search answered (docs/decisions/0034):
 * the browser asks for the results at once (useAskWhenPending). Without JavaScript a link loads
 * the page again, when the search is in the server's cache. Not a timed refresh: with the
 * upstream down, each reload would start the search again and wait again, in a loop.
 */
export function PendingResults({ status, selfHref, reloadLabel, children }: PendingResultsProps): ReactElement {
  return (
    <div className="pending-results" aria-busy="true" data-testid="list-pending">
      <p className="pending-results__status" role="status">
        <span className="pending-results__wheel" aria-hidden="true" />
        {status}
      </p>
      <noscript>
        <p>
          <a href={selfHref}>{reloadLabel}</a>
        </p>
      </noscript>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
