// The units of an IFC file: the project's IfcUnitAssignment (IfcSIUnit with a
// prefix, or a conversion-based unit such as the inch), so a value can be shown
// with its unit and compared in SI (IDS 1.0 compares values in SI units).

export interface FileUnit {
  /** IfcUnitEnum, e.g. 'LENGTHUNIT'. */
  unitType: string;
  /** e.g. 'mm', 'm²', 'kg', 'in'. */
  symbol: string;
  toSi(value: number): number;
}

export type UnitTable = Map<string, FileUnit>;

type LineReader = (ref: unknown) => (Record<string, unknown> & { type: number }) | null;

const PREFIXES: Record<string, { symbol: string; factor: number }> = {
  EXA: { symbol: 'E', factor: 1e18 },
  PETA: { symbol: 'P', factor: 1e15 },
  TERA: { symbol: 'T', factor: 1e12 },
  GIGA: { symbol: 'G', factor: 1e9 },
  MEGA: { symbol: 'M', factor: 1e6 },
  KILO: { symbol: 'k', factor: 1e3 },
  HECTO: { symbol: 'h', factor: 1e2 },
  DECA: { symbol: 'da', factor: 1e1 },
  DECI: { symbol: 'd', factor: 1e-1 },
  CENTI: { symbol: 'c', factor: 1e-2 },
  MILLI: { symbol: 'm', factor: 1e-3 },
  MICRO: { symbol: 'µ', factor: 1e-6 },
  NANO: { symbol: 'n', factor: 1e-9 },
  PICO: { symbol: 'p', factor: 1e-12 },
  FEMTO: { symbol: 'f', factor: 1e-15 },
  ATTO: { symbol: 'a', factor: 1e-18 },
};

/** IfcSIUnitName: its symbol, the power a prefix is raised to, and its size in the SI base unit. */
const SI_NAMES: Record<string, { symbol: string; power: number; base: number }> = {
  METRE: { symbol: 'm', power: 1, base: 1 },
  SQUARE_METRE: { symbol: 'm²', power: 2, base: 1 },
  CUBIC_METRE: { symbol: 'm³', power: 3, base: 1 },
  GRAM: { symbol: 'g', power: 1, base: 1e-3 },
  SECOND: { symbol: 's', power: 1, base: 1 },
  AMPERE: { symbol: 'A', power: 1, base: 1 },
  KELVIN: { symbol: 'K', power: 1, base: 1 },
  DEGREE_CELSIUS: { symbol: '°C', power: 1, base: 1 },
  RADIAN: { symbol: 'rad', power: 1, base: 1 },
  WATT: { symbol: 'W', power: 1, base: 1 },
  VOLT: { symbol: 'V', power: 1, base: 1 },
  PASCAL: { symbol: 'Pa', power: 1, base: 1 },
  NEWTON: { symbol: 'N', power: 1, base: 1 },
  JOULE: { symbol: 'J', power: 1, base: 1 },
  HERTZ: { symbol: 'Hz', power: 1, base: 1 },
  LUMEN: { symbol: 'lm', power: 1, base: 1 },
  LUX: { symbol: 'lx', power: 1, base: 1 },
  CANDELA: { symbol: 'cd', power: 1, base: 1 },
  MOLE: { symbol: 'mol', power: 1, base: 1 },
  OHM: { symbol: 'Ω', power: 1, base: 1 },
};

/** The SI unit each unit type falls back to when the project assigns none (IFC's default). */
const SI_DEFAULTS: Record<string, string> = {
  LENGTHUNIT: 'm',
  AREAUNIT: 'm²',
  VOLUMEUNIT: 'm³',
  MASSUNIT: 'kg',
  TIMEUNIT: 's',
  PLANEANGLEUNIT: 'rad',
  THERMODYNAMICTEMPERATUREUNIT: 'K',
  POWERUNIT: 'W',
  ELECTRICCURRENTUNIT: 'A',
  ELECTRICVOLTAGEUNIT: 'V',
  PRESSUREUNIT: 'Pa',
  FORCEUNIT: 'N',
  ENERGYUNIT: 'J',
  FREQUENCYUNIT: 'Hz',
  LUMINOUSFLUXUNIT: 'lm',
  ILLUMINANCEUNIT: 'lx',
  VOLUMETRICFLOWRATEUNIT: 'm³/s',
  THERMALTRANSMITTANCEUNIT: 'W/(m²·K)',
  MASSDENSITYUNIT: 'kg/m³',
  MASSFLOWRATEUNIT: 'kg/s',
  ROTATIONALFREQUENCYUNIT: 'Hz',
  LINEARVELOCITYUNIT: 'm/s',
  SOUNDPOWERLEVELUNIT: 'dB',
  SOUNDPRESSURELEVELUNIT: 'dB',
};

