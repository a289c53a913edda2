import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

type Module<P> = { default: ComponentType<P> };

// Every deferred module's loader, so the server can load them all before its first render.
const loaders: Array<() => Promise<unknown>> = [];

/**
 * A part of the shell or of a page whose code is not in the first load
 * (docs/decisions/0018). The server renders it whole, inside a Suspense boundary;
 * in the browser the boundary keeps the server's HTML, unhydrated, until the
 * chunk (requested as hydration reaches it) arrives, and then hydrates it. React
 * replays a click or key press made on it meanwhile, so it is what a visitor sees
 * from the first paint and it works on first interaction, with no fallback and no
 * layout shift. Its styles must be in the one global stylesheet (client/styles/app.css),
 * never imported by the deferred module, or they would arrive late.
 */
export function deferred<P extends object>(load: () => Promise<Module<P>>): (props: P) => ReactElement {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  loaders.push(preload);
  // A module already loaded is handed to React synchronously (a thenable that calls back at once),
  // so a render never suspends on it: the server's HTML never holds a fallback and a streaming script.
  const Lazy = lazy<ComponentType<P>>(() => (loaded ? ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded as Module<P>) } as Promise<Module<P>>) : preload()));
  function Deferred(props: P): ReactElement {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

/** Loads every deferred module declared so far (each once): the server awaits it before rendering. */
export function loadDeferred(): Promise<unknown> {
  return Promise.all(loaders.map((preload) => preload()));
}
