// Builds small IDS documents for the checker's tests, in the XML a designer would upload.
import { checkIds } from '#shared/domain/ids/check.ts';
import { readIds } from '#shared/domain/ids/read-ids.ts';
import type { IfcFacts } from '#shared/types/ifc.ts';

export const simple = (value: string) => `<simpleValue>${value}</simpleValue>`;
export const restriction = (base: string, inner: string) => `<xs:restriction base="xs:${base}">${inner}</xs:restriction>`;
export const enumeration = (...values: string[]) => values.map((value) => `<xs:enumeration value="${value}"/>`).join('');
export const pattern = (value: string) => `<xs:pattern value="${value}"/>`;
export const bound = (kind: 'minInclusive' | 'maxInclusive' | 'minExclusive' | 'maxExclusive' | 'length' | 'minLength' | 'maxLength', value: string | number) => `<xs:${kind} value="${value}"/>`;

export function idsXml(specifications: string, title = 'Test'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ids xmlns="http://standards.buildingsmart.org/IDS" xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <info><title>${title}</title></info>
  <specifications>${specifications}</specifications>
</ids>`;
}

export function spec(requirements: string, options: { applicability?: string; occurs?: string; ifcVersion?: string; name?: string } = {}): string {
  const applicability = options.applicability ?? `<entity><name>${simple('IFCDOOR')}</name></entity>`;
  return `<specification name="${options.name ?? 'S'}" ifcVersion="${options.ifcVersion ?? 'IFC4'}">
    <applicability ${options.occurs ?? 'minOccurs="0" maxOccurs="unbounded"'}>${applicability}</applicability>
    ${requirements ? `<requirements>${requirements}</requirements>` : ''}
  </specification>`;
}

/** The first specification's status for these facts. */
export function statusOf(requirements: string, facts: IfcFacts, options?: Parameters<typeof spec>[1]) {
  return checkIds(readIds(idsXml(spec(requirements, options))), facts).specifications[0]!;
}