/** The measure types whose value has a unit, and the unit type that gives it. */
const MEASURE_UNIT_TYPES: Record<string, string> = {
  IFCLENGTHMEASURE: 'LENGTHUNIT',
  IFCPOSITIVELENGTHMEASURE: 'LENGTHUNIT',
  IFCNONNEGATIVELENGTHMEASURE: 'LENGTHUNIT',
  IFCAREAMEASURE: 'AREAUNIT',
  IFCVOLUMEMEASURE: 'VOLUMEUNIT',
  IFCMASSMEASURE: 'MASSUNIT',
  IFCTIMEMEASURE: 'TIMEUNIT',
  IFCPLANEANGLEMEASURE: 'PLANEANGLEUNIT',
  IFCPOSITIVEPLANEANGLEMEASURE: 'PLANEANGLEUNIT',
  IFCTHERMODYNAMICTEMPERATUREMEASURE: 'THERMODYNAMICTEMPERATUREUNIT',
  IFCPOWERMEASURE: 'POWERUNIT',
  IFCELECTRICCURRENTMEASURE: 'ELECTRICCURRENTUNIT',
  IFCELECTRICVOLTAGEMEASURE: 'ELECTRICVOLTAGEUNIT',
  IFCPRESSUREMEASURE: 'PRESSUREUNIT',
  IFCFORCEMEASURE: 'FORCEUNIT',
  IFCENERGYMEASURE: 'ENERGYUNIT',
  IFCFREQUENCYMEASURE: 'FREQUENCYUNIT',
  IFCLUMINOUSFLUXMEASURE: 'LUMINOUSFLUXUNIT',
  IFCILLUMINANCEMEASURE: 'ILLUMINANCEUNIT',
  IFCVOLUMETRICFLOWRATEMEASURE: 'VOLUMETRICFLOWRATEUNIT',
  IFCTHERMALTRANSMITTANCEMEASURE: 'THERMALTRANSMITTANCEUNIT',
  IFCMASSDENSITYMEASURE: 'MASSDENSITYUNIT',
  IFCMASSFLOWRATEMEASURE: 'MASSFLOWRATEUNIT',
  IFCROTATIONALFREQUENCYMEASURE: 'ROTATIONALFREQUENCYUNIT',
  IFCLINEARVELOCITYMEASURE: 'LINEARVELOCITYUNIT',
  IFCSOUNDPOWERLEVELMEASURE: 'SOUNDPOWERLEVELUNIT',
  IFCSOUNDPRESSURELEVELMEASURE: 'SOUNDPRESSURELEVELUNIT',
};

const CONVERSION_SYMBOLS: Record<string, string> = { inch: 'in', foot: 'ft', yard: 'yd', mile: 'mi', 'square foot': 'ft²', 'cubic foot': 'ft³', pound: 'lb', degree: '°' };

export function measureUnitType(valueType: string | null): string | null {
  return valueType === null ? null : (MEASURE_UNIT_TYPES[valueType] ?? null);
}

export function siUnit(unitType: string): FileUnit {
  return { unitType, symbol: SI_DEFAULTS[unitType] ?? '', toSi: (value) => value };
}

function enumValue(value: unknown): string | null {
  const raw = value && typeof value === 'object' ? (value as { value?: unknown }).value : undefined;
  return typeof raw === 'string' ? raw.toUpperCase() : null;
}

/** An IfcSIUnit or IfcConversionBasedUnit line as a unit; null for anything else (derived and monetary units are not read). */
export function unitFromLine(unit: (Record<string, unknown> & { type: number }) | null, line: LineReader, depth = 0): FileUnit | null {
  if (!unit || depth > 3) return null;
  const unitType = enumValue(unit.UnitType);
  if (!unitType) return null;
  const siName = enumValue(unit.Name);
  if (siName && SI_NAMES[siName]) {
    const { symbol, power, base } = SI_NAMES[siName];
    const prefix = PREFIXES[enumValue(unit.Prefix) ?? ''];
    const factor = (prefix ? prefix.factor ** power : 1) * base;
    if (siName === 'DEGREE_CELSIUS') return { unitType, symbol, toSi: (value) => value + 273.15 };
    return { unitType, symbol: `${prefix?.symbol ?? ''}${symbol}`, toSi: (value) => value * factor };
  }
  // IfcConversionBasedUnit: a named unit and its size as an IfcMeasureWithUnit.
  const name = typeof (unit.Name as { value?: unknown } | null)?.value === 'string' ? String((unit.Name as { value: string }).value) : null;
  const conversion = line(unit.ConversionFactor);
  const component = conversion ? (conversion.ValueComponent as { _representationValue?: unknown; value?: unknown } | null) : null;
  const magnitude = Number(component?._representationValue ?? component?.value);
  if (!name || !Number.isFinite(magnitude)) return null;
  const inner = unitFromLine(line(conversion?.UnitComponent), line, depth + 1);
  const factor = magnitude * (inner ? inner.toSi(1) : 1);
  return { unitType, symbol: CONVERSION_SYMBOLS[name.toLowerCase()] ?? name, toSi: (value) => value * factor };
}
