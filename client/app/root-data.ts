import { useRouteLoaderData } from 'react-router';
import type { RootData } from '#shared/api/port.ts';

/** The root loader's data; present on every page and on the error pages below the root. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
