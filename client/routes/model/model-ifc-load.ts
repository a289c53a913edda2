import type { LoaderFunctionArgs } from 'react-router';
import type { IdsCheckDto, IdsOfferedListDto, IfcFactsDto } from '#shared/api/dto.ts';
import { IFC_FACTS_PAGE_WAIT_MS } from '#shared/constants.ts';
import { factsForPageHtml } from '#shared/domain/ifc/page-facts.ts';
import { loaderEnv } from '../../app/data/loader-env.ts';

/** The query that asks the page for an offered IDS's check (the picker's plain GET form). */
export const IDS_QUERY = 'ids';
/** An offered IDS id as the /api route accepts it. */
export const IDS_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

/** What the model page's "What's in the file" section gets from the page's loader. */
export interface ModelIfcData {
  /** null: the facts could not be asked for (the browser asks again). */
  facts: IfcFactsDto | null;
  /** The portal's IDS files, for the picker; empty unless the facts were read. */
  offered: IdsOfferedListDto['items'];
  /** The check the address asks for (?ids=), when the facts were read. */
  check: IdsCheckDto | null;
}

/**
 * The model's IFC facts for the page (issue 24 §2), waiting for a cold read no longer than
 * IFC_FACTS_PAGE_WAIT_MS; only the main product and its path go into the page's data.
 * Never throws: the page renders without the section's facts rather than failing.
 * Lives outside the route module so none of it is in the page's first load.
 */
export async function loadModelIfc(args: LoaderFunctionArgs, id: string): Promise<ModelIfcData> {
  const { api } = args.context.get(loaderEnv);
  const facts = await api
    .getIfcFacts(id, { waitMs: IFC_FACTS_PAGE_WAIT_MS })
    .then(factsForPageHtml)
    .catch(() => null);
  if (facts?.state !== 'read') return { facts, offered: [], check: null };
  const idsId = new URL(args.request.url).searchParams.get(IDS_QUERY) ?? '';
  const [offered, check] = await Promise.all([
    api.getOfferedIds().then((list) => list.items).catch(() => []),
    IDS_ID_PATTERN.test(idsId) ? api.checkOfferedIds(id, idsId).catch(() => null) : null,
  ]);
  return { facts, offered, check };
}
