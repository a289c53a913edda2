// schema.org structured data for search engines (JSON-LD). Pure builders: the
// page renders their result through serializeForScript, never raw JSON.stringify.
import { serializeForScript } from './serialize.ts';

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
}

export interface ProductJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  url: string;
  description?: string;
  image?: string[];
  brand?: { '@type': 'Brand'; name: string };
  category?: string;
  sku?: string;
}

export interface BreadcrumbInput {
  name: string;
  /** Absolute URL; absent for the current page, which schema.org allows on the last item. */
  url?: string;
}

export interface BreadcrumbListJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: Array<{ '@type': 'ListItem'; position: number; name: string; item?: string }>;
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
  const data: ProductJsonLd = { '@context': 'https://schema.org', '@type': 'Product', name: clean(input.name), url: input.url };
  const description = clean(input.description).slice(0, MAX_DESCRIPTION);
  if (description) data.description = description;
  const images = input.images.filter(isAbsoluteHttp);
  if (images.length > 0) data.image = images;
  const brand = clean(input.brand);
  if (brand) data.brand = { '@type': 'Brand', name: brand };
  const category = clean(input.category);
  if (category) data.category = category;
  const sku = clean(input.sku);
  if (sku) data.sku = sku;
  return data;
}

/** A schema.org BreadcrumbList, positions counted from 1. */
export function breadcrumbListJsonLd(items: readonly BreadcrumbInput[]): BreadcrumbListJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: clean(crumb.name),
      ...(crumb.url && isAbsoluteHttp(crumb.url) ? { item: crumb.url } : {}),
    })),
  };
}

/** The text of a <script type="application/ld+json">: JSON that cannot close the script element. */
export function jsonLdText(data: ProductJsonLd | BreadcrumbListJsonLd | ReadonlyArray<ProductJsonLd | BreadcrumbListJsonLd>): string {
  return serializeForScript(data);
}
