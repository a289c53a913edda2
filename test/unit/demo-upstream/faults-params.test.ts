import { describe, expect, it } from 'vitest';
import { createCallLog, createFaultController, parseFault } from '#server/demo-upstream/faults.ts';
import { bodyObject, fieldList, parseForm, pick, readCompanyRefs, readFlag, readIdList, readInt, readList } from '#server/demo-upstream/params.ts';
import { initials, logoSvg, parseSize } from '#server/demo-upstream/graphics.ts';

describe('fault controller', () => {
  it('matches exact paths, wildcards and query-bearing paths', () => {
    const faults = createFaultController(true);
    faults.set('/web2/model/1/all', { kind: 'empty' });
    faults.set('/web1/elastic/*', { kind: 'status', status: 503 });
    faults.set('/web1/?m=statics&a=GetRssRenga', { kind: 'malformed' });
    expect(faults.take('/web2/model/1/all?x=1')).toEqual({ kind: 'empty' });
    expect(faults.take('/web2/model/2/all')).toBeNull();
    expect(faults.take('/web1/elastic/topcountry')).toEqual({ kind: 'status', status: 503 });
    expect(faults.take('/web1/?m=statics&a=GetRssRenga')).toEqual({ kind: 'malformed' });
    expect(faults.take('/web1/?m=statics&a=GetRssArchicad')).toBeNull();
  });

  it('consumes `times` and clears', () => {
    const faults = createFaultController(true);
    faults.set('/a', { kind: 'reset' }, { times: 2 });
    expect(faults.take('/a')).not.toBeNull();
    expect(faults.take('/a')).not.toBeNull();
    expect(faults.take('/a')).toBeNull();
    faults.set('/b', { kind: 'delay', ms: 5 });
    faults.clear();
    expect(faults.take('/b')).toBeNull();
  });

  it('refuses faults when disabled and validates input', () => {
    expect(() => createFaultController(false).set('/a', { kind: 'empty' })).toThrow(/disabled/);
    const faults = createFaultController(true);
    expect(() => faults.set('a', { kind: 'empty' })).toThrow(TypeError);
    expect(() => faults.set('/a', { kind: 'empty' }, { times: 0 })).toThrow(TypeError);
    expect(() => parseFault({ kind: 'status', status: 99 })).toThrow(TypeError);
    expect(() => parseFault({ kind: 'delay', ms: -1 })).toThrow(TypeError);
    expect(() => parseFault({ kind: 'explode' })).toThrow(TypeError);
    expect(() => parseFault(null)).toThrow(TypeError);
    expect(parseFault({ kind: 'delay', ms: 10 })).toEqual({ kind: 'delay', ms: 10 });
  });
});

describe('call log', () => {
  it('counts by prefix, lists, resets and stays bounded', () => {
    const log = createCallLog(10);
    log.record('GET', '/web2/model/1/all?x=1');
    log.record('POST', '/web2/model/searchmodels');
    log.record('GET', '/api/user/context');
    expect(log.count()).toBe(3);
    expect(log.count('/web2/')).toBe(2);
    expect(log.list()[0]).toMatchObject({ method: 'GET', url: '/web2/model/1/all?x=1', path: '/web2/model/1/all' });
    log.reset();
    expect(log.count()).toBe(0);
    for (let i = 0; i < 25; i += 1) log.record('GET', `/x/${i}`);
    expect(log.count()).toBeLessThanOrEqual(10);
    expect(log.list().at(-1)?.url).toBe('/x/24');
  });
});

describe('input readers', () => {
  it('reads lists joined by hyphens, commas or given as arrays', () => {
    expect(readList({ a: 'rvt-ifc' }, 'a')).toEqual(['rvt', 'ifc']);
    expect(readList({ a: 'rvt,ifc' }, 'a')).toEqual(['rvt', 'ifc']);
    expect(readList({ a: ['rvt', 'ifc-dwg', 5] }, 'a')).toEqual(['rvt', 'ifc', 'dwg', '5']);
    expect(readIdList({ a: '1-2,3' }, 'a')).toEqual([1, 2, 3]);
    expect(() => readIdList({ a: '1-x' }, 'a')).toThrow(/numeric/);
    expect(() => readList({ a: { b: 1 } }, 'a')).toThrow();
  });

  it('reads hyphen-joined uuids as whole uuids', () => {
    const u1 = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const u2 = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(readCompanyRefs({ c: `${u1}-${u2}` }, 'c')).toEqual({ uuids: [u1, u2], ids: [] });
    expect(readCompanyRefs({ c: '1001-1002' }, 'c')).toEqual({ uuids: [], ids: [1001, 1002] });
    expect(() => readCompanyRefs({ c: 'nope' }, 'c')).toThrow();
  });

  it('reads flags, integers and bodies strictly', () => {
    expect(readFlag({ f: '1' }, 'f')).toBe(true);
    expect(readFlag({ f: 'false' }, 'f')).toBe(false);
    expect(readFlag({}, 'f')).toBe(false);
    expect(() => readFlag({ f: 'maybe' }, 'f')).toThrow();
    expect(readInt({ n: '12' }, 'n')).toBe(12);
    expect(readInt({ n: '' }, 'n')).toBeUndefined();
    expect(readInt({ n: '5000' }, 'n', { max: 1000, clampMax: true })).toBe(1000);
    expect(() => readInt({ n: '1.5' }, 'n')).toThrow();
    expect(() => readInt({ n: '-1' }, 'n')).toThrow();
    expect(bodyObject(undefined)).toEqual({});
    expect(() => bodyObject('text')).toThrow();
    expect(() => bodyObject([1])).toThrow();
  });

  it('parses forms with repeated and [] keys and ignores prototype keys', () => {
    const form = parseForm('a=1&a=2&b[]=x&c=%D0%B4%D0%B0&__proto__=bad');
    expect(form).toEqual({ a: ['1', '2'], b: ['x'], c: 'да' });
    expect(Object.getPrototypeOf(form)).toBe(Object.prototype);
  });

  it('picks fields', () => {
    expect(fieldList('all')).toBeNull();
    expect(fieldList('id,name_short')).toEqual(['id', 'name_short']);
    expect(() => fieldList('id;drop')).toThrow();
    expect(pick({ id: 1, a: 2, b: 3 }, ['b'])).toEqual({ id: 1, b: 3 });
  });
});

describe('graphics', () => {
  it('parses size suffixes', () => {
    expect(parseSize('120x80')).toEqual({ width: 120, height: 80 });
    expect(parseSize(undefined)).toBeUndefined();
    expect(parseSize('big')).toBeNull();
    expect(parseSize('0x10')).toBeNull();
  });

});

describe('logo marks', () => {
  it('carry the company’s initials in a shape and colour fixed by its id', () => {
    expect(initials('СтройМаш')).toBe('СМ');
    expect(initials('«Теплоплан-М»')).toBe('ТМ');
    expect(initials('Nordline')).toBe('N');
    const logo = logoSvg({ id: 1001, name: 'СтройМаш' }, { width: 120, height: 120 });
    expect(logo).toMatch(/^<svg [^>]*width="120" height="120"/);
    expect(logo).toContain('>СМ</text>');
    expect(logoSvg({ id: 1001, name: 'СтройМаш' }, { width: 120, height: 120 })).toBe(logo);
    const shapes = new Set(Array.from({ length: 12 }, (_v, i) => logoSvg({ id: 1001 + i, name: 'X' }).replace(/<text[\s\S]*$/, '').replace(/hsl\([^)]*\)/g, '')));
    expect(shapes.size).toBeGreaterThan(3);
  });
});
