// The property sets and quantities a product's IFC file carries: the standard common
// set of its IFC class with every property the product has a value for (the set and
// its properties from shared/domain/ifc/common-psets.ts, the same table the portal
// scores completeness against), Pset_ManufacturerTypeInformation, the roof drain's
// own set, and the base quantities IFC4 defines for the class.

import type { CommonProperty } from '#shared/domain/ifc/common-psets.ts';
import { MANUFACTURER_PROPERTY_SET, PROPERTY_ENUMERATIONS, commonPropertySetOf } from '#shared/domain/ifc/common-psets.ts';
import { extentOf, pageSizeOf } from '#shared/domain/ifc/size-convention.ts';
import type { IfcEntity } from './kinds.ts';
import { IFC_ENTITIES } from './kinds.ts';
import type { IfcPropertyData, IfcPropertySetData, IfcQuantity } from './ifc.ts';
import type { ProductShape } from './shapes.ts';
import { solidVolume } from './solids.ts';
import type { RawValue, ValueContext } from './common-values.ts';
import { commonValue } from './common-values.ts';

/** The standard common property set of each IFC class the demo writes (a class without one fails at load). */
export const COMMON_PSET: Readonly<Record<IfcEntity, string>> = Object.fromEntries(
  IFC_ENTITIES.map((entity) => {
    const table = commonPropertySetOf(entity);
    if (!table) throw new Error(`no standard common property set for ${entity}`);
    return [entity, table.propertySet];
  }),
) as Record<IfcEntity, string>;

export const MANUFACTURER_PSET = MANUFACTURER_PROPERTY_SET.propertySet;

export type { ValueContext } from './common-values.ts';

const isScalar = (value: RawValue): value is string | number | boolean => typeof value !== 'object';

/** A value in the form its property's kind takes, or an error naming what is wrong (a demo bug, caught by the unit test). */
export function propertyData(property: CommonProperty, value: RawValue, where: string): IfcPropertyData {
  const fail = (why: string): never => {
    throw new Error(`${where}.${property.name}: ${why}`);
  };
  switch (property.kind) {
    case 'single':
      return isScalar(value) ? { name: property.name, kind: 'single', type: property.type, value } : fail('a single value expected');
    case 'enumerated': {
      const values = PROPERTY_ENUMERATIONS[property.enumeration ?? ''] ?? fail(`unknown enumeration ${property.enumeration}`);
      if (typeof value !== 'string' || !values.includes(value)) return fail(`'${String(value)}' is not one of ${property.enumeration}`);
      return { name: property.name, kind: 'enumerated', enumeration: { name: property.enumeration!, values }, value };
    }
    case 'bounded':
      return !isScalar(value) && !Array.isArray(value) && 'lower' in value ? { name: property.name, kind: 'bounded', type: property.type, lower: value.lower, upper: value.upper } : fail('bounds expected');
    case 'table':
      return Array.isArray(value) && value.length > 0 ? { name: property.name, kind: 'table', type: property.type, definedType: property.definedType ?? 'IfcLabel', rows: value } : fail('table rows expected');
  }
}

/** The class's standard common set with every property that applies to this product. */
export function commonPropertySet(ctx: ValueContext): IfcPropertySetData {
  const table = commonPropertySetOf(ctx.kind.entity)!;
  const properties = table.properties.flatMap((property) => {
    const value = commonValue(ctx.kind.entity, table.propertySet, property, ctx);
    return value === null ? [] : [propertyData(property, value, table.propertySet)];
  });
  return { name: table.propertySet, properties };
}

/** The properties of the common set a product of this kind leaves out, as they cannot apply to it. */
export function inapplicableProperties(ctx: ValueContext): string[] {
  const table = commonPropertySetOf(ctx.kind.entity)!;
  return table.properties.filter((property) => commonValue(ctx.kind.entity, table.propertySet, property, ctx) === null).map((property) => property.name);
}

