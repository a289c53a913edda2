// The standard property set of each IFC class the completeness summary supports,
// with its property names, as buildingSMART's IFC4 documentation (IFC4 ADD2 TC1,
// section "Property sets" of each entity) defines them. Building elements carry
// an occurrence set (Pset_DoorCommon); distribution and furnishing elements carry
// the type set (Pset_SpaceHeaterTypeCommon), which their occurrences inherit.

export interface CommonPropertySet {
  /** The IFC class, e.g. 'IfcDoor'. */
  ifcClass: string;
  /** The standard set, e.g. 'Pset_DoorCommon'. */
  propertySet: string;
  properties: readonly string[];
}

export const COMMON_PROPERTY_SETS: readonly CommonPropertySet[] = [
  {
    ifcClass: 'IfcDoor',
    propertySet: 'Pset_DoorCommon',
    properties: [
      'Reference', 'Status', 'FireRating', 'AcousticRating', 'SecurityRating', 'DurabilityRating', 'HygrothermalRating',
      'WaterTightnessRating', 'MechanicalLoadRating', 'WindLoadRating', 'Infiltration', 'IsExternal', 'ThermalTransmittance',
      'GlazingAreaFraction', 'HandicapAccessible', 'FireExit', 'HasDrive', 'SelfClosing', 'SmokeStop',
    ],
  },
  {
    ifcClass: 'IfcWindow',
    propertySet: 'Pset_WindowCommon',
    properties: [
      'Reference', 'Status', 'AcousticRating', 'FireRating', 'SecurityRating', 'IsExternal', 'Infiltration', 'ThermalTransmittance',
      'GlazingAreaFraction', 'HasSillExternal', 'HasSillInternal', 'HasDrive', 'SmokeStop', 'FireExit', 'WaterTightnessRating',
      'MechanicalLoadRating', 'WindLoadRating',
    ],
  },
  {
    ifcClass: 'IfcSpaceHeater',
    propertySet: 'Pset_SpaceHeaterTypeCommon',
    properties: ['Reference', 'Status', 'BodyMass', 'ThermalMassHeatCapacity', 'OutputCapacity', 'ThermalEfficiency', 'NumberOfPanels', 'NumberOfSections'],
  },
  {
    ifcClass: 'IfcSanitaryTerminal',
    propertySet: 'Pset_SanitaryTerminalTypeCommon',
    properties: ['Reference', 'Status', 'NominalLength', 'NominalWidth', 'NominalDepth', 'Color'],
  },
  {
    ifcClass: 'IfcFurniture',
    propertySet: 'Pset_FurnitureTypeCommon',
    properties: ['Reference', 'Status', 'Style', 'NominalHeight', 'NominalLength', 'NominalDepth', 'MainColor', 'IsBuiltIn'],
  },
  {
    ifcClass: 'IfcCovering',
    propertySet: 'Pset_CoveringCommon',
    properties: [
      'Reference', 'Status', 'AcousticRating', 'FireRating', 'FlammabilityRating', 'FragilityRating', 'Combustible',
      'SurfaceSpreadOfFlame', 'Finish', 'IsExternal', 'ThermalTransmittance',
    ],
  },
  {
    ifcClass: 'IfcPipeFitting',
    propertySet: 'Pset_PipeFittingTypeCommon',
    properties: ['Reference', 'Status', 'PressureClass', 'PressureRange', 'TemperatureRange', 'FittingLossFactor', 'Color'],
  },
  {
    ifcClass: 'IfcBuildingElementProxy',
    propertySet: 'Pset_BuildingElementProxyCommon',
    properties: ['Reference', 'Status', 'IsExternal', 'ThermalTransmittance', 'LoadBearing'],
  },
  {
    ifcClass: 'IfcWall',
    propertySet: 'Pset_WallCommon',
    properties: [
      'Reference', 'Status', 'AcousticRating', 'FireRating', 'Combustible', 'SurfaceSpreadOfFlame', 'ThermalTransmittance',
      'IsExternal', 'ExtendToStructure', 'LoadBearing', 'Compartmentation',
    ],
  },
  {
    ifcClass: 'IfcSlab',
    propertySet: 'Pset_SlabCommon',
    properties: [
      'Reference', 'Status', 'AcousticRating', 'FireRating', 'PitchAngle', 'Combustible', 'SurfaceSpreadOfFlame',
      'Compartmentation', 'IsExternal', 'ThermalTransmittance', 'LoadBearing',
    ],
  },
  {
    ifcClass: 'IfcRailing',
    propertySet: 'Pset_RailingCommon',
    properties: ['Reference', 'Status', 'Height', 'Diameter', 'IsExternal'],
  },
  {
    ifcClass: 'IfcLightFixture',
    propertySet: 'Pset_LightFixtureTypeCommon',
    properties: [
      'Reference', 'Status', 'NumberOfSources', 'TotalWattage', 'LightFixtureMountingType', 'LightFixturePlacingType',
      'MaintenanceFactor', 'MaximumPlenumSensibleLoad', 'MaximumSpaceSensibleLoad', 'SensibleLoadToRadiant',
    ],
  },
];

const BY_CLASS = new Map(COMMON_PROPERTY_SETS.map((entry) => [entry.ifcClass.toUpperCase(), entry]));

/** The standard set of a class (any letter case), or null when the portal has no table for it. */
export function commonPropertySetOf(ifcClass: string): CommonPropertySet | null {
  return BY_CLASS.get(ifcClass.toUpperCase()) ?? null;
}
