import { useRouteLoaderData } from 'react-router';
import type { RootData, SessionUser, PublicConfig } from '#shared/api/port.ts';

/**
 * The root route's data, or undefined when the root loader itself failed (the
 * root error boundary still renders the shell's error pages then).
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export function useSessionUser(): SessionUser | null {
  return useRootData()?.session.user ?? null;
}

export function usePublicConfig(): PublicConfig | null {
  return useRootData()?.config ?? null;
}
