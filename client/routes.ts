import { createElement } from 'react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageLayout, type LayoutKind } from './layouts/page-layout.tsx';
import { Root, RootErrorBoundary, rootLoader } from './app/shell/root.tsx';
import { rootShouldRevalidate } from './app/data/revalidation.ts';
import { registrationGate } from './app/data/registration-gate.ts';
import { loadRegisteredTexts } from './app/i18n/i18n.ts';
import type { Language } from '#shared/domain/language.ts';
import { loadPageStyles } from './app/shell/page-styles.ts';

type Layout = LayoutKind;
type LazyModule = () => Promise<Record<string, unknown>>;

interface PageDef {
  /** Route id (the English copy gets 'en.' in front) and i18n page key. */
  id: string;
  path?: string;
  index?: true;
  layout: Layout;
  /** Source path, for the server to find the page's chunk in Vite's manifest. */
  source: string;
  lazy: LazyModule;
}

// The only place routes are declared (spec §2). Each page is its own chunk.
export const PAGES: PageDef[] = [
  { id: 'home', index: true, layout: 'default', source: 'client/routes/home/route.tsx', lazy: () => import('./routes/home/route.tsx') },
  { id: 'forManufacturers', path: 'for-manufacturers', layout: 'business', source: 'client/routes/for-manufacturers/route.tsx', lazy: () => import('./routes/for-manufacturers/route.tsx') },
  { id: 'cases', path: 'cases', layout: 'business', source: 'client/routes/cases/route.tsx', lazy: () => import('./routes/cases/route.tsx') },
  { id: 'articles', path: 'articles', layout: 'default', source: 'client/routes/articles/route.tsx', lazy: () => import('./routes/articles/route.tsx') },
  { id: 'article', path: 'articles/:id', layout: 'default', source: 'client/routes/article/route.tsx', lazy: () => import('./routes/article/route.tsx') },
  { id: 'models', path: 'models', layout: 'default', source: 'client/routes/models/route.tsx', lazy: () => import('./routes/models/route.tsx') },
  { id: 'model', path: 'model/:alias/:id', layout: 'default', source: 'client/routes/model/route.tsx', lazy: () => import('./routes/model/route.tsx') },
  { id: 'compare', path: 'compare', layout: 'default', source: 'client/routes/compare/route.tsx', lazy: () => import('./routes/compare/route.tsx') },
  { id: 'manufacturers', path: 'manufacturers', layout: 'default', source: 'client/routes/manufacturers/route.tsx', lazy: () => import('./routes/manufacturers/route.tsx') },
  { id: 'manufacturer', path: 'manufacturer/:alias/:id', layout: 'default', source: 'client/routes/manufacturer/route.tsx', lazy: () => import('./routes/manufacturer/route.tsx') },
  { id: 'oauthCode', path: 'oauth/code', layout: 'without-footer', source: 'client/routes/enter.tsx', lazy: () => import('./routes/enter.tsx') },
  { id: 'enter', path: 'enter', layout: 'without-footer', source: 'client/routes/enter.tsx', lazy: () => import('./routes/enter.tsx') },
  { id: 'validate', path: 'validate', layout: 'without-footer', source: 'client/routes/validate/route.tsx', lazy: () => import('./routes/validate/route.tsx') },
  { id: 'statisticEmail', path: 'statistic_email', layout: 'default', source: 'client/routes/statistic-email/route.tsx', lazy: () => import('./routes/statistic-email/route.tsx') },
  { id: 'product', path: 'product/:id', layout: 'default', source: 'client/routes/product/route.tsx', lazy: () => import('./routes/product/route.tsx') },
  { id: 'statreport', path: 'statreport', layout: 'default', source: 'client/routes/statreport/route.tsx', lazy: () => import('./routes/statreport/route.tsx') },
  { id: 'unsubscribe', path: 'unsubscribe', layout: 'default', source: 'client/routes/unsubscribe/route.tsx', lazy: () => import('./routes/unsubscribe/route.tsx') },
  { id: 'about', path: 'about', layout: 'default', source: 'client/routes/about/route.tsx', lazy: () => import('./routes/about/route.tsx') },
  { id: 'services', path: 'services', layout: 'default', source: 'client/routes/services/route.tsx', lazy: () => import('./routes/services/route.tsx') },
  { id: 'gisp', path: 'gisp', layout: 'default', source: 'client/routes/gisp/route.tsx', lazy: () => import('./routes/gisp/route.tsx') },
  { id: 'partnership', path: 'partnership', layout: 'default', source: 'client/routes/partnership/route.tsx', lazy: () => import('./routes/partnership/route.tsx') },
  { id: 'plugins', path: 'plugins', layout: 'default', source: 'client/routes/plugins/route.tsx', lazy: () => import('./routes/plugins/route.tsx') },
  { id: 'partners', path: 'partners', layout: 'default', source: 'client/routes/partners/route.tsx', lazy: () => import('./routes/partners/route.tsx') },
  ...(['ifc', 'civil3d', 'renga', 'modelstudiocs', 'revit', 'archicad'] as const).map(
    (product): PageDef => ({ id: product, path: product, layout: 'default', source: 'client/routes/plugin-product/route.tsx', lazy: () => import('./routes/plugin-product/route.tsx') }),
  ),
];

