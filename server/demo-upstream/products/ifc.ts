// An IFC4 file (STEP text, Reference View) for one product: project -> site ->
// building -> storey -> the product of its IFC class, with extruded geometry from
// the product shape, its overall size as a 'Box' representation, surface colours,
// materials, the property sets and quantities it is given (properties.ts) and a
// classification reference to the portal's category/type/class. Deterministic: the
// same input gives the same bytes (GlobalIds are hashes, the time stamp is the model's).

import type { IfcEntity } from './kinds.ts';
import type { Appearance } from './materials.ts';
import type { ProductShape } from './shapes.ts';
import type { Solid } from './solids.ts';
import { solidVolume } from './solids.ts';
import { BOX_REPRESENTATION } from '#shared/domain/ifc/size-convention.ts';
import { StepWriter, bool, enumValue, ifcGuid, list, stepReal, stepString } from './step.ts';

/** One property as IFC4 holds it: a single value, an enumerated value, bounds, or a table (a curve or a lookup). */
export type IfcPropertyData =
  | { name: string; kind: 'single'; /** The IFC value type, e.g. 'IfcLabel', 'IfcPositiveLengthMeasure'. */ type: string; value: string | number | boolean }
  | { name: string; kind: 'enumerated'; enumeration: { name: string; values: readonly string[] }; value: string }
  | { name: string; kind: 'bounded'; type: string; lower: number; upper: number }
  | { name: string; kind: 'table'; type: string; definedType: string; rows: ReadonlyArray<readonly [string | number, string | number]> };

export interface IfcPropertySetData {
  name: string;
  properties: readonly IfcPropertyData[];
}

export interface IfcQuantity {
  name: string;
  kind: 'length' | 'area' | 'volume' | 'weight' | 'count';
  /** Length in mm, area in m², volume in m³, weight in kg (the file's units). */
  value: number;
}

export interface IfcClassificationPath {
  /** Category, type and class (the last may be missing), outermost first. */
  levels: ReadonlyArray<{ identification: string; name: string }>;
  source: string;
  edition: string;
}

export interface IfcMaterialUse {
  key: string;
  name: string;
  category: string;
  look: Appearance;
}

export interface IfcFileInput {
  fileName: string;
  /** Seeds every GlobalId, so two models never share one and a model always has the same. */
  guidSeed: string;
  /** Seconds since the epoch: the owner history's and header's time. */
  timestamp: number;
  author: string;
  organisation: string;
  entity: IfcEntity;
  predefined: string;
  objectType: string | null;
  name: string;
  description: string;
  tag: string;
  shape: ProductShape;
  /** The material of each solid, in order. */
  materials: readonly IfcMaterialUse[];
  propertySets: readonly IfcPropertySetData[];
  /** The class's base quantities; null for a class IFC4 defines none for. */
  quantitySet: { name: string; quantities: readonly IfcQuantity[] } | null;
  classification: IfcClassificationPath | null;
}

/** IfcDoor and IfcWindow carry OverallHeight/OverallWidth and an operation/partitioning type after PredefinedType. */
const DOOR_LIKE: ReadonlySet<IfcEntity> = new Set(['IfcDoor', 'IfcWindow']);

const TEXT_TYPES: ReadonlySet<string> = new Set(['IfcLabel', 'IfcIdentifier', 'IfcText']);

/** A typed IFC value: IFCLABEL('…'), IFCBOOLEAN(.T.), IFCINTEGER(3), IFCPOWERMEASURE(1200.). */
function typedValue(type: string, value: string | number | boolean): string {
  const name = type.toUpperCase();
  if (type === 'IfcBoolean' || type === 'IfcLogical') return `${name}(${bool(value === true)})`;
  if (type === 'IfcInteger') return `${name}(${Math.round(Number(value))})`;
  if (TEXT_TYPES.has(type)) return `${name}(${stepString(String(value))})`;
  return `${name}(${stepReal(Number(value))})`;
}

function isoSeconds(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19);
}

