// The small rules around reading an IFC file: the STEP envelope (truncation), which
// addresses may be fetched, the unit table, the bound on the cached facts, and the
// facts type held equal to the DTO schema the route sends.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Compile } from 'typebox/compile';
import type { Static } from 'typebox';
import type { IfcFacts } from '#shared/types/ifc.ts';
import { IfcFactsSchema } from '#shared/api/ifc-schemas.ts';
import { stepEnvelopeProblem } from '#server/ifc/step-envelope.ts';
import { uploadsPath } from '#server/ifc/reader.ts';
import { fitFacts } from '#server/ifc/fit-facts.ts';
import { measureUnitType, siUnit, unitFromLine } from '#server/ifc/units.ts';
import { door, facts } from '../../domain/ifc/sample-facts.ts';

const text = (value: string) => new Uint8Array(Buffer.from(value, 'latin1'));

describe('stepEnvelopeProblem', () => {
  it('accepts a whole STEP file, with a byte-order mark, blank lines and a trailing comment', () => {
    expect(stepEnvelopeProblem(text('ISO-10303-21;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n'))).toBeNull();
    expect(stepEnvelopeProblem(text('\xEF\xBB\xBF\n ISO-10303-21;\nEND-ISO-10303-21;\n\n/* signed */\n'))).toBeNull();
  });

  it('refuses an empty, foreign or cut-off file', () => {
    expect(stepEnvelopeProblem(new Uint8Array(0))).toMatch(/empty/);
    expect(stepEnvelopeProblem(text('PK\x03\x04...'))).toMatch(/not a STEP/);
    expect(stepEnvelopeProblem(text('<?xml version="1.0"?><ifcXML/>'))).toMatch(/not a STEP/);
    expect(stepEnvelopeProblem(text('ISO-10303-21;\nDATA;\n#1=IFCPROJECT('))).toMatch(/truncated/);
    expect(stepEnvelopeProblem(text('ISO-10303-21;\nEND-ISO-10303-21;\n#99=IFCWALL();'))).toMatch(/truncated/);
  });
});

describe('uploadsPath', () => {
  const base = 'https://files.example/uploads';
  it('takes a path on the uploads host, or a URL on it', () => {
    expect(uploadsPath('/files/1/door.ifc', base)).toBe('/files/1/door.ifc');
    expect(uploadsPath('files/1/door.ifc', base)).toBe('/files/1/door.ifc');
    expect(uploadsPath('https://files.example/uploads/files/1/door.ifc?v=2', base)).toBe('/files/1/door.ifc?v=2');
  });

  it('never fetches anywhere else: other hosts, schemes, escapes out of the prefix', () => {
    for (const url of ['https://evil.example/uploads/x.ifc', '//evil.example/x.ifc', 'file:///etc/passwd', 'https://files.example/other/x.ifc', '/files/../../admin', '/files/%2e%2e/x', '/files/a\\b', '/x#y']) {
      expect(uploadsPath(url, base), url).toBeNull();
    }
  });
});

describe('units', () => {
  const enumOf = (value: string) => ({ type: 3, value });
  it('reads SI units with prefixes and conversion-based units, to SI', () => {
    const mm = unitFromLine({ type: 0, UnitType: enumOf('LENGTHUNIT'), Prefix: enumOf('MILLI'), Name: enumOf('METRE') }, () => null)!;
    expect([mm.symbol, mm.toSi(900)]).toEqual(['mm', 0.9]);
    const cm2 = unitFromLine({ type: 0, UnitType: enumOf('AREAUNIT'), Prefix: enumOf('CENTI'), Name: enumOf('SQUARE_METRE') }, () => null)!;
    expect([cm2.symbol, cm2.toSi(10_000)]).toEqual(['cm²', 1]);
    const g = unitFromLine({ type: 0, UnitType: enumOf('MASSUNIT'), Name: enumOf('GRAM') }, () => null)!;
    expect(g.toSi(1500)).toBe(1.5);
    const metre = { type: 0, UnitType: enumOf('LENGTHUNIT'), Name: enumOf('METRE') };
    const inch = unitFromLine({ type: 0, UnitType: enumOf('LENGTHUNIT'), Name: { value: 'inch' }, ConversionFactor: { type: 5, value: 9 } }, (ref) =>
      (ref as { value?: number } | null)?.value === 9 ? { type: 0, ValueComponent: { _representationValue: 0.0254 }, UnitComponent: { type: 5, value: 10 } } : (ref as { value?: number } | null)?.value === 10 ? metre : null,
    )!;
    expect([inch.symbol, inch.toSi(100)]).toEqual(['in', 2.54]);
    expect(measureUnitType('IFCPOSITIVELENGTHMEASURE')).toBe('LENGTHUNIT');
    expect(measureUnitType('IFCLABEL')).toBeNull();
    expect(siUnit('THERMALTRANSMITTANCEUNIT').symbol).toBe('W/(m²·K)');
    // A pump's or fan's nominal speed (IFC4 common sets) is in hertz by default.
    expect(siUnit(measureUnitType('IFCROTATIONALFREQUENCYMEASURE')!).symbol).toBe('Hz');
  });
});

describe('fitFacts', () => {
  it('keeps small facts as they are and cuts large ones below the bound, the main product whole', () => {
    const small = facts();
    expect(fitFacts(small)).toBe(small);
    const many = facts(Array.from({ length: 200 }, (_v, n) => door({ id: 100 + n })));
    const fitted = fitFacts(many, 20_000);
    expect(JSON.stringify(fitted).length).toBeLessThanOrEqual(20_000);
    expect(fitted.truncated).toBe(true);
    expect(fitted.entities.find((entity) => entity.id === many.mainProductId)?.propertySets.length).toBeGreaterThan(0);
  });
});

describe('the facts type and the DTO schema', () => {
  it('are the same shape', () => {
    expectTypeOf<Static<typeof IfcFactsSchema>>().toEqualTypeOf<IfcFacts>();
    expect(Compile(IfcFactsSchema).Check(facts())).toBe(true);
  });
});
