// Reads the facts of an opened IFC model with web-ifc (runs inside a parse worker,
// server/ifc/parse-worker.ts). Only the relations and lines the facts need are
// read; no geometry is generated. Every list is bounded (server/ifc/limits.ts).
import { webIfc as W, type WebIfc } from './web-ifc.ts';
import type { IfcAttributeFacts, IfcClassificationFacts, IfcEntityFacts, IfcFacts, IfcMaterialFacts, IfcPropertyFacts, IfcPropertySetFacts, IfcScalar } from '#shared/types/ifc.ts';
import {
  IFC_FACTS_MAX_CLASSIFICATIONS,
  IFC_FACTS_MAX_ENTITIES,
  IFC_FACTS_MAX_MATERIALS,
  IFC_FACTS_MAX_PROPERTIES,
  IFC_FACTS_MAX_REPRESENTATIONS,
  IFC_FACTS_MAX_SETS,
  IFC_FACTS_MAX_TABLE_ROWS,
  IFC_FACTS_MAX_TEXT,
} from './limits.ts';
import { BOX_REPRESENTATION } from '#shared/domain/ifc/size-convention.ts';
import { measureUnitType, siUnit, type UnitTable, unitFromLine } from './units.ts';

// web-ifc's lines are loosely typed objects; these are the shapes read here.
interface Value {
  type?: number;
  value?: unknown;
  name?: string;
  _representationValue?: unknown;
}
type Line = Record<string, unknown> & { expressID: number; type: number };

/** Elements that are never "the product": holes, helpers, annotations. */
const NOT_PRODUCTS = new Set(['IfcOpeningElement', 'IfcVirtualElement', 'IfcAnnotation', 'IfcOpeningStandardCase', 'IfcVoidingFeature', 'IfcSurfaceFeature', 'IfcGrid']);
/** Attributes that are relations or bookkeeping, not facts about the object. */
const SKIPPED_ATTRIBUTES = new Set(['expressID', 'type', 'OwnerHistory', 'ObjectPlacement', 'Representation', 'RepresentationContexts', 'UnitsInContext']);

