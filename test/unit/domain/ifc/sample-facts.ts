// Small IFC facts for the pure rules' tests: a door in a storey, with what a test needs changed.
import type { IfcEntityFacts, IfcFacts, IfcPropertyFacts, IfcPropertySetFacts } from '#shared/types/ifc.ts';

export function prop(name: string, value: IfcPropertyFacts['value'], extra: Partial<IfcPropertyFacts> = {}): IfcPropertyFacts {
  return { name, value, valueType: typeof value === 'boolean' ? 'IFCBOOLEAN' : typeof value === 'number' ? 'IFCREAL' : 'IFCLABEL', unit: null, si: null, ...extra };
}

export function pset(name: string, properties: IfcPropertyFacts[], extra: Partial<IfcPropertySetFacts> = {}): IfcPropertySetFacts {
  return { name, kind: name.startsWith('Qto_') ? 'quantities' : 'properties', fromType: false, properties, ...extra };
}

export function door(overrides: Partial<IfcEntityFacts> = {}): IfcEntityFacts {
  return {
    id: 50,
    globalId: '7YvctVUKr0kugbFTf53O9L',
    ifcClass: 'IfcDoor',
    role: 'product',
    predefinedType: 'DOOR',
    name: 'Door DV-1',
    description: null,
    objectType: null,
    tag: 'DV-1',
    attributes: [
      { name: 'Name', value: 'Door DV-1', si: null },
      { name: 'Tag', value: 'DV-1', si: null },
      { name: 'OverallWidth', value: 900, si: 0.9 },
      { name: 'OverallHeight', value: 2100, si: 2.1 },
      { name: 'PredefinedType', value: 'DOOR', si: null },
    ],
    boundingBox: { x: 0.9, y: 0.06, z: 2.1 },
    typeName: null,
    parentId: 32,
    propertySets: [
      pset('Pset_DoorCommon', [prop('Reference', 'DV-1'), prop('FireRating', 'EI30'), prop('IsExternal', false), prop('ThermalTransmittance', 1.4, { valueType: 'IFCTHERMALTRANSMITTANCEMEASURE', unit: 'W/(m²·K)', si: 1.4 })]),
      pset('Qto_DoorBaseQuantities', [
        prop('Width', 900, { valueType: 'IFCLENGTHMEASURE', unit: 'mm', si: 0.9 }),
        prop('Depth', 60, { valueType: 'IFCLENGTHMEASURE', unit: 'mm', si: 0.06 }),
        prop('GrossWeight', 42, { valueType: 'IFCMASSMEASURE', unit: 'kg', si: 42 }),
      ]),
      pset('Pset_ManufacturerTypeInformation', [prop('Manufacturer', 'ООО «Двери-Мастер»'), prop('ModelLabel', 'DV-1')], { fromType: true }),
    ],
    materials: [{ name: 'Steel', category: 'Metal' }],
    classifications: [{ system: 'BIM portal', identification: '17', name: 'Двери' }],
    ...overrides,
  };
}

export function facts(entities: IfcEntityFacts[] = [door()], overrides: Partial<IfcFacts> = {}): IfcFacts {
  const storey: IfcEntityFacts = { ...door(), id: 32, ifcClass: 'IfcBuildingStorey', role: 'spatial', predefinedType: null, name: 'Level 0', tag: null, attributes: [{ name: 'Name', value: 'Level 0', si: null }], boundingBox: null, parentId: 1, propertySets: [], materials: [], classifications: [] };
  const project: IfcEntityFacts = { ...storey, id: 1, ifcClass: 'IfcProject', role: 'project', name: 'Project', attributes: [], parentId: null };
  return { schema: 'IFC4', lengthUnit: { symbol: 'mm', metres: 0.001 }, entities: [project, storey, ...entities], mainProductId: entities[0]?.id ?? null, productCount: entities.length, truncated: false, ...overrides };
}
