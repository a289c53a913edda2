import { describe, expect, it } from 'vitest';
import { decodeCatalogueQuery } from '#shared/domain/catalogue-filter.ts';
import { isIndexableCatalogue } from '#shared/domain/catalogue-indexing.ts';

const indexable = (query: string) => isIndexableCatalogue(decodeCatalogueQuery(new URLSearchParams(query)));

describe('which catalogue addresses are indexed (decision 0009)', () => {
  it('indexes the catalogue, its pages and single-facet landing pages with their pages', () => {
    for (const query of ['', 'page=7', 'files=rvt', 'files=rvt&page=2', 'manufacturers=12', 'categories=5', 'categories=5&types=51', 'categories=5&types=51&classes=511&page=3', 'rooms=3']) {
      expect(indexable(query), query).toBe(true);
    }
  });

  it('keeps searches, sorts, views, page sizes, switches and combinations out of the index', () => {
    for (const query of ['search=розетка', 'sort=new', 'view=list', 'countModels=40', 'view3d=1', 'files=rvt-ifc', 'files=rvt&manufacturers=12', 'categories=5&files=rvt', 'materials=2&rooms=3']) {
      expect(indexable(query), query).toBe(false);
    }
  });
});
