// What the catalogue route's loader returns: the API's catalogue, made lighter
// for the hydration payload (it is serialised into every server-rendered page).
import type { BannerDto, CatalogueFacetsDto, CatalogueSearchDto } from '#shared/api/dto.ts';
import type { CatalogueLoad } from '#shared/api/port.ts';
import { lightManufacturers } from './option-lists.ts';

export type CataloguePageFacets = Omit<CatalogueFacetsDto, 'vipCompanies'>;

export interface CataloguePageData {
  search: CatalogueSearchDto;
  /** The option lists; `manufacturers` holds the selected, the VIP and the first 20 only. */
  facets: CataloguePageFacets;
  /** Ids of the VIP manufacturers (the options' values), marked in the list. */
  vipIds: string[];
  /** How many manufacturers there are in all: the rest load when the visitor searches or asks for all. */
  manufacturersTotal: number;
  /** Paid banners of the catalogue placement (spec §1). */
  banners: BannerDto[];
  /** The search had not answered when the page was sent: `search` holds no results, the browser asks for them. */
  searchPending: boolean;
}

export function toCataloguePageData(catalogue: CatalogueLoad): CataloguePageData {
  const { vipCompanies, manufacturers, ...facets } = catalogue.facets;
  const vipIds = vipCompanies.map((company) => String(company.id));
  return {
    search: catalogue.search,
    facets: { ...facets, manufacturers: lightManufacturers(manufacturers, new Set(vipIds), catalogue.search.filter.manufacturers) },
    vipIds,
    manufacturersTotal: manufacturers.length,
    banners: catalogue.banners,
    searchPending: catalogue.searchPending === true,
  };
}
