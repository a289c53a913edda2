// The value a demo product gives each property of its class's standard common set
// (shared/domain/ifc/common-psets.ts names them): plausible for the product, its
// shape, materials and name, in the file's units (lengths in mm, areas in m², volumes
// in m³, masses in kg, powers in W, pressures in Pa, temperatures in °C, flows in
// m³/s or kg/s, speeds in Hz, times in s). Labels a product has no performance for
// say NPD ("no performance determined"), as European declarations of performance do,
// and a door or window without fire resistance says NONE. null: the property cannot
// apply (a glazing fraction for a door without glass), so the file leaves it out.

import type { CommonProperty } from '#shared/domain/ifc/common-psets.ts';
import { extentOf, pageSizeOf } from '#shared/domain/ifc/size-convention.ts';
import type { ProductKind } from './kinds.ts';
import type { MaterialChoice } from './materials.ts';
import type { ProductShape } from './shapes.ts';

export interface ValueContext {
  kind: ProductKind;
  shape: ProductShape;
  /** The model's code (name_short): every set's Reference. */
  reference: string;
  /** The model's English name in lower case: variant words (glazed, 10 sections, two-gang). */
  hints: string;
  materials: MaterialChoice;
  /** Display name of the main material. */
  mainMaterial: string;
  /** Fire resistance from the name (EI30, EIW60), or null. */
  fireRating: string | null;
  /** 0..1, stable per model: picks values inside plausible ranges. */
  jitter: number;
  weightKg: number | null;
}

export interface Bounds {
  lower: number;
  upper: number;
}

export type TableRows = ReadonlyArray<readonly [string | number, string | number]>;

/** A property's value as the set's table kind wants it: a scalar, bounds, or table rows. */
export type RawValue = string | number | boolean | Bounds | TableRows;

type Rule = (ctx: ValueContext) => RawValue | null;

const round = (value: number, step: number): number => Math.round(Math.round(value / step) * step * 1e6) / 1e6;
const between = (ctx: ValueContext, min: number, max: number, step: number): number => round(min + ctx.jitter * (max - min), step);
const NPD = 'NPD';

/** Thermal conductivity of each material, W/(m·K), for a U-value through the product's thinnest extent. */
const CONDUCTIVITY: Readonly<Record<string, number>> = {
  steel: 50, stainless: 16, aluminium: 160, wood: 0.15, mdf: 0.12, chipboard: 0.14, glass: 1, tempered: 1, pvc: 0.17, ceramic: 1.3,
  porcelain: 1.3, acrylic: 0.2, concrete: 1.7, mineralwool: 0.038, xps: 0.032, pir: 0.023, plasterboard: 0.21, copper: 380, brass: 110,
  stone: 2.3, lvt: 0.25, polypropylene: 0.22, composite: 0.3, fibrecement: 0.35, bitumen: 0.17, textile: 0.06, polycarbonate: 0.2,
};

const COMBUSTIBLE: ReadonlySet<string> = new Set(['wood', 'mdf', 'chipboard', 'xps', 'pir', 'textile', 'lvt', 'pvc', 'bitumen', 'polypropylene', 'acrylic', 'polycarbonate']);

const COLOUR: Readonly<Record<string, string>> = {
  steel: 'RAL 9016, белый', stainless: 'Нержавеющая сталь, матовая', aluminium: 'RAL 9006, бело-алюминиевый', wood: 'Натуральный дуб', mdf: 'Белый',
  chipboard: 'Дуб сонома', glass: 'Прозрачный', tempered: 'Прозрачный', pvc: 'Белый', ceramic: 'Белый', porcelain: 'Серый', acrylic: 'Белый',
  concrete: 'Серый', stone: 'Серый гранит', lvt: 'Дуб натуральный', polypropylene: 'Чёрный', composite: 'Графит', fibrecement: 'Серый',
  textile: 'Синий', polycarbonate: 'Белый', copper: 'Медь', brass: 'Латунь', mineralwool: 'Жёлтый', xps: 'Голубой', pir: 'Жёлтый',
  plasterboard: 'Белый', bitumen: 'Чёрный',
};

