// What each catalogue class of the demo is, as a product: its shape, its IFC class
// and predefined type, the materials it can be made of, and where it is used.
// Keyed by the class's English name in the taxonomy; a unit test holds that every
// class has an entry, so a class added there without one fails loudly.

import type { ShapeKey } from './shapes.ts';

/** IFC4 product classes the demo writes, each with its standard common property set. */
export const IFC_ENTITIES = [
  'IfcDoor',
  'IfcWindow',
  'IfcCurtainWall',
  'IfcWall',
  'IfcPlate',
  'IfcCovering',
  'IfcSanitaryTerminal',
  'IfcValve',
  'IfcSpaceHeater',
  'IfcUnitaryEquipment',
  'IfcBoiler',
  'IfcPump',
  'IfcFan',
  'IfcAirTerminal',
  'IfcLightFixture',
  'IfcFurniture',
  'IfcPipeSegment',
  'IfcWasteTerminal',
  'IfcTransportElement',
  'IfcOutlet',
  'IfcSwitchingDevice',
  'IfcElectricDistributionBoard',
  'IfcSensor',
  'IfcAlarm',
  'IfcBuildingElementProxy',
] as const;

export type IfcEntity = (typeof IFC_ENTITIES)[number];

export interface ProductKind {
  shape: ShapeKey;
  entity: IfcEntity;
  /** The IFC4 PredefinedType enumeration value (USERDEFINED goes with objectType). */
  predefined: string;
  objectType?: string;
  /** Material keys of the dictionary: the main one, an optional second, the glazing when the shape has glass. */
  primary: readonly string[];
  secondary?: readonly string[];
  glass?: readonly string[];
  /** The metal of handles, brackets and profiles (not listed on the page). */
  metal?: string;
  /** Room and building keys when the category's own lists do not all fit. */
  rooms?: readonly string[];
  buildings?: readonly string[];
  external: boolean;
}

const GLASS = ['tempered', 'glass'] as const;

type Extra = Partial<Pick<ProductKind, 'secondary' | 'glass' | 'metal' | 'rooms' | 'buildings' | 'objectType'>> & { external?: boolean };

const k = (shape: ShapeKey, entity: IfcEntity, predefined: string, primary: readonly string[], extra: Extra = {}): ProductKind => ({
  shape,
  entity,
  predefined,
  primary,
  external: extra.external ?? false,
  ...(extra.secondary ? { secondary: extra.secondary } : {}),
  ...(extra.glass ? { glass: extra.glass } : {}),
  ...(extra.metal ? { metal: extra.metal } : {}),
  ...(extra.rooms ? { rooms: extra.rooms } : {}),
  ...(extra.buildings ? { buildings: extra.buildings } : {}),
  ...(extra.objectType ? { objectType: extra.objectType } : {}),
});

const HOMES = ['apartment', 'house'];
const WET_ROOMS = ['bathroom', 'wc'];

