import { catalogueQueryString, type CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { useQueryDraft, type QueryDraft } from '../../hooks/use-query-draft.ts';

export type CatalogueDraft = QueryDraft<CatalogueFilter>;

/** The catalogue panel's draft filter (spec §4): the page's query draft over the catalogue's codec. */
export function useCatalogueDraft(filter: CatalogueFilter, basePath: string, delayMs?: number): CatalogueDraft {
  return useQueryDraft(filter, catalogueQueryString, basePath, delayMs);
}
