/**
 * The first Intl formatter a page builds loads the ICU data behind it, once per renderer
 * process: 155–283 ms of the main thread on a 4× slower CPU, spent inside hydration, where the
 * header's and the cards' numbers are first formatted (issue 26). Built first on a worker
 * thread, the data is in the process when hydration asks, and the same formatter takes about
 * 1 ms there. The worker is a few bytes, its own chunk, and ends when it is done. Where workers
 * are refused (an old browser, a stricter policy), hydration simply pays the cost itself.
 */
export function warmIntlOffMainThread(locale: string): void {
  if (typeof Worker !== 'function') return;
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { name: 'intl-warmup' });
    const done = () => worker.terminate();
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(locale);
  } catch {
    // Refused: nothing to do, the formatters load the data on the main thread as before.
  }
}
