export interface NetworkState {
  online: boolean;
  /** navigator.connection.effectiveType when the browser reports it. */
  effectiveType?: string | undefined;
  saveData?: boolean | undefined;
}

/** Spec §4: links are not prefetched when offline, on 2g (or slower) or with data-saver on. */
export function canPrefetch(network: NetworkState): boolean {
  if (!network.online) return false;
  if (network.saveData) return false;
  if (network.effectiveType === '2g' || network.effectiveType === 'slow-2g') return false;
  return true;
}
