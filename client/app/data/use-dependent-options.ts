import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { OptionDto } from '#shared/api/dto.ts';
import { DATA_PATHS, type DependentOptionsData, type LoadResult } from '#client/app/data/data-paths.ts';

export interface DependentOptions {
  options: readonly OptionDto[];
  /** The list of a newly chosen parent is on its way. */
  loading: boolean;
}

const NONE: readonly OptionDto[] = [];

/**
 * Options that depend on a parent choice (category -> types, type -> classes).
 * The loader data already holds the list for the address's parent; any other
 * parent's list is fetched as soon as it is chosen (before the debounced search)
 * and kept for the life of the page. A failed load gives an empty list (the data route's rule).
 */
export function useDependentOptions(parentId: string, known: { parentId: string; options: readonly OptionDto[] }, kind: 'types' | 'classes'): DependentOptions {
  const fetcher = useFetcher<DependentOptionsData>();
  const { load } = fetcher;
  const cache = useRef(new Map<string, readonly OptionDto[]>());
  const answer = fetcher.data;
  if (answer && !cache.current.has(answer.parentId)) cache.current.set(answer.parentId, answer.options);
  const cached = parentId === '' ? NONE : parentId === known.parentId ? known.options : cache.current.get(parentId);

  useEffect(() => {
    if (parentId === '' || parentId === known.parentId || cache.current.has(parentId)) return;
    void load(kind === 'types' ? DATA_PATHS.catalogueTypes(parentId) : DATA_PATHS.catalogueClasses(parentId));
  }, [parentId, known.parentId, kind, load]);

  return { options: cached ?? NONE, loading: cached === undefined };
}

export interface AllManufacturers {
  options: readonly OptionDto[];
  /** Every manufacturer is in `options`. */
  complete: boolean;
  loading: boolean;
  /** Fetches the full list once (the API answer is HTTP-cached); no-op when complete or on its way. */
  requestAll(): void;
}

/**
 * The manufacturer options: the light list of the page data until the visitor
 * searches the list or asks for all of it, then the full list. After a failed
 * load the light list stays and a later request tries again.
 */
export function useAllManufacturers(light: readonly OptionDto[], total: number): AllManufacturers {
  const fetcher = useFetcher<LoadResult<OptionDto[]>>();
  const full = fetcher.data?.ok ? fetcher.data.data : null;
  const complete = full !== null || light.length >= total;
  const busy = fetcher.state !== 'idle';
  const { load } = fetcher;
  const requestAll = useCallback(() => {
    if (full !== null || busy) return;
    void load(DATA_PATHS.catalogueManufacturers);
  }, [full, busy, load]);
  return { options: full ?? light, complete, loading: busy, requestAll };
}