export function extractFacts(api: WebIfc.IfcAPI, modelID: number): IfcFacts {
  let truncated = false;
  const text = (value: string): string => {
    if (value.length <= IFC_FACTS_MAX_TEXT) return value;
    truncated = true;
    return value.slice(0, IFC_FACTS_MAX_TEXT);
  };
  const bounded = <T>(items: T[], max: number): T[] => {
    if (items.length <= max) return items;
    truncated = true;
    return items.slice(0, max);
  };

  const line = (id: unknown): Line | null => {
    const expressID = refOf(id) ?? (typeof id === 'number' ? id : null);
    if (expressID === null) return null;
    try {
      return (api.GetLine(modelID, expressID, false) as Line | undefined) ?? null;
    } catch {
      return null;
    }
  };
  const ids = (type: number, inherited = false): number[] => {
    try {
      return [...api.GetLineIDsWithType(modelID, type, inherited)];
    } catch {
      return [];
    }
  };
  const className = (line: Line): string => {
    try {
      return api.GetNameFromTypeCode(line.type) || 'IfcUnknown';
    } catch {
      return 'IfcUnknown';
    }
  };
  const str = (value: unknown): string | null => {
    const scalar = scalarOf(value);
    return scalar === null ? null : text(String(scalar));
  };

  const schema = safe(() => api.GetModelSchema(modelID), 'UNKNOWN') || 'UNKNOWN';
  const projectIds = ids(W.IFCPROJECT);
  const units: UnitTable = new Map();
  for (const projectId of projectIds) {
    const assignment = line(line(projectId)?.UnitsInContext);
    for (const unitRef of list(assignment?.Units)) {
      const unit = unitFromLine(line(unitRef), line);
      if (unit && !units.has(unit.unitType)) units.set(unit.unitType, unit);
    }
  }
  const lengthUnit = units.get('LENGTHUNIT') ?? siUnit('LENGTHUNIT');

  // Relations, read once: who is in what, which sets, types, materials and classifications.
  const parentOf = new Map<number, number>();
  for (const relId of ids(W.IFCRELAGGREGATES)) {
    const rel = line(relId);
    const whole = refOf(rel?.RelatingObject);
    if (whole !== null) for (const part of list(rel?.RelatedObjects)) setOnce(parentOf, refOf(part), whole);
  }
  for (const relId of ids(W.IFCRELCONTAINEDINSPATIALSTRUCTURE)) {
    const rel = line(relId);
    const container = refOf(rel?.RelatingStructure);
    if (container !== null) for (const element of list(rel?.RelatedElements)) setOnce(parentOf, refOf(element), container);
  }
  const setsOf = new Map<number, number[]>();
  for (const relId of ids(W.IFCRELDEFINESBYPROPERTIES)) {
    const rel = line(relId);
    const set = refOf(rel?.RelatingPropertyDefinition);
    if (set !== null) for (const object of list(rel?.RelatedObjects)) push(setsOf, refOf(object), set);
  }
  const typeOf = new Map<number, number>();
  for (const relId of ids(W.IFCRELDEFINESBYTYPE)) {
    const rel = line(relId);
    const type = refOf(rel?.RelatingType);
    if (type !== null) for (const object of list(rel?.RelatedObjects)) setOnce(typeOf, refOf(object), type);
  }
  const materialsOf = new Map<number, number[]>();
  for (const relId of ids(W.IFCRELASSOCIATESMATERIAL)) {
    const rel = line(relId);
    const material = refOf(rel?.RelatingMaterial);
    if (material !== null) for (const object of list(rel?.RelatedObjects)) push(materialsOf, refOf(object), material);
  }
  const classificationsOf = new Map<number, number[]>();
  for (const relId of ids(W.IFCRELASSOCIATESCLASSIFICATION)) {
    const rel = line(relId);
    const reference = refOf(rel?.RelatingClassification);
    if (reference !== null) for (const object of list(rel?.RelatedObjects)) push(classificationsOf, refOf(object), reference);
  }

  function valueOf(value: unknown, unitRef: unknown): Omit<IfcPropertyFacts, 'name'> {
    const scalar = scalarOf(value);
    const valueType = typeof (value as Value | null)?.name === 'string' ? (value as Value).name!.toUpperCase() : null;
    if (scalar === null) return { value: null, valueType, unit: null, si: null };
    const own = unitRef ? unitFromLine(line(unitRef), line) : null;
    const unitType = measureUnitType(valueType);
    const unit = own ?? (unitType ? (units.get(unitType) ?? siUnit(unitType)) : null);
    const si = typeof scalar === 'number' && unit ? unit.toSi(scalar) : null;
    return { value: typeof scalar === 'string' ? text(scalar) : scalar, valueType, unit: unit?.symbol ?? null, si };
  }

  function property(propLine: Line): IfcPropertyFacts | null {
    const name = str(propLine.Name);
    if (!name) return null;
    const kind = className(propLine);
    switch (kind) {
      case 'IfcPropertySingleValue':
        return { name, ...valueOf(propLine.NominalValue, propLine.Unit) };
      case 'IfcPropertyEnumeratedValue': {
        const values = list(propLine.EnumerationValues).map(scalarOf).filter((v): v is IfcScalar => v !== null);
        const first = list(propLine.EnumerationValues)[0];
        return { name, ...valueOf(first, null), value: values.length ? text(values.join(', ')) : null, si: values.length === 1 ? valueOf(first, null).si : null };
      }
      case 'IfcPropertyListValue': {
        const values = list(propLine.ListValues).map(scalarOf).filter((v): v is IfcScalar => v !== null);
        const first = list(propLine.ListValues)[0];
        return { name, ...valueOf(first, propLine.Unit), value: values.length ? text(values.join(', ')) : null, si: null };
      }
      case 'IfcPropertyBoundedValue': {
        const lower = valueOf(propLine.LowerBoundValue, propLine.Unit);
        const upper = valueOf(propLine.UpperBoundValue, propLine.Unit);
        const set = propLine.SetPointValue ? valueOf(propLine.SetPointValue, propLine.Unit) : null;
        const shown = set?.value ?? (lower.value !== null || upper.value !== null ? `${lower.value ?? '…'} – ${upper.value ?? '…'}` : null);
        return { name, value: shown, valueType: set?.valueType ?? lower.valueType ?? upper.valueType, unit: lower.unit ?? upper.unit, si: set?.si ?? null };
      }
      case 'IfcQuantityLength':
      case 'IfcQuantityArea':
      case 'IfcQuantityVolume':
      case 'IfcQuantityWeight':
      case 'IfcQuantityCount':
      case 'IfcQuantityTime': {
        const field = QUANTITY_FIELDS[kind] ?? 'LengthValue';
        return { name, ...valueOf(withName(propLine[field], QUANTITY_MEASURES[kind]), propLine.Unit) };
      }
      case 'IfcPropertyTableValue': {
        // A curve or a lookup: its rows as 'defining → defined' text (a table has no one SI value).
        const defining = list(propLine.DefiningValues);
        const defined = list(propLine.DefinedValues);
        const rows = defining.slice(0, IFC_FACTS_MAX_TABLE_ROWS).map((value, index) => `${scalarOf(value) ?? '…'} → ${scalarOf(defined[index]) ?? '…'}`);
        if (defining.length > IFC_FACTS_MAX_TABLE_ROWS) truncated = true;
        const valueType = typeof (defined[0] as Value | undefined)?.name === 'string' ? (defined[0] as Value).name!.toUpperCase() : null;
        return { name, value: rows.length ? text(rows.join('; ')) : null, valueType, unit: null, si: null };
      }
      default:
        // References and complex properties are named but not read.
        return { name, value: null, valueType: kind.toUpperCase(), unit: null, si: null };
    }
  }

  function propertySet(setId: number, fromType: boolean): IfcPropertySetFacts | null {
    const set = line(setId);
    if (!set) return null;
    const kind = className(set);
    const name = str(set.Name);
    if (!name) return null;
    const entries = kind === 'IfcElementQuantity' ? list(set.Quantities) : kind === 'IfcPropertySet' ? list(set.HasProperties) : null;
    if (!entries) return null;
    const properties: IfcPropertyFacts[] = [];
    for (const entry of bounded(entries, IFC_FACTS_MAX_PROPERTIES)) {
      const propLine = line(entry);
      const read = propLine ? property(propLine) : null;
      if (read) properties.push(read);
    }
    return { name, kind: kind === 'IfcElementQuantity' ? 'quantities' : 'properties', fromType, properties };
  }

  function materials(ref: number, depth = 0): IfcMaterialFacts[] {
    const material = line(ref);
    if (!material || depth > 4) return [];
    const kind = className(material);
    const named = (value: unknown): IfcMaterialFacts[] => {
      const name = str(value);
      return name ? [{ name, category: null }] : [];
    };
    const many = (refs: unknown): IfcMaterialFacts[] => list(refs).flatMap((item) => materials(refOf(item) ?? -1, depth + 1));
    switch (kind) {
      case 'IfcMaterial':
        return named(material.Name).map((m) => ({ ...m, category: str(material.Category) }));
      case 'IfcMaterialList':
        return many(material.Materials);
      case 'IfcMaterialLayerSetUsage':
        return materials(refOf(material.ForLayerSet) ?? -1, depth + 1);
      case 'IfcMaterialLayerSet':
        return [...named(material.LayerSetName), ...many(material.MaterialLayers)];
      case 'IfcMaterialProfileSetUsage':
        return materials(refOf(material.ForProfileSet) ?? -1, depth + 1);
      case 'IfcMaterialProfileSet':
        return [...named(material.Name), ...many(material.MaterialProfiles)];
      case 'IfcMaterialConstituentSet':
        return [...named(material.Name), ...many(material.MaterialConstituents)];
      case 'IfcMaterialLayer':
      case 'IfcMaterialProfile':
      case 'IfcMaterialConstituent':
        return [...named(material.Name), ...materials(refOf(material.Material) ?? -1, depth + 1)];
      default:
        return [];
    }
  }

  function classification(ref: number): IfcClassificationFacts | null {
    let current = line(ref);
    if (!current) return null;
    if (className(current) === 'IfcClassification') return { system: str(current.Name), identification: null, name: null };
    const identification = str(current.Identification ?? current.ItemReference);
    const name = str(current.Name);
    // A reference may point at another reference; the system is the IfcClassification at the top.
    for (let depth = 0; depth < 8 && current; depth += 1) {
      const source = line(current.ReferencedSource);
      if (!source) break;
      if (className(source) === 'IfcClassification') return { system: str(source.Name), identification, name };
      current = source;
    }
    return { system: null, identification, name };
  }

  /** The 'Box' representation's IfcBoundingBox, in metres (shared/domain/ifc/size-convention.ts). */
  function boundingBox(object: Line): IfcEntityFacts['boundingBox'] {
    const shape = line(object.Representation);
    for (const representationRef of list(shape?.Representations).slice(0, IFC_FACTS_MAX_REPRESENTATIONS)) {
      const representation = line(representationRef);
      if (!representation || str(representation.RepresentationIdentifier) !== BOX_REPRESENTATION) continue;
      for (const itemRef of list(representation.Items).slice(0, IFC_FACTS_MAX_REPRESENTATIONS)) {
        const item = line(itemRef);
        if (!item || className(item) !== 'IfcBoundingBox') continue;
        const [x, y, z] = [item.XDim, item.YDim, item.ZDim].map(scalarOf);
        if (typeof x === 'number' && typeof y === 'number' && typeof z === 'number' && x > 0 && y > 0 && z > 0) {
          return { x: lengthUnit.toSi(x), y: lengthUnit.toSi(y), z: lengthUnit.toSi(z) };
        }
      }
    }
    return null;
  }

  function attributes(object: Line): IfcAttributeFacts[] {
    const result: IfcAttributeFacts[] = [];
    for (const [name, value] of Object.entries(object)) {
      if (SKIPPED_ATTRIBUTES.has(name) || value === null || typeof value !== 'object' || Array.isArray(value)) continue;
      if ((value as Value).type === W.REF) continue;
      const read = valueOf(value, null);
      if (read.value !== null) result.push({ name, value: read.value, si: read.si });
    }
    return result;
  }

  function entity(id: number, role: IfcEntityFacts['role']): IfcEntityFacts | null {
    const object = line(id);
    if (!object) return null;
    const typeId = typeOf.get(id);
    const typeLine = typeId === undefined ? null : line(typeId);
    const own = (setsOf.get(id) ?? []).map((setId) => propertySet(setId, false)).filter((set): set is IfcPropertySetFacts => set !== null);
    const names = new Set(own.map((set) => set.name));
    // A type's sets apply to its occurrences unless the occurrence overrides the set by name.
    const inherited = list(typeLine?.HasPropertySets)
      .map((ref) => propertySet(refOf(ref) ?? -1, true))
      .filter((set): set is IfcPropertySetFacts => set !== null && !names.has(set.name));
    const materialRefs = materialsOf.get(id) ?? (typeId === undefined ? [] : (materialsOf.get(typeId) ?? []));
    const classificationRefs = classificationsOf.get(id) ?? (typeId === undefined ? [] : (classificationsOf.get(typeId) ?? []));
    const objectType = str(object.ObjectType);
    let predefinedType = str(object.PredefinedType);
    if ((predefinedType === null || predefinedType === 'NOTDEFINED') && typeLine) predefinedType = str(typeLine.PredefinedType) ?? predefinedType;
    if (predefinedType === 'USERDEFINED') predefinedType = objectType ?? str(typeLine?.ElementType) ?? predefinedType;
    return {
      id,
      globalId: str(object.GlobalId),
      ifcClass: className(object),
      role,
      predefinedType,
      name: str(object.Name),
      description: str(object.Description),
      objectType,
      tag: str(object.Tag),
      attributes: bounded(attributes(object), IFC_FACTS_MAX_PROPERTIES),
      boundingBox: role === 'product' ? boundingBox(object) : null,
      typeName: typeLine ? str(typeLine.Name) : null,
      parentId: parentOf.get(id) ?? null,
      propertySets: bounded([...own, ...inherited], IFC_FACTS_MAX_SETS),
      materials: bounded(dedupe(materialRefs.flatMap((ref) => materials(ref)), (m) => `${m.name}\u0000${m.category ?? ''}`), IFC_FACTS_MAX_MATERIALS),
      classifications: bounded(
        classificationRefs.map(classification).filter((c): c is IfcClassificationFacts => c !== null),
        IFC_FACTS_MAX_CLASSIFICATIONS,
      ),
    };
  }

  const spatialIds = dedupe([...ids(W.IFCSPATIALELEMENT, true), ...ids(W.IFCSPATIALSTRUCTUREELEMENT, true)], String);
  const spatialSet = new Set(spatialIds);
  const elementIds = ids(W.IFCELEMENT, true).filter((id) => !spatialSet.has(id));
  const entities: IfcEntityFacts[] = [];
  const room = () => {
    if (entities.length < IFC_FACTS_MAX_ENTITIES) return true;
    truncated = true;
    return false;
  };
  for (const id of projectIds) if (room()) pushIf(entities, entity(id, 'project'));
  for (const id of treeOrder(spatialIds, parentOf)) if (room()) pushIf(entities, entity(id, 'spatial'));
  const products: IfcEntityFacts[] = [];
  for (const id of elementIds) {
    if (!room()) break;
    const read = entity(id, 'product');
    if (read) {
      entities.push(read);
      products.push(read);
    }
  }
  return {
    schema: schema.toUpperCase(),
    lengthUnit: { symbol: lengthUnit.symbol, metres: lengthUnit.toSi(1) },
    entities,
    mainProductId: mainProduct(products, spatialSet),
    productCount: elementIds.length,
    truncated,
  };
}

