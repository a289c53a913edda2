// The standard common property set of each IFC class the portal scores, with its
// properties' names, kinds and value types, as buildingSMART's IFC4 property set
// templates define them (IFC4 ADD2, the IFCDOC template file; checked name by name).
// One table for both sides: the demo writes every property of its class's set from
// it, and the completeness summary counts against it. Building elements carry an
// occurrence set (Pset_DoorCommon); distribution and furnishing elements the type
// set (Pset_SpaceHeaterTypeCommon), which their occurrences may carry too.

/** How IFC holds the value: IfcPropertySingleValue, …EnumeratedValue, …BoundedValue, …TableValue. */
export type CommonPropertyKind = 'single' | 'enumerated' | 'bounded' | 'table';

export interface CommonProperty {
  name: string;
  kind: CommonPropertyKind;
  /** The value's IFC type (IfcLabel, IfcBoolean, IfcPositiveLengthMeasure, …); a table's defining values. */
  type: string;
  /** A table's defined values. */
  definedType?: string;
  /** An enumerated property's enumeration (its values in PROPERTY_ENUMERATIONS). */
  enumeration?: string;
}

export interface CommonPropertySet {
  /** The IFC class, e.g. 'IfcDoor'. */
  ifcClass: string;
  /** The standard set, e.g. 'Pset_DoorCommon'. */
  propertySet: string;
  properties: readonly CommonProperty[];
}

