import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { absoluteOn } from '#shared/domain/url.ts';
import { usePublicOrigin } from '../data/use-root-data.ts';
import { useLanguage } from '../i18n/use-language.ts';
import {
  articleJsonLd,
  breadcrumbListJsonLd,
  datasetJsonLd,
  itemListJsonLd,
  jsonLdText,
  organizationJsonLd,
  productJsonLd,
  softwareApplicationJsonLd,
  webPageJsonLd,
  websiteJsonLd,
  type ArticleInput,
  type BreadcrumbInput,
  type DatasetInput,
  type ItemListEntry,
  type JsonLd,
  type OrganizationInput,
  type ProductInput,
  type SoftwareApplicationInput,
  type WebPageInput,
  type WebSiteInput,
} from '#shared/domain/structured-data.ts';

/** What a page describes, by schema.org type: the builder runs in this module's chunk, not in the page's. */
export type JsonLdProps = { testId?: string } & (
  | { kind: 'product'; input: ProductInput }
  | { kind: 'article'; input: ArticleInput }
  | { kind: 'organization'; input: OrganizationInput }
  | { kind: 'breadcrumbList'; input: readonly BreadcrumbInput[] }
  | { kind: 'website'; input: WebSiteInput }
  | { kind: 'dataset'; input: DatasetInput }
  | { kind: 'itemList'; input: readonly ItemListEntry[]; options?: { name?: string; firstPosition?: number } }
  | { kind: 'webPage'; input: PageInput }
  | { kind: 'softwareApplications'; input: readonly SoftwareApplicationInput[] }
);

/**
 * A page as it describes itself: its address (with `search` when the query is part of its identity, as the
 * canonical's) and language are the page's own, filled in here; entries' and logos' site paths become absolute.
 */
export type PageInput = Omit<WebPageInput, 'url' | 'inLanguage'> & { search?: string };

/** Where the page is and in which language: what the builders need that the page need not compute in its first load. */
interface PageSite {
  origin: string;
  pathname: string;
  lang: string;
}

function dataOf(props: JsonLdProps, site: PageSite): JsonLd | JsonLd[] {
  switch (props.kind) {
    case 'product':
      return productJsonLd(props.input);
    case 'article':
      return articleJsonLd(props.input);
    case 'organization':
      return organizationJsonLd(props.input);
    case 'breadcrumbList':
      return breadcrumbListJsonLd(props.input);
    case 'website':
      return websiteJsonLd(props.input);
    case 'dataset':
      return datasetJsonLd(props.input);
    case 'itemList':
      return itemListJsonLd(props.input, props.options);
    case 'webPage': {
      const { search = '', items, about, ...page } = props.input;
      return webPageJsonLd({
        ...page,
        url: site.origin + site.pathname + search,
        inLanguage: site.lang,
        ...(items ? { items: items.map((item) => ({ ...item, url: absoluteOn(site.origin, item.url) })) } : {}),
        ...(about ? { about: { ...about, url: absoluteOn(site.origin, about.url), logo: about.logo === null ? null : absoluteOn(site.origin, about.logo) } } : {}),
      });
    }
    case 'softwareApplications':
      return props.input.map((app) => softwareApplicationJsonLd({ ...app, url: absoluteOn(site.origin, app.url), image: app.image === null ? null : absoluteOn(site.origin, app.image) }));
  }
}

/**
 * schema.org data for search engines. The text goes through the escaping
 * serialiser (no '<' survives), so no value can end the script early; a data
 * block is never executed, so it needs no CSP nonce.
 */
export function JsonLdScript(props: JsonLdProps): ReactElement {
  const site: PageSite = { origin: usePublicOrigin(), pathname: useLocation().pathname, lang: useLanguage() };
  return <script type="application/ld+json" data-testid={props.testId} dangerouslySetInnerHTML={{ __html: jsonLdText(dataOf(props, site)) }} />;
}
