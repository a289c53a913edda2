// schema.org structured data for search engines (JSON-LD). Pure builders: the
// page renders their result through serializeForScript, never raw JSON.stringify.
import type { BreadcrumbList, Dataset, ItemList, Organization, ListItem, Product, SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import { serializeForScript } from './serialize.ts';
import type { IfcFactsDto } from '../api/dto.ts';
import { ifcProductProperties } from './ifc/json-ld-properties.ts';

export interface ProductInput {
  name: string;
  /** Plain text (no HTML). */
  description: string;
  /** Absolute URLs; the first is the main picture. */
  images: readonly string[];
  brand: string | null;
  category: string | null;
  /** The page's canonical address. */
  url: string;
  /** The manufacturer's product code, when it has one. */
  sku: string | null;
  /** What the page knows of the model's IFC file: once read, its class and key properties become additionalProperty. */
  ifc?: { facts: IfcFactsDto | null } | null;
}

/** The types come from schema-dts, so a misspelt property or a wrong nesting fails the typecheck. */
export type ProductJsonLd = WithContext<Product>;
export type BreadcrumbListJsonLd = WithContext<BreadcrumbList>;
export type WebSiteJsonLd = WithContext<WebSite>;
export type ItemListJsonLd = WithContext<ItemList>;
export type OrganizationJsonLd = WithContext<Organization>;
export type JsonLd = ProductJsonLd | ArticleJsonLd | BreadcrumbListJsonLd | WebSiteJsonLd | ItemListJsonLd | DatasetJsonLd | OrganizationJsonLd;

export interface BreadcrumbInput {
  name: string;
  /** Absolute URL; absent for the current page, which schema.org allows on the last item. */
  url?: string;
}

/** Search engines cut descriptions long before this; a bound keeps the inline script small. */
const MAX_DESCRIPTION = 5000;

function clean(text: string | null | undefined): string {
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
}

function isAbsoluteHttp(url: string): boolean {
  return /^https?:\/\/[^\s/]+/i.test(url);
}

/** A schema.org Product: empty fields are left out rather than sent as empty strings. */
export function productJsonLd(input: ProductInput): ProductJsonLd {
  const description = clean(input.description).slice(0, MAX_DESCRIPTION);
  const images = input.images.filter(isAbsoluteHttp);
  const brand = clean(input.brand);
  const category = clean(input.category);
  const sku = clean(input.sku);
  const properties = ifcProductProperties(input.ifc?.facts);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: clean(input.name),
    url: input.url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(category ? { category } : {}),
    ...(sku ? { sku } : {}),
    ...(properties.length > 0 ? { additionalProperty: properties.map((property) => ({ '@type': 'PropertyValue' as const, ...property })) } : {}),
  };
}

export interface ArticleInput {
  headline: string;
  /** Plain text (no HTML). */
  description: string;
  /** Absolute URLs. */
  images: readonly string[];
  /** ISO date-time; empty when unknown. */
  datePublished: string;
  url: string;
  /** Who published it: the manufacturer, or the portal itself. */
  publisher: { name: string; logo: string | null };
}

export interface ArticleJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Article';
  headline: string;
  url: string;
  mainEntityOfPage: string;
  description?: string;
  image?: string[];
  datePublished?: string;
  dateModified?: string;
  author?: { '@type': 'Organization'; name: string };
  publisher?: { '@type': 'Organization'; name: string; logo?: { '@type': 'ImageObject'; url: string } };
}

/** Search engines show at most about this many characters of a headline. */
const MAX_HEADLINE = 110;

/** A schema.org Article: empty fields are left out. */
export function articleJsonLd(input: ArticleInput): ArticleJsonLd {
  const data: ArticleJsonLd = { '@context': 'https://schema.org', '@type': 'Article', headline: Array.from(clean(input.headline)).slice(0, MAX_HEADLINE).join(''), url: input.url, mainEntityOfPage: input.url };
  const description = clean(input.description).slice(0, MAX_DESCRIPTION);
  if (description) data.description = description;
  const images = input.images.filter(isAbsoluteHttp);
  if (images.length > 0) data.image = images;
  const date = clean(input.datePublished);
  if (date && !Number.isNaN(Date.parse(date))) {
    data.datePublished = date;
    data.dateModified = date;
  }
  const publisher = clean(input.publisher.name);
  if (publisher) {
    data.author = { '@type': 'Organization', name: publisher };
    data.publisher = { '@type': 'Organization', name: publisher };
    if (input.publisher.logo && isAbsoluteHttp(input.publisher.logo)) data.publisher.logo = { '@type': 'ImageObject', url: input.publisher.logo };
  }
  return data;
}

