// POST /model/searchmodels: every filter of spec §7 over the precomputed index.
// Entries are kept pre-sorted per sort order, so a search is one filtering pass.

import type { ModelListItem, SearchModelsGroup, SearchModelsResponse } from '#shared/types/index.ts';
import type { Dataset, ModelIndexEntry } from './dataset/index.ts';
import type { Input } from './params.ts';
import { badRequest, fieldList, pick, readCompanyRefs, readFlag, readIdList, readInt, readList, readString } from './params.ts';

export const MAX_SEARCH_LIMIT = 1000;
export const DEFAULT_SEARCH_LIMIT = 10;
const SORTS = ['popular', 'new', 'name'] as const;
type Sort = (typeof SORTS)[number];

export interface ModelQuery {
  sort: Sort;
  offset: number;
  limit: number;
  fields: string[] | null;
  companiesFreeDisabled: boolean;
  companyIds: Set<number> | null;
  exts: Set<string> | null;
  categories: Set<number> | null;
  types: Set<number> | null;
  classes: Set<number> | null;
  /** attribute id -> accepted attr_value ids. */
  attributes: Map<number, Set<number>> | null;
  buildings: Set<number> | null;
  rooms: Set<number> | null;
  materials: Set<number> | null;
  models3D: boolean;
  viewer3d: boolean;
  armodels: boolean;
  iphoneViewer3d: boolean;
  sections: Set<number> | null;
  words: string[];
  tags: string[];
}

const setOrNull = <T,>(values: readonly T[]): Set<T> | null => (values.length === 0 ? null : new Set(values));

export function parseModelQuery(input: Input, dataset: Dataset): ModelQuery {
  const sortText = readString(input, 'sort', 32) ?? '';
  const sort = (sortText === '' ? 'popular' : sortText) as Sort;
  if (!SORTS.includes(sort)) throw badRequest('sort must be popular, new or name');
  const limit = readInt(input, 'limit', { min: 1, max: MAX_SEARCH_LIMIT, clampMax: true }) ?? DEFAULT_SEARCH_LIMIT;
  const page = readInt(input, 'page', { min: 1, max: 1_000_000 });
  const offset = page !== undefined ? (page - 1) * limit : (readInt(input, 'offset', { max: 10_000_000 }) ?? 0);

  const refs = readCompanyRefs(input, 'company_uuid');
  let companyIds: Set<number> | null = null;
  if (refs.uuids.length > 0 || refs.ids.length > 0) {
    companyIds = new Set(refs.ids);
    // An unknown uuid matches nothing rather than being ignored.
    for (const uuid of refs.uuids) companyIds.add(dataset.companyByUuid.get(uuid)?.id ?? -1);
  }

  let attributes: Map<number, Set<number>> | null = null;
  for (const valueId of readIdList(input, 'attributes')) {
    attributes ??= new Map();
    const attributeId = dataset.dictionaries.attributeOfValue.get(valueId) ?? -valueId;
    const set = attributes.get(attributeId) ?? new Set<number>();
    set.add(valueId);
    attributes.set(attributeId, set);
  }

  const name = readString(input, 'name', 200) ?? '';
  return {
    sort,
    offset,
    limit,
    fields: fieldList(readList(input, 'list_fields').join(',') || undefined),
    companiesFreeDisabled: readFlag(input, 'companies_free_disabled'),
    companyIds,
    exts: setOrNull(readList(input, 'files_ext').map((ext) => ext.toLowerCase().replace(/^\./, ''))),
    categories: setOrNull(readIdList(input, 'code_category')),
    types: setOrNull(readIdList(input, 'code_type')),
    classes: setOrNull(readIdList(input, 'code_class')),
    attributes,
    buildings: setOrNull(readIdList(input, 'code_building')),
    rooms: setOrNull(readIdList(input, 'code_room')),
    materials: setOrNull(readIdList(input, 'code_material')),
    models3D: readFlag(input, 'models3D'),
    viewer3d: readFlag(input, 'is_viewer3d'),
    armodels: readFlag(input, 'armodels'),
    iphoneViewer3d: readFlag(input, 'is_iphone_viewer3d'),
    sections: setOrNull(readIdList(input, 'sections')),
    words: name.toLowerCase().split(/\s+/).filter(Boolean),
    tags: readList(input, 'tags').map((tag) => tag.toLowerCase()),
  };
}

function anyOf(values: readonly number[], wanted: Set<number>): boolean {
  for (const value of values) if (wanted.has(value)) return true;
  return false;
}

export function matchesQuery(entry: ModelIndexEntry, q: ModelQuery): boolean {
  const model = entry.model;
  if (q.companiesFreeDisabled && entry.freeCompany) return false;
  if (q.companyIds && !q.companyIds.has(model.company_id)) return false;
  if (q.categories && !q.categories.has(model.code_category)) return false;
  if (q.types && !q.types.has(model.code_type)) return false;
  if (q.classes && (model.code_class === null || !q.classes.has(model.code_class))) return false;
  if (q.viewer3d && !model.is_viewer3d) return false;
  if (q.armodels && !model.armodels) return false;
  if (q.iphoneViewer3d && !model.is_iphone_viewer3d) return false;
  if (q.models3D && !entry.has3dGeometry) return false;
  if (q.exts && !entry.exts.some((ext) => q.exts?.has(ext))) return false;
  if (q.buildings && !anyOf(model.code_building, q.buildings)) return false;
  if (q.rooms && !anyOf(model.code_room, q.rooms)) return false;
  if (q.materials && !anyOf(model.code_material, q.materials)) return false;
  if (q.sections && !anyOf(model.sections, q.sections)) return false;
  if (q.attributes) {
    for (const accepted of q.attributes.values()) if (!anyOf(entry.attrValues, accepted)) return false;
  }
  for (const word of q.words) if (!entry.haystack.includes(word)) return false;
  for (const tag of q.tags) if (!entry.tagsLower.includes(tag)) return false;
  return true;
}

const MAX_GROUPS = 100;

export function searchModels(dataset: Dataset, q: ModelQuery): SearchModelsResponse {
  const ordered = dataset.sorted[q.sort];
  const page: ModelListItem[] = [];
  const perCompany = new Map<number, number>();
  let total = 0;
  for (const entry of ordered) {
    if (!matchesQuery(entry, q)) continue;
    if (total >= q.offset && page.length < q.limit) page.push(entry.item);
    total += 1;
    perCompany.set(entry.model.company_id, (perCompany.get(entry.model.company_id) ?? 0) + 1);
  }
  const group: SearchModelsGroup[] = [];
  for (const [companyId, count] of perCompany) {
    const company = dataset.companyById.get(companyId);
    if (company) group.push({ company_id: companyId, company_uuid: company.uuid, name_short: company.name_short, count });
  }
  group.sort((a, b) => b.count - a.count || a.company_id - b.company_id);
  return {
    models: page.map((item) => pick(item, q.fields)),
    group: group.slice(0, MAX_GROUPS),
    total,
    totalPages: Math.ceil(total / q.limit),
    total_all: dataset.entries.length,
  };
}