/** IFC4's set for a roof drain (predefined type ROOFDRAIN), beside the common one. */
export function roofDrainPropertySet(shape: ProductShape): IfcPropertySetData {
  const name = 'Pset_WasteTerminalTypeRoofDrain';
  const size = (property: string): number => extentOf(pageSizeOf('IfcWasteTerminal', name, property)!, shape);
  const radius = shape.width / 2;
  const length = (property: string, value: number): IfcPropertyData => ({ name: property, kind: 'single', type: 'IfcPositiveLengthMeasure', value: Math.round(value * 10) / 10 });
  // The drain is round in plan: IFC4 takes its length (and its cover's) as the radius.
  return {
    name,
    properties: [
      length('NominalBodyLength', radius),
      length('NominalBodyWidth', size('NominalBodyWidth')),
      length('NominalBodyDepth', size('NominalBodyDepth')),
      length('OutletConnectionSize', Math.round(radius / 5) * 5),
      length('CoverLength', radius * 0.6),
      length('CoverWidth', shape.depth * 0.6),
    ],
  };
}

/** A 13-digit GTIN in the Russian GS1 range (460) with its check digit, from the model's id. */
export function gtin(id: number): string {
  const body = `460${String(id).padStart(9, '0').slice(-9)}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export function manufacturerPropertySet(input: { manufacturer: string; modelReference: string; modelLabel: string; modelId: number; productionYear: string }): IfcPropertySetData {
  const values: Record<string, RawValue> = {
    GlobalTradeItemNumber: gtin(input.modelId),
    ArticleNumber: String(input.modelId),
    ModelReference: input.modelReference,
    ModelLabel: input.modelLabel,
    Manufacturer: input.manufacturer,
    ProductionYear: input.productionYear,
    AssemblyPlace: 'FACTORY',
  };
  return {
    name: MANUFACTURER_PSET,
    properties: MANUFACTURER_PROPERTY_SET.properties.map((property) => propertyData(property, values[property.name]!, MANUFACTURER_PSET)),
  };
}

/** The quantity sets IFC4 defines for the classes the demo writes (furniture and transport elements have none). */
const QUANTITY_SETS: Partial<Record<IfcEntity, string>> = {
  IfcDoor: 'Qto_DoorBaseQuantities',
  IfcWindow: 'Qto_WindowBaseQuantities',
  IfcWall: 'Qto_WallBaseQuantities',
  IfcCurtainWall: 'Qto_CurtainWallQuantities',
  IfcPlate: 'Qto_PlateBaseQuantities',
  IfcCovering: 'Qto_CoveringBaseQuantities',
  IfcPipeSegment: 'Qto_PipeSegmentBaseQuantities',
  IfcSpaceHeater: 'Qto_SpaceHeaterBaseQuantities',
  IfcBoiler: 'Qto_BoilerBaseQuantities',
  IfcAirTerminal: 'Qto_AirTerminalBaseQuantities',
  IfcElectricDistributionBoard: 'Qto_ElectricDistributionBoardBaseQuantities',
  IfcBuildingElementProxy: 'Qto_BuildingElementProxyQuantities',
  IfcSanitaryTerminal: 'Qto_SanitaryTerminalBaseQuantities',
  IfcWasteTerminal: 'Qto_WasteTerminalBaseQuantities',
  IfcValve: 'Qto_ValveBaseQuantities',
  IfcUnitaryEquipment: 'Qto_UnitaryEquipmentBaseQuantities',
  IfcPump: 'Qto_PumpBaseQuantities',
  IfcFan: 'Qto_FanBaseQuantities',
  IfcLightFixture: 'Qto_LightFixtureBaseQuantities',
  IfcOutlet: 'Qto_OutletBaseQuantities',
  IfcSwitchingDevice: 'Qto_SwitchingDeviceBaseQuantities',
  IfcSensor: 'Qto_SensorBaseQuantities',
  IfcAlarm: 'Qto_AlarmBaseQuantities',
};

const m2 = (mm2: number): number => Math.round(mm2 / 1e3) / 1e3;

/**
 * Base quantities by IFC4's definitions for the class: a door's and a window's Width
 * and Height, a wall's Length along it and Width through it, a covering's and a
 * plate's Width as their thickness, and the model's weight as GrossWeight.
 */
export function baseQuantities(entity: IfcEntity, shape: ProductShape, weightKg: number | null): { name: string; quantities: IfcQuantity[] } | null {
  const name = QUANTITY_SETS[entity];
  if (!name) return null;
  const { width: w, height: h, depth: d } = shape;
  const sized = (quantity: string): IfcQuantity => ({ name: quantity, kind: 'length', value: extentOf(pageSizeOf(entity, name, quantity)!, shape) });
  const weight: IfcQuantity[] = weightKg === null ? [] : [{ name: 'GrossWeight', kind: 'weight', value: weightKg }];
  const volume = Math.round((shape.solids.reduce((sum, solid) => sum + solidVolume(solid), 0) / 1e9) * 1e6) / 1e6;
  const surface = m2(2 * (w * h + w * d + h * d));
  const thickness = shape.flat ? h : Math.min(d, h);
  switch (entity) {
    case 'IfcDoor':
    case 'IfcWindow':
      return { name, quantities: [sized('Width'), sized('Height'), { name: 'Perimeter', kind: 'length', value: 2 * (w + h) }, { name: 'Area', kind: 'area', value: m2(w * h) }] };
    case 'IfcWall':
      return { name, quantities: [sized('Length'), sized('Width'), sized('Height'), { name: 'GrossSideArea', kind: 'area', value: m2(w * h) }, { name: 'GrossVolume', kind: 'volume', value: volume }, ...weight] };
    case 'IfcCurtainWall':
      return { name, quantities: [sized('Length'), sized('Height'), sized('Width'), { name: 'GrossSideArea', kind: 'area', value: m2(w * h) }] };
    case 'IfcPlate':
      return { name, quantities: [{ name: 'Width', kind: 'length', value: d }, { name: 'Perimeter', kind: 'length', value: 2 * (w + h) }, { name: 'GrossArea', kind: 'area', value: m2(w * h) }, { name: 'GrossVolume', kind: 'volume', value: volume }, ...weight] };
    case 'IfcCovering': {
      const area = shape.flat || h <= d ? m2(w * d) : m2(w * h);
      return { name, quantities: [{ name: 'Width', kind: 'length', value: thickness }, { name: 'GrossArea', kind: 'area', value: area }, { name: 'NetArea', kind: 'area', value: area }] };
    }
    case 'IfcPipeSegment': {
      // A downpipe runs up, a gutter front to back.
      const length = shape.shape === 'downpipe' ? h : d;
      return { name, quantities: [{ name: 'Length', kind: 'length', value: length }, { name: 'OuterSurfaceArea', kind: 'area', value: m2(Math.PI * w * length) }, ...weight] };
    }
    case 'IfcSpaceHeater':
      // IFC4's Length here is the water tube's, which runs the heater's width.
      return { name, quantities: [{ name: 'Length', kind: 'length', value: w }, ...weight] };
    case 'IfcBoiler':
      return { name, quantities: [...weight, { name: 'TotalSurfaceArea', kind: 'area', value: surface }] };
    case 'IfcAirTerminal':
      return { name, quantities: [...weight, { name: 'Perimeter', kind: 'length', value: 2 * (w + d) }, { name: 'TotalSurfaceArea', kind: 'area', value: m2(w * d) }] };
    case 'IfcElectricDistributionBoard':
      return { name, quantities: [...weight, { name: 'NumberOfCircuits', kind: 'count', value: Math.max(4, Math.round(w / 18 / 2) * 2) }] };
    case 'IfcBuildingElementProxy':
      return { name, quantities: [{ name: 'NetSurfaceArea', kind: 'area', value: surface }, { name: 'NetVolume', kind: 'volume', value: volume }] };
    default:
      return weight.length ? { name, quantities: weight } : null;
  }
}
