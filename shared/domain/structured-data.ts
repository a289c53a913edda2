// schema.org structured data for search engines (JSON-LD). Pure builders: the
// page renders their result through serializeForScript, never raw JSON.stringify.
import type {
  AboutPage,
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  DataDownload,
  Dataset,
  ItemList,
  ListItem,
  Organization,
  Product,
  SearchAction,
  SoftwareApplication,
  WebPage,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
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
export type JsonLd = ProductJsonLd | ArticleJsonLd | BreadcrumbListJsonLd | WebSiteJsonLd | ItemListJsonLd | DatasetJsonLd | OrganizationJsonLd | WebPageJsonLd | SoftwareApplicationJsonLd;

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
  return { '@context': 'https://schema.org', ...organization(input) };
}

function organization(input: OrganizationInput): Exclude<Organization, string> {
  const telephone = clean(input.telephone);
  const email = clean(input.email);
  return {
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
  return { '@context': 'https://schema.org', ...itemList(items, options) };
}

function itemList(items: readonly ItemListEntry[], options: { name?: string; firstPosition?: number }): Exclude<ItemList, string> {
  const first = options.firstPosition ?? 1;
  const elements: ListItem[] = items
    .filter((item) => isAbsoluteHttp(item.url))
    .map((item, index) => ({ '@type': 'ListItem', position: first + index, url: item.url, name: clean(item.name) }));
  return {
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
  /** Where the data can be downloaded: absolute addresses with their media type. */
  distributions?: readonly { url: string; encodingFormat: string }[];
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
  const distribution = (input.distributions ?? [])
    .filter((entry) => isAbsoluteHttp(entry.url))
    .map((entry): DataDownload => ({ '@type': 'DataDownload', contentUrl: entry.url, encodingFormat: entry.encodingFormat }));
  if (distribution.length > 0) data.distribution = distribution;
  return data;
}

/** The kinds of page schema.org names that the portal has (a list, the about page, a contact page, any other). */
export type WebPageKind = 'CollectionPage' | 'AboutPage' | 'ContactPage' | 'WebPage';

export interface WebPageInput {
  kind: WebPageKind;
  name: string;
  description: string;
  /** The page's canonical address. */
  url: string;
  inLanguage: string;
  /** A list page's entries, in the order shown: the page's main entity, an ItemList. */
  items?: readonly ItemListEntry[];
  /** Position of the first entry (a later list page goes on counting). */
  firstPosition?: number;
  /** Who the page is about (the about and contact pages: the portal), as its main entity. */
  about?: OrganizationInput;
}

export type WebPageJsonLd = WithContext<CollectionPage | AboutPage | ContactPage | WebPage>;

/**
 * A schema.org WebPage of the given kind, named and described as the page's head is; a list page's main
 * entity is its ItemList, an about or contact page's the organisation it presents.
 */
export function webPageJsonLd(input: WebPageInput): WebPageJsonLd {
  const description = clean(input.description).slice(0, MAX_DESCRIPTION);
  const mainEntity = input.items ? itemList(input.items, input.firstPosition === undefined ? {} : { firstPosition: input.firstPosition }) : input.about ? organization(input.about) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': input.kind,
    name: clean(input.name),
    url: input.url,
    inLanguage: input.inLanguage,
    ...(description ? { description } : {}),
    ...(mainEntity ? { mainEntity } : {}),
  };
}

export interface SoftwareApplicationInput {
  name: string;
  /** The page that describes it (absolute). */
  url: string;
  /** Plain text. */
  description: string;
  /** Absolute URL of its logo. */
  image: string | null;
  /** Its developer. */
  author: string;
  /** The CAD application it extends, e.g. 'Revit'. */
  requires: string;
}

export type SoftwareApplicationJsonLd = WithContext<SoftwareApplication>;

/** A CAD plugin as a schema.org SoftwareApplication: a design application that needs its CAD. */
export function softwareApplicationJsonLd(input: SoftwareApplicationInput): SoftwareApplicationJsonLd {
  const description = clean(input.description).slice(0, MAX_DESCRIPTION);
  const author = clean(input.author);
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: clean(input.name),
    url: input.url,
    applicationCategory: 'DesignApplication',
    softwareRequirements: clean(input.requires),
    ...(description ? { description } : {}),
    ...(input.image && isAbsoluteHttp(input.image) ? { image: input.image } : {}),
    ...(author ? { author: { '@type': 'Organization', name: author } } : {}),
  };
}

/** The text of a <script type="application/ld+json">: JSON that cannot close the script element. */
export function jsonLdText(data: JsonLd | readonly JsonLd[]): string {
  return serializeForScript(data);
}