const FINISH: Readonly<Record<string, string>> = {
  steel: 'Полимерное покрытие полиэстер 25 мкм', aluminium: 'Порошковая окраска', copper: 'Натуральная медь, патинируется', wood: 'Лак, матовый',
  ceramic: 'Глазурь', porcelain: 'Матовая, R10', fibrecement: 'Окраска в массе', lvt: 'Защитный слой 0,55 мм', concrete: 'Шероховатая',
  stone: 'Термообработанная', mineralwool: 'Без покрытия', xps: 'Без покрытия', pir: 'Алюминиевая фольга', composite: 'Ткань, акустическая',
};

const materialKeys = (ctx: ValueContext): string[] => [ctx.materials.primary, ...(ctx.materials.secondary ? [ctx.materials.secondary] : [])];
const combustible = (ctx: ValueContext): boolean => materialKeys(ctx).some((key) => COMBUSTIBLE.has(key));
const colour = (ctx: ValueContext): string => COLOUR[ctx.materials.primary] ?? ctx.mainMaterial;
const thinnest = (ctx: ValueContext): number => Math.min(ctx.shape.width, ctx.shape.height, ctx.shape.depth);

/** U = 1 / (Rsi + Rse + d / λ) through the thinnest extent, the most insulating of the product's materials. */
function uValue(ctx: ValueContext): number {
  const lambda = Math.min(...materialKeys(ctx).map((key) => CONDUCTIVITY[key] ?? 1));
  return Math.max(0.01, round(1 / (0.17 + thinnest(ctx) / 1000 / lambda), 0.01));
}

const glazingFraction = (ctx: ValueContext): number | null => {
  const glass = ctx.shape.solids.filter((s) => s.role === 'glass').reduce((sum, s) => sum + (s.section.kind === 'rect' ? (s.section.u1 - s.section.u0) * (s.to - s.from) : 0), 0);
  const fraction = round(glass / (ctx.shape.width * ctx.shape.height), 0.01);
  return fraction > 0 ? Math.min(0.95, Math.max(0.05, fraction)) : null;
};

const count = (hints: string, pattern: RegExp): number | null => {
  const match = pattern.exec(hints);
  return match ? Number(match[1]) : null;
};

const isFireDoor = (ctx: ValueContext): boolean => ctx.fireRating !== null || /\bfire\b/.test(ctx.hints);
const hasDrive = (ctx: ValueContext): boolean => /automatic|telescopic|break-out|curved/.test(ctx.hints) || ctx.kind.predefined === 'GATE';

/** Output of a hydronic heater (W): per metre of width and height, by the number of panels or sections. */
function heaterOutput(ctx: ValueContext): number {
  const { width, height, depth } = ctx.shape;
  if (ctx.kind.shape === 'trench-convector') return round((depth / 1000) * (/fan/.test(ctx.hints) ? 900 : 350) * (width / 250), 10);
  const sections = heaterSections(ctx);
  return round((width / 1000) * (height / 1000) * (sections !== null ? 2400 : 1100 * (heaterPanels(ctx) ?? 1)), 10);
}
const heaterSections = (ctx: ValueContext): number | null =>
  ctx.kind.shape === 'radiator' ? (count(ctx.hints, /(\d+) sections/) ?? (/bimetal/.test(ctx.hints) ? Math.max(4, Math.round(ctx.shape.width / 80)) : null)) : null;
/** A panel radiator's panels (type 22: two); a convector's finned heat exchanger counts as its one panel, two when fan-assisted. */
const heaterPanels = (ctx: ValueContext): number | null => {
  if (ctx.kind.shape === 'trench-convector') return /fan/.test(ctx.hints) ? 2 : 1;
  return heaterSections(ctx) === null ? (count(ctx.hints, /type (\d)\d/) ?? 2) : null;
};

