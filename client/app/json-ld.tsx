import type { ReactElement } from 'react';
import { jsonLdText, type JsonLd as JsonLdData } from '#shared/domain/structured-data.ts';

/**
 * schema.org data for search engines. The text goes through the escaping
 * serialiser (no '<' survives), so no value can end the script early; a data
 * block is never executed, so it needs no CSP nonce.
 */
export function JsonLd({ data }: { data: JsonLdData | readonly JsonLdData[] }): ReactElement {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
