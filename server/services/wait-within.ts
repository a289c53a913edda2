/** What a bounded wait found: the value, or that the work is still going. */
export type Waited<T> = { done: true; value: T } | { done: false };

/**
 * Waits for `work` at most `ms`; the work itself goes on either way (a cached upstream
 * call keeps filling its cache entry for whoever asks next). A rejection inside the
 * bound is the caller's; one after it is nobody's, so it is swallowed here rather than
 * left unhandled.
 */
export function waitWithin<T>(work: Promise<T>, ms: number): Promise<Waited<T>> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<Waited<T>>((resolve) => {
    timer = setTimeout(() => {
      work.catch(() => {});
      resolve({ done: false });
    }, ms);
  });
  return Promise.race([work.then((value): Waited<T> => ({ done: true, value })), expired]).finally(() => clearTimeout(timer));
}