/**
 * The product the page describes: among elements that stand in a spatial container
 * (not parts of another element, not openings), the first of the most frequent class.
 */
function mainProduct(products: IfcEntityFacts[], spatial: Set<number>): number | null {
  const candidates = products.filter((p) => !NOT_PRODUCTS.has(p.ifcClass));
  const placed = candidates.filter((p) => p.parentId === null || spatial.has(p.parentId));
  const pool = placed.length ? placed : candidates;
  const counts = new Map<string, number>();
  for (const product of pool) counts.set(product.ifcClass, (counts.get(product.ifcClass) ?? 0) + 1);
  let best: IfcEntityFacts | null = null;
  for (const product of pool) if (!best || (counts.get(product.ifcClass) ?? 0) > (counts.get(best.ifcClass) ?? 0)) best = product;
  return best?.id ?? null;
}

/** Spatial elements parent first (site, building, storey, space), whatever order the file wrote them in. */
function treeOrder(ids: number[], parentOf: Map<number, number>): number[] {
  const depth = (id: number) => {
    let level = 0;
    for (let at = parentOf.get(id); at !== undefined && level < 32; at = parentOf.get(at)) level += 1;
    return level;
  };
  return ids.map((id) => ({ id, level: depth(id) })).sort((a, b) => a.level - b.level || a.id - b.id).map((entry) => entry.id);
}

