// The IFC facts a model's schema.org Product carries as additionalProperty (issue 24 §2):
// the product's IFC class and predefined type, the file's schema, the completeness of its
// standard set, and the filled properties of that set with their units.
import type { IfcFactsDto } from '../../api/dto.ts';
import { mainProduct } from './structure.ts';

export interface ProductPropertyInput {
  /** A stable identifier of the property, e.g. 'Pset_DoorCommon.FireRating'. */
  propertyID: string;
  name: string;
  value: string | number | boolean;
  unitText?: string;
}

/** At most this many of the standard set's properties: search engines read the key ones, not a whole file. */
export const JSON_LD_MAX_IFC_PROPERTIES = 12;

export function ifcProductProperties(dto: IfcFactsDto | null | undefined): ProductPropertyInput[] {
  if (dto?.state !== 'read' || !dto.facts) return [];
  const product = mainProduct(dto.facts);
  if (!product) return [];
  const out: ProductPropertyInput[] = [
    { propertyID: 'IfcClass', name: 'IFC class', value: product.ifcClass },
    ...(product.predefinedType ? [{ propertyID: 'PredefinedType', name: 'IFC predefined type', value: product.predefinedType }] : []),
    { propertyID: 'IfcSchema', name: 'IFC schema', value: dto.facts.schema },
  ];
  const completeness = dto.completeness;
  if (completeness?.propertySet && completeness.percent !== null) {
    out.push({ propertyID: `${completeness.propertySet}.Completeness`, name: `${completeness.propertySet} completeness`, value: completeness.percent, unitText: 'percent' });
    const set = product.propertySets.find((candidate) => candidate.name === completeness.propertySet);
    for (const property of (set?.properties ?? []).filter((candidate) => candidate.value !== null).slice(0, JSON_LD_MAX_IFC_PROPERTIES)) {
      out.push({ propertyID: `${set!.name}.${property.name}`, name: property.name, value: property.value!, ...(property.unit ? { unitText: property.unit } : {}) });
    }
  }
  return out;
}
