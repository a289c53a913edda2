// What of the IFC facts a model page carries in its HTML and hydration data: the main
// product and the spatial path down to it. The rest (every entity of a large file, up
// to 1 MB) is for the element list of the 3D view, which asks the route for it.
import type { IfcFactsDto } from '../../api/dto.ts';
import { spatialPath } from './structure.ts';

export function factsForPage(dto: IfcFactsDto): IfcFactsDto {
  if (!dto.facts || dto.facts.mainProductId === null) return dto;
  const path = spatialPath(dto.facts, dto.facts.mainProductId);
  if (path.length === dto.facts.entities.length) return dto;
  // Containers on the path keep their names and classes; their own sets are not the product's.
  const entities = path.map((entity) => (entity.id === dto.facts!.mainProductId ? entity : { ...entity, attributes: [], propertySets: [], materials: [], classifications: [] }));
  return { ...dto, facts: { ...dto.facts, entities } };
}
