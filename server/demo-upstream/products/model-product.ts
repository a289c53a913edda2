// A demo model as a product: its shape (from its class's kind and its page
// dimensions), and what is derived from that shape: the glTF preview, the gallery
// pictures and the IFC file, with the file's deliberate defects when it has any.

import type { Model } from '#shared/types/index.ts';
import { sameCompany } from '#shared/domain/ifc/disagreements.ts';
import type { CompanyRecord } from '../dataset/companies.ts';
import type { Dictionaries } from '../dataset/dictionaries.ts';
import type { IfcClassificationPath, IfcMaterialUse, IfcPropertySetData } from './ifc.ts';
import { productIfc } from './ifc.ts';
import type { ProductKind } from './kinds.ts';
import type { MaterialChoice } from './materials.ts';
import { COMPONENT_MATERIAL, appearance, materialOf } from './materials.ts';
import { shapeGltf } from './gltf.ts';
import type { Size } from './picture.ts';
import { shapePictureSvg } from './picture.ts';
import { COMMON_PSET, MANUFACTURER_PSET, baseQuantities, commonPropertySet, manufacturerPropertySet, roofDrainPropertySet, type ValueContext } from './properties.ts';
import type { ProductShape } from './shapes.ts';
import { buildShape } from './shapes.ts';

/** What the dataset decided about a model as a product; kept beside the model, not in it. */
export interface ProductRecord {
  classId: number;
  kind: ProductKind;
  materials: MaterialChoice;
}

/** The page's dimensions in millimetres; a round product's width and depth are its diameter. */
export interface Dimensions {
  width: number;
  height: number;
  depth: number;
  round: boolean;
}

export function pageDimensions(model: Pick<Model, 'width' | 'height' | 'length' | 'diametr'>): Dimensions {
  const round = model.width === null && model.diametr !== null;
  const width = model.width ?? model.diametr ?? 100;
  return { width, height: model.height ?? 100, depth: model.length ?? model.diametr ?? width, round };
}

export function modelShape(model: Pick<Model, 'name_en'>, product: ProductRecord, dims: Dimensions): ProductShape {
  return buildShape({ shape: product.kind.shape, width: dims.width, height: dims.height, depth: dims.depth, hints: model.name_en });
}

export function solidMaterials(shape: ProductShape, product: ProductRecord): string[] {
  return shape.solids.map((solid) => materialOf(solid.role, product.materials, product.kind));
}

export function materialName(dict: Dictionaries, key: string, lang: 'ru' | 'en' = 'ru'): string {
  if (key === COMPONENT_MATERIAL.key) return lang === 'ru' ? COMPONENT_MATERIAL.name : COMPONENT_MATERIAL.name_en;
  const item = dict.materials[(dict.materialIdByKey.get(key) ?? 0) - 1];
  return item ? (lang === 'ru' ? item.name : item.name_en) : key;
}

/** FNV-1a: a stable 32-bit number from text, for choices that must not move when the dataset's random stream does. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function modelGltf(model: Model, product: ProductRecord, dict: Dictionaries): object {
  const shape = modelShape(model, product, pageDimensions(model));
  return shapeGltf(model.name_en, shape, solidMaterials(shape, product), (key) => materialName(dict, key, 'en'));
}

export function modelPictureSvg(model: Model, product: ProductRecord, view: number, size: Size): string {
  const shape = modelShape(model, product, pageDimensions(model));
  const title = view === 1 ? model.name : `${model.name} — вид ${view}`;
  return shapePictureSvg(shape, solidMaterials(shape, product), view, title, size);
}

// ---- IFC files and their deliberate defects --------------------------------------------------

export type IfcDefect =
  | { kind: 'missing-common-pset'; pset: string }
  | { kind: 'missing-manufacturer-pset'; pset: typeof MANUFACTURER_PSET }
  | { kind: 'dimension-mismatch'; dimension: 'width' | 'diameter'; page: number; file: number }
  | { kind: 'no-classification' }
  | { kind: 'manufacturer-mismatch'; page: string; file: string };

export type IfcDefectKind = IfcDefect['kind'];

const DEFECT_KINDS: readonly IfcDefectKind[] = ['missing-common-pset', 'missing-manufacturer-pset', 'dimension-mismatch', 'no-classification', 'manufacturer-mismatch'];

/** Share of IFC files with defects, in thousandths. */
export const IMPERFECT_PER_MILLE = 150;

/** BIM studios whose name a careless export writes as the manufacturer. */
const AUTHORING_STUDIOS = ['BIMLab Modelling', 'Проектное бюро «Контур»', 'ArchiObjects Studio', 'СтройИнфоМодель'];

/**
 * The defects of a model's IFC file: about 15 % of files have one or two, chosen
 * from the model's seed and id, so the same dataset always has the same defects.
 */
