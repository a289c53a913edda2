import type { ReactElement } from 'react';
import { jsonLdText, productJsonLd, type ProductInput } from '#shared/domain/structured-data.ts';

/**
 * schema.org Product as JSON-LD (the page's BreadcrumbList comes with its
 * breadcrumbs). The text goes through the escaping serialiser (no '<'
 * survives), so no value can end the script early.
 */
export function ModelStructuredData({ product }: { product: ProductInput }): ReactElement {
  return <script type="application/ld+json" data-testid="model-jsonld" dangerouslySetInnerHTML={{ __html: jsonLdText(productJsonLd(product)) }} />;
}
