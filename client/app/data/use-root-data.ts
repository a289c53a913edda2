import { useCallback } from 'react';
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

/** The site's public origin without a trailing slash, for canonical and structured-data URLs; '' when it is not configured. */
export function usePublicOrigin(): string {
  return (usePublicConfig()?.publicOrigin ?? '').replace(/\/+$/, '');
}

/** Joins an uploads-host path from a DTO to the configured uploads URL; absolute http(s) URLs pass through. */
export function uploadsSrc(uploadsUrl: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const base = uploadsUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The uploads-host URL of a DTO image or file path, for the current configuration. Beside the
 * config it reads, in every page's first load: a page showing an image need not load a card's chunk for it.
 */
export function useUploadsSrc(): (path: string | null | undefined) => string | null {
  const uploadsUrl = usePublicConfig()?.uploadsUrl ?? '';
  return useCallback((path) => uploadsSrc(uploadsUrl, path), [uploadsUrl]);
}
