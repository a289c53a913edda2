import { createContext, lazy, Suspense, use, useContext, useEffect, useLayoutEffect, useState, type ComponentType, type ReactElement } from 'react';

/*
 * A deferred part (docs/decisions/0018): a piece of a page or of the site's chrome whose code is
 * not in the first load. The one rule: the server renders every part whole; a part hydrating the
 * server's HTML keeps it until its chunk arrives; a part mounted in the browser afterwards (a
 * client navigation, a tab switch) waits for its code inside that navigation, so it never shows
 * up empty. Declare it once, where it is rendered: `deferred(() => import('./footer.tsx'), 'Footer')`.
 */

/** A deferred part: render it like the component it loads; `preload()` fetches its code ahead (a hovered tab). */
export type DeferredPart<P extends object> = ((props: P) => ReactElement) & { preload: () => Promise<unknown> };

// Every part's loader: the server loads them all once before its first render (loadDeferred).
const loaders: Array<() => Promise<unknown>> = [];
let firstLoadDone = false;
// Parts hydrating without their code yet, and who waits for none to be left.
let pending = 0;
const waiters: Array<() => void> = [];

/** Whether the parts below are hydrating the server's HTML: a part's own, or, outside every part, the first load's. */
type Hydration = { hydrating: boolean };
const Hydrating = createContext<Hydration>({
  get hydrating() {
    return !firstLoadDone;
  },
});

function settle(counted: { current: boolean }): void {
  if (!counted.current) return;
  counted.current = false;
  pending -= 1;
  if (pending === 0) for (const wake of waiters.splice(0)) wake();
}

/** Sits after the part inside its boundary, so its effect runs once the part's content has hydrated. */
function HydratedMark({ hydration, counted }: { hydration: Hydration; counted: { current: boolean } }): null {
  useEffect(() => {
    hydration.hydrating = false;
    settle(counted);
  }, [hydration, counted]);
  return null;
}

export function deferred<M, K extends keyof M>(load: () => Promise<M>, name: K): DeferredPart<M[K] extends ComponentType<infer P> ? P & object : never> {
  type P = M[K] extends ComponentType<infer Q> ? Q & object : never;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module[name] as ComponentType<P>)));
  loaders.push(preload);
  // A loaded module is handed to React synchronously (a thenable that calls back at once), so a render
  // never suspends on it: the server's HTML never holds a fallback and a streaming script.
  const Lazy = lazy(() => {
    const module = () => ({ default: loaded! });
    return loaded ? ({ then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(module()) } as Promise<{ default: ComponentType<P> }>) : preload().then(module);
  });

  function Part(props: P): ReactElement {
    const outer = useContext(Hydrating);
    // Decided once per mount: hydrating the server's HTML, or rendered afresh in the browser.
    const [hydration] = useState<Hydration | null>(() => (outer.hydrating ? { hydrating: true } : null));
    const [counted] = useState(() => ({ current: false }));
    // A layout effect runs before the mark's passive effect, so the count never drops below zero.
    useLayoutEffect(() => {
      if (!hydration || !hydration.hydrating || loaded) return;
      counted.current = true;
      pending += 1;
      return () => settle(counted);
    }, [hydration, counted]);
    if (!hydration) {
      // No server HTML to keep, so no boundary: the navigation's transition holds the previous screen until the code is in.
      if (!loaded) use(preload());
      const Loaded = loaded!;
      return <Loaded {...props} />;
    }
    return (
      <Hydrating value={hydration}>
        <Suspense fallback={null}>
          <Lazy {...props} />
          <HydratedMark hydration={hydration} counted={counted} />
        </Suspense>
      </Hydrating>
    );
  }
  return Object.assign(Part, { preload });
}

/** Loads every part's module (each once), parts declared by parts included: the server awaits it before rendering. */
export async function loadDeferred(): Promise<void> {
  let declared = -1;
  while (declared !== loaders.length) {
    declared = loaders.length;
    await Promise.all(loaders.map((preload) => preload()));
  }
}

/** Called once the first load's render has committed (the document's hydration marker). */
export function markFirstLoadDone(): void {
  firstLoadDone = true;
}

/** Resolves once every part of the first load has hydrated (the page then answers every control). */
export function whenDeferredHydrated(): Promise<void> {
  return new Promise((resolve) => (pending === 0 ? resolve() : waiters.push(resolve)));
}
