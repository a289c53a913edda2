import type { RouteObject } from 'react-router';
import { DATA_PREFIX } from './data-paths.ts';

/**
 * The loader-only routes of the browser's router (docs/decisions/0030; data-handlers.ts says
 * what they are). Their table is in the first load, their code is not (docs/decisions/0018):
 * a page asks for one only after it has rendered, and React Router loads the route's lazy part first.
 */
const handlersOf = (id: string) => async () => (await import('./data-handlers.ts')).DATA_HANDLERS[id] ?? {};

/** Fetched data is loaded once per fetcher call; a submission elsewhere never reloads it. */
const never = () => false;

export const dataRoutes: RouteObject[] = [
  {
    path: DATA_PREFIX,
    children: [
      { id: 'data.catalogueTypes', path: 'catalogue/types/:parentId', shouldRevalidate: never, lazy: handlersOf('data.catalogueTypes') },
      { id: 'data.catalogueClasses', path: 'catalogue/classes/:parentId', shouldRevalidate: never, lazy: handlersOf('data.catalogueClasses') },
      { id: 'data.catalogueManufacturers', path: 'catalogue/manufacturers', shouldRevalidate: never, lazy: handlersOf('data.catalogueManufacturers') },
      { id: 'data.ads', path: 'ads', shouldRevalidate: never, lazy: handlersOf('data.ads') },
      { id: 'data.searchSuggestions', path: 'search-suggestions', shouldRevalidate: never, lazy: handlersOf('data.searchSuggestions') },
      { id: 'data.modelIfc', path: 'models/:id/ifc', shouldRevalidate: never, lazy: handlersOf('data.modelIfc') },
      { id: 'data.analogues', path: 'models/:id/analogues', shouldRevalidate: never, lazy: handlersOf('data.analogues') },
      { id: 'data.articleComments', path: 'articles/:id/comments', shouldRevalidate: never, lazy: handlersOf('data.articleComments') },
      { id: 'data.modelViews', path: 'model-views', lazy: handlersOf('data.modelViews') },
      { id: 'data.articleViews', path: 'article-views', lazy: handlersOf('data.articleViews') },
      { id: 'data.likes', path: 'likes', shouldRevalidate: never, lazy: handlersOf('data.likes') },
      { id: 'data.needModelOptions', path: 'request-model/options', shouldRevalidate: never, lazy: handlersOf('data.needModelOptions') },
    ],
  },
];

/** Loads the loader-only routes' code ahead of need, when the page is idle. */
export function preloadDataHandlers(): void {
  void import('./data-handlers.ts');
}
