import type { ReactElement } from 'react';
import { breadcrumbListJsonLd, jsonLdText, productJsonLd, type BreadcrumbInput, type ProductInput } from '#shared/domain/structured-data.ts';

/**
 * schema.org Product and BreadcrumbList as JSON-LD. The text goes through the
 * escaping serialiser (no '<' survives), so no value can end the script early.
 */
export function ModelStructuredData({ product, breadcrumbs }: { product: ProductInput; breadcrumbs: readonly BreadcrumbInput[] }): ReactElement {
  return <script type="application/ld+json" data-testid="model-jsonld" dangerouslySetInnerHTML={{ __html: jsonLdText([productJsonLd(product), breadcrumbListJsonLd(breadcrumbs)]) }} />;
}
