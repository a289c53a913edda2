// What the sitemap lists, read from the upstream a page at a time, so a
// catalogue of any size passes through in bounded memory. Bulk reads go
// straight to the upstream: they would only push page data out of the shared cache.
import { INDEXABLE_STATIC_PATHS } from '#shared/domain/indexing.ts';
import { withoutExcludedCompanies } from '#shared/domain/companies.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import type { Article, CompanySearchItem, ModelListItem } from '#shared/types/index.ts';
import * as models from '#server/upstream/calls/models.ts';
import * as companies from '#server/upstream/calls/ads-companies.ts';
import * as articles from '#server/upstream/calls/articles.ts';
import { PAGES_PER_FILE, type SitemapEntry, type SitemapKind } from '#server/sitemap/plan.ts';
import { isCaseVisible } from '#shared/domain/articles.ts';
import { count, list, toArticleCard, toManufacturerCard, toModelCard } from './mappers.ts';
import { createScope, type ServiceDeps } from './scope.ts';

/** Rows per upstream call: within every list endpoint's maximum, and a divisor of PAGES_PER_FILE so files start on a page. */
export const SITEMAP_UPSTREAM_PAGE_SIZE = 500;
if (PAGES_PER_FILE % SITEMAP_UPSTREAM_PAGE_SIZE !== 0) throw new Error('SITEMAP_UPSTREAM_PAGE_SIZE must divide PAGES_PER_FILE');

export interface SitemapSource {
  count(kind: SitemapKind): Promise<number>;
  /** Entries [offset, offset + limit) of a kind, one upstream page at a time. */
  entries(kind: SitemapKind, offset: number, limit: number): AsyncIterable<SitemapEntry[]>;
}

/** Paths are the Russian (language-neutral) ones; the plan adds the /en twins. */
export function createSitemapSource(deps: ServiceDeps): SitemapSource {
  const scope = createScope(deps, { lang: 'ru' });
  const { http, publicCtx: ctx } = scope;
  const size = SITEMAP_UPSTREAM_PAGE_SIZE;

  // The catalogue's own restriction (spec §6): models of companies on a free tariff are not listed.
  const searchModels = (page: number, limit: number) =>
    models.searchModels(http, { page, limit, offset: (page - 1) * limit, sort: 'new', list_fields: 'id,alias,name,created_at', companies_free_disabled: '1' }, ctx);
  const searchCompanies = (page: number, pageSize: number) => companies.searchCompanies(http, { page, size: pageSize, sort: 'created_at' }, ctx);
  // Every published article has a page (the reading room's and the manufacturers' publications alike): /article/all of category 7.
  const listArticles = (offset: number, limit: number) => articles.listArticles(http, { offset, limit, params: UPSTREAM_ARTICLE_CATEGORIES.articles }, ctx);
  const cases = async (): Promise<SitemapEntry[]> => {
    const posts = await articles.getArticleCategory(http, { categoryId: UPSTREAM_ARTICLE_CATEGORIES.cases }, ctx);
    return list<Article>(posts)
      .filter(isCaseVisible)
      .map((post) => toArticleCard(post, 'ru'))
      .map((card) => ({ path: card.href, lastmod: card.publishedAt }));
  };

  async function* paged(offset: number, limit: number, load: (page: number) => Promise<SitemapEntry[]>): AsyncIterable<SitemapEntry[]> {
    let taken = 0;
    for (let page = Math.floor(offset / size) + 1; taken < limit; page += 1) {
      const rows = await load(page);
      if (rows.length === 0) return;
      const slice = rows.slice(0, limit - taken);
      taken += slice.length;
      yield slice;
    }
  }

  return {
    async count(kind) {
      switch (kind) {
        case 'pages':
          return INDEXABLE_STATIC_PATHS.length;
        case 'models':
          return count((await searchModels(1, 1)).total);
        case 'manufacturers':
          return count((await searchCompanies(1, 1)).total);
        case 'articles':
          return count((await listArticles(0, 1)).total);
        case 'cases':
          return (await cases()).length;
      }
    },
    entries(kind, offset, limit) {
      switch (kind) {
        case 'pages':
          return (async function* () {
            yield INDEXABLE_STATIC_PATHS.slice(offset, offset + limit).map((path) => ({ path }));
          })();
        case 'cases':
          return (async function* () {
            yield (await cases()).slice(offset, offset + limit);
          })();
        case 'models':
          return paged(offset, limit, async (page) =>
            list<Partial<ModelListItem>>((await searchModels(page, size)).models).map((item) => ({ path: toModelCard(item, 'ru').href, lastmod: item.created_at })),
          );
        case 'manufacturers':
          return paged(offset, limit, async (page) =>
            withoutExcludedCompanies(list<CompanySearchItem>((await searchCompanies(page, size)).items), deps.rules.excludedCompanyIds).map((item) => ({
              path: toManufacturerCard(item, 'ru').href,
            })),
          );
        case 'articles':
          return paged(offset, limit, async (page) =>
            toArticleCardsOf((await listArticles((page - 1) * size, size)).data).map((card) => ({ path: card.href, lastmod: card.publishedAt })),
          );
      }
    },
  };
}

function toArticleCardsOf(rows: unknown) {
  return list<Parameters<typeof toArticleCard>[0]>(rows).map((row) => toArticleCard(row, 'ru'));
}