/** A duct fan's air flow (m³/s) at 8 m/s through its diameter. */
const fanFlow = (ctx: ValueContext): number => round(Math.PI * (ctx.shape.width / 2000) ** 2 * 8, 0.01);
const fanPressure = (ctx: ValueContext): number => between(ctx, 250, 650, 10);
/** An air terminal's neck (m²) and its air flow range (m³/s) at 1–3 m/s through the neck. */
const neckArea = (ctx: ValueContext): number => Math.max(0.005, round((ctx.shape.width * 0.8 * Math.min(ctx.shape.height, ctx.shape.depth) * 0.8) / 1e6, 0.001));
const isGrille = (ctx: ValueContext): boolean => ctx.kind.shape === 'grille';
const lightWattage = (ctx: ValueContext): number => count(ctx.hints, /(\d+) w\b/) ?? between(ctx, 8, 68, 1);
const recessed = (ctx: ValueContext): boolean => ctx.kind.shape === 'downlight' || (ctx.kind.shape === 'panel-light' && !/surface/.test(ctx.hints));
const pipeOuter = (ctx: ValueContext): number => ctx.shape.width;
const pipeWall = (ctx: ValueContext): number => (ctx.materials.primary === 'pvc' ? 2.2 : 0.6);
const liftLoad = (ctx: ValueContext): number => count(ctx.hints, /(\d+) kg/) ?? (ctx.kind.predefined === 'ELEVATOR' ? 630 : ctx.kind.predefined === 'LIFTINGGEAR' ? 300 : 7500);

/** Rules by property name, for whichever class's set names it. */
const BY_NAME: Readonly<Record<string, Rule>> = {
  Reference: (ctx) => ctx.reference,
  Status: () => 'NEW',
  IsExternal: (ctx) => ctx.kind.external,
  FireRating: (ctx) => ctx.fireRating ?? 'NONE',
  AcousticRating: (ctx) => `Rw ${Math.round(28 + ctx.jitter * 14)} дБ`,
  Combustible: (ctx) => combustible(ctx),
  SurfaceSpreadOfFlame: (ctx) => (combustible(ctx) ? 'РП2' : 'РП1'),
  FlammabilityRating: (ctx) => (combustible(ctx) ? 'Г2' : 'НГ'),
  ThermalTransmittance: (ctx) => uValue(ctx),
  LoadBearing: () => false,
  SecurityRating: () => NPD,
  WaterTightnessRating: (ctx) => (ctx.kind.external ? (ctx.kind.entity === 'IfcWindow' ? 'E750' : '4A') : NPD),
  WindLoadRating: (ctx) => (ctx.kind.external ? 'C3' : NPD),
  MechanicalLoadRating: (ctx) => (ctx.kind.entity === 'IfcWindow' ? 'Класс 4 (EN 13115)' : 'Класс 3 (EN 1192)'),
  Infiltration: (ctx) => (ctx.kind.external ? between(ctx, 0.0002, 0.0006, 0.0001) : between(ctx, 0.002, 0.004, 0.0005)),
  GlazingAreaFraction: (ctx) => glazingFraction(ctx),
  HasDrive: (ctx) => hasDrive(ctx),
  SmokeStop: (ctx) => ctx.kind.entity === 'IfcDoor' && isFireDoor(ctx),
  FireExit: (ctx) => ctx.kind.entity === 'IfcDoor' && (isFireDoor(ctx) || (ctx.kind.external && ctx.kind.predefined === 'DOOR')),
  Color: (ctx) => colour(ctx),
  MainColor: (ctx) => colour(ctx),
  FinishColor: () => 'RAL 9016',
  TemperatureRange: (ctx) => (ctx.kind.entity === 'IfcAirTerminal' ? { lower: 12, upper: 40 } : ctx.kind.entity === 'IfcPump' ? { lower: 2, upper: 110 } : ctx.materials.primary === 'pvc' ? { lower: -10, upper: 60 } : { lower: -50, upper: 120 }),
};

