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

/**
 * The facts as a page carries them: the main product and its path, and no file name. A
 * file's name is part of the way to it, which only a registered session gets; the page
 * says "the IFC file" instead.
 */
export function factsForPageHtml(dto: IfcFactsDto): IfcFactsDto {
  const trimmed = factsForPage(dto);
  return trimmed.file ? { ...trimmed, file: { ...trimmed.file, name: '' } } : trimmed;
}
