import { useCallback } from 'react';
import { usePublicConfig } from '#client/app/data/use-root-data.ts';

// Uploads-host addresses of DTO paths: a module of its own so a page that only needs the
// addresses (a page's head and JSON-LD, a banner, an article card) does not load the model card with them.

/** Joins an uploads-host path from a DTO to the configured uploads URL; absolute http(s) URLs pass through. */
export function uploadsSrc(uploadsUrl: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const base = uploadsUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The uploads-host URL of a DTO image or file path, for the current configuration. */
export function useUploadsSrc(): (path: string | null | undefined) => string | null {
  const uploadsUrl = usePublicConfig()?.uploadsUrl ?? '';
  return useCallback((path) => uploadsSrc(uploadsUrl, path), [uploadsUrl]);
}
