// BIM models: names, codes, sizes, files, images, attributes and popularity composed
// from the taxonomy and the manufacturer's profile.

import type { AttrValue, CadExtension, Model, ModelAttribute, ModelFile, ModelImage, ModelRestriction } from '#shared/types/index.ts';
import type { CompanyRecord, ClassRef } from './companies.ts';
import type { AttributeDef, Dictionaries } from './dictionaries.ts';
import { CAD_FORMATS } from './dictionaries.ts';
import type { Rng } from './random.ts';
import { slugify, transliterate } from './random.ts';
import { TAXONOMY } from './taxonomy.ts';
import { productKind } from '../products/kinds.ts';
import type { ProductRecord } from '../products/model-product.ts';
import { buildShape } from '../products/shapes.ts';

export const MIN_MODELS = 10_000;
const FIRST_MODEL_ID = 20_001;

/** Probability each format is attached to a 3D model. */
const FORMAT_ODDS: ReadonlyArray<readonly [CadExtension, number]> = [
  ['rfa', 0.62],
  ['rvt', 0.18],
  ['gsm', 0.36],
  ['pln', 0.1],
  ['ifc', 0.42],
  ['rnp', 0.22],
  ['dwg', 0.3],
  ['dxf', 0.06],
  ['3ds', 0.1],
  ['skp', 0.12],
  ['max', 0.08],
];

const FORMAT_BY_EXT = new Map(CAD_FORMATS.map((format) => [format.ext, format]));

const START_MS = Date.UTC(2016, 2, 1);
const END_MS = Date.UTC(2025, 5, 15);

function sizeInRange(rng: Rng, min: number, max: number): number {
  if (max <= min) return min;
  const step = max - min >= 500 ? 10 : max - min >= 50 ? 5 : 1;
  return rng.stepped(min, max, step);
}

function videoLink(rng: Rng): string {
  const owner = rng.int(10_000_000, 229_999_999);
  const video = rng.int(456_239_000, 456_240_999);
  switch (rng.int(0, 5)) {
    case 0:
      return `https://www.youtube.com/watch?v=${rng.hex(11)}`;
    case 1:
      return `https://youtu.be/${rng.hex(11)}`;
    case 2:
      return `https://rutube.ru/video/${rng.hex(32)}/`;
    case 3:
      return `https://vk.com/video-${owner}_${video}`;
    case 4:
      return `https://vkvideo.ru/video-${owner}_${video}`;
    default:
      // Not one of the recognised hosts: exercises the 'unrecognised link' path.
      return `https://vimeo.com/${rng.int(100_000_000, 999_999_999)}`;
  }
}

function attribute(def: AttributeDef, value: AttrValue): ModelAttribute {
  return { attribute_id: def.id, code: def.code, name: def.name, name_en: def.name_en, value_id: value.id, value: value.value, value_en: value.value_en };
}

function pickCompany(rng: Rng, cumulative: readonly number[], companies: readonly CompanyRecord[]): CompanyRecord {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const target = rng.next() * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] ?? 0) < target) lo = mid + 1;
    else hi = mid;
  }
  return companies[lo] as CompanyRecord;
}

function joinSlug(parts: readonly string[]): string {
  return parts.filter(Boolean).join('-');
}

/** The IFC files the demo serves are written in this schema, whatever the format's other versions. */
const IFC_VERSION = 'IFC4';

export interface GeneratedModels {
  models: Model[];
  /** What each model is as a product (kind, materials), by model id: the shapes, pictures and IFC files read it. */
  products: Map<number, ProductRecord>;
}

