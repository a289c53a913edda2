// The model page (spec §2 Model page) and its analogues.
import type { AnaloguesDto, ModelDetailDto, ModelFileDto, ModelPageDto, OptionDto, Viewer3dDto } from '#shared/api/dto.ts';
import type { Company, DictionaryItem, Model, ModelAttribute, ModelFile } from '#shared/types/index.ts';
import { COMPANY_MODELS_LIMIT, SIMILAR_MODELS_LIMIT } from '#shared/constants.ts';
import { isModelMuted } from '#shared/domain/companies.ts';
import { plainVideoHref, recogniseVideoLink } from '#shared/domain/video-link.ts';
import { summarise } from '#shared/domain/text.ts';
import { slugify } from '#shared/domain/slug.ts';
import * as models from '#server/upstream/calls/models.ts';
import * as companies from '#server/upstream/calls/ads-companies.ts';
import { notFound, pageData, withErrorFlag } from './error-policy.ts';
import * as dictionaries from './dictionaries.ts';
import { bool, count, list, numOrNull, pick, str, strOrNull, toCompanyCard, toModelCards } from './mappers.ts';
import { parseId } from './ids.ts';
import { logged, type Scope } from './scope.ts';

function optionFrom(items: ReadonlyArray<{ id: number; text?: string; text_en?: string }>, id: unknown, lang: Scope['lang']): OptionDto | null {
  if (typeof id !== 'number') return null;
  const item = items.find((candidate) => candidate.id === id);
  return item ? { value: String(item.id), label: pick(lang, item.text, item.text_en) } : null;
}

function namesFrom(items: readonly DictionaryItem[], ids: unknown, lang: Scope['lang']): string[] {
  const wanted = new Set(list<number>(ids));
  return items.filter((item) => wanted.has(item.id)).map((item) => pick(lang, item.name, item.name_en)).filter(Boolean);
}

/**
 * A file's facts. Its place on the uploads host never leaves the server (the door,
 * server/routes/download.ts, finds it again); the name and the door's address are
 * added for registered users only (services/index.ts getModel).
 */
function toFile(file: Partial<ModelFile>): ModelFileDto | null {
  if (!str(file.url)) return null;
  return {
    id: count(file.id),
    ext: str(file.ext),
    size: count(file.size),
    version: str(file.version),
    sapr: str(file.sapr),
    name: strOrNull(file.file_name),
    href: null,
  };
}

/**
 * The web 3D preview of a model with a 3D view: the format comes from the file
 * name, since the viewer parses glTF JSON and binary glTF differently. Any other
 * file (or a non-http scheme) is no preview the page can show.
 */
