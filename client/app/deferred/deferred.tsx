import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactElement } from 'react';

export type Module<P> = { default: ComponentType<P> };

// Every deferred module's loader, so the server can load them all before its first render.
const loaders: Array<() => Promise<unknown>> = [];
// The loaders of the parts of a page (not of the shell), and whether a page loaded now brings them along.
const pageLoaders: Array<() => Promise<unknown>> = [];
let pagesBringTheirParts = false;

// Deferred parts on the page whose code has not hydrated yet, and who waits for none to be left.
let pending = 0;
const waiters: Array<() => void> = [];
function settle(): void {
  pending -= 1;
  if (pending > 0) return;
  for (const wake of waiters.splice(0)) wake();
}

/**
 * Where a deferred part stands: 0 mounted, not yet counted; 1 counted in `pending`; 2 hydrated
 * (or gone). Plain numbers, not named constants: this module is in every page's first load,
 * and the minifier keeps constants as variables.
 */
type Tracker = { stage: 0 | 1 | 2 };

function markHydrated(tracker: Tracker): void {
  if (tracker.stage === 1) settle();
  tracker.stage = 2;
}

/**
 * Reports that the part is hydrated: it sits in the part's Suspense boundary, after the
 * part, so its effect runs only once the boundary's content has hydrated (see whenDeferredHydrated).
 */
function HydratedMark({ tracker }: { tracker: Tracker }): null {
  useEffect(() => markHydrated(tracker), [tracker]);
  return null;
}

/**
 * A deferred module (the building block of deferred() and deferredChoice()): the component
 * that renders it, suspending (and requesting the chunk) until it has arrived, and its loader,
 * which loads it once; the server awaits every loader before rendering (loadDeferred).
 */
export function deferredPart<P extends object>(load: () => Promise<Module<P>>, pagePart = false): [ComponentType<P>, () => Promise<Module<P>>] {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => (loaded = module)));
  loaders.push(preload);
  if (pagePart) pageLoaders.push(preload);
  // A module already loaded is handed to React synchronously (a thenable that calls back at once),
  // so a render never suspends on it: the server's HTML never holds a fallback and a streaming script.
  const Lazy = lazy<ComponentType<P>>(() => (loaded ? ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded as Module<P>) } as Promise<Module<P>>) : preload()));
  return [Lazy, preload];
}

/** The Suspense boundary of a deferred part, counted in whenDeferredHydrated until its content has hydrated. */
export function DeferredBoundary({ children }: { children: ReactElement }): ReactElement {
  const tracker = useRef<Tracker>({ stage: 0 }).current;
  // Layout effects run before the passive effect of the mark inside, so the count never drops below zero.
  useLayoutEffect(() => {
    if (tracker.stage === 0) {
      tracker.stage = 1;
      pending += 1;
    }
    return () => markHydrated(tracker);
  }, [tracker]);
  return (
    <Suspense fallback={null}>
      {children}
      <HydratedMark tracker={tracker} />
    </Suspense>
  );
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
  const [Lazy] = deferredPart(load, options.pagePart);
  return function Deferred(props: P): ReactElement {
    return (
      <DeferredBoundary>
        <Lazy {...props} />
      </DeferredBoundary>
    );
  };
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
  return new Promise((resolve) => (pending === 0 ? resolve() : waiters.push(resolve)));
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
 * nothing (a new Suspense boundary has no server HTML to keep) until its chunk arrived. Parts
 * that take turns (deferredChoice: the manufacturer page's tabs) are not page parts: their
 * route's loader waits for the one chosen.
 */
export function loadPageParts(): Promise<void> {
  if (!pagesBringTheirParts) return Promise.resolve();
  return Promise.all(pageLoaders.map((preload) => preload())).then(() => undefined);
}
