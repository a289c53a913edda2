// Issue 24 §3: a model's IFC facts checked against an IDS, offered by the portal or
// uploaded by the visitor. The facts come from getIfcFacts (cached per file version);
// the check itself is shared/domain/ids, pure and quick. Nothing here depends on the
// login: an uploaded IDS is checked and forgotten, never stored.
import type { IdsCheckDto, IdsOfferedListDto } from '#shared/api/dto.ts';
import { AppError, NOT_FOUND_MESSAGE } from '#shared/errors.ts';
import { checkIds } from '#shared/domain/ids/check.ts';
import type { IdsDocument } from '#shared/domain/ids/model.ts';
import { IdsReadError, readIds } from '#shared/domain/ids/read-ids.ts';
import type { IdsLibrary } from '#server/ifc/ids-library.ts';
import type { IfcMetrics } from '#server/metrics/registry.ts';
import { getIfcFacts } from './ifc-facts.ts';
import type { Scope } from './scope.ts';

/** How long a check waits for a cold read of the model's file before it answers 'pending'. */
export const IDS_CHECK_WAIT_MS = 10_000;

export function getOfferedIds(library: IdsLibrary): Promise<IdsOfferedListDto> {
  return library.list().then((items) => ({ items }));
}

async function check(scope: Scope, modelId: string, document: IdsDocument, ids: IdsCheckDto['ids']): Promise<IdsCheckDto> {
  const facts = await getIfcFacts(scope, modelId, { waitMs: IDS_CHECK_WAIT_MS });
  if (facts.state !== 'read' || !facts.facts) {
    return { ids, state: facts.state === 'read' ? 'unreadable' : facts.state, summary: { pass: 0, fail: 0, notApplicable: 0 }, specifications: [], unsupported: [] };
  }
  return { ids, state: 'checked', ...checkIds(document, facts.facts) };
}

export async function checkOfferedIds(scope: Scope, library: IdsLibrary, modelId: string, idsId: string, metrics?: IfcMetrics): Promise<IdsCheckDto> {
  const offered = await library.get(idsId);
  if (!offered) throw new AppError('not_found', NOT_FOUND_MESSAGE, 404);
  const result = await check(scope, modelId, offered.document, { id: offered.id, title: offered.document.title });
  metrics?.countIdsCheck('offered', result.state);
  return result;
}

/** An uploaded .ids: 400 with the reader's message when it is not a safe, well-formed IDS. */
export async function checkUploadedIds(scope: Scope, modelId: string, xml: string, metrics?: IfcMetrics): Promise<IdsCheckDto> {
  let document: IdsDocument;
  try {
    document = readIds(xml);
  } catch (error) {
    if (!(error instanceof IdsReadError)) throw error;
    metrics?.countIdsCheck('uploaded', 'invalid');
    scope.log.warn({ ids: { reason: error.message }, requestId: scope.ctx.requestId }, 'uploaded IDS refused');
    throw new AppError('bad_request', error.message, 400);
  }
  const result = await check(scope, modelId, document, { id: null, title: document.title });
  metrics?.countIdsCheck('uploaded', result.state);
  return result;
}
