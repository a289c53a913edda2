import type { IdsCheckDto, IdsOfferedListDto, IfcFactsDto, OptionDto } from '#shared/api/dto.ts';

/**
 * The addresses of the loader-only routes (data-routes.ts, docs/decisions/0030): what a
 * page asks for after it has rendered (fetchers), and the two writes no form makes (a
 * like, a page view). Forms post to their page instead (docs/decisions/0029).
 * Components and route modules build those addresses only here; this module
 * holds no loader, so pages import it without pulling the browser's API client in.
 */
export const DATA_PREFIX = '/_data';

/** Where each fetcher goes; components build addresses only here. */
export const DATA_PATHS = {
  catalogueTypes: (categoryId: string) => `${DATA_PREFIX}/catalogue/types/${encodeURIComponent(categoryId)}`,
  catalogueClasses: (typeId: string) => `${DATA_PREFIX}/catalogue/classes/${encodeURIComponent(typeId)}`,
  catalogueManufacturers: `${DATA_PREFIX}/catalogue/manufacturers`,
  analogues: (modelId: number) => `${DATA_PREFIX}/models/${modelId}/analogues`,
  modelIfc: (modelId: number, query: string) => `${DATA_PREFIX}/models/${modelId}/ifc?${query}`,
  articleComments: (articleId: number) => `${DATA_PREFIX}/articles/${articleId}/comments`,
  modelViews: `${DATA_PREFIX}/model-views`,
  articleViews: `${DATA_PREFIX}/article-views`,
  likes: (url: string, uuid: string) => `${DATA_PREFIX}/likes?${new URLSearchParams({ url, uuid })}`,
  vote: `${DATA_PREFIX}/likes`,
  needModelOptions: `${DATA_PREFIX}/request-model/options`,
  ads: `${DATA_PREFIX}/ads`,
  searchSuggestions: (query: string) => `${DATA_PREFIX}/search-suggestions?${new URLSearchParams({ q: query })}`,
} as const;

export interface DependentOptionsData {
  parentId: string;
  options: OptionDto[];
}

/** What /_data/models/:id/ifc answers: only the parts its query named (data-handlers.ts). */
export interface ModelIfcFetch {
  facts?: IfcFactsDto | null;
  offered?: IdsOfferedListDto['items'];
  check?: LoadResult<IdsCheckDto>;
}

export type LoadResult<T> = { ok: true; data: T } | { ok: false };
