// The IDS 1.0 checker (shared/domain/ids/check.ts): one case per facet and per
// restriction kind, passing and failing, written from the logic of buildingSMART's
// IDS test cases (a facet on a matching entity passes, on a differing one fails;
// empty values are no value; cardinality required / optional / prohibited).
import { describe, expect, it } from 'vitest';
import { checkIds, valueMatches } from '#shared/domain/ids/check.ts';
import { readIds } from '#shared/domain/ids/read-ids.ts';
import { door, facts, prop, pset } from '../ifc/sample-facts.ts';
import { bound, enumeration, idsXml, pattern, restriction, simple, spec, statusOf } from './ids-xml.ts';

const base = facts();
const status = (requirements: string, f = base, options?: Parameters<typeof spec>[1]) => statusOf(requirements, f, options).status;

const property = (pset: string, name: string, value = '', attrs = '') =>
  `<property ${attrs}><propertySet>${simple(pset)}</propertySet><baseName>${simple(name)}</baseName>${value ? `<value>${value}</value>` : ''}</property>`;
const attribute = (name: string, value = '', attrs = '') => `<attribute ${attrs}><name>${simple(name)}</name>${value ? `<value>${value}</value>` : ''}</attribute>`;

describe('entity facet', () => {
  it('applies to the exact class (upper case), not to others', () => {
    expect(statusOf('', base, { applicability: `<entity><name>${simple('IFCDOOR')}</name></entity>`, occurs: 'minOccurs="1"' })).toMatchObject({ status: 'pass', applicable: 1 });
    expect(statusOf('', base, { applicability: `<entity><name>${simple('IFCWINDOW')}</name></entity>`, occurs: 'minOccurs="1"' })).toMatchObject({ status: 'fail', applicable: 0 });
    // IDS names entities in upper case: 'IfcDoor' names nothing.
    expect(statusOf('', base, { applicability: `<entity><name>${simple('IfcDoor')}</name></entity>` })).toMatchObject({ status: 'not_applicable' });
  });

  it('checks the predefined type, the ObjectType of a USERDEFINED one', () => {
    expect(status(`<entity><name>${simple('IFCDOOR')}</name><predefinedType>${simple('DOOR')}</predefinedType></entity>`)).toBe('pass');
    expect(status(`<entity><name>${simple('IFCDOOR')}</name><predefinedType>${simple('GATE')}</predefinedType></entity>`)).toBe('fail');
    const custom = facts([door({ predefinedType: 'BLASTDOOR' })]);
    expect(status(`<entity><name>${simple('IFCDOOR')}</name><predefinedType>${simple('BLASTDOOR')}</predefinedType></entity>`, custom)).toBe('pass');
  });
});

describe('attribute facet', () => {
  it('passes with a value, fails without one; an empty string is no value', () => {
    expect(status(attribute('Tag'))).toBe('pass');
    expect(status(attribute('Description'))).toBe('fail');
    expect(status(attribute('Tag'), facts([door({ attributes: [{ name: 'Tag', value: '', si: null }] })]))).toBe('fail');
  });

  it('compares its value, numbers in SI units', () => {
    expect(status(attribute('Tag', simple('DV-1')))).toBe('pass');
    expect(status(attribute('Tag', simple('dv-1')))).toBe('fail');
    expect(status(attribute('OverallWidth', simple('0.9')))).toBe('pass');
    expect(status(attribute('OverallWidth', simple('900')))).toBe('fail');
  });
});

