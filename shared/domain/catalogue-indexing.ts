import { CATALOGUE_FLAG_KEYS, CATALOGUE_LIST_KEYS, CATALOGUE_PLAIN_KEYS, defaultCatalogueFilter, type CatalogueFilter } from './catalogue-filter.ts';

/** The classification is one facet however deep it goes: a class implies its type and category. */
const CLASSIFICATION_KEYS = ['categories', 'types', 'classes'] as const;

/**
 * Which catalogue addresses belong in search results (docs/decisions/0009).
 * Indexed: the catalogue and each single-facet landing page (one category,
 * type or class; one manufacturer; one file format; one CAD; ...) with their
 * pages, each under its own canonical query. Not indexed (noindex, follow):
 * searches, other sorts, the list view, a fixed page size, switches, and any
 * combination of two facets or two values, which multiply into pages no one
 * searches for and which would spend the crawl budget the models need.
 */
export function isIndexableCatalogue(filter: CatalogueFilter): boolean {
  const defaults = defaultCatalogueFilter();
  if (filter.search !== '' || filter.sort !== defaults.sort || filter.view !== defaults.view || filter.countModels !== defaults.countModels) return false;
  if (CATALOGUE_FLAG_KEYS.some((key) => filter[key])) return false;
  let facets = CLASSIFICATION_KEYS.some((key) => filter[key] !== '') ? 1 : 0;
  for (const key of CATALOGUE_PLAIN_KEYS) if (!(CLASSIFICATION_KEYS as readonly string[]).includes(key) && filter[key] !== '') facets += 1;
  for (const key of CATALOGUE_LIST_KEYS) facets += filter[key].length;
  return facets <= 1;
}