const QUANTITY_FIELDS: Record<string, string> = {
  IfcQuantityLength: 'LengthValue',
  IfcQuantityArea: 'AreaValue',
  IfcQuantityVolume: 'VolumeValue',
  IfcQuantityWeight: 'WeightValue',
  IfcQuantityCount: 'CountValue',
  IfcQuantityTime: 'TimeValue',
};
const QUANTITY_MEASURES: Record<string, string> = {
  IfcQuantityLength: 'IFCLENGTHMEASURE',
  IfcQuantityArea: 'IFCAREAMEASURE',
  IfcQuantityVolume: 'IFCVOLUMEMEASURE',
  IfcQuantityWeight: 'IFCMASSMEASURE',
  IfcQuantityCount: 'IFCCOUNTMEASURE',
  IfcQuantityTime: 'IFCTIMEMEASURE',
};

/** A quantity's value carries its measure type only by the quantity's class. */
function withName(value: unknown, name: string | undefined): unknown {
  if (!value || typeof value !== 'object') return value;
  return { ...(value as object), name: (value as Value).name ?? name };
}

/** A web-ifc value as a plain scalar: text, number or boolean; null when empty or a reference. */
export function scalarOf(value: unknown): IfcScalar | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const wrapped = value as Value;
  if (wrapped.type === W.REF) return null;
  const raw = '_representationValue' in wrapped ? wrapped._representationValue : wrapped.value;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'string') {
    // IFCLOGICAL's UNKNOWN stays text; .T./.F. arrive as booleans already.
    return raw;
  }
  return null;
}

function refOf(value: unknown): number | null {
  if (value && typeof value === 'object' && (value as Value).type === W.REF && typeof (value as Value).value === 'number') return (value as Value).value as number;
  return null;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function setOnce(map: Map<number, number>, key: number | null, value: number): void {
  if (key !== null && !map.has(key)) map.set(key, value);
}

function push(map: Map<number, number[]>, key: number | null, value: number): void {
  if (key === null) return;
  const values = map.get(key);
  if (values) values.push(value);
  else map.set(key, [value]);
}

function pushIf<T>(items: T[], item: T | null): void {
  if (item !== null) items.push(item);
}

function dedupe<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