export function ifcDefects(seed: number, model: Model, company: Pick<CompanyRecord, 'name_short' | 'name_full' | 'name_en'>, product: ProductRecord): IfcDefect[] {
  const roll = stableHash(`${seed}:ifc:${model.id}`);
  if (roll % 1000 >= IMPERFECT_PER_MILLE) return [];
  const first = (roll >>> 10) % DEFECT_KINDS.length;
  const chosen = [DEFECT_KINDS[first]!];
  if ((roll >>> 14) % 3 === 0) {
    const second = DEFECT_KINDS[(first + 1 + ((roll >>> 16) % (DEFECT_KINDS.length - 1))) % DEFECT_KINDS.length]!;
    // A file without the manufacturer set cannot also name the wrong manufacturer in it.
    const pair = new Set([chosen[0], second]);
    if (!(pair.has('missing-manufacturer-pset') && pair.has('manufacturer-mismatch'))) chosen.push(second);
  }
  const dims = pageDimensions(model);
  return chosen.map((kind): IfcDefect => {
    switch (kind) {
      case 'missing-common-pset':
        return { kind, pset: COMMON_PSET[product.kind.entity] };
      case 'missing-manufacturer-pset':
        return { kind, pset: MANUFACTURER_PSET };
      case 'dimension-mismatch': {
        const page = dims.width;
        return { kind, dimension: dims.round ? 'diameter' : 'width', page, file: Math.max(page + 10, Math.round((page * 1.1) / 5) * 5) };
      }
      case 'no-classification':
        return { kind };
      case 'manufacturer-mismatch': {
        // A studio whose name is not one of the company's, so the file names someone else.
        const names = [company.name_short, company.name_full, company.name_en];
        const studios = AUTHORING_STUDIOS.filter((studio) => !names.some((name) => sameCompany(name, studio)));
        return { kind, page: company.name_short, file: studios[(roll >>> 20) % studios.length]! };
      }
    }
  });
}

export interface IfcContext {
  seed: number;
  dictionaries: Dictionaries;
  company: CompanyRecord;
  /** Category, type and class names of the model's codes (class absent when the model has none). */
  classification: Array<{ id: number; name: string }>;
}

export function modelIfc(model: Model, product: ProductRecord, fileName: string, ctx: IfcContext): string {
  const defects = ifcDefects(ctx.seed, model, ctx.company, product);
  const has = <K extends IfcDefectKind>(kind: K): Extract<IfcDefect, { kind: K }> | undefined => defects.find((defect) => defect.kind === kind) as Extract<IfcDefect, { kind: K }> | undefined;
  const dims = pageDimensions(model);
  const wrongSize = has('dimension-mismatch');
  const fileDims = wrongSize ? { ...dims, width: wrongSize.file, ...(dims.round ? { depth: wrongSize.file } : {}) } : dims;
  const shape = modelShape(model, product, fileDims);
  const keys = solidMaterials(shape, product);
  const materials: IfcMaterialUse[] = keys.map((key) => ({ key, name: materialName(ctx.dictionaries, key), category: key === COMPONENT_MATERIAL.key ? 'Полимер' : materialName(ctx.dictionaries, key, 'en'), look: appearance(key) }));
  const values: ValueContext = {
    kind: product.kind,
    shape,
    reference: model.name_short,
    hints: model.name_en.toLowerCase(),
    materials: product.materials,
    mainMaterial: materialName(ctx.dictionaries, product.materials.primary),
    fireRating: /\b(eiw?\d+)\b/i.exec(model.name_en)?.[1]?.toUpperCase() ?? null,
    jitter: stableHash(model.uuid) / 0xffffffff,
    weightKg: model.weight,
  };
  const propertySets: IfcPropertySetData[] = [];
  if (!has('missing-common-pset')) propertySets.push(commonPropertySet(values));
  if (product.kind.predefined === 'ROOFDRAIN') propertySets.push(roofDrainPropertySet(shape));
  if (!has('missing-manufacturer-pset')) {
    propertySets.push(
      manufacturerPropertySet({
        manufacturer: has('manufacturer-mismatch')?.file ?? ctx.company.name_short,
        modelReference: model.name_short,
        modelLabel: model.name,
        modelId: model.id,
        productionYear: model.created_at.slice(0, 4),
      }),
    );
  }
  const classification: IfcClassificationPath | null = has('no-classification')
    ? null
    : {
        source: 'bim-portal',
        edition: '2024',
        // Each reference is identified by the portal's own id of its level (category, type, class), as the page's codes are.
        levels: ctx.classification.map((level) => ({ identification: String(level.id), name: level.name })),
      };
  return productIfc({
    fileName,
    guidSeed: `${ctx.seed}:${model.uuid}`,
    timestamp: Math.floor(Date.parse(model.updated_at) / 1000),
    author: ctx.company.name_short,
    organisation: ctx.company.name_full,
    entity: product.kind.entity,
    predefined: product.kind.predefined,
    objectType: product.kind.objectType ?? null,
    name: model.name,
    description: model.name_en,
    tag: model.name_short,
    shape,
    materials,
    propertySets,
    quantitySet: baseQuantities(product.kind.entity, shape, model.weight),
    classification,
  });
}
