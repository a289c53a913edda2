// Checks an IFC file's facts against an IDS (buildingSMART IDS 1.0). Pure: the
// facts (shared/types/ifc.ts) and the read IDS (./read-ids.ts) in, results out.
//
// What it follows of IDS 1.0:
// - facets entity (exact class, no subclasses; predefined type, USERDEFINED read as
//   ObjectType, inherited from the type), attribute, property (property and quantity
//   sets, the type's sets included; dataType compared upper case), classification
//   (Identification and system name) and material (material, layer, profile and
//   constituent names and categories);
// - values: simple values (text exactly; numbers with IDS's relative tolerance of 1e-6;
//   booleans 'true'/'false'), enumeration, pattern (see ./xsd-pattern.ts), numeric
//   bounds, length/minLength/maxLength; measures compared in SI units, as IDS asks;
// - requirement cardinality required / optional / prohibited, and the specification's
//   own (applicability minOccurs/maxOccurs: required, optional, prohibited);
// - empty values (null, blank text) count as no value.
// Not supported, reported in `unsupported` and never silently passed: the partOf facet
// (a specification whose applicability uses it is 'not_applicable'), restriction
// facets other than those above (totalDigits, fractionDigits, whiteSpace, …),
// non-numeric bounds (dates), the XSD pattern features listed in ./xsd-pattern.ts,
// and the restriction's base type (values are compared as they are).
import type { IdsSpecificationResultDto } from '../../api/dto.ts';
import type { IfcEntityFacts, IfcFacts, IfcScalar } from '../../types/ifc.ts';
import type { IdsDocument, IdsFacet, IdsSpecification, IdsValue } from './model.ts';
import { compileXsdPattern } from './xsd-pattern.ts';

/** Failures listed per specification; the counts stay exact. */
export const IDS_MAX_FAILURES_PER_SPECIFICATION = 20;

export interface IdsCheckResult {
  specifications: IdsSpecificationResultDto[];
  summary: { pass: number; fail: number; notApplicable: number };
  unsupported: string[];
}

