import { absoluteOn } from '#shared/domain/url.ts';
import { useEffect, type ReactElement } from 'react';
import { redirect, useLoaderData, useLocation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { registerLanguageTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { ManufacturerPageDto } from '#shared/api/dto.ts';
import { localisePath } from '#shared/domain/language.ts';
import { pathLanguage } from '#shared/domain/language.ts';
import { manufacturerPath, sizedImage, type ManufacturerTab } from '#shared/domain/links.ts';
import { chooseManufacturerTab, DEFAULT_MANUFACTURER_TAB } from '#shared/domain/manufacturers.ts';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';
import { JsonLd } from '../../app/shell/json-ld.tsx';
import { PageHead } from '../../app/shell/page-head.tsx';
import { ALIAS_PATTERN, loadPageData, requireParam } from '../../app/data/page-data.ts';
import { revalidateOn } from '../../app/data/revalidation.ts';
import { useLanguage, useLocalizedPath } from '../../app/i18n/use-language.ts';
import { usePublicOrigin } from '../../app/data/use-root-data.ts';
import { useUploadsSrc } from '#client/app/data/use-root-data.ts';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs.tsx';
import { ManufacturerHeader } from './manufacturer-header.tsx';
import { ManufacturerTabs } from './manufacturer-tabs.tsx';
import { ManufacturerTabPanel, preloadTab } from './manufacturer-tab-panel.tsx';

registerLanguageTexts('manufacturer', {
  ru: () => import('#shared/i18n/texts/manufacturer-page.ts?lang=ru'),
  en: () => import('#shared/i18n/texts/manufacturer-page.ts?lang=en'),
});

const TAB_KEY = 'tab';

/** The page's data and its products filter's canonical query (the products tab's canonical address). */
interface ManufacturerPageData extends ManufacturerPageDto {
  productsSearch: string;
}

/**
 * Spec §2 manufacturer page. One address per page and tab: a mistyped or
 * outdated alias answers 301 to the company's own (its alias, 'company' when it
 * has none), a tab the company does not offer (hidden by the tariff, unknown)
 * answers 301 to the products tab, and the products filter is the catalogue's
 * codec in canonical form. An unknown or malformed id is the 404 page.
 */
export async function loader(args: LoaderFunctionArgs): Promise<ManufacturerPageData> {
  requireParam(args.params.alias, ALIAS_PATTERN);
  const id = requireParam(args.params.id, NUMERIC_ID_PATTERN);
  const url = new URL(args.request.url);
  // The catalogue's codec is needed only here, never in a render: loaded on demand, it stays out of
  // the page's first load (docs/decisions/0018).
  const { canonicalProductsSearch, catalogueRedirectSearch, decodeCatalogueQuery } = await import('./products-address.ts');
  const canonicalQuery = catalogueRedirectSearch(url.searchParams);
  if (canonicalQuery !== null) throw redirect(url.pathname + canonicalQuery, 301);
  const page = await loadPageData(args, (env) => env.api.getManufacturer(id, decodeCatalogueQuery(url.searchParams)));
  const path = localisePath(manufacturerPath(page.company.alias, page.company.id), pathLanguage(url.pathname));
  const choice = chooseManufacturerTab(url.searchParams.getAll(TAB_KEY), page.tabs);
  if (choice.redirect) {
    const params = new URLSearchParams(url.searchParams);
    params.delete(TAB_KEY);
    const search = params.toString();
    throw redirect(`${path}${search ? `?${search}` : ''}`, 301);
  }
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
  return { ...page, productsSearch: canonicalProductsSearch(page.products.filter) };
}

/** The products filter's part of an address: all but the tab (the loader has made it canonical). */
function productsKey(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(TAB_KEY);
  params.sort();
  return params.toString();
}

/**
 * The data for every tab came with the page: a tab switch loads nothing; the products filter does
 * (any other change of the address but the tab reloads too: an unknown key is a harmless reload).
 */
export const shouldRevalidate = revalidateOn((url) => `${url.pathname}?${productsKey(url)}`);

/** The partnership tab's request (its code loads with the first submission). */
export const action = (args: ActionFunctionArgs) => import('./partnership-action.ts').then((module) => module.requestPartnership(args));

const OG_IMAGE_SIZE = 600;
/** The titles a tab's description names, in characters at most (past the first): the description stays within what search results show. */
const TAB_DESCRIPTION_TITLES = 100;

function tabOf(search: string, offered: readonly ManufacturerTab[]): ManufacturerTab {
  const choice = chooseManufacturerTab(new URLSearchParams(search).getAll(TAB_KEY), offered);
  return choice.tab;
}

/** Spec §2: header, six tabs by ?tab=, each server-rendered with its own title and canonical. */
export function Component(): ReactElement {
  const data = useLoaderData() as ManufacturerPageData;
  const { company, tabs } = data;
  const { t } = useTranslation();
  const lang = useLanguage();
  const localize = useLocalizedPath();
  const src = useUploadsSrc();
  const { search, hash } = useLocation();
  const origin = usePublicOrigin();
  const tab = tabOf(search, tabs);
  const path = localize(manufacturerPath(company.alias, company.id));

  // Spec §2: the hash may hold an article id; the plugins tab scrolls to that plugin once it is shown.
  useEffect(() => {
    if (!hash || tab !== 'plugins') return;
    const target = document.getElementById(`plugin-${decodeURIComponent(hash.slice(1))}`);
    target?.scrollIntoView({ block: 'start' });
  }, [hash, tab]);

  const tabLabel = t(`manufacturer.tab_${tab}`);
  const title = tab === DEFAULT_MANUFACTURER_TAB ? t('manufacturer.productsTitle', { name: company.name }) : t('manufacturer.tabTitle', { tab: tabLabel, name: company.name });
  // A tab page describes what it holds (decision 0032): its count and the first titles, not a line every company shares.
  // Whole titles only (a cut one reads as a typo), as many as fit; the first always.
  const titles = (list: readonly { title: string }[]) =>
    list
      .map((entry) => entry.title)
      .filter(Boolean)
      .reduce((text, title) => (!text ? title : text.length + title.length + 2 <= TAB_DESCRIPTION_TITLES ? `${text}; ${title}` : text), '');
  const descriptions: Record<ManufacturerTab, string> = {
    products: t('manufacturer.productsDescription', { name: company.name, count: data.counters.counter_models }),
    publications: t('manufacturer.publicationsDescription', { name: company.name, count: data.articles.length, titles: titles(data.articles) }),
    plugins: t('manufacturer.pluginsDescription', { name: company.name, titles: titles(data.plugins) }),
    // Only the company's own video (no titled list): say so rather than list nothing.
    videos: titles(data.videos) ? t('manufacturer.videosDescription', { name: company.name, titles: titles(data.videos) }) : t('manufacturer.companyVideoDescription', { name: company.name }),
    about: company.summary || t('manufacturer.aboutDescription', { name: company.name }),
    partnership: t('manufacturer.partnershipDescription', { name: company.name, title: data.partnership?.title || t('manufacturer.tab_partnership') }),
  };
  const canonicalSearch = tab === DEFAULT_MANUFACTURER_TAB ? data.productsSearch : `?${TAB_KEY}=${tab}`;
  const logo = src(company.logo);
  const ogImage = sizedImage(logo, OG_IMAGE_SIZE);

  // The trail from the home page; Breadcrumbs also sends it as BreadcrumbList.
  const crumbs: Crumb[] = [{ label: t('pages.manufacturers.title'), href: localize('/manufacturers') }];
  crumbs.push(tab === DEFAULT_MANUFACTURER_TAB ? { label: company.name } : { label: company.name, href: path });
  if (tab !== DEFAULT_MANUFACTURER_TAB) crumbs.push({ label: tabLabel });
  const organization = { name: company.fullName || company.name, url: origin + path, logo: logo === null ? null : absoluteOn(origin, logo), telephone: company.phone, email: company.email, site: company.siteUrl };

  return (
    <>
      <PageHead title={title} description={descriptions[tab]} canonicalSearch={canonicalSearch} {...(ogImage ? { image: ogImage } : {})} />
      <JsonLd kind="organization" input={organization} />
      <div className="container manufacturer-page" data-testid="manufacturer-page" data-tab={tab}>
        <Breadcrumbs crumbs={crumbs} />
        <ManufacturerHeader data={data} logo={logo} lang={lang} />
        <ManufacturerTabs tabs={tabs} current={tab} path={path} search={search} onIntent={preloadTab} />
        <div className="manufacturer-panel" role="tabpanel" id={`manufacturer-panel-${tab}`} aria-labelledby={`manufacturer-tab-${tab}`} data-testid={`tab-panel-${tab}`}>
          <ManufacturerTabPanel which={tab} data={data} path={path} />
        </div>
      </div>
    </>
  );
}