export function toViewer3d(model: Pick<Partial<Model>, 'is_viewer3d' | 'viewer3d_url'>): Viewer3dDto | null {
  if (!bool(model.is_viewer3d)) return null;
  const url = str(model.viewer3d_url).trim();
  if (!url || /^(?!https?:)[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null;
  const path = url.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.glb')) return { url, format: 'glb' };
  if (path.endsWith('.gltf')) return { url, format: 'gltf' };
  return null;
}

/** The alias in the model's canonical address; the slug of the name when the upstream has none. */
export function modelAlias(model: Pick<Partial<Model>, 'alias' | 'name' | 'name_en'>, lang: Scope['lang']): string {
  return str(model.alias) || slugify(pick(lang, model.name, model.name_en), 'model');
}

function toDetail(model: Partial<Model> & { id: number }, scope: Scope, extra: {
  category: OptionDto | null;
  type: OptionDto | null;
  klass: OptionDto | null;
  rooms: string[];
  buildings: string[];
  materials: string[];
  muted: boolean;
}): ModelDetailDto {
  const lang = scope.lang;
  const name = pick(lang, model.name, model.name_en);
  const description = pick(lang, model.description, model.description_en);
  const video = recogniseVideoLink(model.link_youtube);
  return {
    id: count(model.id),
    uuid: str(model.uuid),
    alias: modelAlias(model, lang),
    name,
    code: str(model.name_short),
    description,
    summary: summarise(description),
    dimensions: {
      width: numOrNull(model.width),
      height: numOrNull(model.height),
      length: numOrNull(model.length),
      weight: numOrNull(model.weight),
      diametr: numOrNull(model.diametr),
    },
    classification: { category: extra.category, type: extra.type, class: extra.klass },
    rooms: extra.rooms,
    buildings: extra.buildings,
    materials: extra.materials,
    attributes: list<Partial<ModelAttribute>>(model.attributes)
      .map((attribute) => ({ name: pick(lang, attribute.name, attribute.name_en), value: pick(lang, attribute.value, attribute.value_en) }))
      .filter((attribute) => attribute.name !== '' && attribute.value !== ''),
    images: list<{ url?: unknown }>(model.images).map((image) => str(image?.url)).filter(Boolean),
    files: list<Partial<ModelFile>>(model.files).map(toFile).filter((file): file is ModelFileDto => file !== null),
    video: video ? { provider: video.provider, id: video.id, embedUrl: video.embedUrl } : null,
    videoUrl: plainVideoHref(model.link_youtube),
    links: {
      catalog: strOrNull(model.link_catalog),
      instruction: strOrNull(model.link_instruction),
      product: strOrNull(model.link_url),
      certificate: strOrNull(model.link_sertificate),
    },
    likes: { like: count(model.like_dislike?.like), dislike: count(model.like_dislike?.dislike) },
    viewer3d: toViewer3d(model),
    has3d: bool(model.is_viewer3d),
    hasAr: bool(model.armodels),
    hasIphone3d: bool(model.is_iphone_viewer3d),
    views: count(model.views),
    downloads: count(model.downloads),
    createdAt: str(model.created_at),
    muted: extra.muted,
  };
}

/**
 * Spec §2 model page: the model (HTTP 204 -> 404, spec §5), its manufacturer,
 * 8 similar models and 8 more from the manufacturer (spec §9). The analogues
 * are not here: their call is slow and has its own endpoint.
 */
export function getModelPage(scope: Scope, rawId: string): Promise<ModelPageDto> {
  return pageData(async () => {
    const id = parseId(rawId);
    const model = await scope.cached('page', { host: 'webApi2', name: 'model.get' }, { id }, () => models.getModel(scope.http, { id, fields: 'all' }, scope.publicCtx));
    if (!model) throw notFound();

    const companyId = count(model.company_id);
    const categoryId = typeof model.code_category === 'number' ? model.code_category : null;
    const typeId = typeof model.code_type === 'number' ? model.code_type : null;
    const lists = { categories: categoryId === null ? [] : [categoryId], types: typeId === null ? [] : [typeId] };

    const [company, similar, companyModels, categoryList, typeList, classList, roomList, buildingList, materialList] = await Promise.all([
      companyId > 0
        ? logged(
            scope,
            'model page company',
            () => scope.cached('page', { host: 'webApi2', name: 'company.get' }, { id: companyId }, () => companies.getCompany(scope.http, { id: companyId }, scope.publicCtx)),
            null,
          )
        : Promise.resolve(null),
      logged(
        scope,
        'similar models',
        () =>
          scope.cached('list', { host: 'webApi2', name: 'model.similar' }, { ...lists, id }, () =>
            models.getSimilarModels(scope.http, { limit: SIMILAR_MODELS_LIMIT + 1, ...lists, excludeModelId: id }, scope.publicCtx),
          ),
        [],
      ),
      companyId > 0
        ? logged(
            scope,
            'company models',
            () =>
              scope.cached('list', { host: 'webApi2', name: 'model.rand_company' }, { companyId }, () =>
                models.getRandomCompanyModels(scope.http, { companyId, count: COMPANY_MODELS_LIMIT + 1 }, scope.publicCtx),
              ),
            [],
          )
        : Promise.resolve([]),
      dictionaries.categories(scope),
      categoryId === null ? Promise.resolve([]) : dictionaries.types(scope, categoryId),
      typeId === null ? Promise.resolve([]) : dictionaries.classes(scope, typeId),
      dictionaries.rooms(scope),
      dictionaries.buildings(scope),
      dictionaries.materials(scope),
    ]);

    const companyData = company as (Partial<Company> & { id: number }) | null;
    const muted = isModelMuted({ restriction: list(model.restriction) }, companyData?.tariff_plan?.features?.allowModelsMuting);
    const others = (items: unknown, limit: number) => toModelCards(items, scope.lang).filter((card) => card.id !== id).slice(0, limit);

    return {
      model: toDetail(model, scope, {
        category: optionFrom(categoryList, model.code_category, scope.lang),
        type: optionFrom(typeList, model.code_type, scope.lang),
        klass: optionFrom(classList, model.code_class, scope.lang),
        rooms: namesFrom(roomList, model.code_room, scope.lang),
        buildings: namesFrom(buildingList, model.code_building, scope.lang),
        materials: namesFrom(materialList, model.code_material, scope.lang),
        muted,
      }),
      company: companyData ? toCompanyCard(companyData, scope.lang, scope.deps.rules.vipTariffPlanIds) : null,
      similar: others(similar, SIMILAR_MODELS_LIMIT),
      companyModels: others(companyModels, COMPANY_MODELS_LIMIT),
    };
  });
}

/**
 * Spec §8 'Analogue fetch failure: error flag, empty list'. Only called from its
 * own endpoint (the upstream may take most of a minute); cached so a slow answer
 * is paid once.
 */
export async function getAnalogues(scope: Scope, rawId: string): Promise<AnaloguesDto> {
  const result = await withErrorFlag(
    async () => {
      const id = parseId(rawId);
      const items = await scope.cached('list', { host: 'webApi2', name: 'model.analogue' }, { id }, () => models.getAnalogues(scope.http, { id }, scope.publicCtx));
      return toModelCards(items, scope.lang).filter((card) => card.id !== id);
    },
    [],
    scope.log,
    { requestId: scope.ctx.requestId },
  );
  return { items: result.data, error: result.error };
}

export interface ModelAddress {
  id: number;
  alias: string;
}

/**
 * What the model's canonical address is made of (the QR code's target). The
 * same cached call as the page, so a QR asked for right after the page costs
 * no upstream call; unknown and malformed ids fail as the page does (404).
 */
export function getModelAddress(scope: Scope, rawId: string): Promise<ModelAddress> {
  return pageData(async () => {
    const id = parseId(rawId);
    const model = await scope.cached('page', { host: 'webApi2', name: 'model.get' }, { id }, () => models.getModel(scope.http, { id, fields: 'all' }, scope.publicCtx));
    if (!model) throw notFound();
    return { id, alias: modelAlias(model, scope.lang) };
  });
}