interface Candidate {
  value: IfcScalar | null;
  si: number | null;
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

function isEmpty(value: IfcScalar | null): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

function numericOf(candidate: Candidate): number | null {
  if (candidate.si !== null) return candidate.si;
  return typeof candidate.value === 'number' ? candidate.value : null;
}

function closeEnough(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= Math.abs(expected) * 1e-6 + 1e-6;
}

function matchesSimple(expected: string, candidate: Candidate): boolean {
  const { value } = candidate;
  if (value === null) return false;
  if (typeof value === 'boolean') return (expected === 'true' || expected === '1') === value && ['true', 'false', '1', '0'].includes(expected);
  if (typeof value === 'number') {
    if (!NUMBER.test(expected.trim())) return false;
    const number = numericOf(candidate);
    return number !== null && closeEnough(number, Number(expected));
  }
  return value === expected;
}

const patternCache = new Map<string, RegExp | null>();
function patternOf(pattern: string): RegExp | null {
  if (!patternCache.has(pattern)) {
    const compiled = compileXsdPattern(pattern);
    if (patternCache.size > 500) patternCache.clear();
    patternCache.set(pattern, compiled.ok ? compiled.regex : null);
  }
  return patternCache.get(pattern) ?? null;
}

/** Whether a value satisfies an IDS value (simple value or restriction). */
export function valueMatches(expected: IdsValue, candidate: Candidate): boolean {
  if (isEmpty(candidate.value)) return false;
  if (expected.kind === 'simple') return matchesSimple(expected.value, candidate);
  const value = candidate.value!;
  if (expected.enumeration.length && !expected.enumeration.some((option) => matchesSimple(option, candidate))) return false;
  if (expected.patterns.length) {
    // IDS patterns apply to text only.
    if (typeof value !== 'string') return false;
    for (const pattern of expected.patterns) {
      const regex = patternOf(pattern);
      if (regex === null || !regex.test(value)) return false;
    }
  }
  const { minInclusive, maxInclusive, minExclusive, maxExclusive } = expected.bounds;
  if (minInclusive !== undefined || maxInclusive !== undefined || minExclusive !== undefined || maxExclusive !== undefined) {
    const number = numericOf(candidate);
    if (number === null) return false;
    if (minInclusive !== undefined && !(number >= minInclusive || closeEnough(number, minInclusive))) return false;
    if (maxInclusive !== undefined && !(number <= maxInclusive || closeEnough(number, maxInclusive))) return false;
    if (minExclusive !== undefined && !(number > minExclusive)) return false;
    if (maxExclusive !== undefined && !(number < maxExclusive)) return false;
  }
  const { length, minLength, maxLength } = expected.lengths;
  if (length !== undefined || minLength !== undefined || maxLength !== undefined) {
    const size = [...String(value)].length;
    if (length !== undefined && size !== length) return false;
    if (minLength !== undefined && size < minLength) return false;
    if (maxLength !== undefined && size > maxLength) return false;
  }
  return true;
}

const nameMatches = (expected: IdsValue, name: string | null) => name !== null && valueMatches(expected, { value: name, si: null });

/** What a facet found on an entity: `present` (the thing exists with a value), `matched` (and meets every condition). */
interface FacetReading {
  present: boolean;
  matched: boolean;
  found: string | null;
}

function shown(value: IfcScalar | null): string {
  return value === null ? '' : String(value);
}

function readFacet(facet: IdsFacet, entity: IfcEntityFacts): FacetReading {
  switch (facet.facet) {
    case 'entity': {
      const classMatch = nameMatches(facet.name, entity.ifcClass.toUpperCase());
      const typeMatch = facet.predefinedType === null || nameMatches(facet.predefinedType, entity.predefinedType);
      const found = entity.predefinedType ? `${entity.ifcClass.toUpperCase()}.${entity.predefinedType}` : entity.ifcClass.toUpperCase();
      return { present: true, matched: classMatch && typeMatch, found };
    }
    case 'attribute': {
      const named = entity.attributes.filter((attribute) => nameMatches(facet.name, attribute.name) && !isEmpty(attribute.value));
      const matched = named.some((attribute) => facet.value === null || valueMatches(facet.value, { value: attribute.value, si: attribute.si }));
      return { present: named.length > 0, matched: named.length > 0 && matched, found: named.map((a) => `${a.name}=${shown(a.value)}`).join('; ') || null };
    }
    case 'property': {
      const held = entity.propertySets
        .filter((set) => nameMatches(facet.propertySet, set.name))
        .flatMap((set) => set.properties.filter((property) => nameMatches(facet.baseName, property.name)).map((property) => ({ set: set.name, property })))
        .filter(({ property }) => !isEmpty(property.value));
      const matched = held.some(
        ({ property }) =>
          (facet.dataType === null || property.valueType === facet.dataType) && (facet.value === null || valueMatches(facet.value, { value: property.value, si: property.si })),
      );
      const found = held.map(({ set, property }) => `${set}.${property.name}=${shown(property.value)}${property.unit ? ` ${property.unit}` : ''}${property.valueType ? ` (${property.valueType})` : ''}`);
      return { present: held.length > 0, matched, found: found.join('; ') || null };
    }
    case 'classification': {
      const references = entity.classifications;
      const matched = references.some(
        (reference) =>
          (facet.system === null || nameMatches(facet.system, reference.system)) && (facet.value === null || nameMatches(facet.value, reference.identification)),
      );
      const found = references.map((reference) => [reference.system, reference.identification].filter(Boolean).join(' ')).filter(Boolean);
      return { present: references.length > 0, matched, found: found.join('; ') || null };
    }
    case 'material': {
      const names = entity.materials.flatMap((material) => [material.name, material.category]).filter((name): name is string => !!name);
      const matched = names.length > 0 && (facet.value === null || names.some((name) => nameMatches(facet.value!, name)));
      return { present: names.length > 0, matched, found: names.join('; ') || null };
    }
  }
}

function describeValue(value: IdsValue): string {
  if (value.kind === 'simple') return `"${value.value}"`;
  const parts: string[] = [];
  if (value.enumeration.length) parts.push(`one of ${value.enumeration.map((option) => `"${option}"`).join(', ')}`);
  for (const pattern of value.patterns) parts.push(`matching /${pattern}/`);
  const { minInclusive, maxInclusive, minExclusive, maxExclusive } = value.bounds;
  if (minInclusive !== undefined) parts.push(`≥ ${minInclusive}`);
  if (minExclusive !== undefined) parts.push(`> ${minExclusive}`);
  if (maxInclusive !== undefined) parts.push(`≤ ${maxInclusive}`);
  if (maxExclusive !== undefined) parts.push(`< ${maxExclusive}`);
  const { length, minLength, maxLength } = value.lengths;
  if (length !== undefined) parts.push(`${length} characters long`);
  if (minLength !== undefined) parts.push(`at least ${minLength} characters`);
  if (maxLength !== undefined) parts.push(`at most ${maxLength} characters`);
  return parts.join(', ') || 'any value';
}

/** The requirement in words, e.g. 'property Pset_DoorCommon.FireRating = one of "EI30", "EI60" (required)'. */
export function describeFacet(facet: IdsFacet): string {
  const withValue = (value: IdsValue | null) => (value ? ` = ${describeValue(value)}` : '');
  const cardinality = facet.facet === 'entity' ? 'required' : facet.cardinality;
  switch (facet.facet) {
    case 'entity':
      return `entity ${describeValue(facet.name)}${facet.predefinedType ? ` with predefined type ${describeValue(facet.predefinedType)}` : ''} (${cardinality})`;
    case 'attribute':
      return `attribute ${describeValue(facet.name)}${withValue(facet.value)} (${cardinality})`;
    case 'property':
      return `property ${describeValue(facet.propertySet)}.${describeValue(facet.baseName)}${facet.dataType ? ` of type ${facet.dataType}` : ''}${withValue(facet.value)} (${cardinality})`;
    case 'classification':
      return `classification${facet.system ? ` in system ${describeValue(facet.system)}` : ''}${withValue(facet.value)} (${cardinality})`;
    case 'material':
      return `material${withValue(facet.value)} (${cardinality})`;
  }
}

/** Whether an entity meets one requirement, with IDS's cardinality rules. */
export function meetsRequirement(facet: IdsFacet, entity: IfcEntityFacts): { ok: boolean; found: string | null } {
  const reading = readFacet(facet, entity);
  const cardinality = facet.facet === 'entity' ? 'required' : facet.cardinality;
  if (cardinality === 'required') return { ok: reading.matched, found: reading.found };
  if (cardinality === 'prohibited') return { ok: !reading.matched, found: reading.found };
  // Optional: when it is there, it must be right.
  return { ok: !reading.present || reading.matched, found: reading.found };
}

export function isApplicable(spec: Pick<IdsSpecification, 'applicability'>, entity: IfcEntityFacts): boolean {
  return spec.applicability.length > 0 && spec.applicability.every((facet) => readFacet(facet, entity).matched);
}

function versionMatches(versions: string[], schema: string): boolean {
  if (versions.length === 0) return true;
  return versions.some((version) => version === schema || (version.startsWith('IFC4X3') && schema.startsWith('IFC4X3')));
}

export function checkSpecification(spec: IdsSpecification, facts: IfcFacts): IdsSpecificationResultDto {
  const base = { name: spec.name, identifier: spec.identifier, description: spec.description };
  const skipped = (note: string): IdsSpecificationResultDto => ({ ...base, status: 'not_applicable', applicable: 0, passed: 0, note, failures: [] });
  if (!versionMatches(spec.ifcVersions, facts.schema)) return skipped(`Written for ${spec.ifcVersions.join(', ')}; the file is ${facts.schema}`);
  if (spec.applicabilityUnsupported) return skipped(`Its applicability uses what the checker does not support: ${spec.unsupported.join('; ')}`);
  const applicable = facts.entities.filter((entity) => isApplicable(spec, entity));
  const partial = facts.truncated ? ' (the file is larger than what was read of it)' : '';
  if (spec.maxOccurs === 0) {
    return applicable.length === 0
      ? { ...base, status: 'pass', applicable: 0, passed: 0, note: null, failures: [] }
      : {
          ...base,
          status: 'fail',
          applicable: applicable.length,
          passed: 0,
          note: `Prohibited: ${applicable.length} entities match${partial}`,
          failures: applicable.slice(0, IDS_MAX_FAILURES_PER_SPECIFICATION).map((entity) => ({
            entity: { id: entity.id, ifcClass: entity.ifcClass, name: entity.name },
            requirement: 'no entity may match this specification (prohibited)',
            found: entity.ifcClass.toUpperCase(),
          })),
        };
  }
  if (applicable.length === 0) {
    return spec.minOccurs > 0
      ? { ...base, status: 'fail', applicable: 0, passed: 0, note: `Required: no entity in the file matches its applicability${partial}`, failures: [] }
      : skipped(`No entity in the file matches its applicability${partial}`);
  }
  const failures: IdsSpecificationResultDto['failures'] = [];
  let passed = 0;
  for (const entity of applicable) {
    let ok = true;
    for (const facet of spec.requirements) {
      const result = meetsRequirement(facet, entity);
      if (result.ok) continue;
      ok = false;
      if (failures.length < IDS_MAX_FAILURES_PER_SPECIFICATION) {
        failures.push({ entity: { id: entity.id, ifcClass: entity.ifcClass, name: entity.name }, requirement: describeFacet(facet), found: result.found });
      }
    }
    if (ok) passed += 1;
  }
  const unsupportedNote = spec.unsupported.length ? `Not checked (not supported): ${spec.unsupported.join('; ')}` : null;
  return { ...base, status: passed === applicable.length ? 'pass' : 'fail', applicable: applicable.length, passed, note: unsupportedNote, failures };
}

export function checkIds(ids: IdsDocument, facts: IfcFacts): IdsCheckResult {
  const specifications = ids.specifications.map((spec) => checkSpecification(spec, facts));
  return {
    specifications,
    summary: {
      pass: specifications.filter((s) => s.status === 'pass').length,
      fail: specifications.filter((s) => s.status === 'fail').length,
      notApplicable: specifications.filter((s) => s.status === 'not_applicable').length,
    },
    unsupported: [...new Set(ids.specifications.flatMap((spec) => spec.unsupported))],
  };
}
