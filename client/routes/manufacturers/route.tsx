import { useCallback, useMemo, type ReactElement } from 'react';
import { data as withHeaders, Link, redirect, useLoaderData, useLocation, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { registerLanguageTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { ManufacturersLoad } from '#shared/api/port.ts';
import { LIST_RESULTS_PAGE_WAIT_MS } from '#shared/constants.ts';
import { decodeManufacturersQuery, encodeManufacturersQuery, type ManufacturersQuery } from '#shared/domain/list-queries.ts';
import { revalidateOn } from '../../app/data/revalidation.ts';
import { PageHead } from '../../app/shell/page-head.tsx';
import { JsonLd } from '../../app/shell/json-ld.tsx';
import { loadPageData } from '../../app/data/page-data.ts';
import { useLocalizedPath } from '../../app/i18n/use-language.ts';
import { Pagination } from '../../components/pagination.tsx';
import { useQueryDraft } from '../../hooks/use-query-draft.ts';
import { ManufacturerFilters } from './manufacturer-filters.tsx';
import { deferred } from '#client/app/deferred/deferred.tsx';

registerLanguageTexts('manufacturers', {
  ru: () => import('#shared/i18n/texts/manufacturers.ts?lang=ru'),
  en: () => import('#shared/i18n/texts/manufacturers.ts?lang=en'),
});

// The list's rows, out of the page's first load (docs/decisions/0018): their code (the row, the
// company logo, the model card's counter icons) arrives as hydration reaches them.
const ManufacturerRowsSlot = deferred(() => import('./manufacturer-row.tsx'), 'ManufacturerRows');
// Only a list sent before its entries needs this (docs/decisions/0034).
const ManufacturersPendingSlot = deferred(() => import('./manufacturers-pending.tsx'), 'default');

const OWN_KEYS = ['search', 'sort', 'page', 'category', 'type', 'class'] as const;

function queryString(query: ManufacturersQuery): string {
  const search = new URLSearchParams(encodeManufacturersQuery(query)).toString();
  return search ? `?${search}` : '';
}

/**
 * The list's own keys in canonical form (what a form without script sends has
 * empty values and defaults): anything else answers 301 to it, so each list has
 * one address. Other keys (lang, utm_*) are kept.
 */
function canonicalSearch(params: URLSearchParams): string | null {
  const query = decodeManufacturersQuery(params);
  const canonical = new URLSearchParams(encodeManufacturersQuery(query));
  for (const [key, value] of params) if (!(OWN_KEYS as readonly string[]).includes(key)) canonical.append(key, value);
  const ownGiven = [...params.keys()].filter((key) => (OWN_KEYS as readonly string[]).includes(key));
  const same = ownGiven.length === Object.keys(encodeManufacturersQuery(query)).length && ownGiven.every((key) => params.getAll(key).length === 1 && params.get(key) === canonical.get(key));
  if (same) return null;
  const text = canonical.toString();
  return text ? `?${text}` : '';
}

/**
 * A first page whose search is slow comes without its entries after LIST_RESULTS_PAGE_WAIT_MS,
 * never stored, and the browser asks for them (docs/decisions/0034); crawlers and later pages wait.
 */
export async function loader(args: LoaderFunctionArgs): Promise<ManufacturersLoad | ReturnType<typeof withHeaders<ManufacturersLoad>>> {
  const url = new URL(args.request.url);
  const canonical = canonicalSearch(url.searchParams);
  if (canonical !== null) throw redirect(url.pathname + canonical, 301);
  const query = decodeManufacturersQuery(url.searchParams);
  return loadPageData(args, async (env) => {
    const mayComeLate = env.waitForData === false && query.page === 1;
    const list = await env.api.getManufacturers(query, mayComeLate ? { searchWaitMs: LIST_RESULTS_PAGE_WAIT_MS } : {});
    return list.searchPending ? withHeaders(list, { headers: { 'cache-control': 'no-store' } }) : list;
  });
}

/** The list's query (the language is the rule's own). */
export const shouldRevalidate = revalidateOn((url) => queryString(decodeManufacturersQuery(url.searchParams)));

/** Spec §2 manufacturers page: search, category → type → class with reset, sort, 30 a page, 'Ничего не найдено'. */
export function Component(): ReactElement {
  const data = useLoaderData() as ManufacturersLoad;
  const pending = data.searchPending === true;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const location = useLocation();
  const navigation = useNavigation();
  const basePath = localize('/manufacturers');
  const address = useMemo(() => decodeManufacturersQuery(new URLSearchParams(location.search)), [location.search]);
  const { draft, update } = useQueryDraft(address, queryString, basePath);

  const onChange = useCallback(
    (key: keyof ManufacturersQuery, value: string) => {
      const next: ManufacturersQuery = { ...draft, page: 1 };
      if (key === 'search') next.search = value;
      else if (key === 'sort') next.sort = value as ManufacturersQuery['sort'];
      // The catalogue's cascade (spec §4): a new category clears type and class, a new type clears class.
      else if (key === 'category') Object.assign(next, { category: value, type: '', class: '' });
      else if (key === 'type') Object.assign(next, { type: value, class: '' });
      else if (key === 'class') next.class = value;
      // Typing waits for the pause (spec §9, 1 s); a choice in a list applies at once.
      update(next, { immediate: key !== 'search' });
    },
    [draft, update],
  );

  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const hrefForPage = useCallback((page: number) => basePath + queryString({ ...address, page }), [address, basePath]);
  const title = address.search ? t('manufacturers.searchTitle', { search: address.search }) : t('pages.manufacturers.title');
  const pageStatus = data.totalPages > 1 ? t('pagination.status', { page: data.page, total: data.totalPages }) : '';
  const headTitle = data.page > 1 && pageStatus ? `${title} — ${pageStatus}` : title;
  const found = data.items.length > 0;
  const filtered = queryString({ ...address, page: 1 }) !== '';

  return (
    <>
      <PageHead title={headTitle} description={t('pages.manufacturers.description')} canonicalSearch={queryString(address)} noindex={!found && filtered} />
      <JsonLd
        kind="webPage"
        input={{
          kind: 'CollectionPage',
          name: headTitle,
          description: t('pages.manufacturers.description'),
          search: queryString(address),
          items: data.items.map((item) => ({ name: item.name, url: localize(item.href) })),
          firstPosition: (data.page - 1) * data.pageSize + 1,
        }}
      />
      <section className="container page-intro manufacturers-intro">
        <h1 className="page-title" data-testid="manufacturers-title">
          {title}
        </h1>
        <p className="page-lead">{t('pages.manufacturers.description')}</p>
      </section>
      <div className="container manufacturers-layout">
        <ManufacturerFilters basePath={basePath} draft={draft} facets={data.facets} onChange={onChange} />
        <section className="manufacturers-main" aria-label={t('manufacturers.listLabel')} aria-busy={busy || undefined}>
          <div className="manufacturers-summary">
            <p className="manufacturers-summary__total" aria-live="polite" data-testid="manufacturers-total">
              {found ? t('manufacturers.total', { count: data.total }) : ''}
            </p>
            {found && pageStatus ? <p className="manufacturers-summary__page">{pageStatus}</p> : null}
          </div>
          {pending ? (
            <ManufacturersPendingSlot selfHref={basePath + location.search} />
          ) : found ? (
            <ol className={busy ? 'manufacturers-list is-busy' : 'manufacturers-list'} data-testid="manufacturers-list" start={(data.page - 1) * data.pageSize + 1}>
              <ManufacturerRowsSlot items={data.items} />
            </ol>
          ) : (
            <div className="manufacturers-empty" data-testid="manufacturers-not-found">
              <h2 className="manufacturers-empty__title">{t('manufacturers.notFound')}</h2>
              <p>{t('manufacturers.notFoundText')}</p>
              <Link to={basePath} className="button button--secondary">
                {t('manufacturers.reset')}
              </Link>
            </div>
          )}
          <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefForPage} />
        </section>
      </div>
    </>
  );
}
