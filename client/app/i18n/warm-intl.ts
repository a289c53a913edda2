import type { Language } from '#shared/domain/language.ts';

/**
 * How long the boot waits for the warm-up before hydrating anyway. A worker starts and loads
 * the data in 35–70 ms on a desktop CPU; four times that covers a mid-range phone.
 */
export const INTL_WARMUP_WAIT_MS = 300;

/**
 * The first Intl formatter a page builds loads the ICU data behind it, once per renderer
 * process: 40–50 ms of a desktop's main thread (155–283 ms on a 4× slower CPU), spent inside
 * hydration, where the header's and the cards' numbers are first formatted (issue 26). Built
 * first on a worker thread, the data is in the process when hydration asks, and the same
 * formatter takes well under 1 ms there. The worker is a few bytes, its own chunk, and ends
 * when it is done.
 *
 * The promise settles when the data is in, or after INTL_WARMUP_WAIT_MS, or at once where
 * workers are refused (an old browser, a stricter policy): the boot waits for it before
 * hydrating, because a warm-up that finishes after hydration began saves nothing, and waiting
 * leaves the main thread free where loading the data on it would block it. It never rejects.
 */
export function warmIntlOffMainThread(lang: Language): Promise<void> {
  if (typeof Worker !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { name: 'intl-warmup' });
    } catch {
      // Refused: the formatters load the data on the main thread as before.
      resolve();
      return;
    }
    // Past the cap the boot goes on, and the worker is left to finish: ended while its script
    // was still loading, its request never ended for the DevTools protocol, so a test harness (or
    // Lighthouse) waiting for the network to be quiet waited forever.
    const cap = setTimeout(resolve, INTL_WARMUP_WAIT_MS);
    const done = () => {
      clearTimeout(cap);
      worker.terminate();
      resolve();
    };
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(lang);
  });
}
