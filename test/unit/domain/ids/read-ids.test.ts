// Reading an .ids safely (shared/domain/ids/read-ids.ts) and the XSD pattern subset.
import { describe, expect, it } from 'vitest';
import { IDS_MAX_BYTES, IDS_MAX_DEPTH, IdsReadError, elementDepth, readIds } from '#shared/domain/ids/read-ids.ts';
import { compileXsdPattern } from '#shared/domain/ids/xsd-pattern.ts';
import { idsXml, spec } from './ids-xml.ts';

describe('readIds', () => {
  it('reads the title, the specifications, their versions, cardinality and facets', () => {
    const ids = readIds(idsXml(spec('<material cardinality="optional"/>', { occurs: 'minOccurs="0" maxOccurs="unbounded"', ifcVersion: 'IFC2X3 IFC4' }), 'My &amp; IDS'));
    expect(ids.title).toBe('My & IDS');
    expect(ids.specifications[0]).toMatchObject({ name: 'S', ifcVersions: ['IFC2X3', 'IFC4'], minOccurs: 0, maxOccurs: Number.POSITIVE_INFINITY, requirements: [{ facet: 'material', value: null, cardinality: 'optional' }] });
    expect(readIds(idsXml(spec('', { occurs: '' }))).specifications[0]).toMatchObject({ minOccurs: 1, maxOccurs: 1 });
  });

  it('refuses a document type (entity expansion, external entities), whatever else it holds', () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><ids><info><title>&lol2;</title></info></ids>';
    expect(() => readIds(laughs)).toThrow(IdsReadError);
    expect(() => readIds('<!DOCTYPE ids SYSTEM "http://example.com/ids.dtd"><ids/>')).toThrow(/document type/);
    expect(() => readIds('<ids><!ENTITY x "y"></ids>')).toThrow(/document type/);
  });

  it('refuses a file over 1 MB, deep nesting, broken XML and other documents', () => {
    expect(() => readIds(`<ids>${' '.repeat(IDS_MAX_BYTES)}</ids>`)).toThrow(/larger than/);
    expect(() => readIds(`<ids>${'<x>'.repeat(IDS_MAX_DEPTH + 1)}${'</x>'.repeat(IDS_MAX_DEPTH + 1)}</ids>`)).toThrow(/deeper/);
    expect(() => readIds('<ids><info></ids>')).toThrow(/well-formed/);
    expect(() => readIds('<svg/>')).toThrow(/root element/);
    expect(() => readIds(idsXml(''))).toThrow(/no specification/);
  });

  it('counts depth without being fooled by comments, CDATA and self-closing elements', () => {
    expect(elementDepth('<a><b/><!-- <c><d><e> --><![CDATA[<f><g>]]><h><i></i></h></a>')).toBe(3);
  });
});

describe('compileXsdPattern', () => {
  const matches = (pattern: string, value: string) => {
    const compiled = compileXsdPattern(pattern);
    if (!compiled.ok) throw new Error(compiled.reason);
    return compiled.regex.test(value);
  };

  it('anchors the whole value and treats ^ and $ as characters outside a class', () => {
    expect(matches('EI[0-9]{2}', 'EI30')).toBe(true);
    expect(matches('EI[0-9]{2}', 'xEI30')).toBe(false);
    expect(matches('a|b', 'ab')).toBe(false);
    expect(matches('\\$[0-9]+', '$12')).toBe(true);
    expect(matches('[^0-9]+', 'abc')).toBe(true);
    expect(matches('^x', '^x')).toBe(true);
    expect(matches('\\p{Lu}{2}', 'ДВ')).toBe(true);
  });

  it('refuses what XSD does not have or the checker does not support', () => {
    expect(compileXsdPattern('[a-z-[aeiou]]')).toMatchObject({ ok: false });
    expect(compileXsdPattern('\\i\\c*')).toMatchObject({ ok: false });
    expect(compileXsdPattern('(a)\\1')).toMatchObject({ ok: false });
    expect(compileXsdPattern('(?=a)a')).toMatchObject({ ok: false });
    expect(compileXsdPattern('a+?')).toMatchObject({ ok: false });
    expect(compileXsdPattern('(')).toMatchObject({ ok: false });
  });
});
