import type { ComponentType, ReactElement } from 'react';
import { DeferredBoundary, deferredPart, type Module } from './deferred/deferred.tsx';

// Its own module, not in deferred.tsx: deferred.tsx is in every page's first load, this only in
// the pages that use it.

/** One of several deferred parts in one place, `which` choosing it (see deferredChoice). */
export interface DeferredChoice<K extends string, P extends object> {
  (props: P & { which: K }): ReactElement;
  /**
   * Loads a choice's module (a tab link hovered or focused, a navigation into the page), so
   * showing it need not wait; resolves once it is there or has failed to load (a failure
   * surfaces when the part is shown, as any chunk that fails to load). A name that is no
   * choice (an address's unchecked `?tab=`) loads nothing.
   */
  preload(which: string): Promise<void>;
}

/**
 * Deferred parts that take turns in one place (a page's tabs): only the one shown
 * is loaded, as deferred() loads a part; the others load when they are chosen. They
 * share one Suspense boundary, so a switch made in a navigation (a transition: React
 * Router's) to a part whose code has not arrived keeps the part shown until it has,
 * then swaps; separate boundaries would each mount empty first. A switch made outside
 * a transition would show that empty fallback: `which` must change only in a navigation.
 */
export function deferredChoice<K extends string, P extends object>(loads: Record<K, () => Promise<Module<P>>>): DeferredChoice<K, P> {
  const parts = Object.fromEntries(Object.entries<() => Promise<Module<P>>>(loads).map(([key, load]) => [key, deferredPart(load)])) as Record<
    K,
    [ComponentType<P>, () => Promise<Module<P>>]
  >;
  function Chosen({ which, ...props }: P & { which: K }): ReactElement {
    const [Lazy] = parts[which];
    return (
      <DeferredBoundary>
        <Lazy {...(props as unknown as P)} />
      </DeferredBoundary>
    );
  }
  const preload = (which: string) => (Object.hasOwn(parts, which) ? parts[which as K][1]() : Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
  return Object.assign(Chosen, { preload });
}
