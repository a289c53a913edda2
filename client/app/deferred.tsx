import { createContext, lazy, Suspense, useContext, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactElement } from 'react';

type Module<P> = { default: ComponentType<P> };

// Every deferred module's loader, so the server can load them all before its first render.
const loaders: Array<() => Promise<unknown>> = [];
// The loaders of the parts of a page (not of the shell), and whether a page loaded now brings them along.
const pageLoaders: Array<() => Promise<unknown>> = [];
let pagesBringTheirParts = false;

// Deferred parts on the page whose code has not hydrated yet, and who waits for none to be left.
let pending = 0;
let waiters: Array<() => void> = [];
function settle(): void {
  pending -= 1;
  if (pending > 0) return;
  const waiting = waiters;
  waiters = [];
  for (const wake of waiting) wake();
}

interface Tracker {
  counted: boolean;
  done: boolean;
}
const TrackerContext = createContext<Tracker | null>(null);

function markHydrated(tracker: Tracker | null): void {
  if (!tracker || tracker.done) return;
  tracker.done = true;
  if (tracker.counted) settle();
}

/**
 * A part of the shell or of a page whose code is not in the first load
 * (docs/decisions/0018). The server renders it whole, inside a Suspense boundary;
 * in the browser the boundary keeps the server's HTML, unhydrated, until the
 * chunk (requested as hydration reaches it) arrives, and then hydrates it. So it
 * is what a visitor sees from the first paint, with no fallback and no layout
 * shift. Its styles must be in the one global stylesheet (client/styles/app.css),
 * never imported by the deferred module, or they would arrive late.
 */
export function deferred<P extends object>(load: () => Promise<Module<P>>, options: { pagePart?: boolean } = {}): (props: P) => ReactElement {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      const Component = module.default;
      // Reports, once its effects run, that this part is hydrated (see whenDeferredHydrated).
      function Hydrated(props: P): ReactElement {
        const tracker = useContext(TrackerContext);
        useEffect(() => markHydrated(tracker), [tracker]);
        return <Component {...props} />;
      }
      return (loaded = { default: Hydrated });
    }));
  loaders.push(preload);
  if (options.pagePart) pageLoaders.push(preload);
  // A module already loaded is handed to React synchronously (a thenable that calls back at once),
  // so a render never suspends on it: the server's HTML never holds a fallback and a streaming script.
  const Lazy = lazy<ComponentType<P>>(() => (loaded ? ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded as Module<P>) } as Promise<Module<P>>) : preload()));
  function Deferred(props: P): ReactElement {
    const tracker = useRef<Tracker>({ counted: false, done: false }).current;
    // Layout effects run before the passive effect of the part itself, so the count never drops below zero.
    useLayoutEffect(() => {
      if (!tracker.done && !tracker.counted) {
        tracker.counted = true;
        pending += 1;
      }
      return () => markHydrated(tracker);
    }, [tracker]);
    return (
      <TrackerContext.Provider value={tracker}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </TrackerContext.Provider>
    );
  }
  return Deferred;
}

/**
 * Loads every deferred module (each once): the server awaits it before rendering.
 * A deferred module may declare deferred parts of its own (the header its search),
 * so it loads until no new one appears.
 */
export async function loadDeferred(): Promise<void> {
  let declared = -1;
  while (declared !== loaders.length) {
    declared = loaders.length;
    await Promise.all(loaders.map((preload) => preload()));
  }
}

/** Resolves once every deferred part on the page has hydrated (the page is then fully interactive). */
export function whenDeferredHydrated(): Promise<void> {
  return pending === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
}

/**
 * From the first load on, a page module loaded for a client navigation (or warmed by a link)
 * brings the code of its deferred parts along (see loadPageParts). Until then it must not:
 * the first load hydrates without them, and they follow as hydration reaches them.
 */
export function pagesLoadTheirParts(): void {
  pagesBringTheirParts = true;
}

/**
 * After the first load, the code of every page part declared so far (each module once), for a
 * page's route `lazy` to wait for: a part mounted by a client navigation would otherwise show
 * nothing (a new Suspense boundary has no server HTML to keep) until its chunk arrived.
 */
export function loadPageParts(): Promise<void> {
  if (!pagesBringTheirParts) return Promise.resolve();
  return Promise.all(pageLoaders.map((preload) => preload())).then(() => undefined);
}
