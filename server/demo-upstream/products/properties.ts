// The property sets and quantities a product's IFC file carries: the common set of
// its IFC class (IFC4 names), Pset_ManufacturerTypeInformation, and base quantities.
// Values follow from the model (its code, size, materials, fire class) and its shape.

import type { IfcEntity, ProductKind } from './kinds.ts';
import type { IfcProperty, IfcPropertySetData, IfcQuantity } from './ifc.ts';
import type { ProductShape } from './shapes.ts';
import { solidVolume } from './solids.ts';

/** The standard common property set of each IFC class the demo writes. */
export const COMMON_PSET: Readonly<Record<IfcEntity, string>> = {
  IfcDoor: 'Pset_DoorCommon',
  IfcWindow: 'Pset_WindowCommon',
  IfcCurtainWall: 'Pset_CurtainWallCommon',
  IfcWall: 'Pset_WallCommon',
  IfcPlate: 'Pset_PlateCommon',
  IfcCovering: 'Pset_CoveringCommon',
  IfcSanitaryTerminal: 'Pset_SanitaryTerminalTypeCommon',
  IfcValve: 'Pset_ValveTypeCommon',
  IfcSpaceHeater: 'Pset_SpaceHeaterTypeCommon',
  IfcUnitaryEquipment: 'Pset_UnitaryEquipmentTypeCommon',
  IfcBoiler: 'Pset_BoilerTypeCommon',
  IfcPump: 'Pset_PumpTypeCommon',
  IfcFan: 'Pset_FanTypeCommon',
  IfcAirTerminal: 'Pset_AirTerminalTypeCommon',
  IfcLightFixture: 'Pset_LightFixtureTypeCommon',
  IfcFurniture: 'Pset_FurnitureTypeCommon',
  IfcPipeSegment: 'Pset_PipeSegmentTypeCommon',
  IfcWasteTerminal: 'Pset_WasteTerminalTypeRoofDrain',
  IfcTransportElement: 'Pset_TransportElementCommon',
  IfcOutlet: 'Pset_OutletTypeCommon',
  IfcSwitchingDevice: 'Pset_SwitchingDeviceTypeCommon',
  IfcElectricDistributionBoard: 'Pset_ElectricDistributionBoardTypeCommon',
  IfcSensor: 'Pset_SensorTypeCommon',
  IfcAlarm: 'Pset_AlarmTypeCommon',
  IfcBuildingElementProxy: 'Pset_BuildingElementProxyCommon',
};

export const MANUFACTURER_PSET = 'Pset_ManufacturerTypeInformation';

export interface PropertyContext {
  kind: ProductKind;
  shape: ProductShape;
  /** The model's code (name_short): every common set's Reference. */
  reference: string;
  hints: string;
  /** Display name of the main material, for colour-like properties. */
  mainMaterial: string;
  fireRating: string | null;
  /** 0..1, stable per model: picks values inside plausible ranges. */
  jitter: number;
  combustible: boolean;
}

const P = (name: string, type: IfcProperty['type'], value: IfcProperty['value']): IfcProperty => ({ name, type, value });
const round = (value: number, step: number): number => Math.round(value / step) * step;
const number = (hints: string, pattern: RegExp): number | null => {
  const match = pattern.exec(hints);
  return match ? Number(match[1]) : null;
};

