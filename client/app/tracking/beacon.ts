/**
 * POSTs JSON to our own API without holding up navigation or unload: a beacon,
 * or a keepalive fetch where the browser refuses one. Failures are never shown
 * (spec §8 analytics failures), only noted for a developer's console.
 */
export function postBeacon(url: string, payload: unknown): void {
  const body = JSON.stringify(payload);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // a beacon can throw on a full queue: fall back to a keepalive fetch
  }
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } }).catch((error: unknown) => {
    console.debug('beacon not sent', url, error);
  });
}
