// Issue 24 §2: what a model's IFC file holds, for the model page and
// GET /api/models/:id/ifc-facts. The file is read by server/ifc (off the event
// loop, bounded, cached per file version); here the facts meet the page: the
// completeness of the main product's standard property set and every place where
// file and page disagree. Anonymous visitors get all of it: it is data about the
// file, never the file or its address.
import type { IfcFactsDto, IfcSummariesDto } from '#shared/api/dto.ts';
import type { IfcSummaryIndex } from '#server/ifc/summary-index.ts';
import type { Company, Model, ModelFile } from '#shared/types/index.ts';
import type { IfcFacts } from '#shared/types/ifc.ts';
import { completenessOf } from '#shared/domain/ifc/completeness.ts';
import { disagreementsOf, type PageFacts } from '#shared/domain/ifc/disagreements.ts';
import { mainProduct } from '#shared/domain/ifc/structure.ts';
import * as models from '#server/upstream/calls/models.ts';
import * as companies from '#server/upstream/calls/ads-companies.ts';
import { notFound, pageData } from './error-policy.ts';
import * as dictionaries from './dictionaries.ts';
import { count, list, numOrNull, str } from './mappers.ts';
import { parseId } from './ids.ts';
import { logged, type Scope } from './scope.ts';

type UpstreamModel = Partial<Model> & { id: number };

/** The model's IFC file: the first listed with the .ifc extension (IFC-ZIP and ifcXML are other formats). */
export function ifcFileOf(model: Pick<Partial<Model>, 'files'>): Partial<ModelFile> | null {
  return (
    list<Partial<ModelFile>>(model.files).find((file) => {
      const ext = str(file?.ext).toLowerCase().replace(/^\./, '');
      const name = str(file?.file_name).toLowerCase();
      return str(file?.url) !== '' && (ext === 'ifc' || (ext === '' && name.endsWith('.ifc')));
    }) ?? null
  );
}

const EMPTY: Omit<IfcFactsDto, 'state'> = { reason: null, file: null, facts: null, completeness: null, disagreements: [] };

async function pageFactsOf(scope: Scope, model: UpstreamModel): Promise<PageFacts> {
  const companyId = count(model.company_id);
  const categoryId = typeof model.code_category === 'number' ? model.code_category : null;
  const typeId = typeof model.code_type === 'number' ? model.code_type : null;
  const [company, categoryList, typeList, classList] = await Promise.all([
    companyId > 0
      ? logged(scope, 'ifc facts company', () => scope.cached('page', { host: 'webApi2', name: 'company.get' }, { id: companyId }, () => companies.getCompany(scope.http, { id: companyId }, scope.publicCtx)), null)
      : Promise.resolve(null),
    dictionaries.categories(scope),
    categoryId === null ? Promise.resolve([]) : dictionaries.types(scope, categoryId),
    typeId === null ? Promise.resolve([]) : dictionaries.classes(scope, typeId),
  ]);
  const level = (items: ReadonlyArray<{ id: number; text?: string; text_en?: string }>, id: unknown) => {
    if (typeof id !== 'number') return [];
    const item = items.find((candidate) => candidate.id === id);
    const [label, other] = scope.lang === 'en' ? [str(item?.text_en) || str(item?.text), str(item?.text)] : [str(item?.text) || str(item?.text_en), str(item?.text_en)];
    return [{ code: String(id), label, aliases: other ? [other] : [] }];
  };
  const companyData = company as Partial<Company> | null;
  return {
    dimensions: {
      width: numOrNull(model.width),
      height: numOrNull(model.height),
      length: numOrNull(model.length),
      diameter: numOrNull(model.diametr),
      weight: numOrNull(model.weight),
    },
    manufacturers: [str(companyData?.name_short), str(companyData?.name_full), str((companyData as { name_en?: unknown } | null)?.name_en)].filter(Boolean),
    classification: [...level(categoryList, model.code_category), ...level(typeList, model.code_type), ...level(classList, model.code_class)],
  };
}

function withRules(facts: IfcFacts, page: PageFacts): Pick<IfcFactsDto, 'completeness' | 'disagreements'> {
  const product = mainProduct(facts);
  if (!product) return { completeness: null, disagreements: [] };
  return { completeness: completenessOf(product), disagreements: disagreementsOf(product, page) };
}

/**
 * The facts of a model's IFC file. Unknown and malformed ids are the 404 of the model
 * page; a model without an .ifc file is state 'none'; a file that cannot be read is
 * 'unreadable' with its reason; with waitMs, a cold parse that takes longer is
 * 'pending' (it goes on, and the next request finds it cached).
 */
export function getIfcFacts(scope: Scope, rawId: string, options: { waitMs?: number } = {}): Promise<IfcFactsDto> {
  return pageData(async () => {
    const id = parseId(rawId);
    const model = await scope.cached('page', { host: 'webApi2', name: 'model.get' }, { id }, () => models.getModel(scope.http, { id, fields: 'all' }, scope.publicCtx));
    if (!model) throw notFound();
    const file = ifcFileOf(model);
    const reader = scope.deps.ifc;
    if (!file || !reader) return { state: 'none', ...EMPTY };
    const fileDto = { name: str(file.file_name), version: str(file.version), size: count(file.size) };
    const [result, page] = await Promise.all([
      reader.read(
        { url: str(file.url), size: count(file.size) },
        { ...(options.waitMs === undefined ? {} : { waitMs: options.waitMs }), ...(scope.ctx.requestId === undefined ? {} : { requestId: scope.ctx.requestId }), log: scope.log },
      ),
      pageFactsOf(scope, model),
    ]);
    if (result.state === 'pending') return { state: 'pending', ...EMPTY, file: fileDto };
    if (result.state === 'unreadable') {
      scope.deps.ifcSummaries?.record(id, { state: 'unreadable', ifcClass: null, percent: null });
      return { state: 'unreadable', ...EMPTY, reason: result.reason, file: fileDto };
    }
    const rules = withRules(result.facts, page);
    scope.deps.ifcSummaries?.record(id, { state: 'read', ifcClass: rules.completeness?.ifcClass ?? null, percent: rules.completeness?.percent ?? null });
    return { state: 'read', reason: null, file: fileDto, facts: result.facts, ...rules };
  });
}

/** What is known of these models' IFC files, from the summary index only: nothing is fetched or parsed. */
export function knownIfcSummaries(summaries: IfcSummaryIndex | undefined, ids: readonly number[]): IfcSummariesDto {
  return {
    items: ids.map((id) => {
      const known = summaries?.get(id);
      return known ? { id, ...known } : { id, state: 'unknown', ifcClass: null, percent: null };
    }),
  };
}
