// Issue 24 §2's completeness summary: for the product's IFC class, which of the
// standard Pset_…Common properties the file has, and which of them hold a value.
import type { IfcEntityFacts, IfcPropertyFacts } from '../../types/ifc.ts';
import { commonPropertySetOf } from './common-psets.ts';

export interface CompletenessEntry {
  name: string;
  /** The set has a property of this name. */
  present: boolean;
  /** …and it holds a value (not empty, not blank text). */
  filled: boolean;
}

export interface Completeness {
  ifcClass: string;
  /** The standard set of the class; null when the portal has no table for the class (then nothing is scored). */
  propertySet: string | null;
  /** Standard properties, present ones and filled ones. */
  expected: number;
  present: number;
  filled: number;
  /** filled / expected, 0–100, rounded down so 99.6 % never reads as complete; null without a table. */
  percent: number | null;
  properties: CompletenessEntry[];
}

export function isFilled(property: Pick<IfcPropertyFacts, 'value'> | undefined): boolean {
  if (!property || property.value === null) return false;
  return typeof property.value !== 'string' || property.value.trim() !== '';
}

/** The summary for one product (its own sets and those it inherits from its type). */
export function completenessOf(product: Pick<IfcEntityFacts, 'ifcClass' | 'propertySets'>): Completeness {
  const table = commonPropertySetOf(product.ifcClass);
  if (!table) return { ifcClass: product.ifcClass, propertySet: null, expected: 0, present: 0, filled: 0, percent: null, properties: [] };
  // Names are compared as IFC compares them: exactly. A set written twice (occurrence and type) is read as one.
  const byName = new Map<string, IfcPropertyFacts>();
  for (const set of product.propertySets) {
    if (set.name !== table.propertySet) continue;
    for (const property of set.properties) {
      const held = byName.get(property.name);
      if (!held || (!isFilled(held) && isFilled(property))) byName.set(property.name, property);
    }
  }
  const properties = table.properties.map(({ name }) => {
    const property = byName.get(name);
    return { name, present: property !== undefined, filled: isFilled(property) };
  });
  const present = properties.filter((entry) => entry.present).length;
  const filled = properties.filter((entry) => entry.filled).length;
  return {
    ifcClass: product.ifcClass,
    propertySet: table.propertySet,
    expected: properties.length,
    present,
    filled,
    percent: Math.floor((filled * 100) / properties.length),
    properties,
  };
}
