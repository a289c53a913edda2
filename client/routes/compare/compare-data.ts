import type { LoaderFunctionArgs } from 'react-router';
import type { ApiPort } from '#shared/api/port.ts';
import type { IdsCheckDto, IdsOfferedListDto, IfcFactsDto, ModelPageDto } from '#shared/api/dto.ts';
import { IFC_FACTS_PAGE_WAIT_MS } from '#shared/constants.ts';
import { COMPARE_IDS_QUERY } from '#shared/domain/compare-set.ts';
import { parseCompareIds } from '#shared/domain/compare-address.ts';
import { normaliseError } from '#shared/errors.ts';
import { companyPath } from '#shared/domain/links.ts';
import { loaderEnv } from '#client/app/data/loader-env.ts';

/** The query naming one of the portal's IDS files to check every compared model against. */
export const COMPARE_CHECK_QUERY = 'check';

/** What the comparison shows of one model's IFC file. */
export interface ComparedIfc {
  state: IfcFactsDto['state'];
  schema: string | null;
  ifcClass: string | null;
  percent: number | null;
  disagreements: number;
}

/** One compared model: only what the table shows (loader data is serialised into the page). */
export interface ComparedModel {
  id: number;
  alias: string;
  name: string;
  code: string;
  image: string | null;
  company: { name: string; href: string } | null;
  dimensions: ModelPageDto['model']['dimensions'];
  classification: { category: string | null; type: string | null; class: string | null };
  materials: string[];
  attributes: Array<{ name: string; value: string }>;
  files: Array<{ ext: string; version: string; sapr: string }>;
  has3d: boolean;
  ifc: ComparedIfc | null;
  check: Pick<IdsCheckDto, 'state' | 'summary'> | null;
}

export interface ComparePageData {
  models: ComparedModel[];
  /** Ids the address named that are not shown: not an id, past the limit, not found, or not loaded. */
  dropped: { invalid: string[]; cut: string[]; missing: string[]; failed: string[] };
  offered: IdsOfferedListDto['items'];
  /** The offered IDS the table is checked against, when the address names one the portal has. */
  checkId: string | null;
}

function comparedIfc(facts: IfcFactsDto | null): ComparedIfc | null {
  if (!facts) return null;
  return {
    state: facts.state,
    schema: facts.facts?.schema ?? null,
    ifcClass: facts.completeness?.ifcClass ?? null,
    percent: facts.completeness?.percent ?? null,
    disagreements: facts.disagreements.length,
  };
}

function comparedModel({ model, company }: ModelPageDto, facts: IfcFactsDto | null, check: IdsCheckDto | null): ComparedModel {
  const { category, type, class: klass } = model.classification;
  return {
    id: model.id,
    alias: model.alias,
    name: model.name,
    code: model.code,
    image: model.images[0] ?? null,
    company: company ? { name: company.name, href: companyPath(company.href) } : null,
    dimensions: model.dimensions,
    classification: { category: category?.label ?? null, type: type?.label ?? null, class: klass?.label ?? null },
    materials: model.materials,
    attributes: model.attributes,
    files: model.files.map(({ ext, version, sapr }) => ({ ext, version, sapr })),
    has3d: model.has3d,
    ifc: comparedIfc(facts),
    check: check ? { state: check.state, summary: check.summary } : null,
  };
}

type Loaded = { ok: true; model: ComparedModel } | { ok: false; id: string; missing: boolean };

async function loadCompared(api: ApiPort, id: string, checkId: string | null): Promise<Loaded> {
  // The facts are asked for alongside the model; like the model page, a cold read is waited for briefly.
  const facts = api.getIfcFacts(id, { waitMs: IFC_FACTS_PAGE_WAIT_MS }).catch(() => null);
  const check = checkId ? api.checkOfferedIds(id, checkId).catch(() => null) : Promise.resolve(null);
  try {
    const page = await api.getModel(id);
    return { ok: true, model: comparedModel(page, await facts, await check) };
  } catch (error) {
    if (error instanceof Response) return { ok: false, id, missing: error.status === 404 };
    return { ok: false, id, missing: normaliseError(error).statusCode !== 500 };
  }
}

/**
 * The comparison of the ids in the address (issue 24 §4). Never the error page: a bad, unknown or
 * failing id is left out and named, so a shared link with one stale model still compares the rest.
 */
export async function loadComparePage(args: LoaderFunctionArgs): Promise<ComparePageData> {
  const { api } = args.context.get(loaderEnv);
  const url = new URL(args.request.url);
  const selection = parseCompareIds(url.searchParams.get(COMPARE_IDS_QUERY));
  const offered = selection.ids.length > 0 ? await api.getOfferedIds().then((list) => list.items).catch(() => []) : [];
  const asked = url.searchParams.get(COMPARE_CHECK_QUERY) ?? '';
  // Only an IDS the portal offers: the list is the whole check of what the address names.
  const checkId = offered.some((item) => item.id === asked) ? asked : null;
  const loaded = await Promise.all(selection.ids.map((id) => loadCompared(api, id, checkId)));
  return {
    models: loaded.flatMap((item) => (item.ok ? [item.model] : [])),
    dropped: {
      invalid: selection.invalid,
      cut: selection.cut,
      missing: loaded.flatMap((item) => (!item.ok && item.missing ? [item.id] : [])),
      failed: loaded.flatMap((item) => (!item.ok && !item.missing ? [item.id] : [])),
    },
    offered,
    checkId,
  };
}
