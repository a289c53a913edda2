// The facts of a large file can still be large after the per-list bounds. The
// shared cache refuses an entry above a tenth of its size (and would then parse the
// file again on every request), so the facts are cut to IFC_FACTS_MAX_JSON_BYTES:
// first the property sets of everything but the main product, then entities.
import type { IfcFacts } from '#shared/types/ifc.ts';

/** Well under a tenth of the default 64 MB cache, and a page's worth of facts. */
export const IFC_FACTS_MAX_JSON_BYTES = 1024 * 1024;

export function fitFacts(facts: IfcFacts, maxBytes = IFC_FACTS_MAX_JSON_BYTES): IfcFacts {
  if (JSON.stringify(facts).length <= maxBytes) return facts;
  const slim: IfcFacts = {
    ...facts,
    truncated: true,
    entities: facts.entities.map((entity) => (entity.id === facts.mainProductId ? entity : { ...entity, propertySets: [], attributes: [] })),
  };
  let entities = slim.entities;
  while (entities.length > 1 && JSON.stringify({ ...slim, entities }).length > maxBytes) {
    const keep = Math.floor(entities.length / 2);
    const main = entities.find((entity) => entity.id === facts.mainProductId);
    entities = entities.slice(0, keep);
    if (main && !entities.includes(main)) entities = [...entities.slice(0, Math.max(0, keep - 1)), main];
  }
  return { ...slim, entities };
}