function commonProperties(ctx: PropertyContext): IfcProperty[] {
  const { kind, shape, reference, hints, jitter } = ctx;
  const ref = P('Reference', 'IfcIdentifier', reference);
  const fire = ctx.fireRating ? [P('FireRating', 'IfcLabel', ctx.fireRating)] : [];
  const glassArea = shape.solids.filter((s) => s.role === 'glass').reduce((sum, s) => sum + (s.axis === 'z' && s.section.kind === 'rect' ? (s.section.u1 - s.section.u0) * (s.to - s.from) : 0), 0);
  switch (kind.entity) {
    case 'IfcDoor': {
      const fireDoor = /ei\d+|eiw/.test(hints);
      return [ref, P('IsExternal', 'IfcBoolean', kind.external), ...fire, P('ThermalTransmittance', 'IfcThermalTransmittanceMeasure', round(kind.external ? 1.1 + jitter * 0.7 : 2 + jitter, 0.05)), P('AcousticRating', 'IfcLabel', `Rw ${26 + Math.round(jitter * 10)} дБ`), P('HandicapAccessible', 'IfcBoolean', shape.width >= 900), P('SelfClosing', 'IfcBoolean', fireDoor), P('SmokeStop', 'IfcBoolean', fireDoor)];
    }
    case 'IfcWindow':
      return [ref, P('IsExternal', 'IfcBoolean', true), P('ThermalTransmittance', 'IfcThermalTransmittanceMeasure', round(0.8 + jitter * 0.6, 0.05)), P('GlazingAreaFraction', 'IfcPositiveRatioMeasure', Math.min(0.95, Math.max(0.05, round(glassArea / (shape.width * shape.height), 0.01)))), P('AcousticRating', 'IfcLabel', `Rw ${30 + Math.round(jitter * 8)} дБ`)];
    case 'IfcCurtainWall':
      return [ref, P('IsExternal', 'IfcBoolean', true), P('ThermalTransmittance', 'IfcThermalTransmittanceMeasure', round(1 + jitter * 0.6, 0.05)), ...fire];
    case 'IfcWall':
      return [ref, P('IsExternal', 'IfcBoolean', false), P('LoadBearing', 'IfcBoolean', false), P('AcousticRating', 'IfcLabel', `Rw ${38 + Math.round(jitter * 14)} дБ`), ...fire];
    case 'IfcPlate':
      return [ref, P('IsExternal', 'IfcBoolean', true), P('LoadBearing', 'IfcBoolean', false), P('ThermalTransmittance', 'IfcThermalTransmittanceMeasure', round(0.18 + jitter * 0.2, 0.01)), ...fire];
    case 'IfcCovering':
      return [ref, P('IsExternal', 'IfcBoolean', kind.external), P('NominalThickness', 'IfcNonNegativeLengthMeasure', shape.flat || shape.height < shape.depth ? shape.height : shape.depth), P('Combustible', 'IfcBoolean', ctx.combustible), ...fire];
    case 'IfcSanitaryTerminal':
      return [ref, P('NominalLength', 'IfcPositiveLengthMeasure', shape.depth), P('NominalWidth', 'IfcPositiveLengthMeasure', shape.width), P('NominalDepth', 'IfcPositiveLengthMeasure', shape.height), P('Color', 'IfcLabel', ctx.mainMaterial)];
    case 'IfcValve':
      return [ref, P('Size', 'IfcPositiveLengthMeasure', 15), P('WorkingPressure', 'IfcPressureMeasure', 1_000_000)];
    case 'IfcSpaceHeater': {
      const sections = number(hints, /(\d+) sections/) ?? (/bimetal/.test(hints) ? Math.max(4, Math.round(shape.width / 80)) : 0);
      const panels = sections > 0 ? 0 : (number(hints, /type (\d)\d/) ?? (kind.shape === 'radiator' ? 2 : 1));
      const output = (shape.width / 1000) * (shape.height / 1000) * (sections > 0 ? 2400 : 1100 * panels) + (kind.shape === 'trench-convector' ? shape.depth * 0.4 : 0);
      return [ref, ...(sections > 0 ? [P('NumberOfSections', 'IfcInteger', sections)] : [P('NumberOfPanels', 'IfcInteger', panels)]), P('OutputCapacity', 'IfcPowerMeasure', round(output, 10))];
    }
    case 'IfcBoiler':
      return [ref, P('NominalEnergyConsumption', 'IfcPowerMeasure', round(18_000 + jitter * 14_000, 1000)), P('IsWaterStorageHeater', 'IfcBoolean', false)];
    case 'IfcPump':
      return [ref, P('ConnectionSize', 'IfcPositiveLengthMeasure', round(25 + jitter * 40, 5))];
    case 'IfcFan':
      return [ref, P('NominalPowerRate', 'IfcPowerMeasure', round(40 + jitter * 300, 5))];
    case 'IfcUnitaryEquipment':
    case 'IfcElectricDistributionBoard':
    case 'IfcSensor':
    case 'IfcAlarm':
      return [ref];
    case 'IfcAirTerminal':
      return [ref, P('FinishColor', 'IfcLabel', 'RAL 9016'), P('NeckArea', 'IfcAreaMeasure', round((shape.width * Math.min(shape.height, shape.depth)) / 1e6, 0.001))];
    case 'IfcLightFixture':
      return [ref, P('NumberOfSources', 'IfcInteger', 1), P('TotalWattage', 'IfcPowerMeasure', number(hints, /(\d+) w\b/) ?? round(8 + jitter * 60, 1)), P('MaintenanceFactor', 'IfcReal', 0.8)];
    case 'IfcFurniture':
      return [ref, P('Style', 'IfcLabel', kind.objectType ?? kind.predefined.toLowerCase()), P('NominalHeight', 'IfcPositiveLengthMeasure', shape.height), P('NominalLength', 'IfcPositiveLengthMeasure', shape.width), P('NominalDepth', 'IfcPositiveLengthMeasure', shape.depth), P('MainColor', 'IfcLabel', ctx.mainMaterial), P('IsBuiltIn', 'IfcBoolean', kind.objectType === 'Kitchen base unit' || kind.objectType === 'Kitchen wall unit')];
    case 'IfcPipeSegment':
      return [ref, P('NominalDiameter', 'IfcPositiveLengthMeasure', kind.shape === 'gutter' ? shape.width : round(shape.width * 0.9, 1)), P('OuterDiameter', 'IfcPositiveLengthMeasure', shape.width)];
    case 'IfcWasteTerminal':
      return [P('NominalBodyLength', 'IfcPositiveLengthMeasure', shape.width), P('NominalBodyWidth', 'IfcPositiveLengthMeasure', shape.depth), P('NominalBodyDepth', 'IfcPositiveLengthMeasure', shape.height), P('OutletConnectionSize', 'IfcPositiveLengthMeasure', round(shape.width * 0.5, 5))];
    case 'IfcTransportElement': {
      const kg = number(hints, /(\d+) kg/) ?? (kind.predefined === 'ELEVATOR' ? 630 : 0);
      return [ref, P('CapacityPeople', 'IfcCountMeasure', kg > 0 ? Math.floor(kg / 75) : kind.predefined === 'LIFTINGGEAR' ? 1 : 100), P('CapacityWeight', 'IfcMassMeasure', kg > 0 ? kg : kind.predefined === 'LIFTINGGEAR' ? 300 : 7500), P('FireExit', 'IfcBoolean', false)];
    }
    case 'IfcOutlet':
      return [ref, P('NumberOfSockets', 'IfcInteger', 1), P('IsPluggableOutlet', 'IfcLogical', true)];
    case 'IfcSwitchingDevice':
      return [ref, P('NumberOfGangs', 'IfcInteger', /two-gang/.test(hints) ? 2 : 1), P('IsIlluminated', 'IfcBoolean', /illuminated/.test(hints))];
    case 'IfcBuildingElementProxy':
      return [ref, P('IsExternal', 'IfcBoolean', kind.external)];
  }
}

