import { useMemo, type ReactElement } from 'react';
import { data, redirect, useLoaderData, useLocation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { LIST_RESULTS_PAGE_WAIT_MS } from '#shared/constants.ts';
import { deferred } from '#client/app/deferred/deferred.tsx';
import { registerLanguageTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { OptionDto } from '#shared/api/dto.ts';
import {
  catalogueQueryString,
  catalogueRedirectSearch,
  decodeCatalogueQuery,
  defaultCatalogueFilter,
  isDefaultCatalogueFilter,
  type CatalogueFilter,
} from '#shared/domain/catalogue-filter.ts';
import { PageHead } from '../../app/shell/page-head.tsx';
import { JsonLd } from '../../app/shell/json-ld.tsx';
import { usePublicOrigin } from '../../app/data/use-root-data.ts';
import { isIndexableCatalogue } from '#shared/domain/catalogue-indexing.ts';
import { loadPageData } from '../../app/data/page-data.ts';
import { revalidateOn } from '../../app/data/revalidation.ts';
import { autoPageSize } from './use-catalogue-page-size.ts';
import { toCataloguePageData, type CataloguePageData, type CataloguePageFacets } from './catalogue-data.ts';

// This page's own texts, in the page language only (see registerLanguageTexts).
registerLanguageTexts('catalogue', {
  ru: () => import('#shared/i18n/texts/catalogue.ts?lang=ru'),
  en: () => import('#shared/i18n/texts/catalogue.ts?lang=en'),
});

/**
 * Spec §2: the filter lives in the address query and is restored from it.
 * A query that is not canonical (what a form without script submits: repeated
 * keys, empty values, defaults, garbage) answers 301 to its canonical form, so
 * every filter has exactly one crawlable address. In the browser the page
 * size follows the window when the address does not fix it (spec §9).
 *
 * A first page whose search is slow comes without its results after
 * LIST_RESULTS_PAGE_WAIT_MS (issue 23 §5): its status is known (a first page is
 * never past the end), so a person sees the page at once and their browser asks
 * for the results. Such a page is never stored (no-store). Crawlers, and later
 * pages (which may be past the end: 404), wait for the search.
 */
export function loader(args: LoaderFunctionArgs): Promise<CataloguePageData | ReturnType<typeof data<CataloguePageData>>> {
  const url = new URL(args.request.url);
  // Keys that are not the catalogue's (lang, utm_*) are kept by the canonical form.
  const canonical = catalogueRedirectSearch(url.searchParams);
  if (canonical !== null) throw redirect(url.pathname + canonical, 301);
  const filter = decodeCatalogueQuery(url.searchParams);
  const size = autoPageSize(url.searchParams);
  const load = size === null || size === filter.countModels ? filter : { ...filter, countModels: size };
  return loadPageData(args, async (env) => {
    const mayComeLate = env.waitForData === false && filter.page === 1;
    const catalogue = await env.api.getCatalogue(load, mayComeLate ? { searchWaitMs: LIST_RESULTS_PAGE_WAIT_MS } : {});
    const page = toCataloguePageData(catalogue);
    return catalogue.searchPending ? data(page, { headers: { 'cache-control': 'no-store' } }) : page;
  });
}

/** The catalogue query without the view (a view switch shows the same data). */
function dataKey(url: URL): string {
  const filter = decodeCatalogueQuery(url.searchParams);
  return `${catalogueQueryString({ ...filter, view: defaultCatalogueFilter().view })}|${url.searchParams.has('countModels')}`;
}

/**
 * Loads again only when the search itself or the language changes, never for a view switch, nor
 * for the request form (shown when nothing is found); the same address again is a revalidate()
 * call (the medium-width page size).
 */
export const shouldRevalidate = revalidateOn(dataKey);

/** The request form's send (shown when nothing is found; its code loads with the first submission). */
export const action = (args: ActionFunctionArgs) => import('../../components/request-model/request-model-action.ts').then((module) => module.requestModel(args));

function labelOf(options: readonly OptionDto[], value: string): string | undefined {
  return value === '' ? undefined : options.find((option) => option.value === value)?.label;
}

/** What the page is about besides the search: the most specific classification, manufacturers, formats. */
function titleContext(filter: CatalogueFilter, facets: CataloguePageFacets): string {
  const parts: string[] = [];
  const classification = labelOf(facets.classes, filter.classes) ?? labelOf(facets.types, filter.types) ?? labelOf(facets.categories, filter.categories);
  if (classification) parts.push(classification);
  for (const key of ['manufacturers', 'files'] as const) {
    const chosen = filter[key];
    if (chosen.length === 0 || chosen.length > 2) continue;
    for (const value of chosen) {
      const label = labelOf(facets[key], value);
      if (label) parts.push(label);
    }
  }
  return parts.slice(0, 3).join(', ');
}

// Everything below the title is a deferred part (docs/decisions/0018): the server renders it whole.
const CatalogueBodySlot = deferred(() => import('./catalogue-body.tsx'), 'default');

/** Spec §2 catalogue screen: its head and title here; filters, quick tags, toolbar, results and pagination in the body. */
export function Component(): ReactElement {
  const data = useLoaderData() as CataloguePageData;
  const { search: result, facets } = data;
  const { t } = useTranslation();
  const location = useLocation();

  const address = useMemo(() => decodeCatalogueQuery(new URLSearchParams(location.search)), [location.search]);
  const search = address.search;
  const baseTitle = search ? t('catalogue.searchTitle', { search }) : t('pages.models.title');
  const context = useMemo(() => titleContext(address, facets), [address, facets]);
  const title = context ? t('catalogue.titleContext', { title: baseTitle, context }) : baseTitle;
  const pageStatus = result.totalPages > 1 ? t('pagination.status', { page: result.page, total: result.totalPages }) : '';
  const headTitle = result.page > 1 && pageStatus ? `${title} — ${pageStatus}` : title;
  // The canonical names the data: no view, no page size.
  const canonicalSearch = catalogueQueryString({ ...address, view: defaultCatalogueFilter().view, countModels: defaultCatalogueFilter().countModels });
  const found = !result.notFound && result.models.length > 0;
  const origin = usePublicOrigin();

  return (
    <>
      {/* Decision 0009: the catalogue and single-facet pages are indexed; searches and combinations are not, but lead to the models. */}
      <PageHead
        title={headTitle}
        description={t('pages.models.description')}
        canonicalSearch={canonicalSearch}
        noindex={!isIndexableCatalogue(address) || (!found && !isDefaultCatalogueFilter(address))}
        follow
      />
      {found ? (
        <JsonLd
          kind="itemList"
          input={result.models.map((model) => ({ name: model.name, url: origin + model.href }))}
          options={{ name: title, firstPosition: (result.page - 1) * result.pageSize + 1 }}
        />
      ) : null}
      <section className="container page-intro catalogue-intro">
        <h1 className="page-title" data-testid="catalogue-title">
          {title}
        </h1>
        {search || context ? null : <p className="page-lead catalogue-intro__lead">{t('pages.models.description')}</p>}
        {/* Past the hundred stops of the filter panel (WCAG 2.4.1); shown when focused. */}
        <a href="#catalogue-results" className="skip-link" data-testid="skip-to-results">
          {t('catalogue.skipToResults')}
        </a>
      </section>
      <CatalogueBodySlot data={data} />
    </>
  );
}
