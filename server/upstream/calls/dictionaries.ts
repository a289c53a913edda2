// Dictionaries (spec §7): webApi2, except the legacy GetCatLists on webApi.
import { Type, type TSchema } from 'typebox';
import type {
  Attribute,
  AttributeWithValues,
  Building,
  CadExt,
  CategoryListItem,
  ClassListItem,
  Material,
  ObjCategory,
  OptionItem,
  Room,
  TypeListItem,
} from '#shared/types/index.ts';
import { TYPE_CLASS_LIST_LIMIT } from '#shared/constants.ts';
import type { UpstreamHttp } from '../http.ts';
import { expectShape } from '../shape.ts';
import { fromContext, okBody, segment, type CallContext } from './common.ts';

const CadExtShape = Type.Array(Type.Object({ id: Type.Integer(), ext: Type.String(), name: Type.String() }));
const NamedShape = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }));
const TextShape = Type.Array(Type.Object({ id: Type.Integer(), text: Type.String() }));
const AttributesShape = Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }));
const AttributeShape = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  attr_value: Type.Array(Type.Object({ id: Type.Integer(), attribute_id: Type.Integer(), value: Type.String() })),
});
const CatListsShape = Type.Object({ data: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })) });

async function getList<T>(http: UpstreamHttp, path: string, endpoint: string, shape: TSchema, ctx: CallContext): Promise<T[]> {
  const res = await http.request({ host: 'webApi2', method: 'GET', path, endpoint, ...fromContext(ctx) });
  return expectShape<T[]>(okBody(res, endpoint), shape, endpoint);
}

/** GET /listcadext: the file formats offered as catalogue filters. */
export function getCadExtensions(http: UpstreamHttp, _params: Record<string, never>, ctx: CallContext): Promise<CadExt[]> {
  return getList<CadExt>(http, '/listcadext', 'dictionary.cadext', CadExtShape, ctx);
}

/** GET /listcadext/all: every known file format. */
export function getAllCadExtensions(http: UpstreamHttp, _params: Record<string, never>, ctx: CallContext): Promise<CadExt[]> {
  return getList<CadExt>(http, '/listcadext/all', 'dictionary.cadext_all', CadExtShape, ctx);
}

/** GET /buildings/all. */
export function getBuildings(http: UpstreamHttp, _params: Record<string, never>, ctx: CallContext): Promise<Building[]> {
  return getList<Building>(http, '/buildings/all', 'dictionary.buildings', NamedShape, ctx);
}

/** GET /rooms/all. */
export function getRooms(http: UpstreamHttp, _params: Record<string, never>, ctx: CallContext): Promise<Room[]> {
  return getList<Room>(http, '/rooms/all', 'dictionary.rooms', NamedShape, ctx);
}

/** GET /materials/all. */
export function getMaterials(http: UpstreamHttp, _params: Record<string, never>, ctx: CallContext): Promise<Material[]> {
  return getList<Material>(http, '/materials/all', 'dictionary.materials', NamedShape, ctx);
}

/** GET /objcategory/all. */
export function getObjCategories(http: UpstreamHttp, _params: Record<string, never>, ctx: CallContext): Promise<ObjCategory[]> {
  return getList<ObjCategory>(http, '/objcategory/all', 'dictionary.objcategory', NamedShape, ctx);
}

/** GET /categories_list. */
export function getCategories(http: UpstreamHttp, _params: Record<string, never>, ctx: CallContext): Promise<CategoryListItem[]> {
  return getList<CategoryListItem>(http, '/categories_list', 'dictionary.categories', TextShape, ctx);
}

/** POST /types_list {limit, id_category} (spec §9 limit 999). */
export async function getTypes(http: UpstreamHttp, params: { categoryId: number; limit?: number }, ctx: CallContext): Promise<TypeListItem[]> {
  const endpoint = 'dictionary.types';
  const json = { limit: params.limit ?? TYPE_CLASS_LIST_LIMIT, id_category: params.categoryId };
  const res = await http.request({ host: 'webApi2', method: 'POST', path: '/types_list', json, endpoint, ...fromContext(ctx) });
  return expectShape<TypeListItem[]>(okBody(res, endpoint), TextShape, endpoint);
}

/** POST /classes_list {limit, id_type} (spec §9 limit 999). */
export async function getClasses(http: UpstreamHttp, params: { typeId: number; limit?: number }, ctx: CallContext): Promise<ClassListItem[]> {
  const endpoint = 'dictionary.classes';
  const json = { limit: params.limit ?? TYPE_CLASS_LIST_LIMIT, id_type: params.typeId };
  const res = await http.request({ host: 'webApi2', method: 'POST', path: '/classes_list', json, endpoint, ...fromContext(ctx) });
  return expectShape<ClassListItem[]>(okBody(res, endpoint), TextShape, endpoint);
}

/** GET {webApi}/?a=GetCatLists&key=ext[&q]: file formats as options, optionally matching q. */
export async function getCatLists(http: UpstreamHttp, params: { q?: string }, ctx: CallContext): Promise<OptionItem[]> {
  const endpoint = 'dictionary.getcatlists';
  const res = await http.request({
    host: 'webApi',
    method: 'GET',
    path: '/',
    query: { a: 'GetCatLists', key: 'ext', q: params.q || undefined },
    // A legacy endpoint: JSON may come labelled as text/html.
    responseType: 'json',
    endpoint,
    ...fromContext(ctx),
  });
  return expectShape<{ data: OptionItem[] }>(okBody(res, endpoint), CatListsShape, endpoint).data;
}

/** GET /attribute/all: the codes bim_standarts and sapr are then loaded with getAttribute. */
export function getAttributes(http: UpstreamHttp, _params: Record<string, never>, ctx: CallContext): Promise<Attribute[]> {
  return getList<Attribute>(http, '/attribute/all', 'dictionary.attributes', AttributesShape, ctx);
}

/** GET /attribute/{id}: an attribute with its values (attr_value, attribute_id). */
export async function getAttribute(http: UpstreamHttp, params: { id: number | string }, ctx: CallContext): Promise<AttributeWithValues> {
  const endpoint = 'dictionary.attribute';
  const res = await http.request({ host: 'webApi2', method: 'GET', path: `/attribute/${segment(params.id)}`, endpoint, ...fromContext(ctx) });
  return expectShape<AttributeWithValues>(okBody(res, endpoint), AttributeShape, endpoint);
}