export const PRODUCT_KINDS: Readonly<Record<string, ProductKind>> = {
  // Doors
  'Swing interior doors': k('door', 'IfcDoor', 'DOOR', ['wood', 'mdf'], { secondary: ['mdf', 'wood'], glass: GLASS, rooms: ['hall', 'corridor', 'office', 'living', 'bedroom'], buildings: [...HOMES, 'office', 'hotel', 'hospital', 'school', 'kindergarten'] }),
  'Sliding doors': k('sliding-door', 'IfcDoor', 'DOOR', ['wood', 'mdf', 'aluminium'], { glass: GLASS, rooms: ['hall', 'corridor', 'living', 'bedroom', 'office'], buildings: [...HOMES, 'office', 'hotel'] }),
  'Steel fire doors': k('door', 'IfcDoor', 'DOOR', ['steel'], { secondary: ['mineralwool'], rooms: ['stair', 'technical', 'corridor', 'warehouse'], buildings: ['apartment', 'office', 'mall', 'hotel', 'hospital', 'school', 'warehouse', 'factory', 'station', 'airport'] }),
  'Glazed fire doors': k('door', 'IfcDoor', 'DOOR', ['steel', 'aluminium'], { secondary: ['mineralwool'], glass: ['tempered'], rooms: ['stair', 'corridor', 'lobby'], buildings: ['office', 'mall', 'hotel', 'hospital', 'school', 'station', 'airport', 'museum'] }),
  'Steel entrance doors': k('door', 'IfcDoor', 'DOOR', ['steel'], { secondary: ['mineralwool', 'mdf'], rooms: ['hall', 'lobby'], buildings: [...HOMES, 'office', 'warehouse', 'factory'], external: true }),
  'Automatic doors': k('sliding-door', 'IfcDoor', 'DOOR', ['aluminium'], { glass: ['tempered'], rooms: ['lobby', 'retail'], buildings: ['office', 'mall', 'hotel', 'hospital', 'station', 'airport', 'museum'], external: true }),
  'Sectional doors': k('sectional-door', 'IfcDoor', 'GATE', ['steel'], { secondary: ['pir', 'mineralwool'], rooms: ['warehouse', 'parking', 'technical'], buildings: ['house', 'warehouse', 'factory', 'parking'], external: true }),
  'Roller shutters': k('sectional-door', 'IfcDoor', 'GATE', ['aluminium', 'steel'], { rooms: ['retail', 'warehouse', 'parking'], buildings: ['house', 'mall', 'warehouse', 'factory', 'parking'], external: true }),
  // Windows
  'Single-sash PVC windows': k('window', 'IfcWindow', 'WINDOW', ['pvc'], { glass: ['glass'], external: true }),
  'Double-sash PVC windows': k('window', 'IfcWindow', 'WINDOW', ['pvc'], { glass: ['glass'], external: true }),
  'Thermally broken aluminium windows': k('window', 'IfcWindow', 'WINDOW', ['aluminium'], { glass: GLASS, metal: 'aluminium', external: true }),
  'Aluminium sliding systems': k('window', 'IfcWindow', 'WINDOW', ['aluminium'], { glass: ['tempered'], metal: 'aluminium', rooms: ['living', 'bedroom', 'office'], buildings: [...HOMES, 'office', 'hotel'], external: true }),
  'Laminated timber windows': k('window', 'IfcWindow', 'WINDOW', ['wood'], { glass: ['glass'], metal: 'brass', external: true }),
  'Roof windows': k('window', 'IfcWindow', 'SKYLIGHT', ['wood', 'pvc'], { secondary: ['aluminium'], glass: ['tempered'], rooms: ['living', 'bedroom', 'kids', 'office'], buildings: [...HOMES, 'office', 'hotel'], external: true }),
  // Sanitary ware
  'Wall-hung WCs': k('wc', 'IfcSanitaryTerminal', 'TOILETPAN', ['ceramic'], { secondary: ['polypropylene'], rooms: [...WET_ROOMS, 'ward'] }),
  'Close-coupled WCs': k('wc', 'IfcSanitaryTerminal', 'TOILETPAN', ['ceramic'], { secondary: ['polypropylene'], rooms: [...WET_ROOMS, 'ward'] }),
  'WC installation frames': k('wc-frame', 'IfcSanitaryTerminal', 'CISTERN', ['steel'], { secondary: ['polypropylene'], rooms: WET_ROOMS }),
  'Countertop washbasins': k('washbasin', 'IfcSanitaryTerminal', 'WASHHANDBASIN', ['ceramic', 'stone', 'composite'], { rooms: [...WET_ROOMS, 'ward'] }),
  'Wall-hung washbasins': k('washbasin', 'IfcSanitaryTerminal', 'WASHHANDBASIN', ['ceramic', 'composite'], { rooms: [...WET_ROOMS, 'ward', 'gym'] }),
  'Acrylic baths': k('bath', 'IfcSanitaryTerminal', 'BATH', ['acrylic'], { metal: 'stainless', rooms: ['bathroom'], buildings: [...HOMES, 'hotel', 'hospital'] }),
  'Shower trays': k('shower-tray', 'IfcSanitaryTerminal', 'SHOWER', ['stone', 'acrylic', 'composite'], { rooms: ['bathroom', 'gym'] }),
  'Shower enclosures': k('shower-enclosure', 'IfcSanitaryTerminal', 'SHOWER', ['tempered'], { glass: ['tempered'], metal: 'aluminium', rooms: ['bathroom', 'gym'] }),
  'Basin mixers': k('tap', 'IfcValve', 'MIXING', ['brass', 'stainless'], { metal: 'stainless', rooms: [...WET_ROOMS, 'ward'] }),
  'Kitchen mixers': k('tap', 'IfcValve', 'MIXING', ['brass', 'stainless'], { metal: 'stainless', rooms: ['kitchen'], buildings: [...HOMES, 'hotel', 'office', 'school', 'kindergarten', 'hospital'] }),
  // Heating, ventilation and air conditioning
  'Steel panel radiators': k('radiator', 'IfcSpaceHeater', 'RADIATOR', ['steel'], { rooms: ['living', 'bedroom', 'office', 'meeting', 'corridor'] }),
  'Bimetallic radiators': k('radiator', 'IfcSpaceHeater', 'RADIATOR', ['aluminium'], { secondary: ['steel'], rooms: ['living', 'bedroom', 'office', 'meeting', 'corridor'] }),
  'Trench convectors': k('trench-convector', 'IfcSpaceHeater', 'CONVECTOR', ['steel'], { secondary: ['copper', 'aluminium'], metal: 'aluminium', rooms: ['living', 'office', 'meeting', 'retail'], buildings: [...HOMES, 'office', 'mall', 'hotel', 'airport', 'museum'] }),
  'Air handling units': k('air-handler', 'IfcUnitaryEquipment', 'AIRHANDLER', ['steel'], { secondary: ['mineralwool'], rooms: ['technical'] }),
  'Ventilation grilles': k('grille', 'IfcAirTerminal', 'GRILLE', ['aluminium', 'steel'], { secondary: ['aluminium'], rooms: ['office', 'meeting', 'retail', 'server', 'technical'] }),
  'Duct fans': k('duct-fan', 'IfcFan', 'NOTDEFINED', ['steel', 'polypropylene'], { rooms: ['technical'] }),
  'Ceiling diffusers': k('diffuser', 'IfcAirTerminal', 'DIFFUSER', ['aluminium', 'steel'], { secondary: ['aluminium'], rooms: ['office', 'meeting', 'retail'] }),
  'Wall-mounted split systems': k('wall-unit', 'IfcUnitaryEquipment', 'SPLITSYSTEM', ['polypropylene'], { secondary: ['polypropylene'], rooms: ['living', 'bedroom', 'office', 'meeting', 'server'] }),
  'Cassette air conditioners': k('cassette', 'IfcUnitaryEquipment', 'AIRCONDITIONINGUNIT', ['steel'], { secondary: ['polypropylene'], rooms: ['office', 'meeting', 'retail'] }),
  'Fan coil units': k('wall-unit', 'IfcUnitaryEquipment', 'AIRCONDITIONINGUNIT', ['steel'], { secondary: ['polypropylene'], rooms: ['office', 'meeting', 'retail', 'living'] }),
  'Wall-hung gas boilers': k('boiler', 'IfcBoiler', 'WATER', ['steel'], { secondary: ['copper', 'stainless'], metal: 'copper', rooms: ['boiler', 'technical', 'kitchen'], buildings: [...HOMES, 'office', 'restaurant'] }),
  'Circulation pumps': k('pump', 'IfcPump', 'CIRCULATOR', ['steel', 'stainless'], { secondary: ['aluminium'], rooms: ['boiler', 'technical'] }),
  // Lighting
  'LED ceiling luminaires': k('panel-light', 'IfcLightFixture', 'DIRECTIONSOURCE', ['aluminium', 'steel'], { secondary: ['polycarbonate', 'acrylic'], rooms: ['office', 'meeting', 'corridor', 'classroom', 'ward', 'retail'] }),
  'Recessed downlights': k('downlight', 'IfcLightFixture', 'POINTSOURCE', ['aluminium'], { secondary: ['polycarbonate', 'glass'], rooms: ['corridor', 'lobby', 'retail', 'living', 'meeting'] }),
  'Track lights': k('track-light', 'IfcLightFixture', 'POINTSOURCE', ['aluminium'], { secondary: ['glass', 'polycarbonate'], rooms: ['retail', 'lobby', 'living'], buildings: ['apartment', 'house', 'mall', 'museum', 'restaurant', 'office', 'hotel'] }),
  'Pendant luminaires': k('pendant-light', 'IfcLightFixture', 'DIRECTIONSOURCE', ['aluminium', 'steel', 'brass'], { secondary: ['acrylic', 'polycarbonate'], rooms: ['office', 'meeting', 'lobby', 'living', 'retail'] }),
  'Street lights': k('street-light', 'IfcLightFixture', 'DIRECTIONSOURCE', ['aluminium'], { secondary: ['polycarbonate'], glass: ['tempered'], rooms: ['outdoor', 'parking'], external: true }),
  'LED floodlights': k('floodlight', 'IfcLightFixture', 'DIRECTIONSOURCE', ['aluminium'], { secondary: ['polycarbonate'], glass: ['tempered'], rooms: ['outdoor', 'warehouse', 'parking'], external: true }),
  'Bollard lights': k('bollard', 'IfcLightFixture', 'POINTSOURCE', ['aluminium', 'steel'], { secondary: ['polycarbonate'], rooms: ['outdoor'], external: true }),
  'Emergency luminaires': k('exit-sign', 'IfcLightFixture', 'SECURITYLIGHTING', ['polycarbonate'], { secondary: ['acrylic'], rooms: ['corridor', 'stair', 'lobby', 'parking', 'warehouse'] }),
  // Furniture
  Desks: k('desk', 'IfcFurniture', 'DESK', ['chipboard', 'wood'], { metal: 'steel', rooms: ['office', 'kids', 'classroom'], buildings: [...HOMES, 'office', 'school'] }),
  'Office chairs': k('chair', 'IfcFurniture', 'CHAIR', ['textile'], { rooms: ['office', 'meeting', 'classroom'], buildings: ['apartment', 'house', 'office', 'school', 'hospital'] }),
  'Filing cabinets': k('cabinet', 'IfcFurniture', 'FILECABINET', ['chipboard', 'steel'], { glass: ['glass'], rooms: ['office', 'meeting'], buildings: ['office', 'school', 'hospital'] }),
  'Conference tables': k('table', 'IfcFurniture', 'TABLE', ['chipboard', 'wood'], { secondary: ['chipboard', 'steel'], rooms: ['meeting', 'office'], buildings: ['office', 'hotel', 'school'] }),
  Sofas: k('sofa', 'IfcFurniture', 'SOFA', ['textile'], { secondary: ['textile'], rooms: ['living', 'lobby', 'office'], buildings: [...HOMES, 'office', 'hotel'] }),
  Beds: k('bed', 'IfcFurniture', 'BED', ['wood', 'chipboard', 'mdf'], { secondary: ['textile'], rooms: ['bedroom', 'kids'], buildings: [...HOMES, 'hotel', 'kindergarten'] }),
  'Dining tables': k('table', 'IfcFurniture', 'TABLE', ['wood', 'chipboard', 'stone'], { secondary: ['wood', 'steel'], rooms: ['kitchen', 'living', 'restaurant'], buildings: [...HOMES, 'hotel', 'restaurant'] }),
  'Sliding wardrobes': k('cabinet', 'IfcFurniture', 'SHELF', ['chipboard', 'mdf'], { glass: ['glass'], rooms: ['bedroom', 'living', 'kids'], buildings: [...HOMES, 'hotel'] }),
  'Kitchen base units': k('cabinet', 'IfcFurniture', 'USERDEFINED', ['chipboard', 'mdf'], { objectType: 'Kitchen base unit', secondary: ['stone', 'chipboard'], rooms: ['kitchen'], buildings: [...HOMES, 'restaurant', 'kindergarten'] }),
  'Kitchen wall units': k('cabinet', 'IfcFurniture', 'USERDEFINED', ['chipboard', 'mdf'], { objectType: 'Kitchen wall unit', glass: ['glass'], rooms: ['kitchen'], buildings: [...HOMES, 'restaurant', 'kindergarten'] }),
  'Reception desks': k('reception-desk', 'IfcFurniture', 'DESK', ['chipboard', 'mdf'], { secondary: ['stone', 'chipboard'], glass: ['acrylic'], rooms: ['lobby'], buildings: ['office', 'hotel', 'hospital', 'sports', 'mall'] }),
  Lockers: k('cabinet', 'IfcFurniture', 'USERDEFINED', ['steel', 'chipboard'], { objectType: 'Locker', rooms: ['gym'], buildings: ['sports', 'school', 'office', 'hospital'] }),
  // Facade systems
  'Facade cassettes': k('cassette-panel', 'IfcCovering', 'CLADDING', ['aluminium', 'steel'], { external: true }),
  'Fibre cement panels': k('board', 'IfcCovering', 'CLADDING', ['fibrecement'], { external: true }),
  'Facade porcelain tiles': k('board', 'IfcCovering', 'CLADDING', ['porcelain'], { external: true }),
  'Stick curtain walls': k('curtain-wall', 'IfcCurtainWall', 'NOTDEFINED', ['aluminium'], { glass: ['tempered'], external: true }),
  'Unitised facades': k('curtain-wall', 'IfcCurtainWall', 'NOTDEFINED', ['aluminium'], { secondary: ['composite', 'aluminium'], glass: ['tempered'], external: true }),
  'Wall sandwich panels': k('sandwich-panel', 'IfcPlate', 'SHEET', ['steel'], { secondary: ['mineralwool', 'pir'], buildings: ['warehouse', 'factory', 'sports', 'mall', 'parking'], external: true }),
  // Roofing
  'Metal roof tiles': k('roof-sheet', 'IfcCovering', 'ROOFING', ['steel'], { buildings: [...HOMES, 'school', 'warehouse'], external: true }),
  'Clay roof tiles': k('roof-tile', 'IfcCovering', 'ROOFING', ['ceramic'], { buildings: [...HOMES, 'school', 'museum'], external: true }),
  'Standing seam panels': k('seam-panel', 'IfcCovering', 'ROOFING', ['steel', 'copper', 'aluminium'], { external: true }),
  'Roof drains': k('roof-drain', 'IfcWasteTerminal', 'ROOFDRAIN', ['polypropylene', 'stainless'], { buildings: ['apartment', 'office', 'mall', 'school', 'warehouse', 'factory', 'sports'], external: true }),
  'Roof vents': k('roof-vent', 'IfcBuildingElementProxy', 'USERDEFINED', ['polypropylene'], { objectType: 'Roof vent', buildings: ['apartment', 'office', 'mall', 'school', 'warehouse', 'factory', 'sports'], external: true }),
  Gutters: k('gutter', 'IfcPipeSegment', 'GUTTER', ['steel', 'pvc', 'copper'], { buildings: [...HOMES, 'office', 'school', 'warehouse'], external: true }),
  Downpipes: k('downpipe', 'IfcPipeSegment', 'RIGIDSEGMENT', ['steel', 'pvc', 'copper'], { buildings: [...HOMES, 'office', 'school', 'warehouse'], external: true }),
  // Insulation
  'Insulation slabs': k('board', 'IfcCovering', 'INSULATION', ['mineralwool'], { rooms: ['technical', 'roof', 'outdoor', 'living', 'office'] }),
  'Pipe sections': k('pipe-section', 'IfcCovering', 'WRAPPING', ['mineralwool'], { rooms: ['technical', 'boiler'] }),
  'XPS boards': k('board', 'IfcCovering', 'INSULATION', ['xps'], { rooms: ['technical', 'roof', 'outdoor'] }),
  'PIR boards': k('board', 'IfcCovering', 'INSULATION', ['pir'], { rooms: ['roof', 'outdoor', 'technical'] }),
  'Acoustic panels': k('board', 'IfcCovering', 'INSULATION', ['mineralwool', 'composite'], { secondary: ['textile'], rooms: ['office', 'living', 'technical'] }),
  // Lifts and escalators
  'Machine-room-less lifts': k('lift', 'IfcTransportElement', 'ELEVATOR', ['stainless', 'steel'], { metal: 'stainless' }),
  'Panoramic lifts': k('lift', 'IfcTransportElement', 'ELEVATOR', ['stainless', 'aluminium'], { glass: ['tempered'], metal: 'stainless', buildings: ['office', 'mall', 'hotel', 'airport', 'station'] }),
  'Goods lifts': k('lift', 'IfcTransportElement', 'ELEVATOR', ['steel'], { metal: 'steel', rooms: ['lobby', 'parking'], buildings: ['mall', 'hospital', 'station', 'airport', 'parking', 'office'] }),
  'Bed lifts': k('lift', 'IfcTransportElement', 'ELEVATOR', ['stainless'], { metal: 'stainless', rooms: ['ward', 'lobby'], buildings: ['hospital'] }),
  Escalators: k('escalator', 'IfcTransportElement', 'ESCALATOR', ['steel', 'aluminium'], { glass: ['tempered'], metal: 'stainless', rooms: ['lobby', 'retail'], buildings: ['mall', 'station', 'airport', 'office', 'sports'] }),
  'Moving walks': k('escalator', 'IfcTransportElement', 'MOVINGWALKWAY', ['steel', 'aluminium'], { glass: ['tempered'], metal: 'stainless', rooms: ['lobby', 'retail', 'parking'], buildings: ['mall', 'station', 'airport'] }),
  'Platform lifts for disabled people': k('platform-lift', 'IfcTransportElement', 'LIFTINGGEAR', ['steel', 'aluminium'], { glass: ['tempered'], rooms: ['lobby', 'stair'] }),
  // Electrical and low-voltage systems
  'Socket outlets': k('socket', 'IfcOutlet', 'POWEROUTLET', ['polycarbonate'], { rooms: ['office', 'living', 'bedroom', 'kitchen', 'corridor', 'classroom', 'ward'] }),
  'Light switches': k('switch', 'IfcSwitchingDevice', 'TOGGLESWITCH', ['polycarbonate'], { secondary: ['polycarbonate', 'brass', 'aluminium'], rooms: ['office', 'living', 'bedroom', 'kitchen', 'corridor', 'classroom', 'ward'] }),
  'Distribution boards': k('cabinet', 'IfcElectricDistributionBoard', 'DISTRIBUTIONBOARD', ['steel'], { rooms: ['technical', 'corridor', 'server'] }),
  'Smoke detectors': k('smoke-detector', 'IfcSensor', 'SMOKESENSOR', ['polycarbonate'], { rooms: ['office', 'corridor', 'living', 'bedroom', 'server', 'ward', 'classroom'] }),
  'Sounders and beacons': k('sounder', 'IfcAlarm', 'SIREN', ['polycarbonate'], { glass: ['polycarbonate'], rooms: ['corridor', 'technical', 'office', 'classroom', 'ward'] }),
  // Finishes and partitions
  'Laminate flooring': k('floor-tile', 'IfcCovering', 'FLOORING', ['wood'], { secondary: ['wood'], rooms: ['living', 'bedroom', 'office', 'corridor', 'classroom'], buildings: [...HOMES, 'office', 'hotel', 'school', 'kindergarten'] }),
  'Luxury vinyl tiles': k('floor-tile', 'IfcCovering', 'FLOORING', ['lvt'], { secondary: ['lvt'], rooms: ['office', 'kitchen', 'corridor', 'retail', 'classroom', 'ward', 'restaurant'] }),
  'Porcelain floor tiles': k('floor-tile', 'IfcCovering', 'FLOORING', ['porcelain'], { secondary: ['porcelain'], rooms: ['kitchen', 'bathroom', 'corridor', 'lobby', 'retail', 'restaurant'] }),
  'Engineered wood flooring': k('floor-tile', 'IfcCovering', 'FLOORING', ['wood'], { secondary: ['wood'], rooms: ['living', 'bedroom', 'office', 'lobby'], buildings: [...HOMES, 'office', 'hotel', 'museum', 'restaurant'] }),
  'Ceiling tiles': k('board', 'IfcCovering', 'CEILING', ['mineralwool', 'steel'], { secondary: ['steel', 'aluminium'], rooms: ['office', 'corridor', 'classroom', 'ward', 'retail', 'meeting'] }),
  'Linear ceilings': k('board', 'IfcCovering', 'CEILING', ['aluminium', 'steel'], { rooms: ['corridor', 'lobby', 'retail', 'bathroom'] }),
  'Glass partitions': k('curtain-wall', 'IfcWall', 'PARTITIONING', ['tempered'], { glass: ['tempered'], metal: 'aluminium', rooms: ['office', 'meeting', 'lobby'], buildings: ['office', 'mall', 'hotel', 'hospital', 'school', 'museum'] }),
  'Plasterboard partitions': k('partition', 'IfcWall', 'PARTITIONING', ['plasterboard'], { secondary: ['mineralwool'], rooms: ['office', 'living', 'bedroom', 'corridor', 'classroom', 'ward'] }),
  // Landscaping
  'Park benches': k('bench', 'IfcFurniture', 'USERDEFINED', ['wood', 'composite'], { objectType: 'Park bench', secondary: ['steel', 'concrete'], external: true }),
  'Litter bins': k('litter-bin', 'IfcFurniture', 'USERDEFINED', ['steel'], { objectType: 'Litter bin', secondary: ['concrete', 'steel'], external: true }),
  'Bike racks': k('bike-rack', 'IfcFurniture', 'USERDEFINED', ['steel'], { objectType: 'Bike rack', buildings: ['apartment', 'school', 'mall', 'sports', 'station', 'museum'], external: true }),
  'Play structures': k('play-structure', 'IfcBuildingElementProxy', 'USERDEFINED', ['wood'], { objectType: 'Play structure', secondary: ['polypropylene', 'composite'], buildings: ['apartment', 'kindergarten', 'school', 'mall'], external: true }),
  Swings: k('swing', 'IfcBuildingElementProxy', 'USERDEFINED', ['steel', 'wood'], { objectType: 'Swing', secondary: ['polypropylene', 'composite'], buildings: ['apartment', 'kindergarten', 'school'], external: true }),
  'Paving slabs': k('floor-tile', 'IfcCovering', 'FLOORING', ['concrete', 'stone'], { secondary: ['concrete', 'stone'], external: true }),
  Kerbs: k('kerb', 'IfcBuildingElementProxy', 'USERDEFINED', ['concrete', 'stone'], { objectType: 'Kerb', buildings: ['apartment', 'school', 'mall', 'sports', 'station', 'museum'], external: true }),
};

export function productKind(classEn: string): ProductKind {
  const kind = PRODUCT_KINDS[classEn];
  if (!kind) throw new Error(`no product kind for the class '${classEn}'`);
  return kind;
}