export function generateModels(rng: Rng, companies: readonly CompanyRecord[], classRefs: readonly ClassRef[], dict: Dictionaries, count = MIN_MODELS + 400): GeneratedModels {
  const refByClass = new Map(classRefs.map((ref) => [ref.classId, ref]));
  const cumulative: number[] = [];
  let running = 0;
  for (const company of companies) {
    running += company.weight;
    cumulative.push(running);
  }
  const attributes = new Map(dict.attributes.map((def) => [def.code, def]));
  const standardsDef = attributes.get('bim_standarts') as AttributeDef;
  const saprDef = attributes.get('sapr') as AttributeDef;
  const countryDef = attributes.get('country') as AttributeDef;
  const lodDef = attributes.get('lod') as AttributeDef;
  const fireDef = attributes.get('fire_class') as AttributeDef;
  const countryByName = new Map(dict.countryValues.map((value) => [value.value, value]));

  // Names are composed from a few hundred parts; slugging the parts once keeps start-up fast.
  const slugs = new Map<string, string>();
  const seriesLatin = new Map<string, string>();
  const slug = (text: string): string => {
    let value = slugs.get(text);
    if (value === undefined) {
      value = slugify(text);
      slugs.set(text, value);
    }
    return value;
  };

  const models: Model[] = [];
  const products = new Map<number, ProductRecord>();
  let fileId = 300_001;
  let imageId = 700_001;

  // Every manufacturer gets at least a few models, the rest by weight.
  const owners: CompanyRecord[] = [];
  for (const company of companies) for (let i = 0; i < 3; i += 1) owners.push(company);
  while (owners.length < count) owners.push(pickCompany(rng, cumulative, companies));

  for (let index = 0; index < owners.length; index += 1) {
    const company = owners[index] as CompanyRecord;
    const id = FIRST_MODEL_ID + index;
    const ref = refByClass.get(rng.pick(company.classPool)) as ClassRef;
    const category = TAXONOMY[ref.categoryIndex]!;
    const cls = category.types[ref.typeIndex]!.classes[ref.classIndex]!;

    const seriesRu = rng.pick(cls.series);
    let seriesEn = seriesLatin.get(seriesRu);
    if (seriesEn === undefined) {
      seriesEn = transliterate(seriesRu).toUpperCase().replace('SHCH', 'SCH');
      seriesLatin.set(seriesRu, seriesEn);
    }
    const num = String(rng.int(1, 60)).padStart(2, '0');
    const suffix = rng.chance(0.8) ? rng.pick(cls.suffixes) : null;
    const [wMin, wMax, hMin, hMax, lMin, lMax] = cls.dims;
    const width = sizeInRange(rng, wMin, wMax);
    const height = sizeInRange(rng, hMin, hMax);
    const length = sizeInRange(rng, lMin, lMax);
    const weight = Math.round((cls.kg[0] + rng.next() * (cls.kg[1] - cls.kg[0])) * 10) / 10;
    const withSize = rng.chance(0.25);
    const sizeLabel = `${width}×${height}`;
    const name = `${cls.product[0]} ${seriesRu}-${num}${suffix ? ` ${suffix[0]}` : ''}${withSize ? ` ${sizeLabel}` : ''}`;
    const nameEn = `${cls.product[1]} ${seriesEn}-${num}${suffix ? ` ${suffix[1]}` : ''}${withSize ? ` ${sizeLabel}` : ''}`;
    const nameShort = `${seriesEn}-${num}-${width}x${height}`;

    // Rooms, buildings and materials come from what the product is, so a kerb is concrete or stone, never timber.
    const kind = productKind(cls.en);
    const roomIds = rng.sample(kind.rooms ?? category.rooms, rng.int(1, 3)).map((key) => dict.roomIdByKey.get(key) ?? 0).filter((v) => v > 0);
    const buildingIds = rng.sample(kind.buildings ?? category.buildings, rng.int(1, 4)).map((key) => dict.buildingIdByKey.get(key) ?? 0).filter((v) => v > 0);
    const shape = buildShape({ shape: kind.shape, width, height, depth: cls.round ? width : length, hints: nameEn });
    const uses = new Set(shape.solids.map((solid) => solid.role));
    const primary = rng.pick(kind.primary);
    const secondary = kind.secondary && uses.has('secondary') ? rng.pick(kind.secondary) : null;
    const glass = uses.has('glass') ? rng.pick(kind.glass ?? ['glass']) : null;
    const materialKeys = [...new Set([primary, secondary, glass].filter((key): key is string => key !== null))];
    const materialIds = materialKeys.map((key) => dict.materialIdByKey.get(key) ?? 0).filter((v) => v > 0);

    // Files: most models carry 3D formats; a few are 2D drawings only.
    const exts: CadExtension[] = [];
    if (rng.chance(0.07)) {
      exts.push('dwg');
      if (rng.chance(0.4)) exts.push('dxf');
    } else {
      // Every model with 3D geometry also has an IFC file (the open format the portal reads).
      for (const [ext, odds] of FORMAT_ODDS) if (ext === 'ifc' || rng.chance(odds)) exts.push(ext);
      if (!exts.some((ext) => FORMAT_BY_EXT.get(ext)?.geometry3d)) exts.unshift(rng.pick<CadExtension>(['rfa', 'gsm', 'ifc', 'rnp']));
    }
    const sizeSlug = withSize ? `${width}x${height}` : '';
    const baseSlug = joinSlug([slug(cls.product[1]), slug(seriesEn), num, suffix ? slug(suffix[1]) : '', sizeSlug]) || `model-${id}`;
    const files: ModelFile[] = exts.map((ext) => {
      const format = FORMAT_BY_EXT.get(ext)!;
      const version = ext === 'ifc' ? IFC_VERSION : rng.pick(format.versions);
      const fileName = `${baseSlug}_${version.replace(/[^0-9a-z.]/gi, '')}.${ext}`;
      const file: ModelFile = {
        id: fileId,
        ext,
        file_name: fileName,
        url: `/files/${id}/${fileName}`,
        size: rng.int(format.sizeKb[0], format.sizeKb[1]) * 1024 + rng.int(0, 1023),
        version,
        sapr: format.sapr,
      };
      fileId += 1;
      return file;
    });

    // 3-5 gallery pictures, each another angle of the product's shape.
    const imageCount = rng.int(3, 5);
    const images: ModelImage[] = Array.from({ length: imageCount }, (_v, n) => {
      const image: ModelImage = { id: imageId, url: `/images/models/${id}/${n + 1}.svg`, name: n === 0 ? name : `${name} — вид ${n + 1}`, is_main: n === 0 };
      imageId += 1;
      return image;
    });

    const modelAttributes: ModelAttribute[] = [];
    const saprNames = new Set<string>();
    for (const ext of exts) {
      if (ext === 'rvt' || ext === 'rfa') saprNames.add('Revit');
      if (ext === 'pln' || ext === 'gsm') saprNames.add('Archicad');
      if (ext === 'rnp') saprNames.add('Renga');
      if (ext === 'dwg' || ext === 'dxf') saprNames.add('AutoCAD');
      if (ext === 'skp') saprNames.add('SketchUp');
      if (ext === '3ds' || ext === 'max') saprNames.add('3ds Max');
      if (ext === 'ifc') {
        if (rng.chance(0.35)) saprNames.add('nanoCAD BIM');
        if (rng.chance(0.25)) saprNames.add('Model Studio CS');
        if (rng.chance(0.15)) saprNames.add('Tekla Structures');
      }
      if (ext === 'dwg' && category.en === 'Landscaping' && rng.chance(0.6)) saprNames.add('Civil 3D');
    }
    for (const saprName of saprNames) {
      const value = dict.saprValueByName.get(saprName);
      if (value) modelAttributes.push(attribute(saprDef, value));
    }
    for (const value of rng.sample(dict.standardValues, rng.pick([0, 1, 1, 2, 2, 3]))) modelAttributes.push(attribute(standardsDef, value));
    const countryValue = countryByName.get(company.country);
    if (countryValue) modelAttributes.push(attribute(countryDef, countryValue));
    modelAttributes.push(attribute(lodDef, rng.pick(dict.lodValues)));
    if (category.fire) modelAttributes.push(attribute(fireDef, rng.pick(dict.fireValues)));

    const companyCreated = Date.parse(company.created_at);
    const createdMs = Math.max(companyCreated, START_MS) + rng.next() * Math.max(0, END_MS - Math.max(companyCreated, START_MS));
    const created = new Date(Math.floor(createdMs / 1000) * 1000);
    const updated = new Date(Math.min(END_MS, created.getTime() + rng.int(0, 400) * 86_400_000));
    const downloads = Math.floor(Math.exp(rng.next() * 8.2)) - 1;
    const views = downloads * rng.int(3, 14) + rng.int(0, 200);
    const likes = Math.floor(downloads / rng.int(12, 40));

    const restriction: ModelRestriction[] = [];
    if (rng.chance(company.tariff_plan.features.allowModelsMuting ? 0.08 : 0.01)) restriction.push({ type_restriction: 'mute', active: rng.chance(0.8) });
    if (rng.chance(0.01)) restriction.push({ type_restriction: 'no_download', active: false });

    const isViewer3d = exts.some((ext) => FORMAT_BY_EXT.get(ext)?.geometry3d) && rng.chance(0.16);
    const armodels = isViewer3d && rng.chance(0.5);
    const site = company.site_url;
    const section = company.sectionByType.get(ref.typeId);
    const tags = rng.sample(category.tags, rng.int(1, 2)).map(([ru]) => ru);
    if (isViewer3d) tags.push('3d');

    const matNamesRu = materialIds.map((mid) => dict.materials[mid - 1]?.name.toLowerCase() ?? '').join(', ');
    const matNamesEn = materialIds.map((mid) => dict.materials[mid - 1]?.name_en.toLowerCase() ?? '').join(', ');
    const dimsRu = cls.round ? `Диаметр ${width} мм, высота ${height} мм` : `Габариты (Ш×В×Г): ${width}×${height}×${length} мм`;
    const dimsEn = cls.round ? `Diameter ${width} mm, height ${height} mm` : `Dimensions (W×H×D): ${width}×${height}×${length} mm`;

    products.set(id, { classId: ref.classId, kind, materials: { primary, secondary, glass } });
    models.push({
      id,
      uuid: rng.uuid(),
      alias: joinSlug([slug(cls.product[0]), slug(seriesRu), num, suffix ? slug(suffix[0]) : '', sizeSlug]) || `model-${id}`,
      name,
      name_en: nameEn,
      name_short: nameShort,
      description: `<p>${name} производства «${company.name_short}». ${dimsRu}, масса ${weight} кг. Материалы: ${matNamesRu}.</p>\n<p>${category.about[0]}</p>`,
      description_en: `<p>${nameEn} by ${company.name_en}. ${dimsEn}, weight ${weight} kg. Materials: ${matNamesEn}.</p>\n<p>${category.about[1]}</p>`,
      width: cls.round ? null : width,
      height,
      length: cls.round ? null : length,
      weight,
      diametr: cls.round ? width : null,
      code_category: ref.categoryId,
      code_type: ref.typeId,
      code_class: rng.chance(0.96) ? ref.classId : null,
      code_room: roomIds,
      code_building: buildingIds,
      code_material: materialIds,
      attributes: modelAttributes,
      company_uuid: company.uuid,
      company_id: company.id,
      sections: section === undefined ? [] : [section],
      tags,
      link_catalog: rng.chance(0.5) ? `${site}/catalog/${slug(cls.en)}.pdf` : null,
      files,
      images,
      link_youtube: rng.chance(0.12) ? videoLink(rng) : null,
      link_instruction: rng.chance(0.45) ? `${site}/docs/${nameShort.toLowerCase()}-instruction.pdf` : null,
      like_dislike: { like: likes, dislike: Math.floor(likes * rng.next() * 0.1) },
      link_url: rng.chance(0.7) ? `${site}/products/${baseSlug}` : null,
      link_sertificate: rng.chance(0.4) ? `${site}/docs/${nameShort.toLowerCase()}-certificate.pdf` : null,
      restriction,
      is_viewer3d: isViewer3d,
      viewer3d_url: isViewer3d ? `/models/${id}/model.gltf` : null,
      armodels,
      is_iphone_viewer3d: armodels && rng.chance(0.6),
      views,
      downloads,
      created_at: created.toISOString(),
      updated_at: updated.toISOString(),
    });
  }
  return { models, products };
}
