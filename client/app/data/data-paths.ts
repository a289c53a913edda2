import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { OptionDto } from '#shared/api/dto.ts';
import type { ErrorFields } from '#shared/errors.ts';

/**
 * The addresses of the loader-only routes (data-routes.ts): what a page asks
 * for after it has rendered (fetchers) and the forms it sends (actions).
 * Components and route modules build those addresses only here; this module
 * holds no loader, so pages import it without pulling the browser's API client in.
 */
export const DATA_PREFIX = '/_data';

/** Where each fetcher and form goes; components build addresses only here. */
export const DATA_PATHS = {
  catalogueTypes: (categoryId: string) => `${DATA_PREFIX}/catalogue/types/${encodeURIComponent(categoryId)}`,
  catalogueClasses: (typeId: string) => `${DATA_PREFIX}/catalogue/classes/${encodeURIComponent(typeId)}`,
  catalogueManufacturers: `${DATA_PREFIX}/catalogue/manufacturers`,
  analogues: (modelId: number) => `${DATA_PREFIX}/models/${modelId}/analogues`,
  articleComments: (articleId: number) => `${DATA_PREFIX}/articles/${articleId}/comments`,
  modelViews: `${DATA_PREFIX}/model-views`,
  articleViews: `${DATA_PREFIX}/article-views`,
  likes: (url: string, uuid: string) => `${DATA_PREFIX}/likes?${new URLSearchParams({ url, uuid })}`,
  vote: `${DATA_PREFIX}/likes`,
  needModelOptions: `${DATA_PREFIX}/request-model/options`,
  requestModel: `${DATA_PREFIX}/request-model`,
  partnership: (companyId: number) => `${DATA_PREFIX}/manufacturers/${companyId}/partnership`,
  supportTicket: `${DATA_PREFIX}/support-ticket`,
  unsubscribe: `${DATA_PREFIX}/unsubscribe`,
  agreement: `${DATA_PREFIX}/agreement`,
  ads: `${DATA_PREFIX}/ads`,
  searchSuggestions: (query: string) => `${DATA_PREFIX}/search-suggestions?${new URLSearchParams({ q: query })}`,
} as const;

/** A submission to a data route changes nothing a page loaded: pages keep their data (no refetch of heavy pages). */
export function isDataSubmission({ formAction }: Pick<ShouldRevalidateFunctionArgs, 'formAction'>): boolean {
  return formAction !== undefined && formAction.startsWith(`${DATA_PREFIX}/`);
}

export interface DependentOptionsData {
  parentId: string;
  options: OptionDto[];
}

export type LoadResult<T> = { ok: true; data: T } | { ok: false };

export type PartnershipResult = { ok: true; id: number } | { ok: false; status: number; fields?: ErrorFields; retryAfterS?: number };

export type RequestModelResult =
  | { ok: true; id: number; email: string }
  | { ok: false; status: number; fields?: ErrorFields; retryAfterS?: number };


export type SupportTicketResult =
  | { ok: true; ticketId: number; email: string }
  | { ok: false; status: number; fields?: ErrorFields; retryAfterS?: number };

export type UnsubscribeFormResult = { ok: true; email: string } | { ok: false; status: number; fields?: ErrorFields; retryAfterS?: number };
/** The agreement popup's submit (spec §4): recorded, or failed (the popup stays open with a message). */
export type AgreementResult = { ok: true } | { ok: false };
