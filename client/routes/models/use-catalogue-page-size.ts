import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { MODELS_MEDIUM_WIDTH_MAX_PX, MODELS_MEDIUM_WIDTH_MIN_PX, MODELS_PAGE_SIZE, MODELS_PAGE_SIZE_MEDIUM } from '#shared/constants.ts';

/** Spec §9: 48 models a page, 40 when the window is 960–1279 px wide (four rows of 10 fit it). */
export function pageSizeForWidth(width: number): number {
  return width >= MODELS_MEDIUM_WIDTH_MIN_PX && width <= MODELS_MEDIUM_WIDTH_MAX_PX ? MODELS_PAGE_SIZE_MEDIUM : MODELS_PAGE_SIZE;
}

/**
 * The page size a catalogue load should use: the address's own countModels
 * wins; otherwise the window decides in the browser, and the server (which
 * cannot know the width) uses the default.
 */
export function autoPageSize(params: URLSearchParams): number | null {
  if (params.has('countModels') || typeof window === 'undefined') return null;
  return pageSizeForWidth(window.innerWidth);
}

/**
 * The server rendered 48 models; on a medium-width window the page reloads its
 * data once after hydration so it shows 40 (spec §9). Only the catalogue loader
 * runs again: the root's shouldRevalidate ignores same-address revalidations.
 */
export function useMediumWidthPageSize(loadedPageSize: number, explicit: boolean): void {
  const revalidator = useRevalidator();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (!explicit && pageSizeForWidth(window.innerWidth) !== loadedPageSize) void revalidator.revalidate();
  }, [explicit, loadedPageSize, revalidator]);
}