describe('property facet', () => {
  it('passes when the property holds a value, fails when absent or empty', () => {
    expect(status(property('Pset_DoorCommon', 'FireRating'))).toBe('pass');
    expect(status(property('Pset_DoorCommon', 'AcousticRating'))).toBe('fail');
    expect(status(property('Pset_DoorCommon', 'FireRating'), facts([door({ propertySets: [pset('Pset_DoorCommon', [prop('FireRating', null)])] })]))).toBe('fail');
  });

  it('checks the data type and the value; measures in SI, booleans as true/false, reals within 1e-6', () => {
    expect(status(property('Pset_DoorCommon', 'FireRating', '', 'dataType="IFCLABEL"'))).toBe('pass');
    expect(status(property('Pset_DoorCommon', 'FireRating', '', 'dataType="IFCTEXT"'))).toBe('fail');
    expect(status(property('Qto_DoorBaseQuantities', 'Width', simple('0.9')))).toBe('pass');
    expect(status(property('Qto_DoorBaseQuantities', 'Width', simple('0.9000001')))).toBe('pass');
    expect(status(property('Qto_DoorBaseQuantities', 'Width', simple('0.91')))).toBe('fail');
    expect(status(property('Pset_DoorCommon', 'IsExternal', simple('false')))).toBe('pass');
    expect(status(property('Pset_DoorCommon', 'IsExternal', simple('true')))).toBe('fail');
    expect(status(property('Pset_DoorCommon', 'IsExternal', simple('FALSE')))).toBe('fail');
  });

  it('finds the set and the name by pattern, and the sets a type gives its occurrences', () => {
    expect(status(`<property><propertySet>${restriction('string', pattern('Pset_.*Common'))}</propertySet><baseName>${simple('Reference')}</baseName></property>`)).toBe('pass');
    expect(status(property('Pset_ManufacturerTypeInformation', 'ModelLabel', simple('DV-1')))).toBe('pass');
  });
});

describe('classification facet', () => {
  it('passes with any classification, fails without', () => {
    expect(status('<classification/>')).toBe('pass');
    expect(status('<classification/>', facts([door({ classifications: [] })]))).toBe('fail');
  });

  it('checks the code and the system', () => {
    expect(status(`<classification><value>${simple('17')}</value><system>${simple('BIM portal')}</system></classification>`)).toBe('pass');
    expect(status(`<classification><value>${simple('18')}</value></classification>`)).toBe('fail');
    expect(status(`<classification><system>${simple('Uniclass')}</system></classification>`)).toBe('fail');
  });
});

describe('material facet', () => {
  it('passes with any material, fails without; matches a name or a category', () => {
    expect(status('<material/>')).toBe('pass');
    expect(status('<material/>', facts([door({ materials: [] })]))).toBe('fail');
    expect(status(`<material><value>${simple('Metal')}</value></material>`)).toBe('pass');
    expect(status(`<material><value>${simple('Wood')}</value></material>`)).toBe('fail');
  });
});

describe('restrictions', () => {
  const fire = (value: string) => property('Pset_DoorCommon', 'FireRating', value);
  const width = (value: string) => property('Qto_DoorBaseQuantities', 'Width', value);

  it('enumeration: one of the values', () => {
    expect(status(fire(restriction('string', enumeration('EI30', 'EI60'))))).toBe('pass');
    expect(status(fire(restriction('string', enumeration('EI60', 'EI90'))))).toBe('fail');
  });

  it('pattern: the whole value, text only', () => {
    expect(status(fire(restriction('string', pattern('EI[0-9]{2}'))))).toBe('pass');
    expect(status(fire(restriction('string', pattern('EI[0-9]'))))).toBe('fail');
    expect(status(fire(restriction('string', pattern('I3'))))).toBe('fail');
    expect(status(width(restriction('string', pattern('0\\.9'))))).toBe('fail');
  });

  it('bounds: inclusive and exclusive, on numbers (in SI)', () => {
    expect(status(width(restriction('double', bound('minInclusive', 0.9) + bound('maxInclusive', 1))))).toBe('pass');
    expect(status(width(restriction('double', bound('minExclusive', 0.9))))).toBe('fail');
    expect(status(width(restriction('double', bound('maxExclusive', 0.9))))).toBe('fail');
    expect(status(fire(restriction('double', bound('minInclusive', 0))))).toBe('fail');
  });

  it('length, minLength, maxLength: on the text', () => {
    expect(status(fire(restriction('string', bound('length', 4))))).toBe('pass');
    expect(status(fire(restriction('string', bound('minLength', 5))))).toBe('fail');
    expect(status(fire(restriction('string', bound('maxLength', 3))))).toBe('fail');
  });

  it('every part of a restriction must hold', () => {
    expect(status(fire(restriction('string', enumeration('EI30', 'EI60') + pattern('EI6.'))))).toBe('fail');
    expect(valueMatches({ kind: 'simple', value: 'x' }, { value: null, si: null })).toBe(false);
  });
});

