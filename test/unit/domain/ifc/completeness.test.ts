// Issue 24 §2: the completeness summary of the standard Pset_…Common set.
import { describe, expect, it } from 'vitest';
import { completenessOf, isFilled } from '#shared/domain/ifc/completeness.ts';
import { COMMON_PROPERTY_SETS, MANUFACTURER_PROPERTY_SET, PROPERTY_ENUMERATIONS, commonPropertySetOf } from '#shared/domain/ifc/common-psets.ts';
import { door, prop, pset } from './sample-facts.ts';

describe('the table of standard property sets', () => {
  it('covers the classes the portal needs, each set named after its class, Reference and Status first, no name twice', () => {
    for (const ifcClass of ['IfcDoor', 'IfcWindow', 'IfcSpaceHeater', 'IfcSanitaryTerminal', 'IfcFurniture', 'IfcCovering', 'IfcPipeFitting', 'IfcBuildingElementProxy', 'IfcPipeSegment', 'IfcPlate', 'IfcCurtainWall']) {
      expect(commonPropertySetOf(ifcClass), ifcClass).not.toBeNull();
    }
    for (const entry of COMMON_PROPERTY_SETS) {
      const names = entry.properties.map((property) => property.name);
      expect(entry.propertySet).toMatch(new RegExp(`^Pset_${entry.ifcClass.slice(3)}(Type)?Common$`));
      expect(names.slice(0, 2)).toEqual(['Reference', 'Status']);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(commonPropertySetOf('IFCDOOR')?.propertySet).toBe('Pset_DoorCommon');
    expect(commonPropertySetOf('IfcAnnotation')).toBeNull();
  });

  it('gives each property the kind and type of IFC4, every enumeration its values', () => {
    for (const entry of [...COMMON_PROPERTY_SETS, MANUFACTURER_PROPERTY_SET]) {
      for (const property of entry.properties) {
        const where = `${entry.propertySet}.${property.name}`;
        expect(property.type, where).toMatch(/^Ifc[A-Z][A-Za-z]+$/);
        if (property.kind === 'enumerated') expect(PROPERTY_ENUMERATIONS[property.enumeration!]?.length, where).toBeGreaterThan(0);
        else expect(property.enumeration, where).toBeUndefined();
        expect(property.definedType !== undefined, where).toBe(property.kind === 'table');
      }
    }
    // Spot checks against buildingSMART's templates, where a table written from memory went wrong before.
    const names = (ifcClass: string) => commonPropertySetOf(ifcClass)!.properties.map((property) => property.name);
    expect(names('IfcBuildingElementProxy')).toEqual(['Reference', 'Status', 'IsExternal', 'ThermalTransmittance', 'LoadBearing', 'FireRating']);
    expect(names('IfcPipeFitting')).not.toContain('Color');
    expect(names('IfcSpaceHeater')).toHaveLength(13);
    expect(commonPropertySetOf('IfcWasteTerminal')?.propertySet).toBe('Pset_WasteTerminalTypeCommon');
    expect(commonPropertySetOf('IfcDoor')!.properties.find((property) => property.name === 'Status')).toEqual({ name: 'Status', kind: 'enumerated', type: 'IfcLabel', enumeration: 'PEnum_ElementStatus' });
    expect(commonPropertySetOf('IfcFan')!.properties.find((property) => property.name === 'PressureCurve')).toMatchObject({ kind: 'table', type: 'IfcVolumetricFlowRateMeasure', definedType: 'IfcPressureMeasure' });
  });
});

describe('completenessOf', () => {
  it('counts present and filled standard properties; blank text and empty values are not filled', () => {
    const summary = completenessOf(door({ propertySets: [pset('Pset_DoorCommon', [prop('Reference', 'D1'), prop('FireRating', '  '), prop('IsExternal', false), prop('Status', null), prop('Vendor', 'x')])] }));
    expect(summary).toMatchObject({ ifcClass: 'IfcDoor', propertySet: 'Pset_DoorCommon', expected: 19, present: 4, filled: 2, percent: 10 });
    expect(summary.properties.find((p) => p.name === 'FireRating')).toEqual({ name: 'FireRating', present: true, filled: false });
    expect(summary.properties.find((p) => p.name === 'IsExternal')).toEqual({ name: 'IsExternal', present: true, filled: true });
    expect(summary.properties.some((p) => p.name === 'Vendor')).toBe(false);
  });

  it('reads the type set a distribution element inherits, and a value from either copy of a set', () => {
    const heater = door({
      ifcClass: 'IfcSpaceHeater',
      propertySets: [
        pset('Pset_SpaceHeaterTypeCommon', [prop('Reference', ''), prop('OutputCapacity', 1200)]),
        pset('Pset_SpaceHeaterTypeCommon', [prop('Reference', 'R-500')], { fromType: true }),
      ],
    });
    expect(completenessOf(heater)).toMatchObject({ propertySet: 'Pset_SpaceHeaterTypeCommon', expected: 13, present: 2, filled: 2, percent: 15 });
  });

  it('rounds down, so nothing short of every property reads as 100 %', () => {
    const names = commonPropertySetOf('IfcDoor')!.properties.map((property) => property.name);
    const almost = door({ propertySets: [pset('Pset_DoorCommon', names.slice(0, -1).map((name) => prop(name, 'x')))] });
    expect(completenessOf(almost).percent).toBe(94);
    const all = door({ propertySets: [pset('Pset_DoorCommon', names.map((name) => prop(name, 'x')))] });
    expect(completenessOf(all).percent).toBe(100);
  });

  it('scores nothing for a class without a table, and names in another case are other properties', () => {
    expect(completenessOf(door({ ifcClass: 'IfcAnnotation' }))).toMatchObject({ propertySet: null, percent: null, properties: [] });
    expect(completenessOf(door({ propertySets: [pset('Pset_DoorCommon', [prop('firerating', 'EI30')])] })).present).toBe(0);
    expect(isFilled({ value: 0 })).toBe(true);
    expect(isFilled(undefined)).toBe(false);
  });
});
