import type { ReactElement } from 'react';
import {
  articleJsonLd,
  breadcrumbListJsonLd,
  datasetJsonLd,
  itemListJsonLd,
  jsonLdText,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
  type ArticleInput,
  type BreadcrumbInput,
  type DatasetInput,
  type ItemListEntry,
  type JsonLd,
  type OrganizationInput,
  type ProductInput,
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
);

function dataOf(props: JsonLdProps): JsonLd {
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
  }
}

/**
 * schema.org data for search engines. The text goes through the escaping
 * serialiser (no '<' survives), so no value can end the script early; a data
 * block is never executed, so it needs no CSP nonce.
 */
export function JsonLdScript(props: JsonLdProps): ReactElement {
  return <script type="application/ld+json" data-testid={props.testId} dangerouslySetInnerHTML={{ __html: jsonLdText(dataOf(props)) }} />;
}
