import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterContextProvider, type DataRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { BootData } from '#shared/api/render.ts';
import type { RootData } from '#shared/api/port.ts';
import { createDeferredBrowserApi } from './api/deferred-browser-api.ts';
import { routes, ROUTE_LAZY, ROUTE_SOURCES } from './routes.ts';
import { Document } from './app/shell/document.tsx';
import { loaderEnv } from './app/data/loader-env.ts';
import { dataRoutes, preloadDataHandlers } from './app/data/data-routes.ts';
import { installChunkErrorReload } from './app/browser/chunk-reload.ts';
import { installLinkPrefetch } from './app/browser/prefetch.ts';
import { installAnalytics } from './app/tracking/track.ts';
import { loadTranslator } from './app/i18n/i18n.ts';
import { warmIntlOffMainThread } from './app/i18n/warm-intl.ts';
import { pagesLoadTheirStyles } from './app/shell/page-styles.ts';
import './styles/app.css';

declare global {
  interface Window {
    __BOOT__: BootData;
  }
}

const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run, 1));

/** The route objects of the given ids, found by walking the table: cheaper than matching the URL (which compiles every route's pattern). */
function routesById(table: RouteObject[], ids: readonly string[]): RouteObject[] {
  const wanted = new Set(ids);
  const found: RouteObject[] = [];
  const walk = (level: RouteObject[]) => {
    for (const route of level) {
      if (route.id !== undefined && wanted.has(route.id)) found.push(route);
      if (route.children) walk(route.children);
    }
  };
  walk(table);
  return found;
}

async function boot() {
  const bootData = window.__BOOT__;
  // First: ICU's data loads on another thread while the page's modules arrive (warm-intl.ts).
  const intlWarm = warmIntlOffMainThread(bootData.lang);
  let router: DataRouter | undefined;
  // API answers follow the page language: the root loader's (it changes only when a
  // navigation changes the language), the document's until the router exists.
  const { api, preload: preloadApi } = createDeferredBrowserApi({ getLanguage: () => (router?.state.loaderData.root as RootData | undefined)?.lang ?? bootData.lang });

  // Lazy page modules of the routes the server matched load before hydration, so the first
  // render matches the server's HTML and no loader runs again.
  const lazyRoutes = routesById(routes, bootData.routeIds).filter((route) => route.lazy);
  // The page language's texts load alongside (the root loader, which loads them
  // on navigation, does not run at hydration), and ICU's data on its worker.
  await Promise.all([
    intlWarm,
    loadTranslator(bootData.lang),
    ...lazyRoutes.map(async (route) => {
      const lazy = route.lazy as () => Promise<Record<string, unknown>>;
      const module = await lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  ]);

  // The server linked this page's stylesheet; a page a navigation brings loads its own.
  pagesLoadTheirStyles();

  // The loader-only routes join the page routes in the browser only (see data-routes.ts).
  router = createBrowserRouter([...routes, ...dataRoutes], {
    getContext() {
      const context = new RouterContextProvider();
      const session = () => (router?.state.loaderData.root as RootData | undefined)?.session;
      context.set(loaderEnv, { api, neutralLang: bootData.neutralLang, config: bootData.config, session });
      return context;
    },
  });

  // React Router's hydration-data script has run (the router read it above); it sits
  // in the slot RouterProvider leaves empty, so it must leave the DOM before hydrating.
  const routerScript = document.getElementById('root')?.lastElementChild;
  if (routerScript?.tagName === 'SCRIPT' && routerScript.textContent?.includes('__staticRouterHydrationData')) routerScript.remove();

  installChunkErrorReload();
  // Out of the first load (decision 0018), and warmed when the page is idle so a first click rarely waits for them.
  whenIdle(() => {
    void preloadApi();
    preloadDataHandlers();
  });
  installLinkPrefetch(routes, ROUTE_LAZY, ROUTE_SOURCES);
  const rootData = () => router?.state.loaderData.root as RootData | undefined;
  installAnalytics(router, bootData.config, () => rootData()?.lang ?? bootData.lang, () => rootData()?.session ?? null);

  // Hydrating inside a transition lets React yield to the browser every few milliseconds: a
  // blocking hydration of a 1,700-element page is one long task on a phone (issue 26).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document lang={bootData.lang} styles={bootData.assets.styles}>
          {/* Mirrors StaticRouterProvider, whose hydration script sits in the slot RouterProvider leaves null. */}
          <RouterProvider router={router} />
        </Document>
      </StrictMode>,
    );
  });
}

void boot();
