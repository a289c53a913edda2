// The spatial structure of an IFC file as the model page shows it: project → site
// → building → storey → product, read from each entity's parent.
import type { IfcEntityFacts, IfcFacts } from '../../types/ifc.ts';

/** The entities from the project down to this one (itself last); empty for an unknown id. */
export function spatialPath(facts: Pick<IfcFacts, 'entities'>, id: number): IfcEntityFacts[] {
  const byId = new Map(facts.entities.map((entity) => [entity.id, entity]));
  const path: IfcEntityFacts[] = [];
  const seen = new Set<number>();
  for (let at = byId.get(id); at && !seen.has(at.id); at = at.parentId === null ? undefined : byId.get(at.parentId)) {
    seen.add(at.id);
    path.unshift(at);
  }
  return path;
}

/** The main product, or null when the file has none (or the bound left it out). */
export function mainProduct(facts: Pick<IfcFacts, 'entities' | 'mainProductId'>): IfcEntityFacts | null {
  return facts.mainProductId === null ? null : (facts.entities.find((entity) => entity.id === facts.mainProductId) ?? null);
}

export interface SpatialNode {
  id: number;
  ifcClass: string;
  name: string | null;
  children: SpatialNode[];
}

/** The whole tree under each project (entities whose parent is not in the facts hang under the root they reach). */
export function spatialTree(facts: Pick<IfcFacts, 'entities'>): SpatialNode[] {
  const nodes = new Map(facts.entities.map((entity) => [entity.id, { id: entity.id, ifcClass: entity.ifcClass, name: entity.name, children: [] as SpatialNode[] }]));
  const roots: SpatialNode[] = [];
  for (const entity of facts.entities) {
    const node = nodes.get(entity.id)!;
    const parent = entity.parentId === null ? undefined : nodes.get(entity.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
