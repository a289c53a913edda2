// Reads an .ids file (buildingSMART IDS 1.0 XML) safely: at most IDS_MAX_BYTES, no
// document type declaration at all (so no external entity and no entity expansion:
// an IDS never needs one), at most IDS_MAX_DEPTH levels of elements, well-formed
// XML only, at most IDS_MAX_SPECIFICATIONS specifications. Anything else is an
// IdsReadError with a message a visitor can act on, never an exception of the parser.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { IdsCardinality, IdsDocument, IdsFacet, IdsSpecification, IdsValue } from './model.ts';
import { compileXsdPattern } from './xsd-pattern.ts';

export const IDS_MAX_BYTES = 1024 * 1024;
export const IDS_MAX_DEPTH = 32;
export const IDS_MAX_SPECIFICATIONS = 500;
/** Facets per applicability or requirements, and values per enumeration. */
const MAX_ITEMS = 500;

export class IdsReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdsReadError';
  }
}

type Node = Record<string, unknown>;

const FACETS = ['entity', 'partOf', 'classification', 'attribute', 'property', 'material'] as const;
const ARRAYS = new Set(['specification', ...FACETS, 'enumeration', 'pattern']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Only XML's own five entities and character references; a DOCTYPE never gets this far.
  processEntities: true,
  htmlEntities: false,
  maxNestedTags: IDS_MAX_DEPTH,
  isArray: (name) => ARRAYS.has(name),
});

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The nesting depth of the elements, counted without parsing (comments, CDATA and PIs skipped). */
export function elementDepth(xml: string, limit = IDS_MAX_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  const tag = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)[A-Za-z_][^>]*?(\/?)>/g;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    if (match[0].startsWith('<!') || match[0].startsWith('<?')) continue;
    if (match[1] === '/') depth -= 1;
    else if (match[2] !== '/') {
      depth += 1;
      deepest = Math.max(deepest, depth);
      if (deepest > limit) return deepest;
    }
  }
  return deepest;
}

