import { useActionData, type FetcherWithComponents } from 'react-router';

/**
 * A form's latest answer from its route action: the fetcher's (with JavaScript), or the
 * page's own action data when the form was posted without it (the page shows the result
 * after its 303, or the errors and entries of a refused send, docs/decisions/0029).
 * Undefined while a submission is on its way.
 */
export function useFormAnswer<T>(fetcher: FetcherWithComponents<T>): T | undefined {
  const posted = useActionData() as T | undefined;
  if (fetcher.state !== 'idle') return undefined;
  return fetcher.data ?? posted;
}