export function productIfc(input: IfcFileInput): string {
  const w = new StepWriter();
  let guids = 0;
  const guid = (): string => stepString(ifcGuid(`${input.guidSeed}:${guids++}`));
  const points = new Map<string, string>();
  const point = (coords: readonly number[]): string => {
    const key = coords.map(stepReal).join(',');
    let ref = points.get(key);
    if (!ref) {
      ref = w.add('IFCCARTESIANPOINT', [`(${key})`]);
      points.set(key, ref);
    }
    return ref;
  };
  const directions = new Map<string, string>();
  const direction = (coords: readonly number[]): string => {
    const key = coords.map(stepReal).join(',');
    let ref = directions.get(key);
    if (!ref) {
      ref = w.add('IFCDIRECTION', [`(${key})`]);
      directions.set(key, ref);
    }
    return ref;
  };

  // Who and what wrote the file.
  const person = w.add('IFCPERSON', ['$', stepString(input.author), '$', '$', '$', '$', '$', '$']);
  const organisation = w.add('IFCORGANIZATION', ['$', stepString(input.organisation), '$', '$', '$']);
  const personOrg = w.add('IFCPERSONANDORGANIZATION', [person, organisation, '$']);
  const application = w.add('IFCAPPLICATION', [organisation, stepString('1.0'), stepString('bim-portal demo upstream'), stepString('bim-portal-demo')]);
  const owner = w.add('IFCOWNERHISTORY', [personOrg, application, '$', '.NOCHANGE.', '$', '$', '$', String(input.timestamp)]);

  // Units: millimetres, square and cubic metres, kilograms, watts, pascals, radians, degrees Celsius (flows, speeds and times stay SI).
  const units = [
    w.add('IFCSIUNIT', ['*', '.LENGTHUNIT.', '.MILLI.', '.METRE.']),
    w.add('IFCSIUNIT', ['*', '.AREAUNIT.', '$', '.SQUARE_METRE.']),
    w.add('IFCSIUNIT', ['*', '.VOLUMEUNIT.', '$', '.CUBIC_METRE.']),
    w.add('IFCSIUNIT', ['*', '.MASSUNIT.', '.KILO.', '.GRAM.']),
    w.add('IFCSIUNIT', ['*', '.POWERUNIT.', '$', '.WATT.']),
    w.add('IFCSIUNIT', ['*', '.PRESSUREUNIT.', '$', '.PASCAL.']),
    w.add('IFCSIUNIT', ['*', '.PLANEANGLEUNIT.', '$', '.RADIAN.']),
    w.add('IFCSIUNIT', ['*', '.THERMODYNAMICTEMPERATUREUNIT.', '$', '.DEGREE_CELSIUS.']),
  ];
  const unitAssignment = w.add('IFCUNITASSIGNMENT', [list(units)]);

  const origin = point([0, 0, 0]);
  const worldAxes = w.add('IFCAXIS2PLACEMENT3D', [origin, '$', '$']);
  const context = w.add('IFCGEOMETRICREPRESENTATIONCONTEXT', ['$', stepString('Model'), '3', stepReal(1e-5), worldAxes, '$']);
  const body = w.add('IFCGEOMETRICREPRESENTATIONSUBCONTEXT', [stepString('Body'), stepString('Model'), '*', '*', '*', '*', context, '$', '.MODEL_VIEW.', '$']);
  const boxContext = w.add('IFCGEOMETRICREPRESENTATIONSUBCONTEXT', [stepString(BOX_REPRESENTATION), stepString('Model'), '*', '*', '*', '*', context, '$', '.MODEL_VIEW.', '$']);

  // Spatial structure: one storey at the origin holding the product.
  const project = w.add('IFCPROJECT', [guid(), owner, stepString(`BIM-портал: ${input.tag}`), stepString(input.description), '$', '$', '$', list([context]), unitAssignment]);
  const placeAt = (relativeTo: string | null): string => w.add('IFCLOCALPLACEMENT', [relativeTo ?? '$', w.add('IFCAXIS2PLACEMENT3D', [origin, '$', '$'])]);
  const sitePlacement = placeAt(null);
  const site = w.add('IFCSITE', [guid(), owner, stepString('Площадка'), '$', '$', sitePlacement, '$', '$', '.ELEMENT.', '$', '$', '$', '$', '$']);
  const buildingPlacement = placeAt(sitePlacement);
  const building = w.add('IFCBUILDING', [guid(), owner, stepString('Здание'), '$', '$', buildingPlacement, '$', '$', '.ELEMENT.', '$', '$', '$']);
  const storeyPlacement = placeAt(buildingPlacement);
  const storey = w.add('IFCBUILDINGSTOREY', [guid(), owner, stepString('Этаж 1'), '$', '$', storeyPlacement, '$', '$', '.ELEMENT.', stepReal(0)]);
  w.add('IFCRELAGGREGATES', [guid(), owner, '$', '$', project, list([site])]);
  w.add('IFCRELAGGREGATES', [guid(), owner, '$', '$', site, list([building])]);
  w.add('IFCRELAGGREGATES', [guid(), owner, '$', '$', building, list([storey])]);

  // Geometry: one extrusion per solid, painted with its material's colour.
  const extrusionUp = direction([0, 0, 1]);
  const styleByMaterial = new Map<string, string>();
  const styleOf = (material: IfcMaterialUse): string => {
    let style = styleByMaterial.get(material.key);
    if (!style) {
      const colour = w.add('IFCCOLOURRGB', ['$', ...material.look.colour.map(stepReal)]);
      const shading = w.add('IFCSURFACESTYLESHADING', [colour, stepReal(material.look.transparency)]);
      style = w.add('IFCSURFACESTYLE', [stepString(material.name), '.BOTH.', list([shading])]);
      styleByMaterial.set(material.key, style);
    }
    return style;
  };
  const profile = (solid: Solid): string => {
    const s = solid.section;
    if (s.kind === 'rect') {
      const at = w.add('IFCAXIS2PLACEMENT2D', [point([(s.u0 + s.u1) / 2, (s.v0 + s.v1) / 2]), '$']);
      return w.add('IFCRECTANGLEPROFILEDEF', ['.AREA.', '$', at, stepReal(s.u1 - s.u0), stepReal(s.v1 - s.v0)]);
    }
    if (s.kind === 'circle') {
      const at = w.add('IFCAXIS2PLACEMENT2D', [point([s.cu, s.cv]), '$']);
      return w.add('IFCCIRCLEPROFILEDEF', ['.AREA.', '$', at, stepReal(s.r)]);
    }
    const corners = s.points.map(([u, v]) => point([u, v]));
    const polyline = w.add('IFCPOLYLINE', [list([...corners, corners[0]!])]);
    return w.add('IFCARBITRARYCLOSEDPROFILEDEF', ['.AREA.', '$', polyline]);
  };
  // The profile's (u, v) are the local x, y of the extrusion's placement; see solids.ts toWorld.
  const position = (solid: Solid): string => {
    if (solid.axis === 'z') return w.add('IFCAXIS2PLACEMENT3D', [point([0, 0, solid.from]), '$', '$']);
    if (solid.axis === 'x') return w.add('IFCAXIS2PLACEMENT3D', [point([solid.from, 0, 0]), direction([1, 0, 0]), direction([0, 1, 0])]);
    return w.add('IFCAXIS2PLACEMENT3D', [point([0, solid.to, 0]), direction([0, -1, 0]), direction([1, 0, 0])]);
  };
  const items = input.shape.solids.map((solid, index) => {
    const item = w.add('IFCEXTRUDEDAREASOLID', [profile(solid), position(solid), extrusionUp, stepReal(solid.to - solid.from)]);
    const material = input.materials[index];
    if (material) w.add('IFCSTYLEDITEM', [item, list([styleOf(material)]), '$']);
    return item;
  });
  const representation = w.add('IFCSHAPEREPRESENTATION', [body, stepString('Body'), stepString('SweptSolid'), list(items)]);
  // The overall size in the product's axes (x width, y depth, z height): what the portal compares with the page.
  const box = w.add('IFCBOUNDINGBOX', [origin, stepReal(input.shape.width), stepReal(input.shape.depth), stepReal(input.shape.height)]);
  const boxRepresentation = w.add('IFCSHAPEREPRESENTATION', [boxContext, stepString(BOX_REPRESENTATION), stepString('BoundingBox'), list([box])]);
  const productShape = w.add('IFCPRODUCTDEFINITIONSHAPE', ['$', '$', list([representation, boxRepresentation])]);

  // The product.
  const productPlacement = placeAt(storeyPlacement);
  const common = [guid(), owner, stepString(input.name), stepString(input.description), input.objectType ? stepString(input.objectType) : '$', productPlacement, productShape, stepString(input.tag)];
  const type = input.entity.toUpperCase();
  const product = DOOR_LIKE.has(input.entity)
    ? w.add(type, [...common, stepReal(input.shape.height), stepReal(input.shape.width), enumValue(input.predefined), '$', '$'])
    : w.add(type, [...common, enumValue(input.predefined)]);
  w.add('IFCRELCONTAINEDINSPATIALSTRUCTURE', [guid(), owner, '$', '$', list([product]), storey]);

  // Property sets and quantities.
  const enumerations = new Map<string, string>();
  const enumeration = (e: { name: string; values: readonly string[] }): string => {
    let ref = enumerations.get(e.name);
    if (!ref) {
      ref = w.add('IFCPROPERTYENUMERATION', [stepString(e.name), list(e.values.map((value) => typedValue('IfcLabel', value))), '$']);
      enumerations.set(e.name, ref);
    }
    return ref;
  };
  const property = (p: IfcPropertyData): string => {
    const name = stepString(p.name);
    switch (p.kind) {
      case 'single':
        return w.add('IFCPROPERTYSINGLEVALUE', [name, '$', typedValue(p.type, p.value), '$']);
      case 'enumerated':
        return w.add('IFCPROPERTYENUMERATEDVALUE', [name, '$', list([typedValue('IfcLabel', p.value)]), enumeration(p.enumeration)]);
      case 'bounded':
        return w.add('IFCPROPERTYBOUNDEDVALUE', [name, '$', typedValue(p.type, p.upper), typedValue(p.type, p.lower), '$', '$']);
      case 'table':
        return w.add('IFCPROPERTYTABLEVALUE', [name, '$', list(p.rows.map(([x]) => typedValue(p.type, x))), list(p.rows.map(([, y]) => typedValue(p.definedType, y))), '$', '$', '$', '.LINEAR.']);
    }
  };
  for (const set of input.propertySets) {
    const pset = w.add('IFCPROPERTYSET', [guid(), owner, stepString(set.name), '$', list(set.properties.map(property))]);
    w.add('IFCRELDEFINESBYPROPERTIES', [guid(), owner, '$', '$', list([product]), pset]);
  }
  if (input.quantitySet) {
    const quantityType = { length: 'IFCQUANTITYLENGTH', area: 'IFCQUANTITYAREA', volume: 'IFCQUANTITYVOLUME', weight: 'IFCQUANTITYWEIGHT', count: 'IFCQUANTITYCOUNT' } as const;
    const quantities = input.quantitySet.quantities.map((quantity) => w.add(quantityType[quantity.kind], [stepString(quantity.name), '$', '$', stepReal(quantity.value), '$']));
    const quantitySet = w.add('IFCELEMENTQUANTITY', [guid(), owner, stepString(input.quantitySet.name), '$', '$', list(quantities)]);
    w.add('IFCRELDEFINESBYPROPERTIES', [guid(), owner, '$', '$', list([product]), quantitySet]);
  }

  // Materials: one material, or a constituent set with each material's share of the volume.
  const volumeByKey = new Map<string, { material: IfcMaterialUse; volume: number }>();
  input.shape.solids.forEach((solid, index) => {
    const material = input.materials[index];
    if (!material) return;
    const entry = volumeByKey.get(material.key) ?? { material, volume: 0 };
    entry.volume += solidVolume(solid);
    volumeByKey.set(material.key, entry);
  });
  const used = [...volumeByKey.values()];
  const total = used.reduce((sum, entry) => sum + entry.volume, 0) || 1;
  const materialRefs = used.map((entry) => w.add('IFCMATERIAL', [stepString(entry.material.name), '$', stepString(entry.material.category)]));
  if (materialRefs.length === 1) w.add('IFCRELASSOCIATESMATERIAL', [guid(), owner, '$', '$', list([product]), materialRefs[0]!]);
  else if (materialRefs.length > 1) {
    const constituents = used.map((entry, index) => w.add('IFCMATERIALCONSTITUENT', [stepString(entry.material.name), '$', materialRefs[index]!, stepReal(Math.round((entry.volume / total) * 1000) / 1000), stepString(entry.material.category)]));
    const set = w.add('IFCMATERIALCONSTITUENTSET', [stepString(input.name), '$', list(constituents)]);
    w.add('IFCRELASSOCIATESMATERIAL', [guid(), owner, '$', '$', list([product]), set]);
  }

  // Classification: the portal's tree, category -> type -> class, the product on the deepest level.
  if (input.classification && input.classification.levels.length > 0) {
    const system = w.add('IFCCLASSIFICATION', [stepString(input.classification.source), stepString(input.classification.edition), '$', stepString('Классификатор BIM-портала'), '$', '$', '$']);
    let parent = system;
    for (const level of input.classification.levels) parent = w.add('IFCCLASSIFICATIONREFERENCE', ['$', stepString(level.identification), stepString(level.name), parent, '$', '$']);
    w.add('IFCRELASSOCIATESCLASSIFICATION', [guid(), owner, '$', '$', list([product]), parent]);
  }

  const header = [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [ReferenceView_V1.2]'),'2;1');",
    `FILE_NAME(${stepString(input.fileName)},${stepString(isoSeconds(input.timestamp))},(${stepString(input.author)}),(${stepString(input.organisation)}),'bim-portal demo upstream','bim-portal demo upstream','');`,
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
  ];
  return `${header.join('\n')}\n${w.body()}\nENDSEC;\nEND-ISO-10303-21;\n`;
}
