import { catalogueQueryString, defaultCatalogueFilter, type CatalogueFilter } from '#shared/domain/catalogue-filter.ts';

// The products tab's filter in the address, by the catalogue's codec. The page's loader loads
// this module on demand (the codec is the whole filter parser, needed in no render), and through
// a module of its own: a dynamic import of the codec itself would keep every one of its exports.
export { catalogueRedirectSearch, decodeCatalogueQuery } from '#shared/domain/catalogue-filter.ts';

/** The products tab's canonical query: the filter without the catalogue's view settings. */
export function canonicalProductsSearch(filter: CatalogueFilter): string {
  const defaults = defaultCatalogueFilter();
  return catalogueQueryString({ ...filter, view: defaults.view, countModels: defaults.countModels });
}
