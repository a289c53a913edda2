import { useSyncExternalStore } from 'react';
import type { NetworkState } from '#shared/domain/prefetch-policy.ts';

interface NetworkInformationLike extends EventTarget {
  effectiveType?: string;
  saveData?: boolean;
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

let snapshot: NetworkState = { online: true };

function read(): NetworkState {
  const info = connection();
  const next: NetworkState = { online: navigator.onLine, effectiveType: info?.effectiveType, saveData: info?.saveData };
  if (next.online !== snapshot.online || next.effectiveType !== snapshot.effectiveType || next.saveData !== snapshot.saveData) snapshot = next;
  return snapshot;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  connection()?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    connection()?.removeEventListener('change', onChange);
  };
}

/** The current network state outside React (for event handlers). */
export function currentNetwork(): NetworkState {
  return typeof navigator === 'undefined' ? { online: true } : read();
}

/** Online/offline and connection quality, tracked (spec §4). Online on the server and at hydration. */
export function useNetworkStatus(): NetworkState {
  return useSyncExternalStore(subscribe, read, () => SERVER_SNAPSHOT);
}

const SERVER_SNAPSHOT: NetworkState = { online: true };
