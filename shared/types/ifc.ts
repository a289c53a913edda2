// What the server read from a model's IFC file (issue 24 §2): the file's own
// facts, never the portal's database. Language-free, so one cached copy serves
// every visitor; the rules that compare it with the page live in shared/domain/ifc/.

/** A property's or attribute's value as the file holds it. Enumerations and dates are text. */
export type IfcScalar = string | number | boolean;

export interface IfcPropertyFacts {
  /** The property's name, e.g. 'FireRating'. */
  name: string;
  /** The value (a list or bounded value is joined as text); null: the property is there but empty. */
  value: IfcScalar | null;
  /** The IFC type of the value in upper case, e.g. 'IFCLABEL', 'IFCLENGTHMEASURE'; null when untyped or empty. */
  valueType: string | null;
  /** The unit the value is written in, e.g. 'mm', 'm²', 'kg'; null for text, counts and unitless measures. */
  unit: string | null;
  /** The value in SI base units (metres, m², m³, kg, s, …) when it is a measure with a known unit; IDS compares these. */
  si: number | null;
}

export interface IfcPropertySetFacts {
  /** e.g. 'Pset_DoorCommon', 'Qto_DoorBaseQuantities'. */
  name: string;
  /** 'properties' for IfcPropertySet, 'quantities' for IfcElementQuantity. */
  kind: 'properties' | 'quantities';
  /** True when the set is the product type's (IfcTypeObject.HasPropertySets) and the occurrence has none of that name. */
  fromType: boolean;
  properties: IfcPropertyFacts[];
}

export interface IfcClassificationFacts {
  /** The classification system's name (IfcClassification.Name), when the reference names one. */
  system: string | null;
  /** The code (IfcClassificationReference.Identification; ItemReference in IFC2X3). */
  identification: string | null;
  name: string | null;
}

export interface IfcMaterialFacts {
  name: string;
  category: string | null;
}

export interface IfcAttributeFacts {
  name: string;
  value: IfcScalar;
  /** A measure's value in SI units (OverallWidth in metres), else null. */
  si: number | null;
}

/** One object of the file: the project, a spatial element or a product. */
export interface IfcEntityFacts {
  /** The STEP instance number (#id): unique within the file, stable for one file version. */
  id: number;
  globalId: string | null;
  /** The entity in its documented spelling, e.g. 'IfcDoor'. */
  ifcClass: string;
  /** 'project' | 'spatial' (site, building, storey, space) | 'product' (anything else placed in them). */
  role: 'project' | 'spatial' | 'product';
  /** PredefinedType; for USERDEFINED, the ObjectType the file names. null when the entity has none. */
  predefinedType: string | null;
  name: string | null;
  description: string | null;
  objectType: string | null;
  tag: string | null;
  /** The direct attributes with a simple value (Name, OverallWidth, PredefinedType, …), for the IDS attribute facet. */
  attributes: IfcAttributeFacts[];
  /**
   * The overall size the file states in its 'Box' shape representation (IfcBoundingBox
   * XDim, YDim, ZDim), in metres along the product's own axes: x across the front, y
   * from the front back, z up (shared/domain/ifc/size-convention.ts); null without one.
   */
  boundingBox: { x: number; y: number; z: number } | null;
  /** The product type's name (IfcTypeObject.Name), when it has one. */
  typeName: string | null;
  /** The container or whole it belongs to (IfcRelAggregates, IfcRelContainedInSpatialStructure); null for the project. */
  parentId: number | null;
  propertySets: IfcPropertySetFacts[];
  materials: IfcMaterialFacts[];
  classifications: IfcClassificationFacts[];
}

export interface IfcFacts {
  /** FILE_SCHEMA as web-ifc reads it: 'IFC4', 'IFC2X3', 'IFC4X3', … */
  schema: string;
  /** The project's length unit ('mm', 'm', 'ft', …) and its size in metres. */
  lengthUnit: { symbol: string; metres: number };
  /** The project first, then the spatial elements, then the products; at most IFC_FACTS_MAX_ENTITIES. */
  entities: IfcEntityFacts[];
  /** The product the model page describes: the first product of the most frequent class; null when the file has none. */
  mainProductId: number | null;
  /** Products in the file, including any left out of `entities` by the bound. */
  productCount: number;
  /** Something was left out by a bound (entities, sets, properties, text length). */
  truncated: boolean;
}