/** Rules for one class's property, where the name alone does not say enough. */
const BY_CLASS: Readonly<Record<string, Rule>> = {
  // Doors
  'IfcDoor.SecurityRating': (ctx) => (ctx.kind.external && ctx.materials.primary === 'steel' ? (ctx.jitter > 0.5 ? 'RC3' : 'RC2') : NPD),
  'IfcDoor.DurabilityRating': (ctx) => `Класс ${ctx.kind.external || isFireDoor(ctx) ? 7 : 5} (EN 12400)`,
  'IfcDoor.HygrothermalRating': (ctx) => `Класс ${ctx.kind.external ? 3 : 1} (EN 12219)`,
  'IfcDoor.ThermalTransmittance': (ctx) => (ctx.kind.external ? between(ctx, 1.1, 1.8, 0.05) : between(ctx, 2, 3, 0.05)),
  'IfcDoor.HandicapAccessible': (ctx) => ctx.shape.width >= 900,
  'IfcDoor.SelfClosing': (ctx) => isFireDoor(ctx) || hasDrive(ctx),
  // Windows
  'IfcWindow.SecurityRating': (ctx) => (ctx.materials.primary === 'aluminium' ? 'RC2' : 'RC1 N'),
  'IfcWindow.ThermalTransmittance': (ctx) => between(ctx, 0.8, 1.4, 0.05),
  'IfcWindow.GlazingAreaFraction': (ctx) => glazingFraction(ctx) ?? 0.7,
  'IfcWindow.HasSillExternal': (ctx) => ctx.kind.predefined !== 'SKYLIGHT',
  'IfcWindow.HasSillInternal': (ctx) => ctx.kind.predefined !== 'SKYLIGHT',
  'IfcWindow.HasDrive': (ctx) => /electric|motor/.test(ctx.hints),
  // Curtain walls, walls, plates
  'IfcCurtainWall.ThermalTransmittance': (ctx) => between(ctx, 1, 1.6, 0.05),
  'IfcCurtainWall.Combustible': () => false,
  'IfcCurtainWall.SurfaceSpreadOfFlame': () => 'РП1',
  'IfcWall.FireRating': (ctx) => ctx.fireRating ?? (ctx.materials.primary === 'plasterboard' ? 'EI 45' : 'NONE'),
  'IfcWall.AcousticRating': (ctx) => `Rw ${Math.round((ctx.materials.primary === 'plasterboard' ? 44 : 34) + ctx.jitter * 8)} дБ`,
  'IfcWall.ExtendToStructure': (ctx) => ctx.materials.primary === 'plasterboard',
  'IfcWall.Compartmentation': (ctx) => ctx.materials.primary === 'plasterboard',
  'IfcPlate.FireRating': (ctx) => (ctx.materials.secondary === 'mineralwool' ? 'EI 60' : 'EI 30'),
  'IfcPlate.AcousticRating': (ctx) => `Rw ${Math.round(24 + ctx.jitter * 8)} дБ`,
  // Coverings
  'IfcCovering.FragilityRating': (ctx) => (['ceramic', 'porcelain', 'glass', 'fibrecement'].includes(ctx.materials.primary) ? 'Класс C (ACR[M]001)' : 'Класс A (ACR[M]001)'),
  'IfcCovering.Finish': (ctx) => FINISH[ctx.materials.primary] ?? `Без покрытия, ${ctx.mainMaterial.toLowerCase()}`,
  // Sanitary ware and taps
  'IfcValve.ValvePattern': () => 'STRAIGHT_3_PORT',
  'IfcValve.ValveOperation': (ctx) => (/thermostat/.test(ctx.hints) ? 'THERMOSTATIC' : 'LEVER'),
  'IfcValve.ValveMechanism': () => 'OTHER',
  'IfcValve.Size': () => 15,
  'IfcValve.TestPressure': () => 1_600_000,
  'IfcValve.WorkingPressure': () => 1_000_000,
  'IfcValve.FlowCoefficient': (ctx) => between(ctx, 0.9, 1.8, 0.1),
  'IfcValve.CloseOffRating': () => 1_000_000,
  // Heating
  'IfcSpaceHeater.PlacementType': (ctx) => (ctx.kind.shape === 'trench-convector' ? 'OTHER' : 'WALL'),
  'IfcSpaceHeater.TemperatureClassification': () => 'LOWTEMPERATURE',
  'IfcSpaceHeater.HeatTransferDimension': (ctx) => (ctx.kind.shape === 'trench-convector' ? 'PATH' : 'SURFACE'),
  'IfcSpaceHeater.HeatTransferMedium': () => 'WATER',
  // A hydronic heater burns nothing itself: its heat comes from the building's heating water.
  'IfcSpaceHeater.EnergySource': () => 'OTHER',
  'IfcSpaceHeater.BodyMass': (ctx) => ctx.weightKg,
  'IfcSpaceHeater.ThermalMassHeatCapacity': (ctx) => round((ctx.weightKg ?? 10) * 480, 10),
  'IfcSpaceHeater.OutputCapacity': (ctx) => heaterOutput(ctx),
  'IfcSpaceHeater.ThermalEfficiency': () => 0.98,
  'IfcSpaceHeater.NumberOfPanels': (ctx) => heaterPanels(ctx),
  'IfcSpaceHeater.NumberOfSections': (ctx) => heaterSections(ctx),
  'IfcBoiler.PressureRating': () => 300_000,
  'IfcBoiler.OperatingMode': () => 'MODULATING',
  'IfcBoiler.HeatTransferSurfaceArea': (ctx) => between(ctx, 0.6, 1.4, 0.1),
  'IfcBoiler.NominalPartLoadRatio': () => ({ lower: 0.1, upper: 1 }),
  'IfcBoiler.WaterInletTemperatureRange': () => ({ lower: 30, upper: 80 }),
  // A wall-hung boiler stores no water; a combi heats it as it flows.
  'IfcBoiler.WaterStorageCapacity': () => 0,
  'IfcBoiler.IsWaterStorageHeater': () => false,
  'IfcBoiler.PartialLoadEfficiencyCurves': (ctx) => (/condensing/.test(ctx.hints) ? [[0.3, 0.98], [0.6, 0.96], [1, 0.94]] : [[0.3, 0.9], [0.6, 0.92], [1, 0.91]]),
  'IfcBoiler.OutletTemperatureRange': () => ({ lower: 30, upper: 85 }),
  'IfcBoiler.NominalEnergyConsumption': (ctx) => between(ctx, 18_000, 32_000, 1000),
  'IfcBoiler.EnergySource': () => 'GAS',
  'IfcPump.FlowRateRange': (ctx) => ({ lower: 0.05, upper: between(ctx, 0.5, 2, 0.05) }),
  'IfcPump.FlowResistanceRange': (ctx) => ({ lower: 5000, upper: between(ctx, 40_000, 80_000, 1000) }),
  'IfcPump.ConnectionSize': (ctx) => between(ctx, 25, 65, 5),
  'IfcPump.NetPositiveSuctionHead': (ctx) => between(ctx, 5000, 10_000, 500),
  'IfcPump.NominalRotationSpeed': (ctx) => between(ctx, 40, 48, 0.5),
  // Ventilation
  'IfcFan.MotorDriveType': () => 'DIRECTDRIVE',
  'IfcFan.CapacityControlType': () => 'VARIABLESPEEDDRIVE',
  'IfcFan.OperationTemperatureRange': () => ({ lower: -25, upper: 60 }),
  'IfcFan.NominalAirFlowRate': (ctx) => fanFlow(ctx),
  'IfcFan.NominalTotalPressure': (ctx) => fanPressure(ctx),
  'IfcFan.NominalStaticPressure': (ctx) => round(fanPressure(ctx) * 0.8, 10),
  'IfcFan.NominalRotationSpeed': (ctx) => between(ctx, 40, 46, 0.5),
  'IfcFan.NominalPowerRate': (ctx) => between(ctx, 40, 340, 5),
  'IfcFan.OperationalCriteria': () => 7200,
  'IfcFan.PressureCurve': (ctx) => [[round(fanFlow(ctx) * 0.25, 0.01), round(fanPressure(ctx) * 1.25, 10)], [round(fanFlow(ctx) * 0.6, 0.01), round(fanPressure(ctx) * 1.1, 10)], [fanFlow(ctx), fanPressure(ctx)]],
  'IfcFan.EfficiencyCurve': (ctx) => [[round(fanFlow(ctx) * 0.25, 0.01), 0.35], [round(fanFlow(ctx) * 0.6, 0.01), 0.55], [fanFlow(ctx), 0.6]],
  'IfcAirTerminal.Shape': (ctx) => (isGrille(ctx) ? 'RECTANGULAR' : Math.abs(ctx.shape.width - ctx.shape.depth) < 10 ? 'SQUARE' : 'RECTANGULAR'),
  'IfcAirTerminal.FaceType': (ctx) => (isGrille(ctx) ? (/double/.test(ctx.hints) ? 'DOUBLEDEFLECTION' : 'SINGLEDEFLECTION') : 'FOURWAYPATTERN'),
  // A grille's slots are the gaps between its blades (20 mm apart); a four-way diffuser has four.
  'IfcAirTerminal.SlotWidth': (ctx) => (isGrille(ctx) ? 20 : 15),
  'IfcAirTerminal.SlotLength': (ctx) => round(ctx.shape.width * 0.8, 1),
  'IfcAirTerminal.NumberOfSlots': (ctx) => (isGrille(ctx) ? Math.max(2, Math.floor((ctx.shape.height * 0.8) / 20)) : 4),
  'IfcAirTerminal.FlowPattern': (ctx) => (isGrille(ctx) ? 'LINEARSINGLE' : /swirl/.test(ctx.hints) ? 'SWIRL' : 'LINEARFOURWAY'),
  'IfcAirTerminal.AirFlowrateRange': (ctx) => ({ lower: round(neckArea(ctx) * 1, 0.001), upper: round(neckArea(ctx) * 3, 0.001) }),
  'IfcAirTerminal.DischargeDirection': (ctx) => (isGrille(ctx) ? 'ADJUSTABLE' : 'PARALLEL'),
  'IfcAirTerminal.ThrowLength': (ctx) => between(ctx, 2000, 6000, 100),
  'IfcAirTerminal.AirDiffusionPerformanceIndex': (ctx) => between(ctx, 70, 90, 1),
  'IfcAirTerminal.FinishType': () => 'PAINTED',
  'IfcAirTerminal.MountingType': (ctx) => (isGrille(ctx) ? 'SURFACE' : 'LAYIN'),
  'IfcAirTerminal.CoreType': (ctx) => (isGrille(ctx) ? 'SHUTTERBLADE' : 'CURVEDBLADE'),
  'IfcAirTerminal.CoreSetHorizontal': () => 0,
  'IfcAirTerminal.CoreSetVertical': () => 0,
  'IfcAirTerminal.HasIntegralControl': (ctx) => /damper/.test(ctx.hints),
  'IfcAirTerminal.FlowControlType': (ctx) => (/damper/.test(ctx.hints) ? 'DAMPER' : 'NONE'),
  'IfcAirTerminal.HasSoundAttenuator': () => false,
  'IfcAirTerminal.HasThermalInsulation': () => false,
  'IfcAirTerminal.NeckArea': (ctx) => neckArea(ctx),
  'IfcAirTerminal.EffectiveArea': (ctx) => round(neckArea(ctx) * 0.6, 0.001),
  'IfcAirTerminal.AirFlowrateVersusFlowControlElement': (ctx) => [[round(neckArea(ctx), 0.001), 0.25], [round(neckArea(ctx) * 2, 0.001), 0.6], [round(neckArea(ctx) * 3, 0.001), 1]],
  // Lighting
  'IfcLightFixture.NumberOfSources': (ctx) => (/(\d+)-head/.exec(ctx.hints) ? Number(/(\d+)-head/.exec(ctx.hints)![1]) : 1),
  'IfcLightFixture.TotalWattage': (ctx) => lightWattage(ctx),
  'IfcLightFixture.LightFixtureMountingType': (ctx) =>
    ({ 'panel-light': recessed(ctx) ? 'RECESSED' : 'SURFACE', downlight: 'RECESSED', 'track-light': 'TRACKMOUNTED', 'pendant-light': 'SUSPENDED', 'street-light': 'POLE_TOP', floodlight: 'SURFACE', bollard: 'FREESTANDING' })[ctx.kind.shape as string] ?? 'SURFACE',
  'IfcLightFixture.LightFixturePlacingType': (ctx) => ({ 'street-light': 'POLE', floodlight: 'WALL', bollard: 'FLOOR', 'exit-sign': 'WALL' })[ctx.kind.shape as string] ?? 'CEILING',
  'IfcLightFixture.MaintenanceFactor': () => 0.8,
  // Heat a recessed luminaire gives off goes partly to the ceiling void; a surface one gives it all to the room.
  'IfcLightFixture.MaximumPlenumSensibleLoad': (ctx) => (recessed(ctx) ? round(lightWattage(ctx) * 0.3, 0.1) : 0),
  'IfcLightFixture.MaximumSpaceSensibleLoad': (ctx) => round(lightWattage(ctx) * (recessed(ctx) ? 0.7 : 1), 0.1),
  'IfcLightFixture.SensibleLoadToRadiant': (ctx) => between(ctx, 0.3, 0.5, 0.05),
  // Furniture
  'IfcFurniture.Style': (ctx) => ['Современный', 'Минимализм', 'Классический', 'Лофт'][Math.floor(ctx.jitter * 4) % 4]!,
  'IfcFurniture.IsBuiltIn': (ctx) => ['Kitchen base unit', 'Kitchen wall unit'].includes(ctx.kind.objectType ?? '') || ctx.kind.predefined === 'SHELF',
  // Roof drainage: gravity pipes, so no working pressure beyond a full pipe's head.
  'IfcPipeSegment.WorkingPressure': () => 0,
  'IfcPipeSegment.PressureRange': () => ({ lower: 0, upper: 10_000 }),
  'IfcPipeSegment.NominalDiameter': (ctx) => round(pipeOuter(ctx) * 0.9, 5),
  'IfcPipeSegment.InnerDiameter': (ctx) => round(pipeOuter(ctx) - 2 * pipeWall(ctx), 0.1),
  'IfcPipeSegment.OuterDiameter': (ctx) => pipeOuter(ctx),
  // Lifts and escalators
  'IfcTransportElement.CapacityPeople': (ctx) => (ctx.kind.predefined === 'LIFTINGGEAR' ? 1 : ctx.kind.predefined === 'ELEVATOR' ? Math.floor(liftLoad(ctx) / 75) : 100),
  'IfcTransportElement.CapacityWeight': (ctx) => liftLoad(ctx),
  'IfcTransportElement.FireExit': () => false,
  // Electrical
  'IfcOutlet.IsPluggableOutlet': () => true,
  'IfcOutlet.NumberOfSockets': (ctx) => (/double|two-gang/.test(ctx.hints) ? 2 : 1),
  'IfcSwitchingDevice.NumberOfGangs': (ctx) => (/two-gang/.test(ctx.hints) ? 2 : 1),
  'IfcSwitchingDevice.SwitchFunction': (ctx) => (/intermediate|cross/.test(ctx.hints) ? 'INTERMEDIATESWITCH' : /two-way|pass-through/.test(ctx.hints) ? 'DOUBLETHROWSWITCH' : 'ONOFFSWITCH'),
  'IfcSwitchingDevice.HasLock': () => false,
  'IfcSwitchingDevice.IsIlluminated': (ctx) => /illuminated/.test(ctx.hints),
  'IfcSwitchingDevice.Legend': () => '0 / I',
  'IfcSwitchingDevice.SetPoint': () => [[0, 'Выкл.'], [1, 'Вкл.']],
  'IfcAlarm.Condition': () => [['FIRE', 'Пожарная тревога'], ['FAULT', 'Неисправность'], ['TEST', 'Проверка']],
};

/**
 * The value of one property of the class's standard set, in the form its kind takes;
 * null when it cannot apply to this product. A size the convention maps to a page
 * dimension (Pset_FurnitureTypeCommon.NominalDepth) is the shape's extent on that axis.
 */
export function commonValue(entity: string, propertySet: string, property: CommonProperty, ctx: ValueContext): RawValue | null {
  const size = pageSizeOf(entity, propertySet, property.name);
  if (size) return extentOf(size, ctx.shape);
  const rule = BY_CLASS[`${entity}.${property.name}`] ?? BY_NAME[property.name];
  if (!rule) throw new Error(`no demo value for ${entity} ${propertySet}.${property.name}`);
  return rule(ctx);
}