/** The enumerations the sets' enumerated properties take their values from. */
export const PROPERTY_ENUMERATIONS: Readonly<Record<string, readonly string[]>> = {
  PEnum_ElementStatus: ['NEW', 'EXISTING', 'DEMOLISH', 'TEMPORARY', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_ValvePattern: ['SINGLEPORT', 'ANGLED_2_PORT', 'STRAIGHT_2_PORT', 'STRAIGHT_3_PORT', 'CROSSOVER_4_PORT', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_ValveOperation: ['DROPWEIGHT', 'FLOAT', 'HYDRAULIC', 'LEVER', 'LOCKSHIELD', 'MOTORIZED', 'PNEUMATIC', 'SOLENOID', 'SPRING', 'THERMOSTATIC', 'WHEEL', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_ValveMechanism: ['BALL', 'BUTTERFLY', 'CONFIGUREDGATE', 'GLAND', 'GLOBE', 'LUBRICATEDPLUG', 'NEEDLE', 'PARALLELSLIDE', 'PLUG', 'WEDGEGATE', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_SpaceHeaterPlacementType: ['BASEBOARD', 'TOWELWARMER', 'SUSPENDED', 'WALL', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_SpaceHeaterTemperatureClassification: ['LOWTEMPERATURE', 'HIGHTEMPERATURE', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_SpaceHeaterHeatTransferDimension: ['POINT', 'PATH', 'SURFACE', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_HeatTransferMedium: ['WATER', 'STEAM', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_EnergySource: ['COAL', 'COAL_PULVERIZED', 'ELECTRICITY', 'GAS', 'OIL', 'PROPANE', 'WOOD', 'WOOD_CHIP', 'WOOD_PELLET', 'WOOD_PULVERIZED', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_BoilerOperatingMode: ['FIXED', 'TWOSTEP', 'MODULATING', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_FanMotorConnectionType: ['DIRECTDRIVE', 'BELTDRIVE', 'COUPLING', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_FanCapacityControlType: ['INLETVANE', 'VARIABLESPEEDDRIVE', 'BLADEPITCHANGLE', 'TWOSPEED', 'DISCHARGEDAMPER', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_AirTerminalShape: ['ROUND', 'RECTANGULAR', 'SQUARE', 'SLOT', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_AirTerminalFaceType: ['FOURWAYPATTERN', 'SINGLEDEFLECTION', 'DOUBLEDEFLECTION', 'SIGHTPROOF', 'EGGCRATE', 'PERFORATED', 'LOUVERED', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_AirTerminalFlowPattern: ['LINEARSINGLE', 'LINEARDOUBLE', 'LINEARFOURWAY', 'RADIAL', 'SWIRL', 'DISPLACMENT', 'COMPACTJET', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_AirTerminalDischargeDirection: ['PARALLEL', 'PERPENDICULAR', 'ADJUSTABLE', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_AirTerminalFinishType: ['ANNODIZED', 'PAINTED', 'NONE', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_AirTerminalMountingType: ['SURFACE', 'FLATFLUSH', 'LAYIN', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_AirTerminalCoreType: ['SHUTTERBLADE', 'CURVEDBLADE', 'REMOVABLE', 'REVERSIBLE', 'NONE', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_AirTerminalFlowControlType: ['DAMPER', 'BELLOWS', 'NONE', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_LightFixtureMountingType: ['CABLESPANNED', 'FREESTANDING', 'POLE_SIDE', 'POLE_TOP', 'RECESSED', 'SURFACE', 'SUSPENDED', 'TRACKMOUNTED', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_LightFixturePlacingType: ['CEILING', 'FLOOR', 'FURNITURE', 'POLE', 'WALL', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_SwitchFunctionType: ['ONOFFSWITCH', 'INTERMEDIATESWITCH', 'DOUBLETHROWSWITCH', 'OTHER', 'NOTKNOWN', 'UNSET'],
  PEnum_AssemblyPlace: ['FACTORY', 'OFFSITE', 'SITE', 'OTHER', 'NOTKNOWN', 'UNSET'],
};

const single = (name: string, type: string): CommonProperty => ({ name, kind: 'single', type });
const enumerated = (name: string, enumeration: string): CommonProperty => ({ name, kind: 'enumerated', type: 'IfcLabel', enumeration });
const bounded = (name: string, type: string): CommonProperty => ({ name, kind: 'bounded', type });
const table = (name: string, type: string, definedType: string): CommonProperty => ({ name, kind: 'table', type, definedType });
const standard = (ifcClass: string, propertySet: string, properties: CommonProperty[]): CommonPropertySet => ({ ifcClass, propertySet, properties });

export const COMMON_PROPERTY_SETS: readonly CommonPropertySet[] = [
  standard('IfcDoor', 'Pset_DoorCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'), single('FireRating', 'IfcLabel'),
    single('AcousticRating', 'IfcLabel'), single('SecurityRating', 'IfcLabel'), single('DurabilityRating', 'IfcLabel'),
    single('HygrothermalRating', 'IfcLabel'), single('WaterTightnessRating', 'IfcLabel'),
    single('MechanicalLoadRating', 'IfcLabel'), single('WindLoadRating', 'IfcLabel'),
    single('Infiltration', 'IfcVolumetricFlowRateMeasure'), single('IsExternal', 'IfcBoolean'),
    single('ThermalTransmittance', 'IfcThermalTransmittanceMeasure'),
    single('GlazingAreaFraction', 'IfcPositiveRatioMeasure'), single('HandicapAccessible', 'IfcBoolean'),
    single('FireExit', 'IfcBoolean'), single('HasDrive', 'IfcBoolean'), single('SelfClosing', 'IfcBoolean'),
    single('SmokeStop', 'IfcBoolean'),
  ]),
  standard('IfcWindow', 'Pset_WindowCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('AcousticRating', 'IfcLabel'), single('FireRating', 'IfcLabel'), single('SecurityRating', 'IfcLabel'),
    single('IsExternal', 'IfcBoolean'), single('Infiltration', 'IfcVolumetricFlowRateMeasure'),
    single('ThermalTransmittance', 'IfcThermalTransmittanceMeasure'),
    single('GlazingAreaFraction', 'IfcPositiveRatioMeasure'), single('HasSillExternal', 'IfcBoolean'),
    single('HasSillInternal', 'IfcBoolean'), single('HasDrive', 'IfcBoolean'), single('SmokeStop', 'IfcBoolean'),
    single('FireExit', 'IfcBoolean'), single('WaterTightnessRating', 'IfcLabel'),
    single('MechanicalLoadRating', 'IfcLabel'), single('WindLoadRating', 'IfcLabel'),
  ]),
  standard('IfcCurtainWall', 'Pset_CurtainWallCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('AcousticRating', 'IfcLabel'), single('FireRating', 'IfcLabel'), single('Combustible', 'IfcBoolean'),
    single('SurfaceSpreadOfFlame', 'IfcLabel'), single('ThermalTransmittance', 'IfcThermalTransmittanceMeasure'),
    single('IsExternal', 'IfcBoolean'),
  ]),
  standard('IfcWall', 'Pset_WallCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('AcousticRating', 'IfcLabel'), single('FireRating', 'IfcLabel'), single('Combustible', 'IfcBoolean'),
    single('SurfaceSpreadOfFlame', 'IfcLabel'), single('ThermalTransmittance', 'IfcThermalTransmittanceMeasure'),
    single('IsExternal', 'IfcBoolean'), single('LoadBearing', 'IfcBoolean'), single('ExtendToStructure', 'IfcBoolean'),
    single('Compartmentation', 'IfcBoolean'),
  ]),
  standard('IfcPlate', 'Pset_PlateCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('AcousticRating', 'IfcLabel'), single('IsExternal', 'IfcBoolean'),
    single('ThermalTransmittance', 'IfcThermalTransmittanceMeasure'), single('LoadBearing', 'IfcBoolean'),
    single('FireRating', 'IfcLabel'),
  ]),
  standard('IfcCovering', 'Pset_CoveringCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('AcousticRating', 'IfcLabel'), single('FlammabilityRating', 'IfcLabel'),
    single('FragilityRating', 'IfcLabel'), single('Combustible', 'IfcBoolean'),
    single('SurfaceSpreadOfFlame', 'IfcLabel'), single('Finish', 'IfcText'), single('IsExternal', 'IfcBoolean'),
    single('ThermalTransmittance', 'IfcThermalTransmittanceMeasure'), single('FireRating', 'IfcLabel'),
  ]),
  standard('IfcSlab', 'Pset_SlabCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('AcousticRating', 'IfcLabel'), single('FireRating', 'IfcLabel'), single('PitchAngle', 'IfcPlaneAngleMeasure'),
    single('Combustible', 'IfcBoolean'), single('SurfaceSpreadOfFlame', 'IfcLabel'),
    single('Compartmentation', 'IfcBoolean'), single('IsExternal', 'IfcBoolean'),
    single('ThermalTransmittance', 'IfcThermalTransmittanceMeasure'), single('LoadBearing', 'IfcBoolean'),
  ]),
  standard('IfcRailing', 'Pset_RailingCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('Height', 'IfcPositiveLengthMeasure'), single('Diameter', 'IfcPositiveLengthMeasure'),
    single('IsExternal', 'IfcBoolean'),
  ]),
  standard('IfcBuildingElementProxy', 'Pset_BuildingElementProxyCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('IsExternal', 'IfcBoolean'), single('ThermalTransmittance', 'IfcThermalTransmittanceMeasure'),
    single('LoadBearing', 'IfcBoolean'), single('FireRating', 'IfcLabel'),
  ]),
  standard('IfcTransportElement', 'Pset_TransportElementCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('CapacityPeople', 'IfcCountMeasure'), single('CapacityWeight', 'IfcMassMeasure'),
    single('FireExit', 'IfcBoolean'),
  ]),
  standard('IfcFurniture', 'Pset_FurnitureTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'), single('Style', 'IfcLabel'),
    single('NominalHeight', 'IfcPositiveLengthMeasure'), single('NominalLength', 'IfcPositiveLengthMeasure'),
    single('NominalDepth', 'IfcPositiveLengthMeasure'), single('MainColor', 'IfcLabel'),
    single('IsBuiltIn', 'IfcBoolean'),
  ]),
  standard('IfcSanitaryTerminal', 'Pset_SanitaryTerminalTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('NominalLength', 'IfcPositiveLengthMeasure'), single('NominalWidth', 'IfcPositiveLengthMeasure'),
    single('NominalDepth', 'IfcPositiveLengthMeasure'), single('Color', 'IfcLabel'),
  ]),
  standard('IfcWasteTerminal', 'Pset_WasteTerminalTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
  ]),
  standard('IfcValve', 'Pset_ValveTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    enumerated('ValvePattern', 'PEnum_ValvePattern'), enumerated('ValveOperation', 'PEnum_ValveOperation'),
    enumerated('ValveMechanism', 'PEnum_ValveMechanism'), single('Size', 'IfcPositiveLengthMeasure'),
    single('TestPressure', 'IfcPressureMeasure'), single('WorkingPressure', 'IfcPressureMeasure'),
    single('FlowCoefficient', 'IfcReal'), single('CloseOffRating', 'IfcPressureMeasure'),
  ]),
  standard('IfcPipeSegment', 'Pset_PipeSegmentTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('WorkingPressure', 'IfcPressureMeasure'), bounded('PressureRange', 'IfcPressureMeasure'),
    bounded('TemperatureRange', 'IfcThermodynamicTemperatureMeasure'),
    single('NominalDiameter', 'IfcPositiveLengthMeasure'), single('InnerDiameter', 'IfcPositiveLengthMeasure'),
    single('OuterDiameter', 'IfcPositiveLengthMeasure'),
  ]),
  standard('IfcPipeFitting', 'Pset_PipeFittingTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('PressureClass', 'IfcPressureMeasure'), bounded('PressureRange', 'IfcPressureMeasure'),
    bounded('TemperatureRange', 'IfcThermodynamicTemperatureMeasure'), single('FittingLossFactor', 'IfcReal'),
  ]),
  standard('IfcSpaceHeater', 'Pset_SpaceHeaterTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    enumerated('PlacementType', 'PEnum_SpaceHeaterPlacementType'),
    enumerated('TemperatureClassification', 'PEnum_SpaceHeaterTemperatureClassification'),
    enumerated('HeatTransferDimension', 'PEnum_SpaceHeaterHeatTransferDimension'),
    enumerated('HeatTransferMedium', 'PEnum_HeatTransferMedium'), enumerated('EnergySource', 'PEnum_EnergySource'),
    single('BodyMass', 'IfcMassMeasure'), single('ThermalMassHeatCapacity', 'IfcReal'),
    single('OutputCapacity', 'IfcPowerMeasure'), single('ThermalEfficiency', 'IfcNormalisedRatioMeasure'),
    single('NumberOfPanels', 'IfcInteger'), single('NumberOfSections', 'IfcInteger'),
  ]),
  standard('IfcBoiler', 'Pset_BoilerTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('PressureRating', 'IfcPressureMeasure'), enumerated('OperatingMode', 'PEnum_BoilerOperatingMode'),
    single('HeatTransferSurfaceArea', 'IfcAreaMeasure'), bounded('NominalPartLoadRatio', 'IfcReal'),
    bounded('WaterInletTemperatureRange', 'IfcThermodynamicTemperatureMeasure'),
    single('WaterStorageCapacity', 'IfcVolumeMeasure'), single('IsWaterStorageHeater', 'IfcBoolean'),
    table('PartialLoadEfficiencyCurves', 'IfcPositiveRatioMeasure', 'IfcNormalisedRatioMeasure'),
    bounded('OutletTemperatureRange', 'IfcThermodynamicTemperatureMeasure'),
    single('NominalEnergyConsumption', 'IfcPowerMeasure'), enumerated('EnergySource', 'PEnum_EnergySource'),
  ]),
  standard('IfcPump', 'Pset_PumpTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    bounded('FlowRateRange', 'IfcMassFlowRateMeasure'), bounded('FlowResistanceRange', 'IfcPressureMeasure'),
    single('ConnectionSize', 'IfcPositiveLengthMeasure'),
    bounded('TemperatureRange', 'IfcThermodynamicTemperatureMeasure'),
    single('NetPositiveSuctionHead', 'IfcPressureMeasure'),
    single('NominalRotationSpeed', 'IfcRotationalFrequencyMeasure'),
  ]),
  standard('IfcFan', 'Pset_FanTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    enumerated('MotorDriveType', 'PEnum_FanMotorConnectionType'),
    enumerated('CapacityControlType', 'PEnum_FanCapacityControlType'),
    bounded('OperationTemperatureRange', 'IfcThermodynamicTemperatureMeasure'),
    single('NominalAirFlowRate', 'IfcVolumetricFlowRateMeasure'), single('NominalTotalPressure', 'IfcPressureMeasure'),
    single('NominalStaticPressure', 'IfcPressureMeasure'),
    single('NominalRotationSpeed', 'IfcRotationalFrequencyMeasure'), single('NominalPowerRate', 'IfcPowerMeasure'),
    single('OperationalCriteria', 'IfcTimeMeasure'),
    table('PressureCurve', 'IfcVolumetricFlowRateMeasure', 'IfcPressureMeasure'),
    table('EfficiencyCurve', 'IfcVolumetricFlowRateMeasure', 'IfcNormalisedRatioMeasure'),
  ]),
  standard('IfcAirTerminal', 'Pset_AirTerminalTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    enumerated('Shape', 'PEnum_AirTerminalShape'), enumerated('FaceType', 'PEnum_AirTerminalFaceType'),
    single('SlotWidth', 'IfcPositiveLengthMeasure'), single('SlotLength', 'IfcPositiveLengthMeasure'),
    single('NumberOfSlots', 'IfcInteger'), enumerated('FlowPattern', 'PEnum_AirTerminalFlowPattern'),
    bounded('AirFlowrateRange', 'IfcVolumetricFlowRateMeasure'),
    bounded('TemperatureRange', 'IfcThermodynamicTemperatureMeasure'),
    enumerated('DischargeDirection', 'PEnum_AirTerminalDischargeDirection'), single('ThrowLength', 'IfcLengthMeasure'),
    single('AirDiffusionPerformanceIndex', 'IfcReal'), enumerated('FinishType', 'PEnum_AirTerminalFinishType'),
    single('FinishColor', 'IfcLabel'), enumerated('MountingType', 'PEnum_AirTerminalMountingType'),
    enumerated('CoreType', 'PEnum_AirTerminalCoreType'), single('CoreSetHorizontal', 'IfcPlaneAngleMeasure'),
    single('CoreSetVertical', 'IfcPlaneAngleMeasure'), single('HasIntegralControl', 'IfcBoolean'),
    enumerated('FlowControlType', 'PEnum_AirTerminalFlowControlType'), single('HasSoundAttenuator', 'IfcBoolean'),
    single('HasThermalInsulation', 'IfcBoolean'), single('NeckArea', 'IfcAreaMeasure'),
    single('EffectiveArea', 'IfcAreaMeasure'),
    table('AirFlowrateVersusFlowControlElement', 'IfcVolumetricFlowRateMeasure', 'IfcPositiveRatioMeasure'),
  ]),
  standard('IfcUnitaryEquipment', 'Pset_UnitaryEquipmentTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
  ]),
  standard('IfcLightFixture', 'Pset_LightFixtureTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('NumberOfSources', 'IfcInteger'), single('TotalWattage', 'IfcPowerMeasure'),
    enumerated('LightFixtureMountingType', 'PEnum_LightFixtureMountingType'),
    enumerated('LightFixturePlacingType', 'PEnum_LightFixturePlacingType'), single('MaintenanceFactor', 'IfcReal'),
    single('MaximumPlenumSensibleLoad', 'IfcPowerMeasure'), single('MaximumSpaceSensibleLoad', 'IfcPowerMeasure'),
    single('SensibleLoadToRadiant', 'IfcPositiveRatioMeasure'),
  ]),
  standard('IfcOutlet', 'Pset_OutletTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('IsPluggableOutlet', 'IfcLogical'), single('NumberOfSockets', 'IfcInteger'),
  ]),
  standard('IfcSwitchingDevice', 'Pset_SwitchingDeviceTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    single('NumberOfGangs', 'IfcInteger'), enumerated('SwitchFunction', 'PEnum_SwitchFunctionType'),
    single('HasLock', 'IfcBoolean'), single('IsIlluminated', 'IfcBoolean'), single('Legend', 'IfcLabel'),
    table('SetPoint', 'IfcInteger', 'IfcLabel'),
  ]),
  standard('IfcElectricDistributionBoard', 'Pset_ElectricDistributionBoardTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
  ]),
  standard('IfcSensor', 'Pset_SensorTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
  ]),
  standard('IfcAlarm', 'Pset_AlarmTypeCommon', [
    single('Reference', 'IfcIdentifier'), enumerated('Status', 'PEnum_ElementStatus'),
    table('Condition', 'IfcIdentifier', 'IfcLabel'),
  ]),
];

/**
 * Who makes the product (IFC4's Pset_ManufacturerTypeInformation, for any element):
 * the disagreement rule reads Manufacturer from it, and the demo writes the company's
 * short name there.
 */
export const MANUFACTURER_PROPERTY_SET = standard('IfcElement', 'Pset_ManufacturerTypeInformation', [
  single('GlobalTradeItemNumber', 'IfcIdentifier'), single('ArticleNumber', 'IfcIdentifier'), single('ModelReference', 'IfcLabel'),
  single('ModelLabel', 'IfcLabel'), single('Manufacturer', 'IfcLabel'), single('ProductionYear', 'IfcLabel'),
  enumerated('AssemblyPlace', 'PEnum_AssemblyPlace'),
]);

const BY_CLASS = new Map(COMMON_PROPERTY_SETS.map((entry) => [entry.ifcClass.toUpperCase(), entry]));

/** The standard set of a class (any letter case), or null when the portal has no table for it. */
export function commonPropertySetOf(ifcClass: string): CommonPropertySet | null {
  return BY_CLASS.get(ifcClass.toUpperCase()) ?? null;
}