export interface OrganizationInput {
  name: string;
  /** The page's absolute URL. */
  url: string;
  /** Absolute URL. */
  logo: string | null;
  telephone: string;
  email: string;
  /** The company's own site. */
  site?: string;
  description?: string;
}

/** A schema.org Organization (a manufacturer, or the portal on /about): empty fields are left out. */
export function organizationJsonLd(input: OrganizationInput): OrganizationJsonLd {
  const telephone = clean(input.telephone);
  const email = clean(input.email);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: clean(input.name),
    url: input.url,
    ...(input.logo && isAbsoluteHttp(input.logo) ? { logo: input.logo } : {}),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    ...(input.description && clean(input.description) ? { description: clean(input.description).slice(0, MAX_DESCRIPTION) } : {}),
    ...(input.site && isAbsoluteHttp(input.site) ? { sameAs: [input.site] } : {}),
  };
}

/** A schema.org BreadcrumbList, positions counted from 1. */
export function breadcrumbListJsonLd(items: readonly BreadcrumbInput[]): BreadcrumbListJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: clean(crumb.name),
      ...(crumb.url && isAbsoluteHttp(crumb.url) ? { item: crumb.url } : {}),
    })),
  };
}

export interface WebSiteInput {
  name: string;
  /** The home page's absolute URL. */
  url: string;
  /** Absolute URL of the search results with {search_term_string} where the query goes. */
  searchUrlTemplate: string;
}

/** A schema.org WebSite with a SearchAction, so search engines can offer the catalogue search (sitelinks search box). */
export function websiteJsonLd(input: WebSiteInput): WebSiteJsonLd {
  // 'query-input' names the template's placeholder (schema.org action constraints).
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: input.searchUrlTemplate },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: clean(input.name),
    url: input.url,
    potentialAction: search,
  };
}

export interface ItemListEntry {
  name: string;
  /** Absolute URL of the item's page. */
  url: string;
}

/** A schema.org ItemList of links (a list page's items in order), positions counted from `firstPosition`. */
export function itemListJsonLd(items: readonly ItemListEntry[], options: { name?: string; firstPosition?: number } = {}): ItemListJsonLd {
  const first = options.firstPosition ?? 1;
  const elements: ListItem[] = items
    .filter((item) => isAbsoluteHttp(item.url))
    .map((item, index) => ({ '@type': 'ListItem', position: first + index, url: item.url, name: clean(item.name) }));
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    ...(options.name ? { name: clean(options.name) } : {}),
    numberOfItems: elements.length,
    itemListElement: elements,
  };
}

export interface DatasetInput {
  name: string;
  description: string;
  /** The page's canonical address. */
  url: string;
  /** The publisher, the portal itself. */
  publisher: string;
  /** What the data measures, as schema.org variableMeasured names. */
  variables: readonly string[];
  /** 'YYYY-MM/YYYY-MM' when the monthly series are known. */
  temporalCoverage: string | null;
  inLanguage: string;
}

export type DatasetJsonLd = WithContext<Dataset>;

/** A schema.org Dataset (search engines list open data from it); Google requires name and description. */
export function datasetJsonLd(input: DatasetInput): DatasetJsonLd {
  const data: DatasetJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: clean(input.name),
    description: clean(input.description).slice(0, MAX_DESCRIPTION),
    url: input.url,
    inLanguage: input.inLanguage,
    isAccessibleForFree: true,
    creator: { '@type': 'Organization', name: clean(input.publisher) },
    variableMeasured: input.variables.map(clean).filter(Boolean),
  };
  if (input.temporalCoverage) data.temporalCoverage = input.temporalCoverage;
  return data;
}

/** The text of a <script type="application/ld+json">: JSON that cannot close the script element. */
export function jsonLdText(data: JsonLd | readonly JsonLd[]): string {
  return serializeForScript(data);
}
