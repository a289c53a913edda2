// Issue 24 §2: where the file and the model page say different things about the
// same product (its sizes, its manufacturer, its classification code). A size the
// file does not give is no disagreement; a file without a manufacturer or without
// any classification, while the page names one, is flagged as missing.
import type { IfcEntityFacts, IfcPropertyFacts } from '../../types/ifc.ts';
import { MANUFACTURER_PROPERTY_SET } from './common-psets.ts';
import { BOX_REPRESENTATION, sizeSources } from './size-convention.ts';

/** What the page says: sizes in millimetres and weight in kilograms (spec §3), names as shown. */
export interface PageFacts {
  dimensions: { width: number | null; height: number | null; length: number | null; diameter: number | null; weight: number | null };
  /** The names the page gives the manufacturer (short and full); empty when it names none. */
  manufacturers: string[];
  /** The portal's classification of the model, most general first: category, type, class. */
  classification: Array<{ code: string; label: string; /** The label in the other language, which a file may use. */ aliases?: string[] }>;
}

export type DisagreementKind = 'width' | 'height' | 'length' | 'diameter' | 'weight' | 'manufacturer' | 'classification';

export interface Disagreement {
  kind: DisagreementKind;
  /** 'differs': both say something else; 'missing': the page says it, the file does not. */
  status: 'differs' | 'missing';
  page: string | number;
  file: string | number | null;
  /** 'mm' or 'kg' for sizes; null for names and codes. */
  unit: 'mm' | 'kg' | null;
  /** Where in the file the value was read, e.g. 'Qto_DoorBaseQuantities.Width', 'IfcDoor.OverallWidth'. */
  source: string | null;
}

/** Sizes agree within the larger of these (rounding in CAD exports, nominal vs. actual). */
export const DIMENSION_TOLERANCE_MM = 2;
export const DIMENSION_TOLERANCE_RATIO = 0.01;
export const WEIGHT_TOLERANCE_KG = 0.1;
export const WEIGHT_TOLERANCE_RATIO = 0.02;

type SizeKind = 'width' | 'height' | 'length' | 'diameter' | 'weight';

/** Weight names are not ambiguous between classes: any set, quantities first. */
const WEIGHT_NAMES = ['GrossWeight', 'NetWeight', 'Weight', 'Mass', 'BodyMass'];

const BOX_NAMES = { x: 'XDim', y: 'YDim', z: 'ZDim' } as const;

/**
 * A size the file gives, in millimetres or kilograms, and where it was read: the
 * places shared/domain/ifc/size-convention.ts names for the page's size and the
 * product's class (the entity's attribute, the Box representation, the class's
 * documented quantities and properties), in that order.
 */
export function fileSize(product: Pick<IfcEntityFacts, 'ifcClass' | 'attributes' | 'propertySets' | 'boundingBox'>, kind: SizeKind): { value: number; source: string } | null {
  if (kind === 'weight') return fileWeight(product);
  for (const source of sizeSources(product.ifcClass, kind)) {
    if ('attribute' in source) {
      const attribute = product.attributes.find((a) => a.name === source.attribute);
      if (attribute?.si != null && attribute.si > 0) return { value: round(attribute.si * 1000), source: `${product.ifcClass}.${source.attribute}` };
    } else if ('box' in source) {
      const metres = product.boundingBox?.[source.box];
      // A Box gives a diameter only for a product round in plan (as wide as deep).
      if (kind === 'diameter' && product.boundingBox && !sizeAgrees('diameter', product.boundingBox.x * 1000, product.boundingBox.y * 1000)) continue;
      if (metres != null && metres > 0) return { value: round(metres * 1000), source: `${BOX_REPRESENTATION}.${BOX_NAMES[source.box]}` };
    } else {
      const property = product.propertySets.find((set) => set.name === source.set)?.properties.find((p) => p.name === source.name);
      if (property?.si != null && property.si > 0) return { value: round(property.si * 1000), source: `${source.set}.${source.name}` };
    }
  }
  return null;
}