export function commonPropertySet(ctx: PropertyContext): IfcPropertySetData {
  return { name: COMMON_PSET[ctx.kind.entity], properties: commonProperties(ctx) };
}

export function manufacturerPropertySet(input: { manufacturer: string; modelReference: string; modelLabel: string; articleNumber: string; productionYear: string }): IfcPropertySetData {
  return {
    name: MANUFACTURER_PSET,
    properties: [
      P('Manufacturer', 'IfcLabel', input.manufacturer),
      P('ModelReference', 'IfcLabel', input.modelReference),
      P('ModelLabel', 'IfcLabel', input.modelLabel),
      P('ArticleNumber', 'IfcIdentifier', input.articleNumber),
      P('ProductionYear', 'IfcLabel', input.productionYear),
    ],
  };
}

/** Base quantities: the overall size, the volume of the solids and the model's weight. */
export function baseQuantities(entity: IfcEntity, shape: ProductShape, weightKg: number | null): { name: string; quantities: IfcQuantity[] } {
  const name = entity === 'IfcCurtainWall' ? 'Qto_CurtainWallQuantities' : entity === 'IfcBuildingElementProxy' ? 'Qto_BuildingElementProxyQuantities' : `Qto_${entity.slice(3)}BaseQuantities`;
  const volume = shape.solids.reduce((sum, solid) => sum + solidVolume(solid), 0) / 1e9;
  const quantities: IfcQuantity[] = [
    { name: 'Width', kind: 'length', value: shape.width },
    { name: 'Height', kind: 'length', value: shape.height },
    { name: 'Length', kind: 'length', value: shape.depth },
  ];
  if (entity === 'IfcDoor' || entity === 'IfcWindow') quantities.push({ name: 'Area', kind: 'area', value: Math.round((shape.width * shape.height) / 1e3) / 1e3 });
  if (entity === 'IfcCovering') quantities.push({ name: 'GrossArea', kind: 'area', value: Math.round((shape.width * (shape.flat ? shape.depth : Math.max(shape.height, shape.depth))) / 1e3) / 1e3 });
  quantities.push({ name: 'GrossVolume', kind: 'volume', value: Math.round(volume * 1e6) / 1e6 });
  if (weightKg !== null) quantities.push({ name: 'GrossWeight', kind: 'weight', value: weightKg });
  return { name, quantities };
}