/** A page module is ready once its stylesheet applies and the texts it registered for the page language are in (registerLanguageTexts). */
const whenReady =
  ({ lazy, source }: PageDef, lang: Language): LazyModule =>
  () =>
    Promise.all([lazy(), loadPageStyles(source)]).then(([module]) => loadRegisteredTexts(lang).then(() => module));

const layout = (kind: Layout) => () => createElement(PageLayout, { kind });
const LAYOUTS: Record<Layout, () => React.ReactNode> = {
  default: layout('default'),
  business: layout('business'),
  'without-footer': layout('without-footer'),
  empty: layout('empty'),
};

function pageRoutes(lang: Language): RouteObject[] {
  const prefix = lang === 'en' ? 'en.' : '';
  return (Object.keys(LAYOUTS) as Layout[])
    .map((layout): RouteObject | null => {
      const pages = PAGES.filter((page) => page.layout === layout);
      if (pages.length === 0) return null;
      return {
        id: `${prefix}layout.${layout}`,
        Component: LAYOUTS[layout],
        children: pages.map((page): RouteObject =>
          page.index
            ? { id: `${prefix}${page.id}`, index: true, lazy: whenReady(page, lang), handle: { page: page.id } }
            : { id: `${prefix}${page.id}`, path: page.path, lazy: whenReady(page, lang), handle: { page: page.id } },
        ),
      };
    })
    .filter((route): route is RouteObject => route !== null);
}

function notFoundLoader(_args: LoaderFunctionArgs): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // The site-wide forms (agreement, logout) post to '/' (app/data/session-actions.ts, loaded on the first one).
    action: (args: ActionFunctionArgs) => import('./app/data/session-actions.ts').then((module) => module.sessionAction(args)),
    middleware: [registrationGate],
    shouldRevalidate: rootShouldRevalidate,
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      ...pageRoutes('ru'),
      { path: 'en', children: pageRoutes('en') },
      { id: 'not-found', path: '*', loader: notFoundLoader, Component: LAYOUTS.empty },
    ],
  },
];

/** Source path of each route id's page module, for modulepreload hints. */
export const ROUTE_SOURCES: Record<string, string> = Object.fromEntries(
  PAGES.flatMap((page) => [
    [page.id, page.source],
    [`en.${page.id}`, page.source],
  ]),
);

/** Lazy imports by route id, so links can warm a page's chunk before it is needed. */
export const ROUTE_LAZY: Record<string, LazyModule> = Object.fromEntries(
  PAGES.flatMap((page) => [
    [page.id, whenReady(page, 'ru')],
    [`en.${page.id}`, whenReady(page, 'en')],
  ]),
);