function fileWeight(product: Pick<IfcEntityFacts, 'propertySets'>): { value: number; source: string } | null {
  const sets = [...product.propertySets].sort((a, b) => Number(a.kind !== 'quantities') - Number(b.kind !== 'quantities'));
  for (const name of WEIGHT_NAMES) {
    for (const set of sets) {
      const property = set.properties.find((p: IfcPropertyFacts) => p.name === name);
      if (property?.si != null && property.si > 0) return { value: round(property.si), source: `${set.name}.${name}` };
    }
  }
  return null;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function sizeAgrees(kind: SizeKind, page: number, file: number): boolean {
  const tolerance = kind === 'weight' ? Math.max(WEIGHT_TOLERANCE_KG, page * WEIGHT_TOLERANCE_RATIO) : Math.max(DIMENSION_TOLERANCE_MM, page * DIMENSION_TOLERANCE_RATIO);
  return Math.abs(page - file) <= tolerance;
}

/** Legal forms dropped from a company name (a word of their own; \b does not see Cyrillic letters). */
const LEGAL_FORMS = new Set(['ооо', 'оао', 'зао', 'пао', 'ао', 'ип', 'нпо', 'гк', 'llc', 'ltd', 'inc', 'gmbh', 'ag', 'co', 'corp', 'sa', 'spa', 'bv', 'oy', 'ab']);

/** A company name without case, quotes, punctuation and legal form: «ООО "Двери-Мастер"» → 'двери мастер'. */
export function normaliseCompanyName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»"'“”„`´’.,()&/\\-]+/gu, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !LEGAL_FORMS.has(word))
    .join(' ');
}

export function sameCompany(a: string, b: string): boolean {
  const x = normaliseCompanyName(a);
  const y = normaliseCompanyName(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  return shorter.length >= 3 && ` ${longer} `.includes(` ${shorter} `);
}

/**
 * The manufacturer the file names: Pset_ManufacturerTypeInformation.Manufacturer (IFC4;
 * the demo writes the company's short name there), or the occurrence set of IFC2X3.
 * It agrees with the page when it is one of the company's names (short, full, English)
 * by sameCompany.
 */
export function fileManufacturer(product: Pick<IfcEntityFacts, 'propertySets'>): string | null {
  for (const set of product.propertySets) {
    if (set.name !== MANUFACTURER_PROPERTY_SET.propertySet && set.name !== 'Pset_ManufacturerOccurrence') continue;
    const value = set.properties.find((p) => p.name === 'Manufacturer')?.value;
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The file agrees with the page's classification when one of the product's references
 * has the portal's id of the page's category, type or class as its Identification
 * (plain decimal, e.g. '1027'), or one of their labels (either language) as its Name.
 * The demo writes the portal's tree that way: category, type and class references
 * linked by ReferencedSource, each identified by its own id, the product associated
 * with the most specific one.
 */
function classificationAgrees(product: Pick<IfcEntityFacts, 'classifications'>, page: PageFacts['classification']): boolean {
  return product.classifications.some((reference) =>
    page.some(
      (level) =>
        (reference.identification !== null && level.code !== '' && sameCode(reference.identification, level.code)) ||
        (reference.name !== null && [level.label, ...(level.aliases ?? [])].some((label) => label !== '' && sameCode(reference.name!, label))),
    ),
  );
}

/** Every disagreement between the main product of the file and the page, sizes first. */
export function disagreementsOf(product: Pick<IfcEntityFacts, 'ifcClass' | 'attributes' | 'propertySets' | 'classifications' | 'boundingBox'>, page: PageFacts): Disagreement[] {
  const found: Disagreement[] = [];
  for (const kind of ['width', 'height', 'length', 'diameter', 'weight'] as const) {
    const pageValue = page.dimensions[kind];
    if (pageValue === null || !(pageValue > 0)) continue;
    const file = fileSize(product, kind);
    if (file && !sizeAgrees(kind, pageValue, file.value)) {
      found.push({ kind, status: 'differs', page: pageValue, file: file.value, unit: kind === 'weight' ? 'kg' : 'mm', source: file.source });
    }
  }
  const names = page.manufacturers.filter((name) => name.trim() !== '');
  if (names.length) {
    const manufacturer = fileManufacturer(product);
    if (manufacturer === null) found.push({ kind: 'manufacturer', status: 'missing', page: names[0]!, file: null, unit: null, source: null });
    else if (!names.some((name) => sameCompany(name, manufacturer))) {
      found.push({ kind: 'manufacturer', status: 'differs', page: names[0]!, file: manufacturer, unit: null, source: `${MANUFACTURER_PROPERTY_SET.propertySet}.Manufacturer` });
    }
  }
  const levels = page.classification.filter((level) => level.code !== '' || level.label !== '');
  const mostSpecific = levels.at(-1);
  if (mostSpecific) {
    const shown = mostSpecific.label ? `${mostSpecific.code} ${mostSpecific.label}`.trim() : mostSpecific.code;
    if (product.classifications.length === 0) found.push({ kind: 'classification', status: 'missing', page: shown, file: null, unit: null, source: null });
    else if (!classificationAgrees(product, levels)) {
      const file = product.classifications.map((c) => [c.identification, c.name].filter(Boolean).join(' ')).filter(Boolean).join('; ');
      found.push({ kind: 'classification', status: 'differs', page: shown, file: file || null, unit: null, source: 'IfcClassificationReference' });
    }
  }
  return found;
}
