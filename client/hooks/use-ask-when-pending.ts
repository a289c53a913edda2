import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * A list page that came before its search answered (docs/decisions/0034) asks for its
 * data again as soon as it runs in the browser: the same address runs only the page's
 * loader (revalidateOn), which in the browser waits for the search, joining the one the
 * server left running. No second document, and the page stays where it is.
 */
export function useAskWhenPending(pending: boolean): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (pending) void revalidate();
  }, [pending, revalidate]);
}