export function readIds(xml: string): IdsDocument {
  if (byteLength(xml) > IDS_MAX_BYTES) throw new IdsReadError(`The IDS file is larger than ${IDS_MAX_BYTES / 1024} KB`);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new IdsReadError('The IDS file declares a document type or entities, which IDS files never need: refused');
  if (elementDepth(xml) > IDS_MAX_DEPTH) throw new IdsReadError(`The IDS file nests elements deeper than ${IDS_MAX_DEPTH} levels`);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new IdsReadError(`The IDS file is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  let root: Node;
  try {
    root = parser.parse(xml) as Node;
  } catch (error) {
    throw new IdsReadError(`The IDS file could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const ids = node(root.ids);
  if (!ids) throw new IdsReadError('Not an IDS file: the root element is not <ids>');
  const info = node(ids.info);
  const specifications = array(node(ids.specifications)?.specification);
  if (specifications.length === 0) throw new IdsReadError('The IDS file has no specification');
  if (specifications.length > IDS_MAX_SPECIFICATIONS) throw new IdsReadError(`The IDS file has more than ${IDS_MAX_SPECIFICATIONS} specifications`);
  return {
    title: text(info?.title) || 'IDS',
    description: text(info?.description) || null,
    specifications: specifications.map((spec, index) => specification(spec, index)),
  };
}

function specification(spec: Node, index: number): IdsSpecification {
  const unsupported: string[] = [];
  const applicabilityNode = node(spec.applicability) ?? {};
  const applicability = facets(applicabilityNode, unsupported, false);
  const requirements = facets(node(spec.requirements) ?? {}, unsupported, true);
  const min = attr(applicabilityNode, 'minOccurs');
  const max = attr(applicabilityNode, 'maxOccurs');
  const name = attr(spec, 'name') ?? `Specification ${index + 1}`;
  return {
    name,
    identifier: attr(spec, 'identifier'),
    description: attr(spec, 'description'),
    ifcVersions: (attr(spec, 'ifcVersion') ?? '').split(/\s+/).filter(Boolean).map((version) => version.toUpperCase()),
    minOccurs: min === null ? 1 : Math.max(0, Number.parseInt(min, 10) || 0),
    maxOccurs: max === null ? 1 : max === 'unbounded' ? Number.POSITIVE_INFINITY : Math.max(0, Number.parseInt(max, 10) || 0),
    applicability: applicability.facets,
    requirements: requirements.facets,
    unsupported,
    applicabilityUnsupported: applicability.skipped,
  };
}

function facets(container: Node, unsupported: string[], withCardinality: boolean): { facets: IdsFacet[]; skipped: boolean } {
  const result: IdsFacet[] = [];
  let skipped = false;
  const skip = (what: string) => {
    skipped = true;
    if (!unsupported.includes(what)) unsupported.push(what);
  };
  const cardinality = (item: Node): IdsCardinality => {
    if (!withCardinality) return 'required';
    const given = attr(item, 'cardinality');
    return given === 'optional' || given === 'prohibited' ? given : 'required';
  };
  const items = (name: (typeof FACETS)[number]) => array(container[name]).slice(0, MAX_ITEMS);
  for (const item of items('entity')) {
    const name = value(item.name, skip);
    if (name) result.push({ facet: 'entity', name, predefinedType: value(item.predefinedType, skip) });
  }
  if (items('partOf').length) skip('partOf facet');
  for (const item of items('attribute')) {
    const name = value(item.name, skip);
    if (name) result.push({ facet: 'attribute', name, value: value(item.value, skip), cardinality: cardinality(item) });
  }
  for (const item of items('property')) {
    const propertySet = value(item.propertySet, skip);
    const baseName = value(item.baseName, skip);
    if (propertySet && baseName) {
      result.push({ facet: 'property', propertySet, baseName, value: value(item.value, skip), dataType: attr(item, 'dataType')?.toUpperCase() ?? null, cardinality: cardinality(item) });
    }
  }
  for (const item of items('classification')) result.push({ facet: 'classification', value: value(item.value, skip), system: value(item.system, skip), cardinality: cardinality(item) });
  for (const item of items('material')) result.push({ facet: 'material', value: value(item.value, skip), cardinality: cardinality(item) });
  return { facets: result, skipped };
}

const BOUNDS = ['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'] as const;
const LENGTHS = ['length', 'minLength', 'maxLength'] as const;
const KNOWN_RESTRICTION_PARTS = new Set(['@_base', 'enumeration', 'pattern', ...BOUNDS, ...LENGTHS, 'annotation']);

function value(raw: unknown, skip: (what: string) => void): IdsValue | null {
  const holder = node(raw);
  if (!holder) return null;
  if (holder.simpleValue !== undefined) return { kind: 'simple', value: text(holder.simpleValue) };
  const restriction = node(holder.restriction);
  if (!restriction) return null;
  for (const part of Object.keys(restriction)) if (!KNOWN_RESTRICTION_PARTS.has(part)) skip(`xs:${part} restriction`);
  const patterns = array(restriction.pattern).map((p) => attr(p, 'value') ?? '').filter(Boolean);
  for (const pattern of patterns) {
    const compiled = compileXsdPattern(pattern);
    if (!compiled.ok) skip(`xs:pattern "${pattern.slice(0, 60)}": ${compiled.reason}`);
  }
  const bounds: Extract<IdsValue, { kind: 'restriction' }>['bounds'] = {};
  for (const bound of BOUNDS) {
    const given = attr(node(restriction[bound]), 'value');
    if (given !== null && Number.isFinite(Number(given))) bounds[bound] = Number(given);
    else if (given !== null) skip(`xs:${bound} "${given.slice(0, 40)}" (only numeric bounds are supported)`);
  }
  const lengths: Extract<IdsValue, { kind: 'restriction' }>['lengths'] = {};
  for (const length of LENGTHS) {
    const given = attr(node(restriction[length]), 'value');
    if (given !== null && /^\d{1,9}$/.test(given)) lengths[length] = Number(given);
  }
  return {
    kind: 'restriction',
    base: attr(restriction, 'base')?.replace(/^[a-z]+:/i, '') ?? null,
    enumeration: array(restriction.enumeration).slice(0, MAX_ITEMS).map((e) => attr(e, 'value') ?? ''),
    patterns,
    bounds,
    lengths,
  };
}

function node(value: unknown): Node | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : null;
}

function array(value: unknown): Node[] {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items.map((item) => node(item) ?? ({ '#text': item } as Node));
}

function attr(item: Node | null, name: string): string | null {
  const value = item?.[`@_${name}`];
  return typeof value === 'string' ? value : null;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const holder = node(value);
  return typeof holder?.['#text'] === 'string' ? holder['#text'] : '';
}
