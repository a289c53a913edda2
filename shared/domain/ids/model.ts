// An Information Delivery Specification (buildingSMART IDS 1.0) as the checker
// reads it: specifications with applicability and requirements made of facets,
// each facet's values a simple value or an XSD restriction.

/** An IDS value: <simpleValue> or <xs:restriction>. */
export type IdsValue =
  | { kind: 'simple'; value: string }
  | {
      kind: 'restriction';
      /** The base type without prefix ('string', 'double', 'integer', 'boolean', …); null when not given. */
      base: string | null;
      enumeration: string[];
      /** XSD patterns; a value must match every one (each is anchored to the whole value). */
      patterns: string[];
      bounds: { minInclusive?: number; maxInclusive?: number; minExclusive?: number; maxExclusive?: number };
      lengths: { length?: number; minLength?: number; maxLength?: number };
    };

export type IdsCardinality = 'required' | 'optional' | 'prohibited';

export type IdsFacet =
  | { facet: 'entity'; name: IdsValue; predefinedType: IdsValue | null }
  | { facet: 'attribute'; name: IdsValue; value: IdsValue | null; cardinality: IdsCardinality }
  | { facet: 'property'; propertySet: IdsValue; baseName: IdsValue; value: IdsValue | null; dataType: string | null; cardinality: IdsCardinality }
  | { facet: 'classification'; value: IdsValue | null; system: IdsValue | null; cardinality: IdsCardinality }
  | { facet: 'material'; value: IdsValue | null; cardinality: IdsCardinality };

export interface IdsSpecification {
  name: string;
  identifier: string | null;
  description: string | null;
  /** The IFC schemas it is written for ('IFC2X3', 'IFC4', 'IFC4X3_ADD2'). */
  ifcVersions: string[];
  /** Applicability minOccurs / maxOccurs (XSD defaults 1 and 1; 'unbounded' is Infinity). */
  minOccurs: number;
  maxOccurs: number;
  applicability: IdsFacet[];
  requirements: IdsFacet[];
  /** Facets or restrictions of this specification the checker does not support (then it is not judged on them). */
  unsupported: string[];
  /** An unsupported facet in the applicability: which entities it selects cannot be known, so it is not checked. */
  applicabilityUnsupported: boolean;
}

export interface IdsDocument {
  title: string;
  description: string | null;
  specifications: IdsSpecification[];
}
