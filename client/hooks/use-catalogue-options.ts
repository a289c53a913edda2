import { useCallback, useEffect, useRef, useState } from 'react';
import type { OptionDto } from '#shared/api/dto.ts';
import type { ApiPort } from '#shared/api/port.ts';
import { createBrowserApi } from '#client/api/browser-api.ts';

let browserApi: ApiPort | null = null;

/**
 * The browser's ApiPort for data a component needs between navigations (the
 * type and class lists of a newly chosen parent). Created on first use, which
 * only happens in effects, so never on the server.
 */
export function catalogueApi(): ApiPort {
  return (browserApi ??= createBrowserApi({ getLanguage: () => window.__BOOT__.lang }));
}

export type OptionsLoader = (parentId: string) => Promise<OptionDto[]>;

export interface DependentOptions {
  options: readonly OptionDto[];
  /** The list of a newly chosen parent is on its way. */
  loading: boolean;
}

const NONE: readonly OptionDto[] = [];

/**
 * Options that depend on a parent choice (category -> types, type -> classes).
 * The loader data already holds the list for the address's parent; any other
 * parent's list is loaded as soon as it is chosen (before the debounced search)
 * and kept for the life of the page. A failed load gives an empty list.
 */
export function useDependentOptions(parentId: string, known: { parentId: string; options: readonly OptionDto[] }, load: OptionsLoader): DependentOptions {
  const cache = useRef(new Map<string, readonly OptionDto[]>());
  const [, setLoaded] = useState(0);
  const cached = parentId === '' ? NONE : parentId === known.parentId ? known.options : cache.current.get(parentId);

  useEffect(() => {
    if (parentId === '' || parentId === known.parentId || cache.current.has(parentId)) return;
    let live = true;
    load(parentId).then(
      (options) => {
        cache.current.set(parentId, options);
        if (live) setLoaded((n) => n + 1);
      },
      () => {
        // Spec §8 style: a failed dictionary is an empty list, never a broken page.
        cache.current.set(parentId, NONE);
        if (live) setLoaded((n) => n + 1);
      },
    );
    return () => {
      live = false;
    };
  }, [parentId, known.parentId, load]);

  return { options: cached ?? NONE, loading: cached === undefined };
}

export interface AllManufacturers {
  options: readonly OptionDto[];
  /** Every manufacturer is in `options`. */
  complete: boolean;
  loading: boolean;
  /** Fetches the full list once (the API answer is HTTP-cached); no-op when complete. */
  requestAll(): void;
}

/**
 * The manufacturer options: the light list of the page data until the visitor
 * searches the list or asks for all of it, then the full list.
 */
export function useAllManufacturers(light: readonly OptionDto[], total: number, load: () => Promise<OptionDto[]>): AllManufacturers {
  const [full, setFull] = useState<readonly OptionDto[] | null>(null);
  const [loading, setLoading] = useState(false);
  const complete = full !== null || light.length >= total;
  const requested = useRef(false);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const requestAll = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setLoading(true);
    latestLoad
      .current()
      .then(
        (options) => setFull(options),
        // The light list stays; a later request may try again.
        () => {
          requested.current = false;
        },
      )
      .finally(() => setLoading(false));
  }, []);
  return { options: full ?? light, complete, loading, requestAll };
}