describe('requirement cardinality', () => {
  it('optional: passes when absent, must be right when present', () => {
    expect(status(property('Pset_DoorCommon', 'AcousticRating', '', 'cardinality="optional"'))).toBe('pass');
    expect(status(property('Pset_DoorCommon', 'FireRating', simple('EI30'), 'cardinality="optional"'))).toBe('pass');
    expect(status(property('Pset_DoorCommon', 'FireRating', simple('EI60'), 'cardinality="optional"'))).toBe('fail');
  });

  it('prohibited: fails when it is there (with the value, if one is named)', () => {
    expect(status(property('Pset_DoorCommon', 'AcousticRating', '', 'cardinality="prohibited"'))).toBe('pass');
    expect(status(property('Pset_DoorCommon', 'FireRating', '', 'cardinality="prohibited"'))).toBe('fail');
    expect(status(property('Pset_DoorCommon', 'FireRating', simple('EI60'), 'cardinality="prohibited"'))).toBe('pass');
    expect(status('<material cardinality="prohibited"/>')).toBe('fail');
  });
});

describe('specification cardinality and version', () => {
  const window = `<entity><name>${simple('IFCWINDOW')}</name></entity>`;
  it('required (minOccurs 1, the default): fails when nothing applies; optional: not applicable', () => {
    expect(statusOf('', base, { applicability: window, occurs: '' })).toMatchObject({ status: 'fail', note: expect.stringContaining('Required') });
    expect(statusOf('', base, { applicability: window, occurs: 'minOccurs="0" maxOccurs="unbounded"' })).toMatchObject({ status: 'not_applicable' });
  });

  it('prohibited (maxOccurs 0): fails when anything applies', () => {
    expect(statusOf('', base, { occurs: 'minOccurs="0" maxOccurs="0"' })).toMatchObject({ status: 'fail', applicable: 1 });
    expect(statusOf('', base, { applicability: window, occurs: 'minOccurs="0" maxOccurs="0"' })).toMatchObject({ status: 'pass' });
  });

  it('a specification for another IFC version is not applicable', () => {
    expect(statusOf(attribute('Tag'), base, { ifcVersion: 'IFC2X3' })).toMatchObject({ status: 'not_applicable' });
    expect(statusOf(attribute('Tag'), base, { ifcVersion: 'IFC2X3 IFC4' })).toMatchObject({ status: 'pass' });
  });

  it('counts applicable and passing entities, lists failures with the requirement and the value found, and sums up', () => {
    const two = facts([door(), door({ id: 51, name: 'Door 2', propertySets: [pset('Pset_DoorCommon', [prop('FireRating', 'E15')])] })]);
    const result = checkIds(readIds(idsXml(spec(property('Pset_DoorCommon', 'FireRating', simple('EI30'))) + spec(attribute('Tag'), { name: 'T' }))), two);
    expect(result.specifications[0]).toMatchObject({
      status: 'fail',
      applicable: 2,
      passed: 1,
      failures: [{ entity: { id: 51, ifcClass: 'IfcDoor', name: 'Door 2' }, requirement: 'property "Pset_DoorCommon"."FireRating" = "EI30" (required)', found: 'Pset_DoorCommon.FireRating=E15 (IFCLABEL)' }],
    });
    expect(result.summary).toEqual({ pass: 1, fail: 1, notApplicable: 0 });
  });

  it('an unsupported facet in the applicability makes the specification not applicable, and is reported', () => {
    const partOf = `<entity><name>${simple('IFCDOOR')}</name></entity><partOf><entity><name>${simple('IFCWALL')}</name></entity></partOf>`;
    const result = checkIds(readIds(idsXml(spec(attribute('Tag'), { applicability: partOf }))), base);
    expect(result.specifications[0]).toMatchObject({ status: 'not_applicable' });
    expect(result.unsupported).toEqual(['partOf facet']);
  });

  it('an unsupported restriction in a requirement is reported in the note and does not pass silently', () => {
    const result = checkIds(readIds(idsXml(spec(property('Qto_DoorBaseQuantities', 'Width', restriction('decimal', '<xs:totalDigits value="2"/>'))))), base);
    expect(result.unsupported).toEqual(['xs:totalDigits restriction']);
    expect(result.specifications[0]!.note).toContain('xs:totalDigits');
  });
});
