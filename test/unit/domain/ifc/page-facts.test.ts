// factsForPage: the model page's HTML carries the main product and its path, not every entity.
import { describe, expect, it } from 'vitest';
import type { IfcFactsDto } from '#shared/api/dto.ts';
import { factsForPage } from '#shared/domain/ifc/page-facts.ts';
import { door, facts } from './sample-facts.ts';

const dto = (f: IfcFactsDto['facts']): IfcFactsDto => ({ state: 'read', reason: null, file: { name: 'a.ifc', version: '4', size: 1 }, facts: f, completeness: null, disagreements: [] });

describe('factsForPage', () => {
  it('keeps the path to the main product, the product whole and the containers bare', () => {
    const many = facts([door(), ...Array.from({ length: 50 }, (_v, n) => door({ id: 100 + n }))]);
    const page = factsForPage(dto(many));
    expect(page.facts!.entities.map((e) => e.id)).toEqual([1, 32, 50]);
    expect(page.facts!.entities[2]).toEqual(door());
    expect(page.facts!.productCount).toBe(51);
  });

  it('leaves facts without a main product, or nothing to drop, as they are', () => {
    const none = dto(facts([], { mainProductId: null }));
    expect(factsForPage(none)).toBe(none);
    const pending: IfcFactsDto = { ...none, state: 'pending', facts: null };
    expect(factsForPage(pending)).toBe(pending);
  });
});
